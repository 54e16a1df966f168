import ConstraintSolver
import TrellisBase
import Yams

/// Walks a layout file's YAML tree into a `Layout`, checking every key and value and naming
/// the line and column of anything wrong.
struct LayoutFileReader {
    let file: String
    /// The layout's name when the file gives none.
    let defaultName: String
    private var metrics: [String: Double] = [:]
    private var layout = Layout()

    init(file: String, defaultName: String? = nil) {
        self.file = file
        self.defaultName = defaultName ?? LayoutFileLoader.defaultName(ofFile: file)
    }

    static let topLevelKeys = ["name", "orientations", "designSize", "container", "root", "metrics", "views", "constraints", "variations"]
    static let containerKeys = ["kind", "accessoryWidth", "height", "navigationBar", "tabBar", "toolbar"]
    /// What the root view may set: it has no kind, frame or superview of its own.
    static let rootKeys = ["name", "margins", "insetsLayoutMarginsFromSafeArea", "semanticContentAttribute", "hugging", "compression", "intrinsicSize"]
    static let viewKeys = [
        "kind", "text", "title", "placeholder", "font", "image", "lines", "preferredMaxLayoutWidth", "intrinsicSize",
        "baseline", "hugging", "compression", "hidden", "installed", "margins", "insetsLayoutMarginsFromSafeArea",
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
        if let orientations = top["orientations"] { layout.supportedOrientations = try orientationMask(orientations) }
        if let size = top["designSize"] { layout.designSize = try self.size(size) }
        if let container = top["container"] { try readContainer(container) }
        if let metricsNode = top["metrics"] {
            for (key, value) in try pairs(metricsNode, "metrics") { metrics[try string(key)] = try number(value) }
        }
        if let views = top["views"] { try readViews(views) }
        if let constraints = top["constraints"] {
            try addChecked(try readConstraints(constraints))
        }
        if let variations = top["variations"] {
            guard case let .sequence(list) = variations else { throw invalid(variations, "variations must be a list of blocks, each with width: and/or height:") }
            for block in list { layout.variations.append(try readVariation(block)) }
        }
        return layout
    }

    private mutating func addChecked(_ constraints: [LayoutConstraint]) throws(LayoutFileError) {
        do { try layout.addConstraints(constraints) } catch { throw .layout(error) }
    }

    // MARK: Views

    /// `root: {name: contentView, margins: 11}`: the root's name (views and constraints use it)
    /// and its own properties.
    private mutating func readRoot(_ node: Node) throws(LayoutFileError) {
        let properties = try mapping(node, "root", keys: Self.rootKeys)
        if let nameNode = properties["name"] {
            let name = try string(nameNode)
            try checkViewName(name, nameNode)
            layout = Layout(rootName: name)
        }
        var root = layout[layout.root]
        try readViewProperties(properties, into: &root)
        layout[layout.root] = root
    }

    /// A view as written: its properties and the superview it names (by nesting or `superview:`).
    private struct ViewDeclaration {
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
    private mutating func readViews(_ node: Node) throws(LayoutFileError) {
        var declarations: [ViewDeclaration] = []
        var declaredAt: [String: Node] = [:]
        try collectViews(node, superview: layout.rootName, into: &declarations, declaredAt: &declaredAt)
        var pending = declarations
        while !pending.isEmpty {
            let ready = pending.filter { layout.view(named: $0.superview) != nil }
            guard !ready.isEmpty else { throw treeError(pending, declaredAt: declaredAt) }
            for declaration in ready {
                let reference: ViewReference
                do {
                    reference = try layout.addView(
                        declaration.name, kind: declaration.kind, to: ViewReference(name: declaration.superview),
                        translatesAutoresizingMaskIntoConstraints: false, source: location(declaration.key))
                } catch { throw .layout(error) }
                var view = layout[reference]
                try readViewProperties(declaration.properties, into: &view)
                layout[reference] = view
            }
            pending.removeAll { layout.view(named: $0.name) != nil }
        }
    }

