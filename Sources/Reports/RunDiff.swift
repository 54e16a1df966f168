import ResultStore
import TrellisBase

/// What changed between two runs, case by case.
public struct RunDiff: Sendable {
    public var base: (id: Int64, label: String?)
    public var head: (id: Int64, label: String?)
    public var casesAdded: [CaseKey]
    public var casesRemoved: [CaseKey]
    public var statusChanges: [(key: CaseKey, from: CaseStatus, to: CaseStatus)]
    public var viewChanges: [ViewDifference]
    public var newDiagnostics: [(key: CaseKey, diagnostic: Finding)]
    public var fixedDiagnostics: [(key: CaseKey, diagnostic: Finding)]
    public var unchangedDiagnostics: Int
    /// Layouts laid out in another container than in the base run (a cell now at its table's
    /// width, a xib view now a component), once per layout, with the rules before and after.
    public var containerChanges: [(layout: String, from: String, to: String)]
    /// Cases per layout that both runs have (for "on 14 of 38 cases").
    public var casesPerLayout: [String: Int]
    /// The width and height class of each case both runs have (for "on 14 of 38 compact-width cases").
    public var sizeClasses: [CaseKey: SizeClasses?]
    /// The devices each run has cases on (to tell a new device from new cases on a known one).
    public var baseDevices: Set<String>
    public var headDevices: Set<String>
    /// Runs compared although they did not finish (`--allow-incomplete`), with the cases each stored.
    public var incompleteRuns: [(id: Int64, cases: Int)]
    /// Whether cases the head no longer has count as a regression (they do unless allowed:
    /// a layout or device that silently dropped out of a run must not pass as no change).
    public var removedCasesAreRegressions = true

    /// How one view differs between the runs in one case.
    public struct ViewDifference: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable { case changed, added, removed, hidden, shown }
        public var key: CaseKey
        public var view: String
        public var kind: Kind
        /// Head minus base, root coordinates (for `changed`).
        public var dx = 0.0, dy = 0.0, dWidth = 0.0, dHeight = 0.0
    }

    /// Nothing changed at all.
    public var isEmpty: Bool {
        casesAdded.isEmpty && casesRemoved.isEmpty && statusChanges.isEmpty && viewChanges.isEmpty
            && newDiagnostics.isEmpty && fixedDiagnostics.isEmpty && containerChanges.isEmpty
    }

    /// New error diagnostics, a case that stopped solving, or (unless allowed) cases removed.
    public var hasRegressions: Bool {
        newDiagnostics.contains { $0.diagnostic.severity == .error } || statusChanges.contains { $0.to != .solved }
            || (removedCasesAreRegressions && !casesRemoved.isEmpty)
    }

    public init(base: RunSnapshot, head: RunSnapshot, tolerance: FrameTolerance = .points(0.5)) {
        self.base = (base.runID, base.label)
        self.head = (head.runID, head.label)
        // Phones before pads, oldest first, as the runs list their devices.
        let devices = head.devices + base.devices.filter { !head.devices.contains($0) }
        casesAdded = CaseKey.sheetOrder(head.cases.keys.filter { base.cases[$0] == nil }, devices: devices)
        casesRemoved = CaseKey.sheetOrder(base.cases.keys.filter { head.cases[$0] == nil }, devices: devices)
        statusChanges = []
        viewChanges = []
        newDiagnostics = []
        fixedDiagnostics = []
        unchangedDiagnostics = 0
        containerChanges = []
        casesPerLayout = [:]
        sizeClasses = [:]
        incompleteRuns = [base, head].filter { !$0.isComplete }.map { ($0.runID, $0.caseCount) }
        baseDevices = Set(base.cases.keys.map(\.device))
        headDevices = Set(head.cases.keys.map(\.device))
        // Cases of a run that share a stored solution have the same frames: each pair of
        // solutions is compared once, and its differences given to every case pair with that pair.
        var comparedSolutions: [SolutionPair: [ViewDifference]] = [:]
        // Only cases both runs have can change: "on 14 of 38 cases" counts those.
        for key in CaseKey.sheetOrder(head.cases.keys.filter { base.cases[$0] != nil }, devices: devices) {
            let old = base.cases[key]!, new = head.cases[key]!
            casesPerLayout[key.layout, default: 0] += 1
            sizeClasses[key] = new.sizeClasses
            if old.status != new.status { statusChanges.append((key, old.status, new.status)) }
            // Runs stored before schema v5 have no container to compare.
            if let from = old.containerRule, let to = new.containerRule, from != to,
               !containerChanges.contains(where: { $0.layout == key.layout }) {
                containerChanges.append((key.layout, from, to))
            }
            let pair = old.solution.flatMap { base in new.solution.map { SolutionPair(base: base, head: $0) } }
            if let pair, let known = comparedSolutions[pair] {
                viewChanges += known.map { difference in
                    var difference = difference
                    difference.key = key
                    return difference
                }
            } else {
                let first = viewChanges.count
                compareFrames(key, old, new, tolerance)
                if let pair { comparedSolutions[pair] = Array(viewChanges[first...]) }
            }
            compareDiagnostics(key, old, new)
        }
    }

    private struct SolutionPair: Hashable {
        var base: Int64
        var head: Int64
    }

    private mutating func compareFrames(_ key: CaseKey, _ old: CaseSnapshot, _ new: CaseSnapshot, _ tolerance: FrameTolerance) {
        // Tree order: the head's views, then those only the base has.
        for view in new.viewOrder + old.viewOrder.filter({ new.frames[$0] == nil }) {
            switch (old.frames[view], new.frames[view]) {
            case (nil, _?): viewChanges.append(ViewDifference(key: key, view: view, kind: .added))
            case (_?, nil): viewChanges.append(ViewDifference(key: key, view: view, kind: .removed))
            case let (a?, b?):
                // A view that was hidden or shown changed in that; where its invisible frame went is noise.
                if a.hidden != b.hidden {
                    viewChanges.append(ViewDifference(key: key, view: view, kind: b.hidden ? .hidden : .shown))
                    continue
                }
                if b.hidden { continue }
                let deltas: [Double]
                let limit: Double
                switch tolerance {
                case let .points(points):
                    deltas = [b.exactX - a.exactX, b.exactY - a.exactY, b.exactWidth - a.exactWidth, b.exactHeight - a.exactHeight]
                    limit = points
                case .pixels:
                    deltas = [b.x - a.x, b.y - a.y, b.width - a.width, b.height - a.height]
                    limit = 1e-9
                }
                guard deltas.contains(where: { abs($0) > limit }) else { continue }
                viewChanges.append(ViewDifference(key: key, view: view, kind: .changed, dx: deltas[0], dy: deltas[1],
                                              dWidth: deltas[2], dHeight: deltas[3]))
            case (nil, nil): continue
            }
        }
    }

    private mutating func compareDiagnostics(_ key: CaseKey, _ old: CaseSnapshot, _ new: CaseSnapshot) {
        let before = Set(old.diagnostics.map(\.identity)), after = Set(new.diagnostics.map(\.identity))
        for diagnostic in new.diagnostics {
            if before.contains(diagnostic.identity) { unchangedDiagnostics += 1 } else { newDiagnostics.append((key, diagnostic)) }
        }
        for diagnostic in old.diagnostics where !after.contains(diagnostic.identity) { fixedDiagnostics.append((key, diagnostic)) }
    }
}
