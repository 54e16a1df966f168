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
        var queue = SolverGroupQueue(self)
        var groups: [SolverGroup] = []
        while let group = queue.next() { groups.append(group) }
        return groups
    }
}

/// The plan's solver groups one at a time, in `solverGroups()`'s order, each layout's cases
/// expanded only when its first group is asked for: a 1,000-layout run's 300,000 cases are over
/// 150 MB, which need not be held while the first layouts are solved.
struct SolverGroupQueue {
    private let plan: MatrixPlan
    private let hosts: [Int?]
    /// The next layout whose cases are not expanded yet, and its first case's number.
    private var nextLayout = 0
    private var nextCase = 0
    /// The current layout's groups not handed out yet, in order.
    private var waiting: [SolverGroup] = []
    private var waitingStart = 0

    init(_ plan: MatrixPlan) {
        self.plan = plan
        hosts = plan.hostIndices
    }

    /// The next group, or nil when every case has been handed out.
    mutating func next() -> SolverGroup? {
        while waitingStart == waiting.count {
            guard nextLayout < plan.layouts.count else { return nil }
            waiting = groups(ofLayout: nextLayout)
            waitingStart = 0
            nextLayout += 1
        }
        defer {
            waiting[waitingStart].cases = []
            waitingStart += 1
        }
        return waiting[waitingStart]
    }

    private mutating func groups(ofLayout layoutIndex: Int) -> [SolverGroup] {
        struct Key: Hashable {
            var sizeClasses: SizeClasses?
            var direction: LayoutDirection
        }
        var order: [Key] = []
        var members: [Key: [MatrixCase]] = [:]
        nextCase = plan.forEachCase(ofLayout: layoutIndex, firstIndex: nextCase, hosts: hosts) { matrixCase in
            let key = Key(sizeClasses: matrixCase.screen?.sizeClasses, direction: matrixCase.direction)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(matrixCase)
        }
        return order.map { SolverGroup(layoutIndex: layoutIndex, sizeClasses: $0.sizeClasses, direction: $0.direction,
                                       cases: members[$0]!) }
    }
}
