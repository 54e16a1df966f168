import DeviceCatalog
import Foundation
import TrellisBase
import YAMLReading
import Yams

/// Every setting's value. Each field's initial value is the setting's default; `SettingsTable`
/// says how each is written in `trellis.yml`, shown by `trellis config` and introduced by
/// `trellis init`. Adding a setting is a field here and a row there.
public struct SettingValues: Sendable {
    /// Layout folders, files and patterns.
    public var layouts = ["Layouts"]
    public var exclude: [String] = []
    /// A catalog folder of the team's own, laid over the built-in one.
    public var catalog: String?
    public var devices: [String] = []
    public var deviceSet: String?
    public var family: Idiom?
    /// The app's deployment target: models that cannot run it are left out.
    public var deploymentTarget: OSVersion?
    public var directions: [LayoutDirection] = [.leftToRight]
    /// Whether iPad Split View windows are solved.
    public var multitasking = false
    public var appOrientations = OrientationMask.appDefaults
    public var infoPlist: String?
    /// Folders and files of the app's fonts besides those under the project.
    public var fonts: [String] = []
    public var database = "Reports/trellis.sqlite"
    public var tolerance = FrameTolerance.points(0.5)
    public var failOn: Severity?

    public init() {}
}

/// One setting: its key in `trellis.yml`, how the file writes it, how `trellis config` shows it
/// and the lines `trellis init` writes for it.
public struct SettingDefinition: Sendable {
    public let key: String
    /// The field the setting's value lives in.
    nonisolated(unsafe) public let field: PartialKeyPath<SettingValues>
    /// Reads the file's node into `values`.
    let read: @Sendable (_ node: Node, _ yaml: YAMLFields, _ values: inout SettingValues) throws -> Void
    /// Copies the setting from one set of values to another.
    let copy: @Sendable (_ from: SettingValues, _ to: inout SettingValues) -> Void
    /// Makes the value's paths relative to the project file's folder.
    let relocate: @Sendable (_ folder: String, _ values: inout SettingValues) -> Void
    /// Whether a command line's value counts as given (nil does not, nor does an empty list for
    /// the rows that say so).
    let isGiven: @Sendable (SettingValues) -> Bool
    /// The value as `trellis config` shows it.
    let show: @Sendable (ProjectSettings) -> String
    /// `trellis init`'s lines for it, from what it found in the folder.
    let template: @Sendable (ProjectFileTemplate.Findings) -> [String]

    init<Value: Sendable>(
        _ key: String, _ field: WritableKeyPath<SettingValues, Value> & Sendable,
        read: @escaping @Sendable (Node, YAMLFields) throws -> Value,
        paths: (@Sendable (String, Value) -> Value)? = nil,
        isGiven: @escaping @Sendable (Value) -> Bool = { !(($0 as? any OptionalValue)?.isNone ?? false) },
        show: @escaping @Sendable (Value, ProjectSettings) -> String,
        template: @escaping @Sendable (ProjectFileTemplate.Findings) -> [String]
    ) {
        self.key = key
        self.field = field
        self.read = { node, yaml, values in values[keyPath: field] = try read(node, yaml) }
        self.copy = { from, to in to[keyPath: field] = from[keyPath: field] }
        self.relocate = { folder, values in
            if let paths { values[keyPath: field] = paths(folder, values[keyPath: field]) }
        }
        self.isGiven = { isGiven($0[keyPath: field]) }
        self.show = { settings in show(settings.values[keyPath: field], settings) }
        self.template = template
    }
}

