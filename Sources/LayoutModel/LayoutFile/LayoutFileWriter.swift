import ConstraintSolver
import Foundation
import TextMeasurement
import TrellisBase
import Yams

/// Writes a `Layout` as a layout file (the format `LayoutFileLoader` reads, `Layouts/README.md`)
/// that reads back into the same layout: every number with all its digits, constraints with
/// their identifiers, variations as they are. Only what differs from a default is written.
public struct LayoutFileWriter {
    public init() {}

    /// The layout file's text; each of `comments` becomes a `#` line at the top.
    public func text(of layout: Layout, comments: [String] = []) throws(LayoutFileWriteError) -> String {
        var top: [(Node, Node)] = [("name", Self.text(layout.name))]
        if layout.idioms != Set(Idiom.allCases) {
            top.append(("idioms", Self.flowSequence(Idiom.allCases.filter(layout.idioms.contains).map { Node($0.rawValue) })))
        }
        if layout.supportedOrientations != .all {
            top.append(("orientations", Self.flowSequence(layout.supportedOrientations.orientations.map { Node($0.rawValue) })))
        }
        if let size = layout.designSize {
            top.append(("designSize", Node("\(Self.number(size.width))x\(Self.number(size.height))")))
        }
        let container = containerPairs(layout)
        if !container.isEmpty { top.append(("container", Self.flowMapping(container))) }
        let root = try rootPairs(layout)
        if !root.isEmpty { top.append(("root", Self.flowMapping(root))) }
        let views = try viewsPairs(in: layout)
        if !views.isEmpty { top.append(("views", Node(views))) }
        if let detached = layout.viewsInTreeOrder.first(where: { $0.name != layout.rootName && $0.superview == nil }) {
            throw .detachedView(detached.name)
        }
        if !layout.constraints.isEmpty { top.append(("constraints", Node(layout.constraints.map(Self.constraint)))) }
        if !layout.placeholderConstraints.isEmpty {
            top.append(("placeholders", Node(layout.placeholderConstraints.map(Self.constraint))))
        }
        if !layout.variations.isEmpty { top.append(("variations", Node(layout.variations.map(variation)))) }

        let body: String
        do {
            body = try Yams.serialize(node: Node(top), width: -1, allowUnicode: true)
        } catch {
            throw .yaml(String(describing: error))
        }
        let header = comments.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { "# \($0)\n" }.joined()
        return header + body
    }

    // MARK: The layout

    private func containerPairs(_ layout: Layout) -> [(Node, Node)] {
        var pairs: [(Node, Node)] = []
        let container = layout.rootContainer
        if container.kind != .viewController { pairs.append(("kind", Node(container.kind.rawValue))) }
        if container.accessoryWidth != 0 { pairs.append(("accessoryWidth", Self.numberNode(container.accessoryWidth))) }
        if container.tableStyle != .plain { pairs.append(("tableStyle", Node(container.tableStyle.rawValue))) }
        if case let .fixed(width) = container.width { pairs.append(("width", Self.numberNode(width))) }
        switch container.height {
        case .container: break
        case let .fixed(height): pairs.append(("height", Self.numberNode(height)))
        case .fitting: pairs.append(("height", "fitting"))
        case let .fittingElse(height): pairs.append(("designedHeight", Self.numberNode(height)))
        }
        if let host = container.host {
            pairs.append(("host", Node([(Node("layout"), Node(host.layout)), (Node("view"), Node(host.view))])))
        }
        if layout.bars.navigationBar != .none { pairs.append(("navigationBar", Node(layout.bars.navigationBar.rawValue))) }
        if layout.bars.tabBar { pairs.append(("tabBar", "true")) }
        if layout.bars.toolbar { pairs.append(("toolbar", "true")) }
        if layout.bars.rootBelowTopBars { pairs.append(("belowTopBars", "true")) }
        return pairs
    }

