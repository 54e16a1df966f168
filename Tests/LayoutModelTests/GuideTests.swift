import ConstraintSolver
import DeviceCatalog
import Testing
import TrellisBase
@testable import LayoutModel

/// Safe area, root margins as UIKit manages them, the readable content guide, the legacy
/// top and bottom layout guides, and right-to-left layout.
struct GuideTests {
    func boxFrame(_ horizontal: String, _ vertical: String = "box.top == root.top", in environment: LayoutEnvironment,
                  extraViews: String = "", rootProperties: String = "") throws -> String {
        let layout = try load(yaml: """
            views:
              box: {}
              \(extraViews)
            constraints:
              - box.width == 100
              - box.height == 50
              - \(horizontal)
              - \(vertical)
            """)
        var resolved = layout
        if rootProperties == "noSafeAreaMargins" { resolved[resolved.root].insetsLayoutMarginsFromSafeArea = false }
        if rootProperties == "readableMargins" { resolved[resolved.root].layoutMarginsFollowReadableWidth = true }
        let solution = try resolved.solve(in: environment)
        #expect(solution.diagnostics.isEmpty)
        return frame(solution, "box")
    }

    let iPhone15 = LayoutEnvironment(size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let iPhone15Landscape = LayoutEnvironment(size: Size(width: 852, height: 393), safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    @Test func safeAreaInsetsTheRoot() throws {
        #expect(try boxFrame("box.leading == safeArea.leading", "box.top == safeArea.top + 20", in: iPhone15) == "(0, 79, 100, 50)")
        #expect(try boxFrame("box.trailing == safeArea.trailing", "box.bottom == safeArea.bottom", in: iPhone15Landscape)
            == "(693, 322, 100, 50)")
        #expect(try boxFrame("box.leading == root.safeArea.leading", in: iPhone15Landscape) == "(59, 0, 100, 50)")
    }

    /// UIKit's `preservesSuperviewLayoutMargins`: a margin grows to the superview's margin less
    /// the distance between their edges, measured once the layout has placed the view, through
    /// two levels of preserving views and a stack view arranged inside its margins.
    @Test func preservedMarginsMeetTheSuperviewsWhereTheyReachIn() throws {
        let layout = try LayoutFileLoader.load(contentsOf: fixturePath("layouts/preserved-margins.yaml"))
        // @2x, so that the stack's halves (176.5) are on the pixel grid.
        let phone = environment(393, 852, scale: 2, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let solution = try layout.solve(in: phone)
        #expect(solution.diagnostics.isEmpty)
        #expect(["band", "inner", "nested", "deep", "row", "blue", "green"].map { frame(solution, $0) } == [
            "(0, 59, 393, 200)", "(16, 8, 361, 40)", "(4, 48, 389, 152)", "(12, 4, 361, 140)",
            "(0, 259, 393, 559)", "(16, 8, 176.5, 543)", "(200.5, 8, 176.5, 543)",
        ])
        let mirrored = try layout.solve(in: environment(393, 852, scale: 2, rtl: true, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)))
        #expect(frame(mirrored, "nested") == "(0, 48, 389, 152)")
        #expect(frame(mirrored, "deep") == "(16, 4, 361, 140)")
    }

    /// A preserving view's margins grow even when nothing is constrained to them, so a preserving
    /// view inside it meets the grown margins: 16 pt from the root, through a band that only
    /// passes them on.
    @Test func preservedMarginsPassThroughAViewWithoutConstraintsToThem() throws {
        let layout = try load(yaml: """
            views:
              outer:
                preservesSuperviewLayoutMargins: true
                subviews:
                  inner:
                    preservesSuperviewLayoutMargins: true
                    subviews:
                      deep: {}
            constraints:
              - outer.top == safeArea.top
              - outer.leading == root.leading
              - outer.trailing == root.trailing
              - outer.height == 100
              - inner.top == outer.top
              - inner.bottom == outer.bottom
              - inner.leading == outer.leading
              - inner.trailing == outer.trailing
              - deep.top == inner.topMargin
              - deep.bottom == inner.bottomMargin
              - deep.leading == inner.leadingMargin
              - deep.trailing == inner.trailingMargin
            """)
        let solution = try layout.solve(in: environment(393, 852, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)))
        #expect(solution.diagnostics.isEmpty)
        #expect(frame(solution, "deep") == "(16, 8, 361, 84)")
    }

    /// `insetsLayoutMarginsFromSafeArea`, on by default for every view: a full-width band pinned to
    /// the root's top (under the 59 pt status bar) has its 8 pt margins grown by the 59 it overlaps;
    /// one that says no keeps 8; inside a scroll view (which insets its content by the safe area)
    /// nothing grows.
    @Test func aViewsMarginsGrowByTheSafeAreaItOverlaps() throws {
        let layout = try load(yaml: """
            views:
              band:
                subviews:
                  dot: {}
              plain:
                insetsLayoutMarginsFromSafeArea: false
                subviews:
                  spot: {}
              scroller:
                subviews:
                  content:
                    subviews:
                      speck: {}
            constraints:
              - H:|[band]|
              - H:|[plain]|
              - H:|[scroller]|
              - V:|[band(100)]
              - V:|[plain(100)]
              - V:|[scroller(300)]
              - content.top == scroller.contentGuide.top
              - content.leading == scroller.contentGuide.leading
              - content.width == scroller.frameGuide.width
              - content.height == 100
              - dot.top == band.topMargin
              - dot.leading == band.leadingMargin
              - spot.top == plain.topMargin
              - spot.leading == plain.leadingMargin
              - speck.top == content.topMargin
              - speck.leading == content.leadingMargin
              - dot.width == 10
              - dot.height == 10
              - spot.width == 10
              - spot.height == 10
              - speck.width == 10
              - speck.height == 10
            """)
        let solution = try layout.solve(in: environment(393, 852, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)))
        #expect(["dot", "spot", "speck"].map { frame(solution, $0) } == ["(8, 67, 10, 10)", "(8, 8, 10, 10)", "(8, 8, 10, 10)"])
        // In landscape the sides grow too: 59 on the left (the sensor housing), 8 at the top.
        let landscape = try layout.solve(in: environment(852, 393, safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)))
        #expect(frame(landscape, "dot") == "(67, 8, 10, 10)")
    }

    /// Past an edge where the root has no safe-area inset nothing covers a view: a band 20 pt
    /// wider than the root on each side keeps its 8-pt side margins in portrait (susi's skill page,
    /// saved so by Xcode; Trellis grew them by the 20 pt past the screen). Where the root has an
    /// inset, the view's reaches from its own edge to the safe area's: 8 + 20 + 59 in landscape.
    @Test func nothingCoversAViewPastAnEdgeWithNoInset() throws {
        let layout = try load(yaml: """
            views:
              band:
                subviews:
                  dot: {}
            constraints:
              - band.leading == root.leading - 20
              - root.trailing == band.trailing - 20
              - V:|-100-[band(100)]
              - dot.top == band.topMargin
              - dot.leading == band.leadingMargin
              - dot.width == 10
              - dot.height == 10
            """)
        let portrait = try layout.solve(in: environment(393, 852, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)))
        #expect(frame(portrait, "dot") == "(8, 8, 10, 10)")
        let landscape = try layout.solve(in: environment(852, 393, safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)))
        #expect(frame(landscape, "dot") == "(87, 8, 10, 10)")
    }

    /// A view's own safe area guide: the part of the root's safe area it overlaps. A header pinned
    /// to the root's top holds its title 8 pt below the status bar (59 + 8); a card lower down has
    /// no safe area, so its badge sits at its top; in landscape the header's left is inset 59.
    @Test func aViewsSafeAreaIsThePartOfTheRootsItOverlaps() throws {
        let layout = try load(yaml: """
            views:
              header:
                subviews:
                  title: {}
              card:
                subviews:
                  badge: {}
            constraints:
              - H:|[header]|
              - V:|[header(120)]-20-[card(100)]
              - H:|-20-[card]-20-|
              - title.top == header.safeArea.top + 8
              - title.leading == header.safeArea.leading
              - badge.top == card.safeArea.top
              - badge.leading == card.safeArea.leading
              - title.width == 10
              - title.height == 10
              - badge.width == 10
              - badge.height == 10
            """)
        let portrait = try layout.solve(in: environment(393, 852, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)))
        #expect(["title", "badge"].map { frame(portrait, $0) } == ["(0, 67, 10, 10)", "(0, 0, 10, 10)"])
        let landscape = try layout.solve(in: environment(852, 393, safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)))
        #expect(["title", "badge"].map { frame(landscape, $0) } == ["(59, 8, 10, 10)", "(39, 0, 10, 10)"])
    }

    /// `layoutMarginsFollowReadableWidth`: a 1024-wide band's 8 pt side margins widen evenly until
    /// 672 pt lie between them (176 each side); on a 393-pt phone nothing changes. The root's
    /// margins follow the readable width the same way.
    @Test func marginsThatFollowTheReadableWidth() throws {
        let layout = try load(yaml: """
            views:
              band:
                layoutMarginsFollowReadableWidth: true
                insetsLayoutMarginsFromSafeArea: false
                subviews:
                  dot: {}
            constraints:
              - H:|[band]|
              - V:|-100-[band(100)]
              - dot.leading == band.leadingMargin
              - dot.trailing == band.trailingMargin
              - dot.top == band.top
              - dot.height == 10
            """)
        let pad = try layout.solve(in: LayoutEnvironment(size: Size(width: 1024, height: 1366), idiom: .pad))
        #expect(frame(pad, "dot") == "(176, 0, 672, 10)")
        let phone = try layout.solve(in: environment(393, 852))
        #expect(frame(phone, "dot") == "(8, 0, 377, 10)")
        let root = try boxFrame("box.leading == margins.leading", in: LayoutEnvironment(size: Size(width: 1024, height: 1366), idiom: .pad),
                                rootProperties: "readableMargins")
        #expect(root == "(176, 0, 100, 50)")
    }

    @Test func rootMarginsFollowTheSystemMinimum() throws {
        let narrow = LayoutEnvironment(size: Size(width: 375, height: 667))
        let wide = LayoutEnvironment(size: Size(width: 414, height: 896))
        let pad = LayoutEnvironment(size: Size(width: 768, height: 1024), idiom: .pad)
        #expect(try boxFrame("box.leading == margins.leading", in: narrow) == "(16, 0, 100, 50)")
        #expect(try boxFrame("box.leading == root.leadingMargin", in: wide) == "(20, 0, 100, 50)")
        #expect(try boxFrame("box.leading == margins.leading", in: pad) == "(20, 0, 100, 50)")
        // Landscape: 20 beyond the 59 pt safe area.
        #expect(try boxFrame("box.leading == margins.leading", in: iPhone15Landscape) == "(79, 0, 100, 50)")
        #expect(try boxFrame("box.leading == root.leading", "box.top == root.topMargin", in: iPhone15) == "(0, 59, 100, 50)")
    }

    /// A table cell's content view has UIKit's cell margins, set apart from a root view's: 16 pt
    /// on a 375-pt iPhone, 20 from the iPhone 12's 390 pt on, where a view controller's root still
    /// has 16 (as Xcode draws scene cells on 390- and 393-pt designs).
    @Test func aTableCellsMarginsAre20FromThe390PointIPhone() throws {
        func leading(_ kind: String, width: Double, height: Double = 800) throws -> String {
            let layout = try load(yaml: """
                container: {kind: \(kind)\(kind == "tableCell" ? ", height: 44" : "")}
                views:
                  title: {}
                constraints:
                  - title.leading == margins.leading
                  - title.top == root.top
                  - title.width == 100
                  - title.height == 20
                """)
            return frame(try layout.solve(in: LayoutEnvironment(size: Size(width: width, height: height))), "title")
        }
        #expect(try leading("tableCell", width: 375) == "(16, 0, 100, 20)")
        #expect(try leading("tableCell", width: 390) == "(20, 0, 100, 20)")
        #expect(try leading("tableCell", width: 393) == "(20, 0, 100, 20)")
        #expect(try leading("viewController", width: 390) == "(16, 0, 100, 20)")
        #expect(try leading("viewController", width: 414) == "(20, 0, 100, 20)")
    }

    @Test func rootMarginsCanIgnoreTheSafeArea() throws {
        #expect(try boxFrame("box.leading == margins.leading", in: iPhone15Landscape, rootProperties: "noSafeAreaMargins")
            == "(20, 0, 100, 50)")
    }

    @Test func readableContentGuideNarrowsWideScreens() throws {
        let pad = LayoutEnvironment(size: Size(width: 1366, height: 1024), idiom: .pad)
        #expect(try boxFrame("box.leading == readable.leading", in: pad) == "(347, 0, 100, 50)")
        #expect(try boxFrame("box.trailing == readable.trailing", in: pad) == "(919, 0, 100, 50)")
        #expect(try boxFrame("box.leading == readable.leading", in: iPhone15) == "(16, 0, 100, 50)")
    }

    @Test func legacyTopAndBottomLayoutGuides() throws {
        let phone = LayoutEnvironment(size: Size(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(try boxFrame("box.leading == root.leading", "box.top == topLayoutGuide.bottom + 8", in: phone) == "(0, 28, 100, 50)")
        #expect(try boxFrame("box.leading == root.leading", "bottomLayoutGuide.top == box.bottom + 8", in: iPhone15)
            == "(0, 760, 100, 50)")
    }

    // MARK: Right to left

    @Test func leadingIsTheRightEdgeInRightToLeft() throws {
        let rtl = environment(400, 800, rtl: true)
        #expect(try boxFrame("box.leading == root.leading + 20", in: rtl) == "(280, 0, 100, 50)")
        #expect(try boxFrame("box.trailing == root.trailing - 20", in: rtl) == "(20, 0, 100, 50)")
        #expect(try boxFrame("box.leading == root.leadingMargin", in: rtl) == "(284, 0, 100, 50)")
        #expect(try boxFrame("box.centerX == root.leading + 100", in: rtl) == "(250, 0, 100, 50)")
        #expect(try boxFrame("box.left == root.left + 20", in: rtl) == "(20, 0, 100, 50)")
    }

    @Test func vflFollowsTheLayoutDirection() throws {
        var layout = try LayoutModelTests.layout([("a", .view), ("b", .view)])
        try layout.addConstraints(visualFormat: "H:|-20-[a(100)]-10-[b(50)]")
        try layout.addConstraints(visualFormat: "V:|[a(10)]")
        try layout.addConstraints(visualFormat: "V:|[b(10)]")
        let solution = try layout.solve(in: environment(400, 800, rtl: true))
        #expect(frame(solution, "a") == "(280, 0, 100, 10)")
        #expect(frame(solution, "b") == "(220, 0, 50, 10)")
    }

    @Test func forcedDirectionsOverrideTheEnvironment() throws {
        let ltrBox = "box: {semanticContentAttribute: forceLeftToRight}"
        var layout = try load(yaml: """
            views:
              \(ltrBox)
            constraints:
              - box.leading == root.leading + 20
              - box.top == root.top
              - box.width == 100
              - box.height == 50
            """)
        #expect(frame(try layout.solve(in: environment(400, 800, rtl: true)), "box") == "(20, 0, 100, 50)")
        layout[ViewReference(name: "box")].semanticContentAttribute = .forceRightToLeft
        #expect(frame(try layout.solve(in: environment(400, 800)), "box") == "(280, 0, 100, 50)")
    }

    @Test func directionalMarginsFlipInRightToLeft() throws {
        let layout = try attributeLayout(
            horizontal: "box.leading == container.leadingMargin", vertical: "box.top == root.top",
            containerMargins: "{top: 0, leading: 30, bottom: 0, trailing: 0}")
        #expect(frame(try layout.solve(in: environment(400, 800, rtl: true)), "box") == "(270, 0, 100, 50)")
        #expect(frame(try layout.solve(in: environment(400, 800)), "box") == "(30, 0, 100, 50)")
    }
}
