import Foundation
import DeviceCatalog
import ResultStore
import TrellisBase

/// Self-contained HTML pages (`trellis report`, `trellis diff --html`): per layout, a contact
/// sheet of its cases, each a `Wireframe` with the case's diagnostics beside it, and filters by
/// layout, device family, size class and kind.
public enum HTMLReport {
    /// A run: every case, with its errors and warnings, on one page.
    public static func render(_ run: RunSnapshot) -> String {
        page(run, drawn: drawings(run), title: "Trellis run \(DiffText.name((run.runID, run.label)))", summary: summary(run), back: nil)
    }

    /// Above this many figures a run's report is an index and a page per layout: one page of a
    /// 200,000-case run was 488 MB, and Chromium had not drawn it after 12 minutes.
    public static let figuresOnOnePage = 3_000

    /// A run as an index page, the file named `index`, and a page per layout (`pages` named
    /// `0001.html`, … in `pagesFolder(index:)` beside it, linked from the index and back); one page
    /// when the run is small enough (`figuresOnOnePage`).
    public static func renderPages(
        _ run: RunSnapshot, index indexName: String, figuresOnOnePage: Int = figuresOnOnePage
    ) -> (index: String, pages: [(name: String, html: String)]) {
        let folder = pagesFolder(index: indexName)
        let figures = drawings(run)
        guard figures.count > figuresOnOnePage else { return (render(run), []) }
        let title = "Trellis run \(DiffText.name((run.runID, run.label)))"
        let runSummary = summary(run)
        var index = HTMLPage.header(title: title) + runSummary
        index += "<p>A page per layout (\(figures.count) figures in all).</p>\n<table><tr><th>layout</th><th>cases</th><th>figures</th>"
            + "<th>errors</th><th>warnings</th></tr>\n"
        var pages: [(name: String, html: String)] = []
        var byLayout: [(layout: String, drawn: [Drawing])] = []
        for figure in figures {
            if byLayout.last?.layout == figure.key.layout { byLayout[byLayout.count - 1].drawn.append(figure) } else { byLayout.append((figure.key.layout, [figure])) }
        }
        // Each case's findings, and the layout's own once, as the run's summary counts them.
        var counts: [String: (cases: Int, errors: Int, warnings: Int)] = [:]
        for (key, snapshot) in run.cases {
            var count = counts[key.layout] ?? (0, 0, 0)
            count.cases += 1
            count.errors += snapshot.diagnostics.count { $0.severity == .error }
            count.warnings += snapshot.diagnostics.count { $0.severity == .warning }
            counts[key.layout] = count
        }
        for (layout, findings) in run.layoutFindings where counts[layout] != nil {
            counts[layout]!.errors += findings.count { $0.severity == .error }
            counts[layout]!.warnings += findings.count { $0.severity == .warning }
        }
        for (number, entry) in byLayout.enumerated() {
            let name = String(format: "%04d.html", number + 1)
            let count = counts[entry.layout] ?? (0, 0, 0)
            index += "<tr><td><a href=\"\(HTMLPage.escape(urlPath(folder)))/\(name)\">\(HTMLPage.escape(entry.layout))</a></td><td>\(count.cases)</td>"
                + "<td>\(entry.drawn.count)</td><td>\(count.errors)</td><td>\(count.warnings)</td></tr>\n"
            let layoutSummary = "<p>\(HTMLPage.escape(entry.layout)): \(count.cases) cases, \(counted(count.errors, "error")), \(counted(count.warnings, "warning")).</p>\n"
            pages.append((name, page(run, drawn: entry.drawn, title: "\(title): \(entry.layout)", summary: runSummary + layoutSummary,
                                     back: "../" + urlPath(indexName))))
        }
        return (index + "</table>\n</body></html>\n", pages)
    }

    /// The folder beside an index page that holds its layout pages: the index's name without its
    /// extension (`r.html` → `r`), or with `-pages` added where it has none (`report` →
    /// `report-pages`), so that the folder never takes the index's own place.
    public static func pagesFolder(index: String) -> String {
        let name = (index as NSString).lastPathComponent
        let stem = (name as NSString).deletingPathExtension
        return stem.isEmpty || stem == name ? name + "-pages" : stem
    }

    /// A file name as a relative URL's path: a space, `#` or `?` in it would end or break the link.
    private static func urlPath(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
    }

