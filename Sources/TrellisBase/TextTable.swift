import Foundation

/// Rows of text in aligned columns, two spaces apart, without trailing blanks: the terminal
/// tables of `trellis devices`, `trellis runs` and `trellis query`.
public enum TextTable {
    /// One line per row; with `rule`, a line of dashes under the first row (the header).
    public static func lines(_ rows: [[String]], rule: Bool = false) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        var lines = rows.map(line)
        if rule && !lines.isEmpty { lines.insert(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "), at: 1) }
        return lines
    }
}