    /// The root's name when it is not `root`, and what it sets that a new layout's root does not.
    private func rootPairs(_ layout: Layout) throws(LayoutFileWriteError) -> [(Node, Node)] {
        let fresh = Layout(rootName: layout.rootName)
        let root = layout[layout.root]
        var pairs: [(Node, Node)] = []
        if layout.rootName != Layout().rootName {
            try Self.checkName(layout.rootName)
            pairs.append(("name", Node(layout.rootName)))
        }
        if root.kind != .view { pairs.append(("kind", Node(root.kind.rawValue))) }
        var defaults = fresh[fresh.root]
        defaults.kind = root.kind
        let properties = viewPairs(root, defaults: defaults, writesFrame: false)
        let allowed = Set(LayoutFileReader.rootKeys)
        pairs += properties.filter { allowed.contains($0.0.string ?? "") }
        return pairs
    }

    /// How deep `subviews:` nest before a view is written at the top of `views:` with `superview:`
    /// (a file decides how deep its tree is; the YAML emitter and readers recurse on nesting).
    static let nestedLevels = 32

    /// The `views:` section: the root's subviews nested, and views deeper than `nestedLevels`
    /// below their nearest top-level entry written beside it, naming their superview.
    private func viewsPairs(in layout: Layout) throws(LayoutFileWriteError) -> [(Node, Node)] {
        var detached: [String] = []
        var pairs = try subviewPairs(of: layout[layout.root], in: layout, level: 1, detached: &detached)
        var next = 0
        while next < detached.count {
            let name = detached[next]
            next += 1
            let view = layout[ViewReference(name: name)]
            var entry = try properties(of: view, in: layout)
            entry.insert(("superview", Node(view.superview ?? layout.rootName)), at: 0)
            let nested = try subviewPairs(of: view, in: layout, level: 1, detached: &detached)
            pairs.append(Self.entry(name, entry, nested: nested))
        }
        return pairs
    }

    private func subviewPairs(of view: LayoutView, in layout: Layout, level: Int,
                              detached: inout [String]) throws(LayoutFileWriteError) -> [(Node, Node)] {
        guard level <= Self.nestedLevels else {
            detached += view.subviews
            return []
        }
        var pairs: [(Node, Node)] = []
        for name in view.subviews {
            let subview = layout[ViewReference(name: name)]
            let properties = try properties(of: subview, in: layout)
            let nested = try subviewPairs(of: subview, in: layout, level: level + 1, detached: &detached)
            pairs.append(Self.entry(name, properties, nested: nested))
        }
        return pairs
    }

    private func properties(of view: LayoutView, in layout: Layout) throws(LayoutFileWriteError) -> [(Node, Node)] {
        try Self.checkName(view.name)
        let defaults = LayoutView(name: view.name, kind: view.kind, translatesAutoresizingMaskIntoConstraints: false)
        let startsProportional = view.superview.map { layout[ViewReference(name: $0)] }
            .map { $0.kind == .stackView && $0.stack.distribution == .fillProportionally } == true
        // A frame matters for a view autoresizing places, for the superview of one (its size is
        // what the subview's frame was set against), and for a view a proportional stack arranges
        // (one with no size of its own is measured by the frame it starts at).
        let writesFrame = view.translatesAutoresizingMaskIntoConstraints
            || view.subviews.contains { layout[ViewReference(name: $0)].translatesAutoresizingMaskIntoConstraints }
            || startsProportional && (view.frame.width != 0 || view.frame.height != 0)
        var properties = viewPairs(view, defaults: defaults, writesFrame: writesFrame)
        if view.kind != .view { properties.insert(("kind", Node(view.kind.rawValue)), at: 0) }
        return properties
    }

    private static func entry(_ name: String, _ properties: [(Node, Node)], nested: [(Node, Node)]) -> (Node, Node) {
        if nested.isEmpty { return (Node(name), flowMapping(properties)) }
        return (Node(name), Node(properties + [("subviews", Node(nested))]))
    }

