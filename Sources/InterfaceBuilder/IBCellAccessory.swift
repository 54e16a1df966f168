import TrellisBase

/// A view a table cell's `accessoryView` (or `editingAccessoryView`) outlet names. Interface
/// Builder has no place for it, so files draw it inside the cell's content view; at run time
/// the cell takes it out and places it at its trailing edge, beside a content view narrowed to
/// make room for it. Trellis leaves it out of the content view's layout and narrows the content
/// view by its width and the cell's trailing inset.
enum IBCellAccessory {
    /// The outlets whose view the cell places itself, outside its content view.
    static let outlets: Set<String> = ["accessoryView", "editingAccessoryView"]

    /// Between the accessory and the cell's trailing edge: the content margin of a phone's table
    /// (an estimate; UIKit uses the cell's layout margin, 16 or 20 pt).
    static let trailingInset = 16.0

    /// The ids of the views `cell`'s accessory outlets name.
    static func viewIDs(of cell: IBNode) -> Set<String> {
        let outlets = cell.child("connections")?.children ?? []
        return Set(outlets.filter { $0.name == "outlet" && Self.outlets.contains($0["property"] ?? "") }.compactMap { $0["destination"] })
    }

    /// The ids of every cell's accessory views in `document`.
    static func viewIDs(in document: IBNode) -> Set<String> {
        var ids: Set<String> = []
        for cell in document.descendants(where: { IBFileImporter.cellElements.contains($0.name) }) { ids.formUnion(viewIDs(of: cell)) }
        return ids
    }

    /// The width the accessory views inside `content` take from it, with the trailing inset; 0
    /// when `cell` has none there (one elsewhere in the file is laid out where it is).
    static func width(of cell: IBNode, content: IBNode) -> Double {
        let ids = viewIDs(of: cell)
        guard !ids.isEmpty else { return 0 }
        let inside = content.descendants { ids.contains($0["id"] ?? "") && IBViewClass.named($0.name) != nil }
        guard let widest = inside.map({ IBViewTree.frame(of: $0).width }).max() else { return 0 }
        return widest + trailingInset
    }
}