    private func collectViews(
        _ node: Node, superview: String, into declarations: inout [ViewDeclaration], declaredAt: inout [String: Node]
    ) throws(LayoutFileError) {
        for (key, value) in try pairs(node, "views (a mapping from view name to its properties)") {
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
            var kind = ViewKind.view
            if let kindNode = properties["kind"] {
                let text = try string(kindNode)
                guard let parsed = ViewKind(rawValue: text) else {
                    throw invalid(kindNode, "unknown kind \(text.quotedForMessage); expected one of \(ViewKind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                kind = parsed
            }
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

    private func checkViewName(_ name: String, _ node: Node) throws(LayoutFileError) {
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
    private func treeError(_ pending: [ViewDeclaration], declaredAt: [String: Node]) -> LayoutFileError {
        let byName = Dictionary(pending.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let start = pending[0]
        if declaredAt[start.superview] == nil {
            return .layout(.unknownView(start.superview, context: "superview of \(start.name)",
                                        source: location(start.superviewNode ?? start.key)))
        }
        var chain = [start.name]
        var current = start.superview
        while !chain.contains(current), let next = byName[current] {
            chain.append(current)
            current = next.superview
        }
        if declaredAt[current] == nil, let last = byName[chain.last!] {
            return .layout(.unknownView(current, context: "superview of \(last.name)", source: location(last.superviewNode ?? last.key)))
        }
        let cycle = chain[chain.firstIndex(of: current)!...] + [current]
        let culprit = byName[current]!
        return .invalid(location(culprit.superviewNode ?? culprit.key),
                        "the superviews \(cycle.joined(separator: " → ")) form a cycle; a view cannot contain itself")
    }

    private func readViewProperties(_ properties: [String: Node], into view: inout LayoutView) throws(LayoutFileError) {
        var change = ViewChange()
        try readChange(properties, into: &change)
        change.apply(to: &view)
        if let node = properties["placeholder"] { view.content.placeholder = try string(node) }
        if let node = properties["lines"] { view.content.numberOfLines = try integer(node) }
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
        if let node = properties["insetsLayoutMarginsFromSafeArea"] { view.insetsLayoutMarginsFromSafeArea = try bool(node) }
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
    private func readChange(_ properties: [String: Node], into change: inout ViewChange) throws(LayoutFileError) {
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

    // MARK: Constraints

    private func readConstraints(_ node: Node) throws(LayoutFileError) -> [LayoutConstraint] {
        guard case let .sequence(list) = node else {
            throw invalid(node, "constraints must be a list of equations, VFL strings or mappings")
        }
        var made: [LayoutConstraint] = []
        for entry in list { made += try readConstraint(entry) }
        return made
    }

    private func readConstraint(_ node: Node) throws(LayoutFileError) -> [LayoutConstraint] {
        if case .scalar = node {
            let text = try string(node)
            return isVisualFormat(text) ? try visualFormat(node, options: [], metrics: metrics) : [try equation(node)]
        }
        let fields = try mapping(node, "a constraint", keys: Self.constraintKeys)
        var made: [LayoutConstraint]
        switch (fields["equation"], fields["vfl"]) {
        case let (equationNode?, nil):
            made = [try equation(equationNode)]
            if fields["options"] != nil || fields["metrics"] != nil {
                throw invalid(node, "options and metrics apply to vfl constraints only")
            }
        case let (nil, vflNode?):
            var options: VisualFormatOptions = []
            if let optionsNode = fields["options"] {
                let names: [Node]
                if case let .sequence(list) = optionsNode { names = Array(list) } else { names = [optionsNode] }
                for nameNode in names {
                    let name = try string(nameNode)
                    guard let option = VisualFormatOptions.names.first(where: { $0.name == name })?.option else {
                        throw invalid(nameNode, "unknown VFL option \(name.quotedForMessage); expected one of \(VisualFormatOptions.names.map(\.name).joined(separator: ", "))")
                    }
                    options.insert(option)
                }
            }
            var localMetrics = metrics
            if let metricsNode = fields["metrics"] {
                for (key, value) in try pairs(metricsNode, "metrics") { localMetrics[try string(key)] = try number(value) }
            }
            made = try visualFormat(vflNode, options: options, metrics: localMetrics)
        default:
            throw invalid(node, "a constraint mapping needs exactly one of equation: or vfl:")
        }
        let identifier = try optional(fields["id"]) { (node: Node) throws(LayoutFileError) in try string(node) }
        let priority = try optional(fields["priority"]) { (node: Node) throws(LayoutFileError) in try self.priority(node) }
        let active = try optional(fields["active"]) { (node: Node) throws(LayoutFileError) in try bool(node) }
        for index in made.indices {
            if let identifier { made[index].identifier = identifier }
            if let priority { made[index].priority = priority }
            if let active { made[index].isActive = active }
        }
        return made
    }

    private func isVisualFormat(_ text: String) -> Bool {
        text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
    }

    /// Column of character `offset` of a scalar's text: quoted scalars start one column later.
    private func location(of node: Node, offset: Int) -> SourceLocation {
        var place = location(node)
        if case let .scalar(scalar) = node, scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
            place.column += 1
        }
        place.column += offset
        return place
    }

    private func equation(_ node: Node) throws(LayoutFileError) -> LayoutConstraint {
        let text = try string(node)
        var parser = EquationParser(text, metrics: metrics, rootName: layout.rootName)
        do {
            var constraint = try parser.parse()
            constraint.source = location(node)
            return constraint
        } catch {
            throw .invalid(location(of: node, offset: error.offset), "in constraint \(text.quotedForMessage): \(error.message)")
        }
    }

    private func visualFormat(_ node: Node, options: VisualFormatOptions, metrics: [String: Double]) throws(LayoutFileError) -> [LayoutConstraint] {
        let text = try string(node)
        do {
            return try layout.constraints(visualFormat: text, options: options, metrics: metrics, source: location(node))
        } catch {
            if case let .visualFormat(formatError, _) = error {
                throw .layout(.visualFormat(formatError, source: location(of: node, offset: formatError.column - 1)))
            }
            throw .layout(error)
        }
    }

    // MARK: Variations

    private func readVariation(_ node: Node) throws(LayoutFileError) -> Variation {
        let fields = try mapping(node, "a variation", keys: Self.variationKeys)
        func sizeClass(_ key: String) throws(LayoutFileError) -> SizeClass? {
            guard let value = fields[key] else { return nil }
            let text = try string(value)
            if text == "any" { return nil }
            guard let parsed = SizeClass(rawValue: text) else {
                throw invalid(value, "\(key) must be compact, regular or any, not \(text.quotedForMessage)")
            }
            return parsed
        }
        guard fields["width"] != nil || fields["height"] != nil else {
            throw invalid(node, "a variation needs width: and/or height: (compact, regular or any)")
        }
        var variation = Variation(width: try sizeClass("width"), height: try sizeClass("height"), source: location(node))
        if let add = fields["add"] {
            variation.addedConstraints = try readConstraints(add)
            for constraint in variation.addedConstraints {
                do { try layout.validate(constraint) } catch { throw .layout(error) }
            }
        }
        if let remove = fields["remove"] {
            guard case let .sequence(list) = remove else { throw invalid(remove, "remove must be a list of constraint ids") }
            for item in list {
                let identifier = try string(item)
                try requireIdentifier(identifier, item)
                variation.removedConstraints.append(identifier)
            }
        }
        if let active = fields["active"] {
            for (key, value) in try pairs(active, "active (constraint id: true to install it, false to uninstall it)") {
                let identifier = try string(key)
                try requireIdentifier(identifier, key)
                variation.activations.append((identifier, try bool(value)))
            }
        }
        if let constants = fields["constants"] {
            for (key, value) in try pairs(constants, "constants (constraint id: new constant)") {
                let identifier = try string(key)
                try requireIdentifier(identifier, key)
                variation.constants.append((identifier, try number(value)))
            }
        }
        if let priorities = fields["priorities"] {
            for (key, value) in try pairs(priorities, "priorities (constraint id: new priority)") {
                let identifier = try string(key)
                try requireIdentifier(identifier, key)
                variation.priorities.append((identifier, try priority(value)))
            }
        }
        if let views = fields["views"] {
            for (key, value) in try pairs(views, "views (view name: properties to change)") {
                let name = try string(key)
                guard layout.view(named: name) != nil else {
                    throw .layout(.unknownView(name, context: "variation (\(variation.traitDescription))", source: location(key)))
                }
                var change = ViewChange()
                try readChange(try mapping(value, "changes to \(name.quotedForMessage)", keys: Self.variationViewKeys), into: &change)
                variation.viewChanges.append((name, change))
            }
        }
        return variation
    }

    private func requireIdentifier(_ identifier: String, _ node: Node) throws(LayoutFileError) {
        let known = layout.constraints.contains { $0.identifier == identifier }
            || layout.variations.contains { $0.addedConstraints.contains { $0.identifier == identifier } }
        guard known else { throw .layout(.unknownConstraintIdentifier(identifier, source: location(node))) }
    }

    // MARK: Values

    private func optional<Value>(_ node: Node?, _ read: (Node) throws(LayoutFileError) -> Value) throws(LayoutFileError) -> Value? {
        guard let node else { return nil }
        return try read(node)
    }

    private func location(_ node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private func invalid(_ node: Node, _ message: String) -> LayoutFileError {
        .invalid(location(node), message)
    }

    private func pairs(_ node: Node, _ what: String) throws(LayoutFileError) -> [(Node, Node)] {
        if case .scalar = node, node.null != nil { return [] }
        guard case let .mapping(mapping) = node else { throw invalid(node, "expected \(what)") }
        return Array(mapping)
    }

    private func mapping(_ node: Node, _ what: String, keys allowed: [String], allowNull: Bool = false) throws(LayoutFileError) -> [String: Node] {
        if allowNull, case .scalar = node, node.null != nil { return [:] }
        guard case let .mapping(mapping) = node else { throw invalid(node, "expected a mapping for \(what)") }
        var fields: [String: Node] = [:]
        for (key, value) in mapping {
            let name = try string(key)
            guard allowed.contains(name) else {
                throw invalid(key, "unknown key \(name.quotedForMessage) in \(what); expected one of \(allowed.joined(separator: ", "))")
            }
            fields[name] = value
        }
        return fields
    }

    private func string(_ node: Node) throws(LayoutFileError) -> String {
        guard case let .scalar(scalar) = node else { throw invalid(node, "expected a single value, not a list or mapping") }
        return scalar.string
    }

    /// A number (or a metric) in `range`; the error names the range.
    private func number(_ node: Node, in range: ClosedRange<Double> = NumberLimits.points) throws(LayoutFileError) -> Double {
        let text = try string(node)
        if let value = Double(text) ?? metrics[text], range.contains(value) { return value }
        throw invalid(node, "expected a number \(NumberLimits.describe(range)) (or a metric name), not \(text.quotedForMessage)")
    }

    private func integer(_ node: Node) throws(LayoutFileError) -> Int {
        let text = try string(node)
        guard let value = Int(text), value >= 0 else { throw invalid(node, "expected a whole number ≥ 0, not \(text.quotedForMessage)") }
        return value
    }

    private func bool(_ node: Node) throws(LayoutFileError) -> Bool {
        guard let value = node.bool else { throw invalid(node, "expected true or false, not \((node.string ?? "").quotedForMessage)") }
        return value
    }

    private func priority(_ node: Node) throws(LayoutFileError) -> Priority {
        let text = try string(node)
        if let named = EquationParser.priorityNames[text] { return named }
        let priority = Priority(Float(try number(node)))
        guard priority.isValid else { throw invalid(node, "priority \(text) is outside 1...1000") }
        return priority
    }

    private func numbers(_ node: Node, count: Int, _ what: String) throws(LayoutFileError) -> [Double] {
        let parts: [Node]
        if case let .sequence(list) = node {
            parts = Array(list)
        } else {
            let text = try string(node)
            let values = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard values.count == count, values.allSatisfy({ $0.map(NumberLimits.points.contains) == true }) else {
                throw invalid(node, "expected \(what), each a number \(NumberLimits.describe(NumberLimits.points))")
            }
            return values.map { $0! }
        }
        guard parts.count == count else { throw invalid(node, "expected \(what)") }
        var values: [Double] = []
        for part in parts { values.append(try number(part)) }
        return values
    }

    private func size(_ node: Node) throws(LayoutFileError) -> Size {
        let text = try string(node)
        guard let size = Size(parsing: text) else {
            throw invalid(node, "expected a size as WIDTHxHEIGHT (e.g. 120x44), each greater than 0 and at most 1,000,000, not \(text.quotedForMessage)")
        }
        return size
    }

    /// `120x44`, `nonex44`, `none`, or `{width: 120, height: none}`.
    private func intrinsicSize(_ node: Node) throws(LayoutFileError) -> IntrinsicSize {
        func axis(_ text: String, _ at: Node) throws(LayoutFileError) -> Double? {
            if text == "none" { return nil }
            guard let value = Double(text), NumberLimits.lengths.contains(value) else {
                throw invalid(at, "expected an intrinsic size as WIDTHxHEIGHT where each is none or a number "
                    + "\(NumberLimits.describe(NumberLimits.lengths)), not \(text.quotedForMessage)")
            }
            return value
        }
        if case .mapping = node {
            let fields = try mapping(node, "intrinsicSize", keys: ["width", "height"])
            return IntrinsicSize(width: try optional(fields["width"]) { (node: Node) throws(LayoutFileError) in try axis(try string(node), node) } ?? nil,
                                 height: try optional(fields["height"]) { (node: Node) throws(LayoutFileError) in try axis(try string(node), node) } ?? nil)
        }
        let text = try string(node)
        if text == "none" { return .none }
        let parts = text.split(separator: "x").map(String.init)
        guard parts.count == 2 else {
            throw invalid(node, "expected an intrinsic size as WIDTHxHEIGHT where each is a number or none, not \(text.quotedForMessage)")
        }
        return IntrinsicSize(width: try axis(parts[0], node), height: try axis(parts[1], node))
    }

    /// `17`, `headline`, or `{size: 17, bold: true}`.
    private func font(_ node: Node) throws(LayoutFileError) -> Font {
        if case .mapping = node {
            let fields = try mapping(node, "font", keys: ["size", "bold", "style"])
            var font = Font.body
            if let style = fields["style"] { font = try self.font(style) }
            if let size = fields["size"] { font.pointSize = try number(size, in: NumberLimits.fontSizes) }
            if let bold = fields["bold"] { font.isBold = try self.bool(bold) }
            return font
        }
        let text = try string(node)
        if let size = Double(text) {
            guard NumberLimits.fontSizes.contains(size) else {
                throw invalid(node, "expected a font size \(NumberLimits.describe(NumberLimits.fontSizes)) points, not \(text.quotedForMessage)")
            }
            return Font(size: size)
        }
        guard let style = Font(textStyle: text) else {
            throw invalid(node, "expected a font size in points or a text style (\(Font.textStyles.map(\.name).joined(separator: ", "))), not \(text.quotedForMessage)")
        }
        return style
    }

    /// `8` (every edge), `{top, leading, bottom, trailing}` or `{top, left, bottom, right}`.
    private func margins(_ node: Node) throws(LayoutFileError) -> LayoutMargins {
        if case .scalar = node { return .directional(DirectionalEdgeInsets(all: try number(node))) }
        let fields = try mapping(node, "margins", keys: ["top", "leading", "bottom", "trailing", "left", "right"])
        func value(_ key: String) throws(LayoutFileError) -> Double {
            try optional(fields[key]) { (node: Node) throws(LayoutFileError) in try number(node) } ?? 0
        }
        if fields["left"] != nil || fields["right"] != nil {
            guard fields["leading"] == nil, fields["trailing"] == nil else {
                throw invalid(node, "margins use leading/trailing or left/right, not both")
            }
            return .physical(EdgeInsets(top: try value("top"), left: try value("left"), bottom: try value("bottom"), right: try value("right")))
        }
        return .directional(DirectionalEdgeInsets(top: try value("top"), leading: try value("leading"),
                                                  bottom: try value("bottom"), trailing: try value("trailing")))
    }

    /// `750` for both axes or `{horizontal: 250, vertical: 750}`.
    private func axisPriorities(_ node: Node) throws(LayoutFileError) -> AxisPriorities {
        if case .scalar = node { return AxisPriorities(try priority(node)) }
        let fields = try mapping(node, "priorities", keys: ["horizontal", "vertical"])
        guard let horizontal = fields["horizontal"], let vertical = fields["vertical"] else {
            throw invalid(node, "give both horizontal: and vertical:, or one number for both")
        }
        return AxisPriorities(horizontal: try priority(horizontal), vertical: try priority(vertical))
    }

    private func autoresizingMask(_ node: Node) throws(LayoutFileError) -> AutoresizingMask {
        let names: [Node]
        if case let .sequence(list) = node { names = Array(list) } else if node.null != nil { names = [] } else { names = [node] }
        var mask: AutoresizingMask = []
        for nameNode in names {
            let name = try string(nameNode)
            guard let flag = AutoresizingMask.names.first(where: { $0.name == name })?.flag else {
                throw invalid(nameNode, "unknown autoresizing flag \(name.quotedForMessage); expected \(AutoresizingMask.names.map(\.name).joined(separator: ", "))")
            }
            mask.insert(flag)
        }
        return mask
    }

    /// `container: {navigationBar: standard, tabBar: true, toolbar: false}`, or for a root that
    /// is not a view controller's view `container: {kind: tableCell, accessoryWidth: 26.5, height: 44}`.
    private mutating func readContainer(_ node: Node) throws(LayoutFileError) {
        let fields = try mapping(node, "container", keys: Self.containerKeys)
        var bars = BarSet()
        if let value = fields["navigationBar"] { bars.navigationBar = try oneOf(value, BarSet.NavigationBar.self, "navigationBar") }
        if let value = fields["tabBar"] { bars.tabBar = try bool(value) }
        if let value = fields["toolbar"] { bars.toolbar = try bool(value) }
        layout.bars = bars
        let kind = try optional(fields["kind"]) { (node: Node) throws(LayoutFileError) in try oneOf(node, RootContainer.Kind.self, "container kind") }
        let accessoryWidth = try optional(fields["accessoryWidth"]) { (node: Node) throws(LayoutFileError) in try number(node, in: NumberLimits.lengths) }
        switch kind ?? .viewController {
        case .viewController: layout.rootContainer = .viewController
        case .tableCell: layout.rootContainer = .tableCell(accessoryWidth: accessoryWidth ?? 0)
        case .plain: layout.rootContainer = .plain
        }
        if let accessory = fields["accessoryWidth"], kind != .tableCell {
            throw invalid(accessory, "accessoryWidth applies to a table cell only (kind: tableCell)")
        }
        if let height = fields["height"] {
            layout.fixedRootHeight = try number(height, in: NumberLimits.lengths)
        }
    }

    private func orientationMask(_ node: Node) throws(LayoutFileError) -> OrientationMask {
        let names: [Node]
        if case let .sequence(list) = node { names = Array(list) } else { names = [node] }
        var mask: OrientationMask = []
        for nameNode in names {
            let name = try string(nameNode)
            guard let named = OrientationMask(named: name) else {
                throw invalid(nameNode, "unknown orientation \(name.quotedForMessage); expected \(OrientationMask.namedMasks.map(\.name).joined(separator: ", "))")
            }
            mask.formUnion(named)
        }
        return mask
    }

    private func oneOf<Value: RawRepresentable & CaseIterable>(_ node: Node, _ type: Value.Type, _ what: String) throws(LayoutFileError) -> Value
    where Value.RawValue == String {
        let text = try string(node)
        guard let value = Value(rawValue: text) else {
            throw invalid(node, "unknown \(what) \(text.quotedForMessage); expected one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }
}
