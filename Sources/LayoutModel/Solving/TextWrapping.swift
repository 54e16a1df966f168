import ConstraintSolver

/// Multi-line labels that wrap at the width their constraints give them, as UIKit's two-pass
/// layout does: a label with `numberOfLines` 0 (or more than 1) and no `preferredMaxLayoutWidth`
/// first reports its text on one line; once the layout gives it a width, that width becomes its
/// preferred width, its intrinsic size is measured again (narrower, more lines) and the layout is
/// solved again, until no label's size changes (the passes are in `LayoutPasses.swift`).
///
/// Such a label's intrinsic width and height are required edit variables, so a pass is a
/// dual-simplex re-solve, and an incremental engine does the same passes from the same start
/// (the one-line sizes) as an engine built from scratch: both land on the same frames.
struct WrappingLabel {
    let name: String
    /// The view's place in the tree (`LayoutEngine.viewNames`), to find its width among all frames.
    let position: Int
    /// The intrinsic width and height as edit variables; nil for an axis that has none (collapsed).
    let width: Variable?
    let height: Variable?
    /// The one-line size every solve starts from.
    let oneLine: IntrinsicSize

    /// The edit moves that make `size` the label's intrinsic size.
    func moves(to size: IntrinsicSize) -> [(variable: Variable, value: Double)] {
        var moves: [(variable: Variable, value: Double)] = []
        if let width, let value = size.width { moves.append((width, value)) }
        if let height, let value = size.height { moves.append((height, value)) }
        return moves
    }
}

extension LayoutEngine {
    /// The right-hand side of a content-size constraint: the intrinsic size, or the edit variable
    /// that stands for it when the view wraps.
    func intrinsicTerm(_ name: String, _ axis: Axis, value: Double) -> Expression {
        guard view(name).wrapsAtLayoutWidth, let label = passes.wrappingLabels.first(where: { $0.name == name }),
              let variable = axis == .horizontal ? label.width : label.height
        else { return Expression(value) }
        return Expression(variable)
    }

    /// Makes edit variables for the intrinsic size of each label that wraps, in tree order;
    /// before the content-size constraints are added.
    func addWrappingLabels() {
        for (position, name) in viewNames.enumerated() where name != rootName {
            let view = self.view(name)
            guard view.wrapsAtLayoutWidth else { continue }
            let size = intrinsicSize(name)
            func edit(_ axis: Axis, _ suffix: String) -> Variable? {
                guard let value = size[axis], collapsed[name] != axis else { return nil }
                let variable = Variable("\(name).intrinsic\(suffix)")
                do {
                    try solver.addEditVariable(variable, priority: .required)
                    try solver.suggestValue(value, for: variable)
                } catch {
                    preconditionFailure("a fresh edit variable was refused: \(error)")
                }
                return variable
            }
            passes.add(WrappingLabel(
                name: name, position: position, width: edit(.horizontal, "Width"), height: edit(.vertical, "Height"),
                oneLine: size))
        }
    }

    /// The moves that re-measure each wrapping label at its solved width (`values`: every
    /// frame, in tree order), and the sizes to record once they are solved.
    func wrappingMoves(_ values: [Double]) -> (moves: [(variable: Variable, value: Double)], measured: [(name: String, size: IntrinsicSize)]) {
        var moves: [(variable: Variable, value: Double)] = []
        var measured: [(name: String, size: IntrinsicSize)] = []
        for label in passes.wrappingLabels {
            let width = FrameVariables.rect(at: label.position, in: values).width
            let size = view(label.name).intrinsicContentSize(scale: environment.displayScale, layoutWidth: max(0, width))
            guard size != intrinsicSize(label.name) else { continue }
            measured.append((label.name, size))
            moves += label.moves(to: size)
        }
        return (moves, measured)
    }
}
