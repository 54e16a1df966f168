import ConstraintSolver
import DeviceCatalog

/// Multi-line labels that wrap at the width their constraints give them, as UIKit's two-pass
/// layout does: a label with `numberOfLines` 0 (or more than 1) and no `preferredMaxLayoutWidth`
/// first reports its text on one line; once the layout gives it a width, that width becomes its
/// preferred width, its intrinsic size is measured again (narrower, more lines) and the layout is
/// solved again, until no label's size changes.
///
/// Such a label's intrinsic width and height are required edit variables, so a pass is a
/// dual-simplex re-solve, and an incremental engine does the same passes from the same start
/// (the one-line sizes) as an engine built from scratch: both land on the same frames.
struct WrappingLabel {
    let name: String
    let frame: FrameVariables
    /// The intrinsic width and height as edit variables; nil for an axis that has none (collapsed).
    let width: Variable?
    let height: Variable?
    /// The one-line size every solve starts from.
    let oneLine: IntrinsicSize
}

extension LayoutEngine {
    /// Passes after the first: one normally settles it; more only when a new height moves a
    /// width (a label beside another that wraps). Bounded so that sizes that flip between two
    /// widths cannot loop.
    static let maximumWrappingPasses = 4

    /// The right-hand side of a content-size constraint: the intrinsic size, or the edit variable
    /// that stands for it when the view wraps.
    func intrinsicTerm(_ name: String, _ axis: Axis, value: Double) -> Expression {
        guard let label = wrappingLabels[name], let variable = axis == .horizontal ? label.width : label.height else {
            return Expression(value)
        }
        return Expression(variable)
    }

    /// Makes edit variables for the intrinsic size of each label that wraps; before the
    /// content-size constraints are added.
    func addWrappingLabels() {
        for name in viewNames where name != rootName {
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
            wrappingLabels[name] = WrappingLabel(
                name: name, frame: frames[name]!, width: edit(.horizontal, "Width"), height: edit(.vertical, "Height"),
                oneLine: size)
        }
    }

    /// The intrinsic-size moves that put every wrapping label back on one line.
    func oneLineSuggestions() -> [(variable: Variable, value: Double)] {
        var moves: [(variable: Variable, value: Double)] = []
        for label in wrappingLabels.values.sorted(by: { $0.name < $1.name }) {
            intrinsicSizes[label.name] = label.oneLine
            if let width = label.width, let value = label.oneLine.width { moves.append((width, value)) }
            if let height = label.height, let value = label.oneLine.height { moves.append((height, value)) }
        }
        return moves
    }

    /// Re-measures each wrapping label at its solved width and solves again until no size
    /// changes. A size the required constraints cannot take ends the passes where they are.
    func settleWrapping() {
        guard !wrappingLabels.isEmpty else { return }
        let labels = wrappingLabels.values.sorted { $0.name < $1.name }
        for _ in 0..<Self.maximumWrappingPasses {
            let widths = solver.values(of: labels.map(\.frame.width))
            var moves: [(variable: Variable, value: Double)] = []
            var measured: [String: IntrinsicSize] = [:]
            for (label, width) in zip(labels, widths) {
                let size = view(label.name).intrinsicContentSize(scale: environment.displayScale, layoutWidth: max(0, width))
                guard size != intrinsicSize(label.name) else { continue }
                measured[label.name] = size
                if let variable = label.width, let value = size.width { moves.append((variable, value)) }
                if let variable = label.height, let value = size.height { moves.append((variable, value)) }
            }
            guard !moves.isEmpty else { return }
            do {
                try solver.suggestValues(moves)
            } catch {
                return
            }
            for (name, size) in measured { intrinsicSizes[name] = size }
        }
    }
}
