import ArgumentParser
import ResultStore

struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Run read-only SQL against the results database and print the rows.",
        discussion: """
            The schema is in Reports/README.md; `frame_details` has every frame with its view's name. \
            A statement that would change the database is refused.

            Example:
              trellis query "SELECT kind, count(*) FROM diagnostics GROUP BY kind"
            """
    )

    @Argument(help: "One SQL statement.")
    var sql: String

    @Option(help: ArgumentHelp("The results database.", valueName: "path"))
    var db: String = "Reports/trellis.sqlite"

    @Option(help: "table, csv or json.")
    var format: String = "table"

    func run() throws {
        guard ["table", "csv", "json"].contains(format) else { throw ValidationError("--format takes table, csv or json (got '\(format)')") }
        let database = try ResultDatabase.openForReading(path: db)
        let result = try database.query(sql)
        switch format {
        case "csv": print(result.csv, terminator: "")
        case "json": print(result.json, terminator: "")
        default: print(result.table, terminator: "")
        }
    }
}
