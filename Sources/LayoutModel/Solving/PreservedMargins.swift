import ConstraintSolver
import TrellisBase

/// A view whose layout margins depend on where it is laid out, which UIKit measures again after
/// each layout (`LayoutPasses.swift`); the margin guide's four insets are required edit variables
/// that start every solve at the view's own margins. Three rules grow them:
/// - `insetsLayoutMarginsFromSafeArea` (on by default, for every view): a margin grows by the part
///   of the root's safe area the view overlaps on that edge (a full-width bar under the status bar
///   has 8 pt + the status bar's height above its content);
/// - `preservesSuperviewLayoutMargins`: where the superview's margin reaches into the view, the
///   view's margin grows by "the smallest amount needed" for content inside the view's margins to
///   be inside the superview's too: `max(margin, superview's margin − distance between the edges)`;
/// - `layoutMarginsFollowReadableWidth`: the side margins widen evenly to the readable width.
struct PreservedMargins {
    let name: String
    /// The rules that apply: the safe area's, the superview's, or both.
    let insetsFromSafeArea: Bool
    let preserves: Bool
    /// `layoutMarginsFollowReadableWidth`: the side margins widen to the readable width.
    let followsReadableWidth: Bool
    /// The view's and its superview's places in the tree, to find their frames among all frames.
    let position: Int
    let superviewPosition: Int
    let insets: InsetVariables
    /// The view's own margins in physical edges.
    let own: EdgeInsets

    func moves(to margins: EdgeInsets) -> [(variable: Variable, value: Double)] { insets.moves(to: margins) }
}

extension LayoutEngine {
    /// Whether a view's margins are measured after each solve: it preserves its superview's, or
    /// the root has a safe area it may overlap and the view insets its margins from it. Decided
    /// by the layout alone, so that every screen an engine serves measures the same views.
    func measuresMargins(of name: String) -> Bool {
        guard name != rootName else { return false }
        return view(name).preservesSuperviewLayoutMargins || view(name).layoutMarginsFollowReadableWidth || insetsMarginsFromSafeArea(name)
    }

    /// Whether a view's margins grow by the safe area it overlaps: it says so (the default), the
    /// root has a safe area, and no scroll view holds it (a scroll view insets its content by the
    /// safe area instead, so what it scrolls is not under the bars).
    func insetsMarginsFromSafeArea(_ name: String) -> Bool {
        view(name).insetsLayoutMarginsFromSafeArea && layout.rootContainer.hasSafeArea && !isInsideScrollView(name)
    }

    /// Whether a scroll view is among the view's ancestors.
    func isInsideScrollView(_ name: String) -> Bool {
        layout.ancestors(of: name).dropFirst().contains { scrollViews.contains($0) }
    }

    /// Makes the edit variables for a measured view's margin guide; its four guide constraints
    /// then take them as constants.
    func addPreservedMargins(of name: String) -> [Variable] {
        // A preserving view meets its superview's margins as measured, even when nothing is
        // constrained to them: measure them too.
        if view(name).preservesSuperviewLayoutMargins, let superview = view(name).superview, measuresMargins(of: superview) {
            _ = variables(.guide(.margins, owner: superview))
        }
        let own = marginInsets(of: name, in: environment)
        let insets = addInsetVariables(named: "\(name).margin", startingAt: own)
        let margins = PreservedMargins(
            name: name, insetsFromSafeArea: insetsMarginsFromSafeArea(name),
            preserves: view(name).preservesSuperviewLayoutMargins, followsReadableWidth: view(name).layoutMarginsFollowReadableWidth,
            position: positionInTree[name]!, superviewPosition: positionInTree[view(name).superview!]!, insets: insets, own: own)
        passes.add(margins)
        return insets.variables
    }

    /// Four required edit variables (`<prefix>Top`, `Left`, `Bottom`, `Right`) for a guide's insets,
    /// suggested at `start`.
    func addInsetVariables(named prefix: String, startingAt start: EdgeInsets) -> InsetVariables {
        let insets = InsetVariables(variables: ["Top", "Left", "Bottom", "Right"].map { Variable("\(prefix)\($0)") })
        do {
            for (variable, value) in insets.moves(to: start) {
                try solver.addEditVariable(variable, priority: .required)
                try solver.suggestValue(value, for: variable)
            }
        } catch {
            preconditionFailure("a fresh edit variable was refused: \(error)")
        }
        return insets
    }

    /// A view's margins as the last pass left them: measured for a preserving view, its own
    /// (the root's with the safe area and system minimum) for any other.
    func effectiveMargins(of name: String) -> EdgeInsets {
        passes.measuredMargins(of: name) ?? marginInsets(of: name, in: environment)
    }

    /// The moves that bring each measured view's margins to where its solved frame, the safe area
    /// and its superview's margins put them, superviews first; and the margins to record once solved.
    func preservedMarginMoves(_ values: [Double]) -> (moves: [(variable: Variable, value: Double)], measured: [(name: String, insets: EdgeInsets)]) {
        var moves: [(variable: Variable, value: Double)] = []
        var measured: [(name: String, insets: EdgeInsets)] = []
        var pending: [String: EdgeInsets] = [:]
        let root = FrameVariables.rect(at: 0, in: values)
        for margins in passes.preservedMargins {
            let inner = FrameVariables.rect(at: margins.position, in: values)
            var wanted = margins.own
            if margins.insetsFromSafeArea {
                let overlap = safeAreaOverlap(of: inner, root: root)
                wanted = EdgeInsets(top: wanted.top + overlap.top, left: wanted.left + overlap.left,
                                    bottom: wanted.bottom + overlap.bottom, right: wanted.right + overlap.right)
            }
            if margins.preserves {
                let outer = FrameVariables.rect(at: margins.superviewPosition, in: values)
                let superviewName = viewNames[margins.superviewPosition]
                // A scroll view's content is not under the bars (it insets it by the safe area), so what
                // its content meets is its own margins, not those the safe area grew.
                let reach = scrollViews.contains(superviewName) ? marginInsets(of: superviewName, in: environment)
                    : pending[superviewName] ?? effectiveMargins(of: superviewName)
                wanted = EdgeInsets(
                    top: max(wanted.top, reach.top - (inner.y - outer.y)),
                    left: max(wanted.left, reach.left - (inner.x - outer.x)),
                    bottom: max(wanted.bottom, reach.bottom - (outer.maxY - inner.maxY)),
                    right: max(wanted.right, reach.right - (outer.maxX - inner.maxX)))
            }
            if margins.followsReadableWidth { wanted = wanted.narrowedToReadableWidth(within: inner.width) }
            pending[margins.name] = wanted
            guard !wanted.isClose(to: effectiveMargins(of: margins.name)) else { continue }
            measured.append((margins.name, wanted))
            moves += margins.moves(to: wanted)
        }
        return (moves, measured)
    }
}

extension EdgeInsets {
    /// Equal but for the solver's rounding, so that passes end.
    func isClose(to other: EdgeInsets) -> Bool {
        abs(top - other.top) < 1e-6 && abs(left - other.left) < 1e-6
            && abs(bottom - other.bottom) < 1e-6 && abs(right - other.right) < 1e-6
    }

    /// These insets with the side ones widened evenly until what lies between them, in a box
    /// `width` wide, is no wider than the readable width.
    func narrowedToReadableWidth(within width: Double) -> EdgeInsets {
        let excess = max(0, width - left - right - LayoutEnvironment.readableWidth) / 2
        return EdgeInsets(top: top, left: left + excess, bottom: bottom, right: right + excess)
    }
}
