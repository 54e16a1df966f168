
/// A text drawing of the solved frames: each visible view a box of `+`, `-` and `|` with its
/// name in the top-left corner, scaled so the root is `columns` characters wide. A character
/// cell stands for twice as many points down as across (its shape on a terminal), and tall
/// roots are squashed to at most `maximumRows` rows. Later views draw over earlier ones, as they
/// do on screen. Views entirely outside the root are left out.
public struct BoxDiagram: Sendable {
    public var columns: Int
    public var maximumRows: Int

    public init(columns: Int = 60, maximumRows: Int = 32) {
        self.columns = columns
        self.maximumRows = maximumRows
    }

    public func render(_ solution: LayoutSolution) -> String {
        guard let root = solution.frames.first?.rootFrame, root.width > 0, root.height > 0 else { return "" }
        let pointsPerColumn = root.width / Double(columns - 1)
        let pointsPerRow = max(pointsPerColumn * 2, root.height / Double(maximumRows - 1))
        let rows = Int((root.height / pointsPerRow).rounded()) + 1
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        let hidden = hiddenViews(solution)
        for solved in solution.frames where !hidden.contains(solved.view) {
            let frame = solved.rootFrame
            // Views wholly off screen are not drawn; the diagnostics name them.
            guard frame.x < root.maxX, frame.maxX > root.x, frame.y < root.maxY, frame.maxY > root.y else { continue }
            // Edges past the screen are clipped to one cell beyond it (so no border is drawn there),
            // which also keeps the cell numbers small whatever a frame's size.
            func column(_ x: Double) -> Int { Int((min(max(x, root.x - pointsPerColumn), root.maxX + pointsPerColumn) / pointsPerColumn).rounded()) }
            func row(_ y: Double) -> Int { Int((min(max(y, root.y - pointsPerRow), root.maxY + pointsPerRow) / pointsPerRow).rounded()) }
            let left = column(frame.x), right = column(frame.maxX)
            let top = row(frame.y), bottom = row(frame.maxY)
            draw(&grid, left: left, right: right, top: top, bottom: bottom, label: solved.view)
        }
        return grid.map { String($0).replacingTrailingSpaces() }.joined(separator: "\n")
    }

    private func hiddenViews(_ solution: LayoutSolution) -> Set<String> {
        Set(solution.frames.filter(\.isHidden).map(\.view))
    }

    private func draw(_ grid: inout [[Character]], left: Int, right: Int, top: Int, bottom: Int, label: String) {
        let rows = grid.count, columns = grid[0].count
        func put(_ row: Int, _ column: Int, _ character: Character) {
            guard row >= 0, row < rows, column >= 0, column < columns else { return }
            grid[row][column] = character
        }
        guard right >= left, bottom >= top else { return }
        for column in left...right {
            put(top, column, column == left || column == right ? "+" : "-")
            put(bottom, column, column == left || column == right ? "+" : "-")
        }
        if bottom - top > 1 {
            for row in (top + 1)..<bottom {
                put(row, left, "|")
                put(row, right, "|")
                for column in (left + 1)..<max(left + 1, right) { put(row, column, " ") }
            }
        }
        // The name goes inside the box when there is room, else on its top edge.
        let labelRow = bottom - top > 1 ? top + 1 : top
        let room = max(0, right - left - 1)
        for (offset, character) in label.prefix(room).enumerated() { put(labelRow, left + 1 + offset, character) }
    }
}

extension String {
    fileprivate func replacingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
