import ArgumentParser
import Foundation
import LayoutModel
import SolverBenchmark

struct ExportSystemCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-system",
        abstract: "Write the constraints Trellis solves for a layout as an alc/1 system file.",
        discussion: """
            The system holds every constraint the layout generates at that screen (root size, guides, \
            autoresizing masks, stack views, intrinsic sizes, the layout's own), minus those broken to \
            resolve conflicts, so kiwi_bench.py and lexref.py can solve exactly what Trellis solved.
            """
    )

    @Argument(help: "A layout file (see Layouts/README.md), or a storyboard or xib with the layout after # (Main.storyboard#Login).")
    var file: String

    @OptionGroup var screen: ScreenOptions

    @Option(help: ArgumentHelp("Where to write the system (standard output when omitted).", valueName: "path"))
    var output: String?

    @Option(help: "The system's name (default: the layout's name and the size).")
    var name: String?

    @OptionGroup var sizeLimits: SizeLimitOptions

    func run() throws {
        let environment = screen.environment()
        let layout = try LayoutArgument.layout(file, in: LayoutArgument.Context(for: [file]))
        let constraints = try layout.solverConstraints(in: environment, limits: sizeLimits.limits)
        let systemName = name ?? "\(layout.name)@\(environment.size)"
        let text = ConstraintSystemWriter.json(
            name: systemName, constraints: constraints, meta: ["layout": file, "size": environment.size.description])
        if let output {
            try OutputFile.write(text, to: output)
        } else {
            print(text)
        }
    }
}
