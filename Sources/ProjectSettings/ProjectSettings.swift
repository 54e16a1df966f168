import DeviceCatalog
import Foundation
import TrellisBase

/// The settings a command runs with: each from the command line, else `trellis.yml`, else the
/// app's Info.plist (orientations, full screen), else Trellis's default, and each knowing which.
/// `settings.database` is the database setting's value and where it came from; `SettingsTable`
/// lists them all.
@dynamicMemberLookup
public struct ProjectSettings: Sendable {
    /// What the command line gave: `commandLine.failOn = .warning`. A nil or an empty list gives
    /// nothing.
    @dynamicMemberLookup
    public struct CommandLine: Sendable {
        public private(set) var values = SettingValues()
        /// The keys the command line gave.
        public private(set) var given: Set<String> = []

        public init() {}

        public subscript<Value>(dynamicMember field: WritableKeyPath<SettingValues, Value>) -> Value? {
            get { given.contains(SettingsTable.definition(of: field).key) ? values[keyPath: field] : nil }
            set {
                let definition = SettingsTable.definition(of: field)
                if let newValue { values[keyPath: field] = newValue }
                if newValue != nil, definition.isGiven(values) { given.insert(definition.key) } else { given.remove(definition.key) }
            }
        }
    }

    /// The project file the settings came from, if any.
    public var file: ProjectFile?
    /// Every setting's value; `sources` says where each came from.
    public private(set) var values: SettingValues
    private var sources: [String: SettingSource]
    /// The folder `layouts` and `exclude` are relative to: the project file's, or the current one.
    public var layoutsRoot: String
    /// The folder layouts are named from (a file's path below it): the project file's, else the
    /// repository's root (the nearest folder upwards with a `.git`), else the current one. So
    /// `--layouts App`, `--layouts ./App/Base.lproj` and `--layouts 'App/**/*.storyboard'` name a
    /// storyboard alike, and runs diff by name whatever the spelling.
    public var projectRoot: String = ""
    /// Idioms whose orientations an Info.plist that set the others did not name: the default's.
    public var orientationsLeftAtDefault: [Idiom] = []
    /// What the user should know about how the settings were decided.
    public var notes: [String] = []
    /// The Info.plist that sets `UIDesignRequiresCompatibility`, if the app's does.
    public private(set) var compatibleDesignPlist: String?

    /// The setting in `field`, with where it came from.
    public subscript<Value>(dynamicMember field: KeyPath<SettingValues, Value>) -> Setting<Value> {
        Setting(value: values[keyPath: field], source: sources[SettingsTable.definition(of: field).key] ?? .builtIn)
    }

    /// Sets one setting, from `source`.
    public mutating func set<Value>(_ field: WritableKeyPath<SettingValues, Value>, to value: Value, from source: SettingSource) {
        values[keyPath: field] = value
        sources[SettingsTable.definition(of: field).key] = source
    }

    /// Settings from the command line over `file` (nil: none found) over the defaults, setting by
    /// setting; the file's paths made relative to the current folder. Reads no file: the
    /// Info.plist either names is applied by `applyingInfoPlist()`.
    public static func resolve(_ commandLine: CommandLine, file: ProjectFile?) -> ProjectSettings {
        let folder = file?.folder ?? ""
        var values = SettingValues()
        var sources: [String: SettingSource] = [:]
        for definition in SettingsTable.all {
            if commandLine.given.contains(definition.key) {
                definition.copy(commandLine.values, &values)
                sources[definition.key] = .commandLine
            } else if let file, let location = file.locations[definition.key] {
                definition.copy(file.values, &values)
                definition.relocate(folder, &values)
                sources[definition.key] = .projectFile(location)
            }
        }
        var settings = ProjectSettings(file: file, values: values, sources: sources,
                                       layoutsRoot: sources["layouts"]?.isProjectFile == true ? folder : "")
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

    /// What to tell someone running an app's Interface Builder files (`layoutsAreAnApps`) when
    /// nothing said which orientations the app supports (no Info.plist and no `appOrientations`):
    /// every case in an orientation the app may not allow, and every finding there, comes from
    /// Trellis's default. Nil when something said, or for layouts that are not an app's.
    public func assumedOrientationsNote(layoutsAreAnApps: Bool) -> String? {
        guard layoutsAreAnApps, self.appOrientations.source == .builtIn, values.infoPlist == nil else { return nil }
        return "no Info.plist or appOrientations says which orientations the app supports, so every iPhone runs all but "
            + "upside down and every iPad all four; give the app's Info.plist (--info-plist, or infoPlist in trellis.yml, "
            + "which `trellis init` finds) to run only those it supports"
    }

    /// These settings with the app's Info.plist read and applied, when one is set: its orientations
    /// unless orientations were written out at the same level or above (the command line's plist
    /// wins over the file's orientations, written orientations over a plist), its
    /// `UIRequiresFullScreen` and its `UIDesignRequiresCompatibility`. Only the commands that solve or show them need it, so only they read it.
    public func applyingInfoPlist() throws(InfoPlistError) -> ProjectSettings {
        guard let path = values.infoPlist else { return self }
        let plist = try AppInfoPlist.read(path)
        var settings = self
        let plistOutranks = self.appOrientations.source == .builtIn
            || (self.infoPlist.source == .commandLine && self.appOrientations.source != .commandLine)
        // The plist sets only the idioms it names orientations for; the others keep the default
        // and `trellis config` says so, and a plist that names none leaves the setting as it was.
        if plistOutranks, !plist.orientations.isEmpty {
            settings.set(\.appOrientations, to: OrientationMask.appDefaults.merging(plist.orientations) { $1 }, from: .infoPlist(plist.path))
            settings.orientationsLeftAtDefault = [Idiom.phone, .pad].filter { plist.orientations[$0] == nil }
        }
        if plist.requiresFullScreen {
            if settings.multitasking.value {
                settings.notes.append("Split View windows are not solved: \(plist.path) sets UIRequiresFullScreen")
            }
            settings.set(\.multitasking, to: false, from: .infoPlist(plist.path))
        }
        if plist.requiresCompatibleDesign { settings.compatibleDesignPlist = plist.path }
        return settings
    }

    /// Every setting as a row of `trellis config`: its key in `trellis.yml`, its value, where it
    /// came from.
    public var rows: [(key: String, value: String, source: SettingSource)] {
        SettingsTable.all.map { ($0.key, $0.show(self), sources[$0.key] ?? .builtIn) }
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
