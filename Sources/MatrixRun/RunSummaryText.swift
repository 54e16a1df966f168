import Foundation

/// The summary `trellis run` prints at the end.
public enum RunSummaryText {
    /// `runID` and `database` are nil when nothing was stored.
    public static func render(runID: Int64?, label: String?, tally: RunTally, layouts: Int, devices: Int, seconds: Double,
                              storeSeconds: Double, jobs: Int, database: String?) -> String {
        let name = runID.map { "Run \($0)" } ?? "Run (not stored)"
        var lines = [
            "\(name)\(label.map { " (\($0))" } ?? "") complete: \(layouts) layouts × \(devices) devices = \(tally.cases) cases, "
                + "\(tally.frames) frames in \(String(format: "%.2f", seconds)) s (\(String(format: "%.0f", Double(tally.cases) / max(seconds, 1e-9))) cases/s)",
            String(format: "Time: solving %.2f s on %d worker%@ (%d of %d cases on shared incremental solvers), storing %.2f s",
                   tally.solveSeconds, jobs, jobs == 1 ? "" : "s", tally.incrementalCases, tally.cases, storeSeconds),
        ]
        let severities = Severity.allCases.reversed().map { "\(tally.bySeverity[$0] ?? 0) \($0.rawValue)s" }
        lines.append("Diagnostics: " + severities.joined(separator: ", "))
        for (kind, count) in tally.byKind.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            lines.append("  \(kind): \(count)")
        }
        if let database, let runID { lines.append("Results: \(database) (run id \(runID))") }
        return lines.joined(separator: "\n")
    }
}
