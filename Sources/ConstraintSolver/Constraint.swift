import Synchronization

/// The relation between a constraint's expression and zero.
public enum Relation: String, Sendable, CustomStringConvertible {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    public var description: String { rawValue }
}

/// `expression relation 0` at a priority: one linear equation or inequality.
///
/// A constraint is an immutable reference: the solver knows it by identity, so the same
/// equation built twice is two constraints. `x + 8 == y` builds `x + 8 - y == 0`; the original
/// sides are kept for messages.
public final class Constraint: Sendable, CustomStringConvertible {
    /// Unique among all constraints made in this process; how solvers look a constraint up.
    public let id: Int
    /// The constraint is `expression relation 0`.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority
    /// A name for diagnostics (a tag, a UIKit identifier); not interpreted.
    public let identifier: String?
    /// How the constraint was written, for messages (`x + 8 == y`); nil: `expression relation 0`.
    let writtenForm: String?
    private let writtenSides: (Expression, Expression)?

    /// How the constraint was written, for messages: `x + 8 == y`.
    public var written: String {
        if let writtenForm { return writtenForm }
        if let (lhs, rhs) = writtenSides { return "\(lhs) \(relation) \(rhs)" }
        return "\(expression) \(relation) 0"
    }

    public init(
        _ expression: Expression, _ relation: Relation, priority: Priority = .required,
        identifier: String? = nil, written: String? = nil
    ) {
        self.id = Constraint.nextID.add(1, ordering: .relaxed).oldValue
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
        self.writtenForm = written
        self.writtenSides = nil
    }

    init(sides lhs: Expression, _ relation: Relation, _ rhs: Expression) {
        self.id = Constraint.nextID.add(1, ordering: .relaxed).oldValue
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = .required
        self.identifier = nil
        self.writtenForm = nil
        self.writtenSides = (lhs, rhs)
    }

    private static let nextID = Atomic<Int>(0)

    /// The same equation at another priority (a new constraint).
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, identifier: identifier, written: written)
    }

    /// The same equation with a name for diagnostics (a new constraint).
    public func withIdentifier(_ identifier: String) -> Constraint {
        Constraint(expression, relation, priority: priority, identifier: identifier, written: written)
    }

    public var description: String {
        let name = identifier.map { "\($0): " } ?? ""
        let strength = priority.isRequired ? "" : " @\(priority)"
        return "\(name)\(written)\(strength)"
    }
}

func makeConstraint(_ lhs: Expression, _ relation: Relation, _ rhs: Expression) -> Constraint {
    Constraint(sides: lhs, relation, rhs)
}

// MARK: - Relations

public func == (lhs: Expression, rhs: Expression) -> Constraint { makeConstraint(lhs, .equal, rhs) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }

public func <= (lhs: Expression, rhs: Expression) -> Constraint {
    makeConstraint(lhs, .lessThanOrEqual, rhs)
}
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }

public func >= (lhs: Expression, rhs: Expression) -> Constraint {
    makeConstraint(lhs, .greaterThanOrEqual, rhs)
}
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
