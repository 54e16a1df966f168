/// Everything the solver refuses, each with a message a user can act on.
///
/// After any of these the solver is exactly as it was before the call that threw.
public enum SolverError: Error, Sendable, CustomStringConvertible, Equatable {
    /// Adding `constraint` (required) would contradict required constraints already present.
    /// `conflictingSet` is irreducible: it includes `constraint` itself, and removing any one
    /// member makes the rest satisfiable. Listed in the order the constraints were added.
    case unsatisfiable(constraint: Constraint, conflictingSet: [Constraint])
    /// Suggesting `value` for a required edit variable contradicts required constraints.
    case unsatisfiableEdit(variable: Variable, value: Double)
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A coefficient or the constant is NaN or infinite.
    case nonFiniteValue(Constraint)
    /// A priority outside 1...1000, NaN or infinite (`constraint` is nil for an edit variable).
    case invalidPriority(Priority, constraint: Constraint?)
    /// `addEditVariable` for a variable that already is one.
    case duplicateEditVariable(Variable)
    /// `suggestValue` or `removeEditVariable` for a variable that is not an edit variable.
    case unknownEditVariable(Variable)
    /// A suggested value is NaN or infinite.
    case nonFiniteSuggestion(variable: Variable, value: Double)

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, set):
            let list = set.map { "    \($0)" }.joined(separator: "\n")
            return "Unable to satisfy the required constraint \(constraint); it conflicts with:\n\(list)"
        case let .unsatisfiableEdit(variable, value):
            return "Unable to set required edit variable \(variable) to \(formatNumber(value)): "
                + "the required constraints do not allow that value."
        case let .duplicateConstraint(constraint):
            return "The constraint \(constraint) has already been added to this solver."
        case let .unknownConstraint(constraint):
            return "The constraint \(constraint) is not in this solver."
        case let .nonFiniteValue(constraint):
            return "The constraint \(constraint) has a coefficient or constant that is NaN or infinite."
        case let .invalidPriority(priority, constraint?):
            return "The constraint \(constraint) has priority \(priority); priorities must be 1...1000."
        case let .invalidPriority(priority, nil):
            return "Edit priority \(priority) is invalid; priorities must be 1...1000."
        case let .duplicateEditVariable(variable):
            return "\(variable) is already an edit variable."
        case let .unknownEditVariable(variable):
            return "\(variable) is not an edit variable; call addEditVariable first."
        case let .nonFiniteSuggestion(variable, value):
            return "The value \(value) suggested for \(variable) is not a finite number."
        }
    }

    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        lhs.description == rhs.description && lhs.constraintIdentities == rhs.constraintIdentities
    }

    private var constraintIdentities: [ObjectIdentifier] {
        switch self {
        case let .unsatisfiable(constraint, set): ([constraint] + set).map(ObjectIdentifier.init)
        case let .duplicateConstraint(c), let .unknownConstraint(c), let .nonFiniteValue(c):
            [ObjectIdentifier(c)]
        case let .invalidPriority(_, c?): [ObjectIdentifier(c)]
        default: []
        }
    }
}
