import ConstraintSolver
import TextMeasurement
import TrellisBase
import Yams

// The `root:` and `views:` sections: the view tree and each view's properties.
extension LayoutFileReader {
    /// `root: {name: contentView, margins: 11}`: the root's name (views and constraints use it)
    /// and its own properties.
    mutating func readRoot(_ node: Node) throws(LayoutFileError) {
        let properties = try mapping(node, "root", keys: Self.rootKeys)
        if let nameNode = properties["name"] {
            let name = try string(nameNode)
            try checkViewName(name, nameNode)
            layout = Layout(rootName: name)
        }
        var root = layout[layout.root]
        if let kindNode = properties["kind"] { root.kind = try viewKind(kindNode) }
        try readViewProperties(properties, into: &root)
        layout[layout.root] = root
    }

    /// `kind: stackView`.
    func viewKind(_ node: Node) throws(LayoutFileError) -> ViewKind {
        let text = try string(node)
        guard let kind = ViewKind(rawValue: text) else {
            throw invalid(node, "unknown kind \(text.quotedForMessage); expected one of \(ViewKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return kind
    }

    /// A view as written: its properties and the superview it names (by nesting or `superview:`).
    struct ViewDeclaration {
        var name: String
        var key: Node
        var kind: ViewKind
        var properties: [String: Node]
        var superview: String
        /// The `superview:` value, when the superview is named rather than nested.
        var superviewNode: Node?
    }

    /// Reads every view, then adds them superview first: a view may name its superview with
    /// `superview:` instead of nesting, so the tree is only known once all are read.
    mutating func readViews(_ node: Node) throws(LayoutFileError) {
        var declarations: [ViewDeclaration] = []
        var declaredAt: [String: Node] = [:]
        try collectViews(node, superview: layout.rootName, into: &declarations, declaredAt: &declaredAt)
        // Superview first, in one pass over the tree from the root: each superview's views in the
        // order written.
        var bySuperview: [String: [Int]] = [:]
        for (index, declaration) in declarations.enumerated() { bySuperview[declaration.superview, default: []].append(index) }
        var added = Array(repeating: false, count: declarations.count)
        var ready = [layout.rootName]
        while let superview = ready.popLast() {
            for index in bySuperview[superview] ?? [] {
                let declaration = declarations[index]
                let reference: ViewReference
                do {
                    reference = try layout.addView(
                        declaration.name, kind: declaration.kind, to: ViewReference(name: declaration.superview),
                        translatesAutoresizingMaskIntoConstraints: false, source: location(declaration.key))
                } catch { throw .layout(error) }
                var view = layout[reference]
                try readViewProperties(declaration.properties, into: &view)
                layout[reference] = view
                added[index] = true
                ready.append(declaration.name)
            }
        }
        let pending = declarations.indices.filter { !added[$0] }.map { declarations[$0] }
        if !pending.isEmpty { throw treeError(pending, declaredAt: declaredAt) }
    }

    func collectViews(
        _ node: Node, superview: String, into declarations: inout [ViewDeclaration], declaredAt: inout [String: Node]
    ) throws(LayoutFileError) {
        for (key, value) in try pairs(node, "views (view name: its properties)") {
            let name = try string(key)
            try checkViewName(name, key)
            if name == layout.rootName {
                throw .layout(.duplicateViewName(name, first: nil, second: location(key)))
            }
            if let first = declaredAt[name] {
                throw .layout(.duplicateViewName(name, first: location(first), second: location(key)))
            }
            declaredAt[name] = key
            let properties = try mapping(value, "view \(name.quotedForMessage)", keys: Self.viewKeys, allowNull: true)
            let kind = try properties["kind"].map { (node: Node) throws(LayoutFileError) in try viewKind(node) } ?? .view
            let superviewNode = properties["superview"]
            let named = try optional(superviewNode) { (node: Node) throws(LayoutFileError) in try string(node) }
            declarations.append(ViewDeclaration(
                name: name, key: key, kind: kind, properties: properties, superview: named ?? superview,
                superviewNode: superviewNode))
            if let subviews = properties["subviews"] {
                try collectViews(subviews, superview: name, into: &declarations, declaredAt: &declaredAt)
            }
        }
    }

    func checkViewName(_ name: String, _ node: Node) throws(LayoutFileError) {
        if let problem = Self.problem(withViewName: name) { throw invalid(node, problem) }
    }

    /// Why a layout file cannot name a view `name`, or nil when it can.
    static func problem(withViewName name: String) -> String? {
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return "view name \(name.quotedForMessage) must be letters, digits and _, starting with a letter"
        }
        guard !reservedNames.contains(name) else {
            return "\(name.quotedForMessage) is the name of a layout guide; choose another view name"
        }
        return nil
    }

    /// Why no pending view can be added: a superview that is not declared, or a cycle.
    func treeError(_ pending: [ViewDeclaration], declaredAt: [String: Node]) -> LayoutFileError {
        let byName = Dictionary(pending.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let start = pending[0]
        if declaredAt[start.superview] == nil {
            return .layout(.unknownView(start.superview, context: "superview of \(start.name)",
                                        source: location(start.superviewNode ?? start.key)))
        }
        var chain = [start.name]
        var inChain: Set<String> = [start.name]
        var current = start.superview
        while !inChain.contains(current), let next = byName[current] {
            chain.append(current)
            inChain.insert(current)
            current = next.superview
        }
        if declaredAt[current] == nil, let last = byName[chain.last!] {
            return .layout(.unknownView(current, context: "superview of \(last.name)", source: location(last.superviewNode ?? last.key)))
        }
        var cycle = Array(chain[chain.firstIndex(of: current)!...] + [current])
        // A long cycle is named by its ends.
        if cycle.count > 12 { cycle = cycle.prefix(6) + ["… \(cycle.count - 11) more …"] + cycle.suffix(5) }
        let culprit = byName[current]!
        return .invalid(location(culprit.superviewNode ?? culprit.key),
                        "the superviews \(cycle.joined(separator: " → ")) form a cycle; a view cannot contain itself")
    }

    func readViewProperties(_ properties: [String: Node], into view: inout LayoutView) throws(LayoutFileError) {
        var change = ViewChange()
        try readChange(properties, into: &change)
        change.apply(to: &view)
        if let node = properties["placeholder"] { view.content.placeholder = try string(node) }
        if let node = properties["borderStyle"] { view.content.borderStyle = try oneOf(node, TextFieldBorderStyle.self, "borderStyle") }
        if let node = properties["lines"] { view.content.numberOfLines = try integer(node) }
        if let node = properties["lineBreak"] { view.content.lineBreakMode = try oneOf(node, LineBreakMode.self, "lineBreak") }
        if let node = properties["contentAlignment"] { view.content.alignment = try oneOf(node, ContentAlignment.self, "contentAlignment") }
        if let node = properties["contentInsets"] {
            guard case let .directional(insets) = try margins(node) else {
                throw invalid(node, "contentInsets are {top, leading, bottom, trailing}")
            }
            view.content.contentInsets = insets
        }
        if let node = properties["titlePadding"] { view.content.titlePadding = try number(node, in: NumberLimits.lengths) }
        if let node = properties["buttonStyle"] { view.content.buttonStyle = try oneOf(node, ButtonStyle.self, "buttonStyle") }
        if let node = properties["backgroundImage"] { view.content.backgroundImage = try size(node, allowingZero: true) }
        if let node = properties["oneLineSize"] { view.content.oneLineSize = try size(node, allowingZero: true) }
        if let node = properties["textIsStandIn"] { view.content.textIsStandIn = try bool(node) }
        if let node = properties["preferredMaxLayoutWidth"] {
            view.content.preferredMaxLayoutWidth = try number(node, in: NumberLimits.lengths)
        }
        if let node = properties["baseline"] {
            if case .mapping = node {
                let offsets = try mapping(node, "baseline", keys: ["first", "last"])
                view.baselineOverride = BaselineOffsets(
                    firstFromTop: try optional(offsets["first"]) { (node: Node) throws(LayoutFileError) in try number(node) } ?? 0,
                    lastFromBottom: try optional(offsets["last"]) { (node: Node) throws(LayoutFileError) in try number(node) } ?? 0)
            } else {
                view.baselineOverride = BaselineOffsets(firstFromTop: try number(node), lastFromBottom: 0)
            }
        }
        if let node = properties["minimumScaleFactor"] {
            let factor = try number(node)
            guard factor > 0, factor <= 1 else { throw invalid(node, "minimumScaleFactor must be above 0 and at most 1") }
            view.content.minimumScaleFactor = factor
        }
        if let node = properties["intrinsicSizeIsPlaceholder"] { view.intrinsicSizeIsPlaceholder = try bool(node) }
        if let node = properties["contentMode"] { view.contentMode = try oneOf(node, ContentMode.self, "contentMode") }
        if let node = properties["clipsToBounds"] { view.clipsToBounds = try bool(node) }
        if let node = properties["designedPastRoot"] { view.designedPastRoot = try edges(node) }
        if let node = properties["designedPastSafeArea"] { view.designedPastSafeArea = try edges(node) }
        if let node = properties["designedSize"] { view.designedSize = try size(node, allowingZero: true) }
        if let node = properties["designedAmbiguous"] { view.designedAmbiguous = try bool(node) }
        if let node = properties["insetsLayoutMarginsFromSafeArea"] { view.insetsLayoutMarginsFromSafeArea = try bool(node) }
        if let node = properties["preservesSuperviewLayoutMargins"] { view.preservesSuperviewLayoutMargins = try bool(node) }
        if let node = properties["layoutMarginsFollowReadableWidth"] { view.layoutMarginsFollowReadableWidth = try bool(node) }
        if let node = properties["alignmentRectOutsets"] {
            let fields = try mapping(node, "alignmentRectOutsets", keys: ["top", "left", "bottom", "right"])
            func value(_ key: String) throws(LayoutFileError) -> Double {
                try optional(fields[key]) { (node: Node) throws(LayoutFileError) in try number(node) } ?? 0
            }
            view.alignmentRectOutsets = EdgeInsets(top: try value("top"), left: try value("left"),
                                                   bottom: try value("bottom"), right: try value("right"))
        }
        if let node = properties["semanticContentAttribute"] {
            let text = try string(node)
            guard let value = SemanticContentAttribute(rawValue: text) else {
                throw invalid(node, "unknown semanticContentAttribute \(text.quotedForMessage); expected unspecified, forceLeftToRight or forceRightToLeft")
            }
            view.semanticContentAttribute = value
        }
        if let node = properties["frame"] {
            let values = try numbers(node, count: 4, "frame: [x, y, width, height]")
            view.frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
            view.translatesAutoresizingMaskIntoConstraints = true
        }
        if let node = properties["autoresizingMask"] {
            view.autoresizingMask = try autoresizingMask(node)
            view.translatesAutoresizingMaskIntoConstraints = true
        }
        if let node = properties["translatesAutoresizingMaskIntoConstraints"] {
            view.translatesAutoresizingMaskIntoConstraints = try bool(node)
        }
        if let node = properties["layoutMarginsRelativeArrangement"] {
            view.stack.isLayoutMarginsRelativeArrangement = try bool(node)
        }
        for key in ["axis", "distribution", "alignment", "spacing", "layoutMarginsRelativeArrangement"] where view.kind != .stackView {
            if let node = properties[key] { throw invalid(node, "'\(key)' applies to stack views only; '\(view.name)' is a \(view.kind)") }
        }
    }

    /// The properties a view declaration and a variation share.
    func readChange(_ properties: [String: Node], into change: inout ViewChange) throws(LayoutFileError) {
        if let node = properties["hidden"] { change.isHidden = try bool(node) }
        if let node = properties["installed"] { change.isInstalled = try bool(node) }
        if let node = properties["intrinsicSize"] { change.intrinsicSize = try intrinsicSize(node) }
        if let node = properties["font"] { change.font = try font(node) }
        if let node = properties["text"] { change.text = try string(node) }
        if let node = properties["title"] { change.title = try string(node) }
        if let node = properties["image"] { change.image = try size(node) }
        if let node = properties["margins"] { change.layoutMargins = try margins(node) }
        if let node = properties["axis"] { change.axis = try oneOf(node, Axis.self, "axis") }
        if let node = properties["distribution"] { change.distribution = try oneOf(node, StackDistribution.self, "distribution") }
        if let node = properties["alignment"] { change.alignment = try oneOf(node, StackAlignment.self, "alignment") }
        if let node = properties["spacing"] {
            change.spacing = node.string == "standard" ? standardSiblingSpacing : try number(node)
        }
        if let node = properties["hugging"] { change.contentHugging = try axisPriorities(node) }
        if let node = properties["compression"] { change.compressionResistance = try axisPriorities(node) }
    }
}
