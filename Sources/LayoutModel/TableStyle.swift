/// The style of the table that holds a table cell (`UITableView.Style`): only an inset-grouped
/// table lays its cells out otherwise, inset from its sides.
public enum TableStyle: String, Sendable, Hashable, CaseIterable {
    /// Rows from edge to edge; section headers float.
    case plain
    /// Rows from edge to edge in separate groups.
    case grouped
    /// Each section inset from the table's sides by the table's side margins, with rounded
    /// corners (iOS 13): a cell is that much narrower than the table, and its content view's
    /// margins are the minimum from the cell's own edges. Xcode's frames agree: a cell 16 pt in
    /// from each side of a 375-pt table, 20 pt in a 390-pt or wider one.
    case insetGrouped
}
