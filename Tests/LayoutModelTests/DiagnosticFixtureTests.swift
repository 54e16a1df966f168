import DeviceCatalog
import Testing
@testable import LayoutModel

/// Each diagnostic on purpose: `Fixtures/diagnostics/NAME.yaml` solved as
/// `trellis solve NAME.yaml --safe-area 47,0,34,0` (390×844 portrait, @3x) prints exactly
/// `NAME.txt`.
struct DiagnosticFixtureTests {
    static let names = ["unsatisfiable", "autoresizing-mistake", "ambiguous", "compressed", "empty-size", "outside-root"]

    @Test(arguments: names)
    func solvePrintsTheExpectedReport(_ name: String) throws {
        let layout = try LayoutFileLoader.load(contentsOf: fixturePath("diagnostics/\(name).yaml"))
        let environment = LayoutEnvironment(
            size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let report = SolveReport(try layout.solve(in: environment)).text
        #expect(report == (try fixtureText("diagnostics/\(name).txt")))
    }

    @Test func eachFixtureShowsItsDiagnostic() throws {
        let environment = LayoutEnvironment(
            size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        var kinds: [String: [String]] = [:]
        for name in Self.names {
            let layout = try LayoutFileLoader.load(contentsOf: fixturePath("diagnostics/\(name).yaml"))
            kinds[name] = try layout.solve(in: environment).diagnostics.map(\.kind)
        }
        #expect(kinds == [
            "unsatisfiable": ["unsatisfiable"],
            "autoresizing-mistake": ["unsatisfiable", "unsatisfiable"],
            "ambiguous": ["ambiguous"],
            "compressed": ["compressed"],
            "empty-size": ["empty-size"],
            "outside-root": ["partly-outside-root", "outside-root"],
        ])
    }
}
