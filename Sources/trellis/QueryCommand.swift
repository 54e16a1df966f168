import ArgumentParser
import ResultStore

struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Run read-only SQL against the results database and print the rows.",
        discussion: """
            The schema is in Reports/README.md; `frame_details` has every frame with its view's name. \
            A statement that would change the database is refused. Two shortcuts take filters instead \
            of SQL (newest complete run unless --run is given; --device takes * wildcards):

              trellis query frames --layout detail --device "iPhone SE*"
              trellis query frames --orientation landscapeLeft
              trellis query diagnostics --kind ambiguous

            Example:
              trellis query "SELECT kind, count(*) FROM diagnostics GROUP BY kind"
            """
    )

    @Argument(help: "One SQL statement, or frames or diagnostics for the shortcuts.")
    var sql: String

    @Option(name: .customLong("run"), help: "Shortcuts: only this run (default: the newest complete run).")
    var runID: Int64?

    @Option(help: "Shortcuts: only this layout.")
    var layout: String?

    @Option(help: "Shortcuts: only devices matching this name (* wildcards).")
    var device: String?

    @Option(help: "Shortcuts: only this orientation.")
    var orientation: String?

    @Option(help: "diagnostics shortcut: only this kind (ambiguous, compressed, …).")
    var kind: String?

    @Option(help: "diagnostics shortcut: only this severity (error, warning, note).")
    var severity: String?

    @OptionGroup var database: DatabaseOption

    @Option(help: "table, csv or json.")
    var format: String = "table"

    @Option(help: ArgumentHelp("Stop a statement that runs longer than this.", valueName: "seconds"))
    var timeout: Double = 5

    func run() throws {
        let db = try database.resolved()
        guard ["table", "csv", "json"].contains(format) else { throw ValidationError("--format takes table, csv or json (got '\(format)')") }
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout takes a number of seconds greater than 0") }
        let database = try ResultDatabase.openForReading(path: db)
        let filter = CaseFilter(run: runID, layout: layout, device: device, orientation: orientation)
        let result: QueryResult
        switch sql {
        case "frames": result = try database.frames(filter)
        case "diagnostics": result = try database.diagnostics(filter, kind: kind, severity: severity)
        default:
            guard [runID.map { "\($0)" }, layout, device, orientation, kind, severity].allSatisfy({ $0 == nil }) else {
                throw ValidationError("filters apply to the shortcuts `query frames` and `query diagnostics`, not to SQL")
            }
            result = try database.query(sql, timeout: timeout)
        }
        switch format {
        case "csv": print(result.csv, terminator: "")
        case "json": print(result.json, terminator: "")
        default: print(result.table, terminator: "")
        }
    }
}
