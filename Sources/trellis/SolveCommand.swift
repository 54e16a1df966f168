import ArgumentParser
import DeviceCatalog
import LayoutModel

struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve one layout file at one screen size and print frames, a diagram and diagnostics.",
        discussion: """
            Frames are in points, relative to the superview, rounded to the pixel grid. \
            Diagnostics: conflicting required constraints (UIKit's "Unable to simultaneously \
            satisfy constraints" report, then the constraint broken to recover), ambiguous views \
            with two frames that fit, content compressed below its intrinsic size, empty views, \
            and views outside the root.

            Example:
              trellis solve Layouts/detail.yaml --size 390x844 --safe-area 47,0,34,0
            """
    )

    @Argument(help: "A layout file (see Layouts/README.md), or a storyboard or xib with the layout after # as `trellis run` names it (Main.storyboard#Login); a file of one layout needs no name.")
    var file: String

    @OptionGroup var screen: ScreenOptions

    @Flag(help: "Exit with status 1 when there are diagnostics.")
    var failOnDiagnostics = false

    func run() throws {
        let environment = screen.environment()
        // A bad file is not a usage error: ArgumentParser prints just "Error: <file>:<line>:<column>: <what>".
        let layout = try LayoutArgument.layout(file)
        let solution = try layout.solve(in: environment)
        print(SolveReport(solution).text, terminator: "")
        if failOnDiagnostics && !solution.diagnostics.isEmpty { throw ExitCode(1) }
    }
}
