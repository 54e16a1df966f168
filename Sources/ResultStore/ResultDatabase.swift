import Foundation
import GRDB
import TrellisBase

/// The results database: a plain SQLite file (`sqlite3 Reports/trellis.sqlite` reads it) whose
/// schema is in `Schema`. Opening it migrates it to the newest schema.
public final class ResultDatabase: Sendable {
    public let path: String
    let queue: DatabaseQueue

    /// Opens (creating if needed) and migrates the database; read-only opens an existing one as it is.
    public init(path: String, readOnly: Bool = false) throws {
        self.path = path
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty && !readOnly {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        var configuration = Configuration()
        configuration.readonly = readOnly
        // Two runs into one database take turns instead of failing with "database is locked":
        // each waits for the other's current batch.
        configuration.busyMode = .timeout(120)
        // Foreign keys are enforced (GRDB's default); `frames` declares none (see `Schema`).
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            guard !readOnly else { return }
            // Write-ahead logging is a speed-up, not a need: when another run holds the file just
            // as this one opens it, SQLite refuses the switch at once, and this run writes in
            // whichever mode the file is in.
            try? db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // 16 MiB: a run appends, touching few pages at a time; 64 MiB stored no faster and
            // took 48 MiB of a 1,000-layout run's memory (Benchmarks/README.md, issue 25).
            try db.execute(sql: "PRAGMA cache_size = -16384")
        }
        if !readOnly, FileManager.default.fileExists(atPath: path) { try Self.refuseEmptyFile(path) }
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
            if !readOnly {
                try Self.refuseOthersDatabases(queue, path: path)
                try Self.migrate(queue)
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw ResultDatabaseError.notADatabase(path)
        } catch let error as DatabaseError {
            throw ResultDatabaseError.unusable(path, Self.storageProblem(error))
        }
    }

    /// An empty file Trellis did not make is not made a database: it may be anything the user
    /// meant to keep. A run that is creating the same database at this moment fills it within
    /// milliseconds, so an empty file is looked at again for two seconds before it is refused.
    private static func refuseEmptyFile(_ path: String) throws {
        for attempt in 0...20 {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 1
            guard size == 0 else { return }
            if attempt < 20 { Thread.sleep(forTimeInterval: 0.1) }
        }
        throw ResultDatabaseError.emptyFile(path)
    }

