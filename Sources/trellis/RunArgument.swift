import ArgumentParser
import ResultStore

/// Runs as the command line names them, for `diff` and `report`.
enum RunArgument {
    /// A run id, or a label (its newest run).
    static func id(_ name: String, in database: ResultDatabase) throws -> Int64 {
        if let id = Int64(name) { return id }
        guard let id = try database.run(labelled: name) else {
            throw ValidationError("no run in \(database.path) has the id or label '\(name)'; `trellis runs --db \(database.path)` lists them")
        }
        return id
    }

    /// The newest complete run of the database at `path`.
    static func newestComplete(in database: ResultDatabase, path: String) throws -> Int64 {
        guard let id = try database.newestCompleteRuns().first else { throw ValidationError("\(path) has no complete run") }
        return id
    }
}
