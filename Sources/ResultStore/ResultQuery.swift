import DeviceCatalog
import Foundation
import GRDB
import GRDBSQLite
import TrellisBase

/// The answer to a read-only query: column names and rows of text (NULL as nil).
public struct QueryResult: Sendable, Equatable {
    public var columns: [String]
    public var rows: [[String?]]

    public init(columns: [String], rows: [[String?]]) {
        self.columns = columns
        self.rows = rows
    }

    /// Aligned columns under a header, as a terminal shows them.
    public var table: String {
        let lines = TextTable.lines([columns] + rows.map { $0.map { $0 ?? "NULL" } }, rule: true)
        return (lines + ["(\(counted(rows.count, "row")))"]).joined(separator: "\n") + "\n"
    }

    /// CSV with a header row, fields quoted as RFC 4180 says, lines ending in `\n` (as Unix tools
    /// and spreadsheets read them, where `\r\n` left a stray `\r` on every last field); NULL is an
    /// empty field.
    public var csv: String {
        func field(_ value: String?) -> String {
            guard let value else { return "" }
            guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
            return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return ([columns.map(field)] + rows.map { $0.map(field) }).map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    /// A JSON array with one object per row, keys in column order, values as text or null.
    public var json: String {
        let objects = rows.map { row in
            "{" + zip(columns, row).map { "\(StringList.jsonString($0)):\($1.map(StringList.jsonString) ?? "null")" }
                .joined(separator: ",") + "}"
        }
        return "[" + objects.joined(separator: ",\n ") + "]\n"
    }
}

/// Why a query was refused.
public enum QueryError: Error, Sendable, Equatable, CustomStringConvertible {
    case noDatabase(String)
    /// The file is there but cannot be read as a results database.
    case unreadable(ResultDatabaseError)
    case writes(String)
    case sql(String)
    /// The statement ran past `--timeout` seconds and was stopped.
    case timeout(Double)
    case multipleStatements
    case noStatement
    /// ATTACH or DETACH: a query reads its own database only.
    case otherDatabase
    /// A value longer than `ResultDatabase.longestQueryValue` bytes was made (`printf('%.*c', …)`).
    case valueTooLong(Int)
    /// The rows came to more than `ResultDatabase.largestQueryResult` bytes.
    case resultTooLarge(Int)

    public var description: String {
        switch self {
        case let .noDatabase(path): "no results database at \(path); `trellis run` makes one"
        case let .unreadable(error): error.description
        case let .writes(sql): "trellis query only reads, and this statement would change the database: \(sql)\n"
            + "Use sqlite3 for changes, or `trellis runs --prune` to delete old runs."
        case let .sql(message): message
        case .multipleStatements: "trellis query runs one SQL statement at a time; run each on its own"
        case .noStatement: "no SQL statement given"
        case .otherDatabase: "trellis query reads only the database given with --db; ATTACH and DETACH are not allowed"
        case let .valueTooLong(limit): "the query made a value longer than \(limit / 1_000_000) MB and was stopped; "
            + "results hold no such values (select a part with substr())"
        case let .resultTooLarge(limit): "the query's rows came to more than \(limit / 1_000_000) MB and it was stopped; "
            + "narrow it with WHERE or LIMIT"
        case let .timeout(seconds): "the query ran for more than \(String(format: "%g", seconds)) s and was stopped; "
            + "give it longer with --timeout SECONDS"
        }
    }
}

extension ResultDatabase {
    /// Opens an existing database for reading only: nothing is migrated or written, so a
    /// read-only CI artifact reads as it is. A database from an older Trellis reads as it is
    /// (what it did not record reads as absent); one from a newer Trellis, or a file that holds
    /// no results, is refused with what to do.
    public static func openForReading(path: String) throws(QueryError) -> ResultDatabase {
        guard FileManager.default.fileExists(atPath: path) else { throw .noDatabase(path) }
        do {
            let reader = try ResultDatabase(path: path, readOnly: true)
            try reader.queue.read { db in
                guard try db.tableExists("runs") else { throw ResultDatabaseError.noResults(path) }
                try ResultDatabase.refuseNewerSchema(db, path: path)
            }
            return reader
        } catch let error as ResultDatabaseError {
            throw .unreadable(error)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw .unreadable(.notADatabase(path))
        } catch let error as DatabaseError {
            throw .unreadable(.unusable(path, ResultDatabase.storageProblem(error)))
        } catch {
            throw .sql("\(path): \(error)")
        }
    }

    /// Runs one read-only SQL statement. A statement that would write is refused before it runs.
    /// A statement running longer than `timeout` seconds is stopped (SQLite's progress handler
    /// checks the clock every few thousand steps), so an endless recursive query cannot hang CI.
    public func query(
        _ sql: String, arguments: StatementArguments = StatementArguments(), timeout: Double? = nil
    ) throws(QueryError) -> QueryResult {
        do {
            return try queue.read { db in
                let deadline = timeout.map { Deadline(after: $0) }
                if let deadline { deadline.install(on: db) }
                defer { if deadline != nil { Deadline.remove(from: db) } }
                // SQLite itself bounds the statement: no database may be attached (ATTACH fails,
                // however the statement is written), and no value grows past the longest allowed.
                let connection = db.sqliteConnection
                let attached = sqlite3_limit(connection, SQLITE_LIMIT_ATTACHED, 0)
                let length = sqlite3_limit(connection, SQLITE_LIMIT_LENGTH, Int32(Self.longestQueryValue))
                defer {
                    sqlite3_limit(connection, SQLITE_LIMIT_ATTACHED, attached)
                    sqlite3_limit(connection, SQLITE_LIMIT_LENGTH, length)
                }
                let statements = try db.allStatements(sql: sql)
                guard let statement = try statements.next() else { throw QueryError.noStatement }
                guard try statements.next() == nil else { throw QueryError.multipleStatements }
                guard statement.isReadonly else { throw QueryError.writes(sql.trimmingCharacters(in: .whitespacesAndNewlines)) }
                statement.arguments = arguments
                var rows: [[String?]] = []
                var size = 0
                let cursor = try Row.fetchCursor(statement)
                while let row = try cursor.next() {
                    let values: [String?] = row.databaseValues.map { value in value.isNull ? nil : Self.text(value) }
                    size += values.reduce(0) { $0 + ($1?.utf8.count ?? 0) + 1 }
                    guard size <= Self.largestQueryResult else { throw QueryError.resultTooLarge(Self.largestQueryResult) }
                    rows.append(values)
                }
                return QueryResult(columns: statement.columnNames, rows: rows)
            }
        } catch let error as QueryError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT && timeout != nil {
            throw .timeout(timeout!)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_TOOBIG {
            throw .valueTooLong(Self.longestQueryValue)
        } catch let error as DatabaseError where error.message?.hasPrefix("too many attached databases") == true {
            throw .otherDatabase
        } catch let error as DatabaseError {
            throw .sql(error.message ?? "\(error)")
        } catch {
            throw .sql("\(error)")
        }
    }

    /// The longest text or blob a query may make, in bytes: far above anything stored (a layout
    /// file's text), far below what exhausts memory.
    public static let longestQueryValue = 64_000_000
    /// The most a query's rows may come to, in bytes of text.
    public static let largestQueryResult = 512_000_000

    /// A stored double without binary noise: 145.66666666666666 reads 145.6666667 and
    /// 29.99999999999997 reads 30 (ten significant digits, more than any frame needs).
    static func readable(_ number: Double) -> String {
        guard number.isFinite else { return String(number) }
        let text = String(format: "%.10g", number)
        return text.contains("e") ? String(number) : text
    }

    static func text(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: return ""
        case let .int64(number): return String(number)
        case let .double(number): return readable(number)
        case let .string(string): return string
        case let .blob(data): return "<\(data.count) bytes>"
        }
    }
}

/// The moment a query must stop by, checked from SQLite's progress handler.
final class Deadline {
    let end: UInt64

    init(after seconds: Double) { end = Stopwatch.now + UInt64(max(0, seconds) * 1e9) }

    func install(on db: Database) {
        sqlite3_progress_handler(db.sqliteConnection, 10_000, { context in
            let deadline = Unmanaged<Deadline>.fromOpaque(context!).takeUnretainedValue()
            return Stopwatch.now > deadline.end ? 1 : 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    static func remove(from db: Database) {
        sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil)
    }
}
