import DeviceCatalog
import Foundation
import ResultStore
import TrellisBase

/// A diff as the terminal shows it (`trellis diff`), or as Markdown for a pull-request comment.
public enum DiffText {
    public static func render(_ diff: RunDiff, markdown: Bool = false) -> String {
        let title = "Run \(name(diff.base)) → run \(name(diff.head))"
        let warnings = incompleteWarnings(diff).map { markdown ? "> **Warning:** \($0)" : "Warning: \($0)" }
        guard !diff.isEmpty else {
            return (warnings + [markdown ? "**\(title): no changes.**" : "\(title): no changes."]).joined(separator: "\n") + "\n"
        }
        var lines = warnings + [markdown ? "**\(title): \(summary(diff))**" : "\(title)\n\(summary(diff))"]
        var layout: String?
        for line in diff.lines {
            let group = line.group
            if group.layout != layout {
                layout = group.layout
                lines += ["", markdown ? "### \(group.layout)" : group.layout]
                if markdown { lines += ["", "| view | change | cases |", "|---|---|---|"] }
            }
            let where_ = "\(group.extent): \(screenList(group.cases))"
            let views = line.viewList(quoted: markdown)
            lines.append(markdown ? "| \(views) | \(group.change) | \(where_) |" : "  \(views)  \(group.change)  \(where_)")
        }
        func section(_ heading: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            lines += ["", markdown ? "### \(heading)" : "\(heading):"]
            lines += items.map { markdown ? "- \($0)" : "  \($0)" }
        }
        section("Cases added", diff.caseSummary(added: true))
        section("Cases removed", diff.caseSummary(added: false))
        section("Containers changed", diff.containerChanges.map { "\($0.layout): \($0.from) → \($0.to)" })
        section("Status changes", diff.statusChanges.map { "\($0.key): \($0.from) → \($0.to)" })
        section("New diagnostics", diagnosticLines(diff, fixed: false))
        section("Fixed diagnostics", diagnosticLines(diff, fixed: true))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line per run compared although it did not finish.
    static func incompleteWarnings(_ diff: RunDiff) -> [String] {
        diff.incompleteRuns.map { run in
            "run \(run.id) is incomplete (it stopped after \(counted(run.cases, "case"))); "
                + "compared anyway (--allow-incomplete): its missing cases show as removed or added."
        }
    }

    /// Errors and warnings by layout and finding; notes, which are facts rather than findings,
    /// counted in one line (the JSON lists them).
    static func diagnosticLines(_ diff: RunDiff, fixed: Bool) -> [String] {
        let groups = diff.diagnosticGroups(fixed: fixed)
        var lines = groups.filter { $0.severity != .note }.map { "\($0.layout): \($0.line)" }
        let notes = groups.filter { $0.severity == .note }
        if !notes.isEmpty {
            let count = notes.reduce(0) { $0 + $1.cases.count }
            let kinds = Set(notes.map(\.kind.name)).sorted().joined(separator: ", ")
            lines.append("\(counted(count, "note")) (\(kinds)) in \(counted(Set(notes.map(\.layout)).count, "layout")); --format json lists them")
        }
        return lines
    }

    static func summary(_ diff: RunDiff) -> String {
        let layouts = Set(diff.viewChanges.map(\.key.layout)).count
        let errors = diff.newDiagnostics.filter { $0.diagnostic.severity == .error }.count
        return "\(counted(diff.viewChanges.count, "view change")) in \(counted(layouts, "layout")); "
            + "\(counted(diff.casesAdded.count, "case")) added, \(diff.casesRemoved.count) removed; "
            + "\(counted(diff.newDiagnostics.count, "new diagnostic")) (\(counted(errors, "error"))), "
            + "\(diff.fixedDiagnostics.count) fixed, \(diff.unchangedDiagnostics) unchanged"
    }

    static func name(_ run: (id: Int64, label: String?)) -> String {
        "\(run.id)" + (run.label.map { " (\($0))" } ?? "")
    }

    static func firstLine(_ text: String) -> String {
        text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? text
    }
}
