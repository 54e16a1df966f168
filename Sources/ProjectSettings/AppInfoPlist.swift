import DeviceCatalog
import Foundation
import TrellisBase

/// What an app's Info.plist says about the screens it runs on: the orientations it supports per
/// idiom (`UISupportedInterfaceOrientations`, with its `~iphone` and `~ipad` variants) and whether it
/// opts out of iPad multitasking windows (`UIRequiresFullScreen`), and whether it asks iOS 26 for
/// the earlier design (`UIDesignRequiresCompatibility`). XML and binary plists both read.
public struct AppInfoPlist: Sendable, Equatable {
    public var path: String
    /// The orientations per idiom, for the idioms the plist names any for.
    public var orientations: [Idiom: OrientationMask]
    /// `UIRequiresFullScreen`: the app never runs in a Split View window.
    public var requiresFullScreen: Bool
    /// `UIDesignRequiresCompatibility`: built with the iOS 26 SDK, the app shows the bars and
    /// controls of the SDKs before it on iOS 26 (the iOS 27 SDK and later ignore the key).
    public var requiresCompatibleDesign: Bool

    public init(path: String, orientations: [Idiom: OrientationMask], requiresFullScreen: Bool, requiresCompatibleDesign: Bool = false) {
        self.path = path
        self.orientations = orientations
        self.requiresFullScreen = requiresFullScreen
        self.requiresCompatibleDesign = requiresCompatibleDesign
    }

    /// The plist's interface orientation names, as UIKit spells them.
    static let orientationNames: [(name: String, mask: OrientationMask)] = [
        ("UIInterfaceOrientationPortrait", .portrait),
        ("UIInterfaceOrientationPortraitUpsideDown", .portraitUpsideDown),
        ("UIInterfaceOrientationLandscapeLeft", .landscapeLeft),
        ("UIInterfaceOrientationLandscapeRight", .landscapeRight),
    ]

    public static func read(_ path: String) throws(InfoPlistError) -> AppInfoPlist {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        let root: Any
        do { root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw .notAPropertyList(path: path)
        }
        guard let dictionary = root as? [String: Any] else { throw .notAPropertyList(path: path) }
        var orientations: [Idiom: OrientationMask] = [:]
        for (idiom, suffix) in [(Idiom.phone, "~iphone"), (.pad, "~ipad")] {
            // A device-specific key wins over the plain one, as on iOS.
            for key in ["UISupportedInterfaceOrientations" + suffix, "UISupportedInterfaceOrientations"] {
                guard let value = dictionary[key] else { continue }
                orientations[idiom] = try mask(value, key: key, path: path)
                break
            }
        }
        let requiresFullScreen = try flag(in: dictionary, keys: ["UIRequiresFullScreen~ipad", "UIRequiresFullScreen"], path: path)
        let requiresCompatibleDesign = try flag(in: dictionary, keys: ["UIDesignRequiresCompatibility"], path: path)
        return AppInfoPlist(path: path, orientations: orientations, requiresFullScreen: requiresFullScreen,
                            requiresCompatibleDesign: requiresCompatibleDesign)
    }

    /// The Boolean of the first of `keys` the plist has (a device-specific key before the plain
    /// one), false when it has none.
    private static func flag(in dictionary: [String: Any], keys: [String], path: String) throws(InfoPlistError) -> Bool {
        guard let key = keys.first(where: { dictionary[$0] != nil }) else { return false }
        guard let flag = dictionary[key] as? Bool else { throw .badValue(path: path, key: key, "expected a Boolean (<true/> or <false/>)") }
        return flag
    }

    private static func mask(_ value: Any, key: String, path: String) throws(InfoPlistError) -> OrientationMask {
        let expected = orientationNames.map(\.name).joined(separator: ", ")
        guard let names = value as? [Any] else { throw .badValue(path: path, key: key, "expected an array of \(expected)") }
        var mask: OrientationMask = []
        for item in names {
            guard let name = item as? String, let entry = orientationNames.first(where: { $0.name == name }) else {
                throw .badValue(path: path, key: key, "unknown orientation \("\(item)".quotedForMessage); expected \(expected)")
            }
            mask.insert(entry.mask)
        }
        guard !mask.isEmpty else { throw .badValue(path: path, key: key, "lists no orientation; an app needs at least one") }
        return mask
    }
}

/// Why an Info.plist could not be used; each names the file, and the key when it is about one.
public enum InfoPlistError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notAPropertyList(path: String)
    case badValue(path: String, key: String, String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read the Info.plist \(path): \(reason)"
        case let .notAPropertyList(path): "\(path): not a property list (an Info.plist is an XML or binary plist holding a dictionary)"
        case let .badValue(path, key, message): "\(path): \(key): \(message)"
        }
    }
}
