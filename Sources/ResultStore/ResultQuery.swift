import DeviceCatalog
import Foundation
import GRDB

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
        return (lines + ["(\(rows.count) row\(rows.count == 1 ? "" : "s"))"]).joined(separator: "\n") + "\n"
    }

    /// RFC 4180 CSV with a header row; NULL is an empty field.
    public var csv: String {
        func field(_ value: String?) -> String {
            guard let value else { return "" }
            guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
            return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return ([columns.map(field)] + rows.map { $0.map(field) }).map { $0.joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// A JSON array with one object per row, keys in column order, values as text or null.
    public var json: String {
        let objects = rows.map { row in
            "{" + zip(columns, row).map { "\(RunWriter.jsonString($0)):\($1.map(RunWriter.jsonString) ?? "null")" }
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

    public var description: String {
        switch self {
        case let .noDatabase(path): "no results database at \(path); `trellis run` makes one"
        case let .unreadable(error): error.description
        case let .writes(sql): "trellis query only reads, and this statement would change the database: \(sql)\n"
            + "Use sqlite3 for changes, or `trellis runs --prune` to delete old runs."
        case let .sql(message): message
        }
    }
}

extension ResultDatabase {
    /// Opens an existing database for reading only: no migration, no write can happen.
    public static func openForReading(path: String) throws(QueryError) -> ResultDatabase {
        guard FileManager.default.fileExists(atPath: path) else { throw .noDatabase(path) }
        do {
            let reader = try ResultDatabase(path: path, readOnly: true)
            guard try reader.queue.read({ db in try !Schema.migrator.hasCompletedMigrations(db) }) else { return reader }
            // A database written by an older Trellis (a CI artifact from main, say) is brought up to
            // the current schema first: migrations only add, so its runs read as before.
            _ = try ResultDatabase(path: path)
            return try ResultDatabase(path: path, readOnly: true)
        } catch let error as ResultDatabaseError {
            throw .unreadable(error)
        } catch {
            throw .sql("\(path): \(error)")
        }
    }

    /// Runs one read-only SQL statement. A statement that would write is refused before it runs.
    public func query(_ sql: String, arguments: StatementArguments = StatementArguments()) throws(QueryError) -> QueryResult {
        do {
            return try queue.read { db in
                let statement = try db.makeStatement(sql: sql)
                guard statement.isReadonly else { throw QueryError.writes(sql.trimmingCharacters(in: .whitespacesAndNewlines)) }
                statement.arguments = arguments
                let rows = try Row.fetchAll(statement)
                let columns = statement.columnNames
                return QueryResult(columns: columns, rows: rows.map { row in
                    row.databaseValues.map { value in value.isNull ? nil : Self.text(value) }
                })
            }
        } catch let error as QueryError {
            throw error
        } catch let error as DatabaseError {
            throw .sql(error.message ?? "\(error)")
        } catch {
            throw .sql("\(error)")
        }
    }

    static func text(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: return ""
        case let .int64(number): return String(number)
        case let .double(number): return String(number)
        case let .string(string): return string
        case let .blob(data): return "<\(data.count) bytes>"
        }
    }
}
