import ConstraintSolver
import TrellisBase
import Yams

// The `constraints:` section (and a variation's `add:`): equations, VFL strings and mappings.
extension LayoutFileReader {
    func readConstraints(_ node: Node) throws(LayoutFileError) -> [LayoutConstraint] {
        guard case let .sequence(list) = node else {
            throw invalid(node, "constraints must be a list of equations, VFL strings or mappings")
        }
        var made: [LayoutConstraint] = []
        for entry in list { made += try readConstraint(entry) }
        return made
    }

    func readConstraint(_ node: Node) throws(LayoutFileError) -> [LayoutConstraint] {
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
                for nameNode in try listOrSingle(optionsNode) {
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

    func isVisualFormat(_ text: String) -> Bool {
        text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
    }

    /// Column of character `offset` of a scalar's text: quoted scalars start one column later.
    func location(of node: Node, offset: Int) -> SourceLocation {
        var place = location(node)
        if case let .scalar(scalar) = node, scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
            place.column += 1
        }
        place.column += offset
        return place
    }

    func equation(_ node: Node) throws(LayoutFileError) -> LayoutConstraint {
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

    func visualFormat(_ node: Node, options: VisualFormatOptions, metrics: [String: Double]) throws(LayoutFileError) -> [LayoutConstraint] {
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
}
