import ArgumentParser
import Foundation
import ResultStore
import TrellisBase

/// `trellis query`: SQL by default, or the two ready-made questions as subcommands.
struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Run read-only SQL against the results database and print the rows.",
        discussion: """
            The schema is in Reports/README.md; `frame_details` has every frame with its view's name. \
            A statement that would change the database is refused. Two subcommands take filters instead \
            of SQL (newest complete run unless --run is given; --device takes * wildcards):

              trellis query frames --layout detail --device "iPhone SE*"
              trellis query frames --orientation landscapeLeft
              trellis query diagnostics --kind ambiguous

            Example (run 1's findings by kind; a database holds every run):
              trellis query "SELECT kind, count(*) FROM diagnostics
                JOIN cases ON cases.id = caseId WHERE runId = 1 GROUP BY kind"
            """,
        subcommands: [SQL.self, Frames.self, Diagnostics.self],
        defaultSubcommand: SQL.self
    )

    /// What every form of `query` shares: the database and how rows are printed.
    struct Output: ParsableArguments {
        @OptionGroup var database: DatabaseOption

        @Option(help: "How to print the rows.")
        var format: RowFormat = .table

        func print(_ result: QueryResult) {
            switch format {
            case .csv: Swift.print(result.csv, terminator: "")
            case .json: Swift.print(result.json, terminator: "")
            case .table: Swift.print(result.table, terminator: "")
            }
        }

        func open() throws -> ResultDatabase { try ResultDatabase.openForReading(path: try database.resolved()) }
    }

    /// The filters of the ready-made questions.
    struct Filters: ParsableArguments {
        @Option(name: .customLong("run"), help: "Only this run (default: the newest complete run).")
        var runID: Int64?

        @Option(help: "Only this layout.")
        var layout: String?

        @Option(help: "Only devices matching this name (* wildcards).")
        var device: String?

        @Option(help: "Only this orientation.")
        var orientation: Orientation?

        var filter: CaseFilter { CaseFilter(run: runID, layout: layout, device: device, orientation: orientation) }
    }

    struct SQL: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "sql", abstract: "Run one read-only SQL statement (the default).")

        @Argument(help: "One SQL statement.")
        var sql: String

        @Option(help: ArgumentHelp("Stop a statement that runs longer than this.", valueName: "seconds"))
        var timeout: Double = 5

        @OptionGroup var output: Output

        func validate() throws {
            guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout takes a number of seconds greater than 0") }
        }

        func run() throws {
            let database = try output.open()
            // SQLite checks the clock between its steps; one step that never yields (SQLite 3.40's
            // printf of a two-billion-character padding) is cut off here instead: the command ends
            // a second after the timeout, with its read-only connection.
            let seconds = timeout
            let watchdog = DispatchWorkItem {
                FileHandle.standardError.write(Data("Error: \(QueryError.timeout(seconds).description)\n".utf8))
                Foundation.exit(1)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout + 1, execute: watchdog)
            let result = try database.query(sql, timeout: timeout)
            watchdog.cancel()
            output.print(result)
        }
    }

    struct Frames: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "frames", abstract: "Frames of the matching cases, in case and tree order.")

        @OptionGroup var filters: Filters
        @OptionGroup var output: Output

        func run() throws { output.print(try output.open().frames(filters.filter)) }
    }

    struct Diagnostics: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diagnostics", abstract: "Diagnostics of the matching cases, optionally of one kind and severity.")

        @OptionGroup var filters: Filters

        @Option(help: "Only this kind.")
        var kind: DiagnosticKind?

        @Option(help: "Only this severity.")
        var severity: Severity?

        @OptionGroup var output: Output

        func run() throws { output.print(try output.open().diagnostics(filters.filter, kind: kind, severity: severity)) }
    }
}
