import LayoutModel
import TrellisBase

/// Cases of one layout that share size classes and layout direction, in case order: they share
/// one `IncrementalLayoutSolver`, which applies the layout's variations once and decides which
/// screens share an engine. Cases without a screen (no orientation in common) form groups of
/// their own.
public struct SolverGroup: Sendable {
    public var layoutIndex: Int
    /// nil for cases without a screen.
    public var sizeClasses: SizeClasses?
    public var direction: LayoutDirection
    public var cases: [MatrixCase]
}

extension MatrixPlan {
    /// The plan's cases, expanded once and grouped by solver, groups in order of their first case.
    public func solverGroups() -> [SolverGroup] {
        struct Key: Hashable {
            var layoutIndex: Int
            var sizeClasses: SizeClasses?
            var direction: LayoutDirection
        }
        var order: [Key] = []
        var members: [Key: [MatrixCase]] = [:]
        forEachCase { matrixCase in
            let key = Key(layoutIndex: matrixCase.layoutIndex, sizeClasses: matrixCase.screen?.sizeClasses,
                          direction: matrixCase.direction)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(matrixCase)
        }
        return order.map { SolverGroup(layoutIndex: $0.layoutIndex, sizeClasses: $0.sizeClasses, direction: $0.direction,
                                       cases: members[$0]!) }
    }
}
