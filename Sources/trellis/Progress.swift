import Foundation
import Synchronization
import TrellisBase

/// Progress on standard error: a bar rewritten in place on a terminal, a line per tenth of the
/// run otherwise.
final class Progress: Sendable {
    let started: Stopwatch
    let isTerminal = isatty(STDERR_FILENO) != 0
    private let lastReported = Mutex<Int>(0)

    init(started: Stopwatch) {
        self.started = started
    }

    @Sendable func update(done: Int, total: Int) {
        let seconds = started.seconds
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let remaining = rate > 0 ? Double(total - done) / rate : 0
        if isTerminal {
            let width = 30
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            FileHandle.standardError.write(Data(String(
                format: "\r[%@] %d/%d cases  %.0f/s  ETA %.0fs ", bar, done, total, rate, remaining).utf8))
        } else {
            let step = max(1, total / 10)
            let shouldPrint = lastReported.withLock { last in
                guard done - last >= step || done == total else { return false }
                last = done
                return true
            }
            if shouldPrint {
                FileHandle.standardError.write(Data(String(format: "%d/%d cases, %.0f/s\n", done, total, rate).utf8))
            }
        }
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
