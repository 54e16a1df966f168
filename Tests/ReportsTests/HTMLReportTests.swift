import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Reports
import ResultStore
import TestSupport
import Testing
import TrellisBase

/// An HTML report parsed as XML: each figure (one case) with its attributes and the elements
/// drawn in it.
final class ReportPage: NSObject, XMLParserDelegate {
    struct Figure {
        var attributes: [String: String]
        /// Elements inside the figure, in document order, with their attributes.
        var elements: [(name: String, attributes: [String: String])] = []
        /// Text of the figure's caption, notes and titles, joined.
        var text = ""
        /// The names written on the wireframe, in drawing order.
        var labels: [String] = []

        /// Views drawn from the head run (`g data-view`), in drawing order.
        var views: [String] { elements.filter { $0.name == "g" }.compactMap { $0.attributes["data-view"] } }
        /// `view change` for each view group marked as changed, from either run.
        var changes: [String] {
            elements.filter { $0.name == "g" && $0.attributes["data-change"] != nil }.map {
                "\($0.attributes["data-view"] ?? "base " + $0.attributes["data-base-view"]!) \($0.attributes["data-change"]!)"
            }
        }
        /// `x y width height` of each rectangle of a class.
        func rects(_ style: String) -> [String] {
            elements.filter { $0.name == "rect" && $0.attributes["class"] == style }.map { element in
                ["x", "y", "width", "height"].map { element.attributes[$0]! }.joined(separator: " ")
            }
        }
    }

    var figures: [String: Figure] = [:]
    var order: [String] = []
    private var current: String?
    private var label: String?

