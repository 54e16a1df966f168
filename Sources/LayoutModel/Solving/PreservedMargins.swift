import ConstraintSolver
import TrellisBase

/// A view that preserves its superview's layout margins (`preservesSuperviewLayoutMargins`).
/// Where the superview's margin reaches into the view, UIKit grows the view's margin on that edge
/// by "the smallest amount needed" for content inside the view's margins to be inside the
/// superview's too: the margin becomes `max(own, superview's margin − distance between the two
/// edges)`. The distance is known only once the view is laid out, so the margins are measured
/// again after each solve (`LayoutPasses.swift`); the margin guide's four insets are required
/// edit variables that start every solve at the view's own margins.
struct PreservedMargins {
    let name: String
    /// The view's and its superview's places in the tree, to find their frames among all frames.
    let position: Int
    let superviewPosition: Int
    /// The margin guide's insets as edit variables: top, left, bottom, right.
    let insets: [Variable]
    /// The view's own margins in physical edges.
    let own: EdgeInsets

    func moves(to margins: EdgeInsets) -> [(variable: Variable, value: Double)] {
        zip(insets, [margins.top, margins.left, margins.bottom, margins.right]).map { (variable: $0, value: $1) }
    }
}

extension LayoutEngine {
    /// Makes the edit variables for a preserving view's margin guide; its four guide constraints
    /// then take them as constants.
    func addPreservedMargins(of name: String) -> [Variable] {
        // A preserving superview's margins grow even when nothing is constrained to them, and
        // this view meets the grown ones: measure them too.
        if let superview = view(name).superview, superview != rootName, view(superview).preservesSuperviewLayoutMargins {
            _ = variables(.guide(.margins, owner: superview))
        }
        let own = marginInsets(of: name, in: environment)
        let insets = ["Top", "Left", "Bottom", "Right"].map { Variable("\(name).margin\($0)") }
        let margins = PreservedMargins(
            name: name, position: positionInTree[name]!, superviewPosition: positionInTree[view(name).superview!]!,
            insets: insets, own: own)
        do {
            for (variable, value) in margins.moves(to: own) {
                try solver.addEditVariable(variable, priority: .required)
                try solver.suggestValue(value, for: variable)
            }
        } catch {
            preconditionFailure("a fresh edit variable was refused: \(error)")
        }
        preservedMargins.append(margins)
        preservedMargins.sort { $0.position < $1.position }
        currentMargins[name] = own
        return insets
    }

    /// A view's margins as the last pass left them: measured for a preserving view, its own
    /// (the root's with the safe area and system minimum) for any other.
    func effectiveMargins(of name: String) -> EdgeInsets {
        currentMargins[name] ?? marginInsets(of: name, in: environment)
    }

    /// The moves that bring each preserving view's margins to where its solved frame and its
    /// superview's margins put them, superviews first; and the margins to record once solved.
    func preservedMarginMoves(_ values: [Double]) -> (moves: [(variable: Variable, value: Double)], measured: [(name: String, insets: EdgeInsets)]) {
        var moves: [(variable: Variable, value: Double)] = []
        var measured: [(name: String, insets: EdgeInsets)] = []
        var pending: [String: EdgeInsets] = [:]
        for margins in preservedMargins {
            let inner = FrameVariables.rect(at: margins.position, in: values)
            let outer = FrameVariables.rect(at: margins.superviewPosition, in: values)
            let superviewName = viewNames[margins.superviewPosition]
            let reach = pending[superviewName] ?? effectiveMargins(of: superviewName)
            let wanted = EdgeInsets(
                top: max(margins.own.top, reach.top - (inner.y - outer.y)),
                left: max(margins.own.left, reach.left - (inner.x - outer.x)),
                bottom: max(margins.own.bottom, reach.bottom - (outer.maxY - inner.maxY)),
                right: max(margins.own.right, reach.right - (outer.maxX - inner.maxX)))
            pending[margins.name] = wanted
            guard !wanted.isClose(to: effectiveMargins(of: margins.name)) else { continue }
            measured.append((margins.name, wanted))
            moves += margins.moves(to: wanted)
        }
        return (moves, measured)
    }
}

private extension EdgeInsets {
    /// Equal but for the solver's rounding, so that passes end.
    func isClose(to other: EdgeInsets) -> Bool {
        abs(top - other.top) < 1e-6 && abs(left - other.left) < 1e-6
            && abs(bottom - other.bottom) < 1e-6 && abs(right - other.right) < 1e-6
    }
}