/// The settings, in the order `trellis config` lists them and `trellis.yml` documents them.
public enum SettingsTable {
    public static let all: [SettingDefinition] = [
        SettingDefinition("layouts", \.layouts, read: strings("layouts"), isGiven: { !$0.isEmpty },
                          show: { value, _ in list(value, empty: "-") }, template: { findings in
            ["# Layouts to solve: folders, files and patterns (* within a folder, ** across folders).",
             "layouts: " + (findings.layouts.isEmpty ? "[Layouts]   # none found: name your layout folders or patterns"
                : "[" + findings.layouts.map(quoted).joined(separator: ", ") + "]")]
        }),
        SettingDefinition("exclude", \.exclude, read: strings("exclude"), show: { value, _ in list(value, empty: "(none)") },
                          template: { _ in ["exclude: [\(ProjectFileTemplate.excluded.map(quoted).joined(separator: ", "))]"] }),
        SettingDefinition("catalog", \.catalog, read: { try $1.string($0, field: "catalog") }, paths: { folder, value in value.map { joined(folder, $0) } },
                          show: { value, _ in value.map { "built-in + \($0)" } ?? "built-in" },
                          template: { _ in ["# catalog: Devices   # a catalog of your own laid over the built-in one (`trellis devices --export Devices`)"] }),
        SettingDefinition("devices", \.devices, read: strings("devices"), isGiven: { !$0.isEmpty }, show: { value, _ in list(value, empty: "(all)") },
                          template: { _ in ["# devices: [\"iPhone 16*\", \"iPad Air*\"]"] }),
        SettingDefinition("deviceSet", \.deviceSet, read: { try $1.string($0, field: "deviceSet") }, show: { value, _ in value ?? "(none)" },
                          template: { _ in ["# Devices: all of the built-in catalog unless narrowed (`trellis devices` lists them).", "# deviceSet: modern"] }),
        SettingDefinition("family", \.family, read: choice("family", [("phone", Idiom.phone), ("pad", .pad)]),
                          show: { value, _ in value?.rawValue ?? "(both)" }, template: { findings in
            findings.family.map { ["family: \($0.value.rawValue)   # the app targets' TARGETED_DEVICE_FAMILY in \($0.project)"] } ?? ["# family: phone"]
        }),
        SettingDefinition("deploymentTarget", \.deploymentTarget, read: { node, yaml in
            let text = try yaml.string(node, field: "deploymentTarget")
            guard let version = OSVersion(parsing: text) else {
                throw yaml.problem(node, "deploymentTarget", "expected an iOS release (17 or \"17.4\"), not \(text.quotedForMessage)")
            }
            return version
        }, show: { value, _ in value.map { "iOS \($0)" } ?? "(every model)" }, template: { findings in
            findings.deploymentTarget.map { ["deploymentTarget: \(quoted($0.value.description))   # the app targets' lowest IPHONEOS_DEPLOYMENT_TARGET in \($0.project)"] }
                ?? ["# deploymentTarget: \"16.0\"   # models that cannot run it are left out"]
        }),
        SettingDefinition("directions", \.directions, read: { node, yaml in
            let names = try strings("directions")(node, yaml)
            guard !names.isEmpty else { throw yaml.problem(node, "directions", "expected ltr, rtl or both") }
            return try names.map { name in
                guard let direction = LayoutDirection(rawValue: name) else {
                    throw yaml.problem(node, "directions", "expected ltr, rtl or both, not \(name.quotedForMessage)")
                }
                return direction
            }
        }, show: { value, _ in value.map(\.rawValue).joined(separator: ", ") }, template: { _ in ["directions: [ltr, rtl]"] }),
        SettingDefinition("multitasking", \.multitasking, read: choice("multitasking", [("true", true), ("false", false)]),
                          show: { value, _ in "\(value)" }, template: { _ in ["multitasking: true"] }),
        SettingDefinition("appOrientations", \.appOrientations, read: orientations, show: { value, settings in
            [Idiom.phone, .pad].map { idiom in
                "\(idiom.rawValue)=\(value[idiom]?.description ?? "-")" + (settings.orientationsLeftAtDefault.contains(idiom) ? " (default)" : "")
            }.joined(separator: ", ")
        }, template: { _ in ["# appOrientations: {phone: allButUpsideDown, pad: all}   # instead of (or over) the plist"] }),
        SettingDefinition("infoPlist", \.infoPlist, read: { try $1.string($0, field: "infoPlist") }, paths: { folder, value in value.map { joined(folder, $0) } },
                          show: { value, _ in value ?? "(none)" }, template: { findings in
            ["# The app's orientations and whether it allows iPad Split View windows",
             "# (UISupportedInterfaceOrientations, UIRequiresFullScreen).",
             findings.infoPlist.map { "infoPlist: \(quoted($0))" } ?? "# infoPlist: App/Info.plist   # none found"]
        }),
        SettingDefinition("fonts", \.fonts, read: strings("fonts"), paths: { folder, value in value.map { joined(folder, $0) } },
                          show: { value, _ in list(value, empty: "(those under the project)") }, template: { _ in
            ["# The app's fonts: every .ttf, .otf and .ttc under this folder is read; name others here.", "# fonts: [Vendor/Fonts]"]
        }),
        SettingDefinition("database", \.database, read: { try $1.string($0, field: "database") }, paths: { folder, value in joined(folder, value) },
                          show: { value, _ in value }, template: { _ in
            ["# Results: the database runs are stored in, and what counts as a change or a failure.", "database: .trellis/trellis.sqlite"]
        }),
        SettingDefinition("tolerance", \.tolerance, read: { node, yaml in
            let text = try yaml.string(node, field: "tolerance")
            guard let tolerance = FrameTolerance(parsing: text) else {
                throw yaml.problem(node, "tolerance", "expected points (0.5pt) or px, not \(text.quotedForMessage)")
            }
            return tolerance
        }, show: { value, _ in value.text }, template: { _ in ["tolerance: 0.5pt"] }),
        SettingDefinition("failOn", \.failOn, read: choice("failOn", [("error", Severity.error), ("warning", .warning)]),
                          show: { value, _ in value?.rawValue ?? "(never)" }, template: { _ in ["failOn: error"] }),
    ]

