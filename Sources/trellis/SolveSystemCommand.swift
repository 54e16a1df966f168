import ArgumentParser
import ConstraintSolver
import Foundation
import SolverBenchmark

struct SolveSystemCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve-system",
        abstract: "Solve one alc/1 constraint-system file from scratch and print the result as JSON.",
        discussion: """
            Prints exactly one JSON object on standard output:

              {"status":"ok","values":{"<variable>":<number>,...}}

            or, when required constraints conflict (added in file order):

              {"status":"unsatisfiable","conflict":["<tag>",...]}

            listing the first constraint that could not be added and the smallest set of \
            earlier required constraints it conflicts with, in file order (an edit variable \
            as `edit <name>`). The edit list is ignored; edit variables hold their initial \
            values. Errors go to standard error.
            """
    )

    @Argument(help: ArgumentHelp("An alc/1 constraint-system JSON file (the format: Benchmarks/README.md).", valueName: "file"))
    var file: String

    func run() throws {
        // A bad file is not a usage error: ArgumentParser prints just "Error: <file>: <what>".
        let system = try ConstraintSystemFile.load(from: file)
        let solve = try SystemSolve(system)
        print(SystemSolveJSON.render(solve))
    }
}
