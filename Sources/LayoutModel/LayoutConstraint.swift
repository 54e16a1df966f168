import ConstraintSolver
import TrellisBase

/// `item1.attr1 relation multiplier × item2.attr2 + constant @ priority`: one
/// `NSLayoutConstraint`, naming its items by view name.
public struct LayoutConstraint: Sendable, Hashable, CustomStringConvertible {
    /// The constraint's identifier, as `NSLayoutConstraint.identifier`; variations find
    /// constraints by it.
    public var identifier: String?
    public var firstItem: LayoutItem
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    /// nil for a size held to a constant (`width == 44`).
    public var secondItem: LayoutItem?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    public var constant: Double
    public var priority: Priority
    public var isActive: Bool
    /// Where the constraint was written, for messages.
    public var source: SourceLocation?

    public init(
        item firstItem: LayoutItem, attribute firstAttribute: LayoutAttribute,
        relatedBy relation: Relation = .equal,
        toItem secondItem: LayoutItem? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
        identifier: String? = nil, isActive: Bool = true, source: SourceLocation? = nil
    ) {
        self.identifier = identifier
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isActive = isActive
        self.source = source
    }

    /// The views the constraint names (guides count as their owner).
    public var viewNames: [String] {
        [firstItem.viewName] + (secondItem.map { [$0.viewName] } ?? [])
    }

    /// The equation as a layout file writes it: `button2.leading == button1.trailing + 8 @750`.
    public var equation: String { equation(numbers: formatPoints) }

    /// The equation with its multiplier and constant written by `numbers` (exact digits for a
    /// layout file that must read back the same, thousandths for a message).
    public func equation(numbers: (Double) -> String) -> String {
        var text = "\(firstItem).\(firstAttribute) \(relation) "
        if let secondItem {
            if multiplier != 1 { text += "\(numbers(multiplier)) * " }
            text += "\(secondItem).\(secondAttribute)"
            if constant > 0 { text += " + \(numbers(constant))" }
            if constant < 0 { text += " - \(numbers(-constant))" }
        } else {
            text += numbers(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// `'identifier' equation`, or the equation alone.
    public var description: String {
        if let identifier { return "'\(identifier)' \(equation)" }
        return equation
    }
}
