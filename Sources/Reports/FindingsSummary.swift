import Foundation
import ResultStore
import TrellisBase

/// A run's findings grouped to triage, as the annotations group them (kind, layout, views,
/// constraints and place): errors first, then the finding on the most cases, then what Trellis
/// does not model (`not-modelled`). `trellis run` prints
/// the first ten; `trellis findings` prints them all, as text, Markdown or JSON.
public struct FindingsSummary: Sendable {
    /// One finding and the cases that have it.
    public struct Group: Sendable {
        public var grouped: GroupedFinding
        /// How many cases the layout has in the run.
        public var layoutCases: Int
        /// The file the run read the layout from (`RunSnapshot.layoutPaths`).
        public var path: String?
        /// Other layouts that do not model the same fact (the same font with no file), said with
        /// this one: a `not-modelled` note differs between layouts only in its place.
        public var sameIn: [Group] = []

        public var layout: String { grouped.cases[0].layout }
        /// The layout, then those of `sameIn`.
        public var layouts: [String] { [layout] + sameIn.map(\.layout) }
        public var severity: Severity { grouped.isFailure ? .error : .warning }
        public var place: String? { grouped.finding.place }
        /// The finding's headline; a `not-modelled` note's without its place, which the line gives.
        public var headline: String { Self.fact(of: grouped.finding) ?? grouped.finding.headline }
        /// The cases of every layout it names.
        var caseCount: Int { grouped.cases.count + sameIn.reduce(0) { $0 + $1.grouped.cases.count } }
        /// `Main.storyboard#Bid and 24 more layouts: Main.storyboard#Pay, …`, or the layout alone.
        public var layoutText: String {
            guard !sameIn.isEmpty else { return layout }
            let named = sameIn.prefix(3).map(\.layout).joined(separator: ", ")
            return "\(layout) and \(counted(sameIn.count, "more layout")): \(named)\(sameIn.count > 3 ? ", …" : "")"
        }
        /// `on 80 of 255 cases: iPhone SE portrait, iPhone SE landscapeLeft, … and 77 more`, or for
        /// a fact said for several layouts (on all of their cases) `on all 614 cases of 2 layouts`.
        public var casesText: String {
            sameIn.isEmpty ? grouped.casesText(of: layoutCases) : "on all \(caseCount) cases of \(layouts.count) layouts"
        }

        /// The command that solves the finding's first case as the run did, to read its frames and
        /// whole diagnostic (`trellis solve LAYOUT --device … --orientation …`); nil for a finding
        /// of no case's own place or one seen only in Split View windows.
        public var solveCommand: String? {
            guard let path, let key = grouped.cases.first(where: { $0.window == nil && $0.orientation != nil }),
                  let orientation = key.orientation else { return nil }
            // A storyboard's or xib's layout is its file and the part of its name after `#`; a
            // layout file holds one, whatever its `name:`.
            let hash = [".storyboard", ".xib"].contains(where: path.hasSuffix) ? key.layout.firstIndex(of: "#") : nil
            let target = hash.map { path + key.layout[$0...] } ?? path
            func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
            return "trellis solve \(quoted(target)) --device \(quoted(key.device)) --orientation \(orientation.rawValue)"
                + (key.direction == .rightToLeft ? " --rtl" : "")
        }

        /// A `not-modelled` note's words without the place it begins with; nil for other findings.
        static func fact(of finding: ReportedFinding) -> String? {
            guard finding.kind == .diagnostic(.notModelled) else { return nil }
            return NotModelledFact.words(of: finding.message, place: finding.place)
        }
    }

    public var runID: Int64
    public var cases: Int
    /// Findings of cases, errors first, then by the number of cases, `not-modelled` last.
    public var groups: [Group]
    /// Layout files that could not be loaded: their messages, once each.
    public var unreadable: [String]

