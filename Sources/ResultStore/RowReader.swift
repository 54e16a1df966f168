import GRDB
import GRDBSQLite

/// Steps a prepared SELECT with SQLite's own calls and reads columns by index: loading a run
/// reads every one of its frames, and decoding each value through `Row` cost more than SQLite's
/// work. The reading counterpart of `RowInserter`.
struct RowReader {
    private let statement: Statement
    private let database: Database

    /// Prepares `sql` with one integer argument (a run id) bound.
    init(_ sql: String, run: Int64, in database: Database) throws {
        statement = try database.makeStatement(sql: sql)
        self.database = database
        sqlite3_bind_int64(statement.sqliteStatement, 1, run)
    }

    /// Moves to the next row; false after the last.
    func next() throws -> Bool {
        let code = sqlite3_step(statement.sqliteStatement)
        if code == SQLITE_ROW { return true }
        sqlite3_reset(statement.sqliteStatement)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code),
                                message: String(cString: sqlite3_errmsg(database.sqliteConnection)), sql: statement.sql)
        }
        return false
    }

    func double(_ column: Int32) -> Double { sqlite3_column_double(statement.sqliteStatement, column) }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement.sqliteStatement, column) }

    func bool(_ column: Int32) -> Bool { int64(column) != 0 }

    func string(_ column: Int32) -> String {
        guard let text = sqlite3_column_text(statement.sqliteStatement, column) else { return "" }
        return String(cString: text)
    }
}
