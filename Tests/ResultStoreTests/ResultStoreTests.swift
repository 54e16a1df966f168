import DeviceCatalog
import Foundation
import GRDB
import LayoutModel
import MatrixRun
import Synchronization
import TestSupport
import Testing
import TrellisBase
@testable import ResultStore

let repository = Repository.root
let catalog = try! DeviceCatalog.load(from: repository.appendingPathComponent("Devices").path)

func temporaryDatabasePath() -> String {
    TemporaryFolder.unusedPath("trellis", "/results.sqlite").path
}

let detailText = try! String(contentsOf: repository.appendingPathComponent("Layouts/detail.yaml"), encoding: .utf8)

func detailPlan(_ names: [String]) throws -> MatrixPlan {
    let layout = try LayoutFileLoader.load(yaml: detailText, file: "Layouts/detail.yaml")
    return MatrixPlan(layouts: [LoadedLayout(path: "Layouts/detail.yaml", layout: layout)],
                      devices: names.map { catalog.device(named: $0)! }, catalog: catalog)
}

/// Runs a plan into a database; `stopAfter` batches, then leaves the run unfinished.
@discardableResult
func record(_ plan: MatrixPlan, in database: ResultDatabase, label: String, stopAfter: Int? = nil) throws -> Int64 {
    let writer = try RunWriter(database: database, info: RunInfo(label: label, toolVersion: "test", options: "{}",
                                                                fingerprint: RunFingerprint(catalogHash: "c", layoutsHash: "l", layoutsCommit: nil)),
                               plan: plan, layoutTexts: plan.layouts.map { _ in detailText })
    let batches = Mutex(0)
    MatrixRunner(plan: plan, jobs: 1).run { results in
        try! writer.write(results)
        return batches.withLock { count in
            count += 1
            return stopAfter.map { count < $0 } ?? true
        }
    }
    if stopAfter == nil { try writer.finish(seconds: 1.5) }
    return writer.runID
}

