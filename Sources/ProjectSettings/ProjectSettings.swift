import DeviceCatalog
import Foundation
import MatrixRun
import Reports
import TrellisBase

/// The settings a command runs with: each from the command line, else `trellis.yml`, else the
/// app's Info.plist (orientations, full screen), else Trellis's default, and each knowing which.
public struct ProjectSettings: Sendable {
    /// What the command line gave; nil (or empty) where it gave nothing.
    public struct CommandLine: Sendable {
        public var layouts: [String] = []
        public var catalog: String?
        public var devices: [String] = []
        public var deviceSet: String?
        public var family: Idiom?
        public var directions: [LayoutDirection]?
        public var multitasking: Bool?
        public var appOrientations: [Idiom: OrientationMask]?
        public var infoPlist: String?
        public var database: String?
        public var tolerance: FrameTolerance?
        public var failOn: Severity?

        public init() {}
    }

    public static let defaultLayouts = ["Layouts"]
    public static let defaultDatabase = "Reports/trellis.sqlite"

    /// The project file the settings came from, if any.
    public var file: ProjectFile?
    /// Layout folders, files and patterns, relative to `layoutsRoot`.
    public var layouts: Setting<[String]>
    /// The folder `layouts` and `exclude` are relative to: the project file's, or the current one.
    public var layoutsRoot: String
    /// The folder layouts are named from (a file's path below it): the project file's, else the
    /// repository's root (the nearest folder upwards with a `.git`), else the current one. So
    /// `--layouts App`, `--layouts ./App/Base.lproj` and `--layouts 'App/**/*.storyboard'` name a
    /// storyboard alike, and runs diff by name whatever the spelling.
    public var projectRoot: String = ""
    public var exclude: Setting<[String]>
    /// A catalog folder of the team's own, laid over the built-in one.
    public var catalog: Setting<String?>
    public var devices: Setting<[String]>
    public var deviceSet: Setting<String?>
    public var family: Setting<Idiom?>
    public var directions: Setting<[LayoutDirection]>
    /// Whether iPad Split View windows are solved (off when the Info.plist requires full screen).
    public var multitasking: Setting<Bool>
    public var appOrientations: Setting<[Idiom: OrientationMask]>
    /// Idioms whose orientations an Info.plist that set the others did not name: the default's.
    public var orientationsLeftAtDefault: [Idiom] = []
    public var infoPlist: Setting<String?>
    /// Folders and files of font files the app uses besides those under `projectRoot` (which a
    /// run reads too): named fonts are measured with them.
    public var fonts: Setting<[String]>
    public var database: Setting<String>
    public var tolerance: Setting<FrameTolerance>
    public var failOn: Setting<Severity?>
    /// What the user should know about how the settings were decided.
    public var notes: [String] = []

    /// Settings from the command line over `file` (nil: none found) over the defaults. Reads no
    /// file: the Info.plist either names is applied by `applyingInfoPlist()`.
    public static func resolve(_ commandLine: CommandLine, file: ProjectFile?) -> ProjectSettings {
        let folder = file?.folder ?? ""
        func fromFile<Value>(_ located: Located<Value>?) -> Setting<Value>? {
            located.map { Setting(value: $0.value, source: .projectFile($0.location)) }
        }
        func path(_ located: Located<String>?) -> Setting<String>? {
            located.map { Setting(value: joined(folder, $0.value), source: .projectFile($0.location)) }
        }
        func pick<Value>(_ command: Value?, _ file: Setting<Value>?, _ fallback: Value) -> Setting<Value> {
            if let command { return Setting(value: command, source: .commandLine) }
            return file ?? Setting(value: fallback, source: .builtIn)
        }
        func optional<Value>(_ command: Value?, _ file: Setting<Value>?) -> Setting<Value?> {
            if let command { return Setting(value: command, source: .commandLine) }
            if let file { return Setting(value: file.value, source: file.source) }
            return Setting(value: nil, source: .builtIn)
        }

        let layoutsFromCommand = commandLine.layouts.isEmpty ? nil : commandLine.layouts
        let layouts = pick(layoutsFromCommand, fromFile(file?.layouts), defaultLayouts)
        var settings = ProjectSettings(
            file: file,
            layouts: layouts,
            layoutsRoot: layouts.source.isProjectFile ? folder : "",
            exclude: fromFile(file?.exclude) ?? Setting(value: [], source: .builtIn),
            catalog: optional(commandLine.catalog, path(file?.catalog)),
            devices: pick(commandLine.devices.isEmpty ? nil : commandLine.devices, fromFile(file?.devices), []),
            deviceSet: optional(commandLine.deviceSet, fromFile(file?.deviceSet)),
            family: optional(commandLine.family, fromFile(file?.family)),
            directions: pick(commandLine.directions, fromFile(file?.directions), [.leftToRight]),
            multitasking: pick(commandLine.multitasking, fromFile(file?.multitasking), false),
            appOrientations: pick(commandLine.appOrientations, fromFile(file?.appOrientations), MatrixPlan.defaultAppOrientations),
            infoPlist: optional(commandLine.infoPlist, path(file?.infoPlist)),
            fonts: file?.fonts.map { Setting(value: $0.value.map { joined(folder, $0) }, source: .projectFile($0.location)) }
                ?? Setting(value: [], source: .builtIn),
            database: pick(commandLine.database, path(file?.database), defaultDatabase),
            tolerance: pick(commandLine.tolerance, fromFile(file?.tolerance), .points(0.5)),
            failOn: optional(commandLine.failOn, fromFile(file?.failOn)))
        settings.projectRoot = file != nil ? folder : Self.repositoryRoot() ?? ""
        return settings
    }