    /// A view's properties that differ from `defaults`, under the keys `LayoutFileReader` reads.
    private func viewPairs(_ view: LayoutView, defaults: LayoutView, writesFrame: Bool) -> [(Node, Node)] {
        // What a variation may change is written as a variation writes it; the rest follows.
        var pairs = Self.changePairs(ViewChange(from: defaults, to: view))
        let content = view.content
        if let placeholder = content.placeholder { pairs.append(("placeholder", Self.text(placeholder))) }
        if content.borderStyle != defaults.content.borderStyle { pairs.append(("borderStyle", Node(content.borderStyle.rawValue))) }
        if content.numberOfLines != 1 { pairs.append(("lines", Node(String(content.numberOfLines)))) }
        if content.lineBreakMode != defaults.content.lineBreakMode { pairs.append(("lineBreak", Node(content.lineBreakMode.rawValue))) }
        if let alignment = content.alignment { pairs.append(("contentAlignment", Node(alignment.rawValue))) }
        if content.contentInsets != defaults.content.contentInsets { pairs.append(("contentInsets", Self.margins(.directional(content.contentInsets)))) }
        if content.titlePadding != defaults.content.titlePadding { pairs.append(("titlePadding", Self.numberNode(content.titlePadding))) }
        if content.buttonStyle != defaults.content.buttonStyle { pairs.append(("buttonStyle", Node(content.buttonStyle.rawValue))) }
        if let background = content.backgroundImage { pairs.append(("backgroundImage", Self.size(background))) }
        if let oneLine = content.oneLineSize { pairs.append(("oneLineSize", Self.size(oneLine))) }
        if content.textIsStandIn { pairs.append(("textIsStandIn", "true")) }
        if let width = content.preferredMaxLayoutWidth { pairs.append(("preferredMaxLayoutWidth", Self.numberNode(width))) }
        if let factor = content.minimumScaleFactor { pairs.append(("minimumScaleFactor", Self.numberNode(factor))) }
        if view.intrinsicSizeIsPlaceholder { pairs.append(("intrinsicSizeIsPlaceholder", "true")) }
        if view.contentMode != defaults.contentMode { pairs.append(("contentMode", Node(view.contentMode.rawValue))) }
        if view.clipsToBounds { pairs.append(("clipsToBounds", "true")) }
        for (key, edges) in [("designedPastRoot", view.designedPastRoot), ("designedPastSafeArea", view.designedPastSafeArea)] where !edges.isEmpty {
            pairs.append((Node(key), Self.flags(edges, RectEdges.names.map { ($0.name, $0.edge) })))
        }
        if let designed = view.designedSize { pairs.append(("designedSize", Self.size(designed))) }
        if view.designedAmbiguous { pairs.append(("designedAmbiguous", "true")) }
        if let baseline = view.baselineOverride {
            pairs.append(("baseline", Self.flowMapping([("first", Self.numberNode(baseline.firstFromTop)), ("last", Self.numberNode(baseline.lastFromBottom))])))
        }
        if !view.insetsLayoutMarginsFromSafeArea { pairs.append(("insetsLayoutMarginsFromSafeArea", "false")) }
        if view.preservesSuperviewLayoutMargins { pairs.append(("preservesSuperviewLayoutMargins", "true")) }
        if view.layoutMarginsFollowReadableWidth { pairs.append(("layoutMarginsFollowReadableWidth", "true")) }
        if view.semanticContentAttribute != .unspecified {
            pairs.append(("semanticContentAttribute", Node(view.semanticContentAttribute.rawValue)))
        }
        if view.alignmentRectOutsets != .zero {
            let outsets = view.alignmentRectOutsets
            pairs.append(("alignmentRectOutsets", Self.flowMapping([
                ("top", Self.numberNode(outsets.top)), ("left", Self.numberNode(outsets.left)),
                ("bottom", Self.numberNode(outsets.bottom)), ("right", Self.numberNode(outsets.right)),
            ])))
        }
        if writesFrame {
            let frame = view.frame
            pairs.append(("frame", Self.flowSequence([frame.x, frame.y, frame.width, frame.height].map(Self.numberNode))))
            if !view.autoresizingMask.isEmpty {
                pairs.append(("autoresizingMask", Self.flags(view.autoresizingMask, AutoresizingMask.names.map { ($0.name, $0.flag) })))
            }
            // A frame turns autoresizing on when read; a view placed by constraints says so.
            if !view.translatesAutoresizingMaskIntoConstraints { pairs.append(("translatesAutoresizingMaskIntoConstraints", "false")) }
        }
        if view.kind == .stackView, view.stack.isLayoutMarginsRelativeArrangement {
            pairs.append(("layoutMarginsRelativeArrangement", "true"))
        }
        return pairs
    }

