import Foundation
import LayoutSources
import TestSupport
import Testing

struct LayoutSearchTests {
    @Test func patternsMatchAcrossFolders() {
        let pattern = PathPattern("App/**/*.storyboard")
        #expect(pattern.fixedFolder == "App")
        #expect(pattern.matches("App/Main.storyboard"))
        #expect(pattern.matches("App/Settings/Deep/Privacy.storyboard"))
        #expect(!pattern.matches("App/Main.xib"))
        #expect(!pattern.matches("Other/App/Main.storyboard"))
        #expect(PathPattern("*.yaml").matches("login.yaml") && !PathPattern("*.yaml").matches("a/login.yaml"))
        #expect(PathPattern("layout?.yaml").matches("layout1.yaml"))
        #expect(PathPattern("a+b(1).yaml").matches("a+b(1).yaml"))
        #expect(PathPattern("Layouts").fixedFolder == "" && !PathPattern("Layouts").hasWildcards)
        #expect(PathPattern("**/Generated/**").matches("App/Generated/x.xib"))
    }

    @Test func findsFilesByFolderFileAndPattern() throws {
        let root = TemporaryFolder.unusedPath("search").path
        for file in ["App/Main.storyboard", "App/Settings/Privacy.storyboard", "App/Generated/Auto.storyboard",
                     "App/View.xib", "Layouts/login.yaml", "Layouts/more/detail.yml", "Layouts/notes.txt", "one.yaml"] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "x".write(toFile: path, atomically: true, encoding: .utf8)
        }
        let (sources, notes) = try LayoutSearch.sources(
            matching: ["App/**/*.storyboard", "Layouts", "one.yaml", "Layouts/login.yaml", "Nowhere/**/*.xib"],
            excluding: ["**/Generated"], in: root)
        #expect(sources.map { "\($0.name) ← \($0.path.dropFirst(root.count + 1))" } == [
            "Main.storyboard ← App/Main.storyboard",
            "Settings/Privacy.storyboard ← App/Settings/Privacy.storyboard",
            "login.yaml ← Layouts/login.yaml",
            "more/detail.yml ← Layouts/more/detail.yml",
            "one.yaml ← one.yaml",
        ])
        #expect(notes == ["the layouts pattern 'Nowhere/**/*.xib' matches no layout file"])
        #expect(throws: LayoutDirectoryError.notFound(root + "/Missing")) { try LayoutSearch.sources(matching: ["Missing"], in: root) }
        #expect(throws: LayoutDirectoryError.notALayoutFile(root + "/Layouts/notes.txt")) {
            try LayoutSearch.sources(matching: ["Layouts/notes.txt"], in: root)
        }
        #expect(throws: LayoutDirectoryError.noLayouts("**/*.json")) { try LayoutSearch.sources(matching: ["**/*.json"], in: root) }
    }

    /// Named from the project's root, a file has one name however `--layouts` spelled its way
    /// (a folder, a subfolder with `./`, a pattern, an absolute path), so runs diff by name.
    @Test func namesDoNotDependOnHowAPathWasSpelled() throws {
        let root = TemporaryFolder.unusedPath("names").path
        for file in ["App/Base.lproj/Main.storyboard", "App/login.yaml"] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "x".write(toFile: path, atomically: true, encoding: .utf8)
        }
        func names(_ pattern: String) throws -> [String] {
            try LayoutSearch.sources(matching: [pattern], in: root, namesFrom: root).sources.map(\.name).filter { $0.hasSuffix(".storyboard") }
        }
        for pattern in ["App", "./App/Base.lproj", "App/**/*.storyboard", root + "/App", "App/Base.lproj/../Base.lproj/Main.storyboard"] {
            #expect(try names(pattern) == ["App/Base.lproj/Main.storyboard"], "\(pattern)")
        }
        // Without a project root, the name is the path below the folder given (as before).
        #expect(try LayoutSearch.sources(matching: ["./App/Base.lproj"], in: root).sources.map(\.name) == ["Main.storyboard"])
        // A file outside the project keeps its name below the folder that found it.
        #expect(try LayoutSearch.sources(matching: ["App"], in: root, namesFrom: root + "/Elsewhere").sources.map(\.name)
            == ["Base.lproj/Main.storyboard", "login.yaml"])
    }

    /// A layouts folder given through a symbolic link (a monorepo's shared folder, a checkout
    /// linked in) is searched like the folder itself: it said "no layout files" before.
    @Test func aLinkedFolderIsSearched() throws {
        let root = try TemporaryFolder.make("linked")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Shared/Screens")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Settings"), withIntermediateDirectories: true)
        for file in ["login.yaml", "Settings/Main.storyboard"] {
            try "x".write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let link = root.appendingPathComponent("Layouts").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path)
        #expect(try LayoutDirectory.sources(in: link) == [
            LayoutSource(path: link + "/Settings/Main.storyboard", name: "Settings/Main.storyboard"),
            LayoutSource(path: link + "/login.yaml", name: "login.yaml"),
        ])
        #expect(try LayoutSearch.sources(matching: ["Layouts/**/*.storyboard"], in: root.path).sources.map(\.name) == ["Settings/Main.storyboard"])
    }
}
