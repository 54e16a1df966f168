import ConstraintSolver
import TrellisBase
import YAMLReading
import Yams

/// Walks a layout file's YAML tree into a `Layout`, checking every key and value and naming
/// the line and column of anything wrong. Node shapes (mapping, list, single value) are checked by
/// `YAMLFields`, as in the catalog and project-file readers.
struct LayoutFileReader {
    let file: String
    /// The layout's name when the file gives none.
    let defaultName: String
    // What has been read so far; the sections (one file each: LayoutFileReader+Views,
    // +Constraints, +Variations, +Values) add to it in the order `read` calls them.
    var metrics: [String: Double] = [:]
    var layout = Layout()

    init(file: String, defaultName: String? = nil) {
        self.file = file
        self.defaultName = defaultName ?? LayoutFileLoader.defaultName(ofFile: file)
    }

    static let topLevelKeys = ["name", "idioms", "orientations", "designSize", "container", "root", "metrics", "views", "constraints", "placeholders", "variations"]
    static let containerKeys = ["kind", "accessoryWidth", "tableStyle", "width", "height", "designedHeight", "host", "navigationBar", "tabBar", "toolbar", "belowTopBars"]
    /// What the root view may set: it has no kind, frame or superview of its own.
    static let rootKeys = [
        "name", "kind", "margins", "insetsLayoutMarginsFromSafeArea", "semanticContentAttribute", "hugging", "compression", "intrinsicSize", "clipsToBounds",
        "axis", "distribution", "alignment", "spacing", "layoutMarginsRelativeArrangement",
    ]
    static let viewKeys = [
        "kind", "text", "title", "placeholder", "borderStyle", "font", "image", "lines", "lineBreak", "preferredMaxLayoutWidth", "minimumScaleFactor",
        "contentInsets", "titlePadding", "buttonStyle", "backgroundImage", "contentAlignment", "oneLineSize", "textIsStandIn",
        "intrinsicSize", "intrinsicSizeIsPlaceholder", "contentMode", "clipsToBounds", "designedPastRoot", "designedPastSafeArea", "designedSize", "designedAmbiguous", "baseline", "hugging", "compression", "hidden", "installed", "margins", "insetsLayoutMarginsFromSafeArea",
        "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth",
        "semanticContentAttribute", "alignmentRectOutsets", "frame", "autoresizingMask", "translatesAutoresizingMaskIntoConstraints",
        "axis", "distribution", "alignment", "spacing", "layoutMarginsRelativeArrangement", "subviews", "superview",
    ]
    static let variationKeys = ["width", "height", "add", "remove", "active", "constants", "priorities", "views"]
    static let variationViewKeys = [
        "hidden", "installed", "intrinsicSize", "font", "text", "title", "image", "margins", "axis",
        "distribution", "alignment", "spacing", "hugging", "compression",
    ]
    static let constraintKeys = ["id", "equation", "vfl", "options", "metrics", "priority", "active"]
    static let reservedNames = Set(LayoutGuideKind.allCases.map(\.fileName))

    mutating func read(_ node: Node) throws(LayoutFileError) -> Layout {
        let top = try mapping(node, "the layout file", keys: Self.topLevelKeys)
        if let root = top["root"] { try readRoot(root) }
        layout.sourceFile = file
        layout.name = try optional(top["name"]) { (node: Node) throws(LayoutFileError) in try string(node) } ?? defaultName
        if let idioms = top["idioms"] { layout.idioms = try idiomSet(idioms) }
        if let orientations = top["orientations"] { layout.supportedOrientations = try orientationMask(orientations) }
        if let size = top["designSize"] { layout.designSize = try self.size(size, allowingZero: true) }
        if let container = top["container"] { try readContainer(container) }
        if let metricsNode = top["metrics"] {
            for (key, value) in try pairs(metricsNode, "metrics") { metrics[try string(key)] = try number(value) }
        }
        if let views = top["views"] { try readViews(views) }
        if let constraints = top["constraints"] {
            try addChecked(try readConstraints(constraints))
        }
        if let placeholders = top["placeholders"] {
            let read = try readConstraints(placeholders)
            do { try layout.addPlaceholderConstraints(read) } catch { throw .layout(error) }
        }
        if let variations = top["variations"] {
            guard case let .sequence(list) = variations else { throw invalid(variations, "variations must be a list of blocks, each with width: and/or height:") }
            for block in list { layout.variations.append(try readVariation(block)) }
        }
        return layout
    }

