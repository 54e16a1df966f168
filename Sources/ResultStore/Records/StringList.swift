import Foundation
import TrellisBase

/// A list of strings as the database stores it, in one text column: a JSON array.
enum StringList {
    /// Written by hand: JSONSerialization per row was a large share of a big run's storing time.
    static func json(_ strings: [String]) -> String {
        "[" + strings.map(jsonString).joined(separator: ",") + "]"
    }

    static func jsonString(_ string: String) -> String { JSONText.string(string) }

    /// The list a column holds; text that is not a JSON list of strings is a damaged row.
    static func parse(_ json: String, column: String) throws(ResultDatabaseError) -> [String] {
        guard let list = try? JSONDecoder().decode([String].self, from: Data(json.utf8)) else {
            throw .unexpectedValue(column: column, value: json)
        }
        return list
    }
}
