/// Where a run's results go as they are solved: the results database's `RunWriter` is one. The
/// run calls it from one thread at a time.
public protocol RunStorage: AnyObject, Sendable {
    /// Stores one batch in one transaction; throws when nothing of it was stored.
    func write(_ results: [CaseResult]) throws
    /// Marks the run complete.
    func finish(seconds: Double) throws
    /// Cases stored so far (committed batches only).
    var storedCases: Int { get }
    /// A storage error in words a user can act on (`the disk is full`).
    func describe(_ error: any Error) -> String
}
