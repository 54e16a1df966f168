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

    /// Views side by side across the screen, each wanting 5 pt at the same priority: which one
    /// takes the rest is the solver's choice, and every view after it moves with it. One missing
    /// constraint, so one finding naming them all.
    @Test func viewsOpenedByOneTieAreOneFinding() throws {
        let solution = try chain(4, widths: "5 @500")
        #expect(solution.diagnostics.map(\.description) == [
            "Ambiguous layout: v0 has an ambiguous width. Frame (0, 10, 5, 10) and (0, 10, 15, 10) both satisfy its constraints equally well. "
                + "Open with it: v1's horizontal position and width; v2's horizontal position and width; v3's horizontal position and width.",
        ])
        #expect(solution.diagnostics.first?.views == ["v0", "v1", "v2", "v3"])
        #expect(try chain(60, widths: "5 @500").diagnostics.map(\.views.count) == [60])
    }

    /// Sixty views, each torn between two widths at the same priority: sixty freedoms, sixty findings.
    @Test func tiesBeyondTheProbeBudgetAreReportedWithoutAnAlternative() throws {
        var yaml = "views:\n" + (0..<60).map { "  v\($0): {}\n" }.joined() + "constraints:\n"
        yaml += (0..<60).map { "  - H:|[v\($0)]\n  - V:|-\($0 * 10)-[v\($0)(10)]\n  - v\($0).width == 5 @500\n  - v\($0).width == 15 @500\n" }.joined()
        let solution = try load(yaml: yaml).solve(in: LayoutEnvironment(size: Size(width: 390, height: 844)))
        let alternatives = solution.diagnostics.compactMap { diagnostic -> Bool? in
            guard case let .ambiguous(_, _, _, alternative, _) = diagnostic else { return nil }
            return alternative != nil
        }
        #expect(alternatives.count == 60)
        #expect(alternatives.prefix(50).allSatisfy { $0 })
        #expect(alternatives.dropFirst(50).allSatisfy { !$0 })
        #expect(solution.diagnostics[59].description == "Ambiguous layout: v59 has an ambiguous width. Frame (0, 590, 5, 10).")
    }

    /// Sixty pairs of views side by side with no horizontal position, each pair its own freedom
    /// (more than the probe budget): every finding gets an alternative, read off the tableau
    /// without a re-solve.
    @Test func openPositionsAllGetAnAlternative() throws {
        var yaml = "views:\n" + (0..<120).map { "  v\($0): {}\n" }.joined() + "constraints:\n"
        yaml += stride(from: 1, to: 120, by: 2).map { "  - v\($0).leading == v\($0 - 1).trailing\n" }.joined()
        yaml += (0..<120).map { "  - V:|-10-[v\($0)(10)]\n  - v\($0).width == 4\n" }.joined()
        let solution = try load(yaml: yaml).solve(in: LayoutEnvironment(size: Size(width: 390, height: 844)))
        #expect(solution.diagnostics.count == 60)
        #expect(solution.diagnostics[59].description == "Ambiguous layout: v118 has an ambiguous horizontal position. "
            + "Frame (0, 10, 4, 10) and (10, 10, 4, 10) both satisfy its constraints equally well. Open with it: v119's horizontal position.")
    }
}
