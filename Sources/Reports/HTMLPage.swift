import TrellisBase

/// The parts every report page shares: the head with its styles, the legend, the filters and
/// their script, and escaping. Pages are well-formed XML so tests can parse them, and need
/// nothing from the network.
enum HTMLPage {
    static func header(title: String) -> String {
        """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"/><title>\(escape(title))</title>
            <style>
            [hidden] { display: none !important; }
            body { font: 13px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; }
            h2 { margin-top: 32px; border-bottom: 1px solid #ddd; }
            table.changes { border-collapse: collapse; margin: 8px 0 16px; }
            table.changes td, table.changes th { text-align: left; padding: 2px 12px 2px 0; vertical-align: top; }
            .sheet { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
            figure { margin: 0; display: flex; flex-direction: column; }
            figcaption { font-weight: 600; margin-bottom: 4px; max-width: 260px; }
            .cell { display: flex; gap: 10px; align-items: flex-start; }
            .notes { max-width: 420px; }
            .notes details { margin-bottom: 6px; }
            .notes summary { cursor: pointer; }
            .notes pre { font-size: 11px; white-space: pre-wrap; tab-size: 2; background: #f6f6f6; padding: 6px; margin: 4px 0; }
            svg { background: #fff; border: 1px solid #999; border-radius: 4px; }
            svg rect { vector-effect: non-scaling-stroke; }
            .unsafe { fill: rgba(0, 0, 0, 0.07); }
            .status-bar { fill: rgba(0, 0, 0, 0.12); }
            .bar { fill: rgba(120, 144, 156, 0.22); }
            .housing { fill: #222; }
            .safe { fill: none; stroke: #2a9d8f; stroke-dasharray: 4 3; }
            .margins { fill: none; stroke: #9c6ade; stroke-dasharray: 1 3; }
            .view { fill: rgba(66, 133, 244, 0.08); stroke: #4285f4; }
            .changed { fill: rgba(220, 50, 47, 0.14); stroke: #dc322f; stroke-width: 2; }
            .added { fill: rgba(46, 160, 67, 0.14); stroke: #2ea043; stroke-width: 2; }
            .base { fill: none; stroke: #222; stroke-dasharray: 4 3; stroke-width: 1.5; }
            .gone { fill: rgba(230, 126, 34, 0.10); stroke: #d35400; stroke-dasharray: 4 3; stroke-width: 2; }
            .label { fill: #1a4c9c; stroke: #fff; paint-order: stroke; stroke-linejoin: round; }
            .changed-label { fill: #a61c1a; } .added-label { fill: #1c6b2c; } .gone-label { fill: #9a3d00; }
            .error { color: #b00020; } .warning { color: #a15c00; } .fixed { color: #1c6b2c; }
            .legend { display: flex; flex-wrap: wrap; gap: 6px 16px; margin: 8px 0 16px; color: #444; }
            .legend svg { border: none; vertical-align: middle; margin-right: 4px; }
            .filters { margin: 8px 0; }
            </style></head><body>
            <h1>\(escape(title))</h1>

            """
    }

    /// Swatches for what the wireframes draw; a diff page adds its change colours.
    static func legend(diff: Bool) -> String {
        func swatch(_ style: String, _ text: String, rounded: Bool = false) -> String {
            "<span><svg width=\"22\" height=\"14\"><rect class=\"\(style)\" x=\"1\" y=\"\(rounded ? 5 : 1)\" width=\"20\" "
                + "height=\"\(rounded ? 4 : 12)\"\(rounded ? " rx=\"2\"" : "")/></svg>\(escape(text))</span>"
        }
        var items = [swatch("view", "view")]
        if diff {
            items += [swatch("changed", "moved or resized (head)"), swatch("base", "where it was (base)"),
                      swatch("added", "added or shown"), swatch("gone", "removed or hidden (base frame)")]
        }
        items += [swatch("safe", "safe area"), swatch("margins", "root layout margins"), swatch("status-bar", "status bar"),
                  swatch("housing", "sensor housing, home indicator", rounded: true), swatch("bar", "navigation, tab or tool bar"),
                  swatch("unsafe", "other unsafe area")]
        return "<div class=\"legend\">" + items.joined() + "</div>\n"
    }

    /// Drop-downs that hide the cells not matching: layout, device family, size class, and a kind
    /// (change kinds on a diff page, diagnostic severities on a run page). The choice is kept in
    /// the address's fragment (`#family=pad&kinds=removed`), so a filtered view can be linked.
    static func filterBar(layouts: [String], kinds: [(String, String)]) -> String {
        func select(_ name: String, _ options: [(String, String)]) -> String {
            "<label>\(name) <select data-filter=\"\(name)\"><option value=\"\">all</option>"
                + options.map { "<option value=\"\(escape($0.0))\">\(escape($0.1))</option>" }.joined() + "</select></label> "
        }
        return "<form class=\"filters\">"
            + select("layout", layouts.map { ($0, $0) })
            + select("family", [("phone", "phone"), ("pad", "pad")])
            + select("classes", [("compact-width", "compact width"), ("regular-width", "regular width"),
                                 ("compact-height", "compact height"), ("regular-height", "regular height")])
            + select("kinds", kinds)
            + " <output id=\"shown\"></output></form>\n"
    }

    /// Runs once the cells exist: applies the fragment's filters, then follows the drop-downs.
    static let filterScript = """
        <script>//<![CDATA[
        (function () {
          var selects = document.querySelectorAll('select[data-filter]');
          var figures = document.querySelectorAll('figure[data-case]');
          function apply() {
            var wanted = {}, fragment = [], shown = 0;
            selects.forEach(function (s) {
              wanted[s.dataset.filter] = s.value;
              if (s.value) { fragment.push(s.dataset.filter + '=' + encodeURIComponent(s.value)); }
            });
            figures.forEach(function (figure) {
              var show = Object.keys(wanted).every(function (key) {
                var value = wanted[key];
                if (!value) { return true; }
                if (key === 'layout') { return figure.dataset.layout === value; }
                return (figure.dataset[key] || '').split(' ').indexOf(value) >= 0;
              });
              figure.hidden = !show;
              if (show) { shown += 1; }
            });
            document.querySelectorAll('section[data-layout]').forEach(function (section) {
              section.hidden = section.querySelector('figure[data-case]:not([hidden])') === null;
            });
            document.getElementById('shown').textContent = shown + ' of ' + figures.length + ' cases shown';
            history.replaceState(null, '', fragment.length ? '#' + fragment.join('&') : location.pathname + location.search);
          }
          location.hash.slice(1).split('&').forEach(function (pair) {
            var parts = pair.split('=');
            var select = document.querySelector('select[data-filter="' + parts[0] + '"]');
            if (select && parts.length === 2) { select.value = decodeURIComponent(parts[1]); }
          });
          selects.forEach(function (s) { s.addEventListener('change', apply); });
          apply();
        })();
        //]]></script>

        """

    /// Text safe inside HTML and XML elements and attributes.
    static func escape(_ text: String) -> String {
        // Most names need nothing: return them as they are without building a copy.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") })
        else { return text }
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
