import DeviceCatalog
import Foundation
import ProjectSettings
import TestSupport
import Testing
import TrellisBase

/// A fresh folder for one test.
func temporaryFolder() throws -> String {
    try TemporaryFolder.make("project").path
}

func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

func projectFileError(_ yaml: String) throws -> String {
    let folder = try temporaryFolder()
    try write(yaml, to: folder + "/trellis.yml")
    do {
        _ = try ProjectFile.load(folder + "/trellis.yml")
        return "no error"
    } catch {
        return error.description.replacingOccurrences(of: folder + "/", with: "")
    }
}

struct ProjectFileTests {
    @Test func readsEveryKey() throws {
        let folder = try temporaryFolder()
        try write("""
            layouts: ["App/**/*.storyboard", Layouts]
            exclude: "**/Generated/**"
            catalog: Devices
            devices: [iPhone 16*, iPad Air*]
            deviceSet: modern
            family: phone
            deploymentTarget: "16.4"
            directions: [ltr, rtl]
            multitasking: true
            appOrientations: {phone: portrait}
            infoPlist: App/Info.plist
            database: .trellis/results.sqlite
            tolerance: px
            failOn: warning

            """, to: folder + "/trellis.yml")
        let file = try ProjectFile.load(folder + "/trellis.yml")
        #expect(file.layouts?.value == ["App/**/*.storyboard", "Layouts"])
        #expect(file.exclude?.value == ["**/Generated/**"])
        #expect(file.catalog?.value == "Devices")
        #expect(file.devices?.value == ["iPhone 16*", "iPad Air*"])
        #expect(file.deviceSet?.value == "modern")
        #expect(file.family?.value == .phone)
        #expect(file.deploymentTarget?.value == OSVersion(major: 16, minor: 4))
        #expect(file.directions?.value == [.leftToRight, .rightToLeft])
        #expect(file.multitasking?.value == true)
        #expect(file.appOrientations?.value == [.phone: .portrait, .pad: .all])
        #expect(file.infoPlist?.value == "App/Info.plist")
        #expect(file.database?.value == ".trellis/results.sqlite")
        #expect(file.tolerance?.value == .pixels)
        #expect(file.failOn?.value == .warning)
        #expect(file.failOn?.location.line == 14)
    }

    @Test func errorsNameTheLineColumnAndKey() throws {
        #expect(try projectFileError("layout: Layouts\n") == "trellis.yml:1:1: file: unknown key 'layout'; expected one of "
            + "layouts, exclude, catalog, devices, deviceSet, family, deploymentTarget, directions, multitasking, appOrientations, infoPlist, "
            + "fonts, database, tolerance, failOn")
        #expect(try projectFileError("directions: [ltr, up]\n") == "trellis.yml:1:13: directions: expected ltr, rtl or both, not 'up'")
        #expect(try projectFileError("failOn: note\n") == "trellis.yml:1:9: failOn: expected error or warning, not 'note'")
        #expect(try projectFileError("deploymentTarget: latest\n")
            == "trellis.yml:1:19: deploymentTarget: expected an iOS release (17 or \"17.4\"), not 'latest'")
        #expect(try projectFileError("appOrientations: {phone: sideways}\n")
            == "trellis.yml:1:26: appOrientations.phone: expected one of all, allButUpsideDown, landscape, portrait, "
            + "portraitUpsideDown, landscapeLeft, landscapeRight, not 'sideways'")
        #expect(try projectFileError("tolerance: -1\n") == "trellis.yml:1:12: tolerance: expected points (0.5pt) or px, not '-1'")
        #expect(try projectFileError("multitasking: maybe\n") == "trellis.yml:1:15: multitasking: expected true or false, not 'maybe'")
        #expect(try projectFileError("layouts: [a\n").hasPrefix("trellis.yml:2:1: file: not valid YAML: "))
        #expect(try projectFileError("- a\n") == "trellis.yml:1:1: file: expected a mapping")
    }

    @Test func isFoundUpToTheRepositoryRoot() throws {
        let repository = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repository + "/App/Screens", withIntermediateDirectories: true)
        #expect(ProjectFile.find(from: repository + "/App/Screens") == nil)
        try write("layouts: App\n", to: repository + "/trellis.yml")
        #expect(ProjectFile.find(from: repository + "/App/Screens") == "../../trellis.yml")
        #expect(ProjectFile.find(from: repository) == "trellis.yml")
        // A file above the repository's root is not this repository's.
        let inner = repository + "/App/Screens/Nested"
        try FileManager.default.createDirectory(atPath: inner + "/.git", withIntermediateDirectories: true)
        #expect(ProjectFile.find(from: inner) == nil)
    }

    /// Layouts are named from the repository's root when there is no project file.
    @Test func theRepositorysRootIsFoundFromBelow() throws {
        let repository = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repository + "/App/Screens", withIntermediateDirectories: true)
        #expect(ProjectSettings.repositoryRoot(from: repository + "/App/Screens") == "../..")
        #expect(ProjectSettings.repositoryRoot(from: repository) == "")
        #expect(ProjectSettings.repositoryRoot(from: "/") == nil)
    }
}

