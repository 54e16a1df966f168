import ArgumentParser

@main
struct Trellis: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Solve Auto Layout on every iPhone and iPad, in every orientation, without a simulator.",
        version: version,
        subcommands: [RunCommand.self, DiffCommand.self, ReportCommand.self, RunsCommand.self, QueryCommand.self, DevicesCommand.self, SolveCommand.self, ExportSystemCommand.self, BenchLayoutCommand.self, SolveSystemCommand.self, BenchSolverCommand.self]
    )
}
