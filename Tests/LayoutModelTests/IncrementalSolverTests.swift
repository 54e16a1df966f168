import DeviceCatalog
import Foundation
import Testing
import TrellisBase
@testable import LayoutModel

/// Pixel-rounded frames equal, exact ones within 1e-9 pt (the two paths pivot differently).
func sameFrames(_ a: [SolvedFrame], _ b: [SolvedFrame]) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { x, y in
        let (p, q) = (x.exactRootFrame, y.exactRootFrame)
        return x.view == y.view && x.frame == y.frame && x.rootFrame == y.rootFrame && x.isHidden == y.isHidden
            && abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9 && abs(p.width - q.width) < 1e-9 && abs(p.height - q.height) < 1e-9
    }
}

/// One solver for many screens of the same traits gives what solving each from scratch gives.
struct IncrementalSolverTests {
    static let phones: [LayoutEnvironment] = [
        (320.0, 568.0, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        (375, 667, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        (375, 812, EdgeInsets(top: 50, left: 0, bottom: 34, right: 0)),
        (390, 844, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (393, 852, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        (402, 874, EdgeInsets(top: 62, left: 0, bottom: 34, right: 0)),
    ].map { LayoutEnvironment(size: Size(width: $0.0, height: $0.1), safeAreaInsets: $0.2) }

    @Test(arguments: ExampleLayoutTests.layoutFiles)
    func sameFramesAndDiagnosticsAsFromScratch(_ file: String) throws {
        let layout = try LayoutFileLoader.load(contentsOf: ExampleLayoutTests.layoutsDirectory.appendingPathComponent(file).path)
        try Self.expectIncrementalAsFromScratch(layout)
    }

    /// One solver over the phones, there and back, gives each screen what a fresh solve gives.
    static func expectIncrementalAsFromScratch(_ layout: Layout) throws {
        let solver = try IncrementalLayoutSolver(layout: layout, environment: phones[3])
        for environment in phones + phones.reversed() {
            let incremental = try solver.solve(in: environment)
            let scratch = try layout.solve(in: environment)
            #expect(incremental.isIncremental)
            #expect(sameFrames(incremental.solution.frames, scratch.frames), "\(layout.name) at \(environment)")
            #expect(incremental.solution.diagnostics == scratch.diagnostics)
        }
    }

    /// A stack long enough that its rows link to one another (`ExternalLinks.swift`), each
    /// distribution, in a scroll view and below the safe area's top: moving from screen to screen
    /// moves linked rows' constants, and gives what a fresh solve gives, incrementally.
    @Test(arguments: StackDistribution.allCases)
    func longStacksAsFromScratch(_ distribution: StackDistribution) throws {
        let labels = (0..<100).map { "      b\($0): {kind: label, text: item \($0)}" }.joined(separator: "\n")
        let scrolling = try load(yaml: """
            views:
              scroll:
                kind: scrollView
                subviews:
                  s:
                    kind: stackView
                    distribution: \(distribution.rawValue)
                    axis: vertical
                    spacing: 4
                    subviews:
            \(labels.replacingOccurrences(of: "      b", with: "          b"))
            constraints:
              - H:|[scroll]|
              - V:|[scroll]|
              - s.leading == scroll.contentGuide.leading + 16
              - s.top == scroll.contentGuide.top + 8
              - s.bottom == scroll.contentGuide.bottom
              - s.width == scroll.frameGuide.width - 32
            """)
        try Self.expectIncrementalAsFromScratch(scrolling)
        let pinned = try load(yaml: """
            views:
              s:
                kind: stackView
                distribution: \(distribution.rawValue)
                axis: vertical
                spacing: 2
                subviews:
            \(labels)
            constraints:
              - H:|-[s]-|
              - s.top == safeArea.top
            """)
        try Self.expectIncrementalAsFromScratch(pinned)
    }

    @Test func aScreenThatBreaksTheLayoutIsSolvedFromScratch() throws {
        let layout = try load(yaml: """
            views:
              banner: {}
            constraints:
              - banner.leading == root.leading
              - banner.trailing <= root.trailing
              - banner.width == 360
              - V:|[banner(20)]
            """)
        let solver = try IncrementalLayoutSolver(layout: layout, environment: Self.phones[3])
        let wide = try solver.solve(in: Self.phones[3])
        #expect(wide.isIncremental && wide.solution.diagnostics.isEmpty)
        let narrow = try solver.solve(in: Self.phones[0])
        #expect(!narrow.isIncremental)
        // The width constraint, added last, is broken, which leaves the width open.
        #expect(narrow.solution.diagnostics.map(\.kind.name) == ["unsatisfiable", "ambiguous"])
        #expect(sameFrames(narrow.solution.frames, (try layout.solve(in: Self.phones[0])).frames))
        let back = try solver.solve(in: Self.phones[4])
        #expect(back.isIncremental && frame(back.solution, "banner") == "(0, 0, 360, 20)")
    }

    @Test func aLayoutWithConflictsIsAlwaysSolvedFromScratch() throws {
        let layout = try LayoutFileLoader.load(contentsOf: fixturePath("diagnostics/unsatisfiable.yaml"))
        let solver = try IncrementalLayoutSolver(layout: layout, environment: Self.phones[3])
        let result = try solver.solve(in: Self.phones[3])
        #expect(!result.isIncremental)
        #expect(result.solution.diagnostics == (try layout.solve(in: Self.phones[3])).diagnostics)
    }
}
