import DeviceCatalog
import Foundation
import TrellisBase

/// The summary `trellis run` prints at the end.
public enum RunSummaryText {
    /// `runID` and `database` are nil when nothing was stored.
    public static func render(runID: Int64?, label: String?, outcome: RunOutcome, layouts: Int, devices: Int,
                              database: String?) -> String {
        let (tally, seconds, storeSeconds, jobs) = (outcome.tally, outcome.seconds, outcome.storeSeconds, outcome.jobs)
        let name = runID.map { "Run \($0)" } ?? "Run (not stored)"
        var lines = [
            "\(name)\(label.map { " (\($0))" } ?? "") complete: \(counted(layouts, "layout")) × \(counted(devices, "device")) = "
                + "\(counted(tally.cases, "case")), \(counted(tally.frames, "frame")) in \(String(format: "%.2f", seconds)) s "
                + "(\(String(format: "%.0f", Double(tally.cases) / max(seconds, 1e-9))) cases/s)",
            "Time: solving \(String(format: "%.2f", tally.solveSeconds)) s on \(counted(jobs, "worker")) "
                + "(\(counted(tally.cases - tally.sharedCases, "distinct solution")) for \(counted(tally.cases, "case")), "
                + "\(tally.incrementalCases) of them on shared incremental solvers), storing \(String(format: "%.2f", storeSeconds)) s",
        ]
        let severities = Severity.allCases.reversed().map { counted(tally.bySeverity[$0] ?? 0, $0.rawValue) }
        lines.append("Diagnostics: " + severities.joined(separator: ", "))
        for (kind, count) in tally.byKind.sorted(by: { ($0.value, $1.key.name) > ($1.value, $0.key.name) }) {
            lines.append("  \(kind): \(count)")
        }
        if let database, let runID { lines.append("Results: \(database) (run id \(runID))") }
        return lines.joined(separator: "\n")
    }
}
