import Foundation

/// Rows of text in aligned columns, two spaces apart, without trailing blanks: the terminal
/// tables of `trellis devices`, `trellis runs` and `trellis query`.
public enum TextTable {
    /// One line per row; with `rule`, a line of dashes under the first row (the header).
    public static func lines(_ rows: [[String]], rule: Bool = false) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        // Linear in the text: each cell padded with spaces appended, trailing blanks cut from the end.
        func line(_ cells: [String]) -> String {
            var text = zip(cells, widths).map { padded($0, to: $1) }.joined(separator: "  ")
            while text.last?.isWhitespace == true { text.removeLast() }
            return text
        }
        var lines = rows.map(line)
        if rule && !lines.isEmpty { lines.insert(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "), at: 1) }
        return lines
    }

    /// `text` followed by spaces up to `width` characters (unchanged when it is as wide or wider).
    public static func padded(_ text: String, to width: Int) -> String {
        let count = text.count
        return count >= width ? text : text + String(repeating: " ", count: width - count)
    }
}
