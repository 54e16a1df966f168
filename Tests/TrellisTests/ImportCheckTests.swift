import Foundation
import Testing
import TestSupport

/// `Tools/import-check/check_imports.py`, which `.ci/run` runs before the tests: every module a
/// file imports is declared for its target in Package.swift, and every declared one is imported.
struct ImportCheckTests {
    static let script = Repository.root.appendingPathComponent("Tools/import-check/check_imports.py").path

    func check(_ package: URL) throws -> ProcessRunner.Outcome {
        try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", Self.script, package.path])
    }

    /// A package of two modules, `Shapes` and `Drawing` (which imports Shapes).
    func package(drawingDependencies: String = #"["Shapes"]"#) throws -> URL {
        let folder = try TemporaryFolder.make("import-check")
        let files = [
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "Planted", targets: [
                    .target(name: "Shapes"),
                    .target(name: "Drawing", dependencies: \(drawingDependencies)),
                ])
                """,
            "Sources/Shapes/Square.swift": "import Foundation\npublic let side = 1.0\n",
            "Sources/Drawing/Canvas.swift": "import Shapes\n\nlet drawn = side\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func thisRepositoryPasses() throws {
        let outcome = try check(Repository.root)
        #expect(outcome.standardOutput == "")
        #expect(outcome.status == 0)
    }

    @Test func aDeclaredPackagePasses() throws {
        let outcome = try check(try package())
        #expect(outcome.standardOutput == "")
        #expect(outcome.status == 0)
    }

    /// Shapes imports Drawing without declaring it (it would build once Drawing were built).
    @Test func anUndeclaredImportFails() throws {
        let folder = try package()
        try "import Foundation\n  @preconcurrency import Drawing\n".write(
            to: folder.appendingPathComponent("Sources/Shapes/Planted.swift"), atomically: true, encoding: .utf8)
        let outcome = try check(folder)
        #expect(outcome.standardOutput
            == "Sources/Shapes/Planted.swift:2:26: error: imports Drawing, which Package.swift does not declare as a dependency of Shapes\n")
        #expect(outcome.standardError == "1 import problem(s)\n")
        #expect(outcome.status == 1)
    }

    /// Text in a multi-line string literal is not an import.
    @Test func importsInsideStringLiteralsAreText() throws {
        let folder = try package()
        try "let script = \"\"\"\n    import json\n    \"\"\"\n".write(
            to: folder.appendingPathComponent("Sources/Shapes/Script.swift"), atomically: true, encoding: .utf8)
        #expect(try check(folder).status == 0)
    }

    @Test func aDeclaredModuleNobodyImportsFails() throws {
        let folder = try package()
        try "let drawn = 1.0\n".write(to: folder.appendingPathComponent("Sources/Drawing/Canvas.swift"), atomically: true, encoding: .utf8)
        let outcome = try check(folder)
        #expect(outcome.standardOutput == "Package.swift: error: Drawing declares a dependency on Shapes, but none of its files imports it\n")
        #expect(outcome.status == 1)
    }
}
