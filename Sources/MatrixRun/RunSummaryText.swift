import Foundation

/// The summary `trellis run` prints at the end.
public enum RunSummaryText {
    public static func render(runID: Int64, label: String?, tally: RunTally, layouts: Int, devices: Int, seconds: Double,
                              database: String) -> String {
        var lines = [
            "Run \(runID)\(label.map { " (\($0))" } ?? "") complete: \(layouts) layouts × \(devices) devices = \(tally.cases) cases, "
                + "\(tally.frames) frames in \(String(format: "%.2f", seconds)) s (\(String(format: "%.0f", Double(tally.cases) / max(seconds, 1e-9))) cases/s)",
        ]
        let severities = Severity.allCases.reversed().map { "\(tally.bySeverity[$0] ?? 0) \($0.rawValue)s" }
        lines.append("Diagnostics: " + severities.joined(separator: ", "))
        for (kind, count) in tally.byKind.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            lines.append("  \(kind): \(count)")
        }
        lines.append("Results: \(database) (run id \(runID))")
        return lines.joined(separator: "\n")
    }
}
