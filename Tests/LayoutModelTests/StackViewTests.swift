import ConstraintSolver
import Testing
@testable import LayoutModel

/// Stack views: every distribution and alignment, hidden views, margin-relative arrangement.
/// Three labels of intrinsic size 50×20, 80×40 and 30×30 in a stack 300 wide (@2x grid).
struct StackViewTests {
    func solve(
        distribution: String = "fill", alignment: String = "fill", axis: String = "horizontal",
        spacing: Double = 10, extra: String = "", stackSize: String = "H:|[stack(300)]", height: String = "V:|[stack(100)]",
        hiddenMiddle: Bool = false
    ) throws -> LayoutSolution {
        let layout = try load(yaml: """
            views:
              stack:
                kind: stackView
                axis: \(axis)
                distribution: \(distribution)
                alignment: \(alignment)
                spacing: \(spacing)
                \(extra)
                subviews:
                  a: {kind: label, intrinsicSize: 50x20, baseline: {first: 15, last: 5}}
                  b: {kind: label, intrinsicSize: 80x40, baseline: {first: 30, last: 10}, hidden: \(hiddenMiddle)}
                  c: {kind: label, intrinsicSize: 30x30, baseline: {first: 20, last: 2}, hugging: 249}
            constraints:
              - \(stackSize)
              - \(height)
            """)
        return try layout.solve(in: environment(400, 800, scale: 2))
    }

    func frames(_ solution: LayoutSolution) -> [String] { ["a", "b", "c"].map { frame(solution, $0) } }

    // MARK: Multi-line labels