    // MARK: Constraints and variations

    /// An equation; with its identifier or when inactive, a mapping.
    private static func constraint(_ constraint: LayoutConstraint) -> Node {
        let equation = Node(constraint.equation(numbers: { number($0) }))
        guard constraint.identifier != nil || !constraint.isActive else { return equation }
        var pairs: [(Node, Node)] = []
        if let identifier = constraint.identifier { pairs.append(("id", text(identifier))) }
        pairs.append(("equation", equation))
        if !constraint.isActive { pairs.append(("active", "false")) }
        return flowMapping(pairs)
    }

    private func variation(_ variation: Variation) -> Node {
        var pairs: [(Node, Node)] = []
        if let width = variation.width { pairs.append(("width", Node(width.rawValue))) }
        if let height = variation.height { pairs.append(("height", Node(height.rawValue))) }
        if pairs.isEmpty { pairs.append(("width", "any")) }
        if !variation.addedConstraints.isEmpty { pairs.append(("add", Node(variation.addedConstraints.map(Self.constraint)))) }
        if !variation.removedConstraints.isEmpty {
            pairs.append(("remove", Self.flowSequence(variation.removedConstraints.map(Self.text))))
        }
        // A mapping holds a key once; for an identifier given twice the later value is the one applied.
        func lastByIdentifier<Value>(_ entries: [(identifier: String, value: Value)], _ node: (Value) -> Node) -> Node {
            var order: [String] = []
            var last: [String: Value] = [:]
            for (identifier, value) in entries {
                if last.updateValue(value, forKey: identifier) == nil { order.append(identifier) }
            }
            return Node(order.map { (Self.text($0), node(last[$0]!)) })
        }
        if !variation.activations.isEmpty {
            pairs.append(("active", lastByIdentifier(variation.activations.map { ($0.identifier, $0.isActive) }) { Node(String($0)) }))
        }
        if !variation.constants.isEmpty { pairs.append(("constants", lastByIdentifier(variation.constants, Self.numberNode))) }
        if !variation.priorities.isEmpty {
            pairs.append(("priorities", lastByIdentifier(variation.priorities) { Node($0.description) }))
        }
        if !variation.viewChanges.isEmpty {
            var order: [String] = []
            var merged: [String: ViewChange] = [:]
            for (view, change) in variation.viewChanges {
                if let earlier = merged[view] { merged[view] = earlier.followed(by: change) } else {
                    order.append(view)
                    merged[view] = change
                }
            }
            pairs.append(("views", Node(order.map { (Node($0), Self.flowMapping(Self.changePairs(merged[$0]!))) })))
        }
        return Node(pairs)
    }

    private static func changePairs(_ change: ViewChange) -> [(Node, Node)] {
        var pairs: [(Node, Node)] = []
        if let text = change.text { pairs.append(("text", self.text(text))) }
        if let title = change.title { pairs.append(("title", self.text(title))) }
        if let font = change.font { pairs.append(("font", self.font(font))) }
        if let image = change.image { pairs.append(("image", size(image))) }
        if let size = change.intrinsicSize { pairs.append(("intrinsicSize", intrinsicSize(size))) }
        if let hugging = change.contentHugging { pairs.append(("hugging", priorities(hugging))) }
        if let compression = change.compressionResistance { pairs.append(("compression", priorities(compression))) }
        if let hidden = change.isHidden { pairs.append(("hidden", Node(String(hidden)))) }
        if let installed = change.isInstalled { pairs.append(("installed", Node(String(installed)))) }
        if let margins = change.layoutMargins { pairs.append(("margins", self.margins(margins))) }
        if let axis = change.axis { pairs.append(("axis", Node(axis.rawValue))) }
        if let distribution = change.distribution { pairs.append(("distribution", Node(distribution.rawValue))) }
        if let alignment = change.alignment { pairs.append(("alignment", Node(alignment.rawValue))) }
        if let spacing = change.spacing { pairs.append(("spacing", numberNode(spacing))) }
        return pairs
    }

    // MARK: Values