    /// The repository's root as a path relative to `directory` (`""`, `../..`): the nearest folder
    /// upwards that holds a `.git`; nil outside a repository.
    public static func repositoryRoot(from directory: String = FileManager.default.currentDirectoryPath) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        var ups: [String] = []
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return ups.joined(separator: "/") }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
            ups.append("..")
        }
    }

    /// These settings with the app's Info.plist read and applied, when one is set: its orientations
    /// unless orientations were written out at the same level or above (the command line's plist
    /// wins over the file's orientations, written orientations over a plist), and its
    /// `UIRequiresFullScreen`. Only the commands that solve or show them need it, so only they read it.
    public func applyingInfoPlist() throws(InfoPlistError) -> ProjectSettings {
        guard let path = infoPlist.value else { return self }
        let plist = try AppInfoPlist.read(path)
        var settings = self
        let plistOutranks = appOrientations.source == .builtIn
            || (infoPlist.source == .commandLine && appOrientations.source != .commandLine)
        // The plist sets only the idioms it names orientations for; the others keep the default
        // and `trellis config` says so, and a plist that names none leaves the setting as it was.
        if plistOutranks, !plist.orientations.isEmpty {
            settings.appOrientations = Setting(value: MatrixPlan.defaultAppOrientations.merging(plist.orientations) { $1 },
                                               source: .infoPlist(plist.path))
            settings.orientationsLeftAtDefault = [Idiom.phone, .pad].filter { plist.orientations[$0] == nil }
        }
        if plist.requiresFullScreen {
            if settings.multitasking.value {
                settings.notes.append("Split View windows are not solved: \(plist.path) sets UIRequiresFullScreen")
            }
            settings.multitasking = Setting(value: false, source: .infoPlist(plist.path))
        }
        return settings
    }

    /// Every setting as a row of `trellis config`: its key in `trellis.yml`, its value, where it
    /// came from.
    public var rows: [(key: String, value: String, source: SettingSource)] {
        func list(_ values: [String], empty: String) -> String { values.isEmpty ? empty : values.joined(separator: ", ") }
        let orientations = [Idiom.phone, .pad].map { idiom in
            "\(idiom.rawValue)=\(appOrientations.value[idiom]?.description ?? "-")" + (orientationsLeftAtDefault.contains(idiom) ? " (default)" : "")
        }
        return [
            ("layouts", list(layouts.value, empty: "-"), layouts.source),
            ("exclude", list(exclude.value, empty: "(none)"), exclude.source),
            ("catalog", catalog.value.map { "built-in + \($0)" } ?? "built-in", catalog.source),
            ("devices", list(devices.value, empty: "(all)"), devices.source),
            ("deviceSet", deviceSet.value ?? "(none)", deviceSet.source),
            ("family", family.value?.rawValue ?? "(both)", family.source),
            ("directions", directions.value.map(\.rawValue).joined(separator: ", "), directions.source),
            ("multitasking", "\(multitasking.value)", multitasking.source),
            ("appOrientations", orientations.joined(separator: ", "), appOrientations.source),
            ("infoPlist", infoPlist.value ?? "(none)", infoPlist.source),
            ("fonts", list(fonts.value, empty: "(those under the project)"), fonts.source),
            ("database", database.value, database.source),
            ("tolerance", tolerance.value.text, tolerance.source),
            ("failOn", failOn.value?.rawValue ?? "(never)", failOn.source),
        ]
    }

    /// The settings as one JSON object (keys sorted) with `extra` entries added (nil as null):
    /// what a stored run records of how it was started.
    public func json(adding extra: [String: Any?]) -> String {
        var options: [String: Any] = [:]
        for (key, value) in extra { options[key] = value ?? NSNull() }
        for row in rows { options[row.key] = row.value }
        let data = try! JSONSerialization.data(withJSONObject: options, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

/// A setting's value and where it came from.
public struct Setting<Value: Sendable>: Sendable {
    public var value: Value
    public var source: SettingSource

    public init(value: Value, source: SettingSource) {
        self.value = value
        self.source = source
    }
}

/// Where a setting came from, as `trellis config` prints it.
public enum SettingSource: Sendable, Equatable, CustomStringConvertible {
    case builtIn
    case projectFile(SourceLocation)
    case commandLine
    case infoPlist(String)

    var isProjectFile: Bool {
        if case .projectFile = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .builtIn: "default"
        case let .projectFile(location): "\(location.file):\(location.line)"
        case .commandLine: "command line"
        case let .infoPlist(path): path
        }
    }
}

extension FrameTolerance {
    /// As `trellis.yml` and `--tolerance` write it.
    public var text: String {
        switch self {
        case let .points(value): "\(formatPoints(value))pt"
        case .pixels: "px"
        }
    }
}

private func joined(_ folder: String, _ path: String) -> String {
    folder.isEmpty || path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
}
