import DeviceCatalog
import Testing
import TrellisBase
@testable import LayoutModel

/// Multi-line labels wrap at the width their constraints give them (UIKit's two-pass layout).
struct TextWrappingTests {
    let layout = try! LayoutFileLoader.load(contentsOf: fixturePath("layouts/wrapping.yaml"))

    func frames(_ solution: LayoutSolution) -> [String] {
        ["intro", "column", "notes", "row", "caption"].map { "\($0) \(frame(solution, $0))" }
    }

    @Test func pinnedToTheMarginsInAStackAndBesideAnImage() throws {
        let portrait = try layout.solve(in: environment(390, 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        // Three 17 pt lines (3 × 20.333) where the text is wider than the space. Beside the icon
        // in a horizontal stack the caption takes half the row less half the spacing
        // (UISV-text-width-disambiguation, 0.5 × 358 − 6 at 759, above the icon's hugging), as UIKit lays it out.
        #expect(frames(portrait) == [
            "intro (16, 55, 358, 61)", "column (16, 132, 358, 89.333)", "notes (0, 28.333, 358, 61)",
            "row (16, 237.333, 358, 61)", "caption (185, 0, 173, 61)",
        ])
        #expect(portrait.diagnostics.isEmpty)
        let landscape = try layout.solve(in: environment(844, 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)))
        #expect(frames(landscape) == [
            "intro (67, 8, 710, 40.667)", "column (67, 64.667, 710, 69)", "notes (0, 28.333, 710, 40.667)",
            "row (67, 149.667, 710, 60)", "caption (361, 0, 349, 40.667)",
        ])
    }

    @Test func aPreferredWidthOrOneLineDoesNotFollowTheLayout() throws {
        let fixed = try load(yaml: """
            views:
              given: {kind: label, lines: 0, preferredMaxLayoutWidth: 100, text: A sentence long enough to wrap at one hundred points}
              single: {kind: label, text: A sentence long enough to be cut off on a narrow screen but not wrapped}
            constraints:
              - H:|-[given]-|
              - H:|-[single]-|
              - V:|-20-[given]-[single]
            """)
        let solution = try fixed.solve(in: environment(320, 568))
        let given = try #require(solution.frame(of: "given")), single = try #require(solution.frame(of: "single"))
        #expect(given.frame.height > 60)  // wrapped at 100 pt: several lines, whatever its width
        #expect(formatPoints(single.frame.height) == "20.333")
        #expect(solution.diagnostics.map(\.kind.name) == ["compressed"])
    }

    @Test func theIncrementalSolverWrapsAsASolveFromScratch() throws {
        try IncrementalSolverTests.expectIncrementalAsFromScratch(layout)
    }
}

extension TextWrappingTests {
    /// openradar 39275811: a multi-line label and a switch in a horizontal fill stack share the
    /// row half and half, because UIKit adds `label.width == 0.5 × stack.width − spacing / 2`
    /// at the label's compression resistance (749) + 10.
    @Test func aLabelBesideASwitchTakesHalfTheRow() throws {
        let layout = try load(yaml: """
            views:
              row:
                kind: stackView
                alignment: top
                spacing: 8
                subviews:
                  label: {kind: label, lines: 0, compression: 749, text: A setting whose explanation runs over several lines on a phone}
                  toggle: {kind: switch}
            constraints:
              - H:|-[row]-|
              - row.top == safeArea.top
            """)
        let solution = try layout.solve(in: environment(375, 667, scale: 2, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        #expect(frame(solution, "label") == "(0, 0, 167.5, 81.5)")  // four lines
        #expect(frame(solution, "toggle") == "(175.5, 0, 167.5, 31)")
        let engine = LayoutEngine(layout: layout, environment: environment(375, 667, scale: 2))
        engine.build()
        #expect(engine.solver.constraints.compactMap { engine.describe($0) }.filter { $0.name == "UISV-text-width-disambiguation" }
            .map(\.equation) == ["label.width == 0.5 * row.width - 4 @759"])
        // Hugging above 759 keeps the switch at its own width, the fix the radar gives.
        var fixed = layout
        fixed[ViewReference(name: "toggle")].contentHugging = AxisPriorities(760)
        let solved = try fixed.solve(in: environment(375, 667, scale: 2))
        #expect(frame(solved, "toggle") == "(292, 0, 51, 31)")
    }

    /// A label whose one line the app's own font makes 494 × 20.5 (Interface Builder's
    /// `<designables>` size of a label subclass) wraps at its layout width in proportion: two
    /// lines, 41 pt, at 382 pt (Xcode saves such a label 382 × 41); one line where it fits.
    @Test func aLabelMeasuredInTheAppsFontWrapsInProportion() throws {
        func label(width: Double) throws -> String {
            let layout = try load(yaml: """
                views:
                  question: {kind: label, lines: 0, font: 17, oneLineSize: 494x20.5, text: Are you sure you want to reset the application now?}
                constraints:
                  - H:|-16-[question]-16-|
                  - V:|-100-[question]
                """)
            let solution = try layout.solve(in: environment(width, 844, scale: 2))
            return frame(solution, "question")
        }
        #expect(try label(width: 414) == "(16, 100, 382, 41)")
        #expect(try label(width: 600) == "(16, 100, 568, 20.5)")
        #expect(try label(width: 320) == "(16, 100, 288, 41)")
    }
}
