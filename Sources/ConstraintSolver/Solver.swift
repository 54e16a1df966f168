/// An incremental Cassowary solver with Auto Layout's priority semantics.
///
/// Required constraints (priority 1000) always hold; adding one that contradicts them throws
/// ``SolverError/unsatisfiable(constraint:conflictingSet:)`` and leaves the solver unchanged.
/// Optional constraints are met in strict priority order, each level minimising the sum of its
/// constraints' errors. Adding and removing constraints and suggesting edit values re-solve
/// incrementally (primal simplex after an add or remove, dual simplex after an edit); the one
/// exception is removing a required equality (see ``remove(_:)``).
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 20)
/// try solver.add(width >= 100)
/// try solver.add((left + width == 300).withPriority(.defaultHigh))
/// solver.value(of: width)  // 280
/// ```
public final class Solver {
    var state: SolverState

    public init() { state = SolverState(explainsConflicts: true) }

    private init(state: SolverState) { self.state = state }

    /// An independent solver in this one's state: constraints, edit variables and solution.
    /// Changing either leaves the other as it was (the state is a value; constraints are shared,
    /// being immutable). For asking "what if" without disturbing a solver another answer depends on.
    public func copy() -> Solver { Solver(state: state) }

    // MARK: - Constraints

    /// Adds a constraint. Throws, leaving the solver unchanged, for a duplicate, an invalid priority
    /// or number, or a required constraint that contradicts the required ones present.
    public func add(_ constraint: Constraint) throws(SolverError) { try state.add(constraint) }

    /// Adds a constraint if the required constraints present allow it, and says whether it did;
    /// otherwise the solver is unchanged. For a probe that asks only whether a constraint can
    /// hold: unlike `add`, a conflict is not explained (finding the irreducible set of constraints
    /// it conflicts with takes many throwaway solvers).
    public func addIfItHolds(_ constraint: Constraint) -> Bool {
        do throws(SolverError) {
            try state.addUnexplained(constraint)
            return true
        } catch {
            return false
        }
    }

    /// Removes a constraint. The re-solve is incremental, except for a required equality, which
    /// carries no marker in the tableau (that is what keeps rows sparse): removing one solves again
    /// from the constraints that remain.
    public func remove(_ constraint: Constraint) throws(SolverError) { try state.remove(constraint) }

    public func has(_ constraint: Constraint) -> Bool { state.has(constraint) }

    /// The constraints in the solver, in the order they were added (edit variables excluded).
    public var constraints: [Constraint] { state.constraints }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: a value suggested for it holds at `priority`.
    /// Its initial value is its current one; a required edit variable must then always hold.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try state.addEditVariable(variable, priority: priority)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try state.removeEditVariable(variable)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { state.hasEditVariable(variable) }

    /// Moves an edit variable to `value` and re-solves with the dual simplex (no rebuild). A
    /// required edit value that the required constraints forbid throws and changes nothing.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try state.suggestValue(value, for: variable)
    }

    /// Moves several edit variables at once and re-solves once: cheaper than one
    /// `suggestValue` each when a whole screen changes. If a required value is forbidden, throws
    /// for the first such suggestion and changes nothing.
    public func suggestValues(_ suggestions: [(variable: Variable, value: Double)]) throws(SolverError) {
        try state.suggestValues(suggestions)
    }

    // MARK: - Values

    /// The variable's value in the current solution (0 for a variable the solver has not seen).
    public func value(of variable: Variable) -> Double { state.value(of: variable) }

    /// The values of many variables at once (cheaper than one `value(of:)` call each).
    public func values(of variables: [Variable]) -> [Double] { state.values(of: variables) }

    /// The variables of `variables` that are not uniquely determined, in the order given.
    public func ambiguousVariables(among variables: [Variable]) -> [Variable] {
        state.ambiguousVariables(among: variables)
    }

    public func isAmbiguous(_ variable: Variable) -> Bool { !ambiguousVariables(among: [variable]).isEmpty }

    /// The positions in `expressions` of those whose value is not uniquely determined, in order.
    /// A difference of two variables (a view's edge less its superview's) is determined when
    /// both move together, even if each alone is not.
    public func ambiguousExpressions(_ expressions: [Expression]) -> [Int] {
        state.ambiguousExpressions(expressions)
    }

    /// The expressions of `expressions` whose value is not uniquely determined, in order, each
    /// with the freedoms it moves with: expressions that share a freedom are opened by the same
    /// missing constraint.
    public func openExpressions(_ expressions: [Expression]) -> [OpenExpression] {
        state.openExpressions(expressions)
    }

    /// Whether every optimal solution gives each of `variables` the value the current one gives.
    /// False where a tie may hide behind a degenerate vertex, which `ambiguousVariables` does not
    /// report: a solver that reached the optimum by other pivots might land elsewhere.
    public func determinesUniquely(_ variables: [Variable]) -> Bool { state.determinesUniquely(variables) }

    /// The values of `variables` if `variable` moved by `delta` along the one free parameter it
    /// depends on (a position nothing pins, say); nil when it depends on none or on several.
    /// Exactly what adding `variable >= value + delta` and solving would give, at the cost of
    /// reading a few rows instead of changing the tableau.
    public func valuesAlongFreeParameter(of variable: Variable, by delta: Double, reading variables: [Variable]) -> [Double]? {
        state.valuesAlongFreeParameter(of: Expression(variable), by: delta, reading: variables)
    }

    /// The same for an expression: the values of `variables` if `expression` moved by `delta`
    /// along the one free parameter it depends on.
    public func valuesAlongFreeParameter(of expression: Expression, by delta: Double, reading variables: [Variable]) -> [Double]? {
        state.valuesAlongFreeParameter(of: expression, by: delta, reading: variables)
    }

    /// Forgets every constraint and edit variable.
    public func reset() { state.reset() }
}
