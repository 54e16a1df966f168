import Dispatch
import MatrixRun
import Synchronization

/// Writes batches on a thread of its own, so solving goes on while SQLite works. At most
/// `capacity` batches wait; a worker that would exceed that waits instead of piling up memory.
public final class BackgroundWriter: Sendable {
    private let writer: RunWriter
    private let queue = DispatchQueue(label: "trellis.result-writer")
    private let slots: DispatchSemaphore
    private let state = Mutex<(error: String?, seconds: Double)>((nil, 0))

    public init(_ writer: RunWriter, capacity: Int = 8) {
        self.writer = writer
        self.slots = DispatchSemaphore(value: capacity)
    }

    /// Queues a batch; false once a write has failed (the run should stop).
    public func submit(_ results: [CaseResult]) -> Bool {
        guard state.withLock({ $0.error == nil }) else { return false }
        slots.wait()
        queue.async { [self] in
            defer { slots.signal() }
            guard state.withLock({ $0.error == nil }) else { return }
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                try writer.write(results)
            } catch {
                state.withLock { $0.error = "\(error)" }
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            state.withLock { $0.seconds += seconds }
        }
        return true
    }

    /// Waits for every queued batch; the first write error, if any, and the time spent writing.
    public func drain() -> (error: String?, seconds: Double) {
        queue.sync {}
        return state.withLock { ($0.error, $0.seconds) }
    }
}
