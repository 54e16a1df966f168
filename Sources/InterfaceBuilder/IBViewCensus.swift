import LayoutModel
import TrellisBase

/// What became of every view of one Interface Builder file in `verify-ib`: compared with its
/// saved frame, or skipped for a reason that says why. A view skipped without a reason
/// (`notLaidOut`) is a view Trellis dropped: the census makes it visible.
public struct IBViewCensus: Sendable, Equatable {
    /// Why a view of the file was not compared.
    public enum Reason: String, Sendable, CaseIterable, Comparable {
        /// A layout's root: its container gives it its frame, so there is nothing to compare.
        case root = "layout root (its container sets its frame)"
        /// Xcode marks the saved frame `misplaced` or `ambiguous`: it is not what the constraints give.
        case misplaced = "marked misplaced or ambiguous by Xcode"
        /// A table or collection view cell, or header: its content view is the layout's root.
        case cell = "cell (its content view is laid out)"
        /// A navigation, tab or tool bar of a container controller: Trellis models its height, as
        /// the safe area it adds to the scenes it holds.
        case containerBar = "bar of a navigation or tab bar controller (its height is modelled)"
        /// A navigation item's title view or a bar button item's custom view: the bar places it.
        case barItem = "title or bar button item view (placed by its bar, not modelled)"
        /// A cell's accessory view: the cell moves it out of its content view to its trailing edge.
        case cellAccessory = "cell's accessory view (the cell places it beside its content view; not modelled)"
        /// The file names no design device, or one the catalog lacks: nothing to compare with.
        case noDesignDevice = "no design device to compare on"
        /// The layout holding it could not be imported or solved (the error says why).
        case layoutFailed = "its layout could not be imported or solved"
        /// A view in no layout: dropped, the one reason that is a Trellis gap.
        case notLaidOut = "in no layout (not modelled)"

        public static func < (a: Reason, b: Reason) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// Views in the file: every element Trellis reads as a view that has a saved frame.
    public var inFile = 0
    public var compared = 0
    public var skipped: [Reason: Int] = [:]
    /// The views in no layout, by element and place (`<webView> line 120`).
    public var notLaidOut: [String] = []

    public init() {}

    /// Counts the views of `document` against the layouts made from it and their checks.
    init(document: IBDocument, layouts: [IBLayout], results: [IBFrameCheck.LayoutResult], failedRoots: Int) {
        // Every view with its saved frame, and whether a bar item holds it; iterative, as every walk.
        var views: [(node: IBNode, inBarItem: Bool)] = []
        var pending: [(node: IBNode, inBarItem: Bool)] = [(document.root, false)]
        while let (node, inBarItem) = pending.popLast() {
            if IBViewClass.named(node.name) != nil, node.child("rect", key: "frame") != nil { views.append((node, inBarItem)) }
            let holds = inBarItem || node.name == "navigationItem" || node.name == "barButtonItem"
            pending += node.children.reversed().map { ($0, holds) }
        }
        inFile = views.count
        let accessoryIDs = IBCellAccessory.viewIDs(in: document.root)
        var inAccessory: Set<SourceLocation> = []
        for accessory in accessoryIDs.isEmpty ? [] : document.root.descendants(where: { accessoryIDs.contains($0["id"] ?? "") }) {
            inAccessory.insert(accessory.location)
            inAccessory.formUnion(accessory.descendants().map(\.location))
        }
        var placed: [SourceLocation: Reason?] = [:]
        for (layout, result) in zip(layouts, results) {
            let unsolved: Reason? = result.error == nil ? nil : (layout.designScreen == nil ? .noDesignDevice : .layoutFailed)
            for view in layout.layout.viewsInTreeOrder {
                guard let source = view.source else { continue }
                if view.name == layout.layout.rootName {
                    placed[source] = .root
                } else if let unsolved {
                    placed[source] = unsolved
                } else if layout.unverifiable.contains(view.name) {
                    placed[source] = .misplaced
                } else if placed[source] == nil {
                    placed[source] = .some(nil)
                }
            }
            compared += result.views
        }
        for (node, inBarItem) in views {
            if let reason = placed[node.location] {
                if let reason { skipped[reason, default: 0] += 1 }
                continue
            }
            let reason: Reason
            if IBFileImporter.cellElements.contains(node.name) {
                reason = .cell
            } else if ["navigationBar", "tabBar", "toolbar"].contains(node.name), ["navigationBar", "tabBar", "toolbar"].contains(node["key"] ?? "") {
                reason = .containerBar
            } else if inBarItem {
                reason = .barItem
            } else if inAccessory.contains(node.location) {
                reason = .cellAccessory
            } else if failedRoots > 0 {
                reason = .layoutFailed
            } else {
                reason = .notLaidOut
                notLaidOut.append("<\(node.name)> line \(node.location.line)")
            }
            skipped[reason, default: 0] += 1
        }
    }

    /// Adds another file's counts.
    public mutating func add(_ other: IBViewCensus) {
        inFile += other.inFile
        compared += other.compared
        for (reason, count) in other.skipped { skipped[reason, default: 0] += count }
        notLaidOut += other.notLaidOut
    }

    /// `120 views: 96 compared, 24 skipped (18 layout root, 6 marked misplaced …)`.
    public var summary: String {
        let total = skipped.values.reduce(0, +)
        var text = "\(inFile) views in the file: \(compared) compared, \(total) skipped"
        if total > 0 {
            text += " (" + skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ") + ")"
        }
        return text
    }
}