    /// A database that holds other tables and no Trellis results is another program's; one whose
    /// schema has changes this Trellis does not know is a newer Trellis's. Neither is written.
    private static func refuseOthersDatabases(_ queue: DatabaseQueue, path: String) throws {
        try queue.read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
            guard !tables.isEmpty else { return }
            guard tables.contains("grdb_migrations") else { throw ResultDatabaseError.othersDatabase(path, tables) }
            try refuseNewerSchema(db, path: path)
        }
    }

    /// A schema with migrations this Trellis does not know is a newer Trellis's: neither read nor written.
    static func refuseNewerSchema(_ db: Database, path: String) throws {
        guard try db.tableExists("grdb_migrations") else { return }
        let unknown = try Schema.migrator.appliedIdentifiers(db).subtracting(Schema.migrator.migrations)
        guard unknown.isEmpty else { throw ResultDatabaseError.newerSchema(path, unknown.sorted()) }
    }

    /// Brings the schema up to date. Runs that open a new file at the same moment all migrate
    /// it, and GRDB reads which migrations are applied once, before applying the rest one
    /// transaction each: a run that read the list just before another run applied the next
    /// migration fails on the tables that run made. It then reads the list again and goes on
    /// from there. Each retry follows progress (the list grew), so this ends; a failure with no
    /// progress is a real one.
    private static func migrate(_ queue: DatabaseQueue) throws {
        func appliedMigrations() throws -> Set<String> {
            try queue.read { db in try db.tableExists("grdb_migrations") ? Schema.migrator.appliedIdentifiers(db) : [] }
        }
        var applied = try appliedMigrations()
        while true {
            do {
                return try Schema.migrator.migrate(queue)
            } catch {
                let now = try appliedMigrations()
                guard now != applied else { throw error }
                applied = now
            }
        }
    }

    /// Folds the write-ahead log back into the file and leaves it in rollback-journal mode, so
    /// the database is one self-contained file that a reader (a CI artifact, a read-only mount)
    /// opens without creating `-wal` and `-shm` files beside it. Writers switch to WAL again on
    /// open. Skipped while another connection (a second run) has the file open: the last writer
    /// to finish does it.
    func leaveSelfContained() {
        try? queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
    }

    /// Why a write failed, in words for the person whose disk it is (SQLite's own message names
    /// its internals: "SQLite error 13: database or disk is full - while executing …").
    public static func storageProblem(_ error: any Error) -> String {
        guard let error = error as? DatabaseError else { return "\(error)" }
        switch error.resultCode {
        case .SQLITE_FULL: return "the disk is full; free some space and run again"
        case .SQLITE_IOERR: return "the disk could not be read or written (an input/output error)"
        case .SQLITE_READONLY, .SQLITE_PERM:
            return "the database cannot be written (a read-only file or folder); give --db a file you can write, or change its permissions"
        case .SQLITE_CANTOPEN:
            return "the database cannot be opened (its folder cannot be written, or the path is not a file); give --db a file you can write"
        case .SQLITE_BUSY, .SQLITE_LOCKED: return "another program held the database for more than two minutes; wait for it, or give --db another file"
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            return "the database file is damaged; move it away (a new run starts a new one) or restore it from a copy"
        default: return error.message ?? "\(error)"
        }
    }

    /// Every run, newest first.
    public func runs() throws -> [RunRecord] {
        try queue.read { db in try RunRecord.order(Column("id").desc).fetchAll(db) }
    }

    /// Rows of a read-only query, each column as text (NULL as nil): `query(_:)` without the
    /// column names.
    public func rows(_ sql: String, arguments: StatementArguments = StatementArguments()) throws -> [[String?]] {
        try query(sql, arguments: arguments).rows
    }

    /// A number from a query returning one.
    public func count(_ sql: String, arguments: StatementArguments = StatementArguments()) throws -> Int {
        try queue.read { db in try Int.fetchOne(db, sql: sql, arguments: arguments) ?? 0 }
    }
}

/// A results database that cannot be opened as one.
public enum ResultDatabaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file exists but is not SQLite.
    case notADatabase(String)
    /// SQLite, but with no Trellis results in it (an empty file, another program's database).
    case noResults(String)
    /// Written by a newer Trellis, with schema changes this one does not know.
    case newerSchema(String, [String])
    /// Another program's SQLite database (its tables, no Trellis results): never written.
    case othersDatabase(String, [String])
    /// An empty file Trellis did not create: never made a database.
    case emptyFile(String)
    /// A row holds a value its column never takes (a damaged or hand-edited database).
    case unexpectedValue(column: String, value: String)
    /// SQLite could not open or prepare the file: a damaged, locked or read-only database, in words.
    case unusable(String, String)

    public var description: String {
        switch self {
        case let .notADatabase(path): "\(path) is not an SQLite database (a results database is the file `trellis run` writes, Reports/trellis.sqlite by default)"
        case let .noResults(path): "\(path) holds no Trellis results (no runs table); `trellis run --db \(path)` would make it a results database"
        case let .newerSchema(path, changes): "\(path) was written by a newer Trellis (schema \(changes.joined(separator: ", "))); "
            + "update Trellis to read it"
        case let .othersDatabase(path, tables): "\(path) is another program's SQLite database (tables \(tables.prefix(5).joined(separator: ", "))"
            + "\(tables.count > 5 ? ", …" : "")) with no Trellis results; Trellis does not add its tables to it: give --db a new file"
        case let .emptyFile(path): "\(path) is an empty file that Trellis did not create; Trellis does not turn it into a database: "
            + "remove it, or give --db a new file"
        case let .unexpectedValue(column, value): "the results database holds \(value.quotedForMessage) in column \(column), "
            + "which Trellis never writes there; the file was changed by hand or is damaged"
        case let .unusable(path, problem): "\(path): \(problem)"
        }
    }
}
