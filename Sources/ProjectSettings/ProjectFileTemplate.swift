import DeviceCatalog
import Foundation
import LayoutSources
import TrellisBase

/// The `trellis.yml` that `trellis init` writes: every key, commented, with the layouts and the
/// Info.plist it finds in the folder filled in.
public enum ProjectFileTemplate {
    /// What `init` found in the folder.
    public struct Findings: Sendable, Equatable {
        /// Layout patterns: `**/*.storyboard`, `**/*.xib`, and the folders of YAML layouts.
        public var layouts: [String]
        /// The app target's Info.plist (see `appInfoPlist`), if any.
        public var infoPlist: String?
        /// The lowest deployment target of the Xcode projects' app targets, with the project's
        /// path (see `appSettings`), if any.
        public var deploymentTarget: ProjectValue<OSVersion>?
        /// The one device family every app target is built for (`TARGETED_DEVICE_FAMILY`), with
        /// the project's path; nil when they are built for both, or it cannot be told.
        public var family: ProjectValue<Idiom>?

        public init(layouts: [String], infoPlist: String?, deploymentTarget: ProjectValue<OSVersion>? = nil,
                    family: ProjectValue<Idiom>? = nil) {
            self.layouts = layouts
            self.infoPlist = infoPlist
            self.deploymentTarget = deploymentTarget
            self.family = family
        }
    }

    /// A setting read from an Xcode project, with the project's path (`App.xcodeproj`).
    public struct ProjectValue<Value: Equatable & Sendable>: Equatable, Sendable {
        public var value: Value
        public var project: String

        public init(value: Value, project: String) {
            self.value = value
            self.project = project
        }
    }

    /// Folders no app's layouts live in: dependencies, build products, and the localization
    /// catalogs Xcode exports for translators (`*.xcloc`), whose `Source Contents` copy the
    /// app's storyboards and xibs: run, they would report every finding twice.
    public static let excluded = ["**/Pods", "**/Carthage", "**/DerivedData", "**/build", "**/*.xcloc"]

    /// Looks through `folder` (hidden folders and `excluded` skipped) for layouts and an Info.plist.
    public static func findings(in folder: String) -> Findings {
        let exclusions = excluded.map(PathPattern.init)
        var extensions = LayoutDirectory.layoutFileExtensions
        extensions.formUnion(["plist", "pbxproj"])
        let paths = (SourceFiles.relativePaths(below: folder, extensions: extensions) ?? [])
            .filter { !LayoutSearch.isExcluded($0, by: exclusions) }
        var layouts: [String] = []
        for ext in ["storyboard", "xib"] where paths.contains(where: { $0.hasSuffix("." + ext) }) {
            layouts.append("**/*.\(ext)")
        }
        // A YAML file is a layout when it has top-level views (other YAML is CI or tool settings).
        for path in paths where ["yaml", "yml"].contains((path as NSString).pathExtension) && path != ProjectFile.fileName {
            guard let text = try? String(contentsOfFile: (folder as NSString).appendingPathComponent(path), encoding: .utf8),
                  text.split(separator: "\n").contains(where: { $0.hasPrefix("views:") }) else { continue }
            let directory = (path as NSString).deletingLastPathComponent
            let pattern = directory.isEmpty ? "*.\((path as NSString).pathExtension)" : directory
            if !layouts.contains(pattern) { layouts.append(pattern) }
        }
        let plists = paths.filter { ($0 as NSString).lastPathComponent.hasSuffix("Info.plist") }
        let projects = paths.filter { ($0 as NSString).lastPathComponent == "project.pbxproj" }
        let app = appSettings(among: projects, in: folder)
        return Findings(layouts: layouts, infoPlist: appInfoPlist(among: plists, in: folder),
                        deploymentTarget: app.deploymentTarget, family: app.family)
    }

    /// What the app targets of the Xcode projects among `paths` are built for. The deployment
    /// target is the lowest any of them sets: leaving out a model an app installs on would hide
    /// its findings. The family is one only when every app target is built for it alone (an
    /// iPhone app on an iPad is shown at an iPhone's size, not laid out for the iPad).
    static func appSettings(among paths: [String], in folder: String)
        -> (deploymentTarget: ProjectValue<OSVersion>?, family: ProjectValue<Idiom>?) {
        var lowest: ProjectValue<OSVersion>?
        var families: Set<Idiom> = []
        var familyProject: String?
        var everyTargetSaysItsFamily = true
        for path in paths.sorted() {
            guard let project = XcodeProject(contentsOf: (folder as NSString).appendingPathComponent(path)) else { continue }
            let name = (path as NSString).deletingLastPathComponent
            for target in project.appTargets {
                for version in target.deploymentTargets where lowest.map({ version < $0.value }) ?? true {
                    lowest = ProjectValue(value: version, project: name)
                }
                if target.families.isEmpty { everyTargetSaysItsFamily = false }
                for idioms in target.families { families.formUnion(idioms) }
                familyProject = familyProject ?? name
            }
        }
        guard everyTargetSaysItsFamily, families.count == 1, let idiom = families.first, let familyProject else { return (lowest, nil) }
        return (lowest, ProjectValue(value: idiom, project: familyProject))
    }

    /// The app target's Info.plist among `paths`: never a test, UI-test or extension target's
    /// (a folder or file named for tests, or an `NSExtension` key); of the rest, the one that names
    /// a launch screen, a main storyboard or a scene manifest, else the first.
    static func appInfoPlist(among paths: [String], in folder: String) -> String? {
        var candidates: [(path: String, namesScreens: Bool)] = []
        for path in paths {
            let components = (path as NSString).pathComponents
            if components.contains(where: { $0.hasSuffix("Tests") || $0.hasSuffix("Tests-Info.plist") || $0.hasSuffix("Tests.xctest") }) { continue }
            let full = (folder as NSString).appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: full),
                  let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
            else { continue }
            if plist["NSExtension"] != nil || plist["WKWatchKitApp"] != nil || plist["WKApplication"] != nil { continue }
            let screens = ["UILaunchStoryboardName", "UIMainStoryboardFile", "UIApplicationSceneManifest", "UILaunchScreen"]
            candidates.append((path, screens.contains { plist[$0] != nil || plist[$0 + "~iphone"] != nil || plist[$0 + "~ipad"] != nil }))
        }
        return (candidates.first { $0.namesScreens } ?? candidates.first)?.path
    }

    public static func text(for findings: Findings) -> String {
        let header = """
            # Trellis settings for this repository (written by `trellis init`). Every command reads
            # this file from the current folder or a parent, up to the repository's root; command-line
            # options override it, and `trellis config` shows the settings in effect and where each
            # came from. Paths are relative to this file.
            """
        let sections = SettingsTable.templateSections.map { keys in
            keys.flatMap { key in SettingsTable.all.first { $0.key == key }!.template(findings) }.joined(separator: "\n")
        }
        return ([header] + sections).joined(separator: "\n\n") + "\n"
    }
}
