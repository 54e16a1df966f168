import Foundation
import TrellisBase

/// An Interface Builder file's header: what kind of file it is, which Xcode saved it, and the
/// design device whose frames it holds (the frames are Apple's engine's answer there).
public struct IBDocument: Sendable {
    /// The `type` of `<document>`.
    public enum Kind: String, Sendable, Equatable {
        case storyboard = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        case xib = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        /// A legacy iPad-only xib.
        case iPadXib = "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"
        /// macOS (`Cocoa`) files: read, but not laid out (Trellis models UIKit).
        case macOS
    }

    /// The extensions of Interface Builder files.
    public static let fileExtensions: Set = ["storyboard", "xib"]

    public static func isInterfaceBuilderFile(_ path: String) -> Bool {
        fileExtensions.contains((path as NSString).pathExtension)
    }

    public var file: String
    public var kind: Kind
    /// Xcode's build number, `17156`, or `32700.99.1234` for Xcode 15.3 and later.
    public var toolsVersion: String
    /// The build of the Xcode that saved the file, as a number that orders Xcode releases: the
    /// first number of `toolsVersion` (17156), except for `32700.99.1234`, which Xcode 15.3 and
    /// 15.4 write in place of their build (newer Xcodes write 23xxx again): there, the build of
    /// the Interface Builder plug-in they name (22684). 0 when the file gives none.
    public var xcodeBuild: Int
    /// `<device id orientation>`: nil in files saved before Xcode 8.
    public var deviceID: String?
    public var isLandscape: Bool
    public var usesAutoLayout: Bool
    /// The whole element tree, `<document>` at its root.
    public var root: IBNode

    /// The device families UIKit shows the file's layouts on: iPads only for an iPad file
    /// (`targetRuntime="iOS.CocoaTouch.iPad"`, a legacy iPad xib) or one named with the `~ipad`
    /// device modifier (`Card~ipad.xib`, which UIKit loads in place of `Card.xib` on an iPad),
    /// iPhones only for `~iphone`; else both.
    public var idioms: Set<Idiom> {
        if kind == .iPadXib || root["targetRuntime"] == "iOS.CocoaTouch.iPad" { return [.pad] }
        return Self.deviceModifier(of: file).map { [$0.family] } ?? Set(Idiom.allCases)
    }

    /// The family UIKit's device modifier in a file's name picks (`Card~ipad.xib`: iPads,
    /// `Card~iphone.xib`: iPhones, in any case), and the path of the plain file it stands in for
    /// (`Card.xib`); nil for a name without one.
    public static func deviceModifier(of path: String) -> (family: Idiom, plainPath: String)? {
        let stem = (path as NSString).deletingPathExtension, ext = (path as NSString).pathExtension
        for (modifier, family) in [("~ipad", Idiom.pad), ("~iphone", Idiom.phone)] where stem.lowercased().hasSuffix(modifier) {
            return (family, String(stem.dropLast(modifier.count)) + (ext.isEmpty ? "" : "." + ext))
        }
        return nil
    }

    /// Reads the file and its header; throws for XML that is not well formed or not an Interface
    /// Builder document.
    public static func read(contentsOf path: String) throws(IBReadError) -> IBDocument {
        try IBDocument(root: IBXMLReader.read(contentsOf: path), file: path)
    }

    public init(root: IBNode, file: String) throws(IBReadError) {
        guard root.name == "document" else {
            throw .notInterfaceBuilder(root.location, "the root element is <\(root.name)>, not an Interface Builder <document>")
        }
        guard let type = root["type"] else {
            throw .notInterfaceBuilder(root.location, "<document> has no type; not an Interface Builder file")
        }
        if let known = Kind(rawValue: type) {
            kind = known
        } else if type.contains(".Cocoa.") {
            kind = .macOS
        } else {
            throw .notInterfaceBuilder(root.location, "unknown Interface Builder document type '\(type)'")
        }
        self.file = file
        self.root = root
        toolsVersion = root["toolsVersion"] ?? ""
        xcodeBuild = Self.xcodeBuild(toolsVersion: toolsVersion, root: root)
        let device = root.child("device")
        deviceID = device?["id"]
        isLandscape = device?["orientation"] == "landscape"
        usesAutoLayout = root["useAutolayout"] == "YES"
    }

    private static let placeholderToolsVersion = 32700

    private static func xcodeBuild(toolsVersion: String, root: IBNode) -> Int {
        func leadingNumber(_ text: String) -> Int { Int(text.prefix { $0.isNumber }) ?? 0 }
        let build = leadingNumber(toolsVersion)
        guard build == placeholderToolsVersion else { return build }
        let plugIn = root.child("dependencies")?.children.first { $0.name == "plugIn" && $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        return plugIn.map { leadingNumber($0["version"] ?? "") } ?? build
    }
}
