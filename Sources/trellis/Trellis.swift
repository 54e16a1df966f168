import ArgumentParser
import DeviceCatalog
import Foundation
import LayoutSources
import MatrixRun
import ProjectSettings
import ResultStore

@main
struct Trellis: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Solve Auto Layout on every iPhone and iPad, in every orientation, without a simulator.",
        version: version,
        subcommands: [
            InitCommand.self, ConfigCommand.self, RunCommand.self, FindingsCommand.self, DiffCommand.self, ReportCommand.self, RunsCommand.self,
            QueryCommand.self, DevicesCommand.self, SolveCommand.self, VerifyIBCommand.self, ImportCommand.self,
        ],
        groupedSubcommands: [
            CommandGroup(name: "Solver and benchmark tools", subcommands: [
                BenchImportCommand.self, ExportSystemCommand.self, BenchLayoutCommand.self, SolveSystemCommand.self,
                BenchSolverCommand.self, BenchTextCommand.self,
            ]),
        ]
    )

    /// Runs the command line, with one change to the parser's defaults: a usage error exits with
    /// 2, as Unix tools do and as `trellis diff` documents, instead of 64.
    static func main() {
        var command: ParsableCommand
        do {
            command = try parseAsRoot(QuerySubcommandOrder.arranged(Array(CommandLine.arguments.dropFirst())))
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

    /// The one exit-status policy of every command: 0 done; 1 the work failed (a storage error, a
    /// run that could not finish, regressions, diagnostics at --fail-on); 2 a usage error, that is
    /// arguments that name something wrong or missing (an unknown option, device or set, a folder
    /// or database that is not there, a bad value); 130 stopped with Ctrl-C.
    static func isUsageError(_ error: any Error) -> Bool {
        if exitCode(for: error) == .validationFailure || error is ResultDatabaseError || error is ProjectFileError
            || error is InfoPlistError { return true }
        switch error {
        case let error as QueryError:
            // The SQL is an argument too; only a statement that ran out of time is a failure of the work.
            if case .timeout = error { return false }
            return true
        case let error as DeviceCatalogError:
            switch error {
            case .unknownDevice, .unknownSet, .unreadable, .empty: return true
            case .badYAML, .invalid, .duplicateName: return false
            }
        case let error as LayoutDirectoryError:
            switch error {
            case .notAFolder, .noLayouts, .notFound, .notALayoutFile: return true
            case .duplicateName: return false
            }
        default:
            return false
        }
    }
}
