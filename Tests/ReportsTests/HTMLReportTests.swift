import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Reports
import ResultStore
import Testing

/// Collects the figures of an HTML report and the views drawn in each.
final class FigureCollector: NSObject, XMLParserDelegate {
    var figures: [String: [String]] = [:]
    var changed: [String: [String]] = [:]
    var baseViews: [String: [String]] = [:]
    /// Layout, family, size classes and change kinds of each diff cell, for the page's filters.
    var filterValues: [String: [String]] = [:]
    private var current: String?

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if element == "figure", let name = attributes["data-case"] {
            current = name
            figures[name] = []
            filterValues[name] = [attributes["data-layout"], attributes["data-family"], attributes["data-classes"], attributes["data-kinds"]]
                .compactMap { $0 }
        }
        if element == "g", let view = attributes["data-view"], let current { figures[current]!.append(view) }
        if element == "rect", attributes["class"] == "changed", let current { changed[current, default: []].append(current) }
        if element == "rect", let view = attributes["data-base-view"], let current { baseViews[current, default: []].append(view) }
    }
}

struct HTMLReportTests {
    @Test func everyCaseAndEveryVisibleViewIsDrawn() throws {
        let database = try ResultDatabase(path: FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString).sqlite").path)
        let hiddenBadge = card.replacingOccurrences(of: "badge: {intrinsicSize: 20x20}", with: "badge: {intrinsicSize: 20x20, hidden: true}")
        let id = try record(["card": card, "other & <odd>": hiddenBadge], devices: ["iPhone 15", "iPad Air 2"], in: database, label: "html")
        let snapshot = try #require(try database.snapshot(run: id))
        let html = HTMLReport.render(snapshot)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("src="))
        let parser = XMLParser(data: Data(html.replacingOccurrences(of: "<!DOCTYPE html>", with: "").utf8))
        let collector = FigureCollector()
        parser.delegate = collector
        #expect(parser.parse(), "the report is well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.figures.keys.sorted() == snapshot.cases.keys.sorted().map(\.description))
        #expect(collector.figures["card on iPhone 15 portrait"] == ["title", "badge"])
        #expect(collector.figures["other & <odd> on iPad Air 2 portrait"] == ["title"])  // the hidden badge is not drawn
        #expect(html.contains("<h2>other &amp; &lt;odd&gt;</h2>"))
    }

    @Test func aDiffPageShowsEveryChangedCaseWithBaseUnderHead() throws {
        let database = try ResultDatabase(path: FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString).sqlite").path)
        let moved = card.replacingOccurrences(of: "badge.leading == title.trailing + 8", with: "badge.leading == title.trailing + 30")
        let first = try record(["card": card], devices: ["iPhone 15", "iPhone 8"], in: database, label: "main")
        let second = try record(["card": moved], devices: ["iPhone 15", "iPhone 8", "iPad Air 2"], in: database, label: "branch")
        let base = try #require(try database.snapshot(run: first)), head = try #require(try database.snapshot(run: second))
        let diff = RunDiff(base: base, head: head)
        let html = HTMLReport.render(diff, base: base, head: head)
        let parser = XMLParser(data: Data(html.replacingOccurrences(of: "<!DOCTYPE html>", with: "").utf8))
        let collector = FigureCollector()
        parser.delegate = collector
        #expect(parser.parse())
        // Every case where a view changed, plus the new iPad case.
        #expect(collector.figures.keys.sorted() == ["card on iPad Air 2 portrait", "card on iPhone 15 portrait", "card on iPhone 8 portrait"])
        #expect(collector.figures["card on iPhone 15 portrait"] == ["title", "badge"])
        #expect(collector.changed["card on iPhone 15 portrait"]?.count == 1)  // only the badge moved
        #expect(collector.baseViews["card on iPhone 15 portrait"] == ["title", "badge"])
        #expect(collector.baseViews["card on iPad Air 2 portrait"] == nil)  // no base for a new case
        #expect(html.contains("<figcaption>iPad Air 2 portrait (new)</figcaption>"))
        #expect(collector.filterValues["card on iPad Air 2 portrait"] == ["card", "pad", "regular-width regular-height", "new-case"])
        #expect(collector.filterValues["card on iPhone 15 portrait"] == ["card", "phone", "compact-width regular-height", "changed"])
        #expect(html.contains("<select data-filter=\"kinds\">"))
    }
}
