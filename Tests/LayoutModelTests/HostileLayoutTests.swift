import Foundation
import Testing
import TrellisBase
@testable import LayoutModel

/// Layouts a user can write by hand that used to crash or stall Trellis: each ends in a result
/// or a refusal with its place.
struct HostileLayoutTests {
    /// UIKit's layout guides have no margins: `safeArea.topMargin` is refused where it is written
    /// (it was a precondition failure while solving), as are the other margin attributes of guides.
    @Test func marginAttributesOfLayoutGuidesAreRefusedWithTheirPlace() {
        let views = "views:\n  v: {}\nconstraints:\n"
        #expect(loadError(views + "- v.top == safeArea.topMargin\n") == "test.yaml:4:3: constraint v.top == root.safeArea.topMargin: "
            + "a layout guide has no layout margins: root.safeArea.topMargin does not exist in UIKit; "
            + "use root.safeArea.top, or the margins of the view that owns the guide.")
        #expect(loadError(views + "- v.leading == readable.leadingMargin\n").hasPrefix(
            "test.yaml:4:3: constraint v.leading == root.readable.leadingMargin: a layout guide has no layout margins"))
        #expect(loadError(views + "- margins.centerXWithinMargins == v.centerX\n").hasPrefix(
            "test.yaml:4:3: constraint root.margins.centerXWithinMargins == v.centerX: a layout guide has no layout margins"))
        // A view's own margin attributes are its margins guide's edges, as before.
        #expect(loadError(views + "- v.top == root.topMargin\n") == "loaded")
    }

    /// A label allowed to wrap at a width far below one character (1e-300 pt) sets one character
    /// a line, as UIKit does, instead of counting 1e300 lines (an integer overflow trap); the
    /// space hangs at the end of its line, taking none of its own.
    @Test func aWrapWidthBelowOneCharacterSetsACharacterALine() throws {
        let layout = try load(yaml: """
            views:
              l: {kind: label, text: abc de, lines: 0, preferredMaxLayoutWidth: 1e-300}
            constraints:
            - l.top == root.top
            - l.leading == root.leading

            """)
        let solution = try layout.solve(in: environment(390, 844))
        // Five letters, each on its own line: as tall as five lines broken by hand.
        let sixLines = try load(yaml: """
            views:
              l: {kind: label, text: "a\\nb\\nc\\nd\\ne", lines: 0}
            constraints:
            - l.top == root.top
            - l.leading == root.leading

            """).solve(in: environment(390, 844))
        let height = try #require(solution.frame(of: "l")?.frame.height)
        #expect(height > 100)
        #expect(height == sixLines.frame(of: "l")?.frame.height)
    }

    /// A 2,000-view chain of `superview:` (the most a layout may hold) reads, solves and prints in linear time and stack: the
    /// reader adds views in one pass from the root, the tree is walked without recursion, and the
    /// frame table indents 24 levels and gives the depth beyond.
    @Test func aDeepChainOfSuperviewsReadsSolvesAndPrints() throws {
        var yaml = "views:\n  v0: {}\n"
        for index in 1..<1_999 { yaml += "  v\(index): {superview: v\(index - 1)}\n" }
        yaml += "constraints:\n- v0.leading == root.leading\n- v0.top == root.top\n- v0.width == root.width\n- v0.height == root.height\n"
        let layout = try load(yaml: yaml)
        #expect(layout.viewsInTreeOrder.map(\.name).prefix(3) == ["root", "v0", "v1"])
        #expect(layout.viewsInTreeOrder.count == 2_000)
        let solution = try layout.solve(in: environment(390, 844))
        #expect(frame(solution, "v0") == "(0, 0, 390, 844)")
        let lines = SolveReport(solution).text.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("  " + String(repeating: "  ", count: 24) + "[25] v24  ") })
        #expect(lines.contains { $0.hasPrefix("  " + String(repeating: "  ", count: 24) + "[1999] v1998  ") })
    }

    /// A cycle of superviews in a long chain is found without quadratic work and named by its ends.
    @Test func aCycleInALongChainIsNamed() {
        var yaml = "views:\n  v0: {superview: v2999}\n"
        for index in 1..<3_000 { yaml += "  v\(index): {superview: v\(index - 1)}\n" }
        #expect(loadError(yaml) == "test.yaml:2:19: the superviews v0 → v2999 → v2998 → v2997 → v2996 → v2995 → … 2990 more … "
            + "→ v4 → v3 → v2 → v1 → v0 form a cycle; a view cannot contain itself")
    }

    /// Beyond `LayoutLimits` a layout is refused where it goes over, before the solver starts (a
    /// stack of 50,000 buttons once took 24 GB, a chain of 10,000 labels over five minutes): 2,500
    /// views a layout, 2,000 arranged in a stack, 150 in one that centres them at equal distances
    /// (500 such took over a minute). A benchmark may lift the limits.
    @Test func layoutsBeyondTheLimitsAreRefusedWhereTheyGoOver() throws {
        func stack(_ count: Int) -> String {
            "views:\n  s:\n    kind: stackView\n    subviews:\n"
                + (0..<count).map { "      b\($0): {kind: button, title: b\($0)}\n" }.joined()
        }
        #expect(try load(yaml: stack(2_000)).validated(for: SizeClasses(width: .compact, height: .regular)).viewsInTreeOrder.count == 2_002)
        #expect(throws: LayoutError.self) { try load(yaml: stack(2_001)).solve(in: environment(390, 844)) }
        #expect(solveError(stack(2_001)) == "test.yaml:2:3: too large: stack view 's' arranges 2001 views; Trellis solves stacks "
            + "of up to 2000 (a table or collection view holds longer lists).")
        #expect(try load(yaml: stack(2_001)).solve(in: environment(390, 844), limits: .none).frames.count == 2_003)
        let centred = stack(151).replacingOccurrences(of: "kind: stackView", with: "kind: stackView\n    distribution: equalCentering")
        #expect(solveError(centred) == "test.yaml:2:3: too large: stack view 's' centres 151 views at equal distances; Trellis "
            + "solves equal-centering stacks of up to 150.")
        var flat = "views:\n"
        for index in 0..<2_500 { flat += "  v\(index): {}\n" }
        #expect(solveError(flat) == "test.yaml:2501:3: too large: the layout has 2501 views; Trellis solves layouts of up to 2500.")
        flat.removeLast("  v2499: {}\n".count)
        #expect(solveError(flat) == "solved")
    }

    func solveError(_ yaml: String) -> String {
        do {
            _ = try load(yaml: yaml).solve(in: environment(390, 844))
            return "solved"
        } catch {
            return "\(error)"
        }
    }
}
