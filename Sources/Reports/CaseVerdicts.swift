import DeviceCatalog
import Foundation
import ResultStore
import TrellisBase

/// One case as CI formats report it (a JUnit test case, SARIF results, annotations): what fails
/// it, and what it warns of.
public struct CaseVerdict: Sendable {
    public var key: CaseKey
    /// The layout's file.
    public var file: String?
    /// Findings that fail the case: error diagnostics of a run, regressions of a diff.
    public var failures: [ReportedFinding]
    /// Findings worth saying that do not fail it (warnings).
    public var warnings: [ReportedFinding]
}

/// A finding or a diff's change as CI formats report it, with the place in a layout file it points at.
public struct ReportedFinding: Sendable, Hashable {
    public var kind: FindingKind
    public var message: String
    /// The constraint or view's place, else the layout's file with no line.
    public var file: String?
    public var line: Int?
    public var column: Int?
    /// What makes two cases' entries the same, for grouping.
    public var identity: Identity

    /// A finding's identity (kind, views and constraints), or a change's kind and message. Its
    /// text is the fingerprint SARIF results carry.
    public enum Identity: Sendable, Hashable, CustomStringConvertible {
        case finding(Finding.Identity)
        case change(FindingKind, message: String)

        public var description: String {
            switch self {
            case let .finding(identity): identity.description
            case let .change(kind, message): "\(kind)|\(message)"
            }
        }
    }
}

extension ReportedFinding {
    /// The message's line that says most: for a conflict, the constraint UIKit breaks (the last
    /// line of its report), else the first line.
    public var headline: String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if kind == .diagnostic(.unsatisfiable), let broken = lines.last, lines.count > 1 { return "breaks " + broken }
        return lines.first ?? ""
    }

    /// `App/login.yaml:11:5`, or the file alone, or nil.
    public var place: String? {
        guard let file else { return nil }
        return [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
    }
}

/// Turning a run or a diff into case verdicts.
public enum CaseVerdicts {
    /// Every case of a run: error diagnostics fail it, warnings are said, notes are left out. A
    /// layout's own findings (not-modelled, stored once) go with each of its cases, so the grouped
    /// reports (annotations, SARIF, JUnit, `trellis findings`) say them once for the layout.
    public static func of(run: RunSnapshot) -> [CaseVerdict] {
        // Cases that share a stored solution share their findings: worded once per solution.
        var worded: [Int64: (failures: [ReportedFinding], warnings: [ReportedFinding])] = [:]
        return run.sheetOrder(run.cases.keys).map { key in
            let snapshot = run.cases[key]!
            let file = run.layoutPaths[key.layout]
            if let solution = snapshot.solution, let known = worded[solution] {
                return CaseVerdict(key: key, file: file, failures: known.failures, warnings: known.warnings)
            }
            let diagnostics = (run.layoutFindings[key.layout] ?? []) + snapshot.diagnostics
            func findings(_ severity: Severity) -> [ReportedFinding] {
                diagnostics.filter { $0.severity == severity }.map { finding($0, file: file) }
            }
            let verdict = CaseVerdict(key: key, file: file, failures: findings(.error), warnings: findings(.warning))
            if let solution = snapshot.solution { worded[solution] = (verdict.failures, verdict.warnings) }
            return verdict
        }
    }

