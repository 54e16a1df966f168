import ConstraintSolver
import TrellisBase

// UIKit lays a view tree out more than once when what a view asks for depends on where the last
// layout put it: a label that wraps at its width (`TextWrapping.swift`), a view whose margins
// meet its superview's (`PreservedMargins.swift`). Both are required edit variables in the
// solver, so a pass is a dual-simplex re-solve; every solve, fresh or incremental, starts them
// from the same values, so both kinds of engine take the same passes to the same frames.

/// The state of the layout passes, owned here and changed only through these methods: the views
/// measured again after each solve (wrapping labels, views with measured margins or safe areas,
/// each in tree order) and what the last pass measured for them.
struct LayoutPassState {
    private(set) var wrappingLabels: [WrappingLabel] = []
    private(set) var preservedMargins: [PreservedMargins] = []
    private(set) var measuredSafeAreas: [MeasuredSafeArea] = []
    /// Wrapping labels' sizes at the widths the last pass gave them; none: on one line.
    private var wrappedSizes: [String: IntrinsicSize] = [:]
    /// Measured margins and safe areas as the last pass left them.
    private var margins: [String: EdgeInsets] = [:]
    private var safeAreas: [String: EdgeInsets] = [:]

    var isEmpty: Bool { wrappingLabels.isEmpty && preservedMargins.isEmpty && measuredSafeAreas.isEmpty }

    mutating func add(_ label: WrappingLabel) { wrappingLabels.append(label) }

    /// A view's measured margins, starting at its own; kept in tree order.
    mutating func add(_ measured: PreservedMargins) {
        preservedMargins.append(measured)
        preservedMargins.sort { $0.position < $1.position }
        margins[measured.name] = measured.own
    }

    /// A view's measured safe area, starting at zero.
    mutating func add(_ measured: MeasuredSafeArea) {
        measuredSafeAreas.append(measured)
        safeAreas[measured.name] = .zero
    }

    /// The size a wrapping label was last measured at; nil for any other view, or on one line.
    func measuredSize(of name: String) -> IntrinsicSize? { wrappedSizes[name] }
    /// A view's margins as the last pass measured them; nil for a view whose margins are not measured.
    func measuredMargins(of name: String) -> EdgeInsets? { margins[name] }
    func measuredSafeArea(of name: String) -> EdgeInsets { safeAreas[name] ?? .zero }

    /// The moves that start a solve again from one-line labels, the views' own margins and zero
    /// safe areas.
    func startingMoves() -> [(variable: Variable, value: Double)] {
        wrappingLabels.flatMap { $0.moves(to: $0.oneLine) } + preservedMargins.flatMap { $0.moves(to: $0.own) }
            + measuredSafeAreas.flatMap { $0.moves(to: .zero) }
    }

    /// Records the starting values as current (once `startingMoves` are solved).
    mutating func returnToStart() {
        wrappedSizes = [:]
        for measured in preservedMargins { margins[measured.name] = measured.own }
        for measured in measuredSafeAreas { safeAreas[measured.name] = .zero }
    }

    /// Records what a pass measured (once its moves are solved).
    mutating func record(sizes: [(name: String, size: IntrinsicSize)], margins measuredMargins: [(name: String, insets: EdgeInsets)],
                         safeAreas measuredSafeAreas: [(name: String, insets: EdgeInsets)]) {
        for (name, size) in sizes { wrappedSizes[name] = size }
        for (name, insets) in measuredMargins { margins[name] = insets }
        for (name, insets) in measuredSafeAreas { safeAreas[name] = insets }
    }
}

extension LayoutEngine {
    /// Passes after the first: one normally settles a layout; more only when one change moves
    /// another (a label beside one that wraps, margins inside preserved margins). Bounded so that
    /// sizes that flip between two values cannot loop.
    static let maximumPasses = 4

    /// Measures the wrapping labels and preserved margins again from the solved frames and
    /// solves again until nothing changes. A value the required constraints cannot take ends
    /// the passes where they are.
    func settlePasses() {
        guard !passes.isEmpty else { return }
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
            passes.record(sizes: wrapping.measured, margins: margins.measured, safeAreas: safeAreas.measured)
        }
    }
}
