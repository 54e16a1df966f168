import GRDB
import LayoutModel
import TrellisBase

// A run's status is stored by its raw value (GRDB's default for `RawRepresentable` enums), as
// `RunRecord` and the statements that bind it write it. The other closed sets are bound as their
// raw values by the fast writer and read back with `decode(_:)` below.
extension RunStatus: DatabaseValueConvertible {}

extension Row {
    /// A closed-set column's value; a text the set does not hold (a damaged or hand-edited row)
    /// is an error naming the column and the text.
    func decode<Value: RawRepresentable>(_ column: String) throws(ResultDatabaseError) -> Value where Value.RawValue == String {
        let text: String? = self[column]
        guard let text, let value = Value(rawValue: text) else { throw .unexpectedValue(column: column, value: text ?? "NULL") }
        return value
    }

    /// As `decode(_:)`, NULL read as nil.
    func decodeIfPresent<Value: RawRepresentable>(_ column: String) throws(ResultDatabaseError) -> Value?
    where Value.RawValue == String {
        let text: String? = self[column]
        guard let text else { return nil }
        guard let value = Value(rawValue: text) else { throw .unexpectedValue(column: column, value: text) }
        return value
    }
}

extension Row {
    /// A finding's kind by its stored name; a name Trellis does not report is an error naming the
    /// column and the text, as `decode(_:)`'s.
    func decodeKind(_ column: String) throws(ResultDatabaseError) -> DiagnosticKind {
        let text: String? = self[column]
        guard let text, let kind = DiagnosticKind(name: text) else { throw .unexpectedValue(column: column, value: text ?? "NULL") }
        return kind
    }
}
