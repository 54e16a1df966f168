import Foundation
import TrellisBase

/// What `trellis solve` prints: the environment, a table of frames, a box diagram and the
/// diagnostics.
public struct SolveReport: Sendable {
    public var solution: LayoutSolution
    public var diagramColumns: Int
    /// The device screen solved on (`iPhone 15 landscapeLeft`), said before the environment.
    public var screen: String?

    public init(_ solution: LayoutSolution, diagramColumns: Int = 60) {
        self.solution = solution
        self.diagramColumns = diagramColumns
    }

    /// How many levels of the view tree the frame table indents.
    static let indentedLevels = 24

    public var text: String {
        var lines = ["\(solution.layoutName) \(screen.map { "on \($0): " } ?? "at ")\(solution.environment)", ""]
        lines.append("Frames (x, y, width, height in points, relative to the superview):")
        let depth = depths()
        let rows: [[String]] = solution.frames.map { solved in
            let level = depth[solved.view] ?? 0
            // Indented by depth up to a limit, so that a deep tree prints in linear space; deeper
            // views give their depth.
            let name = level <= Self.indentedLevels
                ? String(repeating: "  ", count: level) + solved.view
                : String(repeating: "  ", count: Self.indentedLevels) + "[\(level)] " + solved.view
            let frame = solved.frame
            return [name, formatPoints(frame.x), formatPoints(frame.y), formatPoints(frame.width), formatPoints(frame.height),
                    solved.isHidden ? "hidden" : ""]
        }
        lines += table(rows)
        lines += ["", BoxDiagram(columns: diagramColumns).render(solution), ""]
        if solution.diagnostics.isEmpty {
            lines.append("No diagnostics.")
        } else {
            lines.append("Diagnostics (\(solution.diagnostics.count)):")
            for diagnostic in solution.diagnostics {
                lines.append("")
                lines.append(diagnostic.description)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func depths() -> [String: Int] {
        var depth: [String: Int] = [:]
        for solved in solution.frames {
            depth[solved.view] = solved.superview.flatMap { depth[$0].map { $0 + 1 } } ?? 0
        }
        return depth
    }

    /// Left-aligned first column, right-aligned numbers.
    private func table(_ rows: [[String]]) -> [String] {
        guard let width = rows.first?.count else { return [] }
        let widths = (0..<width).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            var line = "  " + TextTable.padded(row[0], to: widths[0])
            for column in 1..<(width - 1) {
                line += "  " + String(repeating: " ", count: widths[column] - row[column].count) + row[column]
            }
            if !row[width - 1].isEmpty { line += "  " + row[width - 1] }
            return line
        }
    }
}