    /// Every case of either run: regressions fail it (new errors, a case that stopped solving, a
    /// removed case unless allowed); new warnings are said; with `failOnChange` every change fails it.
    public static func of(diff: RunDiff, head: RunSnapshot, base: RunSnapshot, failOnChange: Bool) -> [CaseVerdict] {
        var verdicts: [CaseKey: CaseVerdict] = [:]
        let devices = head.devices + base.devices.filter { !head.devices.contains($0) }
        for key in Set(head.cases.keys).union(base.cases.keys) {
            let file = head.layoutPaths[key.layout] ?? base.layoutPaths[key.layout]
            verdicts[key] = CaseVerdict(key: key, file: file, failures: [], warnings: [])
        }
        func change(_ key: CaseKey, _ kind: FindingKind, _ message: String, failing: Bool) {
            let finding = ReportedFinding(kind: kind, message: message, file: verdicts[key]?.file, identity: .change(kind, message: message))
            if failing { verdicts[key]?.failures.append(finding) } else { verdicts[key]?.warnings.append(finding) }
        }
        for (key, diagnostic) in diff.newDiagnostics {
            let finding = finding(diagnostic, file: verdicts[key]?.file)
            if diagnostic.severity == .error || failOnChange { verdicts[key]?.failures.append(finding) }
            else if diagnostic.severity == .warning { verdicts[key]?.warnings.append(finding) }
        }
        for (key, from, to) in diff.statusChanges {
            change(key, .statusChanged, "the case was \(from) and is now \(to)", failing: to != .solved || failOnChange)
        }
        for key in diff.casesRemoved {
            change(key, .caseRemoved, "the case is no longer in the run", failing: diff.removedCasesAreRegressions || failOnChange)
        }
        if failOnChange {
            for key in diff.casesAdded { change(key, .caseAdded, "the case is new in this run", failing: true) }
            for viewChange in diff.viewChanges {
                let group = DiffGroup(layout: viewChange.key.layout, view: viewChange.view, kind: viewChange.kind, dx: viewChange.dx,
                                      dy: viewChange.dy, dWidth: viewChange.dWidth, dHeight: viewChange.dHeight,
                                      cases: [viewChange.key], of: 1, scope: nil)
                change(viewChange.key, .frameChanged, "\(viewChange.view): \(group.change)", failing: true)
            }
            for (key, diagnostic) in diff.fixedDiagnostics {
                change(key, .diagnosticFixed, "fixed: \(diagnostic.message)", failing: true)
            }
        }
        return CaseKey.sheetOrder(verdicts.keys, devices: devices).map { verdicts[$0]! }
    }

    private static func finding(_ finding: Finding, file: String?) -> ReportedFinding {
        ReportedFinding(kind: .diagnostic(finding.kind), message: finding.message, file: finding.location?.file ?? file,
                        line: finding.location?.line, column: finding.location?.column, identity: .finding(finding.identity))
    }
}

/// Findings that are the same on several cases, said once: one conflict on 80 devices is one
/// annotation or SARIF result listing the cases, not 80.
public struct GroupedFinding: Sendable {
    public var finding: ReportedFinding
    public var isFailure: Bool
    public var cases: [CaseKey]

    /// The findings of `verdicts` grouped by identity and place, in the order first met.
    public static func grouping(_ verdicts: [CaseVerdict]) -> [GroupedFinding] {
        var groups: [GroupedFinding] = []
        // One group per failing or not, layout, identity and place.
        struct GroupKey: Hashable {
            var isFailure: Bool
            var layout: String
            var identity: ReportedFinding.Identity
            var file: String?
            var line: Int?
        }
        var index: [GroupKey: Int] = [:]
        for verdict in verdicts {
            for (findings, isFailure) in [(verdict.failures, true), (verdict.warnings, false)] {
                for finding in findings {
                    let id = GroupKey(isFailure: isFailure, layout: verdict.key.layout, identity: finding.identity, file: finding.file, line: finding.line)
                    if let at = index[id] {
                        // A case that has the finding twice (two conflicts over the same set) counts once.
                        if groups[at].cases.last != verdict.key { groups[at].cases.append(verdict.key) }
                    } else {
                        index[id] = groups.count
                        groups.append(GroupedFinding(finding: finding, isFailure: isFailure, cases: [verdict.key]))
                    }
                }
            }
        }
        return groups
    }

    /// `on iPhone 15 portrait, iPhone 15 landscapeLeft and 78 more cases`.
    public var casesText: String {
        let named = cases.prefix(3).map(\.screen)
        let more = cases.count - named.count
        return "on " + named.joined(separator: ", ") + (more > 0 ? " and \(more) more case\(more == 1 ? "" : "s")" : "")
    }

    /// `on 80 of 255 cases: iPhone SE portrait, iPhone SE landscapeLeft, … and 77 more`, the
    /// layout having `total` cases: the first three named, or every one with `namingAll`. On
    /// every one of more than three, `on all 255 cases`: the layout's, not some devices'.
    public func casesText(of total: Int, namingAll: Bool = false) -> String {
        if !namingAll, cases.count == total, total > 3 { return "on all \(total) cases" }
        let named = namingAll ? cases.map(\.screen) : cases.prefix(3).map(\.screen)
        let more = cases.count - named.count
        return "on \(cases.count) of \(counted(total, "case")): " + named.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    }
}
