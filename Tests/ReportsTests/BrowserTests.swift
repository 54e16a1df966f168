import Foundation
import Reports
import ResultStore
import TestSupport
import Testing

/// Headless Chromium (Debian's `chromium`), when the machine has it: the report checked in a
/// real browser. Without it these tests are skipped; `Reports/README.md` says how to install it.
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs headless Chromium with these arguments, killing it after a minute; returns stdout.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: deadline)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        return String(decoding: data, as: UTF8.self)
    }

    /// The page's DOM after its scripts ran, opened at `fragment`.
    static func dom(of file: URL, fragment: String) throws -> String {
        try run(["--dump-dom", file.absoluteString + fragment])
    }
}

/// A PNG's width and height, from its IHDR chunk.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
    else { return nil }
    func number(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
}

@Suite(.enabled(if: Chromium.path != nil, "needs headless Chromium: apt-get install chromium"))
struct BrowserTests {
    /// A diff page on disk: the badge moves on two iPhones, an iPad case is new.
    func diffPage() throws -> URL {
        let database = try temporaryDatabase()
        let moved = card.replacingOccurrences(of: "badge.leading == title.trailing + 8", with: "badge.leading == title.trailing + 30")
        let first = try record(["card": card], devices: ["iPhone 15", "iPhone 8"], in: database, label: "main")
        let second = try record(["card": moved], devices: ["iPhone 15", "iPhone 8", "iPad Air 2"], in: database, label: "branch")
        let base = try #require(try database.snapshot(run: first)), head = try #require(try database.snapshot(run: second))
        let file = TemporaryFolder.unusedPath("trellis-diff", ".html")
        try HTMLReport.render(RunDiff(base: base, head: head), base: base, head: head).write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The cases of a dumped DOM that the filters left visible.
    func shownCases(_ dom: String) throws -> [String] {
        let figure = try Regex(#"<figure data-case="([^"]*)"[^>]*>"#)
        return dom.matches(of: figure).filter { !dom[$0.range].contains(" hidden=") }.map { String($0.output[1].substring!) }
    }

    @Test func filtersInTheAddressHideTheOtherCases() throws {
        let page = try diffPage()
        let all = try Chromium.dom(of: page, fragment: "")
        #expect(try shownCases(all) == ["card on iPhone 15 portrait", "card on iPhone 8 portrait", "card on iPad Air 2 portrait"])
        #expect(all.contains("<output id=\"shown\">3 of 3 cases shown</output>"))
        let pads = try Chromium.dom(of: page, fragment: "#family=pad")
        #expect(try shownCases(pads) == ["card on iPad Air 2 portrait"])
        #expect(pads.contains("<output id=\"shown\">1 of 3 cases shown</output>"))
        let moved = try Chromium.dom(of: page, fragment: "#kinds=changed&classes=compact-width")
        #expect(try shownCases(moved) == ["card on iPhone 15 portrait", "card on iPhone 8 portrait"])
        // A filter nothing matches hides the layout's heading too.
        let none = try Chromium.dom(of: page, fragment: "#kinds=removed")
        #expect(try shownCases(none).isEmpty)
        #expect(none.contains("<section data-layout=\"card\" hidden=\"\">"))
    }

    @Test func aScreenshotShowsThePage() throws {
        let page = try diffPage()
        let directory = try TemporaryFolder.make("screenshots")
        let shot = directory.appendingPathComponent("trellis-diff-\(UUID().uuidString).png")
        _ = try Chromium.run(["--window-size=1200,900", "--screenshot=\(shot.path)", page.absoluteString])
        let image = try Data(contentsOf: shot)
        #expect(pngSize(image)! == (1200, 900))
        // An empty page of the same size compresses to almost nothing; the report's wireframes don't.
        let blank = directory.appendingPathComponent("trellis-blank-\(UUID().uuidString).html")
        try "<!DOCTYPE html><html><body></body></html>".write(to: blank, atomically: true, encoding: .utf8)
        let blankShot = directory.appendingPathComponent("trellis-blank-\(UUID().uuidString).png")
        _ = try Chromium.run(["--window-size=1200,900", "--screenshot=\(blankShot.path)", blank.absoluteString])
        let empty = try Data(contentsOf: blankShot)
        #expect(pngSize(empty)! == (1200, 900))
        #expect(image.count > 5 * empty.count, "\(image.count) bytes against \(empty.count) for a blank page")
    }
}
