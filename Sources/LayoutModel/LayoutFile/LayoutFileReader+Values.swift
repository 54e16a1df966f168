import ConstraintSolver
import TextMeasurement
import TrellisBase
import YAMLReading
import Yams

// Single values: numbers and metrics, priorities, sizes, fonts, margins, flags and named choices.
extension LayoutFileReader {
    /// A number (or a metric) in `range`; the error names the range.
    func number(_ node: Node, in range: ClosedRange<Double> = NumberLimits.points) throws(LayoutFileError) -> Double {
        let text = try string(node)
        if let value = Double(text) ?? metrics[text], range.contains(value) { return value }
        throw invalid(node, "expected a number \(NumberLimits.describe(range)) (or a metric name), not \(text.quotedForMessage)")
    }

    func integer(_ node: Node) throws(LayoutFileError) -> Int {
        let text = try string(node)
        guard let value = Int(text), value >= 0 else { throw invalid(node, "expected a whole number ≥ 0, not \(text.quotedForMessage)") }
        return value
    }

    func bool(_ node: Node) throws(LayoutFileError) -> Bool {
        guard let value = YAMLDocument.boolean(node) else { throw invalid(node, "expected true or false, not \((node.string ?? "").quotedForMessage)") }
        return value
    }

    func priority(_ node: Node) throws(LayoutFileError) -> Priority {
        let text = try string(node)
        if let named = EquationParser.priorityNames[text] { return named }
        let priority = Priority(Float(try number(node)))
        guard priority.isValid else { throw invalid(node, "priority \(text) is outside 1...1000") }
        return priority
    }

    func numbers(_ node: Node, count: Int, _ what: String) throws(LayoutFileError) -> [Double] {
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

    func size(_ node: Node, allowingZero: Bool = false) throws(LayoutFileError) -> Size {
        let text = try string(node)
        guard let size = Size(parsing: text, allowingZero: allowingZero) else {
            throw invalid(node, "expected a size as WIDTHxHEIGHT (e.g. 120x44), each \(allowingZero ? "from 0" : "greater than 0") "
                + "and at most 1,000,000, not \(text.quotedForMessage)")
        }
        return size
    }

    /// `120x44`, `nonex44`, `none`, or `{width: 120, height: none}`.
    func intrinsicSize(_ node: Node) throws(LayoutFileError) -> IntrinsicSize {
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

    /// `17`, `headline`, `{size: 17, bold: true}`, `{size: 17, weight: semibold}`, or a named font
    /// `{name: Avenir-Book, size: 15}`.
    func font(_ node: Node) throws(LayoutFileError) -> Font {
        if case .mapping = node {
            let fields = try mapping(node, "font", keys: ["size", "bold", "weight", "style", "name"])
            var font = Font.body
            if let style = fields["style"] { font = try self.font(style) }
            if let size = fields["size"] { font.pointSize = try number(size, in: NumberLimits.fontSizes) }
            if fields["bold"] != nil, fields["weight"] != nil {
                throw invalid(node, "a font has bold or weight, not both")
            }
            if let bold = fields["bold"] { font.weight = try self.bool(bold) ? .bold : .regular }
            if let weight = fields["weight"] {
                let text = try string(weight)
                guard let value = FontWeight(rawValue: text) else {
                    throw invalid(weight, "expected a font weight (\(FontWeight.allCases.map(\.rawValue).joined(separator: ", "))), not \(text.quotedForMessage)")
                }
                font.weight = value
            }
            if let name = fields["name"] { font.name = try string(name) }
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
    func margins(_ node: Node) throws(LayoutFileError) -> LayoutMargins {
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
    func axisPriorities(_ node: Node) throws(LayoutFileError) -> AxisPriorities {
        if case .scalar = node { return AxisPriorities(try priority(node)) }
        let fields = try mapping(node, "priorities", keys: ["horizontal", "vertical"])
        guard let horizontal = fields["horizontal"], let vertical = fields["vertical"] else {
            throw invalid(node, "give both horizontal: and vertical:, or one number for both")
        }
        return AxisPriorities(horizontal: try priority(horizontal), vertical: try priority(vertical))
    }

    /// `[flexibleWidth, flexibleTopMargin]`: the flags of an autoresizing mask.
    func autoresizingMask(_ node: Node) throws(LayoutFileError) -> AutoresizingMask {
        try flags(node, AutoresizingMask.names.map { ($0.name, $0.flag) }, kind: "autoresizing flag")
    }

    /// `[top, left]`: edges of a rectangle.
    func edges(_ node: Node) throws(LayoutFileError) -> RectEdges {
        try flags(node, RectEdges.names.map { ($0.name, $0.edge) }, kind: "edge")
    }

    /// A set of flags written as a list of their names (or one name, or nothing).
    private func flags<Flags: OptionSet>(_ node: Node, _ names: [(name: String, flag: Flags)], kind: String) throws(LayoutFileError) -> Flags
        where Flags.Element == Flags {
        var flags: Flags = []
        for nameNode in node.null != nil ? [] : try listOrSingle(node) {
            let name = try string(nameNode)
            guard let flag = names.first(where: { $0.name == name })?.flag else {
                throw invalid(nameNode, "unknown \(kind) \(name.quotedForMessage); expected \(names.map(\.name).joined(separator: ", "))")
            }
            flags.insert(flag)
        }
        return flags
    }

    /// `idioms: [pad]`: one or both device families.
    func idiomSet(_ node: Node) throws(LayoutFileError) -> Set<Idiom> {
        let names = Idiom.allCases.map(\.rawValue).joined(separator: ", ")
        var idioms = Set<Idiom>()
        for nameNode in try listOrSingle(node) {
            let name = try string(nameNode)
            guard let idiom = Idiom(rawValue: name) else { throw invalid(nameNode, "unknown idiom \(name.quotedForMessage); expected one of \(names)") }
            idioms.insert(idiom)
        }
        guard !idioms.isEmpty else { throw invalid(node, "idioms needs at least one of \(names)") }
        return idioms
    }

    func orientationMask(_ node: Node) throws(LayoutFileError) -> OrientationMask {
        var mask: OrientationMask = []
        for nameNode in try listOrSingle(node) {
            let name = try string(nameNode)
            guard let named = OrientationMask(named: name) else {
                throw invalid(nameNode, "unknown orientation \(name.quotedForMessage); expected \(OrientationMask.namedMasks.map(\.name).joined(separator: ", "))")
            }
            mask.formUnion(named)
        }
        return mask
    }

    func oneOf<Value: RawRepresentable & CaseIterable>(_ node: Node, _ type: Value.Type, _ what: String) throws(LayoutFileError) -> Value
    where Value.RawValue == String {
        let text = try string(node)
        guard let value = Value(rawValue: text) else {
            throw invalid(node, "unknown \(what) \(text.quotedForMessage); expected one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }
}
