import DeviceCatalog
import Foundation
import LayoutModel
import Synchronization
import TrellisBase

/// Solves a plan's cases on every core and hands each result to a consumer.
///
/// Cases that share a layout, size classes and direction form a `SolverGroup` with one
/// `IncrementalLayoutSolver`; groups run in parallel. The consumer is called from one thread at a
/// time, group by group, so it can write to a database without locks.
public struct MatrixRunner: Sendable {
    public var plan: MatrixPlan
    /// Parallel workers; defaults to the number of cores.
    public var jobs: Int
    /// Solve every case from scratch, without the incremental path (for comparison).
    public var fromScratch: Bool
    /// Solve every case, even one whose `SolutionKey` an earlier case of its group had (for
    /// comparison: by default such a case takes that case's result).
    public var solvesEveryCase: Bool

    public init(plan: MatrixPlan, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, fromScratch: Bool = false,
                solvesEveryCase: Bool = false) {
        self.plan = plan
        self.jobs = max(1, jobs)
        self.fromScratch = fromScratch
        self.solvesEveryCase = solvesEveryCase
    }

    /// Solves every case. `consume` receives results in batches (one group at a time, never two
    /// at once); when it returns false the run stops early. `shouldStop` is asked between cases
    /// (Ctrl-C): once it says yes, each worker hands in what it has solved and stops.
    public func run(shouldStop: @escaping @Sendable () -> Bool = { false }, _ consume: @escaping @Sendable ([CaseResult]) -> Bool) {
        run(SolverGroupQueue(plan), shouldStop: shouldStop, consume)
    }

    func run(_ groups: consuming SolverGroupQueue, shouldStop: @escaping @Sendable () -> Bool,
             _ consume: @escaping @Sendable ([CaseResult]) -> Bool) {
        // Groups are expanded as workers take them and let go once taken.
        let pending = Mutex(consume groups)
        // Refused: the consumer wants no more results. Cut: `shouldStop` said yes; results
        // solved until then are still handed in.
        let refused = Atomic<Bool>(false)
        let cut = Atomic<Bool>(false)
        let consumer = Mutex<Void>(())
        let plan = self.plan
        let fromScratch = self.fromScratch, solvesEveryCase = self.solvesEveryCase
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while !refused.load(ordering: .relaxed) && !cut.load(ordering: .relaxed) {
                guard let group = pending.withLock({ $0.next() }) else { return }
                let results = Self.solve(group, plan: plan, fromScratch: fromScratch, solvesEveryCase: solvesEveryCase,
                                         shouldStop: shouldStop)
                if results.count < group.cases.count { cut.store(true, ordering: .relaxed) }
                consumer.withLock { _ in
                    if !refused.load(ordering: .relaxed), !results.isEmpty, !consume(results) { refused.store(true, ordering: .relaxed) }
                }
            }
        }
    }

    static func solve(
        _ group: SolverGroup, plan: MatrixPlan, fromScratch: Bool, solvesEveryCase: Bool = false,
        shouldStop: @Sendable () -> Bool = { false }
    ) -> [CaseResult] {
        let entry = plan.layouts[group.layoutIndex]
        let layout = entry.layout
        func failed(_ diagnostic: Diagnostic, status: CaseStatus, variations: [String] = []) -> [CaseResult] {
            group.cases.map { matrixCase in
                CaseResult(matrixCase: matrixCase, status: status, frames: [], diagnostics: [Finding(diagnostic, in: layout)],
                           variations: variations, solveSeconds: 0, isIncremental: false)
            }
        }
        if let loadError = entry.loadError {
            return failed(.invalidLayout(message: loadError.description, location: loadError.location), status: .invalidLayout)
        }
        guard let sizeClasses = group.sizeClasses else {
            return group.cases.map { matrixCase in
                let device = matrixCase.device
                let diagnostic = Diagnostic.noSupportedOrientation(
                    device: device.name, deviceOrientations: device.supportedOrientations,
                    app: plan.appOrientations[device.idiom] ?? .all, layout: layout.supportedOrientations)
                return CaseResult(matrixCase: matrixCase, status: .noSupportedOrientation, frames: [],
                                  diagnostics: [Finding(diagnostic, in: layout)], variations: [], solveSeconds: 0,
                                  isIncremental: false)
            }
        }
        // Variations are applied and checked once for the group, by its solver.
        let solver: IncrementalLayoutSolver
        do throws(LayoutError) {
            solver = try IncrementalLayoutSolver(layout: layout, sizeClasses: sizeClasses, direction: group.direction)
        } catch {
            return failed(.invalidLayout(message: error.description, location: error.location), status: .invalidLayout,
                          variations: layout.variationDescriptions(for: sizeClasses))
        }
        let variations = solver.variationDescriptions
        var results: [CaseResult] = []
        results.reserveCapacity(group.cases.count)
        var hosts = ContainerHosts(plan: plan, sizeClasses: sizeClasses, direction: group.direction, fromScratch: fromScratch)
        // Each key's result, by the position in `results` of the case that was solved for it.
        var solved: [SolutionKey: Int] = [:]
        for matrixCase in group.cases {
            if shouldStop() { break }
            let stopwatch = Stopwatch()
            let key = SolutionKey(matrixCase, containerFrame: hosts.containerFrame(for: matrixCase, container: layout.rootContainer))!
            if !solvesEveryCase, let earlier = solved[key] {
                results.append(results[earlier].shared(by: matrixCase))
                continue
            }
            solved[key] = results.count
            let environment = key.environment
            do throws(LayoutError) {
                let solution: LayoutSolution
                var incremental = false
                if fromScratch {
                    solution = try layout.solve(in: environment)
                } else {
                    let result = try solver.solve(in: environment)
                    solution = result.solution
                    incremental = result.isIncremental
                }
                // Findings about the layout itself (what its file uses that is not modelled, Xcode's ambiguity marks) are stored once (`MatrixPlan.layoutFindings`).
                let diagnostics = solution.diagnostics.filter { !$0.isAboutTheLayout }.map { Finding($0, in: layout) }
                let seconds = stopwatch.seconds
                results.append(CaseResult(
                    matrixCase: matrixCase, status: .solved, frames: solution.frames,
                    diagnostics: diagnostics, variations: variations,
                    solveSeconds: seconds, isIncremental: incremental, rootMargins: solution.rootMargins,
                    containerFrame: environment.containerFrame))
            } catch {
                results.append(CaseResult(
                    matrixCase: matrixCase, status: .invalidLayout, frames: [],
                    diagnostics: [Finding(.invalidLayout(message: error.description, location: error.location), in: layout)],
                    variations: variations, solveSeconds: 0, isIncremental: false))
            }
        }
        return results
    }
}
