import Foundation

/// A list of strings as the database stores it, in one text column: a JSON array.
enum StringList {
    /// Written by hand: JSONSerialization per row was a large share of a big run's storing time.
    static func json(_ strings: [String]) -> String {
        "[" + strings.map(jsonString).joined(separator: ",") + "]"
    }

    /// One string as a JSON string literal, quotes included.
    static func jsonString(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// The list a column holds; text that is not a JSON list of strings is a damaged row.
    static func parse(_ json: String, column: String) throws(ResultDatabaseError) -> [String] {
        guard let list = try? JSONDecoder().decode([String].self, from: Data(json.utf8)) else {
            throw .unexpectedValue(column: column, value: json)
        }
        return list
    }
}
