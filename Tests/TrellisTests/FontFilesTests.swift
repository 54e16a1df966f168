import Foundation
import TestSupport
import Testing

/// A team's own fonts: `trellis run` measures named fonts with the font files `fonts:` names in
/// trellis.yml (and those under the project), and says once for each font it has no file for.
struct FontFilesTests {
    /// Tools/test-font/make.py's font: 1,000 units per em; space 250, A 600, B 700, e 450; a 22-pt
    /// line at 20 pt.
    static let testFont = Data(base64Encoded: "AAEAAAAKAIAAAwAgT1MvMkUAQ/UAAAEoAAAAYGNtYXAAVwDvAAABnAAAAERnbHlm/+JqdQAAAewAAABoaGVhZDAu4QIAAACsAAAANmhoZWEGQgIsAAAA5AAAACRobXR4CcQA+gAAAYgAAAAUbG9jYQA0AFsAAAHgAAAADG1heHAABwAGAAABCAAAACBuYW1lkfn+TQAAAlQAAADAcG9zdAAvAGwAAAMUAAAALAABAAAAAQAAdfN1S18PPPUAAwPoAAAAAOcuTrMAAAAA5y5OswAyAAACigK8AAAAAwACAAAAAAAAAAEAAAMg/zgAZAK8ADIAMgKKAAEAAAAAAAAAAAAAAAAAAAAFAAEAAAAFAAQAAQAAAAAAAgAAAAAAAAAAAAAAAAAAAAAAAwH0AZAABQAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAPz8/PwAAACAAZQMg/zgAAAMgAMgAAAAAAAAAAAAAAAAAAAAgAAAB9AAyAPoAMgJYADICvAAyAcIAMgAAAAIAAAADAAAAFAADAAEAAAAUAAQAMAAAAAgACAACAAAAIABCAGX//wAAACAAQQBl////4f/B/58AAQAAAAAAAAAAAAAADQANABoAJwA0AAEAMgAAAcICvAADAAAzESERMgGQArz9RAAAAQAyAAACJgK8AAMAADMRIREyAfQCvP1EAAABADIAAAKKArwAAwAAMxEhETICWAK8/UQAAAEAMgAAAZACvAADAAAzESERMgFeArz9RAAAAAAGAE4AAQAAAAAAAQAMAAAAAQAAAAAAAgAHAAwAAQAAAAAABgATABMAAwABBAkAAQAYACYAAwABBAkAAgAOAD4AAwABBAkABgAmAExUcmVsbGlzIFRlc3RSZWd1bGFyVHJlbGxpc1Rlc3QtUmVndWxhcgBUAHIAZQBsAGwAaQBzACAAVABlAHMAdABSAGUAZwB1AGwAYQByAFQAcgBlAGwAbABpAHMAVABlAHMAdAAtAFIAZQBnAHUAbABhAHIAAgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAFAAAAAwAkACUASA==")!

    @Test func aRunMeasuresTheAppsFontsAndSaysWhichItHasNot() throws {
        let folder = TemporaryFolder.unusedPath("fonts")
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["App", "Brand"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try Self.testFont.write(to: folder.appendingPathComponent("Brand/TrellisTest-Regular.ttf"))
        try """
            views:
              title: {kind: label, text: A Be, font: {name: TrellisTest-Regular, size: 20}}
              missing: {kind: label, text: A Be, font: {name: Avenir-Heavy, size: 20, weight: heavy}}
            constraints:
              - title.leading == root.leading
              - title.top == safeArea.top
              - missing.leading == root.leading
              - missing.top == title.bottom

            """.write(to: folder.appendingPathComponent("App/card.yaml"), atomically: true, encoding: .utf8)
        try "layouts: [App]\nfonts: [Brand]\ndatabase: results.sqlite\n".write(
            to: folder.appendingPathComponent("trellis.yml"), atomically: true, encoding: .utf8)

        let config = try TrellisProcess.run(["config"], executable: TrellisProcess.executable, in: folder, environment: ["GITHUB_ACTIONS": "false"])
        #expect(config.standardOutput.contains("fonts             Brand                            trellis.yml:2\n"))
        let run = try TrellisProcess.run(["run", "--device", "iPhone 15", "--annotations", "none"], executable: TrellisProcess.executable, in: folder, environment: ["GITHUB_ACTIONS": "false"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("  not-modelled: 1\n"))
        #expect(run.standardOutput.contains("  warning not-modelled  App/card  App/card.yaml:3:3  on 3 of 3 cases: "))
        #expect(run.standardOutput.contains("\n      font 'Avenir-Heavy' is measured as the system font at its weight (heavy)"))
        #expect(!run.standardOutput.contains("TrellisTest-Regular"))
        // The label in the team's font is as wide as its text in that font: 40 × 22.
        let frames = try TrellisProcess.run(["query", "select f.width, f.height from frames f join views v on v.id = f.viewId where v.name = 'title' limit 1", "--format", "csv"], executable: TrellisProcess.executable, in: folder, environment: ["GITHUB_ACTIONS": "false"])
        #expect(frames.standardOutput == "width,height\n40,22\n")
    }
}

/// `trellis bench-text`: measures the texts of a file, and refuses what it cannot do.
struct BenchTextTests {
    @Test func measuresTheTextsOfAFile() throws {
        let file = TemporaryFolder.unusedPath("texts", ".txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try "Sign in\nA longer text that wraps at two hundred points, as a label would\n".write(to: file, atomically: true, encoding: .utf8)
        let measured = try TrellisProcess.run(["bench-text", file.path, "--count", "10"])
        #expect(measured.status == 0)
        #expect(measured.standardOutput.hasPrefix("10 texts (355 characters), each measured on one line and wrapped at 200.0 pt\nmeasuring: "))
        let refused = try TrellisProcess.run(["bench-text", file.path, "--count", "0"])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("--count must be 1 or more (got 0)"))
    }
}
