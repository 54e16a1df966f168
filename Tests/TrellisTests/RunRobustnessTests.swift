import Foundation
import TestSupport
import Testing

/// `trellis run` as a team's CI meets it: layouts in subfolders, a bad file among good ones,
/// nothing to run, two runs at once, Ctrl-C, and the database left as it was by readers.
struct RunRobustnessTests {
    static let card = """
        views:
          title: {kind: label, text: Title, intrinsicSize: 100x20}
        constraints:
          - title.leading == margins.leading
          - title.top == safeArea.top + 8
        """

    func write(_ files: [String: String], in directory: URL) throws {
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func query(_ sql: String, _ database: String) throws -> String {
        try TrellisProcess.run(["query", sql, "--db", database, "--format", "csv"]).standardOutput
    }

    @Test func layoutsInSubfoldersAndYmlFilesAreFound() throws {
        let directory = try TrellisProcess.scratchDirectory()
        try write(["App/card.yaml": Self.card, "App/Settings/privacy.yml": Self.card, "App/.hidden/skip.yaml": "oops: ["],
                  in: directory)
        let database = directory.appendingPathComponent("r.sqlite").path
        let run = try TrellisProcess.run(["run", "--layouts", directory.appendingPathComponent("App").path, "--db", database,
                                          "--device", "iPhone 15"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try query("SELECT name FROM layouts ORDER BY id", database) == "name\nSettings/privacy\ncard\n")
        // `query`'s options go before or after a subcommand's name alike.
        let before = try TrellisProcess.run(["query", "--db", database, "--format", "csv", "frames", "--layout", "card"])
        let after = try TrellisProcess.run(["query", "frames", "--layout", "card", "--db", database, "--format", "csv"])
        #expect(before.status == 0, "\(before.standardError)")
        #expect(before.standardOutput == after.standardOutput)
        #expect(before.standardOutput.hasPrefix("layout,device,orientation,"))
        // A word that is an option's value stays one.
        #expect(try TrellisProcess.run(["query", "--db", database, "diagnostics", "--kind", "ambiguous"]).status == 0)
    }

    @Test func nothingToRunIsAnError() throws {
        let directory = try TrellisProcess.scratchDirectory()
        try write(["README.md": "no layouts here"], in: directory)
        let database = directory.appendingPathComponent("r.sqlite").path
        let run = try TrellisProcess.run(["run", "--layouts", directory.path, "--db", database, "--device", "iPhone 15"])
        #expect(run.status == 2)
        #expect(run.standardError == "Error: no layout files (*.yaml, *.yml, *.storyboard, *.xib) in \(directory.path) or its subfolders; nothing to run\n")
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @Test func oneBadFileIsRecordedAndTheOthersStillSolve() throws {
        let directory = try TrellisProcess.scratchDirectory()
        try write(["L/a-card.yaml": Self.card, "L/b-broken.yaml": "views:\n  x: {kind: label, font: 1e400}\n", "L/c-card.yaml": Self.card],
                  in: directory)
        let database = directory.appendingPathComponent("r.sqlite").path
        let arguments = ["run", "--layouts", directory.appendingPathComponent("L").path, "--db", database, "--device", "iPhone 15"]
        let run = try TrellisProcess.run(arguments)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Diagnostics: 1 error, 0 warnings"))
        #expect(try query("SELECT l.name, c.status, count(*) FROM cases c JOIN layouts l ON l.id = c.layoutId GROUP BY l.name, c.status", database)
            == "name,status,count(*)\na-card,solved,3\nb-broken,invalidLayout,1\nc-card,solved,3\n")
        let message = "\(directory.appendingPathComponent("L").path)/b-broken.yaml:2:26: expected a font size from 1 to 1,000 points, not '1e400'"
        #expect(try query("SELECT kind, severity, message FROM diagnostics", database)
            == "kind,severity,message\ninvalid-layout,error,\"\(message)\"\n")
        let failing = try TrellisProcess.run(arguments + ["--fail-on", "error"])
        #expect(failing.status == 1)
    }

    @Test func twoLayoutsWithOneNameAreRefused() throws {
        let directory = try TrellisProcess.scratchDirectory()
        try write(["L/a.yaml": "name: card\n" + Self.card, "L/b.yaml": "name: card\n" + Self.card], in: directory)
        let run = try TrellisProcess.run(["run", "--layouts", directory.appendingPathComponent("L").path,
                                          "--db", directory.appendingPathComponent("r.sqlite").path, "--device", "iPhone 15"])
        #expect(run.status == 1)
        let folder = directory.appendingPathComponent("L").path
        #expect(run.standardError == "Error: two layouts are named 'card': \(folder)/a.yaml and \(folder)/b.yaml; "
            + "give one of them another name: (results and diffs are kept per layout name)\n")
    }

