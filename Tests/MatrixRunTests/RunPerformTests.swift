import DeviceCatalog
import Foundation
import LayoutModel
import Synchronization
import Testing
import TrellisBase
@testable import MatrixRun

/// A storage that keeps what it is given, and fails on the batch numbered `failingBatch`.
final class RecordingStorage: RunStorage, @unchecked Sendable {
    struct Failure: Error {}
    private let state = Mutex((batches: 0, cases: 0, finished: nil as Double?))
    let failingBatch: Int?

    init(failingBatch: Int? = nil) { self.failingBatch = failingBatch }

    func write(_ results: [CaseResult]) throws {
        try state.withLock { state in
            if state.batches == failingBatch { throw Failure() }
            state.batches += 1
            state.cases += results.count
        }
    }

    func finish(seconds: Double) throws { state.withLock { $0.finished = seconds } }
    var storedCases: Int { state.withLock { $0.cases } }
    var finishedSeconds: Double? { state.withLock { $0.finished } }
    func describe(_ error: any Error) -> String { "the test storage refused batch \(failingBatch ?? -1)" }
}

/// The run as a library call: what `trellis run` gets back, without spawning the binary.
struct RunPerformTests {
    let plan = MatrixPlan(layouts: bundledLayouts, devices: devices("iPhone 15", "iPhone 8", "iPad Air 2"), catalog: bundledCatalog)

    @Test func aCompleteRunIsStoredCountedAndFinished() {
        let storage = RecordingStorage()
        let done = Mutex<[Int]>([])
        let outcome = MatrixRunner(plan: plan, jobs: 2).perform(storage: storage, progress: { count, total in
            done.withLock { $0.append(count) }
            #expect(total == 39)
        })
        #expect(outcome.ending == .complete)
        #expect(outcome.totalCases == plan.cases().count && outcome.totalCases == 39)
        #expect(outcome.tally.cases == 39 && outcome.storedCases == 39 && storage.storedCases == 39)
        #expect(storage.finishedSeconds == outcome.seconds)
        #expect(done.withLock { $0 }.last == 39)
        #expect(outcome.jobs == 2)
    }

    @Test func aStorageFailureStopsTheRunUnfinished() {
        let storage = RecordingStorage(failingBatch: 1)
        let outcome = MatrixRunner(plan: plan, jobs: 1).perform(storage: storage)
        #expect(outcome.ending == .storageFailed("the test storage refused batch 1"))
        #expect(storage.finishedSeconds == nil)
        #expect(outcome.storedCases == storage.storedCases && outcome.storedCases < outcome.totalCases)
    }

    @Test func stoppingKeepsWhatWasSolvedAndLeavesTheRunUnfinished() {
        let storage = RecordingStorage()
        let asked = Atomic<Int>(0)
        let outcome = MatrixRunner(plan: plan, jobs: 1).perform(storage: storage, shouldStop: {
            asked.add(1, ordering: .relaxed).newValue > 5
        })
        #expect(outcome.ending == .interrupted)
        #expect(storage.finishedSeconds == nil)
        #expect(outcome.storedCases == storage.storedCases && outcome.storedCases == outcome.tally.cases)
        #expect(outcome.tally.cases > 0 && outcome.tally.cases < outcome.totalCases)
    }

    @Test func withoutStorageTheTallyIsTheCount() {
        let outcome = MatrixRunner(plan: plan, jobs: 2).perform(storage: nil)
        #expect(outcome.ending == .complete && outcome.storedCases == 39 && outcome.tally.frames > 0)
    }
}

/// `trellis solve` and `trellis run` report the same findings for the same screen: every check
/// runs in `LayoutModel`, and the run only stores what the solution says.
struct OneHomeForDiagnosticsTests {
    @Test func solveAndRunAgreeOnEveryExampleAndFixture() throws {
        let plan = MatrixPlan(layouts: everyExampleAndFixture, devices: devices("iPhone 15", "iPhone SE (1st generation)", "iPad Air 2"),
                              catalog: bundledCatalog, directions: [.leftToRight, .rightToLeft])
        var compared = 0, kinds = Set<DiagnosticKind>()
        for result in runAll(plan) where result.status == .solved {
            let layout = plan.layouts[result.matrixCase.layoutIndex].layout
            let solved = try layout.solve(in: result.matrixCase.environment!)
            // A layout's own findings (not-modelled) are the layout's in a run, stored once, not the case's.
            let fromSolve = solved.diagnostics.filter { $0.kind != .notModelled }.map { Finding($0, in: layout) }
            #expect(fromSolve == result.diagnostics, "\(layout.name) on \(result.matrixCase.screen!)")
            kinds.formUnion(result.diagnostics.map(\.kind))
            compared += 1
        }
        #expect(compared > 200)
        // The checks that used to run only in the batch run are among them.
        #expect(kinds.isSuperset(of: [.unsafeArea, .pixelMisaligned, .unsatisfiable, .ambiguous]))
    }
}
