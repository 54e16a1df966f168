import DeviceCatalog
import Foundation
import ResultStore

/// A diff as the terminal shows it (`trellis diff`), or as Markdown for a pull-request comment.
public enum DiffText {
    public static func render(_ diff: RunDiff, markdown: Bool = false) -> String {
        let title = "Run \(name(diff.base)) → run \(name(diff.head))"
        guard !diff.isEmpty else { return (markdown ? "**\(title): no changes.**" : "\(title): no changes.") + "\n" }
        var lines = [markdown ? "**\(title): \(summary(diff))**" : "\(title)\n\(summary(diff))"]
        var layout: String?
        for group in diff.groups {
            if group.layout != layout {
                layout = group.layout
                lines += ["", markdown ? "### \(group.layout)" : group.layout]
                if markdown { lines += ["", "| view | change | cases |", "|---|---|---|"] }
            }
            let screens = group.cases.prefix(3).map(\.screen).joined(separator: ", ") + (group.cases.count > 3 ? ", …" : "")
            let where_ = "\(group.extent): \(screens)"
            lines.append(markdown ? "| `\(group.view)` | \(group.change) | \(where_) |" : "  \(group.view)  \(group.change)  \(where_)")
        }
        func section(_ heading: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            lines += ["", markdown ? "### \(heading)" : "\(heading):"]
            lines += items.map { markdown ? "- \($0)" : "  \($0)" }
        }
        section("Cases added", diff.caseSummary(added: true))
        section("Cases removed", diff.caseSummary(added: false))
        section("Status changes", diff.statusChanges.map { "\($0.key): \($0.from) → \($0.to)" })
        section("New diagnostics", diff.diagnosticGroups(fixed: false).map { "\($0.layout): \($0.line)" })
        section("Fixed diagnostics", diff.diagnosticGroups(fixed: true).map { "\($0.layout): \($0.line)" })
        return lines.joined(separator: "\n") + "\n"
    }

    static func summary(_ diff: RunDiff) -> String {
        let layouts = Set(diff.viewChanges.map(\.key.layout)).count
        let errors = diff.newDiagnostics.filter { $0.diagnostic.severity == "error" }.count
        return "\(diff.viewChanges.count) view change\(diff.viewChanges.count == 1 ? "" : "s") in \(layouts) layout\(layouts == 1 ? "" : "s"); "
            + "\(diff.casesAdded.count) case\(diff.casesAdded.count == 1 ? "" : "s") added, \(diff.casesRemoved.count) removed; "
            + "\(diff.newDiagnostics.count) new diagnostic\(diff.newDiagnostics.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s")), "
            + "\(diff.fixedDiagnostics.count) fixed, \(diff.unchangedDiagnostics) unchanged"
    }

    static func name(_ run: (id: Int64, label: String?)) -> String {
        "\(run.id)" + (run.label.map { " (\($0))" } ?? "")
    }

    static func firstLine(_ text: String) -> String {
        text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? text
    }
}

/// A diff as JSON with a stable schema (documented in Reports/README.md).
public enum DiffJSON {
    public static func render(_ diff: RunDiff) -> String {
        func key(_ key: CaseKey) -> [String: Any] {
            ["layout": key.layout, "device": key.device, "window": key.window.map { $0 as Any } ?? NSNull(), "orientation": key.orientation.map { $0 as Any } ?? NSNull(),
             "direction": key.direction]
        }
        func diagnostic(_ entry: (key: CaseKey, diagnostic: DiagnosticSnapshot)) -> [String: Any] {
            ["case": key(entry.key), "kind": entry.diagnostic.kind, "severity": entry.diagnostic.severity, "message": entry.diagnostic.message]
        }
        let object: [String: Any] = [
            "format": "trellis-diff/1",
            "base": ["id": diff.base.id, "label": diff.base.label.map { $0 as Any } ?? NSNull()] as [String: Any],
            "head": ["id": diff.head.id, "label": diff.head.label.map { $0 as Any } ?? NSNull()] as [String: Any],
            "regressions": diff.hasRegressions,
            "viewChanges": diff.groups.map { group -> [String: Any] in
                ["layout": group.layout, "view": group.view, "kind": group.kind.rawValue, "dx": group.dx, "dy": group.dy,
                 "dWidth": group.dWidth, "dHeight": group.dHeight, "cases": group.cases.map(key), "of": group.of,
                 "scope": group.scope.map { $0 as Any } ?? NSNull()]
            },
            "casesAdded": diff.casesAdded.map(key),
            "casesRemoved": diff.casesRemoved.map(key),
            "statusChanges": diff.statusChanges.map { ["case": key($0.key), "from": $0.from, "to": $0.to] },
            "newDiagnostics": diff.newDiagnostics.map(diagnostic),
            "fixedDiagnostics": diff.fixedDiagnostics.map(diagnostic),
            "unchangedDiagnostics": diff.unchangedDiagnostics,
        ]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
