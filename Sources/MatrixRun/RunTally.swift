import TrellisBase

/// Counts a run keeps as results arrive: cases, frames, diagnostics by severity and kind.
public struct RunTally: Sendable {
    public var cases = 0
    public var frames = 0
    /// Cases that took the result of an earlier case with the same `SolutionKey`.
    public var sharedCases = 0
    /// Cases solved (not shared) on a shared incremental solver.
    public var incrementalCases = 0
    public var solveSeconds = 0.0
    public var bySeverity: [Severity: Int] = [:]
    public var byKind: [DiagnosticKind: Int] = [:]

    public init() {}

    public mutating func add(_ results: [CaseResult]) {
        for result in results {
            cases += 1
            frames += result.frames.count
            if result.sharedFrom != nil {
                sharedCases += 1
            } else if result.isIncremental {
                incrementalCases += 1
            }
            solveSeconds += result.solveSeconds
            for diagnostic in result.diagnostics {
                bySeverity[diagnostic.severity, default: 0] += 1
                byKind[diagnostic.kind, default: 0] += 1
            }
        }
    }

    /// A layout's own findings, counted once for the layout (not per case).
    public mutating func add(layoutFindings: [Finding]) {
        for finding in layoutFindings {
            bySeverity[finding.severity, default: 0] += 1
            byKind[finding.kind, default: 0] += 1
        }
    }

    /// The worst severity seen, if any.
    public var worstSeverity: Severity? { Severity.allCases.reversed().first { (bySeverity[$0] ?? 0) > 0 } }
}