struct ResultStoreTests {
    @Test func schemaHasTheDocumentedTablesAndColumns() throws {
        let database = try ResultDatabase(path: temporaryDatabasePath())
        func columns(_ table: String) throws -> [String] {
            try database.rows("SELECT name FROM pragma_table_info(?)", arguments: [table]).map { $0[0]! }
        }
        #expect(try columns("runs") == ["id", "label", "status", "startedAt", "finishedAt", "toolVersion", "layoutsCommit",
                                        "options", "catalogHash", "layoutsHash", "caseCount", "seconds"])
        #expect(try columns("cases") == ["id", "runId", "layoutId", "deviceId", "window", "orientation", "direction", "width",
                                         "height", "safeTop", "safeLeft", "safeBottom", "safeRight", "widthClass", "heightClass", "variations", "status", "solveMicroseconds",
                                         "incremental", "viewCount", "errorCount", "warningCount", "marginTop", "marginLeft", "marginBottom",
                                         "marginRight", "barTop", "barBottom", "container", "containerWidth", "containerRule", "solutionId"])
        #expect(try columns("solutions") == ["id", "layoutId"])
        #expect(try columns("solutionFindings") == ["id", "solutionId", "kind", "severity", "views", "constraints", "message", "file", "line", "column"])
        #expect(try columns("solutionFrames") == ["solutionId", "position", "viewId", "hidden", "x", "y", "width", "height", "rootX", "rootY",
                                                  "exactX", "exactY", "exactWidth", "exactHeight"])
        #expect(try columns("views") == ["id", "layoutId", "name", "superview", "kind"])
        #expect(try columns("frame_details").prefix(5) == ["caseId", "position", "view", "superview", "kind"])
        #expect(try columns("frames") == ["caseId", "position", "viewId", "hidden", "x", "y", "width", "height", "rootX", "rootY",
                                          "exactX", "exactY", "exactWidth", "exactHeight"])
        #expect(try columns("diagnostics") == ["id", "caseId", "kind", "severity", "views", "constraints", "message", "file", "line", "column"])
        #expect(try columns("devices").prefix(4) == ["id", "runId", "name", "family"])
        #expect(try columns("layouts") == ["id", "runId", "name", "path", "contentHash", "orientations"])
        #expect(try columns("layoutFindings") == ["id", "layoutId", "kind", "severity", "message", "file", "line", "column"])
        #expect(try database.count("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'") >= 3)
    }

    /// What a layout's file uses that Trellis does not model is one finding of the layout, not
    /// one per case (22 such facts of a real app had become 25,740 warnings).
    @Test func aLayoutsOwnFindingsAreStoredOnce() throws {
        var plan = try detailPlan(["iPhone 15", "iPhone SE (1st generation)"])
        plan.layouts[0].layout.importWarnings = [ImportWarning(location: SourceLocation(file: "Main.storyboard", line: 12, column: 5),
                                                               message: "`adjustsImageSizeForAccessibilityContentSizeCategory` is not modelled")]
        let database = try ResultDatabase(path: temporaryDatabasePath())
        try record(plan, in: database, label: "main")
        #expect(try database.rows("SELECT kind, severity, message, file, line, \"column\" FROM layoutFindings")
            == [["not-modelled", "warning", "Main.storyboard:12:5: warning: `adjustsImageSizeForAccessibilityContentSizeCategory` is not modelled",
                 "Main.storyboard", "12", "5"]])
        #expect(try database.count("SELECT count(*) FROM diagnostics WHERE kind = 'not-modelled'") == 0)
        // Read back with the run, for the reports.
        let snapshot = try #require(try database.snapshot(run: try database.runSummaries()[0].id, frames: false))
        #expect(snapshot.layoutFindings.mapValues { $0.map { "\($0.kind) \($0.location.map(String.init(describing:)) ?? "")" } }
            == ["detail": ["not-modelled Main.storyboard:12:5"]])
        #expect(try database.count("SELECT count(*) FROM cases") == 6)
        // Counted once by the run too, and by --fail-on.
        let tally = MatrixRunner(plan: plan, jobs: 1).perform(storage: nil).tally
        #expect(tally.byKind[.notModelled] == 1 && tally.worstSeverity == .warning)
    }

    /// A view Xcode marks ambiguous in the design is one finding of the layout, not one per case:
    /// the designer has seen Xcode's warning already.
    @Test func ambiguityXcodeMarkedIsStoredOnceForTheLayout() throws {
        let text = """
            views:
              badge: {kind: imageView, image: 20x20, designedAmbiguous: true}
            constraints:
              - badge.top == root.top + 100
            """
        let layout = try LayoutFileLoader.load(yaml: text, file: "Layouts/badge.yaml")
        let plan = MatrixPlan(layouts: [LoadedLayout(path: "Layouts/badge.yaml", layout: layout)],
                              devices: ["iPhone 15", "iPhone SE (1st generation)"].map { catalog.device(named: $0)! }, catalog: catalog)
        let database = try ResultDatabase(path: temporaryDatabasePath())
        try record(plan, in: database, label: "main")
        #expect(try database.rows("SELECT kind, severity, message, file, line, \"column\" FROM layoutFindings")
            == [["ambiguous", "warning", "Ambiguous layout in the design: Xcode marks badge ambiguous on the design device: its constraints allow "
                    + "more than one frame, and UIKit shows whichever its engine finds. Said once for the layout, not on each case.",
                 "Layouts/badge.yaml", "2", "3"]])
        #expect(try database.count("SELECT count(*) FROM cases") == 6)
        #expect(try database.count("SELECT count(*) FROM diagnostics WHERE kind = 'ambiguous'") == 0)
        let tally = MatrixRunner(plan: plan, jobs: 1).perform(storage: nil).tally
        #expect(tally.byKind[.ambiguous] == 1)
    }

    @Test func aRunStoresItsCasesFramesAndDiagnostics() throws {
        let database = try ResultDatabase(path: temporaryDatabasePath())
        let runID = try record(try detailPlan(["iPhone 15", "iPhone SE (1st generation)"]), in: database, label: "main")
        #expect(try database.rows("SELECT label, status, caseCount, seconds FROM runs") == [["main", "complete", "6", "1.5"]])
        #expect(try database.rows("""
            SELECT d.name, c.orientation, c.width, c.height, c.widthClass, c.heightClass, c.status, c.incremental, c.viewCount
            FROM cases c JOIN devices d ON d.id = c.deviceId WHERE c.runId = ? ORDER BY d.id, c.id
            """, arguments: [runID]) == [
            ["iPhone 15", "portrait", "393", "852", "compact", "regular", "solved", "1", "4"],
            ["iPhone 15", "landscapeLeft", "852", "393", "compact", "compact", "solved", "1", "4"],
            ["iPhone 15", "landscapeRight", "852", "393", "compact", "compact", "solved", "1", "4"],
            ["iPhone SE (1st generation)", "portrait", "320", "568", "compact", "regular", "solved", "1", "4"],
            ["iPhone SE (1st generation)", "landscapeLeft", "568", "320", "compact", "compact", "solved", "1", "4"],
            ["iPhone SE (1st generation)", "landscapeRight", "568", "320", "compact", "compact", "solved", "1", "4"],
        ])
        #expect(try database.rows("""
            SELECT f.view, f.x, round(f.y, 3), f.width, round(f.height, 3), round(f.exactHeight, 3) FROM frame_details f JOIN cases c ON c.id = f.caseId
            JOIN devices d ON d.id = c.deviceId WHERE d.name = 'iPhone 15' AND c.orientation = 'portrait' ORDER BY f.position
            """) == [
            ["root", "0", "0", "393", "852", "852"],
            ["dateLabel", "16", "67", "361", "20.333", "20.333"],
            ["imageView", "16", "95.333", "361", "670.667", "670.667"],
            ["toolbar", "0", "774", "393", "44", "44"],
        ])
        // The detail screen is clean on both: every edge on its device's pixel grid.
        #expect(try database.count("SELECT count(*) FROM diagnostics") == 0)
        // What a report draws around the layout: margins 16 pt in from the safe area's sides, no bars.
        #expect(try database.rows("""
            SELECT c.safeTop, c.safeBottom, c.marginTop, c.marginLeft, c.marginBottom, c.marginRight, c.barTop, c.barBottom
            FROM cases c WHERE c.runId = ? AND c.orientation = 'portrait' ORDER BY c.id
            """, arguments: [runID]) == [
            ["59", "34", "59", "16", "34", "16", "0", "0"],
            ["20", "0", "20", "16", "0", "16", "0", "0"],
        ])
    }

    @Test func aDatabaseFromBeforeSchemaV2OpensForReading() throws {
        let path = temporaryDatabasePath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let old = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(old, upTo: "v1")
        try old.write { db in
            try db.execute(sql: """
                INSERT INTO runs (id, label, status, startedAt, toolVersion, options, catalogHash, layoutsHash, caseCount)
                    VALUES (1, 'old', 'complete', '2026-01-01T00:00:00Z', '0.0.1', '{}', 'c', 'l', 1);
                INSERT INTO devices (id, runId, name, family, year, width, height, scale, pixelWidth, pixelHeight, orientations, uncertain)
                    VALUES (1, 1, 'iPhone 8', 'phone', 2017, 375, 667, 2, 750, 1334, 'all', '[]');
                INSERT INTO layouts (id, runId, name, path, contentHash, orientations) VALUES (1, 1, 'card', 'card.yaml', 'h', 'all');
                INSERT INTO cases (runId, layoutId, deviceId, orientation, direction, width, height, safeTop, safeLeft, safeBottom, safeRight,
                    variations, status, solveMicroseconds, incremental, viewCount, errorCount, warningCount)
                    VALUES (1, 1, 1, 'portrait', 'ltr', 375, 667, 20, 0, 0, 0, '[]', 'solved', 1, 0, 0, 0, 0);
                """)
        }
        try old.close()
        let database = try ResultDatabase.openForReading(path: path)
        let snapshot = try #require(try database.snapshot(run: 1))
        let only = try #require(snapshot.cases[CaseKey(layout: "card", device: "iPhone 8", orientation: .portrait)])
        #expect(only.safeArea == EdgeInsets(top: 20))
        #expect(only.margins == nil && only.barInsets == nil)  // not recorded then; drawn without
        // Read as it is: nothing was migrated.
        #expect(try database.rows("SELECT identifier FROM grdb_migrations ORDER BY identifier") == [["v1"]])
    }

    /// A v1 database opened for writing is migrated to v4: its rows survive the rebuild of
    /// `frames`, foreign keys are enforced from then on, and deleting a case deletes its frames.
    @Test func anOldDatabaseMigratesAndEnforcesItsForeignKeys() throws {
        let path = temporaryDatabasePath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let old = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(old, upTo: "v3-diagnostic-locations")
        try old.close()
        let plan = try detailPlan(["iPhone 15"])
        let runID = try record(plan, in: try ResultDatabase(path: path), label: "before")
        let database = try ResultDatabase(path: path)
        #expect(try database.rows("SELECT identifier FROM grdb_migrations ORDER BY identifier")
            == [["v1"], ["v10-device-corners"], ["v2-margins-and-bars"], ["v3-diagnostic-locations"], ["v4-enforced-foreign-keys"],
                ["v5-case-containers"], ["v6-layout-findings"], ["v7-solutions"], ["v8-container-kinds"], ["v9-cases-without-device-key"]])
        #expect(try database.count("SELECT count(*) FROM frames") == 3 * 4)
        // Since v9 a case's device is not a declared key and has no index of its own (the writer
        // spent a sixth of its time keeping that index); its run and layout still are.
        #expect(try database.rows("SELECT \"table\", \"from\", on_delete FROM pragma_foreign_key_list('cases') ORDER BY \"table\"")
            == [["layouts", "layoutId", "CASCADE"], ["runs", "runId", "CASCADE"]])
        #expect(try database.rows("SELECT name FROM pragma_index_list('cases') ORDER BY name") == [["cases_by_key"], ["cases_on_layoutId"]])
        // A case of a run that does not exist is refused.
        #expect(throws: DatabaseError.self) {
            try database.queue.write { db in
                try db.execute(sql: """
                    INSERT INTO cases (runId, layoutId, deviceId, direction, variations, status, solveMicroseconds, incremental,
                        viewCount, errorCount, warningCount) VALUES (999, 1, 1, 'ltr', '[]', 'solved', 0, 0, 0, 0, 0)
                    """)
            }
        }
        try database.queue.write { db in try db.execute(sql: "DELETE FROM cases WHERE id = (SELECT min(id) FROM cases)") }
        #expect(try database.count("SELECT count(*) FROM frames") == 2 * 4)
        #expect(try database.count("SELECT count(*) FROM cases WHERE runId = ?", arguments: [runID]) == 2)
    }

    /// Cases with the same layout and screen point at one solution; the `frames` and `diagnostics`
    /// views still have rows per case.
    @Test func eachDistinctSolutionIsStoredOnce() throws {
        let database = try ResultDatabase(path: temporaryDatabasePath())
        let runID = try record(try detailPlan(["iPhone 13", "iPhone 13 Pro"]), in: database, label: "shared")
        let views = try database.count("SELECT count(*) FROM views")
        #expect(views == 4)
        #expect(try database.count("SELECT count(*) FROM cases") == 6)
        // An iPhone's two landscapes are two screens: the sensor housing is on one side.
        #expect(try database.count("SELECT count(*) FROM solutions") == 3)
        #expect(try database.count("SELECT count(*) FROM solutionFrames") == 3 * views)
        #expect(try database.count("SELECT count(*) FROM frames") == 6 * views)
        #expect(try database.rows("""
            SELECT d.name, c.orientation, c.solutionId - (SELECT min(id) FROM solutions) FROM cases c JOIN devices d ON d.id = c.deviceId
            ORDER BY c.deviceId, c.id
            """) == [["iPhone 13", "portrait", "0"], ["iPhone 13", "landscapeLeft", "1"], ["iPhone 13", "landscapeRight", "2"],
                     ["iPhone 13 Pro", "portrait", "0"], ["iPhone 13 Pro", "landscapeLeft", "1"], ["iPhone 13 Pro", "landscapeRight", "2"]])
        let snapshot = try #require(try database.snapshot(run: runID))
        let pro = try #require(snapshot.cases[CaseKey(layout: "detail", device: "iPhone 13 Pro", orientation: .landscapeRight)])
        let first = try #require(snapshot.cases[CaseKey(layout: "detail", device: "iPhone 13", orientation: .landscapeRight)])
        #expect(pro.solution == first.solution && pro.frames == first.frames && pro.viewOrder == first.viewOrder)
        #expect(pro.viewOrder.count == views && pro.frames["dateLabel"]!.width == 710)
    }

    /// Findings are stored once per solution too; the `diagnostics` view has them on every case.
    @Test func findingsAreStoredOncePerSolution() throws {
        let path = "Layouts/settings.yaml"
        let text = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
        let plan = MatrixPlan(layouts: [LoadedLayout(path: path, layout: try LayoutFileLoader.load(yaml: text, file: path))],
                              devices: ["iPad Air (4th generation)", "iPad Air (5th generation)"].map { catalog.device(named: $0)! }, catalog: catalog)
        let database = try ResultDatabase(path: temporaryDatabasePath())
        let runID = try record(plan, in: database, label: "notes")
        // Two iPads of one screen (and one corner radius) in four orientations: a portrait and a landscape solution.
        #expect(try database.count("SELECT count(*) FROM cases") == 8)
        #expect(try database.count("SELECT count(*) FROM solutions") == 2)
        let message = "Pixel grid: 2 views solve off the @2x grid and UIKit rounds them: bluetoothTitle, airplaneTitle."
        #expect(try database.rows("SELECT kind, message FROM solutionFindings") == Array(repeating: ["pixel-misaligned", message], count: 2))
        #expect(try database.rows("SELECT count(*), count(DISTINCT caseId), count(DISTINCT id) FROM diagnostics") == [["8", "8", "2"]])
        let snapshot = try #require(try database.snapshot(run: runID))
        #expect(snapshot.cases.count == 8 && snapshot.cases.values.allSatisfy { $0.diagnostics.map(\.message) == [message] })
    }

    /// What a run keeps of its cases as it writes them is what reading them back gives, so `run`
    /// summarises and writes CI files from memory.
    @Test func theWritersSnapshotIsWhatIsReadBack() throws {
        let names = ["detail", "login", "master-detail", "settings"]
        var entries = try names.map { name in
            let file = "Layouts/\(name).yaml"
            let text = try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
            return LoadedLayout(path: file, layout: try LayoutFileLoader.load(yaml: text, file: file))
        }
        let cell = """
            container: {kind: tableCell, height: fitting, host: {layout: settings, view: rows}}
            views:
              title: {kind: label, text: Title, intrinsicSize: 80x20}
            constraints:
              - title.leading == margins.leading
              - title.top == margins.top
              - title.bottom == margins.bottom
            """
        entries.append(LoadedLayout(path: "cell.yaml", layout: try LayoutFileLoader.load(yaml: cell, file: "cell.yaml")))
        // The foldable's outer screen gives the login form unsafe-area warnings; the iPads notes.
        let plan = MatrixPlan(layouts: entries, devices: ["iPhone 13", "iPhone 13 Pro", "iPhone (foldable) outer screen", "iPad (10th generation)"]
            .map { catalog.device(named: $0)! }, catalog: catalog)
        let database = try ResultDatabase(path: temporaryDatabasePath())
        let writer = try RunWriter(database: database, info: RunInfo(label: "kept", toolVersion: "test", options: "{}",
                                                                    fingerprint: RunFingerprint(catalogHash: "c", layoutsHash: "l", layoutsCommit: nil)),
                                   plan: plan, layoutTexts: entries.map(\.path))
        #expect(MatrixRunner(plan: plan, jobs: 2).perform(storage: writer).ending == .complete)
        let kept = writer.snapshot
        let read = try #require(try database.snapshot(run: writer.runID, frames: false))
        #expect(kept.runID == read.runID && kept.label == read.label && kept.isComplete && read.isComplete)
        #expect(kept.devices == read.devices && kept.layoutPaths == read.layoutPaths && kept.layoutFindings == read.layoutFindings)
        #expect(kept.cases.count == plan.cases().count && Set(kept.cases.keys) == Set(read.cases.keys))
        #expect(kept.cases.values.contains { $0.diagnostics.contains { $0.kind == .unsafeArea } })
        #expect(kept.cases.values.contains { $0.containerRule?.hasPrefix("table cell") == true })
        #expect(try database.count("SELECT count(*) FROM cases WHERE containerWidth IS NOT NULL") > 0)
        for (key, a) in kept.cases {
            let b = read.cases[key]!
            #expect(a.status == b.status && a.family == b.family && a.sizeClasses == b.sizeClasses && a.size == b.size, "\(key)")
            #expect(a.safeArea == b.safeArea && a.margins == b.margins && a.statusBar == b.statusBar, "\(key)")
            #expect(a.barInsets?.top == b.barInsets?.top && a.barInsets?.bottom == b.barInsets?.bottom, "\(key)")
            #expect(a.container == b.container && a.containerRule == b.containerRule && a.solution == b.solution, "\(key)")
            #expect(a.diagnostics == b.diagnostics && b.frames.isEmpty && a.frames.isEmpty, "\(key)")
        }
    }

    /// A database written by the previous release (schema v6: `Fixtures/schema-v6.sqlite`, the
    /// bundled layouts on four devices) reads as it is, and opened for writing becomes v8 with
    /// every frame and finding where it was.
    @Test func aDatabaseOfThePreviousReleaseIsReadAndMigrated() throws {
        let path = temporaryDatabasePath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repository.appendingPathComponent("Tests/ResultStoreTests/Fixtures/schema-v6.sqlite").path,
                                        toPath: path)
        let allFrames = "SELECT * FROM frames ORDER BY caseId, position"
        let allFindings = "SELECT * FROM diagnostics ORDER BY id"
        let readOnly = try ResultDatabase(path: path, readOnly: true)
        let frameRows = try readOnly.rows(allFrames), findingRows = try readOnly.rows(allFindings)
        #expect(frameRows.count == 422 && findingRows.count == 5)
        let before = try #require(try readOnly.snapshot(run: 1))
        #expect(before.caseCount == 51 && before.cases.values.allSatisfy { $0.solution != nil && !$0.frames.isEmpty })
        #expect(before.cases.values.reduce(0) { $0 + $1.diagnostics.count } == 5)

        let migrated = try ResultDatabase(path: path)
        #expect(try migrated.rows("SELECT identifier FROM grdb_migrations ORDER BY identifier").suffix(3)
            == [["v7-solutions"], ["v8-container-kinds"], ["v9-cases-without-device-key"]])
        #expect(try migrated.rows("SELECT count(*) FROM grdb_migrations WHERE identifier = 'v10-device-corners'") == [["1"]])
        #expect(try migrated.rows("SELECT id, runId, layoutId, deviceId, orientation, solutionId FROM cases ORDER BY id")
            == readOnly.rows("SELECT id, runId, layoutId, deviceId, orientation, solutionId FROM cases ORDER BY id"))
        #expect(try migrated.rows(allFrames) == frameRows)
        #expect(try migrated.rows(allFindings) == findingRows)
        #expect(try migrated.count("SELECT count(*) FROM solutions") == 51)
        #expect(try migrated.rows("SELECT view FROM frame_details WHERE caseId = 1 ORDER BY position").count
            == migrated.count("SELECT viewCount FROM cases WHERE id = 1"))
        let after = try #require(try migrated.snapshot(run: 1))
        #expect(after.cases.count == before.cases.count)
        for (key, old) in before.cases {
            let new = try #require(after.cases[key])
            #expect(new.frames == old.frames && new.viewOrder == old.viewOrder && new.diagnostics == old.diagnostics, "\(key)")
        }
        // A new run goes in beside it, its cases sharing solutions, with the frames and findings the
        // same run stores in a new database (the old run's own frames are the previous release's:
        // text metrics and UIKit's rules have moved since); deleting the old run takes its frames
        // with it.
        let plan = MatrixPlan(layouts: try ["detail", "login", "master-detail", "settings"].map { name in
            let file = "Layouts/\(name).yaml"
            let text = try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
            return LoadedLayout(path: file, layout: try LayoutFileLoader.load(yaml: text, file: file))
        }, devices: ["iPhone 13", "iPhone 13 Pro", "iPhone 14 Pro", "iPad (10th generation)"].map { catalog.device(named: $0)! }, catalog: catalog)
        let second = try record(plan, in: migrated, label: "v7")
        #expect(try migrated.count("SELECT count(*) FROM solutions s JOIN layouts l ON l.id = s.layoutId WHERE l.runId = ?", arguments: [second]) == 32)
        let new = try #require(try migrated.snapshot(run: second))
        let freshPath = temporaryDatabasePath()
        try FileManager.default.createDirectory(atPath: (freshPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let fresh = try ResultDatabase(path: freshPath)
        let expected = try #require(try fresh.snapshot(run: try record(plan, in: fresh, label: "v7")))
        #expect(Set(new.cases.keys) == Set(before.cases.keys) && Set(expected.cases.keys) == Set(before.cases.keys))
        for (key, made) in expected.cases {
            #expect(new.cases[key]?.frames == made.frames && new.cases[key]?.diagnostics == made.diagnostics, "\(key)")
        }
        #expect(try migrated.pruneRuns(keep: 1) == [1])
        #expect(try migrated.count("SELECT count(*) FROM solutionFrames")
            == migrated.count("SELECT count(*) FROM solutionFrames f JOIN solutions s ON s.id = f.solutionId"))
        #expect(try migrated.count("SELECT count(*) FROM frames") == 422)
        #expect(try migrated.rows(allFindings).count == 5)
    }

    /// A value a column never takes (a hand-edited row) is an error naming the column and the
    /// value, not a silent default.
    @Test func aHandEditedRowIsReportedNotGuessed() throws {
        let path = temporaryDatabasePath()
        let database = try ResultDatabase(path: path)
        let runID = try record(try detailPlan(["iPhone 15"]), in: database, label: "edited")
        try database.queue.write { db in try db.execute(sql: "UPDATE cases SET direction = 'sideways' WHERE id = (SELECT min(id) FROM cases)") }
        #expect(throws: ResultDatabaseError.unexpectedValue(column: "direction", value: "sideways")) {
            try database.snapshot(run: runID)
        }
        #expect(ResultDatabaseError.unexpectedValue(column: "direction", value: "sideways").description
            == "the results database holds 'sideways' in column direction, which Trellis never writes there; "
            + "the file was changed by hand or is damaged")
    }

    /// A finding's kind is read back by its name from the kinds LayoutModel declares; a name it
    /// does not declare is the same error, not a kind made up on the spot.
    @Test func aFindingOfAnUnknownKindIsReportedNotGuessed() throws {
        let path = temporaryDatabasePath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repository.appendingPathComponent("Tests/ResultStoreTests/Fixtures/schema-v6.sqlite").path,
                                        toPath: path)
        let database = try ResultDatabase(path: path)
        let kinds = try database.rows("SELECT kind, count(*) FROM solutionFindings GROUP BY kind ORDER BY kind")
        #expect(kinds == [["pixel-misaligned", "5"]])
        let read = try #require(try database.snapshot(run: 1)).cases.values.flatMap(\.diagnostics)
        #expect(read.count == 5 && read.allSatisfy { $0.kind == .pixelMisaligned && $0.severity == .note })
        try database.queue.write { db in try db.execute(sql: "UPDATE solutionFindings SET kind = 'mystery' WHERE id = (SELECT min(id) FROM solutionFindings)") }
        #expect(throws: ResultDatabaseError.unexpectedValue(column: "kind", value: "mystery")) {
            try database.snapshot(run: 1)
        }
    }

    @Test func anInterruptedRunStaysIncompleteAndEarlierRunsAreUntouched() throws {
        let path = temporaryDatabasePath()
        let database = try ResultDatabase(path: path)
        let plan = try detailPlan(["iPhone 15", "iPhone 8", "iPad Air 2"])
        let first = try record(plan, in: database, label: "before")
        let before = try database.count("SELECT count(*) FROM frames")
        let second = try record(plan, in: database, label: "stopped", stopAfter: 1)
        #expect(try database.rows("SELECT id, status FROM runs ORDER BY id") == [["\(first)", "complete"], ["\(second)", "incomplete"]])
        #expect(try database.count("SELECT count(*) FROM frames f JOIN cases c ON c.id = f.caseId WHERE c.runId = ?", arguments: [first]) == before)
        #expect(try database.count("SELECT caseCount FROM runs WHERE id = ?", arguments: [second])
            == database.count("SELECT count(*) FROM cases WHERE runId = ?", arguments: [second]))
        // Reopening migrates nothing and keeps both runs.
        #expect(try ResultDatabase(path: path).runs().map(\.status) == [.incomplete, .complete])
    }

    /// A run's layouts and views are written with its first batch of cases, on the writer's
    /// thread; a run that has no case writes them when it finishes, and one stopped before its
    /// first batch has none.
    @Test func layoutsAreWrittenWithTheFirstBatchOrAtTheEnd() throws {
        let database = try ResultDatabase(path: temporaryDatabasePath())
        let none = try record(try detailPlan([]), in: database, label: "no devices")
        #expect(try database.count("SELECT count(*) FROM cases WHERE runId = ?", arguments: [none]) == 0)
        #expect(try database.rows("SELECT name, path FROM layouts WHERE runId = ?", arguments: [none]) == [["detail", "Layouts/detail.yaml"]])
        let views = try database.count("SELECT count(*) FROM views v JOIN layouts l ON l.id = v.layoutId WHERE l.runId = ?", arguments: [none])
        #expect(views == 4)
        let some = try record(try detailPlan(["iPhone 15"]), in: database, label: "one device")
        #expect(try database.count("SELECT count(*) FROM views v JOIN layouts l ON l.id = v.layoutId WHERE l.runId = ?", arguments: [some]) == views)
        #expect(try database.count("SELECT count(*) FROM frame_details f JOIN cases c ON c.id = f.caseId WHERE c.runId = ?", arguments: [some])
            == database.count("SELECT sum(viewCount) FROM cases WHERE runId = ?", arguments: [some]))
    }

    /// A contact sheet's order: layouts by name, devices in the run's order (others after them, by
    /// name), full screen before Split View windows, orientations in UIKit's order, left-to-right first.
    @Test func casesAreOrderedAsTheContactSheetShowsThem() {
        let keys = [
            CaseKey(layout: "settings", device: "iPhone 8", orientation: .portrait),
            CaseKey(layout: "detail", device: "Old Phone", orientation: .portrait),
            CaseKey(layout: "detail", device: "iPad Air 2", window: "split 1/3", orientation: .landscapeLeft),
            CaseKey(layout: "detail", device: "iPad Air 2", orientation: .landscapeLeft, direction: .rightToLeft),
            CaseKey(layout: "detail", device: "iPad Air 2", orientation: .landscapeLeft),
            CaseKey(layout: "detail", device: "iPad Air 2", orientation: .portrait),
            CaseKey(layout: "detail", device: "Another Phone", orientation: nil),
            CaseKey(layout: "detail", device: "iPhone 8", orientation: .landscapeRight),
        ]
        #expect(CaseKey.sheetOrder(keys, devices: ["iPhone 8", "iPad Air 2"]).map(\.description) == [
            "detail on iPhone 8 landscapeRight",
            "detail on iPad Air 2 portrait",
            "detail on iPad Air 2 landscapeLeft",
            "detail on iPad Air 2 landscapeLeft rtl",
            "detail on iPad Air 2 split 1/3 landscapeLeft",
            "detail on Another Phone no orientation",
            "detail on Old Phone portrait",
            "settings on iPhone 8 portrait",
        ])
    }

    /// The example queries of Reports/README.md run against a real run's database.
    @Test func readmeQueriesRun() throws {
        let readme = try String(contentsOf: repository.appendingPathComponent("Reports/README.md"), encoding: .utf8)
        let queries = readme.components(separatedBy: "```sql\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(queries.count == 4)
        let database = try ResultDatabase(path: temporaryDatabasePath())
        try record(try detailPlan(["iPhone SE (1st generation)", "iPhone 15"]), in: database, label: "readme")
        let results = try queries.map { try database.rows($0) }
        #expect(results[0].isEmpty)
        #expect(results[1].map { $0[0]! } == ["iPhone SE (1st generation)", "iPhone 15"])
        // The first SE's two landscapes are one screen; the iPhone 15's are two (its sensor housing
        // is on one side): five solutions for six cases.
        #expect(results[2] == [["detail", "5", "6"]])
        #expect(results[3].isEmpty)
    }

    /// A batch of more frames than one multi-row insert takes: every frame lands once, in order.
    @Test func largeBatchesStoreEveryFrame() throws {
        let settingsText = try String(contentsOf: repository.appendingPathComponent("Layouts/settings.yaml"), encoding: .utf8)
        let layout = try LayoutFileLoader.load(yaml: settingsText, file: "Layouts/settings.yaml")
        let plan = MatrixPlan(layouts: [LoadedLayout(path: "Layouts/settings.yaml", layout: layout)],
                              devices: ["iPhone 12", "iPhone 13", "iPhone 14", "iPhone 15", "iPhone 16"].map { catalog.device(named: $0)! },
                              catalog: catalog, appOrientations: [.phone: .portrait, .pad: .portrait])
        let database = try ResultDatabase(path: temporaryDatabasePath())
        let writer = try RunWriter(database: database, info: RunInfo(label: nil, toolVersion: "test", options: "{}",
                                                                    fingerprint: RunFingerprint(catalogHash: "c", layoutsHash: "l", layoutsCommit: nil)),
                                   plan: plan, layoutTexts: [settingsText])
        let batches = Mutex<[[CaseResult]]>([])
        MatrixRunner(plan: plan, jobs: 1).run { results in
            batches.withLock { $0.append(results) }
            return true
        }
        let all = batches.withLock { $0 }.flatMap { $0 }
        try writer.write(all)
        #expect(all.count == 5 && all.allSatisfy { $0.frames.count == 18 })
        #expect(try database.count("SELECT count(*) FROM frames") == 90)
        let stored = try database.rows("SELECT view FROM frame_details WHERE caseId = (SELECT max(id) FROM cases) ORDER BY position")
        #expect(stored.map { $0[0]! } == all.last!.frames.map(\.view))
        #expect(try database.rows("SELECT round(y, 3) FROM frame_details f JOIN cases c ON c.id = f.caseId "
            + "JOIN devices d ON d.id = c.deviceId WHERE d.name = 'iPhone 16' AND f.view = 'bluetoothSwitch'") == [["6"]])
    }

    /// A batch of more cases than one multi-row insert takes (two full statements and the rest
    /// one by one): every case lands once, in the batch's order, with its own columns.
    @Test func largeBatchesStoreEveryCaseInOrder() throws {
        let plan = try detailPlan(Array(catalog.devices.filter { $0.idiom == .phone }.prefix(12)).map(\.name))
        let batches = Mutex<[[CaseResult]]>([])
        MatrixRunner(plan: plan, jobs: 1).run { results in
            batches.withLock { $0.append(results) }
            return true
        }
        let all = batches.withLock { $0 }.flatMap { $0 }
        #expect(all.count == 36)
        #expect(all.count > 2 * RunWriter.casesPerStatement)
        let database = try ResultDatabase(path: temporaryDatabasePath())
        let writer = try RunWriter(database: database, info: RunInfo(label: nil, toolVersion: "test", options: "{}",
                                                                    fingerprint: RunFingerprint(catalogHash: "c", layoutsHash: "l", layoutsCommit: nil)),
                                   plan: plan, layoutTexts: [detailText])
        try writer.write(all)
        let rows = try database.rows("SELECT d.name, c.orientation, c.width, c.viewCount FROM cases c JOIN devices d ON d.id = c.deviceId ORDER BY c.id")
        let expected: [[String?]] = all.map { result in
            let screen = result.matrixCase.screen
            let width: String? = screen.map { formatPoints($0.size.width) }
            return [result.matrixCase.device.name, screen?.orientation.rawValue, width, String(result.frames.count)]
        }
        #expect(rows == expected)
    }

    /// Batches written in the background, with little room so submitters have to wait: every
    /// case is stored once and the run completes.
    @Test func backgroundWritesKeepEveryCase() throws {
        let plan = try detailPlan(["iPhone 15", "iPhone 8", "iPad Air 2", "iPhone SE (1st generation)", "iPad Pro 13-inch (M4)"])
        let database = try ResultDatabase(path: temporaryDatabasePath())
        let writer = try RunWriter(database: database, info: RunInfo(label: "bg", toolVersion: "test", options: "{}",
                                                                    fingerprint: RunFingerprint(catalogHash: "c", layoutsHash: "l", layoutsCommit: nil)),
                                   plan: plan, layoutTexts: plan.layouts.map { _ in detailText })
        let outcome = MatrixRunner(plan: plan, jobs: 2).perform(storage: writer, writeQueueLimit: 2)
        #expect(outcome.ending == .complete)
        #expect(try database.count("SELECT count(*) FROM cases") == plan.cases().count)
        #expect(try database.count("SELECT count(*) FROM frames") == 4 * plan.cases().count)
        #expect(try database.rows("SELECT status FROM runs") == [["complete"]])
    }

    /// Runs that open one new database at the same moment all migrate it: one of them may read
    /// which migrations are applied just before another applies the next, and must not then
    /// apply it again (CI saw "duplicate column name: file" from two concurrent `trellis run`s).
    @Test func databasesOpenedAtOnceAreMigratedOnce() throws {
        for _ in 0..<40 {
            let path = temporaryDatabasePath()
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 3) { _ in
                do { _ = try ResultDatabase(path: path) } catch { failures.withLock { $0.append("\(error)") } }
            }
            #expect(failures.withLock { $0 } == [])
            #expect(try ResultDatabase(path: path).count("SELECT count(*) FROM grdb_migrations") == Schema.migrator.migrations.count)
        }
    }

    @Test func queriesPrintAsTablesCSVAndJSON() throws {
        let path = temporaryDatabasePath()
        try record(try detailPlan(["iPhone 15"]), in: try ResultDatabase(path: path), label: "q")
        let database = try ResultDatabase.openForReading(path: path)
        let result = try database.query("SELECT name, year, statusBar, NULL AS missing FROM devices")
        #expect(result == QueryResult(columns: ["name", "year", "statusBar", "missing"], rows: [["iPhone 15", "2023", "54", nil]]))
        #expect(result.table == """
            name       year  statusBar  missing
            ---------  ----  ---------  -------
            iPhone 15  2023  54         NULL
            (1 row)

            """)
        #expect(result.csv == "name,year,statusBar,missing\niPhone 15,2023,54,\n")
        #expect(result.json == "[{\"name\":\"iPhone 15\",\"year\":\"2023\",\"statusBar\":\"54\",\"missing\":null}]\n")
        #expect(QueryResult(columns: ["a"], rows: [["x,\"y\""]]).csv == "a\n\"x,\"\"y\"\"\"\n")
    }

    @Test func shortcutsFilterFramesAndDiagnostics() throws {
        let path = temporaryDatabasePath()
        let writable = try ResultDatabase(path: path)
        try record(try detailPlan(["iPhone 15", "iPhone SE (1st generation)", "iPhone SE (3rd generation)"]), in: writable, label: "s")
        let database = try ResultDatabase.openForReading(path: path)
        let frames = try database.frames(CaseFilter(layout: "detail", device: "iPhone SE*", orientation: .landscapeLeft))
        #expect(frames.columns == ["layout", "device", "orientation", "view", "x", "y", "width", "height", "hidden"])
        #expect(frames.rows.map { "\($0[1]!) \($0[3]!) \($0[6]!)" } == [
            "iPhone SE (1st generation) root 568", "iPhone SE (1st generation) dateLabel 528",
            "iPhone SE (1st generation) imageView 528", "iPhone SE (1st generation) toolbar 568",
            "iPhone SE (3rd generation) root 667", "iPhone SE (3rd generation) dateLabel 627",
            "iPhone SE (3rd generation) imageView 627", "iPhone SE (3rd generation) toolbar 667",
        ])
        #expect(try database.frames(CaseFilter(run: 99)).rows.isEmpty)
        #expect(try database.diagnostics(CaseFilter(), kind: .ambiguous).rows.isEmpty)
        #expect(try database.diagnostics(CaseFilter(device: "iPhone 15"), severity: .error).columns
            == ["layout", "device", "orientation", "severity", "kind", "views", "message"])
    }

    @Test func queriesNeverWrite() throws {
        let path = temporaryDatabasePath()
        try record(try detailPlan(["iPhone 15"]), in: try ResultDatabase(path: path), label: "q")
        let database = try ResultDatabase.openForReading(path: path)
        #expect(throws: QueryError.writes("DELETE FROM runs")) { try database.query(" DELETE FROM runs ") }
        #expect(throws: QueryError.writes("DROP TABLE solutionFrames")) { try database.query("DROP TABLE solutionFrames") }
        #expect(try database.query("SELECT count(*) FROM runs").rows == [["1"]])
        #expect(throws: QueryError.sql("near \"SELEC\": syntax error")) { try database.query("SELEC 1") }
        #expect(throws: QueryError.noDatabase("/nonexistent/x.sqlite")) { try ResultDatabase.openForReading(path: "/nonexistent/x.sqlite") }
    }

    /// SQLite itself bounds a query: no database can be attached however the statement is
    /// written (a comment before ATTACH passed a check of its first word), no value grows past
    /// 64 MB (a string doubled forty times took 3.2 GB), and the rows stop at 512 MB.
    @Test func queriesAreBoundedBySQLiteItself() throws {
        let path = temporaryDatabasePath()
        _ = try ResultDatabase(path: path)
        let database = try ResultDatabase.openForReading(path: path)
        #expect(throws: QueryError.otherDatabase) { try database.query("/* c */ ATTACH '\(path)' AS other") }
        #expect(throws: QueryError.otherDatabase) { try database.query("attach database ':memory:' as m") }
        let doubling = "WITH RECURSIVE s(x, n) AS (SELECT 'a', 0 UNION ALL SELECT x || x, n + 1 FROM s WHERE n < 40) SELECT length(x) FROM s"
        #expect(throws: QueryError.valueTooLong(64_000_000)) { try database.query(doubling, timeout: 5) }
        #expect(QueryError.valueTooLong(64_000_000).description
            == "the query made a value longer than 64 MB and was stopped; results hold no such values (select a part with substr())")
        let wide = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20) SELECT printf('%.*c', 30000000, 'x') FROM n"
        #expect(throws: QueryError.resultTooLarge(512_000_000)) { try database.query(wide, timeout: 5) }
        #expect(try database.query("SELECT length(printf('%.*c', 1000, 'x'))").rows == [["1000"]])
    }

    @Test func runsAreListedAndPrunedButTheNewestCompleteOneStays() throws {
        let database = try ResultDatabase(path: temporaryDatabasePath())
        let plan = try detailPlan(["iPhone 15"])
        let first = try record(plan, in: database, label: "a")
        let second = try record(plan, in: database, label: "b")
        let third = try record(plan, in: database, label: "c", stopAfter: 1)
        #expect(try database.runSummaries().map { "\($0.id) \($0.label ?? "") \($0.status) \($0.cases)" }
            == ["\(third) c incomplete 1", "\(second) b complete 3", "\(first) a complete 3"])
        #expect(try database.pruneRuns(keep: 1) == [first])
        #expect(try database.runSummaries().map(\.id) == [third, second])
        #expect(try database.count("SELECT count(*) FROM cases WHERE runId = ?", arguments: [first]) == 0)
        #expect(try database.count("SELECT count(*) FROM devices WHERE runId = ?", arguments: [first]) == 0)
        #expect(try database.count("SELECT count(*) FROM layouts WHERE runId = ?", arguments: [first]) == 0)
        #expect(try database.count("SELECT count(*) FROM frames f JOIN cases c ON c.id = f.caseId") == (3 + 1) * 4)
        // Stored once per solution (the iPhone 15's portrait and its two landscapes, whose sensor
        // housing is on one side each); the first run's went with it.
        #expect(try database.count("SELECT count(*) FROM solutionFrames") == (3 + 1) * 4)
        #expect(try database.pruneRuns(keep: 0) == [third])
        #expect(try database.runSummaries().map(\.id) == [second])
    }

    /// Pruning gives the deleted runs' space back to the disk (a real app's 52.6 MB file kept its
    /// size with 12,597 free pages in it; VACUUM makes it 0.96 MB).
    @Test func pruningReclaimsTheSpace() throws {
        let path = temporaryDatabasePath()
        let database = try ResultDatabase(path: path)
        try record(try detailPlan(catalog.devices.map(\.name)), in: database, label: "big")
        try record(try detailPlan(["iPhone 15"]), in: database, label: "small")
        let before = try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int
        #expect(try database.pruneRuns(keep: 1).count == 1)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int
        #expect(try database.count("SELECT freelist_count FROM pragma_freelist_count") == 0)
        #expect(after < before, "\(before) → \(after) bytes")
    }

    @Test func jsonListsRoundTrip() throws {
        let strings = ["plain", "quote \" and \\ backslash", "line\nbreak\ttab", "\u{1}", "ünïcödé"]
        let text = StringList.json(strings)
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String] == strings)
        #expect(StringList.json([]) == "[]")
    }

    @Test func contentHashesAreStable() {
        #expect(ContentHash.of("") == "cbf29ce484222325")
        #expect(ContentHash.of("a") == "af63dc4c8601ec8c")
    }
}

/// Commands that only read open the database read-only: nothing migrated, nothing written.
struct ReadOnlyDatabaseTests {
    func filesAndBytes(in directory: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            result[name] = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(name))
        }
        return result
    }

    @Test func readingChangesNoByte() throws {
        let path = temporaryDatabasePath()
        do {
            try record(try detailPlan(["iPhone 15"]), in: try ResultDatabase(path: path), label: "r")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let before = try filesAndBytes(in: directory)
        let database = try ResultDatabase.openForReading(path: path)
        _ = try database.snapshot(run: 1)
        _ = try database.runSummaries()
        _ = try database.query("SELECT count(*) FROM frames")
        let after = try filesAndBytes(in: directory)
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(after == before)
    }

    @Test func anEmptyFileStaysEmptyAndIsRefused() throws {
        let path = temporaryDatabasePath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(throws: QueryError.unreadable(.noResults(path))) { try ResultDatabase.openForReading(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
        #expect(QueryError.unreadable(.noResults(path)).description
            == "\(path) holds no Trellis results (no runs table); `trellis run --db \(path)` would make it a results database")
    }

    @Test func aNewerSchemaIsRefused() throws {
        let path = temporaryDatabasePath()
        let database = try ResultDatabase(path: path)
        try database.queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future')") }
        #expect(throws: QueryError.unreadable(.newerSchema(path, ["v9-from-the-future"]))) { try ResultDatabase.openForReading(path: path) }
        #expect(QueryError.unreadable(.newerSchema(path, ["v9-from-the-future"])).description
            == "\(path) was written by a newer Trellis (schema v9-from-the-future); update Trellis to read it")
    }

    /// Writing is refused as reading is: a newer Trellis's database is not migrated or written
    /// (a run added its rows beside schema it did not know), another program's SQLite file gets
    /// no Trellis tables beside its own, and an empty file Trellis did not create stays empty.
    @Test func runsWriteOnlyIntoTheirOwnDatabases() throws {
        let newer = temporaryDatabasePath()
        try ResultDatabase(path: newer).queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future')") }
        #expect(throws: ResultDatabaseError.newerSchema(newer, ["v9-from-the-future"])) { try ResultDatabase(path: newer) }

        let others = temporaryDatabasePath()
        try FileManager.default.createDirectory(atPath: (others as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try DatabaseQueue(path: others).write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT)") }
        #expect(throws: ResultDatabaseError.othersDatabase(others, ["notes"])) { try ResultDatabase(path: others) }
        #expect(try DatabaseQueue(path: others).read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master") } == ["notes"])
        #expect(ResultDatabaseError.othersDatabase(others, ["notes"]).description == "\(others) is another program's SQLite database "
            + "(tables notes) with no Trellis results; Trellis does not add its tables to it: give --db a new file")

        let empty = temporaryDatabasePath()
        try FileManager.default.createDirectory(atPath: (empty as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(throws: ResultDatabaseError.emptyFile(empty)) { try ResultDatabase(path: empty) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: empty)).isEmpty)
        #expect(ResultDatabaseError.emptyFile(empty).description == "\(empty) is an empty file that Trellis did not create; "
            + "Trellis does not turn it into a database: remove it, or give --db a new file")

        // A database Trellis made, and a new path, open for writing as before.
        _ = try ResultDatabase(path: newer.replacingOccurrences(of: "results.sqlite", with: "fresh.sqlite"))
    }

    @Test func anEndlessQueryStopsAtItsTimeout() throws {
        let path = temporaryDatabasePath()
        _ = try ResultDatabase(path: path)
        let database = try ResultDatabase.openForReading(path: path)
        let endless = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n"
        #expect(throws: QueryError.timeout(0.2)) { try database.query(endless, timeout: 0.2) }
        #expect(QueryError.timeout(0.2).description == "the query ran for more than 0.2 s and was stopped; give it longer with --timeout SECONDS")
        #expect(try database.query("SELECT 1", timeout: 0.2).rows == [["1"]])
    }

    @Test func doublesReadWithoutBinaryNoise() throws {
        let path = temporaryDatabasePath()
        _ = try ResultDatabase(path: path)
        let database = try ResultDatabase.openForReading(path: path)
        #expect(try database.query("SELECT 145.66666666666666, 29.99999999999997, 0.5, -3.0, 1e300").rows
            == [["145.6666667", "30", "0.5", "-3", "1e+300"]])
    }
}

extension ReadOnlyDatabaseTests {
    /// A damaged file (a copy cut short) is named with what to do, for the commands that write and
    /// for those that read, instead of "SQLite error 11: database disk image is malformed".
    @Test func aDamagedDatabaseIsSaidInWords() throws {
        let source = temporaryDatabasePath()
        try record(try detailPlan(catalog.devices.map(\.name)), in: try ResultDatabase(path: source), label: "whole")
        let damaged = temporaryDatabasePath()
        try FileManager.default.createDirectory(atPath: (damaged as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(try Data(contentsOf: URL(fileURLWithPath: source)).prefix(5_000)).write(to: URL(fileURLWithPath: damaged))
        let words = "\(damaged): the database file is damaged; move it away (a new run starts a new one) or restore it from a copy"
        #expect(throws: ResultDatabaseError.unusable(damaged, String(words.dropFirst(damaged.count + 2)))) { try ResultDatabase(path: damaged) }
        #expect(throws: QueryError.unreadable(.unusable(damaged, String(words.dropFirst(damaged.count + 2))))) {
            try ResultDatabase.openForReading(path: damaged).runSummaries()
        }
        #expect(ResultDatabaseError.unusable(damaged, String(words.dropFirst(damaged.count + 2))).description == words)
    }

    @Test func storageProblemsReadAsWhatToDo() {
        #expect(ResultDatabase.storageProblem(DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full"))
            == "the disk is full; free some space and run again")
        #expect(ResultDatabase.storageProblem(DatabaseError(resultCode: .SQLITE_READONLY, message: "attempt to write a readonly database"))
            == "the database cannot be written (a read-only file or folder); give --db a file you can write, or change its permissions")
        #expect(ResultDatabase.storageProblem(DatabaseError(resultCode: .SQLITE_BUSY, message: "database is locked"))
            == "another program held the database for more than two minutes; wait for it, or give --db another file")
        #expect(ResultDatabase.storageProblem(DatabaseError(resultCode: .SQLITE_CONSTRAINT, message: "NOT NULL constraint failed: frames.width"))
            == "NOT NULL constraint failed: frames.width")
    }
}

