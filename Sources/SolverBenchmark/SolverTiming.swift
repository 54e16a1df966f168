import ConstraintSolver
import Foundation
import TrellisBase

/// Times the solver on one constraint-system file the way `kiwi_bench.py` times kiwisolver, so the
/// two can be compared line by line.
///
/// - from scratch: new solver, variables, edit variables at their initial values, every
///   constraint built and added, all values read. Median over repetitions.
/// - per edit: suggest each tuple of `edits.values`, re-solve, read all values. Median over all
///   tuples and passes.
public struct SolverTiming: Sendable, Codable {
    public var name: String
    public var variables: Int
    public var constraints: Int
    public var rejected: Int
    public var solveMilliseconds: Double
    public var solveRepetitions: Int
    public var editMicrosecondsMedian: Double?
    public var editMicrosecondsMean: Double?
    public var edits: Int
    public var solveHash: String
    public var editsHash: String?
    public var pivotsFromScratch = 0
    public var rowsRewrittenFromScratch = 0
    public var tableauRows = 0
    public var tableauTerms = 0

    /// Repeats each phase at least `minimumRepetitions` times and until `minimumSeconds` are spent.
    public static func measure(
        _ file: ConstraintSystemFile, minimumSeconds: Double = 1, minimumRepetitions: Int = 3,
        maximumRepetitions: Int = 15
    ) throws(SolverError) -> SolverTiming {
        var times: [Double] = []
        var spent = 0.0
        var last: SystemSolve?
        while times.count < maximumRepetitions && (times.count < minimumRepetitions || spent < minimumSeconds) {
            last = nil
            let stopwatch = Stopwatch()
            let solve = try SystemSolve(file)
            let values = solve.values()
            let seconds = stopwatch.seconds
            precondition(values.count == file.variables.count)
            times.append(seconds)
            spent += seconds
            last = solve
        }
        let solve = last!
        var timing = SolverTiming(
            name: file.name, variables: file.variables.count, constraints: file.constraints.count,
            rejected: solve.rejected.count, solveMilliseconds: median(times) * 1e3,
            solveRepetitions: times.count, edits: 0, solveHash: SolutionDigest.of(solve.values()))
        timing.pivotsFromScratch = solve.solver.statistics.pivots
        timing.rowsRewrittenFromScratch = solve.solver.statistics.rowsRewritten
        (timing.tableauRows, timing.tableauTerms) = solve.solver.tableauSize
        guard let edits = file.edits, !edits.values.isEmpty else { return timing }

        var perEdit: [Double] = []
        var editSpent = 0.0
        var passes = 0
        var digest = SolutionDigest()
        while passes < maximumRepetitions && (passes < minimumRepetitions || editSpent < minimumSeconds) {
            for tuple in edits.values {
                let stopwatch = Stopwatch()
                try solve.applyEdit(tuple)
                let values = solve.values()
                let seconds = stopwatch.seconds
                perEdit.append(seconds)
                editSpent += seconds
                if passes == 0 { digest.add(solution: values) }
            }
            passes += 1
        }
        timing.edits = edits.values.count
        timing.editMicrosecondsMedian = median(perEdit) * 1e6
        timing.editMicrosecondsMean = perEdit.reduce(0, +) / Double(perEdit.count) * 1e6
        timing.editsHash = digest.hex
        return timing
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
