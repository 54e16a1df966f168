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
            let caseRows = try Row.fetchCursor(db, sql: """
                SELECT c.*, l.name AS layoutName, d.name AS deviceName, d.family, d.statusBar
                FROM cases c JOIN layouts l ON l.id = c.layoutId JOIN devices d ON d.id = c.deviceId WHERE c.runId = ?
                """, arguments: [id])
            while let row = try caseRows.next() {
                let caseID: Int64 = row["id"]
                keys[caseID] = try CaseKey(row: row)
                cases[caseID] = try CaseSnapshot(row: row)
            }
            if includesFrames { try readFrames(run: id, into: &cases, db) }
            let diagnosticRows = try Row.fetchCursor(db, sql: """
                SELECT g.* FROM diagnostics g WHERE g.caseId IN (SELECT id FROM cases WHERE runId = ?) ORDER BY g.id
                """, arguments: [id])
            while let row = try diagnosticRows.next() {
                cases[row[DiagnosticColumn.caseId.rawValue]]?.diagnostics.append(try CaseDiagnostic(row: row))
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
                    let finding = CaseDiagnostic(kind: try row.decode("kind"), message: row["message"], location: CaseDiagnostic.location(in: row))
                    snapshot.layoutFindings[row["layoutName"], default: []].append(finding)
                }
            }
            return snapshot
        }
    }

    /// Each case's frames (by view name, in tree order), read in case order.
    private func readFrames(run id: Int64, into cases: inout [Int64: CaseSnapshot], _ db: Database) throws {
        // View names once per layout, not once per frame.
        var viewNames: [Int64: String] = [:]
        let viewRows = try RowReader("SELECT v.id, v.name FROM views v JOIN layouts l ON l.id = v.layoutId WHERE l.runId = ?", run: id, in: db)
        while try viewRows.next() { viewNames[viewRows.int64(0)] = viewRows.string(1) }
        // Frames come in case order: each case's are gathered, then stored once.
        let frameRows = try RowReader("""
            SELECT f.caseId, f.viewId, f.rootX, f.rootY, f.width, f.height, f.exactX, f.exactY, f.exactWidth, f.exactHeight, f.hidden
            FROM frames f WHERE f.caseId IN (SELECT id FROM cases WHERE runId = ?) ORDER BY f.caseId, f.position
            """, run: id, in: db)
        var currentCase: Int64?
        var frames: [String: FrameSnapshot] = [:]
        var order: [String] = []
        func store() {
            guard let currentCase else { return }
            cases[currentCase]?.frames = frames
            cases[currentCase]?.viewOrder = order
        }
        while try frameRows.next() {
            let caseID = frameRows.int64(0)
            if caseID != currentCase {
                store()
                currentCase = caseID
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
    }

}
