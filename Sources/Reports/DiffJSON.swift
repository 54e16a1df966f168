import DeviceCatalog
import Foundation
import ResultStore
import TrellisBase

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
        var containerChanges: [ContainerChange]
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
            containerChanges = diff.containerChanges.map { ContainerChange(layout: $0.layout, from: $0.from, to: $0.to) }
            newDiagnostics = diff.newDiagnostics.map(Diagnostic.init)
            fixedDiagnostics = diff.fixedDiagnostics.map(Diagnostic.init)
            unchangedDiagnostics = diff.unchangedDiagnostics
        }
    }

    private struct ContainerChange: Encodable { var layout: String; var from: String; var to: String }

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

        init(_ entry: (key: CaseKey, diagnostic: Finding)) {
            `case` = Case(entry.key)
            (kind, severity, message) = (entry.diagnostic.kind.name, entry.diagnostic.severity.rawValue, entry.diagnostic.message)
        }
    }
}