struct AppInfoPlistTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string></array>
            <key>UISupportedInterfaceOrientations~ipad</key>
            <array>
                <string>UIInterfaceOrientationLandscapeLeft</string>
                <string>UIInterfaceOrientationLandscapeRight</string>
            </array>
            <key>UIRequiresFullScreen</key>
            <true/>
        </dict>
        </plist>
        """

    @Test func readsOrientationsPerIdiomAndFullScreen() throws {
        let folder = try temporaryFolder()
        try write(Self.xml, to: folder + "/Info.plist")
        let plist = try AppInfoPlist.read(folder + "/Info.plist")
        #expect(plist.orientations == [.phone: .portrait, .pad: .landscape])
        #expect(plist.requiresFullScreen)
    }

    @Test func readsBinaryPlists() throws {
        let folder = try temporaryFolder()
        let dictionary: [String: Any] = [
            "UISupportedInterfaceOrientations~iphone": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown"],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        try data.write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        #expect(data.starts(with: Array("bplist".utf8)))
        let plist = try AppInfoPlist.read(folder + "/Info.plist")
        #expect(plist.orientations == [.phone: [.portrait, .portraitUpsideDown]])
        #expect(!plist.requiresFullScreen)
        #expect(!plist.requiresCompatibleDesign)
    }

    /// `UIDesignRequiresCompatibility` (iOS 26): the app asks for the earlier design's bars and
    /// controls; a value that is no Boolean names the file and key.
    @Test func readsTheDesignCompatibilityKey() throws {
        let folder = try temporaryFolder()
        func plist(_ value: String) -> String {
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIDesignRequiresCompatibility</key>"# + value + "</dict></plist>"
        }
        try write(plist("<true/>"), to: folder + "/Info.plist")
        #expect(try AppInfoPlist.read(folder + "/Info.plist").requiresCompatibleDesign)
        var commandLine = ProjectSettings.CommandLine()
        commandLine.infoPlist = folder + "/Info.plist"
        let settings = try ProjectSettings.resolve(commandLine, file: nil).applyingInfoPlist()
        #expect(settings.compatibleDesignPlist == folder + "/Info.plist")
        try write(plist("<false/>"), to: folder + "/Info.plist")
        #expect(try !AppInfoPlist.read(folder + "/Info.plist").requiresCompatibleDesign)
        try write(plist("<string>YES</string>"), to: folder + "/Info.plist")
        do {
            _ = try AppInfoPlist.read(folder + "/Info.plist")
            Issue.record("a string read as a Boolean")
        } catch {
            #expect(error.description == "\(folder)/Info.plist: UIDesignRequiresCompatibility: expected a Boolean (<true/> or <false/>)")
        }
    }

    @Test func errorsNameTheFileAndKey() throws {
        let folder = try temporaryFolder()
        func error(_ text: String) throws -> String {
            try write(text, to: folder + "/Info.plist")
            do { _ = try AppInfoPlist.read(folder + "/Info.plist"); return "no error" } catch {
                return error.description.replacingOccurrences(of: folder + "/", with: "")
            }
        }
        let sideways = Self.xml.replacingOccurrences(of: "<string>UIInterfaceOrientationPortrait</string>", with: "<string>Sideways</string>")
        #expect(try error(sideways) == "Info.plist: UISupportedInterfaceOrientations: unknown orientation 'Sideways'; expected "
            + "UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeLeft, "
            + "UIInterfaceOrientationLandscapeRight")
        #expect(try error(Self.xml.replacingOccurrences(of: "<true/>", with: "<string>yes</string>"))
            == "Info.plist: UIRequiresFullScreen: expected a Boolean (<true/> or <false/>)")
        #expect(try error("not a plist") == "Info.plist: not a property list (an Info.plist is an XML or binary plist holding a dictionary)")
        do { _ = try AppInfoPlist.read(folder + "/Missing.plist"); Issue.record("no error") } catch {
            #expect(error.description.hasPrefix("cannot read the Info.plist \(folder)/Missing.plist: "))
        }
    }
}

struct SettingsResolutionTests {
    @Test func commandLineOverFileOverDefaults() throws {
        let folder = try temporaryFolder()
        try write("layouts: Screens\ndatabase: .trellis/results.sqlite\ndirections: [ltr, rtl]\nfailOn: error\n", to: folder + "/trellis.yml")
        let file = try ProjectFile.load(folder + "/trellis.yml")
        var commandLine = ProjectSettings.CommandLine()
        commandLine.failOn = .warning
        let settings = ProjectSettings.resolve(commandLine, file: file)
        #expect(settings.layouts.value == ["Screens"])
        #expect(settings.layoutsRoot == folder)
        #expect(settings.database.value == folder + "/.trellis/results.sqlite")
        #expect(settings.database.source == .projectFile(SourceLocation(file: folder + "/trellis.yml", line: 2, column: 11)))
        #expect(settings.directions.value == [.leftToRight, .rightToLeft])
        #expect(settings.failOn.value == .warning && settings.failOn.source == .commandLine)
        #expect(settings.tolerance.value == .points(0.5) && settings.tolerance.source == .builtIn)
        let rows = settings.rows.map { "\($0.key) = \($0.value) [\($0.source)]".replacingOccurrences(of: folder + "/", with: "") }
        #expect(rows == [
            "layouts = Screens [trellis.yml:1]",
            "exclude = (none) [default]",
            "catalog = built-in [default]",
            "devices = (all) [default]",
            "deviceSet = (none) [default]",
            "family = (both) [default]",
            "deploymentTarget = (every model) [default]",
            "directions = ltr, rtl [trellis.yml:3]",
            "multitasking = false [default]",
            "appOrientations = phone=allButUpsideDown, pad=all [default]",
            "infoPlist = (none) [default]",
            "fonts = (those under the project) [default]",
            "database = .trellis/results.sqlite [trellis.yml:2]",
            "tolerance = 0.5pt [default]",
            "failOn = warning [command line]",
        ])
    }

    @Test func infoPlistGivesOrientationsAndTurnsOffWindows() throws {
        let folder = try temporaryFolder()
        try write(AppInfoPlistTests.xml, to: folder + "/App/Info.plist")
        try write("infoPlist: App/Info.plist\nmultitasking: true\n", to: folder + "/trellis.yml")
        let file = try ProjectFile.load(folder + "/trellis.yml")
        let settings = try ProjectSettings.resolve(.init(), file: file).applyingInfoPlist()
        #expect(settings.appOrientations.value == [.phone: .portrait, .pad: .landscape])
        #expect(settings.appOrientations.source == .infoPlist(folder + "/App/Info.plist"))
        #expect(settings.multitasking.value == false)
        #expect(settings.notes == ["Split View windows are not solved: \(folder)/App/Info.plist sets UIRequiresFullScreen"])
        // Orientations written out win over the plist at the same level; the command line over both.
        var commandLine = ProjectSettings.CommandLine()
        commandLine.appOrientations = [.phone: .all, .pad: .all]
        #expect(try ProjectSettings.resolve(commandLine, file: file).applyingInfoPlist().appOrientations.value == [.phone: .all, .pad: .all])
        try write("infoPlist: App/Info.plist\nappOrientations: landscape\n", to: folder + "/trellis.yml")
        let written = try ProjectSettings.resolve(.init(), file: try ProjectFile.load(folder + "/trellis.yml")).applyingInfoPlist()
        #expect(written.appOrientations.value == [.phone: .landscape, .pad: .landscape])
    }

    /// An app's files run with no Info.plist and no `appOrientations` run in Trellis's default
    /// orientations, and the run says so (its landscape findings may be in orientations the app
    /// never shows); given either, or for YAML layouts, nothing is said.
    @Test func defaultOrientationsForAnAppAreSaid() throws {
        let note = "no Info.plist or appOrientations says which orientations the app supports, so every iPhone runs all but "
            + "upside down and every iPad all four; give the app's Info.plist (--info-plist, or infoPlist in trellis.yml, "
            + "which `trellis init` finds) to run only those it supports"
        let bare = ProjectSettings.resolve(.init(), file: nil)
        #expect(bare.assumedOrientationsNote(layoutsAreAnApps: true) == note)
        #expect(bare.assumedOrientationsNote(layoutsAreAnApps: false) == nil)
        var commandLine = ProjectSettings.CommandLine()
        commandLine.appOrientations = [.phone: .portrait, .pad: .all]
        #expect(ProjectSettings.resolve(commandLine, file: nil).assumedOrientationsNote(layoutsAreAnApps: true) == nil)
        let folder = try temporaryFolder()
        try write(AppInfoPlistTests.xml, to: folder + "/App/Info.plist")
        try write("infoPlist: App/Info.plist\n", to: folder + "/trellis.yml")
        let withPlist = try ProjectSettings.resolve(.init(), file: try ProjectFile.load(folder + "/trellis.yml")).applyingInfoPlist()
        #expect(withPlist.assumedOrientationsNote(layoutsAreAnApps: true) == nil)
    }

    /// A plist attributes to itself only what it sets: one naming only the phone's orientations
    /// leaves the iPad's at the default (and `config` says so); one naming none leaves the setting
    /// as it was.
    @Test func aPlistOnlyClaimsTheOrientationsItNames() throws {
        let folder = try temporaryFolder()
        let phoneOnly = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
            + "<key>UISupportedInterfaceOrientations~iphone</key><array><string>UIInterfaceOrientationPortrait</string></array></dict></plist>"
        try write(phoneOnly, to: folder + "/App/Info.plist")
        try write("infoPlist: App/Info.plist\n", to: folder + "/trellis.yml")
        let settings = try ProjectSettings.resolve(.init(), file: try ProjectFile.load(folder + "/trellis.yml")).applyingInfoPlist()
        #expect(settings.orientationsLeftAtDefault == [.pad])
        #expect(settings.rows.first { $0.key == "appOrientations" }?.value == "phone=portrait, pad=all (default)")
        try write(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>"#,
                  to: folder + "/App/Info.plist")
        let none = try ProjectSettings.resolve(.init(), file: try ProjectFile.load(folder + "/trellis.yml")).applyingInfoPlist()
        #expect(none.appOrientations.source == .builtIn)
    }

    /// `init` picks the app target's plist: the one naming a launch screen, main storyboard or
    /// scene manifest, never a test, UI-test or extension target's, wherever they sort.
    @Test func initPicksTheAppTargetsInfoPlist() throws {
        let folder = try temporaryFolder()
        func plist(_ keys: String) -> String {
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"# + keys + "</dict></plist>"
        }
        try write(plist("<key>CFBundleName</key><string>Tests</string>"), to: folder + "/AppTests/Info.plist")
        try write(plist("<key>UILaunchStoryboardName</key><string>LaunchScreen</string>"), to: folder + "/AppUITests/Info.plist")
        try write(plist("<key>NSExtension</key><dict/><key>UIMainStoryboardFile</key><string>Main</string>"), to: folder + "/AWidget/Info.plist")
        try write(plist("<key>CFBundleName</key><string>Helper</string>"), to: folder + "/Helper/Info.plist")
        try write(plist("<key>UIApplicationSceneManifest</key><dict/>"), to: folder + "/MyApp/Info.plist")
        #expect(ProjectFileTemplate.findings(in: folder).infoPlist == "MyApp/Info.plist")
        try FileManager.default.removeItem(atPath: folder + "/MyApp")
        // Without one that names its screens, the first plist that is no test's or extension's.
        #expect(ProjectFileTemplate.findings(in: folder).infoPlist == "Helper/Info.plist")
    }

    /// `init` leaves out the folders no app's layouts live in, and says so in the file it writes:
    /// dependencies, and Xcode's localization catalogs, whose `Source Contents` copy the app's
    /// storyboards for translators (tinode/ios's `Localizations/en.xcloc` holds its Main.storyboard
    /// again), so that a run reports each finding once.
    @Test func initLeavesOutCopiesOfTheAppsLayouts() throws {
        let folder = try temporaryFolder()
        let storyboard = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"/>"#
        try write(storyboard, to: folder + "/Localizations/en.xcloc/Source Contents/App/Base.lproj/Main.storyboard")
        try write(storyboard, to: folder + "/Pods/Kit/Picker.storyboard")
        #expect(ProjectFileTemplate.findings(in: folder).layouts == [])
        try write(storyboard, to: folder + "/App/Base.lproj/Main.storyboard")
        let found = ProjectFileTemplate.findings(in: folder)
        #expect(found.layouts == ["**/*.storyboard"])
        #expect(ProjectFileTemplate.text(for: found).contains(
            "\n" + #"exclude: ["**/Pods", "**/Carthage", "**/DerivedData", "**/build", "**/*.xcloc"]"# + "\n"))
    }

    /// `init` reads what the Xcode projects build their apps for: the lowest deployment target an
    /// app target's configuration gives (its own, else the project's), never a framework's,
    /// an extension's or a project's under Pods; and the family when every app target is built
    /// for one alone.
    @Test func initReadsTheAppTargetsDeploymentTargetAndFamily() throws {
        let folder = try temporaryFolder()
        try write(XcodeProjectFixture.text(projectTarget: "15.0", targets: [
            ("application", "MyApp", [("17.0", "1"), ("16.4", "1")]),
            ("framework", "Kit", [("12.0", "1,2")]),
            ("app-extension", "Widget", [("14.0", "1,2")]),
        ]), to: folder + "/MyApp.xcodeproj/project.pbxproj")
        try write(XcodeProjectFixture.text(projectTarget: "11.0", targets: [("application", "Demo", [(nil, nil)])]),
                  to: folder + "/Pods/Pods.xcodeproj/project.pbxproj")
        var found = ProjectFileTemplate.findings(in: folder)
        #expect(found.deploymentTarget == .init(value: OSVersion(major: 16, minor: 4), project: "MyApp.xcodeproj"))
        #expect(found.family == .init(value: .phone, project: "MyApp.xcodeproj"))
        let text = ProjectFileTemplate.text(for: found)
        #expect(text.contains("\ndeploymentTarget: \"16.4\"   # the app targets' lowest IPHONEOS_DEPLOYMENT_TARGET in MyApp.xcodeproj\n"))
        #expect(text.contains("\nfamily: phone   # the app targets' TARGETED_DEVICE_FAMILY in MyApp.xcodeproj\n"))
        // A second app built for both families, with its deployment target left to the project's.
        try write(XcodeProjectFixture.text(projectTarget: "15.0", targets: [("application", "Pad", [(nil, "1,2")])]),
                  to: folder + "/Pad.xcodeproj/project.pbxproj")
        found = ProjectFileTemplate.findings(in: folder)
        #expect(found.deploymentTarget == .init(value: OSVersion(major: 15), project: "Pad.xcodeproj"))
        #expect(found.family == nil)
        try FileManager.default.removeItem(atPath: folder + "/MyApp.xcodeproj")
        try FileManager.default.removeItem(atPath: folder + "/Pad.xcodeproj")
        #expect(ProjectFileTemplate.findings(in: folder).deploymentTarget == nil)
    }

    /// Only the commands that need the app's orientations read the Info.plist: settings for the
    /// others resolve without it, so a plist that is missing stops `run` and `config`, not `runs`.
    @Test func infoPlistIsReadOnlyWhenApplied() throws {
        let folder = try temporaryFolder()
        try write("infoPlist: App/Missing.plist\ndatabase: results.sqlite\n", to: folder + "/trellis.yml")
        let settings = ProjectSettings.resolve(.init(), file: try ProjectFile.load(folder + "/trellis.yml"))
        #expect(settings.database.value == folder + "/results.sqlite")
        #expect(settings.appOrientations.source == .builtIn)
        #expect(throws: InfoPlistError.self) { try settings.applyingInfoPlist() }
    }
}

/// The settings are declared once: a field of `SettingValues` (its default) and a row of
/// `SettingsTable` (its key, reader, display and template lines), which drive the project file,
/// the command line's overlay, `trellis config` and `trellis init`.
struct SettingsTableTests {
    /// A field without a row (or a row without a field) fails here, not in a user's run.
    @Test func everyFieldHasARowInTheFieldsOrder() {
        let fields = Mirror(reflecting: SettingValues()).children.compactMap(\.label)
        #expect(fields == SettingsTable.keys)
        #expect(ProjectFile.keys == SettingsTable.keys)
    }

    @Test func initWritesEverySettingOnce() {
        let template = ProjectFileTemplate.text(for: .init(layouts: ["**/*.storyboard"], infoPlist: nil))
        for key in SettingsTable.keys {
            let lines = template.split(separator: "\n").filter { $0.hasPrefix("\(key): ") || $0.hasPrefix("# \(key): ") }
            #expect(lines.count == 1, "\(key)")
        }
    }

    /// The README's table of `trellis.yml` keys names every setting, in the table's order.
    @Test func theReadmeDocumentsEverySetting() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "### Project file: `trellis.yml`").last)
        let rows = section.split(separator: "\n").drop { !$0.hasPrefix("| key |") }.dropFirst(2).prefix { $0.hasPrefix("|") }
        let documented = rows.flatMap { row in
            row.split(separator: "|", omittingEmptySubsequences: false)[1].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }
        }
        #expect(documented == SettingsTable.keys)
    }

    /// A value on the command line is given unless it is nil or an empty list.
    @Test func theCommandLineGivesWhatItSets() {
        var commandLine = ProjectSettings.CommandLine()
        commandLine.layouts = []
        commandLine.catalog = String?.none
        commandLine.failOn = .warning
        commandLine.devices = ["iPhone 15"]
        #expect(commandLine.given == ["failOn", "devices"])
        commandLine.devices = nil
        #expect(commandLine.given == ["failOn"])
        let settings = ProjectSettings.resolve(commandLine, file: nil)
        #expect(settings.failOn.value == .warning && settings.failOn.source == .commandLine)
        #expect(settings.devices.value == [] && settings.devices.source == .builtIn)
        #expect(settings.rows.map(\.key) == SettingsTable.keys)
    }
}