    /// Every digit the number has, so that it reads back equal: `20`, `20.5`, `1.7777777777777777`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let shortest = "\(value)"
        guard shortest.contains("e") else { return shortest }
        // Layout files write plain decimals where seventeen decimals give the value back, and the
        // shortest form with an exponent where they would not (a number below 1e-17: `1e-320`).
        var fixed = String(format: "%.17f", value)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        if fixed.hasSuffix(".") { fixed.removeLast() }
        return Double(fixed) == value ? fixed : shortest
    }

    private static func numberNode(_ value: Double) -> Node { Node(number(value)) }

    /// Text as a string even where YAML would read it as something else (`123`, `true`, `null`).
    private static func text(_ string: String) -> Node {
        let plain = Node(string)
        let isString = Resolver.default.resolveTag(of: plain) == .str
        return Node(string, .implicit, isString ? .any : .doubleQuoted)
    }

    private static func font(_ font: Font) -> Node {
        if let style = font.textStyle, font == Font(style) { return Node(style.rawValue) }
        guard font.weight != .regular || font.name != nil || font.textStyle != nil else { return numberNode(font.pointSize) }
        var pairs: [(Node, Node)] = []
        if let name = font.name { pairs.append(("name", text(name))) }
        pairs.append(("size", numberNode(font.pointSize)))
        if font.weight != (font.textStyle?.weight ?? .regular) { pairs.append(("weight", Node(font.weight.rawValue))) }
        if let style = font.textStyle { pairs.append(("style", Node(style.rawValue))) }
        return flowMapping(pairs)
    }

    private static func size(_ size: Size) -> Node { Node("\(number(size.width))x\(number(size.height))") }

    /// `[flexibleWidth, flexibleTopMargin]`: the names of the flags set, in `names`' order (as the
    /// reader's `flags` reads them).
    private static func flags<Flags: OptionSet>(_ flags: Flags, _ names: [(name: String, flag: Flags)]) -> Node where Flags.Element == Flags {
        flowSequence(names.filter { flags.contains($0.flag) }.map { Node($0.name) })
    }

    private static func intrinsicSize(_ size: IntrinsicSize) -> Node {
        Node("\(size.width.map(number) ?? "none")x\(size.height.map(number) ?? "none")")
    }

    private static func priorities(_ priorities: AxisPriorities) -> Node {
        if priorities.horizontal == priorities.vertical { return Node(priorities.horizontal.description) }
        return flowMapping([("horizontal", Node(priorities.horizontal.description)), ("vertical", Node(priorities.vertical.description))])
    }

    private static func margins(_ margins: LayoutMargins) -> Node {
        switch margins {
        case let .directional(insets):
            flowMapping([("top", numberNode(insets.top)), ("leading", numberNode(insets.leading)),
                         ("bottom", numberNode(insets.bottom)), ("trailing", numberNode(insets.trailing))])
        case let .physical(insets):
            flowMapping([("top", numberNode(insets.top)), ("left", numberNode(insets.left)),
                         ("bottom", numberNode(insets.bottom)), ("right", numberNode(insets.right))])
        }
    }

    private static func flowMapping(_ pairs: [(Node, Node)]) -> Node { Node(pairs, .implicit, .flow) }

    private static func flowSequence(_ nodes: [Node]) -> Node { Node(nodes, .implicit, .flow) }

    private static func checkName(_ name: String) throws(LayoutFileWriteError) {
        if let problem = LayoutFileReader.problem(withViewName: name) { throw .unwritableViewName(name, problem) }
    }
}

/// Why a layout cannot be written as a layout file.
public enum LayoutFileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A name a layout file cannot hold: not letters, digits and _, or a layout guide's name.
    case unwritableViewName(String, String)
    /// A view outside the tree; a layout file nests every view under the root.
    case detachedView(String)
    /// The YAML emitter failed.
    case yaml(String)

    public var description: String {
        switch self {
        case let .unwritableViewName(_, problem): "cannot write the layout file: \(problem)"
        case let .detachedView(name): "view \(name.quotedForMessage) is not in the view tree; a layout file nests every view under the root"
        case let .yaml(reason): "cannot write YAML: \(reason)"
        }
    }
}