    init(_ html: String) throws {
        super.init()
        let parser = XMLParser(data: Data(html.replacingOccurrences(of: "<!DOCTYPE html>", with: "").utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if element == "figure", let name = attributes["data-case"] {
            current = name
            order.append(name)
            figures[name] = Figure(attributes: attributes)
        } else if let current {
            figures[current]!.elements.append((element, attributes))
            if element == "text" { label = "" }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current { figures[current]!.text += string }
        label? += string
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "figure" { current = nil }
        if element == "text", let current, let text = label {
            figures[current]!.labels.append(text)
            label = nil
        }
    }
}

func temporaryDatabase() throws -> ResultDatabase {
    try ResultDatabase(path: TemporaryFolder.unusedPath("trellis", ".sqlite").path)
}

struct HTMLReportTests {
    @Test func aRunPageDrawsEveryCaseAndEveryVisibleView() throws {
        let database = try temporaryDatabase()
        let hiddenBadge = card.replacingOccurrences(of: "badge: {intrinsicSize: 20x20}", with: "badge: {intrinsicSize: 20x20, hidden: true}")
        let id = try record(["card": card, "other & <odd>": hiddenBadge], devices: ["iPhone 15", "iPad Air 2"], in: database, label: "html")
        let snapshot = try #require(try database.snapshot(run: id))
        let html = HTMLReport.render(snapshot)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // Self-contained: the only address in it is the SVG namespace.
        #expect(!html.contains("<link") && !html.contains("src="))
        #expect(html.components(separatedBy: "http").count - 1 == html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
        let page = try ReportPage(html)
        // Every case, phones first, as the catalog orders devices.
        #expect(page.order == ["card on iPhone 15 portrait", "card on iPad Air 2 portrait",
                               "other & <odd> on iPhone 15 portrait", "other & <odd> on iPad Air 2 portrait"])
        #expect(page.figures["card on iPhone 15 portrait"]?.views == ["title", "badge"])
        #expect(page.figures["other & <odd> on iPad Air 2 portrait"]?.views == ["title"])  // the hidden badge is not drawn
        // Names fit their frames: the 100 pt title holds its five letters, the 20 pt badge none.
        #expect(page.figures["card on iPhone 15 portrait"]?.labels == ["title"])
        #expect(page.figures["card on iPad Air 2 portrait"]?.attributes["data-classes"] == "regular-width regular-height")
        #expect(html.contains("<h2>other &amp; &lt;odd&gt;</h2>"))
    }

    /// A layout's own findings (what its file uses that Trellis does not model, views Xcode marks
    /// ambiguous) are listed once at the top of the page, not on each figure; a page without any
    /// has no such list.
    @Test func aLayoutsOwnFindingsAreListedOnceOnItsPage() throws {
        let database = try temporaryDatabase()
        let id = try record(["card": card], devices: ["iPhone 15"], in: database, label: "facts")
        var snapshot = try #require(try database.snapshot(run: id))
        #expect(!HTMLReport.render(snapshot).contains("About the layouts"))
        snapshot.layoutFindings["card"] = [Finding(kind: .notModelled, message: "card.yaml:2:3: warning: <visualEffectView> is not modelled",
                                                   location: SourceLocation(file: "card.yaml", line: 2, column: 3))]
        let html = HTMLReport.render(snapshot)
        #expect(html.contains("<h2>About the layouts</h2>"))
        // Counted in the run's summary once, as `trellis run` counts it.
        #expect(html.contains("; 0 errors, 1 warning.</p>"))
        #expect(html.contains("<ul>\n<li class=\"warning\"><b>card</b> not-modelled: card.yaml:2:3: warning: &lt;visualEffectView&gt; is not modelled</li>\n</ul>"))
        #expect(html.components(separatedBy: "is not modelled").count == 2)
        // The same fact in two layouts (one font with no file) is one item naming both.
        let other = try record(["card": card, "other": card], devices: ["iPhone 15"], in: database, label: "fonts")
        var two = try #require(try database.snapshot(run: other))
        func font(_ file: String, _ line: Int) -> Finding {
            Finding(kind: .notModelled, message: "\(file):\(line):3: warning: font 'Brand' is measured as the system font",
                    location: SourceLocation(file: file, line: line, column: 3))
        }
        two.layoutFindings = ["card": [font("card.yaml", 2)], "other": [font("other.yaml", 5)]]
        #expect(HTMLReport.render(two).contains("<ul>\n<li class=\"warning\"><b>card</b>, <b>other</b> (2 layouts) not-modelled: "
            + "font 'Brand' is measured as the system font (first at card.yaml:2:3)</li>\n</ul>"))
        // In one layout at two places, as the findings summary keeps them: two items.
        two.layoutFindings = ["card": [font("card.yaml", 2), font("card.yaml", 9)]]
        #expect(HTMLReport.render(two).contains("<ul>\n<li class=\"warning\"><b>card</b> not-modelled: card.yaml:2:3: warning: font 'Brand' is measured as the system font</li>\n"
            + "<li class=\"warning\"><b>card</b> not-modelled: card.yaml:9:3: warning: font 'Brand' is measured as the system font</li>\n</ul>"))
    }

    /// Two phones of one size (iPhone 5s and the first iPhone SE, 320×568) draw a layout alike:
    /// one figure stands for both and names the other; a differently sized phone has its own.
    @Test func casesDrawnAlikeAreOneFigure() throws {
        let database = try temporaryDatabase()
        let id = try record(["card": card], devices: ["iPhone 5s", "iPhone SE (1st generation)", "iPhone 15"], in: database, label: "alike")
        let html = HTMLReport.render(try #require(try database.snapshot(run: id)))
        let page = try ReportPage(html)
        #expect(page.order == ["card on iPhone 5s portrait", "card on iPhone 15 portrait"])
        #expect(page.figures["card on iPhone 5s portrait"]?.text.contains("and 1 more case drawn the sameiPhone SE (1st generation) portrait") == true)
        #expect(page.figures["card on iPhone 15 portrait"]?.text.contains("drawn the same") == false)
    }

    /// A run of more figures than a page holds is an index linking a page per layout, each page
    /// with its layout's figures and a link back.
    @Test func aLargeRunIsAnIndexAndAPagePerLayout() throws {
        let database = try temporaryDatabase()
        let id = try record(["card": card, "other": card], devices: ["iPhone 15", "iPad Air 2"], in: database, label: "pages")
        let snapshot = try #require(try database.snapshot(run: id))
        #expect(HTMLReport.renderPages(snapshot, index: "report-1.html").pages.isEmpty)  // small: one page, as `render` draws it
        let (index, pages) = HTMLReport.renderPages(snapshot, index: "report-1.html", figuresOnOnePage: 1)
        #expect(pages.map(\.name) == ["0001.html", "0002.html"])
        #expect(index.contains(#"<tr><td><a href="report-1/0001.html">card</a></td><td>2</td><td>2</td><td>0</td><td>0</td></tr>"#))
        #expect(index.contains(#"<a href="report-1/0002.html">other</a>"#))
        #expect(!index.contains("<figure"))
        let other = try ReportPage(pages[1].html)
        #expect(other.order == ["other on iPhone 15 portrait", "other on iPad Air 2 portrait"])
        #expect(pages[1].html.contains(#"<a href="../report-1.html">← every layout</a>"#))
    }

    /// A layout's own findings (views Xcode marks ambiguous, what Trellis does not model) count
    /// once in its row of the index and on its page, as in the run's summary: NetNewsWire's
    /// article scene, whose one finding is such a fact, showed 0 warnings in the index while
    /// `trellis findings` listed it.
    @Test func anIndexRowCountsItsLayoutsOwnFindingsOnce() throws {
        let database = try temporaryDatabase()
        let id = try record(["card": card, "other": card], devices: ["iPhone 15", "iPad Air 2"], in: database, label: "pages")
        var snapshot = try #require(try database.snapshot(run: id))
        snapshot.layoutFindings["card"] = [Finding(kind: .ambiguous, message: "Ambiguous layout in the design: Xcode marks badge ambiguous",
                                                   location: SourceLocation(file: "card.yaml", line: 4, column: 3))]
        let (index, pages) = HTMLReport.renderPages(snapshot, index: "report-1.html", figuresOnOnePage: 1)
        #expect(index.contains("; 0 errors, 1 warning.</p>"))
        #expect(index.contains(#"<tr><td><a href="report-1/0001.html">card</a></td><td>2</td><td>2</td><td>0</td><td>1</td></tr>"#))
        #expect(index.contains(#"<tr><td><a href="report-1/0002.html">other</a></td><td>2</td><td>2</td><td>0</td><td>0</td></tr>"#))
        #expect(pages[0].html.contains("<p>card: 2 cases, 0 errors, 1 warning.</p>"))
    }

    /// The pages' folder is named after the index, and the links between them hold whatever
    /// the index is called: an extension other than `.html`, none, characters a URL escapes.
    @Test func thePagesFolderAndLinksFollowTheIndexsName() throws {
        let database = try temporaryDatabase()
        let id = try record(["card": card], devices: ["iPhone 15"], in: database, label: "names")
        let snapshot = try #require(try database.snapshot(run: id))
        #expect(HTMLReport.pagesFolder(index: "r.html") == "r")
        #expect(HTMLReport.pagesFolder(index: "r.htm") == "r")
        #expect(HTMLReport.pagesFolder(index: "report") == "report-pages")
        #expect(HTMLReport.pagesFolder(index: ".html") == ".html-pages")
        let (htm, htmPages) = HTMLReport.renderPages(snapshot, index: "r.htm", figuresOnOnePage: 0)
        #expect(htm.contains(#"<a href="r/0001.html">card</a>"#))
        #expect(htmPages[0].html.contains(#"<a href="../r.htm">← every layout</a>"#))
        let (odd, oddPages) = HTMLReport.renderPages(snapshot, index: "Q&A #2", figuresOnOnePage: 0)
        #expect(odd.contains(#"<a href="Q&amp;A%20%232-pages/0001.html">card</a>"#))
        #expect(oddPages[0].html.contains(#"<a href="../Q&amp;A%20%232">← every layout</a>"#))
    }

    @Test func longNamesAreShortenedToTheirFrames() throws {
        let database = try temporaryDatabase()
        let long = card.replacingOccurrences(of: "title", with: "description")
        let id = try record(["long": long], devices: ["iPhone 15"], in: database, label: "labels")
        let snapshot = try #require(try database.snapshot(run: id))
        let figure = try #require(try ReportPage(HTMLReport.render(snapshot)).figures["long on iPhone 15 portrait"])
        // 100 pt at 0.36 px/pt holds five letters of 11 px type: four and an ellipsis.
        #expect(figure.labels == ["desc…"])
        #expect(figure.text.contains("description (16, 67, 100, 20)"))  // the hover title has it all
    }

    /// The screen around the layout, in points: status bar, the inset below it, sensor housing,
    /// home indicator, safe area and margins, from the catalog's facts for each device.
    @Test func screensShowStatusBarSensorHousingHomeIndicatorAndMargins() throws {
        let database = try temporaryDatabase()
        let barred = "container: {navigationBar: standard, tabBar: true}\n" + card
        let id = try record(["card": card, "tabs": barred], devices: ["iPhone 15", "iPhone 8"], in: database, label: "screens",
                            orientations: .allButUpsideDown)
        let page = try ReportPage(HTMLReport.render(try #require(try database.snapshot(run: id))))
        let portrait = try #require(page.figures["card on iPhone 15 portrait"])
        // iPhone 15: a 54 pt status bar inside a 59 pt top inset, a 34 pt home-indicator inset.
        #expect(portrait.rects("status-bar") == ["0 0 393 54"])
        #expect(portrait.rects("unsafe") == ["0 54 393 5", "0 818 393 34"])
        #expect(portrait.rects("housing") == ["133.62 12.5 125.76 34", "129.5 839 134 5"])  // the island, the indicator
        #expect(portrait.rects("safe") == ["0 59 393 759"])
        // Its 55-pt rounded corners, shaded where they cut the screen off; a home-button phone has none.
        let html = HTMLReport.render(try #require(try database.snapshot(run: id)))
        #expect(html.contains(#"<path class="unsafe" d="M0 0H55A55 55 0 0 0 0 55Z M393 0V55A55 55 0 0 0 338 0Z "#
            + #"M0 852V797A55 55 0 0 0 55 852Z M393 852H338A55 55 0 0 0 393 797Z"><title>rounded corners, 55 pt</title></path>"#))
        #expect(html.components(separatedBy: "<title>rounded corners").count - 1 == page.figures.keys.filter { $0.contains("iPhone 15") }.count)
        #expect(portrait.rects("margins") == ["16 59 361 759"])
        // Interface landscapeLeft puts the device's top, and its sensor housing, on the right.
        let left = try #require(page.figures["card on iPhone 15 landscapeLeft"])
        #expect(left.rects("housing").first == "805.5 133.62 34 125.76")
        #expect(left.rects("status-bar").isEmpty)
        let right = try #require(page.figures["card on iPhone 15 landscapeRight"])
        #expect(right.rects("housing").first == "12.5 133.62 34 125.76")
        // iPhone 8: a 20 pt status bar, no housing, no home indicator.
        let eight = try #require(page.figures["card on iPhone 8 portrait"])
        #expect(eight.rects("status-bar") == ["0 0 375 20"])
        #expect(eight.rects("housing").isEmpty && eight.rects("unsafe").isEmpty)
        // Bars: the navigation bar below the status bar, the tab bar above the home indicator.
        let tabs = try #require(page.figures["tabs on iPhone 15 portrait"])
        #expect(tabs.rects("bar") == ["0 59 393 44", "0 769 393 49"])
        #expect(tabs.rects("safe") == ["0 103 393 666"])
    }

    /// A root that is not a screen's is drawn alone, at the size its container gave it, with
    /// no status bar or home indicator of a screen it is not on: a xib's 72-pt view with its
    /// margins; a page sheet on an iPhone 15 from 10 pt below the sensor housing (783 of 852 pt),
    /// nothing of the status bar in it, the home indicator at its bottom.
    @Test func rootsThatAreNotScreensAreDrawnAtTheirOwnSize() throws {
        let database = try temporaryDatabase()
        let id = try record(["banner": "container: {kind: component, height: 72}\n" + card, "sheet": "container: {kind: sheet}\n" + card],
                            devices: ["iPhone 15"], in: database, label: "containers")
        let page = try ReportPage(HTMLReport.render(try #require(try database.snapshot(run: id))))
        let banner = try #require(page.figures["banner on iPhone 15 portrait"])
        #expect(banner.elements.first { $0.name == "svg" }?.attributes["viewBox"] == "0 0 393 72")
        #expect(banner.rects("status-bar").isEmpty && banner.rects("unsafe").isEmpty && banner.rects("housing").isEmpty)
        #expect(banner.rects("margins") == ["0 0 393 72"])  // a layout file's root has none of its own
        let sheet = try #require(page.figures["sheet on iPhone 15 portrait"])
        #expect(sheet.elements.first { $0.name == "svg" }?.attributes["viewBox"] == "0 0 393 783")
        #expect(sheet.rects("status-bar").isEmpty)
        #expect(sheet.rects("unsafe") == ["0 749 393 34"])
        #expect(sheet.rects("safe") == ["0 0 393 749"])
    }

    @Test func aRunPageListsErrorsWithTheirConstraintsInUIKitNotation() throws {
        let database = try temporaryDatabase()
        let conflicting = card + "\n  - title.width == 100\n  - title.width == 120\n"
        let id = try record(["card": conflicting], devices: ["iPhone 8"], in: database, label: "errors")
        let html = HTMLReport.render(try #require(try database.snapshot(run: id)))
        let figure = try #require(try ReportPage(html).figures["card on iPhone 8 portrait"])
        #expect(figure.attributes["data-kinds"] == "error")
        #expect(figure.elements.filter { $0.name == "details" }.map { $0.attributes["open"] } == ["open"])
        #expect(figure.text.contains("error unsatisfiable: Unable to simultaneously satisfy constraints."))
        #expect(figure.text.contains("\"<NSLayoutConstraint:title.width == 100>\",\n    \"<NSLayoutConstraint:title.width == 120>\""))
    }

    @Test func anUnchangedDiffPageSaysSo() throws {
        let database = try temporaryDatabase()
        let first = try record(["card": card], devices: ["iPhone 8"], in: database, label: "main")
        let second = try record(["card": card], devices: ["iPhone 8"], in: database, label: "branch")
        let base = try #require(try database.snapshot(run: first)), head = try #require(try database.snapshot(run: second))
        let html = HTMLReport.render(RunDiff(base: base, head: head), base: base, head: head)
        #expect(html.hasSuffix("<h1>Trellis diff: run 1 (main) → run 2 (branch)</h1>\n<p><strong>No changes.</strong></p>\n</body></html>\n"))
        #expect(try ReportPage(html).figures.isEmpty)
    }

    /// A layout laid out in another container than in the base run (here a plain view becomes a
    /// 120-pt component) is noted on each case, and the caption says what holds the root.
    @Test func aDiffPageSaysWhenTheContainerChanged() throws {
        let database = try temporaryDatabase()
        let component = "container: {kind: component, designedHeight: 120}\n" + card
        let first = try record(["card": card], devices: ["iPhone 8"], in: database, label: "main")
        let second = try record(["card": component], devices: ["iPhone 8"], in: database, label: "branch")
        let base = try #require(try database.snapshot(run: first)), head = try #require(try database.snapshot(run: second))
        let html = HTMLReport.render(RunDiff(base: base, head: head), base: base, head: head)
        let figure = try #require(try ReportPage(html).figures["card on iPhone 8 portrait"])
        #expect(figure.text.contains("container: view controller: the screen → xib view: the screen's width (a flexible width in a full-width container), the height its constraints give, else the designed 120 pt"))
        #expect(figure.attributes["data-container"] == "component")
        // The terminal and JSON say it once per layout.
        let diff = RunDiff(base: base, head: head)
        #expect(diff.containerChanges.map { "\($0.layout): \($0.from) → \($0.to)" } == [
            "card: view controller: the screen → xib view: the screen's width (a flexible width in a full-width container), the height its constraints give, else the designed 120 pt",
        ])
        #expect(DiffText.render(diff).contains("\nContainers changed:\n  card: view controller: the screen → xib view:"))
    }

    @Test func aDiffPageMarksEveryKindOfChange() throws {
        let database = try temporaryDatabase()
        let before = card + "\n  - H:|[footer]|\n  - footer.bottom == safeArea.bottom\n"
        let withFooter = before.replacingOccurrences(of: "views:\n", with: "views:\n  footer: {intrinsicSize: nonex30}\n  tip: {intrinsicSize: 40x20, hidden: true}\n")
        // The badge moves 22 pt right, the footer goes, the tip shows, a help view comes.
        let after = card.replacingOccurrences(of: "badge.leading == title.trailing + 8", with: "badge.leading == title.trailing + 30")
            .replacingOccurrences(of: "views:\n", with: "views:\n  tip: {intrinsicSize: 40x20}\n  help: {intrinsicSize: 20x20}\n")
        let first = try record(["card": withFooter], devices: ["iPhone 15", "iPhone 8"], in: database, label: "main")
        let second = try record(["card": after], devices: ["iPhone 15", "iPhone 8", "iPad Air 2"], in: database, label: "branch")
        let base = try #require(try database.snapshot(run: first)), head = try #require(try database.snapshot(run: second))
        let diff = RunDiff(base: base, head: head)
        let html = HTMLReport.render(diff, base: base, head: head)
        let page = try ReportPage(html)
        // Every case where something changed, plus the new iPad case.
        #expect(page.order == ["card on iPhone 15 portrait", "card on iPhone 8 portrait", "card on iPad Air 2 portrait"])
        let phone = try #require(page.figures["card on iPhone 15 portrait"])
        #expect(phone.views == ["tip", "help", "title", "badge"])
        #expect(phone.changes == ["tip shown", "help added", "badge changed", "base footer removed", "base badge changed"])
        #expect(phone.text.contains("footer (removed)") && phone.text.contains("tip (shown)") && phone.text.contains("help (added)"))
        // On the wireframe the 40 pt tip and the 20 pt help and badge are too narrow for a name.
        #expect(phone.labels == ["title", "footer (removed)"])
        #expect(phone.attributes["data-kinds"] == "added changed diagnostics removed shown")
        // The tip is shown and the help added without constraints: both ambiguous, both new.
        #expect(phone.text.contains("new warning ambiguous: Ambiguous layout: tip has an ambiguous horizontal position, and vertical position."))
        #expect(phone.text.contains("new warning ambiguous: Ambiguous layout: help has an ambiguous horizontal position, and vertical position."))
        #expect(phone.attributes["data-family"] == "phone" && phone.attributes["data-classes"] == "compact-width regular-height")
        let pad = try #require(page.figures["card on iPad Air 2 portrait"])
        #expect(pad.changes.isEmpty && pad.attributes["data-kinds"] == "new-case")
        #expect(html.contains("<figcaption>iPad Air 2 portrait (new)</figcaption>"))
        // The grouped changes head the page, as on the terminal.
        #expect(html.contains("<tr><td>card</td><td><code>badge</code></td><td>x +22</td><td>on 2 of 2 cases</td></tr>"))
        #expect(html.contains("<li>iPad Air 2: new device, 1 case in 1 layout</li>"))
    }
}