    /// The run's counts, as `trellis run` prints them: each case's findings, and each layout's own once.
    private static func summary(_ run: RunSnapshot) -> String {
        let findings = run.cases.values.flatMap(\.diagnostics) + run.layoutFindings.values.joined()
        let errors = findings.count { $0.severity == .error }
        let warnings = findings.count { $0.severity == .warning }
        return "<p>\(run.cases.count) cases of \(Set(run.cases.keys.map(\.layout)).count) layouts on \(run.devices.count) devices; "
            + "\(counted(errors, "error")), \(counted(warnings, "warning")).</p>\n"
    }

    /// The findings about the layouts on a page themselves (what they use that Trellis does not
    /// model, views Xcode marks ambiguous): facts about a layout, not a screen, so said once here
    /// rather than on each of its figures. A fact several layouts do not model (one font with no
    /// file) is one item naming them all, at the first one's place, as in the findings summary.
    private static func layoutFindings(_ run: RunSnapshot, layouts: Set<String>) -> String {
        let findings = layouts.sorted().flatMap { layout in (run.layoutFindings[layout] ?? []).map { (layout, $0) } }
        guard !findings.isEmpty else { return "" }
        func words(_ finding: Finding) -> String { NotModelledFact.words(of: finding.message, place: finding.location?.description) }
        let items = NotModelledFact.merged(findings, layout: \.0, fact: { $0.1.kind == .notModelled ? words($0.1) : nil })
        let lines = items.map { same in
            let finding = same[0].1
            let names = same.map { "<b>\(HTMLPage.escape($0.0))</b>" }.joined(separator: ", ")
            guard same.count > 1 else {
                return "<li class=\"\(finding.severity.rawValue)\">\(names) \(finding.kind.name): \(HTMLPage.escape(finding.message))</li>\n"
            }
            let place = finding.location.map { " (first at \(HTMLPage.escape($0.description)))" } ?? ""
            return "<li class=\"\(finding.severity.rawValue)\">\(names) (\(same.count) layouts) \(finding.kind.name): "
                + "\(HTMLPage.escape(words(finding)))\(place)</li>\n"
        }
        return "<section class=\"layout-findings\"><h2>About the layouts</h2><p>True of every case of the layout: "
            + "what it uses that Trellis does not model, and views Xcode marks ambiguous in its design.</p>\n<ul>\n" + lines.joined() + "</ul></section>\n"
    }

    /// One figure to draw: a case, and the other cases drawn alike.
    private struct Drawing {
        var key: CaseKey
        var snapshot: CaseSnapshot
        var svg: String
        var notes: [Note]
        var alike: [CaseKey] = []
    }

    /// Cases of a layout that draw the same (frames, screen, container) with the same findings
    /// are one figure naming every case it stands for: a real app's 255 cases of a layout are
    /// some 60 distinct screens. In sheet order.
    private static func drawings(_ run: RunSnapshot) -> [Drawing] {
        var figureOfDrawing: [String: Int] = [:]
        var drawings: [Drawing] = []
        for key in run.sheetOrder(run.cases.keys) {
            let snapshot = run.cases[key]!
            let notes = snapshot.diagnostics.filter { $0.severity != .note }.map { Note($0, style: $0.severity.rawValue) }
            let svg = Wireframe(key: key, head: snapshot).svg
            let identity = [key.layout, snapshot.family.rawValue, snapshot.sizeClasses.map { "\($0.width) \($0.height)" } ?? "",
                            snapshot.containerRule ?? "", svg, notes.map { "\($0.style)|\($0.summary)|\($0.detail ?? "")" }.joined(separator: "\n")]
                .joined(separator: "\u{1}")
            if let index = figureOfDrawing[identity] {
                drawings[index].alike.append(key)
            } else {
                figureOfDrawing[identity] = drawings.count
                drawings.append(Drawing(key: key, snapshot: snapshot, svg: svg, notes: notes))
            }
        }
        return drawings
    }

    /// A page of a run's figures (`drawn`: every layout's, or one layout's), with a link `back` to the index.
    private static func page(_ run: RunSnapshot, drawn: [Drawing], title: String, summary: String, back: String?) -> String {
        var html = HTMLPage.header(title: title)
        if let back { html += "<p><a href=\"\(HTMLPage.escape(back))\">← every layout</a></p>\n" }
        html += summary
        html += layoutFindings(run, layouts: Set(drawn.map(\.key.layout)))
        html += HTMLPage.legend(diff: false)
        html += HTMLPage.filterBar(layouts: Set(drawn.map(\.key.layout)).sorted(),
                                   kinds: [("error", "with errors"), ("warning", "with warnings")])
        let figures = drawn.map { drawing in
            figure(drawing.key, drawing.snapshot, svg: drawing.svg, notes: drawing.notes, kinds: Set(drawing.notes.map(\.style)).sorted(),
                   alike: drawing.alike)
        }
        var figureIndex = 0
        html += sheets(drawn.map(\.key)) { _ in
            defer { figureIndex += 1 }
            return figures[figureIndex]
        }
        return html + HTMLPage.filterScript + "</body></html>\n"
    }

