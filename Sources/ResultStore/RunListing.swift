import GRDB
import TrellisBase

/// A run as `trellis runs` lists it.
public struct RunSummary: Sendable, Equatable {
    public var id: Int64
    public var label: String?
    public var status: RunStatus
    public var startedAt: String
    public var cases: Int
    public var errors: Int
    public var warnings: Int
    public var notes: Int
}

extension ResultDatabase {
    /// Every run, newest first, with its diagnostics counted by severity.
    public func runSummaries() throws -> [RunSummary] {
        try queue.read { db in
            try Row.fetchAll(db, sql: """
                SELECT r.id, r.label, r.status AS status, r.startedAt, r.caseCount,
                       (SELECT count(*) FROM diagnostics g JOIN cases c ON c.id = g.caseId WHERE c.runId = r.id AND g.severity = '\(Severity.error)'),
                       (SELECT count(*) FROM diagnostics g JOIN cases c ON c.id = g.caseId WHERE c.runId = r.id AND g.severity = '\(Severity.warning)'),
                       (SELECT count(*) FROM diagnostics g JOIN cases c ON c.id = g.caseId WHERE c.runId = r.id AND g.severity = '\(Severity.note)')
                FROM runs r ORDER BY r.id DESC
                """).map { row in
                RunSummary(id: row[0], label: row[1], status: try row.decode("status"), startedAt: row[3], cases: row[4],
                           errors: row[5], warnings: row[6], notes: row[7])
            }
        }
    }

    /// Deletes all but the newest `keep` runs, never the newest complete one, with every row that
    /// belongs to them. Returns the ids deleted, in one transaction.
    public func pruneRuns(keep: Int) throws -> [Int64] {
        defer { leaveSelfContained() }
        let deleted = try queue.write { db in
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM runs ORDER BY id DESC")
            let newestComplete = try Int64.fetchOne(db, sql: "SELECT max(id) FROM runs WHERE status = '\(RunStatus.complete)'")
            let doomed = ids.dropFirst(max(0, keep)).filter { $0 != newestComplete }
            // The cascades and the frames trigger delete everything that belongs to the run.
            for id in doomed { try RunRecord.deleteOne(db, key: id) }
            return Array(doomed)
        }
        // Deleted rows leave free pages in the file; VACUUM gives them back to the disk (it
        // rewrites the file within SQLite's own transaction, so a stop leaves the old file whole).
        if !deleted.isEmpty { try queue.vacuum() }
        return deleted
    }
}
