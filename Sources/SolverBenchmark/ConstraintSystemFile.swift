import ConstraintSolver
import Foundation

/// A constraint system in the neutral `alc/1` JSON format (`../shared/bench/FORMAT.md`).
public struct ConstraintSystemFile: Sendable {
    /// One constraint: `Σ coefficient × variables[index] + constant  op  0` at `priority`.
    public struct Entry: Sendable {
        public var terms: [(index: Int, coefficient: Double)]
        public var constant: Double
        public var relation: Relation
        public var priority: Float
        public var tag: String
    }

    /// Edit variables and the sizes to re-solve for.
    public struct Edits: Sendable {
        public var variables: [Int]
        public var priority: Float
        public var initial: [Double]
        public var values: [[Double]]
    }

    public var name: String
    public var variables: [String]
    public var constraints: [Entry]
    public var edits: Edits?
}

/// Why a constraint-system file could not be read, naming the file and the offending place.
public struct ConstraintSystemFileError: Error, CustomStringConvertible, Equatable {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
}

extension ConstraintSystemFile {
    /// Reads and checks a file: JSON syntax, the `alc/1` fields, and that every term names a
    /// declared variable.
    public static func load(from path: String) throws(ConstraintSystemFileError) -> ConstraintSystemFile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConstraintSystemFileError(path: path, message: "cannot read the file (\(error.localizedDescription))")
        }
        return try parse(data, path: path)
    }

    public static func parse(_ data: Data, path: String) throws(ConstraintSystemFileError) -> ConstraintSystemFile {
        func fail(_ message: String) -> ConstraintSystemFileError {
            ConstraintSystemFileError(path: path, message: message)
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail("not valid JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error))")
        }
        guard let root = json as? [String: Any] else { throw fail("expected a JSON object at the top level") }
        guard let format = root["format"] as? String, format == "alc/1" else {
            throw fail("\"format\" must be \"alc/1\"")
        }
        guard let variables = root["variables"] as? [String] else {
            throw fail("\"variables\" must be an array of strings")
        }
        var indexOf: [String: Int] = [:]
        for (i, name) in variables.enumerated() {
            guard indexOf.updateValue(i, forKey: name) == nil else {
                throw fail("variables[\(i)]: \"\(name)\" is declared twice")
            }
        }
        guard let rawConstraints = root["constraints"] as? [Any] else {
            throw fail("\"constraints\" must be an array")
        }
        var constraints: [Entry] = []
        constraints.reserveCapacity(rawConstraints.count)
        for (i, raw) in rawConstraints.enumerated() {
            let place = "constraints[\(i)]"
            guard let object = raw as? [String: Any] else { throw fail("\(place): expected an object") }
            let tag = (object["tag"] as? String) ?? "#\(i)"
            let named = "\(place) (\(tag))"
            guard let rawTerms = object["terms"] as? [Any] else { throw fail("\(named): \"terms\" must be an array") }
            var terms: [(index: Int, coefficient: Double)] = []
            for (j, rawTerm) in rawTerms.enumerated() {
                guard let pair = rawTerm as? [Any], pair.count == 2, let name = pair[0] as? String,
                    let coefficient = number(pair[1])
                else { throw fail("\(named): terms[\(j)] must be [\"variable\", number]") }
                guard let index = indexOf[name] else {
                    throw fail("\(named): terms[\(j)] names \"\(name)\", which is not in \"variables\"")
                }
                terms.append((index, coefficient))
            }
            guard let constant = number(object["constant"] ?? 0) else { throw fail("\(named): \"constant\" must be a number") }
            guard let op = object["op"] as? String, let relation = Relation(rawValue: op) else {
                throw fail("\(named): \"op\" must be \"==\", \"<=\" or \">=\"")
            }
            guard let priority = number(object["priority"] ?? 1000) else {
                throw fail("\(named): \"priority\" must be a number")
            }
            constraints.append(Entry(terms: terms, constant: constant, relation: relation, priority: Float(priority), tag: tag))
        }
        var edits: Edits?
        if let rawEdits = root["edits"] as? [String: Any] {
            guard let names = rawEdits["variables"] as? [String] else { throw fail("edits: \"variables\" must be an array of strings") }
            let indices = try names.map { (name) throws(ConstraintSystemFileError) -> Int in
                guard let index = indexOf[name] else { throw fail("edits: \"\(name)\" is not in \"variables\"") }
                return index
            }
            let initial = (rawEdits["initial"] as? [Any])?.compactMap(number) ?? []
            guard initial.count == indices.count else { throw fail("edits: \"initial\" needs one number per edit variable") }
            var values: [[Double]] = []
            for (k, tuple) in ((rawEdits["values"] as? [Any]) ?? []).enumerated() {
                guard let numbers = (tuple as? [Any])?.compactMap(number), numbers.count == indices.count else {
                    throw fail("edits: values[\(k)] needs one number per edit variable")
                }
                values.append(numbers)
            }
            let priority = number(rawEdits["priority"] ?? 1000) ?? 1000
            edits = Edits(variables: indices, priority: Float(priority), initial: initial, values: values)
        }
        return ConstraintSystemFile(
            name: (root["name"] as? String) ?? (path as NSString).lastPathComponent, variables: variables,
            constraints: constraints, edits: edits)
    }

    private static func number(_ value: Any) -> Double? {
        if let number = value as? NSNumber { return number.doubleValue }
        return nil
    }
}
