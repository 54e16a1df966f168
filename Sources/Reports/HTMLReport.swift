import DeviceCatalog
import ResultStore

/// One self-contained HTML page for a run: per layout, a contact sheet of its cases, each an SVG
/// wireframe (root, safe area, every visible view with its name) with the case's diagnostics
/// beside it. No scripts, no network; the markup is well-formed XML so tests can parse it.
public enum HTMLReport {
    public static func render(_ run: RunSnapshot) -> String {
        var html = header(title: "Trellis run \(run.runID)\(run.label.map { " (\($0))" } ?? "")")
        let keys = run.cases.keys.sorted()
        var layout: String?
        for key in keys {
            if key.layout != layout {
                if layout != nil { html += "</div>\n" }
                layout = key.layout
                html += "<h2>\(escape(key.layout))</h2>\n<div class=\"sheet\">\n"
            }
            html += cell(key, run.cases[key]!)
        }
        if layout != nil { html += "</div>\n" }
        return html + "</body></html>\n"
    }

    /// A diff as a page: every changed case with the base frames (grey) under the head frames (blue),
    /// the views that changed outlined in red, and the diagnostics that came or went.
    public static func render(_ diff: RunDiff, base: RunSnapshot, head: RunSnapshot) -> String {
        var html = header(title: "Trellis diff: run \(DiffText.name(diff.base)) → run \(DiffText.name(diff.head))")
        html += "<p>\(escape(DiffText.summary(diff)))</p>\n" + filterBar(layouts: Set(head.cases.keys.map(\.layout)).sorted())
        var changedViews: [CaseKey: Set<String>] = [:]
        for change in diff.viewChanges { changedViews[change.key, default: []].insert(change.view) }
        var notes: [CaseKey: [String]] = [:]
        for entry in diff.newDiagnostics { notes[entry.key, default: []].append("new \(entry.diagnostic.severity) \(entry.diagnostic.kind): \(DiffText.firstLine(entry.diagnostic.message))") }
        for entry in diff.fixedDiagnostics { notes[entry.key, default: []].append("fixed \(entry.diagnostic.severity) \(entry.diagnostic.kind): \(DiffText.firstLine(entry.diagnostic.message))") }
        let keys = Set(changedViews.keys).union(notes.keys).union(diff.casesAdded).sorted()
        var layout: String?
        for key in keys {
            if key.layout != layout {
                if layout != nil { html += "</div>\n" }
                layout = key.layout
                html += "<h2>\(escape(key.layout))</h2>\n<div class=\"sheet\">\n"
            }
            var kinds = Set(diff.viewChanges.filter { $0.key == key }.map(\.kind.rawValue))
            if diff.casesAdded.contains(key) { kinds.insert("new-case") }
            if notes[key] != nil { kinds.insert("diagnostics") }
            html += overlayCell(key, base: base.cases[key], head: head.cases[key], changed: changedViews[key] ?? [], notes: notes[key] ?? [],
                                kinds: kinds.sorted())
        }
        if layout != nil { html += "</div>\n" }
        return html + "</body></html>\n"
    }

