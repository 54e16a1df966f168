import ConstraintSolver

/// UIKit lays a view tree out more than once when what a view asks for depends on where the last
/// layout put it: a label that wraps at its width (`TextWrapping.swift`), a view whose margins
/// meet its superview's (`PreservedMargins.swift`). Both are required edit variables in the
/// solver, so a pass is a dual-simplex re-solve; every solve, fresh or incremental, starts them
/// from the same values, so both kinds of engine take the same passes to the same frames.
extension LayoutEngine {
    /// Passes after the first: one normally settles a layout; more only when one change moves
    /// another (a label beside one that wraps, margins inside preserved margins). Bounded so that
    /// sizes that flip between two values cannot loop.
    static let maximumPasses = 4

    /// Measures the wrapping labels and preserved margins again from the solved frames and
    /// solves again until nothing changes. A value the required constraints cannot take ends
    /// the passes where they are.
    func settlePasses() {
        guard !wrappingLabels.isEmpty || !preservedMargins.isEmpty || !measuredSafeAreas.isEmpty else { return }
        for _ in 0..<Self.maximumPasses {
            // All frames, not just the ones read here: the solver compiles one reading plan per
            // list of variables, and `snappedFrames` reads this same list after every solve.
            let values = solver.values(of: allFrameVariables)
            let wrapping = wrappingMoves(values)
            let margins = preservedMarginMoves(values)
            let safeAreas = safeAreaMoves(values)
            let moves = wrapping.moves + margins.moves + safeAreas.moves
            guard !moves.isEmpty else { return }
            do {
                try solver.suggestValues(moves)
            } catch {
                return
            }
            for (name, size) in wrapping.measured { intrinsicSizes[name] = size }
            for (name, insets) in margins.measured { currentMargins[name] = insets }
            for (name, insets) in safeAreas.measured { currentSafeAreas[name] = insets }
        }
    }

    /// The moves that start a solve again from one-line labels and the views' own margins.
    func startingMoves() -> [(variable: Variable, value: Double)] {
        oneLineMoves() + preservedMargins.flatMap { $0.moves(to: $0.own) } + measuredSafeAreas.flatMap { $0.moves(to: .zero) }
    }

    /// Records the starting values as current (once `startingMoves` are solved).
    func markAtStart() {
        markOnOneLine()
        for margins in preservedMargins { currentMargins[margins.name] = margins.own }
        for safeArea in measuredSafeAreas { currentSafeAreas[safeArea.name] = .zero }
    }
}
