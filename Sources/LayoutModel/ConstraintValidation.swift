import TrellisBase

extension Layout {
    /// Checks a constraint against UIKit's rules and this layout's views; throws the first
    /// problem, naming the constraint.
    public func validate(_ constraint: LayoutConstraint) throws(LayoutError) {
        for item in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? []) {
            guard view(named: item.viewName) != nil else {
                throw .unknownView(item.viewName, context: "constraint \(constraint)", source: constraint.source)
            }
            if case let .guide(kind, owner) = item, kind.isRootOnly, owner != rootName {
                throw .invalidConstraint(constraint, .guideNotOnRoot(kind))
            }
        }
        if let problem = attributeProblem(constraint) { throw .invalidConstraint(constraint, problem) }
        if let second = constraint.secondItem {
            guard nearestCommonAncestor(constraint.firstItem.viewName, second.viewName) != nil else {
                throw .invalidConstraint(constraint, .noCommonAncestor)
            }
        }
    }

    private func attributeProblem(_ constraint: LayoutConstraint) -> ConstraintProblem? {
        let first = constraint.firstAttribute
        let second = constraint.secondAttribute
        guard NumberLimits.multipliers.contains(constraint.multiplier), NumberLimits.points.contains(constraint.constant) else {
            return .numberOutOfRange
        }
        guard constraint.priority.isValid else { return .invalidPriority }
        guard first != .notAnAttribute else { return .missingAttribute }
        if case .guide = constraint.firstItem, first.marginBase != nil { return .marginOfGuide(constraint.firstItem, first) }
        guard constraint.secondItem != nil else {
            if second != .notAnAttribute { return .missingAttribute }
            return first.isSize ? nil : .locationToConstant
        }
        guard second != .notAnAttribute else { return .missingAttribute }
        if case .guide = constraint.secondItem, second.marginBase != nil { return .marginOfGuide(constraint.secondItem!, second) }
        if first.isSize != second.isSize { return .locationWithSize }
        if !first.isSize && first.axis != second.axis { return .mixedAxes }
        if (first.isDirectional && second.isAbsoluteHorizontalEdge)
            || (first.isAbsoluteHorizontalEdge && second.isDirectional) { return .directionalWithAbsolute }
        if constraint.multiplier == 0 { return first.isSize ? nil : .locationToConstant }
        return nil
    }
}
