import Foundation
import TrellisBase
import Yams

/// Reads YAML files into Yams' node tree for the layout and catalog readers, so that both point
/// at the same places for the same problems: the first byte that is not UTF-8, a control
/// character, the second of two equal keys, all as `file:line:column` (1-based), in our words
/// rather than libyaml's.
public enum YAMLDocument {
    /// Why a file could not be read as YAML.
    public enum Problem: Error, Sendable, Equatable {
        /// The file could not be opened or read (no position: it was never read).
        case unreadable(String)
        /// Read, but not UTF-8 text or not YAML, at a place in it.
        case invalid(SourceLocation, String)
    }

    /// The file's text; bytes that are not UTF-8 are an error at their line and column.
    public static func text(ofFile path: String) throws(Problem) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable((error as NSError).localizedDescription)
        }
        if let text = String(validating: data, as: UTF8.self) { return text }
        throw firstInvalidByte(in: data, file: path)
    }

    /// The document's root node, or nil for an empty document. Scalars keep their text and are
    /// not typed (Yams' basic resolver): every reader converts the text itself, and typing each
    /// scalar with the default resolver's regular expressions was a third of reading a layout
    /// file. Plain `true` and `1` as keys are therefore the same keys as `"true"` and `"1"`, as
    /// they are to the readers, which see keys as text.
    public static func compose(_ text: String, file: String) throws(Problem) -> Node? {
        do {
            return try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw problem(error, text: text, file: file)
        } catch {
            throw .invalid(SourceLocation(file: file, line: 1, column: 1), "\(error)")
        }
    }

    private static func problem(_ error: YamlError, text: String, file: String) -> Problem {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
        switch error {
        case let .reader(problem, offset, value, _):
            let place = offset.map { location(ofCharacter: $0, in: text, file: file) } ?? SourceLocation(file: file, line: 1, column: 1)
            let character = value >= 0 ? String(format: " (U+%04X)", Int(value)) : ""
            return .invalid(place, "\(problem)\(character)")
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            if problem.contains("yaml_set_max_nest_level") {
                return .invalid(at(mark), "lists and mappings are nested too deeply for a YAML reader")
            }
            return .invalid(at(mark), context.map { "\(problem) (\($0.text) at \($0.mark))" } ?? problem)
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? ""
            let second = secondOccurrence(ofKey: key, in: text, from: context.mark)
            let place = second.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? at(context.mark)
            return .invalid(place, "duplicate key \(key.quotedForMessage): a mapping has it twice")
        default:
            return .invalid(SourceLocation(file: file, line: 1, column: 1), "\(error)")
        }
    }

    /// A plain (unquoted) scalar spelled as a YAML 1.1 boolean, as the default resolver reads
    /// one: `true`, `True`, `TRUE`, `yes`, `on` and their opposites; nil for anything else,
    /// quoted text included.
    public static func boolean(_ node: Node) -> Bool? {
        guard case let .scalar(scalar) = node, scalar.style == .plain else { return nil }
        switch scalar.string {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: return nil
        }
    }

    /// What YAML counts as a line break (YAML 1.1, as libyaml reads it): `\r\n` is one.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// The text's lines as libyaml numbers them.
    static func yamlLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard isLineBreak(scalar) else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(Substring(scalars[start..<index]))
            var next = scalars.index(after: index)
            if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            start = next
            index = next
        }
        lines.append(Substring(scalars[start..<scalars.endIndex]))
        return lines
    }

    /// Line and column of an offset that Yams gives in Characters (so `\r\n` is one).
    static func location(ofCharacter offset: Int, in text: String, file: String) -> SourceLocation {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character.unicodeScalars.contains(where: isLineBreak) {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    private static func firstInvalidByte(in data: Data, file: String) -> Problem {
        var line = 1, column = 1, offset = 0
        var previous: Unicode.Scalar?
        var iterator = data.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                offset += UTF8.width(scalar)
                if isLineBreak(scalar) {
                    if !(scalar == "\n" && previous == "\r") { line += 1 }
                    column = 1
                } else {
                    column += 1
                }
                previous = scalar
            case .emptyInput:
                break loop
            case .error:
                break loop
            }
        }
        let byte = offset < data.count ? String(format: "0x%02X", data[data.startIndex + offset]) : "at the end"
        return .invalid(SourceLocation(file: file, line: line, column: column),
                        "byte \(byte) is not UTF-8 text; save the file as UTF-8")
    }

    /// Where `key:` stands the second time after `mark` at the indentation of its first
    /// occurrence: the duplicate Yams reports only by name.
    private static func secondOccurrence(ofKey key: String, in text: String, from mark: Mark) -> (line: Int, column: Int)? {
        let lines = yamlLines(text)
        let start = max(0, mark.line - 1)
        guard !key.isEmpty, start < lines.count else { return nil }
        var found = 0
        for index in start..<lines.count {
            let line = lines[index]
            var searchStart = line.startIndex
            while let range = line.range(of: key, range: searchStart..<line.endIndex) {
                searchStart = range.upperBound
                let before = range.lowerBound == line.startIndex ? " " : line[line.index(before: range.lowerBound)]
                let rest = line[range.upperBound...].drop { $0 == " " }
                guard " {,\"'-".contains(before), rest.first == ":" || (rest.first == "\"" || rest.first == "'") else { continue }
                found += 1
                if found == 2 {
                    let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
                    return (index + 1, column)
                }
            }
        }
        return nil
    }
}
