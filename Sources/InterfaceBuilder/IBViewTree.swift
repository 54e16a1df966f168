import LayoutModel
import TrellisBase

/// The views under one layout root of an Interface Builder file, in tree order, each with the
/// name Trellis gives it and its saved frame in the root's coordinates.
///
/// `<subviews>` are followed, and the views UIKit places inside a view without its being a
/// subview in the file: a visual effect view's content view, a table view's header and footer
/// views. Table and collection view cells live in `<prototypes>` and `<cells>` and become
/// layouts of their own.
struct IBViewTree {
    struct Entry {
        var node: IBNode
        var viewClass: IBViewClass
        var name: String
        var superview: String?
        /// The superview's element.
        var superviewNode: IBNode?
        /// The saved `<rect key="frame">`, in the superview's coordinates.
        var frame: Rect
        /// The saved frame in the root's coordinates (scroll views at content offset zero).
        var rootFrame: Rect
    }

    var entries: [Entry] = []
    /// View name by IB id.
    var nameByID: [String: String] = [:]
    var warnings: [ImportWarning] = []

    /// `excluding`: ids of views UIKit takes out of this tree (a cell's accessory view), left out
    /// with the views inside them.
    init(root: IBNode, rootName: String, file: String, excluding: Set<String> = []) {
        var collected: [(node: IBNode, viewClass: IBViewClass, superviewIndex: Int?, frame: Rect, rootFrame: Rect)] = []
        func visit(_ node: IBNode, superviewIndex: Int?, origin: (x: Double, y: Double)) {
            let viewClass = IBViewClass.named(node.name) ?? {
                warnings.append(ImportWarning(location: node.location,
                    message: "<\(node.name)> is a view class Trellis does not know; laid out as a plain view without an intrinsic size"))
                return IBViewClass(element: node.name, kind: .view, showsText: false, scrolls: false, defaultIntrinsicSize: nil)
            }()
            let frame = Self.frame(of: node)
            let rootFrame = superviewIndex == nil ? Rect(x: 0, y: 0, width: frame.width, height: frame.height)
                : Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
            let index = collected.count
            collected.append((node, viewClass, superviewIndex, frame, rootFrame))
            for subview in Self.childViews(of: node) where !excluding.contains(subview["id"] ?? "") {
                visit(subview, superviewIndex: index, origin: (rootFrame.x, rootFrame.y))
            }
        }
        visit(root, superviewIndex: nil, origin: (0, 0))
        let names = Self.names(for: collected.map { ($0.node, $0.viewClass) }, rootName: rootName)
        for (index, item) in collected.enumerated() {
            entries.append(Entry(node: item.node, viewClass: item.viewClass, name: names[index],
                                 superview: item.superviewIndex.map { names[$0] },
                                 superviewNode: item.superviewIndex.map { collected[$0].node }, frame: item.frame, rootFrame: item.rootFrame))
            if let id = item.node["id"] { nameByID[id] = names[index] }
        }
    }

    /// The keys of the views a table view holds outside `<subviews>`.
    static let tableHeaderFooterKeys: Set<String> = ["tableHeaderView", "tableFooterView"]
    /// A table or collection view's background view: UIKit sizes it to the scroll view's bounds.
    static let backgroundViewKey = "backgroundView"

    /// The views laid out inside `node`, in the order UIKit stacks them.
    static func childViews(of node: IBNode) -> [IBNode] {
        var views: [IBNode] = []
        if node.name == "visualEffectView", let content = node.child("view", key: "contentView") { views.append(content) }
        views += node.child("subviews")?.children ?? []
        if node.name == "tableView" || node.name == "collectionView" {
            views = node.children.filter { $0["key"] == backgroundViewKey && IBViewClass.named($0.name) != nil } + views
        }
        if node.name == "tableView" {
            views += node.children.filter { tableHeaderFooterKeys.contains($0["key"] ?? "") && IBViewClass.named($0.name) != nil }
        }
        return views
    }

    /// The saved frame, read as `IBNumbers.frame(of:)` reads it; an empty one where a number is out
    /// of range (the builder refuses such a view at its place before it is laid out).
    static func frame(of node: IBNode) -> Rect {
        (try? IBNumbers.frame(of: node)) ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Names a reader can follow: the user's label in Xcode's outline (`userLabel`), else the text
    /// a label or button shows and its class (`signInButton`), else the class; a name given to
    /// more than one view gets the view's id (`label_8HR_oh_U9F`).
    static func names(for views: [(node: IBNode, viewClass: IBViewClass)], rootName: String) -> [String] {
        var names = views.enumerated().map { index, view -> String in
            if index == 0 { return rootName }
            if let label = view.node["userLabel"], let name = identifier(from: label) { return name }
            let shown = IBText.text(view.node) ?? IBText.title(view.node)
            if let shown, let words = identifier(from: shown.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).prefix(3).joined(separator: " ")) {
                return words + view.node.name.prefix(1).uppercased() + view.node.name.dropFirst()
            }
            return view.node.name
        }
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        counts[rootName] = 1
        // A guide's name (`margins`, `safeArea`) cannot name a view: `margins.top` is the root's guide.
        let taken = Set(LayoutGuideKind.allCases.map(\.fileName) + [rootName])
        for index in names.indices where index > 0 && (counts[names[index]]! > 1 || taken.contains(names[index])) {
            let id = (views[index].node["id"] ?? "\(index)").map { $0.isLetter || $0.isNumber ? $0 : "_" }
            names[index] += "_" + String(id)
        }
        return names
    }

    /// `Sign in` → `signIn`; nil when nothing of it can be an identifier.
    static func identifier(from text: String) -> String? {
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard !words.isEmpty else { return nil }
        var name = words[0].prefix(1).lowercased() + words[0].dropFirst()
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if name.first?.isNumber == true { name = "v" + name }
        return String(name.prefix(40))
    }
}
