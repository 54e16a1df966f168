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
        try decode(column, by: Value.init(rawValue:))
    }

    /// As `decode(_:)`, NULL read as nil.
    func decodeIfPresent<Value: RawRepresentable>(_ column: String) throws(ResultDatabaseError) -> Value?
    where Value.RawValue == String {
        let text: String? = self[column]
        guard text != nil else { return nil }
        return try decode(column, by: Value.init(rawValue:))
    }

    /// A finding's kind by its stored name, among the kinds LayoutModel declares.
    func decodeKind(_ column: String) throws(ResultDatabaseError) -> DiagnosticKind {
        try decode(column, by: DiagnosticKind.init(name:))
    }

    /// A column's text made a value by `parse`; NULL or a text `parse` refuses is an error naming
    /// the column and the text.
    private func decode<Value>(_ column: String, by parse: (String) -> Value?) throws(ResultDatabaseError) -> Value {
        let text: String? = self[column]
        guard let text, let value = parse(text) else { throw .unexpectedValue(column: column, value: text ?? "NULL") }
        return value
    }
}
