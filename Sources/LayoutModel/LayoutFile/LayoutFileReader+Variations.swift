import ConstraintSolver
import TrellisBase
import Yams

// The `variations:` section: per-size-class changes to constraints and views.
extension LayoutFileReader {
    func readVariation(_ node: Node) throws(LayoutFileError) -> Variation {
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
            variation.activations = try byConstraintIdentifier(active, "active (constraint id: true to install it, false to uninstall it)") {
                (node: Node) throws(LayoutFileError) in try bool(node)
            }
        }
        if let constants = fields["constants"] {
            variation.constants = try byConstraintIdentifier(constants, "constants (constraint id: new constant)") {
                (node: Node) throws(LayoutFileError) in try number(node)
            }
        }
        if let priorities = fields["priorities"] {
            variation.priorities = try byConstraintIdentifier(priorities, "priorities (constraint id: new priority)") {
                (node: Node) throws(LayoutFileError) in try priority(node)
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

    /// `constraint id: value` pairs in the order written; every id must name a constraint.
    func byConstraintIdentifier<Value>(
        _ node: Node, _ what: String, _ value: (Node) throws(LayoutFileError) -> Value
    ) throws(LayoutFileError) -> [(String, Value)] {
        var values: [(String, Value)] = []
        for (key, valueNode) in try pairs(node, what) {
            let identifier = try string(key)
            try requireIdentifier(identifier, key)
            values.append((identifier, try value(valueNode)))
        }
        return values
    }

    func requireIdentifier(_ identifier: String, _ node: Node) throws(LayoutFileError) {
        let known = layout.constraints.contains { $0.identifier == identifier }
            || layout.variations.contains { $0.addedConstraints.contains { $0.identifier == identifier } }
        guard known else { throw .layout(.unknownConstraintIdentifier(identifier, source: location(node))) }
    }
}
