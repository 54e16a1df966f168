import Dispatch
import Synchronization
import TrellisBase

/// Writes results on a thread of its own, so solving goes on while SQLite works. Batches that
/// arrive while a write is under way are written together in the next transaction: fewer,
/// larger transactions. At most `capacity` cases wait; a worker that would exceed that waits.
final class BackgroundWriter: Sendable {
    private let writer: any RunStorage
    private let queue = DispatchQueue(label: "trellis.result-writer")
    private let capacity: Int
    private let room = DispatchSemaphore(value: 0)
    private struct State {
        var pending: [CaseResult] = []
        var writing = false
        var waiting = 0
        var error: String?
        var seconds = 0.0
    }
    private let state = Mutex(State())

    init(_ writer: any RunStorage, capacity: Int = 2_000) {
        self.writer = writer
        self.capacity = capacity
    }

    /// Queues a batch; false once a write has failed (the run should stop).
    func submit(_ results: [CaseResult]) -> Bool {
        while true {
            let (accepted, failed, startWriting) = state.withLock { state -> (Bool, Bool, Bool) in
                if state.error != nil { return (false, true, false) }
                guard state.pending.count < capacity else {
                    state.waiting += 1
                    return (false, false, false)
                }
                state.pending += results
                let start = !state.writing
                state.writing = true
                return (true, false, start)
            }
            if failed { return false }
            if accepted {
                if startWriting { queue.async { [self] in writeLoop() } }
                return true
            }
            room.wait()
        }
    }

    private func writeLoop() {
        while true {
            let (batch, waiting) = state.withLock { state -> ([CaseResult], Int) in
                let batch = state.pending
                state.pending = []
                if batch.isEmpty { state.writing = false }
                let waiting = state.waiting
                state.waiting = 0
                return (batch, waiting)
            }
            for _ in 0..<waiting { room.signal() }
            if batch.isEmpty { return }
            let stopwatch = Stopwatch()
            var failure: String?
            do { try writer.write(batch) } catch { failure = writer.describe(error) }
            let seconds = stopwatch.seconds
            state.withLock { state in
                state.seconds += seconds
                if let failure, state.error == nil { state.error = failure }
            }
        }
    }

    /// Waits for every queued batch; the first write error, if any, and the time spent writing.
    func drain() -> (error: String?, seconds: Double) {
        while state.withLock({ $0.writing || !$0.pending.isEmpty }) { queue.sync {} }
        return state.withLock { ($0.error, $0.seconds) }
    }
}
