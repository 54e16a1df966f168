import ArgumentParser
import Foundation
import SolverBenchmark

struct BenchSolverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-solver",
        abstract: "Time the constraint solver on alc/1 files, as kiwi_bench.py times kiwisolver.",
        discussion: """
            Per file: the from-scratch solve (median), the re-solve per edit tuple (median and \
            mean), and the solution digests of the alc/1 format, comparable with kiwi_bench.py \
            and lexref.py (Benchmarks/README.md). Build with -c release for meaningful numbers.
            """
    )

    @Argument(help: ArgumentHelp("alc/1 constraint-system JSON files.", valueName: "file"))
    var files: [String]

    @Option(help: ArgumentHelp("Write all results as JSON to this file.", valueName: "path"))
    var json: String?

    @Option(help: ArgumentHelp("Repeat each phase until this many seconds are spent (at least 3 repetitions).", valueName: "seconds"))
    var minTime: Double = 1

    @Option(help: ArgumentHelp("Repeat each phase at least this many times.", valueName: "count"))
    var repetitions = 3

    @Flag(help: "Also print pivot counts and tableau size per file.")
    var verbose = false

    func run() throws {
        print("trellis \(Trellis.version) ConstraintSolver")
        print(
            "system".padding(14) + "vars".leftPadding(7) + "cons".leftPadding(7) + "rej".leftPadding(5)
                + "solve ms".leftPadding(11) + "edit us med".leftPadding(13) + "edit us mean".leftPadding(14)
                + "  solve_hash        edits_hash")
        var results: [SolverTiming] = []
        for path in files {
            let system = try ConstraintSystemFile.load(from: path)
            let r = try SolverTiming.measure(
                system, minimumSeconds: minTime, minimumRepetitions: repetitions,
                maximumRepetitions: max(15, repetitions))
            results.append(r)
            print(
                r.name.padding(14) + "\(r.variables)".leftPadding(7) + "\(r.constraints)".leftPadding(7)
                    + "\(r.rejected)".leftPadding(5) + String(format: "%11.3f", r.solveMilliseconds)
                    + (r.editMicrosecondsMedian.map { String(format: "%13.1f", $0) } ?? "nan".leftPadding(13))
                    + (r.editMicrosecondsMean.map { String(format: "%14.1f", $0) } ?? "nan".leftPadding(14))
                    + "  \(r.solveHash)  \(r.editsHash ?? "-")"
                    + (verbose ? "  pivots \(r.pivotsFromScratch) rewrites \(r.rowsRewrittenFromScratch) rows \(r.tableauRows) terms \(r.tableauTerms)" : ""))
            fflush(nil)
        }
        if let json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(results).write(to: URL(fileURLWithPath: json))
        }
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPadding(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
