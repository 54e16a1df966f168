import DeviceCatalog
import Foundation
import MatrixRun
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

/// A diff as JSON with a stable schema (`trellis-diff/1`, documented in Reports/README.md).
public enum DiffJSON {
    public static func render(_ diff: RunDiff) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is a string, number, bool or null: encoding cannot fail.
        let data = try! encoder.encode(Document(diff))
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct Document: Encodable {
        var format = "trellis-diff/1"
        var base: Run, head: Run
        var regressions: Bool
        /// Runs compared although they did not finish.
        var incompleteRuns: [Int64]
        var viewChanges: [Group]
        var casesAdded: [Case], casesRemoved: [Case]
        var statusChanges: [StatusChange]
        var newDiagnostics: [Diagnostic], fixedDiagnostics: [Diagnostic]
        var unchangedDiagnostics: Int

        init(_ diff: RunDiff) {
            base = Run(id: diff.base.id, label: Nullable(value: diff.base.label))
            head = Run(id: diff.head.id, label: Nullable(value: diff.head.label))
            regressions = diff.hasRegressions
            incompleteRuns = diff.incompleteRuns.map(\.id)
            viewChanges = diff.groups.map(Group.init)
            casesAdded = diff.casesAdded.map(Case.init)
            casesRemoved = diff.casesRemoved.map(Case.init)
            statusChanges = diff.statusChanges.map { StatusChange(case: Case($0.key), from: $0.from.rawValue, to: $0.to.rawValue) }
            newDiagnostics = diff.newDiagnostics.map(Diagnostic.init)
            fixedDiagnostics = diff.fixedDiagnostics.map(Diagnostic.init)
            unchangedDiagnostics = diff.unchangedDiagnostics
        }
    }

    /// An optional written as `null` when absent: the schema keeps every key (synthesized
    /// encoding would leave absent ones out).
    private struct Nullable<Value: Encodable>: Encodable {
        var value: Value?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let value { try container.encode(value) } else { try container.encodeNil() }
        }
    }

    private struct Run: Encodable {
        var id: Int64
        var label: Nullable<String>
    }

    private struct Case: Encodable {
        var layout: String, device: String, window: Nullable<String>, orientation: Nullable<String>, direction: String

        init(_ key: CaseKey) {
            (layout, device, direction) = (key.layout, key.device, key.direction.rawValue)
            (window, orientation) = (Nullable(value: key.window), Nullable(value: key.orientation?.rawValue))
        }
    }

    private struct Group: Encodable {
        var layout: String, view: String, kind: String
        var dx: Double, dy: Double, dWidth: Double, dHeight: Double
        var cases: [Case]
        var of: Int
        var scope: Nullable<String>

        init(_ group: DiffGroup) {
            (layout, view, kind) = (group.layout, group.view, group.kind.rawValue)
            (dx, dy, dWidth, dHeight) = (group.dx, group.dy, group.dWidth, group.dHeight)
            cases = group.cases.map(Case.init)
            (of, scope) = (group.of, Nullable(value: group.scope))
        }
    }

    private struct StatusChange: Encodable {
        var `case`: Case
        var from: String, to: String
    }

    private struct Diagnostic: Encodable {
        var `case`: Case
        var kind: String, severity: String, message: String

        init(_ entry: (key: CaseKey, diagnostic: CaseDiagnostic)) {
            `case` = Case(entry.key)
            (kind, severity, message) = (entry.diagnostic.kind.rawValue, entry.diagnostic.severity.rawValue, entry.diagnostic.message)
        }
    }
}
