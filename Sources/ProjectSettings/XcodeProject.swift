import Foundation
import TrellisBase

/// What an Xcode project builds its apps for, read from its `project.pbxproj` (an old-style
/// property list): for each application target, the deployment targets and device families of
/// its build configurations, each setting the target's own or, where it sets none, the project's.
/// A value Trellis cannot read (a `$(VARIABLE)`, one set in an `.xcconfig` file) is left out.
struct XcodeProject {
    /// One application target's settings.
    struct AppTarget {
        /// `IPHONEOS_DEPLOYMENT_TARGET` of each configuration that gives one.
        var deploymentTargets: [OSVersion]
        /// `TARGETED_DEVICE_FAMILY` of each configuration that gives one (1 iPhone, 2 iPad).
        var families: [Set<Idiom>]
    }

    var appTargets: [AppTarget]

    /// The project file's application targets; nil when it cannot be read as a property list.
    init?(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: Any] else { return nil }
        func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }
        func settings(ofList list: Any?) -> [[String: Any]] {
            ((object(list)?["buildConfigurations"] as? [Any]) ?? []).compactMap { object($0)?["buildSettings"] as? [String: Any] }
        }
        let projectSettings = settings(ofList: object(plist["rootObject"])?["buildConfigurationList"])
        appTargets = objects.keys.sorted().compactMap { id -> AppTarget? in
            guard let target = objects[id] as? [String: Any], target["isa"] as? String == "PBXNativeTarget",
                  target["productType"] as? String == "com.apple.product-type.application" else { return nil }
            let own = settings(ofList: target["buildConfigurationList"])
            func values(_ key: String) -> [String] {
                let found = own.compactMap { $0[key] as? String }
                return found.isEmpty ? projectSettings.compactMap { $0[key] as? String } : found
            }
            return AppTarget(
                deploymentTargets: values("IPHONEOS_DEPLOYMENT_TARGET").compactMap(OSVersion.init(parsing:)),
                families: values("TARGETED_DEVICE_FAMILY").compactMap(Self.families))
        }
    }

    /// `1`, `2` or `1,2`; nil for a value naming no iPhone or iPad (a Mac's, a variable).
    static func families(_ text: String) -> Set<Idiom>? {
        let idioms = Set(text.split(separator: ",").compactMap { part -> Idiom? in
            switch part.trimmingCharacters(in: .whitespaces) {
            case "1": .phone
            case "2": .pad
            default: nil
            }
        })
        return idioms.isEmpty ? nil : idioms
    }
}