    /// A diff: the changes listed, then every case that changed with the base frames over the head
    /// frames, changed views in red, added and shown ones in green, removed and hidden ones where
    /// they were, and the diagnostics that came or went.
    public static func render(_ diff: RunDiff, base: RunSnapshot, head: RunSnapshot) -> String {
        var html = HTMLPage.header(title: "Trellis diff: run \(DiffText.name(diff.base)) → run \(DiffText.name(diff.head))")
        guard !diff.isEmpty else { return html + "<p><strong>No changes.</strong></p>\n</body></html>\n" }
        html += "<p>\(HTMLPage.escape(DiffText.summary(diff)))</p>\n" + changeTable(diff)
        html += HTMLPage.legend(diff: true)
        html += HTMLPage.filterBar(
            layouts: Set(head.cases.keys.map(\.layout)).union(base.cases.keys.map(\.layout)).sorted(),
            kinds: [("changed", "moved or resized"), ("added", "view added"), ("removed", "view removed"), ("hidden", "view hidden"),
                    ("shown", "view shown"), ("new-case", "new case"), ("removed-case", "removed case"), ("diagnostics", "diagnostics")])
        var changes: [CaseKey: [String: RunDiff.ViewDifference.Kind]] = [:]
        for change in diff.viewChanges { changes[change.key, default: [:]][change.view] = change.kind }
        var notes: [CaseKey: [Note]] = [:]
        for entry in diff.statusChanges {
            notes[entry.key, default: []].append(Note(style: entry.to == .solved ? "fixed" : "error", summary: "status \(entry.from) → \(entry.to)"))
        }
        for entry in diff.newDiagnostics { notes[entry.key, default: []].append(Note(entry.diagnostic, style: entry.diagnostic.severity.rawValue, prefix: "new ")) }
        for entry in diff.fixedDiagnostics { notes[entry.key, default: []].append(Note(entry.diagnostic, style: "fixed", prefix: "fixed ")) }
        // A case laid out in another container than before (a cell now at its table's width, a xib
        // view now a component) says so, whatever else moved.
        for (key, snapshot) in head.cases {
            guard let before = base.cases[key]?.containerRule, let after = snapshot.containerRule, before != after else { continue }
            notes[key, default: []].append(Note(style: "changed", summary: "container: \(before) → \(after)"))
        }
        let keys = Set(changes.keys).union(notes.keys).union(diff.casesAdded).union(diff.casesRemoved)
        let devices = head.devices + base.devices.filter { !head.devices.contains($0) }
        let added = Set(diff.casesAdded)
        html += sheets(CaseKey.sheetOrder(keys, devices: devices)) { key in
            let removed = head.cases[key] == nil
            let snapshot = head.cases[key] ?? base.cases[key]!
            var kinds = Set((changes[key] ?? [:]).values.map(\.rawValue))
            if added.contains(key) { kinds.insert("new-case") }
            if removed { kinds.insert("removed-case") }
            if notes[key] != nil { kinds.insert("diagnostics") }
            let wireframe = removed ? Wireframe(key: key, head: snapshot)
                : Wireframe(key: key, head: snapshot, base: base.cases[key], changes: changes[key] ?? [:])
            return figure(key, snapshot, wireframe: wireframe, notes: notes[key] ?? [], kinds: kinds.sorted(),
                          caption: added.contains(key) ? " (new)" : removed ? " (no longer run)" : "")
        }
        return html + HTMLPage.filterScript + "</body></html>\n"
    }

    /// A diagnostic shown beside its cell: the first line as a summary, the rest (the
    /// constraints in UIKit's notation) when opened.
    private struct Note {
        /// error, warning or fixed.
        var style: String
        var summary: String
        var detail: String?

        init(style: String, summary: String, detail: String? = nil) {
            self.style = style
            self.summary = summary
            self.detail = detail
        }

        init(_ diagnostic: Finding, style: String, prefix: String = "") {
            let lines = diagnostic.message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            self.init(style: style, summary: "\(prefix)\(diagnostic.severity) \(diagnostic.kind): \(lines[0])",
                      detail: lines.count > 1 ? String(lines[1]) : nil)
        }
    }

