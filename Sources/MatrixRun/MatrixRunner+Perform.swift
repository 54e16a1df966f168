import Foundation
import Synchronization
import TrellisBase

extension MatrixRunner {
    /// Workers when the caller names none: one per core. A storing run's background writer takes
    /// turns with them; since its case rows lost their device index (schema v9) it keeps up with
    /// two solvers on two cores, and a solving-bound run is 1.15 times faster with the second.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// A whole run: every case solved, results handed to `storage` on a background thread as
    /// they come, counted, and the run finished. A storage error stops the run; `shouldStop`
    /// (Ctrl-C) stops it between cases. Either way the cases solved until then are stored and the
    /// run is left incomplete, never marked complete. `progress` hears the cases done and the
    /// total. Times count from `startedAt` (default: now). At most
    /// `writeQueueLimit` solved cases wait for the storage; a worker that would exceed that waits.
    public func perform(
        storage: (any RunStorage)?, writeQueueLimit: Int = 2_000, startedAt: Stopwatch = Stopwatch(),
        shouldStop: @escaping @Sendable () -> Bool = { false },
        progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) -> RunOutcome {
        let total = plan.caseCount
        let background = storage.map { BackgroundWriter($0, capacity: writeQueueLimit) }
        var layoutTally = RunTally()
        for index in plan.layouts.indices { layoutTally.add(layoutFindings: plan.layoutFindings(index)) }
        let tally = Mutex(layoutTally)
        run(SolverGroupQueue(plan), shouldStop: shouldStop) { results in
            if let background, !background.submit(results) { return false }
            let done = tally.withLock { tally in
                tally.add(results)
                return tally.cases
            }
            progress(done, total)
            return true
        }
        let (writeError, storeSeconds) = background?.drain() ?? (nil, 0)
        let counted = tally.withLock { $0 }
        var outcome = RunOutcome(
            ending: .complete, tally: counted, totalCases: total, storedCases: storage?.storedCases ?? counted.cases,
            seconds: startedAt.seconds, storeSeconds: storeSeconds, jobs: jobs)
        if let writeError {
            outcome.ending = .storageFailed(writeError)
        } else if shouldStop() {
            outcome.ending = .interrupted
        } else if let storage {
            do {
                try storage.finish(seconds: outcome.seconds)
            } catch {
                outcome.ending = .storageFailed(storage.describe(error))
            }
        }
        return outcome
    }
}
