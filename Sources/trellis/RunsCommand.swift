import ArgumentParser
import ResultStore

struct RunsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runs",
        abstract: "List the runs in the results database, newest first, or delete old ones.",
        discussion: "--prune KEEP deletes all but the newest KEEP runs; the newest complete run is always kept."
    )

    @OptionGroup var database: DatabaseOption

    @Option(help: ArgumentHelp("Delete all but the newest KEEP runs.", valueName: "keep"))
    var prune: Int?

    func run() throws {
        let db = try database.resolved()
        if let prune {
            guard prune >= 0 else { throw ValidationError("--prune takes a number of runs to keep, 0 or more") }
            let database = try ResultDatabase(path: try existing(db))
            let deleted = try database.pruneRuns(keep: prune)
            print(deleted.isEmpty ? "Nothing to delete." : "Deleted run\(deleted.count == 1 ? "" : "s") \(deleted.map(String.init).joined(separator: ", ")).")
            return
        }
        let database = try ResultDatabase.openForReading(path: db)
        let runs = try database.runSummaries()
        let result = QueryResult(
            columns: ["run", "label", "started", "status", "cases", "errors", "warnings", "notes"],
            rows: runs.map { ["\($0.id)", $0.label ?? "", $0.startedAt, $0.status.rawValue, "\($0.cases)", "\($0.errors)", "\($0.warnings)", "\($0.notes)"] })
        print(result.table, terminator: "")
    }

    private func existing(_ path: String) throws -> String {
        _ = try ResultDatabase.openForReading(path: path)
        return path
    }
}
