import ConstraintSolver
import Foundation
import LayoutModel
import TrellisBase

/// Makes `<constraint>` elements into `LayoutConstraint`s: an omitted `firstItem` is the view
/// that holds the constraint, multipliers are read in all three forms Xcode writes, ids become
/// views or layout guides, and UIKit's scroll-view rule is applied.
struct IBConstraintReader {
    /// Views and layout guides by IB id.
    var items: [String: LayoutItem]
    /// Names of scroll views (scroll, table, collection and text views).
    var scrollViews: Set<String>
    /// The view tree the constraints relate, for which views lie inside a scroll view.
    var layout: Layout

    /// Whether the element is a design-time `placeholder` constraint (removed at build time).
    static func isPlaceholder(_ node: IBNode) -> Bool { node["placeholder"] == "YES" }

    /// The constraint the element describes.
    func constraint(_ node: IBNode, owner: String) throws(IBImportError) -> LayoutConstraint {
        let id = node["id"] ?? "?"
        let label = "'\(id)'"
        let first = try item(node["firstItem"], owner: owner, node: node, label: label)
        let firstAttribute = try attribute(node, "firstAttribute", required: true)
        var second: LayoutItem?
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let secondID = node["secondItem"] {
            second = try item(secondID, owner: owner, node: node, label: label)
            secondAttribute = try attribute(node, "secondAttribute", required: true)
        } else if node["secondAttribute"] != nil {
            throw .invalidConstraint(node.location, constraint: label, reason: "secondAttribute without secondItem")
        }
        var constraint = LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: try relation(node), toItem: second, attribute: secondAttribute,
            multiplier: try multiplier(node), constant: try number(node, "constant") ?? 0,
            priority: try priority(node), identifier: id, source: node.location)
        applyScrollViewRule(&constraint)
        return constraint
    }

    /// UIKit's rule: between an edge of a scroll view and an edge of a view inside it, the scroll
    /// view's edge is its content's edge. Sizes and centres stay the scroll view's frame.
    private func applyScrollViewRule(_ constraint: inout LayoutConstraint) {
        guard let second = constraint.secondItem,
              case let .view(firstName) = constraint.firstItem, case let .view(secondName) = second else { return }
        func isEdge(_ attribute: LayoutAttribute) -> Bool {
            [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute)
        }
        if scrollViews.contains(firstName), isDescendant(secondName, of: firstName),
           isEdge(constraint.firstAttribute), isEdge(constraint.secondAttribute) {
            constraint.firstItem = .guide(.scrollContent, owner: firstName)
        } else if scrollViews.contains(secondName), isDescendant(firstName, of: secondName),
                  isEdge(constraint.firstAttribute), isEdge(constraint.secondAttribute) {
            constraint.secondItem = .guide(.scrollContent, owner: secondName)
        }
    }

    private func isDescendant(_ name: String, of ancestor: String) -> Bool {
        layout.ancestors(of: name).dropFirst().contains(ancestor)
    }

    private func item(_ id: String?, owner: String, node: IBNode, label: String) throws(IBImportError) -> LayoutItem {
        guard let id else { return .view(owner) }
        guard let item = items[id] else { throw .unknownItem(node.location, constraint: label, id: id) }
        return item
    }

    private func attribute(_ node: IBNode, _ key: String, required: Bool) throws(IBImportError) -> LayoutAttribute {
        guard let text = node[key] else {
            throw .invalidConstraint(node.location, constraint: "'\(node["id"] ?? "?")'", reason: "it has no \(key)")
        }
        guard let attribute = LayoutAttribute(name: text), attribute != .notAnAttribute else {
            throw .invalidValue(node.location, element: node.name, attribute: key, value: text,
                                expected: "an attribute such as leading, top, width, centerX, leadingMargin or firstBaseline")
        }
        return attribute
    }

    private func relation(_ node: IBNode) throws(IBImportError) -> Relation {
        switch node["relation"] {
        case nil: return .equal
        case "greaterThanOrEqual": return .greaterThanOrEqual
        case "lessThanOrEqual": return .lessThanOrEqual
        case let other?:
            throw .invalidValue(node.location, element: node.name, attribute: "relation", value: other,
                                expected: "greaterThanOrEqual or lessThanOrEqual (absent: equal)")
        }
    }

    /// `0.5`, `16:9` or `1/2`.
    private func multiplier(_ node: IBNode) throws(IBImportError) -> Double {
        guard let text = node["multiplier"] else { return 1 }
        // Xcode keeps what was typed into the inspector: `3:2`, `3: 2`, ` 1/2`.
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let value: Double?
        switch parts.count {
        case 1: value = parts[0]
        case 2: value = parts[0].flatMap { numerator in parts[1].flatMap { $0 == 0 ? nil : numerator / $0 } }
        default: value = nil
        }
        guard let value, value.isFinite, NumberLimits.multipliers.contains(value) else {
            throw .invalidValue(node.location, element: node.name, attribute: "multiplier", value: text,
                                expected: "a number, a ratio such as 16:9 or a fraction such as 1/2")
        }
        return value
    }

    private func priority(_ node: IBNode) throws(IBImportError) -> Priority {
        guard let text = node["priority"] else { return .required }
        guard let value = Double(text), (1...1000).contains(value) else {
            throw .invalidValue(node.location, element: node.name, attribute: "priority", value: text, expected: "a number from 1 to 1000")
        }
        return Priority(Float(value))
    }

    func number(_ node: IBNode, _ key: String) throws(IBImportError) -> Double? {
        try IBNumbers.value(node, key, in: NumberLimits.points)
    }
}
