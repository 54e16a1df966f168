import DeviceCatalog
import Testing
import TrellisBase
@testable import LayoutModel

/// Each diagnostic on purpose: `Fixtures/diagnostics/NAME.yaml` solved as
/// `trellis solve NAME.yaml --safe-area 47,0,34,0` (390×844 portrait, @3x) prints exactly
/// `NAME.txt`.
struct DiagnosticFixtureTests {
    static let names = ["unsatisfiable", "autoresizing-mistake", "ambiguous", "compressed", "empty-size", "outside-root", "negative-size",
                        "unsafe-area"]

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
            kinds[name] = try layout.solve(in: environment).diagnostics.map(\.kind.name)
        }
        #expect(kinds == [
            "unsatisfiable": ["unsatisfiable"],
            "autoresizing-mistake": ["unsatisfiable", "unsatisfiable"],
            "ambiguous": ["ambiguous"],
            // The squeezed row's labels end between @3x pixels: `solve` says so, as a run does.
            "compressed": ["compressed", "pixel-misaligned"],
            "empty-size": ["empty-size"],
            "outside-root": ["partly-outside-root", "outside-root"],
            "unsafe-area": ["unsafe-area"],
            // The panel is a plain view: at zero width it hides nothing of its own.
            "negative-size": ["unsatisfiable", "ambiguous"],
        ])
    }
}

/// UIKit's engine keeps every width and height at zero or more.
struct NonNegativeSizeTests {
    /// The classic log: a cell's content view at `UIView-Encapsulated-Layout-Width` 0 before the
    /// table sizes it, and a label 15 pt in from both sides.
    @Test func insetsWiderThanAZeroWidthCellConflict() throws {
        let layout = try load(yaml: """
            views:
              label: {kind: label, text: Title, intrinsicSize: 40x20}
            constraints:
              - H:|-15-[label]-15-|
              - V:|-11-[label]-11-|
            """)
        let solution = try layout.solve(in: LayoutEnvironment(size: Size(width: 0, height: 44)))
        guard case let .unsatisfiable(conflict) = solution.diagnostics.first else {
            Issue.record("expected a conflict, got \(solution.diagnostics)")
            return
        }
        #expect(conflict.conflicting.map(\.equation) == [
            "root.width == 0", "label.leading == root.leading + 15", "root.trailing == label.trailing + 15"])
        #expect(conflict.broken.equation == "root.trailing == label.trailing + 15")
        #expect(solution.frame(of: "label")?.frame.description == "(15, 11, 40, 22)")
    }

    @Test func noSizeComesOutNegative() throws {
        let layout = try load(yaml: """
            views:
              a: {}
              b: {}
            constraints:
              - a.width == root.width - 500 @750
              - b.height == a.width
              - V:|[a(10)]
              - H:|[b]
              - b.top == root.top
            """)
        let solution = try layout.solve(in: LayoutEnvironment(size: Size(width: 390, height: 844)))
        // The optional width gives way to the floor instead of going to -110.
        #expect(solution.frame(of: "a")?.frame.width == 0)
        #expect(solution.frame(of: "b")?.frame.height == 0)
        #expect(!solution.diagnostics.contains { $0.kind == .unsatisfiable })
    }
}

/// Reporting ambiguity stays cheap when many views are open.
struct ManyAmbiguousViewsTests {
    func chain(_ count: Int, widths: String) throws -> LayoutSolution {
        var yaml = "views:\n" + (0..<count).map { "  v\($0): {}\n" }.joined() + "constraints:\n"
        yaml += "  - v0.leading == root.leading\n  - v\(count - 1).trailing == root.trailing\n"
        yaml += (1..<count).map { "  - v\($0).leading == v\($0 - 1).trailing\n" }.joined()
        yaml += (0..<count).map { "  - V:|-10-[v\($0)(10)]\n  - v\($0).width == \(widths)\n" }.joined()
        return try load(yaml: yaml).solve(in: LayoutEnvironment(size: Size(width: 390, height: 844)))
    }

    @Test func tiesBeyondTheProbeBudgetAreReportedWithoutAnAlternative() throws {
        let solution = try chain(60, widths: "5 @500")
        let alternatives = solution.diagnostics.compactMap { diagnostic -> Bool? in
            guard case let .ambiguous(_, _, _, alternative) = diagnostic else { return nil }
            return alternative != nil
        }
        #expect(alternatives.count == 60)
        #expect(alternatives.prefix(50).allSatisfy { $0 })
        #expect(alternatives.dropFirst(50).allSatisfy { !$0 })
        #expect(solution.diagnostics[59].description == "Ambiguous layout: v59 has an ambiguous horizontal position and width. "
            + "Frame (295, 10, 95, 10).")
    }

    @Test func openPositionsAllGetAnAlternative() throws {
        var yaml = "views:\n" + (0..<80).map { "  v\($0): {}\n" }.joined() + "constraints:\n"
        yaml += (1..<80).map { "  - v\($0).leading == v\($0 - 1).trailing\n" }.joined()
        yaml += (0..<80).map { "  - V:|-10-[v\($0)(10)]\n  - v\($0).width == 4\n" }.joined()
        let solution = try load(yaml: yaml).solve(in: LayoutEnvironment(size: Size(width: 390, height: 844)))
        #expect(solution.diagnostics.count == 80)
        #expect(solution.diagnostics[79].description == "Ambiguous layout: v79 has an ambiguous horizontal position. "
            + "Frame (316, 10, 4, 10) and (326, 10, 4, 10) both satisfy its constraints equally well.")
    }
}