    /// One section per layout, its cells in sheet order.
    private static func sheets(_ keys: [CaseKey], cell: (CaseKey) -> String) -> String {
        var html = ""
        var layout: String?
        for key in keys {
            if key.layout != layout {
                if layout != nil { html += "</div></section>\n" }
                layout = key.layout
                html += "<section data-layout=\"\(HTMLPage.escape(key.layout))\"><h2>\(HTMLPage.escape(key.layout))</h2>\n<div class=\"sheet\">\n"
            }
            html += cell(key)
        }
        return html + (layout == nil ? "" : "</div></section>\n")
    }

    private static func figure(
        _ key: CaseKey, _ snapshot: CaseSnapshot, wireframe: Wireframe, notes: [Note], kinds: [String], caption: String = ""
    ) -> String {
        figure(key, snapshot, svg: wireframe.svg, notes: notes, kinds: kinds, caption: caption)
    }

    /// A case's figure; `alike` are the other cases it stands for (drawn the same, the same findings).
    private static func figure(
        _ key: CaseKey, _ snapshot: CaseSnapshot, svg: String, notes: [Note], kinds: [String], caption: String = "", alike: [CaseKey] = []
    ) -> String {
        let classes = snapshot.sizeClasses.map { "\($0.width)-width \($0.height)-height" } ?? ""
        var html = "<figure data-case=\"\(HTMLPage.escape(key.description))\" data-layout=\"\(HTMLPage.escape(key.layout))\" "
            + "data-family=\"\(HTMLPage.escape(snapshot.family.rawValue))\" data-classes=\"\(HTMLPage.escape(classes))\" "
            + "data-kinds=\"\(HTMLPage.escape(kinds.joined(separator: " ")))\" "
            + "data-container=\"\(HTMLPage.escape(snapshot.container?.rawValue ?? ""))\">"
            + "<figcaption>\(HTMLPage.escape(key.screen + caption))"
            + (alike.isEmpty ? "" : "<details class=\"alike\"><summary>and \(counted(alike.count, "more case")) drawn the same</summary>"
                + HTMLPage.escape(alike.map(\.screen).joined(separator: ", ")) + "</details>")
            // Where the root is not the screen, the container says what size it was given.
            + (snapshot.container.map { $0 == .viewController } == false
                ? "<br/><small>\(HTMLPage.escape(snapshot.containerRule ?? ""))</small>" : "")
            + "</figcaption>\n<div class=\"cell\">\n" + svg
        if !notes.isEmpty {
            html += "<div class=\"notes\">\n"
            for note in notes {
                if let detail = note.detail {
                    // Opened when there are few, so the constraints in UIKit's notation show at once.
                    html += "<details class=\"\(note.style)\"\(notes.count <= 2 ? " open=\"open\"" : "")><summary>\(HTMLPage.escape(note.summary))</summary>"
                        + "<pre>\(HTMLPage.escape(detail))</pre></details>\n"
                } else {
                    html += "<div class=\"\(note.style)\">\(HTMLPage.escape(note.summary))</div>\n"
                }
            }
            html += "</div>\n"
        }
        return html + "</div></figure>\n"
    }

    /// The grouped view changes and the added and removed cases, as on the terminal.
    private static func changeTable(_ diff: RunDiff) -> String {
        let lines = diff.lines
        var html = ""
        if !lines.isEmpty {
            html += "<table class=\"changes\"><tr><th>layout</th><th>view</th><th>change</th><th>where</th></tr>\n"
            for line in lines {
                html += "<tr><td>\(HTMLPage.escape(line.group.layout))</td><td><code>\(HTMLPage.escape(line.viewList()))</code></td>"
                    + "<td>\(HTMLPage.escape(line.group.change))</td><td>\(HTMLPage.escape(line.group.extent))</td></tr>\n"
            }
            html += "</table>\n"
        }
        let sections = [("Cases added", diff.caseSummary(added: true)), ("Cases removed", diff.caseSummary(added: false)),
                        ("New diagnostics", DiffText.diagnosticLines(diff, fixed: false)),
                        ("Fixed diagnostics", DiffText.diagnosticLines(diff, fixed: true))]
        for (title, lines) in sections where !lines.isEmpty {
            html += "<p>\(title):</p><ul>" + lines.map { "<li>\(HTMLPage.escape($0))</li>" }.joined() + "</ul>\n"
        }
        return html
    }
}
