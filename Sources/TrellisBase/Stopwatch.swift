import Dispatch

/// Elapsed time on the monotonic clock, in seconds: the one way Trellis times solving, writing,
/// benchmarks and progress.
public struct Stopwatch: Sendable {
    /// The monotonic clock's reading when the stopwatch started, in nanoseconds.
    public let startNanoseconds: UInt64

    /// A stopwatch started now, or at an earlier reading of `Stopwatch.now`.
    public init(startedAt nanoseconds: UInt64 = Stopwatch.now) {
        startNanoseconds = nanoseconds
    }

    /// The monotonic clock's reading, in nanoseconds.
    public static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Seconds since the start.
    public var seconds: Double { Double(Stopwatch.now - startNanoseconds) / 1e9 }

    /// `body`'s result and the seconds it took.
    public static func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (result: T, seconds: Double) {
        let stopwatch = Stopwatch()
        let result = try body()
        return (result, stopwatch.seconds)
    }
}
