import ArgumentParser
import Foundation
import ResultStore

@main
struct Trellis: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Solve Auto Layout on every iPhone and iPad, in every orientation, without a simulator.",
        version: version,
        subcommands: [RunCommand.self, DiffCommand.self, ReportCommand.self, RunsCommand.self, QueryCommand.self, DevicesCommand.self, SolveCommand.self, ExportSystemCommand.self, BenchLayoutCommand.self, SolveSystemCommand.self, BenchSolverCommand.self]
    )

    /// Runs the command line, with one change to the parser's defaults: a usage error exits with
    /// 2, as Unix tools do and as `trellis diff` documents, instead of 64.
    static func main() {
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
        do {
            try command.run()
        } catch {
            guard isUsageError(error) else { exit(withError: error) }
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            Foundation.exit(2)
        }
    }

    /// Arguments that name the wrong thing: a failed validation, or a --db that is no results
    /// database.
    static func isUsageError(_ error: any Error) -> Bool {
        if exitCode(for: error) == .validationFailure || error is ResultDatabaseError { return true }
        switch error as? QueryError {
        case .noDatabase?, .unreadable?: return true
        default: return false
        }
    }
}
