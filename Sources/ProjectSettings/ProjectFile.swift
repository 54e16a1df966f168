import DeviceCatalog
import Foundation
import TrellisBase
import YAMLReading
import Yams

/// `trellis.yml`: a repository's settings for every `trellis` command, so a team runs `trellis run`
/// with no options. Each value keeps where it was written, for `trellis config` and for errors.
/// Paths in it are relative to the file's folder. The keys are `SettingsTable`'s, documented in the
/// README ("Project file") and written with comments by `trellis init`. `file.failOn` is the
/// `failOn` the file writes, with where (nil when it writes none).
@dynamicMemberLookup
public struct ProjectFile: Sendable {
    public static let fileName = "trellis.yml"
    public static var keys: [String] { SettingsTable.keys }

    /// The file, as found from the current folder (`trellis.yml`, `../trellis.yml`).
    public var path: String
    /// The folder the file's paths are relative to: `path` without the file name.
    public var folder: String { (path as NSString).deletingLastPathComponent }
    /// The values the file writes, as written (paths relative to `folder`); the others at their defaults.
    public private(set) var values = SettingValues()
    /// Where each key the file writes was written.
    public private(set) var locations: [String: SourceLocation] = [:]

    public init(path: String) { self.path = path }

    /// The setting in `field` as the file writes it, with where; nil when the file does not.
    public subscript<Value>(dynamicMember field: KeyPath<SettingValues, Value>) -> Located<Value>? {
        locations[SettingsTable.definition(of: field).key].map { Located(value: values[keyPath: field], location: $0) }
    }

    /// The nearest `trellis.yml` from `directory` upwards, as a path relative to `directory`
    /// (`trellis.yml`, `../trellis.yml`). The search stops at the repository's root (the first folder
    /// with a `.git`), so a file outside the repository never applies.
    public static func find(from directory: String = FileManager.default.currentDirectoryPath) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        var prefix = ""
        while true {
            let candidate = folder.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return prefix + fileName }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return nil }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
            prefix += "../"
        }
    }

    /// Reads and checks the file; an error names the file, line, column and key.
    public static func load(_ path: String) throws(ProjectFileError) -> ProjectFile {
        let text: String
        let root: Node?
        do {
            text = try YAMLDocument.text(ofFile: path)
            root = try YAMLDocument.compose(text, file: path)
        } catch {
            switch error {
            case let .unreadable(reason): throw .unreadable(path: path, reason: reason)
            case let .invalid(location, message): throw .invalid(location, field: "file", "not valid YAML: \(message)")
            }
        }
        var file = ProjectFile(path: path)
        guard let root else { return file }
        do {
            try file.read(root, yaml: YAMLFields(file: path))
        } catch let problem as YAMLFields.Problem {
            throw .invalid(problem.location, field: problem.field, problem.message)
        } catch {
            // The readers throw only YAMLFields.Problem (their closures are not typed to say so);
            // anything else would still be reported against the file, never a crash.
            throw .invalid(SourceLocation(file: path, line: 1, column: 1), field: "file", "\(error)")
        }
        return file
    }

    /// Each key in the table's order, so the first bad one is the one reported.
    private mutating func read(_ root: Node, yaml: YAMLFields) throws {
        let fields = try yaml.mapping(root, keys: Self.keys, field: "file")
        for definition in SettingsTable.all {
            guard let node = fields[definition.key] else { continue }
            try definition.read(node, yaml, &values)
            locations[definition.key] = yaml.location(node)
        }
    }
}

/// A value from `trellis.yml` and where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation
}

/// Why `trellis.yml` cannot be used; each names the file, and the line, column and key when it can.
public enum ProjectFileError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalid(SourceLocation, field: String, String)
    /// The file exists where `trellis init` would write one.
    case alreadyExists(String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read \(path): \(reason)"
        case let .invalid(location, field, message): "\(location): \(field): \(message)"
        case let .alreadyExists(path): "\(path) already exists; edit it, or delete it to start again"
        }
    }
}