    public init(run: RunSnapshot, runID: Int64) {
        self.runID = runID
        let verdicts = CaseVerdicts.of(run: run)
        cases = verdicts.count
        var perLayout: [String: Int] = [:]
        for verdict in verdicts { perLayout[verdict.key.layout, default: 0] += 1 }
        var unreadable: [String] = []
        var perLayoutGroups: [Group] = []
        for grouped in GroupedFinding.grouping(verdicts) {
            if grouped.finding.kind == .diagnostic(.invalidLayout) {
                if !unreadable.contains(grouped.finding.message) { unreadable.append(grouped.finding.message) }
                continue
            }
            let layout = grouped.cases[0].layout
            perLayoutGroups.append(Group(grouped: grouped, layoutCases: perLayout[layout] ?? grouped.cases.count, path: run.layoutPaths[layout]))
        }
        // A fact not modelled, in a layout after the first that says it: one entry names them all.
        let groups = NotModelledFact.merged(perLayoutGroups, layout: \.layout, fact: { Group.fact(of: $0.grouped.finding) }).map { same in
            var first = same[0]
            first.sameIn = Array(same.dropFirst())
            return first
        }
        // Stable: among equals, the order the run met them in. What Trellis does not model is
        // about the run's accuracy, not a problem in a layout: it comes after the warnings, which
        // it would otherwise lead, being on every case of its layout.
        self.groups = groups.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.grouped.isFailure != y.grouped.isFailure { return x.grouped.isFailure }
            let (xNote, yNote) = (x.grouped.finding.kind == .diagnostic(.notModelled), y.grouped.finding.kind == .diagnostic(.notModelled))
            if xNote != yNote { return yNote }
            if x.caseCount != y.caseCount { return x.caseCount > y.caseCount }
            return a.offset < b.offset
        }.map(\.element)
        self.unreadable = unreadable
    }

    var errors: Int { groups.count { $0.grouped.isFailure } }

    /// The heading line: `Findings: 12 (3 errors, 9 warnings) over 1188 cases`.
    var heading: String {
        "Findings: \(groups.count) (\(counted(errors, "error")), \(counted(groups.count - errors, "warning"))) over \(counted(cases, "case"))"
    }

    /// Plain text; `limit` findings at most, then how many more and where to see them.
    public func text(limit: Int? = nil) -> String {
        var lines: [String] = []
        for message in unreadable { lines.append("Could not load: \(message)") }
        lines.append(heading)
        let shown = limit.map { Array(groups.prefix($0)) } ?? groups
        for group in shown {
            let place = group.place.map { "  \($0)" } ?? ""
            lines.append("  \(group.severity) \(group.grouped.finding.kind)  \(group.layoutText)\(place)  \(group.casesText)")
            lines.append("      " + group.headline)
        }
        if shown.count < groups.count {
            lines.append("  and \(groups.count - shown.count) more: trellis findings \(runID)")
        }
        if let command = shown.lazy.compactMap(\.solveCommand).first { lines.append("  To look at one: \(command)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Markdown table, for a pull request or a job summary.
    public func markdown() -> String {
        var lines = unreadable.map { "- Could not load: \($0.replacingOccurrences(of: "\n", with: " "))" }
        lines.append("**\(heading)**")
        lines.append("")
        lines.append("| severity | kind | layout | place | cases | message |")
        lines.append("|---|---|---|---|---|---|")
        func cell(_ text: String) -> String {
            text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
        }
        for group in groups {
            let message = group.headline
            lines.append("| \(group.severity) | \(group.grouped.finding.kind) | \(cell(group.layoutText)) | \(cell(group.place ?? "")) | "
                + "\(cell(group.casesText)) | \(cell(message)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private struct JSONGroup: Encodable {
        var severity: String, kind: String, layout: String, file: String?, line: Int?, column: Int?
        var cases: [String], layoutCases: Int, message: String
        /// Every layout that says it, when several do (a fact not modelled); else nil.
        var layouts: [String]?
        /// `Group.solveCommand`: where a case of it can be solved again.
        var solve: String?
    }
    private struct JSONSummary: Encodable {
        var format = "trellis-findings/1"
        var run: Int64, cases: Int, unreadable: [String], findings: [JSONGroup]
    }

    /// Every finding with every case, for programs.
    public func json() -> String {
        let summary = JSONSummary(run: runID, cases: cases, unreadable: unreadable, findings: groups.map { group in
            let finding = group.grouped.finding
            return JSONGroup(severity: group.severity.rawValue, kind: finding.kind.name, layout: group.layout, file: finding.file,
                             line: finding.line, column: finding.column, cases: group.grouped.cases.map(\.screen),
                             layoutCases: group.layoutCases, message: finding.message, layouts: group.sameIn.isEmpty ? nil : group.layouts,
                             solve: group.solveCommand)
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(summary)) ?? Data(), as: UTF8.self) + "\n"
    }
}
