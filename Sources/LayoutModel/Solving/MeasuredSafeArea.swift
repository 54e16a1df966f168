import ConstraintSolver
import TrellisBase

/// The safe area of a view other than the root (`safeAreaLayoutGuide` on any view): the part of
/// the root's safe area insets that the view overlaps, edge by edge. Like measured margins, it is
/// known only once the view is laid out, so the guide's four insets are required edit variables,
/// measured again after each solve (`LayoutPasses.swift`), that start every solve at zero. A view
/// inside a scroll view has none: the scroll view insets its content by the safe area instead.
struct MeasuredSafeArea {
    let name: String
    let position: Int
    let insets: InsetVariables
    /// Whether a scroll view holds the view (its safe area is then always zero).
    let isScrolled: Bool

    func moves(to safeArea: EdgeInsets) -> [(variable: Variable, value: Double)] { insets.moves(to: safeArea) }
}

/// A guide's four insets as required edit variables of the layout passes: top, left, bottom, right.
struct InsetVariables {
    let variables: [Variable]

    /// The suggestions that move the four insets to `insets`.
    func moves(to insets: EdgeInsets) -> [(variable: Variable, value: Double)] {
        zip(variables, [insets.top, insets.left, insets.bottom, insets.right]).map { (variable: $0, value: $1) }
    }
}

extension LayoutEngine {
    /// Makes the edit variables of a view's safe area guide; its four guide constraints take them
    /// as constants.
    func addMeasuredSafeArea(of name: String) -> [Variable] {
        let measured = MeasuredSafeArea(
            name: name, position: positionInTree[name]!, insets: addInsetVariables(named: "\(name).safeArea", startingAt: .zero),
            isScrolled: isInsideScrollView(name))
        passes.add(measured)
        return measured.insets.variables
    }

    /// The part of the root's safe area a view at `rect` overlaps (both in the root's coordinates):
    /// on each edge where the root has an inset, from the view's edge to the safe area's. Where it
    /// has none, nothing covers the view, even a part of it past the root's edge (a scroll view
    /// 20 pt wider than the root on each side keeps its 8-pt margins).
    func safeAreaOverlap(of rect: Rect, root: Rect) -> EdgeInsets {
        let safe = environment.safeAreaInsets
        func covered(_ inset: Double, _ reach: Double, _ length: Double) -> Double {
            inset > 0 ? min(max(0, reach), max(0, length)) : 0
        }
        return EdgeInsets(
            top: covered(safe.top, safe.top - (rect.y - root.y), rect.height),
            left: covered(safe.left, safe.left - (rect.x - root.x), rect.width),
            bottom: covered(safe.bottom, rect.maxY - (root.maxY - safe.bottom), rect.height),
            right: covered(safe.right, rect.maxX - (root.maxX - safe.right), rect.width))
    }

    /// The moves that bring each measured safe area to what its view's solved frame overlaps, and
    /// the insets to record once solved.
    func safeAreaMoves(_ values: [Double]) -> (moves: [(variable: Variable, value: Double)], measured: [(name: String, insets: EdgeInsets)]) {
        var moves: [(variable: Variable, value: Double)] = []
        var measured: [(name: String, insets: EdgeInsets)] = []
        let root = FrameVariables.rect(at: 0, in: values)
        for safeArea in passes.measuredSafeAreas {
            let wanted = safeArea.isScrolled ? .zero : safeAreaOverlap(of: FrameVariables.rect(at: safeArea.position, in: values), root: root)
            guard !wanted.isClose(to: passes.measuredSafeArea(of: safeArea.name)) else { continue }
            measured.append((safeArea.name, wanted))
            moves += safeArea.moves(to: wanted)
        }
        return (moves, measured)
    }
}
