import Foundation
import Testing

/// `trellis diff` on two runs that differ in known ways: a constant changed (the title moves
/// down 12 pt), a view removed (the footer), a variation added (the badge hides in compact
/// height), and a new device (iPad Air 2).
struct DiffCommandTests {
    static let base = """
        views:
          title: {kind: label, text: Title, intrinsicSize: 100x20}
          badge: {intrinsicSize: 20x20}
          footer: {intrinsicSize: nonex30}
        constraints:
          - id: titleTop
            equation: title.top == safeArea.top + 8
          - title.leading == margins.leading
          - badge.leading == title.trailing + 8
          - badge.centerY == title.centerY
          - H:|[footer]|
          - footer.bottom == safeArea.bottom
        """

    static let head = """
        views:
          title: {kind: label, text: Title, intrinsicSize: 100x20}
          badge: {intrinsicSize: 20x20}
        constraints:
          - id: titleTop
            equation: title.top == safeArea.top + 20
          - title.leading == margins.leading
          - badge.leading == title.trailing + 8
          - badge.centerY == title.centerY
        variations:
          - height: compact
            views:
              badge: {hidden: true}
        """

    /// A scratch directory with `trellis.sqlite` holding run 1 (`main`, of `base` on two iPhones)
    /// and run 2 (`branch`, of `head` on those and an iPad).
    static func twoRuns() throws -> URL {
        let directory = try TrellisProcess.scratchDirectory()
        for (name, text) in [("base", base), ("head", head)] {
            let layouts = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
            try text.write(to: layouts.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        }
        let database = directory.appendingPathComponent("trellis.sqlite").path
        let phones = ["--device", "iPhone 8", "--device", "iPhone 15"]
        let first = try TrellisProcess.run(["run", "--layouts", directory.appendingPathComponent("base").path, "--db", database, "--label", "main"] + phones)
        #expect(first.status == 0, "\(first.standardError)")
        let second = try TrellisProcess.run(["run", "--layouts", directory.appendingPathComponent("head").path, "--db", database, "--label", "branch"]
            + phones + ["--device", "iPad Air 2"])
        #expect(second.status == 0, "\(second.standardError)")
        return directory
    }

    @Test func theTerminalTableGroupsEachKnownChange() throws {
        let directory = try Self.twoRuns()
        let diff = try TrellisProcess.run(["diff", "--db", directory.appendingPathComponent("trellis.sqlite").path])
        #expect(diff.status == 0)
        #expect(diff.standardOutput == """
            Run 1 (main) → run 2 (branch)
            18 view changes in 1 layout; 4 cases added, 0 removed; 0 new diagnostics (0 errors), 0 fixed, 0 unchanged

            card
              footer  removed  on 6 of 6 cases: iPhone 8 portrait, iPhone 8 landscapeLeft, iPhone 8 landscapeRight, …
              badge  hidden  on 4 of 4 compact-height cases: iPhone 8 landscapeLeft, iPhone 8 landscapeRight, iPhone 15 landscapeLeft, …
              title  y +12  on 6 of 6 cases: iPhone 8 portrait, iPhone 8 landscapeLeft, iPhone 8 landscapeRight, …
              badge  y +12  on 2 of 2 regular-height cases: iPhone 8 portrait, iPhone 15 portrait

            Cases added:
              iPad Air 2: new device, 4 cases in 1 layout

            """)
    }

    @Test func markdownFitsAPullRequestComment() throws {
        let directory = try Self.twoRuns()
        let diff = try TrellisProcess.run(["diff", "main", "branch", "--db", directory.appendingPathComponent("trellis.sqlite").path,
                                           "--format", "markdown"])
        #expect(diff.status == 0)
        #expect(diff.standardOutput == """
            **Run 1 (main) → run 2 (branch): 18 view changes in 1 layout; 4 cases added, 0 removed; 0 new diagnostics (0 errors), 0 fixed, 0 unchanged**

            ### card

            | view | change | cases |
            |---|---|---|
            | `footer` | removed | on 6 of 6 cases: iPhone 8 portrait, iPhone 8 landscapeLeft, iPhone 8 landscapeRight, … |
            | `badge` | hidden | on 4 of 4 compact-height cases: iPhone 8 landscapeLeft, iPhone 8 landscapeRight, iPhone 15 landscapeLeft, … |
            | `title` | y +12 | on 6 of 6 cases: iPhone 8 portrait, iPhone 8 landscapeLeft, iPhone 8 landscapeRight, … |
            | `badge` | y +12 | on 2 of 2 regular-height cases: iPhone 8 portrait, iPhone 15 portrait |

            ### Cases added
            - iPad Air 2: new device, 4 cases in 1 layout

            """)
    }

    @Test func jsonListsEveryCaseOfEveryGroup() throws {
        let directory = try Self.twoRuns()
        let diff = try TrellisProcess.run(["diff", "1", "2", "--db", directory.appendingPathComponent("trellis.sqlite").path, "--format", "json"])
        #expect(diff.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(diff.standardOutput.utf8)) as? [String: Any])
        #expect(json.keys.sorted() == ["base", "casesAdded", "casesRemoved", "containerChanges", "fixedDiagnostics", "format", "head", "incompleteRuns",
                                       "newDiagnostics", "regressions", "statusChanges", "unchangedDiagnostics", "viewChanges"])
        #expect(json["format"] as? String == "trellis-diff/1")
        #expect(json["regressions"] as? Bool == false)
        #expect((json["base"] as? [String: Any])?["label"] as? String == "main")
        #expect((json["head"] as? [String: Any])?["id"] as? Int == 2)
        func screen(_ key: Any) -> String {
            let key = key as! [String: Any]
            return "\(key["device"]!) \(key["orientation"]!)"
        }
        let groups = try #require(json["viewChanges"] as? [[String: Any]]).map { group in
            "\(group["view"]!) \(group["kind"]!) dy \(group["dy"]!) of \(group["of"]!) \(group["scope"]!): "
                + (group["cases"] as! [Any]).map(screen).joined(separator: ", ")
        }
        #expect(groups == [
            "footer removed dy 0 of 6 <null>: iPhone 8 portrait, iPhone 8 landscapeLeft, iPhone 8 landscapeRight, "
                + "iPhone 15 portrait, iPhone 15 landscapeLeft, iPhone 15 landscapeRight",
            "badge hidden dy 0 of 4 compact-height: iPhone 8 landscapeLeft, iPhone 8 landscapeRight, iPhone 15 landscapeLeft, iPhone 15 landscapeRight",
            "title changed dy 12 of 6 <null>: iPhone 8 portrait, iPhone 8 landscapeLeft, iPhone 8 landscapeRight, "
                + "iPhone 15 portrait, iPhone 15 landscapeLeft, iPhone 15 landscapeRight",
            "badge changed dy 12 of 2 regular-height: iPhone 8 portrait, iPhone 15 portrait",
        ])
        #expect(try #require(json["casesAdded"] as? [Any]).map(screen)
            == ["iPad Air 2 portrait", "iPad Air 2 portraitUpsideDown", "iPad Air 2 landscapeLeft", "iPad Air 2 landscapeRight"])
        #expect((json["casesRemoved"] as? [Any])?.isEmpty == true)
        #expect((json["newDiagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func exitStatusesFollowTheContract() throws {
        let directory = try Self.twoRuns()
        let database = directory.appendingPathComponent("trellis.sqlite").path
        // Changes without regressions pass, unless any change should fail.
        #expect(try TrellisProcess.run(["diff", "--db", database]).status == 0)
        #expect(try TrellisProcess.run(["diff", "--db", database, "--fail-on-change"]).status == 1)
        // A run against itself is empty, never noise, and passes even with --fail-on-change.
        let same = try TrellisProcess.run(["diff", "2", "2", "--db", database, "--fail-on-change"])
        #expect(same.status == 0)
        #expect(same.standardOutput == "Run 2 (branch) → run 2 (branch): no changes.\n")
        // Usage errors exit 2 and say what was wrong.
        let tolerance = try TrellisProcess.run(["diff", "--db", database, "--tolerance", "wide"])
        #expect(tolerance.status == 2)
        // ArgumentParser parses the tolerance (`FrameTolerance: ExpressibleByArgument`) and shows the option's help.
        #expect(tolerance.standardError.hasPrefix("Error: The value 'wide' is invalid for '--tolerance <amount>'\n"
            + "Help:  --tolerance <amount>  Ignore frame changes up to this many points (0.5pt), or px"))
        let label = try TrellisProcess.run(["diff", "nosuch", "--db", database])
        #expect(label.status == 2)
        #expect(label.standardError == "Error: no run in \(database) has the id or label 'nosuch'; `trellis runs --db \(database)` lists them\n")
        let absent = try TrellisProcess.run(["diff", "1", "99", "--db", database])
        #expect(absent.status == 2)
        #expect(absent.standardError == "Error: run 99 is not in \(database)\n")
        let option = try TrellisProcess.run(["diff", "--db", database, "--colour"])
        #expect(option.status == 2)
        #expect(option.standardError.hasPrefix("Error: Unknown option '--colour'\nUsage: trellis diff"))
        let missing = try TrellisProcess.run(["diff", "--db", directory.appendingPathComponent("none.sqlite").path])
        #expect(missing.status == 2)
        #expect(missing.standardOutput.isEmpty)
    }

    @Test func newErrorsAreRegressions() throws {
        let directory = try Self.twoRuns()
        let database = directory.appendingPathComponent("trellis.sqlite").path
        let broken = directory.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try (Self.head + "\n  - width: compact\n    add:\n      - title.width == 120\n")
            .replacingOccurrences(of: "  - title.leading == margins.leading", with: "  - title.leading == margins.leading\n  - title.width == 100")
            .write(to: broken.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        let run = try TrellisProcess.run(["run", "--layouts", broken.path, "--db", database, "--label", "broken",
                                          "--device", "iPhone 8", "--device", "iPhone 15", "--device", "iPad Air 2"])
        #expect(run.status == 0)
        let diff = try TrellisProcess.run(["diff", "branch", "broken", "--db", database])
        #expect(diff.status == 1)
        #expect(diff.standardOutput.hasSuffix("""
            New diagnostics:
              card: error unsatisfiable (title.width == 100, title.width == 120) on 6 of 10 cases: iPhone 8 portrait, iPhone 8 landscapeLeft, iPhone 8 landscapeRight, …

            """))
    }

    @Test func aBaseFromAnotherDatabaseAndAnHTMLPageInADirectory() throws {
        let directory = try Self.twoRuns()
        let database = directory.appendingPathComponent("trellis.sqlite").path
        // Main's database as a CI job would download it: only run 1.
        let mainDatabase = directory.appendingPathComponent("main.sqlite").path
        let main = try TrellisProcess.run(["run", "--layouts", directory.appendingPathComponent("base").path, "--db", mainDatabase, "--label", "main",
                                           "--device", "iPhone 8", "--device", "iPhone 15"])
        #expect(main.status == 0)
        let diff = try TrellisProcess.run(["diff", "--base-db", mainDatabase, "--db", database, "--html", directory.path])
        #expect(diff.status == 0)
        // Run 1 of main.sqlite against run 2 of trellis.sqlite: the same changes as within one database.
        #expect(diff.standardOutput.hasPrefix("Run 1 (main) → run 2 (branch)\n18 view changes in 1 layout; 4 cases added"))
        let page = directory.appendingPathComponent("diff-1-2.html")
        #expect(diff.standardError == "Wrote \(page.path)\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<figcaption>iPad Air 2 portrait (new)</figcaption>"))
    }
}

/// Files that are not what a command needs are named, and left as they were.
struct BadFileTests {
    @Test func aFileThatIsNotADatabaseIsRefusedAndKept() throws {
        let directory = try TrellisProcess.scratchDirectory()
        let notes = directory.appendingPathComponent("notes.sqlite")
        try "meeting notes\n".write(to: notes, atomically: true, encoding: .utf8)
        let expected = "Error: \(notes.path) is not an SQLite database (a results database is the file `trellis run` writes, "
            + "Reports/trellis.sqlite by default)\n"
        for arguments in [["runs", "--db", notes.path], ["diff", "--db", notes.path], ["run", "--db", notes.path, "--device", "iPhone 8"]] {
            let outcome = try TrellisProcess.run(arguments)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.standardError.hasSuffix(expected), "\(arguments): \(outcome.standardError)")
        }
        #expect(try String(contentsOf: notes, encoding: .utf8) == "meeting notes\n")
    }

    @Test func aPageForAFolderThatIsNotThereIsRefused() throws {
        let directory = try DiffCommandTests.twoRuns()
        let database = directory.appendingPathComponent("trellis.sqlite").path
        let page = directory.appendingPathComponent("missing/diff.html").path
        let diff = try TrellisProcess.run(["diff", "--db", database, "--html", page])
        #expect(diff.status == 2)
        // Refused before the runs are compared, as a usage error (its usage follows).
        #expect(diff.standardError.hasPrefix("Error: cannot write \(page): there is no folder \(directory.appendingPathComponent("missing").path)\nUsage: trellis diff"))
        let report = try TrellisProcess.run(["report", "--db", database, "--html", page])
        #expect(report.status == 2)
        #expect(!FileManager.default.fileExists(atPath: page))
    }
}
