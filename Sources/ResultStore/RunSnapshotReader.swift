import GRDB
import MatrixRun
import TrellisBase

extension ResultDatabase {
    /// The newest complete run's id, and the one before it.
    public func newestCompleteRuns() throws -> [Int64] {
        try queue.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM runs WHERE status = '\(RunStatus.complete)' ORDER BY id DESC LIMIT 2") }
    }

    /// The id of the newest run with this label, if any.
    public func run(labelled label: String) throws -> Int64? {
        try queue.read { db in try Int64.fetchOne(db, sql: "SELECT max(id) FROM runs WHERE label = ?", arguments: [label]) }
    }

    /// One run, loaded for diffing and drawing; without `frames`, its cases and diagnostics only
    /// (what CI reports of a run need), skipping the bulk of the rows.
    public func snapshot(run id: Int64, frames includesFrames: Bool = true) throws -> RunSnapshot? {
        try queue.read { db in
            guard let run = try RunRecord.fetchOne(db, key: id) else { return nil }
            var keys: [Int64: CaseKey] = [:]
            var cases: [Int64: CaseSnapshot] = [:]
            // A database no command has migrated since (read-only) may lack later device columns.
            let corners = try db.columns(in: "devices").contains { $0.name == "cornerRadius" } ? "d.cornerRadius" : "NULL AS cornerRadius"
            let caseRows = try Row.fetchCursor(db, sql: """
                SELECT c.*, l.name AS layoutName, d.name AS deviceName, d.family, d.statusBar, \(corners)
                FROM cases c JOIN layouts l ON l.id = c.layoutId JOIN devices d ON d.id = c.deviceId WHERE c.runId = ?
                """, arguments: [id])
            while let row = try caseRows.next() {
                let caseID: Int64 = row["id"]
                keys[caseID] = try CaseKey(row: row)
                cases[caseID] = try CaseSnapshot(row: row)
            }
            // Each solution's frames and findings are read once and shared by its cases; before
            // schema v7 each case was a solution of its own, under the case's id.
            let storesSolutions = try db.tableExists("solutions")
            let solutionFrames = includesFrames ? try readFrames(run: id, storesSolutions: storesSolutions, db) : [:]
            var findings: [Int64: [Finding]] = [:]
            let findingRows = try Row.fetchCursor(db, sql: storesSolutions
                ? "SELECT g.*, g.solutionId AS solution FROM solutionFindings g WHERE g.solutionId IN (SELECT solutionId FROM cases WHERE runId = ?) ORDER BY g.id"
                : "SELECT g.*, g.caseId AS solution FROM diagnostics g WHERE g.caseId IN (SELECT id FROM cases WHERE runId = ?) ORDER BY g.id",
                arguments: [id])
            while let row = try findingRows.next() {
                findings[row["solution"], default: []].append(try Finding(row: row))
            }
            for caseID in Array(cases.keys) {
                guard let solution = cases[caseID]!.solution else { continue }
                if let found = findings[solution] { cases[caseID]!.diagnostics = found }
                if let frames = solutionFrames[solution] {
                    cases[caseID]!.frames = frames.frames
                    cases[caseID]!.viewOrder = frames.order
                }
            }
            let layoutPaths = try Row.fetchAll(db, sql: "SELECT name, path FROM layouts WHERE runId = ?", arguments: [id])
                .reduce(into: [String: String]()) { paths, row in paths[row["name"]] = row["path"] }
            let devices = try String.fetchAll(db, sql: "SELECT name FROM devices WHERE runId = ? ORDER BY id", arguments: [id])
            var byKey: [CaseKey: CaseSnapshot] = Dictionary(minimumCapacity: cases.count)
            for (caseID, snapshot) in cases where byKey[keys[caseID]!] == nil { byKey[keys[caseID]!] = snapshot }
            var snapshot = RunSnapshot(runID: id, label: run.label, cases: byKey, devices: devices)
            snapshot.isComplete = run.status == .complete
            snapshot.layoutPaths = layoutPaths
            if try db.tableExists("layoutFindings") {
                let rows = try Row.fetchAll(db, sql: """
                    SELECT l.name AS layoutName, f.kind, f.message, f.file, f.line, f."column" FROM layoutFindings f
                    JOIN layouts l ON l.id = f.layoutId WHERE l.runId = ? ORDER BY f.id
                    """, arguments: [id])
                for row in rows {
                    let finding = Finding(kind: try row.decodeKind("kind"), message: row["message"], location: Finding.location(in: row))
                    snapshot.layoutFindings[row["layoutName"], default: []].append(finding)
                }
            }
            return snapshot
        }
    }

    /// Each solution's frames (by view name) and view names in tree order.
    private func readFrames(run id: Int64, storesSolutions: Bool, _ db: Database) throws
        -> [Int64: (frames: [String: FrameSnapshot], order: [String])] {
        // View names once per layout, not once per frame.
        var viewNames: [Int64: String] = [:]
        let viewRows = try RowReader("SELECT v.id, v.name FROM views v JOIN layouts l ON l.id = v.layoutId WHERE l.runId = ?", run: id, in: db)
        while try viewRows.next() { viewNames[viewRows.int64(0)] = viewRows.string(1) }
        let columns = "f.viewId, f.rootX, f.rootY, f.width, f.height, f.exactX, f.exactY, f.exactWidth, f.exactHeight, f.hidden"
        let sql = storesSolutions
            ? "SELECT f.solutionId, \(columns) FROM solutionFrames f WHERE f.solutionId IN (SELECT solutionId FROM cases WHERE runId = ?) ORDER BY f.solutionId, f.position"
            : "SELECT f.caseId, \(columns) FROM frames f WHERE f.caseId IN (SELECT id FROM cases WHERE runId = ?) ORDER BY f.caseId, f.position"
        let frameRows = try RowReader(sql, run: id, in: db)
        var solutions: [Int64: (frames: [String: FrameSnapshot], order: [String])] = [:]
        var current: Int64?
        var frames: [String: FrameSnapshot] = [:]
        var order: [String] = []
        func store() {
            guard let current else { return }
            solutions[current] = (frames, order)
        }
        while try frameRows.next() {
            let solution = frameRows.int64(0)
            if solution != current {
                store()
                current = solution
                // The next solution is likely the size of this one (the same layout on another screen).
                frames = Dictionary(minimumCapacity: order.count)
                order.removeAll(keepingCapacity: true)
            }
            let name = viewNames[frameRows.int64(1)] ?? "view \(frameRows.int64(1))"
            frames[name] = FrameSnapshot(
                x: frameRows.double(2), y: frameRows.double(3), width: frameRows.double(4), height: frameRows.double(5),
                exactX: frameRows.double(6), exactY: frameRows.double(7), exactWidth: frameRows.double(8),
                exactHeight: frameRows.double(9), hidden: frameRows.bool(10))
            order.append(name)
        }
        store()
        return solutions
    }
}