    @Test func twoRunsIntoOneDatabaseBothComplete() throws {
        let directory = try TrellisProcess.scratchDirectory()
        try write(["L/card.yaml": Self.card], in: directory)
        let database = directory.appendingPathComponent("r.sqlite").path
        let arguments = ["run", "--layouts", directory.appendingPathComponent("L").path, "--db", database, "--multitasking", "--rtl"]
        let outcomes = try [0, 1].map { index in
            try TrellisProcess.start(arguments + ["--label", "run\(index)"])
        }.map { try $0.wait() }
        #expect(outcomes.map(\.status) == [0, 0], "\(outcomes.map(\.standardError))")
        #expect(try query("SELECT label, status FROM runs ORDER BY label", database) == "label,status\nrun0,complete\nrun1,complete\n")
    }

    @Test func ctrlCKeepsTheRunAsIncompleteAndSaysSo() throws {
        let directory = try TrellisProcess.scratchDirectory()
        // Slow enough to stop half way: 800 views per case, every device, both directions.
        var big = "views:\n" + (0..<800).map { "  v\($0): {}\n" }.joined() + "constraints:\n"
        big += (0..<800).map { "  - v\($0).leading == root.leading + \($0)\n  - V:|-10-[v\($0)(10)]\n  - v\($0).width == 20\n" }.joined()
        try write(["L/big.yaml": big], in: directory)
        let database = directory.appendingPathComponent("r.sqlite").path
        let run = try TrellisProcess.start(["run", "--layouts", directory.appendingPathComponent("L").path, "--db", database, "--rtl",
                                            "--multitasking", "--jobs", "1"])
        // Wait for the run's row, let it solve a little, then interrupt.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !((try? query("SELECT status FROM runs", database)) ?? "").contains("incomplete") {
            Thread.sleep(forTimeInterval: 0.05)
        }
        Thread.sleep(forTimeInterval: 0.3)
        run.interrupt()
        let outcome = try run.wait()
        #expect(outcome.status == 130)
        let stored = try query("SELECT caseCount FROM runs", database).split(separator: "\n").last.map(String.init) ?? ""
        #expect(outcome.standardError.hasSuffix("Stopped (Ctrl-C): run 1 is kept as incomplete with \(stored) of 1170 cases stored.\n"),
                "\(outcome.standardError)")
        #expect(try query("SELECT status FROM runs", database) == "status\nincomplete\n")
    }

    @Test func readersLeaveTheDatabaseAsItWas() throws {
        let directory = try DiffCommandTests.twoRuns()
        let database = directory.appendingPathComponent("trellis.sqlite").path
        let copy = directory.appendingPathComponent("main.sqlite").path
        try FileManager.default.copyItem(atPath: database, toPath: copy)
        func files() throws -> [String: Data] {
            var result: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".sqlite") || name.contains(".sqlite-") {
                result[name] = try Data(contentsOf: directory.appendingPathComponent(name))
            }
            return result
        }
        let before = try files()
        for arguments in [["runs"], ["query", "SELECT count(*) FROM frames"], ["diff", "1", "2"], ["report", "2", "--html", directory.path]] {
            let outcome = try TrellisProcess.run(arguments + ["--db", database])
            #expect(outcome.status == 0 || outcome.status == 1, "\(arguments): \(outcome.standardError)")
        }
        #expect(try TrellisProcess.run(["diff", "--base-db", copy, "--db", database]).status == 0)
        #expect(try files() == before)
    }

    /// A statement that SQLite cannot stop between its steps (SQLite 3.40 pads a printf with two
    /// billion characters in one step: 16 s) still ends the command a second after `--timeout`.
    @Test func aQueryEndsSoonAfterItsTimeoutWhateverTheStatement() throws {
        let directory = try TrellisProcess.scratchDirectory()
        try write(["L/card.yaml": Self.card], in: directory)
        let database = directory.appendingPathComponent("r.sqlite").path
        #expect(try TrellisProcess.run(["run", "--layouts", directory.appendingPathComponent("L").path, "--db", database]).status == 0)
        // Left to finish, the statement would print NULL and exit 0.
        let outcome = try TrellisProcess.run(["query", "SELECT length(printf('%.*c', 2000000000, 'x'))", "--db", database, "--timeout", "0.5"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "Error: the query ran for more than 0.5 s and was stopped; give it longer with --timeout SECONDS\n")
    }

    /// An app's storyboard run with nothing saying which orientations the app supports: the run
    /// says every orientation Trellis assumes is run. Given the app's orientations, it says nothing.
    @Test func anAppsFilesRunInAssumedOrientationsSaySo() throws {
        let storyboard = Repository.root.appendingPathComponent(
            "Tests/InterfaceBuilderTests/Fixtures/corpus/Rio-iOS__deep-understanding-autolayout__chapter03__chapter03__UIStackViewSample.storyboard").path
        let assumed = try TrellisProcess.run(["run", "--layouts", storyboard, "--no-store", "--device", "iPhone 15"])
        #expect(assumed.status == 0, "\(assumed.standardError)")
        #expect(assumed.standardError.contains("note: no Info.plist or appOrientations says which orientations the app supports, "
            + "so every iPhone runs all but upside down and every iPad all four; give the app's Info.plist (--info-plist, or "
            + "infoPlist in trellis.yml, which `trellis init` finds) to run only those it supports\n"))
        let given = try TrellisProcess.run(["run", "--layouts", storyboard, "--no-store", "--device", "iPhone 15", "--app-orientations", "portrait"])
        #expect(given.status == 0, "\(given.standardError)")
        #expect(!given.standardError.contains("appOrientations says"))
    }

    /// A storyboard saved by Xcode 26, whose canvas draws iOS 26's navigation bars and controls,
    /// is laid out with the bars and controls Trellis models, and the run says so; one saved by
    /// an earlier Xcode says nothing.
    @Test func filesFromXcode26SayTheirBarsAndControlsAreNotModelled() throws {
        let source = Repository.root.appendingPathComponent(
            "Tests/InterfaceBuilderTests/Fixtures/corpus/Rio-iOS__deep-understanding-autolayout__chapter03__chapter03__UIStackViewSample.storyboard")
        let text = try String(contentsOf: source, encoding: .utf8)
        let folder = try TrellisProcess.scratchDirectory()
        let newer = try #require(text.range(of: #"toolsVersion="[0-9.]+""#, options: .regularExpression))
        try text.replacingCharacters(in: newer, with: #"toolsVersion="24412""#)
            .write(to: folder.appendingPathComponent("New.storyboard"), atomically: true, encoding: .utf8)
        try text.write(to: folder.appendingPathComponent("Old.storyboard"), atomically: true, encoding: .utf8)
        let note = "note: 1 of the 2 storyboards and xibs was saved by Xcode 26, whose canvas draws iOS 26's 54-pt navigation "
            + "bars and 63 × 28 switches; Trellis lays every device out with iOS 18's (44-pt bars, 51 × 31 switches), so on iOS 26 "
            + "an app built with its SDK may show views below a navigation bar or beside a switch shifted by the difference\n"
        let both = try TrellisProcess.run(["run", "--layouts", folder.path, "--no-store", "--device", "iPhone 15", "--app-orientations", "portrait"])
        #expect(both.status == 0, "\(both.standardError)")
        #expect(both.standardError.contains(note), "\(both.standardError)")
        let old = try TrellisProcess.run(["run", "--layouts", folder.appendingPathComponent("Old.storyboard").path, "--no-store",
                                          "--device", "iPhone 15", "--app-orientations", "portrait"])
        #expect(old.status == 0)
        #expect(!old.standardError.contains("Xcode 26"))
        // An app that asks iOS 26 for its compatibility mode keeps iOS 18's bars and controls
        // there, as Trellis lays them out, while it is built with the iOS 26 SDK.
        let plist = folder.appendingPathComponent("Info.plist")
        try #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIDesignRequiresCompatibility</key><true/></dict></plist>"#
            .write(to: plist, atomically: true, encoding: .utf8)
        let compatible = try TrellisProcess.run(["run", "--layouts", folder.path, "--no-store", "--device", "iPhone 15",
                                                 "--app-orientations", "portrait", "--info-plist", plist.path])
        #expect(compatible.status == 0, "\(compatible.standardError)")
        #expect(compatible.standardError.contains("note: 1 of the 2 storyboards and xibs was saved by Xcode 26, whose canvas draws iOS 26's "
            + "54-pt navigation bars and 63 × 28 switches; \(plist.path) sets UIDesignRequiresCompatibility, so an app built with the "
            + "iOS 26 SDK shows iOS 18's on iOS 26 too (44-pt bars, 51 × 31 switches), as Trellis lays every device out; "
            + "built with the iOS 27 SDK or later, it shows the running iOS's: the system ignores that key\n"), "\(compatible.standardError)")
        #expect(!compatible.standardError.contains("may show views below a navigation bar"))
    }

    static let sentryStoryboard = Repository.shared("ib-wide/files/getsentry__sentry-cocoa__Samples__iOS-Swift__App__Resources__Base.lproj__Main.storyboard")

    /// A real app's scene whose shared incremental engine, after a run of phone screens, made the
    /// simplex cycle on rounding: the run grew to 17 GB over four minutes and trapped. A cycle now
    /// stops at the pivot budget, and the engine gives way to solving from scratch.
    /// Fails in CI when ../shared is missing; elsewhere it then has nothing to check.
    @Test func aSimplexThatCyclesGivesWayToSolvingFromScratch() throws {
        guard FileManager.default.fileExists(atPath: Self.sentryStoryboard.path) else {
            #expect(!Repository.requiresShared,
                    "CI runs with ../shared beside the project; \(Self.sentryStoryboard.path) is missing")
            return
        }
        let outcome = try TrellisProcess.run(["run", "--layouts", Self.sentryStoryboard.path, "--no-store", "--family", "phone", "--jobs", "1"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("19 layouts × 49 devices"), "\(outcome.standardOutput)")
    }

    @Test func diffsRefuseAnIncompleteRunUnlessAsked() throws {
        let directory = try TrellisProcess.scratchDirectory()
        try write(["L/card.yaml": Self.card], in: directory)
        let database = directory.appendingPathComponent("r.sqlite").path
        let run = try TrellisProcess.run(["run", "--layouts", directory.appendingPathComponent("L").path, "--db", database, "--device", "iPhone 15"])
        #expect(run.status == 0)
        // A second run that stopped after its first batch: the row a crash or Ctrl-C leaves.
        let copy = try TrellisProcess.run(["run", "--layouts", directory.appendingPathComponent("L").path, "--db", database, "--device", "iPhone 15", "--device", "iPhone 8"])
        #expect(copy.status == 0)
        _ = try? FileManager.default.removeItem(atPath: database + ".tmp")
        try markIncomplete(run: 2, keepingCases: 1, in: database)
        let refused = try TrellisProcess.run(["diff", "1", "2", "--db", database])
        #expect(refused.status == 2)
        #expect(refused.standardError == "Error: run 2 is incomplete (it stopped after 1 case), so its missing cases would show as removed; "
            + "run it again, or pass --allow-incomplete to compare it anyway\n")
        let allowed = try TrellisProcess.run(["diff", "1", "2", "--db", database, "--allow-incomplete"])
        #expect(allowed.status == 1)  // two of run 1's cases are missing from run 2: removed is a regression
        #expect(allowed.standardOutput.hasPrefix("Warning: run 2 is incomplete (it stopped after 1 case); compared anyway "
            + "(--allow-incomplete): its missing cases show as removed or added.\nRun 1 → run 2\n"))
        let json = try TrellisProcess.run(["diff", "1", "2", "--db", database, "--allow-incomplete", "--format", "json", "--allow-removed"])
        #expect(json.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(document["incompleteRuns"] as? [Int] == [2])
        #expect(document["regressions"] as? Bool == false)
    }

    /// Leaves `keepingCases` of a run's cases and marks it incomplete, as an interrupted run is.
    func markIncomplete(run: Int, keepingCases: Int, in database: String) throws {
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        sqlite.arguments = ["python3", "-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            keep = [r[0] for r in db.execute('SELECT id FROM cases WHERE runId = ? ORDER BY id LIMIT ?', (\(run), \(keepingCases)))]
            marks = ','.join('?' * len(keep))
            db.execute(f'DELETE FROM cases WHERE runId = ? AND id NOT IN ({marks})', (\(run), *keep))
            db.execute("UPDATE runs SET status = 'incomplete', caseCount = ? WHERE id = ?", (\(keepingCases), \(run)))
            db.commit()
            """, database]
        try sqlite.run()
        sqlite.waitUntilExit()
        #expect(sqlite.terminationStatus == 0)
    }
}

/// What a new user reads first: every command's help.
struct HelpTextTests {
    static let commands = ["run", "diff", "report", "runs", "query", "devices", "solve", "export-system", "bench-layout",
                           "solve-system", "bench-solver"]

    @Test(arguments: commands)
    func helpFitsEightyColumnsAndNamesItsValues(_ command: String) throws {
        let help = try TrellisProcess.run([command, "--help"]).standardOutput
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        // Prose wraps between words at 80 columns; only the generated usage line may run on.
        #expect(lines.filter { $0.count > 80 && !$0.hasPrefix("USAGE:") }.isEmpty, "\(command)")
        #expect(!help.contains("../shared"))
        // Options whose name does not say what their value is name it: a path, seconds, a count.
        for line in lines where line.hasPrefix("  --") {
            let words = line.split(separator: " ")
            guard words.count >= 2, words[1].hasPrefix("<"), ["--json", "--min-time", "--repetitions", "--jobs", "--out", "--html"].contains(words[0]) else { continue }
            #expect(["<path>", "<seconds>", "<count>"].contains(words[1]), "\(command): \(line)")
        }
    }

    @Test func proseIsNotBrokenMidSentence() throws {
        for command in ["solve-system", "bench-solver", "query"] {
            let help = try TrellisProcess.run([command, "--help"]).standardOutput
            // A line that ends without punctuation followed by one that starts in lower case is a
            // sentence broken by a hard line break inside the help text.
            let lines = help.split(separator: "\n").map(String.init)
            for (line, next) in zip(lines, lines.dropFirst()) where !line.hasPrefix(" ") && !next.hasPrefix(" ") {
                #expect(!(next.first?.isLowercase == true && line.count < 60), "\(command): '\(line)' / '\(next)'")
            }
        }
    }
}