    /// The keys, in order.
    public static var keys: [String] { all.map(\.key) }

    /// The setting whose value lives in `field`.
    public static func definition(of field: PartialKeyPath<SettingValues>) -> SettingDefinition {
        guard let definition = all.first(where: { $0.field == field }) else {
            preconditionFailure("SettingValues has a field that SettingsTable does not list")
        }
        return definition
    }

    /// `trellis init`'s sections: which settings, in which order, with a blank line between.
    static let templateSections = [
        ["layouts", "exclude"], ["infoPlist", "appOrientations"], ["deviceSet", "devices", "family", "deploymentTarget", "catalog"],
        ["directions", "multitasking"], ["fonts"], ["database", "tolerance", "failOn"],
    ]

    // MARK: Readers and shapes shared by rows

    private static func strings(_ key: String) -> @Sendable (Node, YAMLFields) throws -> [String] {
        { node, yaml in try yaml.sequenceOrSingle(node, field: key).map { try yaml.string($0, field: key) } }
    }

    private static func choice<Value: Sendable>(_ key: String, _ values: [(String, Value)]) -> @Sendable (Node, YAMLFields) throws -> Value {
        let choices = values
        return { node, yaml in
            let text = try yaml.string(node, field: key)
            guard let value = choices.first(where: { $0.0 == text })?.1 else {
                throw yaml.problem(node, key, "expected \(choices.map(\.0).joined(separator: " or ")), not \(text.quotedForMessage)")
            }
            return value
        }
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
        var result = OrientationMask.appDefaults
        for (key, value) in try yaml.mapping(node, keys: ["phone", "pad"], field: "appOrientations") {
            result[Idiom(rawValue: key)!] = try mask(value, "appOrientations.\(key)")
        }
        return result
    }

    private static func list(_ values: [String], empty: String) -> String { values.isEmpty ? empty : values.joined(separator: ", ") }

    private static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}

/// A value that may be nil, seen through a generic `Value`.
protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    var isNone: Bool { self == nil }
}

/// `path` in `folder`; an absolute path stays itself.
func joined(_ folder: String, _ path: String) -> String {
    folder.isEmpty || path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
}
