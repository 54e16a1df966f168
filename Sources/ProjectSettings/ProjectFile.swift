import DeviceCatalog
import Foundation
import MatrixRun
import Reports
import TrellisBase
import YAMLReading
import Yams

/// `trellis.yml`: a repository's settings for every `trellis` command, so a team runs `trellis run`
/// with no options. Each value keeps where it was written, for `trellis config` and for errors.
/// Paths in it are relative to the file's folder. The keys are listed in `keys`, documented in the
/// README ("Project file") and written with comments by `trellis init`.
public struct ProjectFile: Sendable {
    public static let fileName = "trellis.yml"
    public static let keys = [
        "layouts", "exclude", "catalog", "devices", "deviceSet", "family", "directions", "multitasking",
        "appOrientations", "infoPlist", "fonts", "database", "tolerance", "failOn",
    ]

    /// The file, as found from the current folder (`trellis.yml`, `../trellis.yml`).
    public var path: String
    /// The folder the file's paths are relative to: `path` without the file name.
    public var folder: String { (path as NSString).deletingLastPathComponent }

    public var layouts: Located<[String]>?
    public var exclude: Located<[String]>?
    public var catalog: Located<String>?
    public var devices: Located<[String]>?
    public var deviceSet: Located<String>?
    public var family: Located<Idiom>?
    public var directions: Located<[LayoutDirection]>?
    public var multitasking: Located<Bool>?
    public var appOrientations: Located<[Idiom: OrientationMask]>?
    public var infoPlist: Located<String>?
    /// Folders (or files) of the app's fonts, relative to the file.
    public var fonts: Located<[String]>?
    public var database: Located<String>?
    public var tolerance: Located<FrameTolerance>?
    public var failOn: Located<Severity>?

    public init(path: String) { self.path = path }

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
            // `read` throws only YAMLFields.Problem (its closures are not typed to say so); anything
            // else would still be reported against the file, never a crash.
            throw .invalid(SourceLocation(file: path, line: 1, column: 1), field: "file", "\(error)")
        }
        return file
    }

    private mutating func read(_ root: Node, yaml: YAMLFields) throws {
        let fields = try yaml.mapping(root, keys: Self.keys, field: "file")
        func located<Value>(_ key: String, _ parse: (Node) throws -> Value) throws -> Located<Value>? {
            guard let node = fields[key] else { return nil }
            return Located(value: try parse(node), location: yaml.location(node))
        }
        func strings(_ node: Node, _ key: String) throws -> [String] {
            try yaml.sequenceOrSingle(node, field: key).map { try yaml.string($0, field: key) }
        }
        func choice<Value>(_ node: Node, _ key: String, _ values: [(String, Value)]) throws -> Value {
            let text = try yaml.string(node, field: key)
            guard let value = values.first(where: { $0.0 == text })?.1 else {
                throw yaml.problem(node, key, "expected \(values.map(\.0).joined(separator: " or ")), not \(text.quotedForMessage)")
            }
            return value
        }
        layouts = try located("layouts") { try strings($0, "layouts") }
        exclude = try located("exclude") { try strings($0, "exclude") }
        catalog = try located("catalog") { try yaml.string($0, field: "catalog") }
        devices = try located("devices") { try strings($0, "devices") }
        deviceSet = try located("deviceSet") { try yaml.string($0, field: "deviceSet") }
        family = try located("family") { try choice($0, "family", [("phone", Idiom.phone), ("pad", .pad)]) }
        directions = try located("directions") { node in
            let names = try strings(node, "directions")
            guard !names.isEmpty else { throw yaml.problem(node, "directions", "expected ltr, rtl or both") }
            return try names.map { name in
                guard let direction = LayoutDirection(rawValue: name) else {
                    throw yaml.problem(node, "directions", "expected ltr, rtl or both, not \(name.quotedForMessage)")
                }
                return direction
            }
        }
        multitasking = try located("multitasking") { try choice($0, "multitasking", [("true", true), ("false", false)]) }
        appOrientations = try located("appOrientations") { try Self.orientations($0, yaml: yaml) }
        infoPlist = try located("infoPlist") { try yaml.string($0, field: "infoPlist") }
        fonts = try located("fonts") { try strings($0, "fonts") }
        database = try located("database") { try yaml.string($0, field: "database") }
        tolerance = try located("tolerance") { node in
            let text = try yaml.string(node, field: "tolerance")
            guard let tolerance = FrameTolerance(parsing: text) else {
                throw yaml.problem(node, "tolerance", "expected points (0.5pt) or px, not \(text.quotedForMessage)")
            }
            return tolerance
        }
        failOn = try located("failOn") { try choice($0, "failOn", [("error", Severity.error), ("warning", .warning)]) }
    }

    /// `all` for both idioms, or `{phone: allButUpsideDown, pad: all}`.
    private static func orientations(_ node: Node, yaml: YAMLFields) throws -> [Idiom: OrientationMask] {
        let names = OrientationMask.namedMasks.map(\.name).joined(separator: ", ")
        func mask(_ node: Node, _ field: String) throws -> OrientationMask {
            let text = try yaml.string(node, field: field)
            guard let mask = OrientationMask(named: text) else {
                throw yaml.problem(node, field, "expected one of \(names), not \(text.quotedForMessage)")
            }
            return mask
        }
        if case .scalar = node {
            let both = try mask(node, "appOrientations")
            return [.phone: both, .pad: both]
        }
        var result = MatrixPlan.defaultAppOrientations
        for (key, value) in try yaml.mapping(node, keys: ["phone", "pad"], field: "appOrientations") {
            result[Idiom(rawValue: key)!] = try mask(value, "appOrientations.\(key)")
        }
        return result
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
