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
    private var current: String?

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if element == "figure", let name = attributes["data-case"] {
            current = name
            figures[name] = []
        }
        if element == "g", let view = attributes["data-view"], let current { figures[current]!.append(view) }
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
}