    mutating func addChecked(_ constraints: [LayoutConstraint]) throws(LayoutFileError) {
        do { try layout.addConstraints(constraints) } catch { throw .layout(error) }
    }

    /// `container: {navigationBar: standard, tabBar: true, toolbar: false}`, or for a root that
    /// is not a view controller's view `container: {kind: tableCell, accessoryWidth: 26.5, height: 44}`
    /// (`tableStyle: insetGrouped` for a cell of an inset-grouped table, `height: fitting` for a
    /// self-sizing one, `designedHeight: 72` for a height its constraints may override,
    /// `width: 68` for a fixed width, `host: {layout: …, view: tableView}` for the view whose
    /// width it takes).
    mutating func readContainer(_ node: Node) throws(LayoutFileError) {
        let fields = try mapping(node, "container", keys: Self.containerKeys)
        var bars = BarSet()
        if let value = fields["navigationBar"] { bars.navigationBar = try oneOf(value, BarSet.NavigationBar.self, "navigationBar") }
        if let value = fields["tabBar"] { bars.tabBar = try bool(value) }
        if let value = fields["toolbar"] { bars.toolbar = try bool(value) }
        if let value = fields["belowTopBars"] { bars.rootBelowTopBars = try bool(value) }
        layout.bars = bars
        let kind = try optional(fields["kind"]) { (node: Node) throws(LayoutFileError) in try oneOf(node, RootContainer.Kind.self, "container kind") }
        var container = RootContainer(kind: kind ?? .viewController)
        if let accessory = fields["accessoryWidth"] {
            guard kind == .tableCell else { throw invalid(accessory, "accessoryWidth applies to a table cell only (kind: tableCell)") }
            container.accessoryWidth = try number(accessory, in: NumberLimits.lengths)
        }
        if let style = fields["tableStyle"] {
            guard kind == .tableCell else { throw invalid(style, "tableStyle applies to a table cell only (kind: tableCell)") }
            container.tableStyle = try oneOf(style, TableStyle.self, "tableStyle")
        }
        if let width = fields["width"] { container.width = .fixed(try number(width, in: NumberLimits.lengths)) }
        if let height = fields["height"] {
            if (try? string(height)) == "fitting" {
                container.height = .fitting
            } else {
                container.height = .fixed(try number(height, in: NumberLimits.lengths))
            }
        }
        if let designed = fields["designedHeight"] { container.height = .fittingElse(try number(designed, in: NumberLimits.lengths)) }
        if let host = fields["host"] {
            let hostFields = try mapping(host, "host", keys: ["layout", "view"])
            guard let layoutNode = hostFields["layout"], let viewNode = hostFields["view"] else {
                throw invalid(host, "host needs the layout and the view that holds the root: {layout: Main.storyboard#Settings, view: tableView}")
            }
            container.host = RootContainer.Host(layout: try string(layoutNode), view: try string(viewNode))
        }
        layout.rootContainer = container
    }
    // MARK: YAML shapes

    var yaml: YAMLFields { YAMLFields(file: file) }

    func location(_ node: Node) -> SourceLocation { yaml.location(node) }

    func invalid(_ node: Node, _ message: String) -> LayoutFileError {
        .invalid(location(node), message)
    }

    func optional<Value>(_ node: Node?, _ read: (Node) throws(LayoutFileError) -> Value) throws(LayoutFileError) -> Value? {
        guard let node else { return nil }
        return try read(node)
    }

    /// A mapping whose keys the file chooses (view names, metric names, constraint ids); empty
    /// when the value is left out.
    func pairs(_ node: Node, _ what: String) throws(LayoutFileError) -> [(key: Node, value: Node)] {
        do { return try yaml.pairs(node, field: what, allowingNull: true) } catch { throw LayoutFileError(error) }
    }

    func mapping(_ node: Node, _ what: String, keys allowed: [String], allowNull: Bool = false) throws(LayoutFileError) -> [String: Node] {
        do { return try yaml.mapping(node, keys: allowed, field: what, allowingNull: allowNull) } catch { throw LayoutFileError(error) }
    }

    /// A list, or one value standing for a list of one (`options: alignAllCenterY`).
    func listOrSingle(_ node: Node) throws(LayoutFileError) -> [Node] {
        do { return try yaml.sequenceOrSingle(node, field: "a value") } catch { throw LayoutFileError(error) }
    }

    func string(_ node: Node) throws(LayoutFileError) -> String {
        do { return try yaml.string(node, field: "a value") } catch { throw LayoutFileError(error) }
    }
}
