import DeviceCatalog
import Dispatch
import Foundation
import LayoutModel
import Synchronization

/// Solves a plan's cases on every core and hands each result to a consumer.
///
/// Cases that share a layout and its traits (size classes, scale, direction) form a group with one
/// `IncrementalLayoutSolver`; groups run in parallel. The consumer is called from one thread at a
/// time, group by group, so it can write to a database without locks.
public struct MatrixRunner: Sendable {
    public var plan: MatrixPlan
    /// Parallel workers; defaults to the number of cores.
    public var jobs: Int
    /// Solve every case from scratch, without the incremental path (for comparison).
    public var fromScratch: Bool

    public init(plan: MatrixPlan, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, fromScratch: Bool = false) {
        self.plan = plan
        self.jobs = max(1, jobs)
        self.fromScratch = fromScratch
    }

    /// Solves every case. `consume` receives results in batches (one group at a time, never two
    /// at once); when it returns false the run stops early. `shouldStop` is asked between cases
    /// (Ctrl-C): once it says yes, each worker hands in what it has solved and stops.
    public func run(shouldStop: @escaping @Sendable () -> Bool = { false }, _ consume: @escaping @Sendable ([CaseResult]) -> Bool) {
        let cases = plan.cases()
        let groups = Self.groups(cases, plan: plan)
        let next = Atomic<Int>(0)
        // Refused: the consumer wants no more results. Cut: `shouldStop` said yes; results
        // solved until then are still handed in.
        let refused = Atomic<Bool>(false)
        let cut = Atomic<Bool>(false)
        let consumer = Mutex<Void>(())
        let plan = self.plan
        let fromScratch = self.fromScratch
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, groups.count))) { _ in
            while !refused.load(ordering: .relaxed) && !cut.load(ordering: .relaxed) {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < groups.count else { return }
                let results = Self.solve(groups[index], plan: plan, fromScratch: fromScratch, shouldStop: shouldStop)
                if results.count < groups[index].count { cut.store(true, ordering: .relaxed) }
                consumer.withLock { _ in
                    if !refused.load(ordering: .relaxed), !results.isEmpty, !consume(results) { refused.store(true, ordering: .relaxed) }
                }
            }
        }
    }

    /// Cases grouped by layout, size classes and direction, in case order. Screens of different
    /// pixel scales share a group when the layout's intrinsic sizes are the same at both.
    static func groups(_ cases: [MatrixCase], plan: MatrixPlan) -> [[MatrixCase]] {
        var order: [GroupKey] = []
        var members: [GroupKey: [MatrixCase]] = [:]
        // Each distinct list of intrinsic sizes gets a small number, so keys hash cheaply.
        var sizeListNumber: [IntrinsicKey: Int] = [:]
        var numbers: [[IntrinsicSize]: Int] = [:]
        for matrixCase in cases {
            var key = GroupKey(layoutIndex: matrixCase.layoutIndex, sizeClasses: nil, isRightToLeft: matrixCase.isRightToLeft, sizes: nil)
            if let environment = matrixCase.environment {
                key.sizeClasses = environment.sizeClasses
                let sizesKey = IntrinsicKey(layoutIndex: matrixCase.layoutIndex, sizeClasses: environment.sizeClasses,
                                            scale: environment.displayScale)
                if sizeListNumber[sizesKey] == nil {
                    let layout = plan.layouts[matrixCase.layoutIndex].layout
                    let sizes = (try? layout.resolved(for: environment.sizeClasses))?
                        .intrinsicSizes(scale: environment.displayScale) ?? []
                    if numbers[sizes] == nil { numbers[sizes] = numbers.count }
                    sizeListNumber[sizesKey] = numbers[sizes]
                }
                key.sizes = sizeListNumber[sizesKey]
            }
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(matrixCase)
        }
        return order.map { members[$0]! }
    }

    private struct GroupKey: Hashable {
        var layoutIndex: Int
        var sizeClasses: SizeClasses?
        var isRightToLeft: Bool
        var sizes: Int?
    }

    private struct IntrinsicKey: Hashable {
        var layoutIndex: Int
        var sizeClasses: SizeClasses
        var scale: Double
    }

    static func solve(
        _ group: [MatrixCase], plan: MatrixPlan, fromScratch: Bool, shouldStop: @Sendable () -> Bool = { false }
    ) -> [CaseResult] {
        let layout = plan.layouts[group[0].layoutIndex].layout
        if let loadError = plan.layouts[group[0].layoutIndex].loadError {
            return group.map { matrixCase in
                CaseResult(matrixCase: matrixCase, status: .invalidLayout, frames: [], diagnostics: [
                    CaseDiagnostic(kind: "invalid-layout", severity: .error, views: [], constraints: [], message: loadError.description,
                                   location: loadError.location),
                ], variations: [], solveSeconds: 0, isIncremental: false)
            }
        }
        guard let first = group[0].environment else {
            return group.map { matrixCase in
                CaseResult(matrixCase: matrixCase, status: .noSupportedOrientation, frames: [], diagnostics: [
                    CaseDiagnostic(
                        kind: "no-supported-orientation", severity: .error, views: [], constraints: [],
                        message: "No orientation to show: \(matrixCase.device.name) supports \(matrixCase.device.supportedOrientations), "
                            + "the app \(plan.appOrientations[matrixCase.device.idiom] ?? .all), the layout \(layout.supportedOrientations); "
                            + "UIKit raises UIApplicationInvalidInterfaceOrientation."),
                ], variations: [], solveSeconds: 0, isIncremental: false)
            }
        }
        let variations = layout.variations.filter { $0.applies(to: first.sizeClasses) }.map(\.traitDescription)
        var solver: IncrementalLayoutSolver?
        var checks: CaseDiagnostics?
        var results: [CaseResult] = []
        results.reserveCapacity(group.count)
        for matrixCase in group {
            if shouldStop() { break }
            let environment = matrixCase.environment!
            let start = DispatchTime.now().uptimeNanoseconds
            do throws(LayoutError) {
                let solution: LayoutSolution
                var incremental = false
                if fromScratch {
                    solution = try layout.solve(in: environment)
                } else {
                    if solver == nil { solver = try IncrementalLayoutSolver(layout: layout, environment: environment) }
                    let result = try solver!.solve(in: environment)
                    solution = result.solution
                    incremental = result.isIncremental
                }
                if checks == nil || fromScratch { checks = CaseDiagnostics(layout: layout, frames: solution.frames) }
                let diagnostics = checks!.of(solution)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                results.append(CaseResult(
                    matrixCase: matrixCase, status: .solved, frames: solution.frames,
                    diagnostics: diagnostics, variations: variations,
                    solveSeconds: seconds, isIncremental: incremental, rootMargins: solution.rootMargins))
            } catch {
                results.append(CaseResult(
                    matrixCase: matrixCase, status: .invalidLayout, frames: [],
                    diagnostics: [CaseDiagnostic(kind: "invalid-layout", severity: .error, views: [], constraints: [],
                                                 message: error.description, location: error.location)],
                    variations: variations, solveSeconds: 0, isIncremental: false))
            }
        }
        return results
    }
}