    private static func overlayCell(
        _ key: CaseKey, base: CaseSnapshot?, head: CaseSnapshot?, changed: Set<String>, notes: [String], kinds: [String]
    ) -> String {
        let classes = head.map { "\($0.widthClass ?? "")-width \($0.heightClass ?? "")-height" } ?? ""
        var html = "<figure data-case=\"\(escape(key.description))\" data-layout=\"\(escape(key.layout))\" "
            + "data-family=\"\(escape(head?.family ?? ""))\" data-classes=\"\(escape(classes))\" data-kinds=\"\(escape(kinds.joined(separator: " ")))\">"
            + "<figcaption>\(escape(key.screen))\(base == nil ? " (new)" : "")</figcaption>\n"
        if let head, let width = head.width, let height = head.height {
            let scale = 300 / max(width, height)
            html += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(formatPoints(width * scale))\" height=\"\(formatPoints(height * scale))\" "
                + "viewBox=\"0 0 \(formatPoints(width)) \(formatPoints(height))\">\n"
            html += safeArea(head, width: width, height: height)
            html += views(head, scale: scale, changed: changed)
            // The base frames go on top, dashed, so they show where changed views were.
            if let base {
                for view in base.viewOrder.dropFirst() {
                    guard let frame = base.frames[view], !frame.hidden else { continue }
                    html += "<rect class=\"base\" data-base-view=\"\(escape(view))\" x=\"\(formatPoints(frame.x))\" y=\"\(formatPoints(frame.y))\" "
                        + "width=\"\(formatPoints(frame.width))\" height=\"\(formatPoints(frame.height))\"/>\n"
                }
            }
            html += "</svg>\n"
        }
        if !notes.isEmpty { html += "<ul>" + notes.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n" }
        return html + "</figure>\n"
    }

    /// Drop-downs that hide the cells not matching: layout, device family, size class, change kind.
    /// A few lines of inline script; the page still needs nothing from the network.
    private static func filterBar(layouts: [String]) -> String {
        func select(_ name: String, _ options: [(String, String)]) -> String {
            "<label>\(name) <select data-filter=\"\(name)\"><option value=\"\">all</option>"
                + options.map { "<option value=\"\(escape($0.0))\">\(escape($0.1))</option>" }.joined() + "</select></label> "
        }
        return "<form class=\"filters\">"
            + select("layout", layouts.map { ($0, $0) })
            + select("family", [("phone", "phone"), ("pad", "pad")])
            + select("classes", [("compact-width", "compact width"), ("regular-width", "regular width"),
                                 ("compact-height", "compact height"), ("regular-height", "regular height")])
            + select("kinds", [("changed", "moved or resized"), ("added", "view added"), ("removed", "view removed"),
                               ("hidden", "view hidden"), ("shown", "view shown"), ("new-case", "new case"),
                               ("diagnostics", "diagnostics")])
            + "</form>\n<script>\n" + """
            document.querySelectorAll('select[data-filter]').forEach(function (select) {
              select.addEventListener('change', function () {
                var wanted = {};
                document.querySelectorAll('select[data-filter]').forEach(function (s) { wanted[s.dataset.filter] = s.value; });
                document.querySelectorAll('figure[data-case]').forEach(function (figure) {
                  var show = Object.keys(wanted).every(function (key) {
                    var value = wanted[key];
                    if (!value) { return true; }
                    var have = (figure.dataset[key] || '').split(' ');
                    return key === 'layout' ? figure.dataset.layout === value : have.indexOf(value) >= 0;
                  });
                  figure.style.display = show ? '' : 'none';
                });
              });
            });
            """ + "</script>\n"
    }

    private static func header(title: String) -> String {
        """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"/><title>\(escape(title))</title>
            <style>
            body { font: 13px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; }
            h2 { margin-top: 32px; border-bottom: 1px solid #ddd; }
            .sheet { display: flex; flex-wrap: wrap; gap: 16px; }
            figure { margin: 0; width: 300px; }
            figcaption { font-weight: 600; margin-bottom: 4px; }
            svg { background: #fafafa; border: 1px solid #bbb; }
            .safe { fill: none; stroke: #2a9d8f; stroke-dasharray: 4 3; }
            .view { fill: rgba(66, 133, 244, 0.08); stroke: #4285f4; vector-effect: non-scaling-stroke; }
            .label { font-size: 11px; fill: #1a4c9c; }
            .error { color: #b00020; } .warning { color: #a15c00; } .note { color: #666; }
            .base { fill: none; stroke: #333; stroke-dasharray: 3 2; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
            .unsafe { fill: rgba(0, 0, 0, 0.08); }
            .changed { fill: rgba(220, 50, 47, 0.12); stroke: #dc322f; stroke-width: 2; vector-effect: non-scaling-stroke; }
            ul { padding-left: 16px; margin: 4px 0; }
            </style></head><body>
            <h1>\(escape(title))</h1>

            """
    }

    private static func cell(_ key: CaseKey, _ snapshot: CaseSnapshot) -> String {
        var html = "<figure data-case=\"\(escape(key.description))\"><figcaption>\(escape(key.screen))</figcaption>\n"
        if let width = snapshot.width, let height = snapshot.height {
            let scale = 300 / max(width, height)
            html += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(formatPoints(width * scale))\" height=\"\(formatPoints(height * scale))\" "
                + "viewBox=\"0 0 \(formatPoints(width)) \(formatPoints(height))\">\n"
            html += safeArea(snapshot, width: width, height: height)
            html += views(snapshot, scale: scale, changed: [])
            html += "</svg>\n"
        }
        let shown = snapshot.diagnostics.filter { $0.severity != "note" }
        if !shown.isEmpty {
            html += "<ul>" + shown.map { "<li class=\"\($0.severity)\">\(escape($0.kind)): \(escape(DiffText.firstLine($0.message)))</li>" }.joined() + "</ul>\n"
        }
        return html + "</figure>\n"
    }

    /// The safe area's outline and the insets around it shaded: status bar, sensor housing, home
    /// indicator and bars.
    private static func safeArea(_ snapshot: CaseSnapshot, width: Double, height: Double) -> String {
        guard let safe = snapshot.safeArea else { return "" }
        let (top, left, bottom, right) = (safe[0], safe[1], safe[2], safe[3])
        var html = ""
        for (x, y, w, h) in [(0, 0, width, top), (0, height - bottom, width, bottom), (0, top, left, height - top - bottom),
                             (width - right, top, right, height - top - bottom)] where w > 0 && h > 0 {
            html += "<rect class=\"unsafe\" x=\"\(formatPoints(x))\" y=\"\(formatPoints(y))\" width=\"\(formatPoints(w))\" height=\"\(formatPoints(h))\"/>\n"
        }
        return html + "<rect class=\"safe\" x=\"\(formatPoints(left))\" y=\"\(formatPoints(top))\" "
            + "width=\"\(formatPoints(width - left - right))\" height=\"\(formatPoints(height - top - bottom))\"/>\n"
    }

    /// Every visible view of a case as a named rectangle; `changed` ones outlined in red.
    private static func views(_ snapshot: CaseSnapshot, scale: Double, changed: Set<String>) -> String {
        var html = ""
        for view in snapshot.viewOrder.dropFirst() {
            guard let frame = snapshot.frames[view], !frame.hidden else { continue }
            html += "<g data-view=\"\(escape(view))\"><title>\(escape(view)) (\(formatPoints(frame.x)), \(formatPoints(frame.y)), "
                + "\(formatPoints(frame.width)), \(formatPoints(frame.height)))</title>"
                + "<rect class=\"\(changed.contains(view) ? "changed" : "view")\" x=\"\(formatPoints(frame.x))\" y=\"\(formatPoints(frame.y))\" "
                + "width=\"\(formatPoints(frame.width))\" height=\"\(formatPoints(frame.height))\"/>"
                + "<text class=\"label\" x=\"\(formatPoints(frame.x + 2))\" y=\"\(formatPoints(frame.y + 12 / scale))\" "
                + "font-size=\"\(formatPoints(9 / scale))\">\(escape(view))</text></g>\n"
        }
        return html
    }

    /// Text safe inside HTML and XML elements and attributes.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