    /// `UISV-text-width-disambiguation` (a multi-line label's width at 1/n of a horizontal fill
    /// stack's less its spacing, at its compression resistance + 10) only where the stack's width
    /// is decided from outside: two wrapping labels 10 pt apart in a 300-wide stack are pulled to
    /// 145 each (Xcode saves such a pair of labels in a 374-pt row 182 wide each); a centred stack
    /// that hugs its content keeps the label at its own width (100), not pulled to half the stack.
    @Test func textWidthDisambiguationOnlyWhereTheStacksWidthIsDecided() throws {
        func stack(_ width: String, second: String) throws -> LayoutSolution {
            try load(yaml: """
                views:
                  stack:
                    kind: stackView
                    spacing: 10
                    subviews:
                      text: {kind: label, lines: 0, intrinsicSize: 100x20, hugging: 250, compression: 250}
                      other: \(second)
                constraints:
                  - \(width)
                  - V:|-20-[stack]
                """).solve(in: environment(400, 800, scale: 2))
        }
        let decided = try stack("H:|-50-[stack]-50-|", second: "{kind: label, lines: 0, intrinsicSize: 80x20, hugging: 250, compression: 250}")
        #expect(["text", "other"].map { frame(decided, $0) } == ["(0, 0, 145, 20)", "(155, 0, 145, 20)"])
        // At each label's compression resistance + 10: 260 here, 759 for UIKit's default labels' 749 … 1009 capped at 999.
        let pulls = try load(yaml: """
            views:
              stack:
                kind: stackView
                spacing: 10
                subviews:
                  text: {kind: label, lines: 0, intrinsicSize: 100x20, compression: 250}
                  other: {kind: label, lines: 0, intrinsicSize: 80x20, compression: 1000}
                  icon: {kind: imageView, intrinsicSize: 20x20}
            constraints:
              - H:|-50-[stack]-50-|
              - V:|-20-[stack]
            """)
        let engine = LayoutEngine(layout: pulls, environment: environment(400, 800, scale: 2))
        engine.build()
        #expect(engine.solver.constraints.compactMap { engine.describe($0) }.filter { $0.name == "UISV-text-width-disambiguation" }
            .map(\.equation) == ["text.width == 0.333 * stack.width - 6.667 @260", "other.width == 0.333 * stack.width - 6.667 @999"])
        let hugging = try stack("stack.centerX == root.centerX", second: "{kind: switch}")
        #expect(frame(hugging, "stack") == "(119.5, 20, 161, 31)")
        #expect(frame(hugging, "text") == "(0, 0, 100, 31)")
    }

    // MARK: Distributions

    @Test func fillStretchesTheLowestHugging() throws {
        let solution = try solve()
        #expect(frames(solution) == ["(0, 0, 50, 100)", "(60, 0, 80, 100)", "(150, 0, 150, 100)"])
        #expect(solution.diagnostics.isEmpty)
    }

    @Test func fillWithEqualHuggingIsAmbiguous() throws {
        let layout = try load(yaml: """
            views:
              stack:
                kind: stackView
                subviews:
                  a: {kind: label, intrinsicSize: 50x20}
                  b: {kind: label, intrinsicSize: 80x20}
            constraints:
              - H:|[stack(300)]
              - V:|[stack]
            """)
        let solution = try layout.solve(in: environment(400, 800, scale: 2))
        #expect(solution.diagnostics.map(\.kind.name) == ["ambiguous"])
        #expect(solution.diagnostics.first?.views == ["a", "b"])
    }

    @Test func fillEquallyMakesEqualSizes() throws {
        let solution = try solve(distribution: "fillEqually")
        #expect(frames(solution) == ["(0, 0, 93.5, 100)", "(103.5, 0, 93, 100)", "(206.5, 0, 93.5, 100)"])
    }

    @Test func fillProportionallyFollowsIntrinsicSizes() throws {
        // As UIKit asks: each view's share of the whole 300 is its length over the lengths plus the
        // spacing (50, 80 and 30 over 180), the first at 999, the second at 998, the third at 997;
        // the stack is wider than the lengths, so the third takes what the first two leave.
        let solution = try solve(distribution: "fillProportionally")
        #expect(frames(solution) == ["(0, 0, 83.5, 100)", "(93.5, 0, 133, 100)", "(236.5, 0, 63.5, 100)"])
        let engine = LayoutEngine(layout: try load(yaml: "views: {s: {kind: stackView, distribution: fillProportionally, spacing: 10, subviews: {a: {kind: label, intrinsicSize: 50x20}, b: {kind: label, intrinsicSize: 80x40}}}}"),
                                  environment: environment(400, 800, scale: 2))
        engine.build()
        #expect(engine.solver.constraints.compactMap { engine.describe($0) }.filter { $0.name == "UISV-fill-proportionally" }.map(\.equation) == [
            "a.width == 0.357 * s.width @999",
            "b.width == 0.571 * s.width @998",
        ])
    }

    /// A 300-pt-wide vertical proportional stack `height` tall arranging `first` and `second`.
    func proportionalStack(first: String, second: String, height: Int) throws -> Layout {
        try load(yaml: """
            views:
              outer:
                kind: stackView
                axis: vertical
                distribution: fillProportionally
                subviews:
                  first: \(first)
                  second: \(second)
            constraints:
              - H:|[outer(300)]
              - V:|[outer(\(height))]
            """)
    }

    @Test func fillProportionallyWithoutLengthsFillsEqually() throws {
        // Stacks have no intrinsic size: their lengths are their fitting sizes (here none, as
        // the inner stacks are empty), and with no length at all the views are made equal.
        let layout = try proportionalStack(first: "{kind: stackView}", second: "{kind: stackView}", height: 100)
        let solution = try layout.solve(in: environment(400, 800, scale: 2))
        #expect(["first", "second"].map { frame(solution, $0) } == ["(0, 0, 300, 50)", "(0, 50, 300, 50)"])
    }

    /// A view with no intrinsic size and no size constraint counts by the frame it starts at: two
    /// custom views loaded 30 and 90 pt tall share a 200-pt proportional stack 50 and 150, as
    /// Xcode saves such views (they were made equal, 100 each, as if neither had a length).
    @Test func fillProportionallyMeasuresAViewWithoutASizeByItsFrame() throws {
        let layout = try proportionalStack(first: "{frame: [0, 0, 300, 30], translatesAutoresizingMaskIntoConstraints: false}",
                                           second: "{frame: [0, 30, 300, 90], translatesAutoresizingMaskIntoConstraints: false}", height: 200)
        let solution = try layout.solve(in: environment(400, 800, scale: 2))
        #expect(["first", "second"].map { frame(solution, $0) } == ["(0, 0, 300, 50)", "(0, 50, 300, 150)"])
        // Written out and read back, the frames stay: the same shares.
        let reread = try load(yaml: try LayoutFileWriter().text(of: layout)).solve(in: environment(400, 800, scale: 2))
        #expect(["first", "second"].map { frame(reread, $0) } == ["(0, 0, 300, 50)", "(0, 50, 300, 150)"])
    }

    @Test func equalSpacingSharesTheRoomBetweenViews() throws {
        let solution = try solve(distribution: "equalSpacing")
        #expect(frames(solution) == ["(0, 0, 50, 100)", "(120, 0, 80, 100)", "(270, 0, 30, 100)"])
        #expect(solution.diagnostics.isEmpty)
    }

    /// `UISV-canvas-fit`: an equal-spacing or equal-centering stack that nothing stretches is
    /// pulled to its shortest at priority 49, and nothing is left open (without it every gap, and
    /// so the stack's width, was ambiguous). Equal spacing then sits at the minimum spacing; equal
    /// centering keeps its centres 75 pt apart (priority 150, above the fit) with 10 pt at least
    /// between the first two views.
    @Test func aStackNothingStretchesHugsItsViews() throws {
        let spacing = try solve(distribution: "equalSpacing", stackSize: "H:|[stack]")
        #expect(frames(spacing) == ["(0, 0, 50, 100)", "(60, 0, 80, 100)", "(150, 0, 30, 100)"])
        #expect(frame(spacing, "stack") == "(0, 0, 180, 100)")
        let centering = try solve(distribution: "equalCentering", stackSize: "H:|[stack]")
        #expect(frames(centering) == ["(0, 0, 50, 100)", "(60, 0, 80, 100)", "(160, 0, 30, 100)"])
        #expect(frame(centering, "stack") == "(0, 0, 190, 100)")
        #expect((spacing.diagnostics + centering.diagnostics).filter { $0.kind == .ambiguous }.isEmpty)
    }

    @Test func equalCenteringSpacesCentresEvenly() throws {
        // Centres at 25 and 285, so the middle one is at 155.
        let solution = try solve(distribution: "equalCentering")
        #expect(frames(solution) == ["(0, 0, 50, 100)", "(115, 0, 80, 100)", "(270, 0, 30, 100)"])
    }

    @Test func equalCenteringGivesUpCentresBeforeSpacing() throws {
        // 160 pt of views and 2 × 10 spacing fit in 180, but not with equal centre distances.
        let solution = try solve(distribution: "equalCentering", stackSize: "H:|[stack(180)]")
        #expect(frames(solution) == ["(0, 0, 50, 100)", "(60, 0, 80, 100)", "(150, 0, 30, 100)"])
    }

    /// UIKit keeps each centre distance equal to the first at `max(150 − index, 50)` (index: the
    /// arranged view the distance starts from), so the earlier distances are kept first. Views 50,
    /// 80, 30 and 40 wide, 10 pt apart at least, in 240 pt: equal distances would need 75 pt each
    /// and 270 pt. The second distance is kept as close as it can be at 149 (60 pt between the
    /// centres of b and c, against 65 between a and b); nothing is left for the third at 148.
    /// All at one priority, the 10 pt of room split between the last two gaps any way at all.
    @Test func equalCenteringKeepsTheEarlierDistancesFirst() throws {
        let layout = try load(yaml: """
            views:
              stack:
                kind: stackView
                distribution: equalCentering
                spacing: 10
                subviews:
                  a: {kind: label, intrinsicSize: 50x20}
                  b: {kind: label, intrinsicSize: 80x20}
                  c: {kind: label, intrinsicSize: 30x20}
                  d: {kind: label, intrinsicSize: 40x20}
            constraints:
              - H:|[stack(240)]
              - V:|[stack(20)]
            """)
        let solution = try layout.solve(in: environment(400, 800, scale: 2))
        #expect(["a", "b", "c", "d"].map { frame(solution, $0) }
                    == ["(0, 0, 50, 20)", "(60, 0, 80, 20)", "(160, 0, 30, 20)", "(200, 0, 40, 20)"])
        #expect(solution.diagnostics.filter { $0.kind == .ambiguous }.isEmpty)
        let distributing = try layout.solverConstraints(in: environment(400, 800, scale: 2)).filter { $0.identifier == "UISV-distributing" }
        #expect(distributing.map(\.priority) == [Priority(149), Priority(148)])
    }

    // MARK: Alignments

    @Test func alignmentsAcrossAHorizontalStack() throws {
        func aligned(_ alignment: String) throws -> [String] {
            frames(try solve(distribution: "equalSpacing", alignment: alignment))
        }
        #expect(try aligned("top") == ["(0, 0, 50, 20)", "(120, 0, 80, 40)", "(270, 0, 30, 30)"])
        #expect(try aligned("leading") == aligned("top"))
        #expect(try aligned("center") == ["(0, 40, 50, 20)", "(120, 30, 80, 40)", "(270, 35, 30, 30)"])
        #expect(try aligned("bottom") == ["(0, 80, 50, 20)", "(120, 60, 80, 40)", "(270, 70, 30, 30)"])
        #expect(try aligned("trailing") == aligned("bottom"))
    }

    @Test func baselineAlignmentsHugTheirContent() throws {
        // First baselines 15, 30, 20 below each top: all meet 30 below the stack's top.
        let first = try solve(distribution: "equalSpacing", alignment: "firstBaseline", height: "V:|[stack]")
        #expect(frames(first) == ["(0, 15, 50, 20)", "(120, 0, 80, 40)", "(270, 10, 30, 30)"])
        #expect(frame(first, "stack") == "(0, 0, 300, 40)")
        // Last baselines 5, 10, 2 above each bottom.
        let last = try solve(distribution: "equalSpacing", alignment: "lastBaseline", height: "V:|[stack]")
        #expect(frames(last) == ["(0, 15, 50, 20)", "(120, 0, 80, 40)", "(270, 2, 30, 30)"])
        #expect(first.diagnostics.isEmpty && last.diagnostics.isEmpty)
    }

    @Test func alignmentsAcrossAVerticalStack() throws {
        func aligned(_ alignment: String) throws -> [String] {
            frames(try solve(distribution: "fill", alignment: alignment, axis: "vertical", stackSize: "H:|[stack(200)]",
                             height: "V:|[stack]"))
        }
        #expect(try aligned("fill") == ["(0, 0, 200, 20)", "(0, 30, 200, 40)", "(0, 80, 200, 30)"])
        #expect(try aligned("leading") == ["(0, 0, 50, 20)", "(0, 30, 80, 40)", "(0, 80, 30, 30)"])
        #expect(try aligned("center") == ["(75, 0, 50, 20)", "(60, 30, 80, 40)", "(85, 80, 30, 30)"])
        #expect(try aligned("trailing") == ["(150, 0, 50, 20)", "(120, 30, 80, 40)", "(170, 80, 30, 30)"])
        // Baseline alignment means nothing across a vertical stack: it fills.
        #expect(try aligned("firstBaseline") == aligned("fill"))
    }

    @Test func viewsWithoutIntrinsicHeightCollapseWhenNotFilling() throws {
        let layout = try load(yaml: """
            views:
              stack:
                kind: stackView
                alignment: top
                subviews:
                  a: {kind: label, intrinsicSize: 50x20}
                  plain: {hugging: 1}
            constraints:
              - H:|[stack(300)]
              - V:|[stack(100)]
            """)
        let solution = try layout.solve(in: environment(400, 800, scale: 2))
        #expect(frame(solution, "plain") == "(50, 0, 250, 0)")
    }

    // MARK: Hidden views and margins

    @Test func hiddenArrangedViewsCollapseAndTakeNoSpacing() throws {
        let solution = try solve(distribution: "fillEqually", hiddenMiddle: true)
        #expect(frames(solution) == ["(0, 0, 145, 100)", "(145, 0, 0, 40)", "(155, 0, 145, 100)"])
        #expect(solution.frame(of: "b")?.isHidden == true)
        #expect(solution.diagnostics.isEmpty)
    }

    /// A stack whose arranged views are all hidden shows nothing and collapses along its axis
    /// (stopp-corona's onboarding pages: an equal-spacing stack in a paging scroll view, its one
    /// placeholder page hidden, saved 0 wide): its length is not left open, so no ambiguity.
    @Test func aStackWithEveryViewHiddenCollapses() throws {
        let layout = try load(yaml: """
            views:
              stack:
                kind: stackView
                distribution: equalSpacing
                subviews:
                  page: {kind: view, hidden: true}
            constraints:
              - H:|[stack]
              - V:|[stack(100)]
            """)
        let solution = try layout.solve(in: environment(400, 800, scale: 2))
        #expect(frame(solution, "stack") == "(0, 0, 0, 100)")
        #expect(solution.diagnostics.filter { $0.kind != .pixelMisaligned }.map(\.description) == [])
    }

    @Test func marginRelativeArrangementInsetsTheViews() throws {
        let solution = try solve(
            distribution: "fillEqually",
            extra: "layoutMarginsRelativeArrangement: true\n    margins: {top: 5, leading: 10, bottom: 5, trailing: 20}")
        #expect(frames(solution) == ["(10, 5, 83.5, 90)", "(103.5, 5, 83, 90)", "(196.5, 5, 83.5, 90)"])
    }

    /// Two labels in an equal-spacing stack pinned to the root's top leading corner.
    func twoLabelStack(spacing: String, secondWidth: Int, stackWidth: String, rtl: Bool = false) throws -> LayoutSolution {
        let layout = try load(yaml: """
            views:
              stack:
                kind: stackView
                spacing: \(spacing)
                distribution: equalSpacing
                subviews:
                  a: {kind: label, intrinsicSize: 50x20}
                  b: {kind: label, intrinsicSize: \(secondWidth)x20}
            constraints:
              - H:|[stack\(stackWidth)]
              - V:|[stack]
            """)
        return try layout.solve(in: environment(400, 800, scale: 2, rtl: rtl))
    }

    @Test func standardSpacingIsEight() throws {
        let solution = try twoLabelStack(spacing: "standard", secondWidth: 50, stackWidth: "")
        #expect(frame(solution, "b") == "(58, 0, 50, 20)")
        #expect(frame(solution, "stack") == "(0, 0, 108, 20)")
    }

    @Test func rightToLeftStacksStartAtTheRight() throws {
        let solution = try twoLabelStack(spacing: "0", secondWidth: 80, stackWidth: "(300)", rtl: true)
        #expect(frame(solution, "stack") == "(100, 0, 300, 20)")
        #expect(frame(solution, "a") == "(250, 0, 50, 20)")
        #expect(frame(solution, "b") == "(0, 0, 80, 20)")
    }
}
