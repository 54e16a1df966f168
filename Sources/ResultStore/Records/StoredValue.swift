import GRDB
import TrellisBase

// The closed sets stored in text columns, stored by their raw values (GRDB's default for
// `RawRepresentable` enums).
extension RunStatus: DatabaseValueConvertible {}
extension CaseStatus: DatabaseValueConvertible {}
extension Severity: DatabaseValueConvertible {}
extension DiagnosticKind: DatabaseValueConvertible {}
extension LayoutDirection: DatabaseValueConvertible {}
extension Orientation: DatabaseValueConvertible {}
extension SizeClass: DatabaseValueConvertible {}
extension Idiom: DatabaseValueConvertible {}

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

    /// Four columns named `prefix` + Top, Left, Bottom, Right; nil when any is NULL or missing.
    func insets(_ prefix: String) -> EdgeInsets? {
        let values: [Double?] = ["Top", "Left", "Bottom", "Right"].map { self[prefix + $0] }
        guard let top = values[0], let left = values[1], let bottom = values[2], let right = values[3] else { return nil }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
