import GRDB
import GRDBSQLite

/// Binds values to a prepared INSERT with SQLite's own calls and steps it: a big run writes
/// hundreds of thousands of rows, and building `StatementArguments` for each cost more than the
/// insert itself.
struct RowInserter {
    private let statement: Statement
    private let database: Database
    private var column: Int32 = 0

    init(_ statement: Statement, in database: Database) {
        self.statement = statement
        self.database = database
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    mutating func bind(_ value: Double) {
        column += 1
        sqlite3_bind_double(statement.sqliteStatement, column, value)
    }

    mutating func bind(_ value: Double?) {
        if let value { bind(value) } else { bindNull() }
    }

    mutating func bind(_ value: Int64?) {
        column += 1
        if let value { sqlite3_bind_int64(statement.sqliteStatement, column, value) } else { sqlite3_bind_null(statement.sqliteStatement, column) }
    }

    mutating func bind(_ value: Int) { bind(Int64(value)) }

    mutating func bind(_ value: Bool) { bind(Int64(value ? 1 : 0)) }

    mutating func bind(_ value: String?) {
        guard let value else { return bindNull() }
        column += 1
        sqlite3_bind_text(statement.sqliteStatement, column, value, -1, Self.transient)
    }

    mutating func bindNull() {
        column += 1
        sqlite3_bind_null(statement.sqliteStatement, column)
    }

    /// Runs the insert and readies the statement for the next row.
    mutating func insert() throws {
        let code = sqlite3_step(statement.sqliteStatement)
        sqlite3_reset(statement.sqliteStatement)
        column = 0
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code),
                                message: String(cString: sqlite3_errmsg(database.sqliteConnection)), sql: statement.sql)
        }
    }
}
