import ConstraintSolver
import DeviceCatalog
import Testing
import TrellisBase
@testable import LayoutModel

/// Views with `translatesAutoresizingMaskIntoConstraints` on: their frame (written for a
/// 320×480 root) and mask become constraints, and the root is solved at 400×800.
struct AutoresizingTests {
    func solve(frame: Rect, mask: AutoresizingMask) throws -> (frame: String, generated: [String]) {
        var layout = Layout()
        layout.designSize = Size(width: 320, height: 480)
        let panel = try layout.addView("panel")
        layout[panel].frame = frame
        layout[panel].autoresizingMask = mask
        let solution = try layout.solve(in: environment(400, 800))
        #expect(solution.diagnostics.isEmpty)
        let engine = LayoutEngine(layout: layout, environment: environment(400, 800))
        engine.build()
        return (LayoutModelTests.frame(solution, "panel"), engine.solver.constraints.compactMap { engine.describe($0)?.equation }
            .filter { $0.hasPrefix("h=") || $0.hasPrefix("v=") })
    }

    let frame = Rect(x: 20, y: 30, width: 100, height: 50)

    @Test func fixedMarginsAndSizeStayPut() throws {
        let result = try solve(frame: frame, mask: [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(result.frame == "(20, 30, 100, 50)")
        #expect(result.generated == [
            "h=--& v=--& panel.minX == 20", "h=--& v=--& panel.width == 100",
            "h=--& v=--& panel.minY == 30", "h=--& v=--& panel.height == 50"])
    }

    @Test func noFlexibilityBehavesLikeAFlexibleTrailingMargin() throws {
        #expect(try solve(frame: frame, mask: []).frame == "(20, 30, 100, 50)")
    }

    @Test func flexibleSizeKeepsBothMargins() throws {
        let result = try solve(frame: frame, mask: [.flexibleWidth, .flexibleHeight])
        #expect(result.frame == "(20, 30, 180, 370)")
        #expect(result.generated.contains("h=-&- v=-&- panel.width == root.width - 220"))
    }

    @Test func flexibleMarginsCentre() throws {
        let result = try solve(frame: Rect(x: 110, y: 30, width: 100, height: 50), mask: [.flexibleLeftMargin, .flexibleRightMargin])
        #expect(result.frame == "(150, 30, 100, 50)")
        #expect(result.generated.contains("h=&-& v=--- panel.minX == 0.5*root.width - 50"))
    }

    @Test func everythingFlexibleScales() throws {
        let result = try solve(frame: frame, mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        #expect(result.frame == "(25, 30, 125, 50)")
    }

    @Test func notationNamesEachAxis() {
        let mask: AutoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
        #expect(mask.notation(.horizontal) == "h=&--")
        #expect(mask.notation(.vertical) == "v=-&-")
    }
}
