/// How a run ended and what it counted: what `MatrixRunner.perform` returns for the command
/// line to print.
public struct RunOutcome: Sendable {
    public enum Ending: Sendable, Equatable {
        /// Every case solved (and stored, when storing).
        case complete
        /// `shouldStop` said yes (Ctrl-C); what was solved until then is stored, the run is
        /// left incomplete.
        case interrupted
        /// A batch could not be stored (`describe`d); the run is left incomplete.
        case storageFailed(String)
    }

    public var ending: Ending
    public var tally: RunTally
    /// Cases in the plan.
    public var totalCases: Int
    /// Cases stored (the tally's count when nothing is stored).
    public var storedCases: Int
    /// From `startedAt` to the end, and the part of it the storage spent writing.
    public var seconds: Double
    public var storeSeconds: Double
    /// Parallel solving workers used.
    public var jobs: Int
}
