import ConstraintSolver

/// A constraint-system file turned into solver objects and solved.
public struct SystemSolve {
    public let file: ConstraintSystemFile
    public let solver: Solver
    public let variables: [Variable]
    /// Indices of the constraints the solver refused as unsatisfiable, in file order.
    public private(set) var rejected: [Int] = []
    /// The error for the first refused constraint.
    public private(set) var firstConflict: SolverError?

    /// Builds and solves the system from scratch, as `kiwi_bench.py` does: edit variables first (at
    /// their initial values), then every constraint in file order. A required constraint that
    /// conflicts is skipped (Auto Layout breaks it and goes on) and recorded in `rejected`.
    public init(_ file: ConstraintSystemFile) throws(SolverError) {
        self.file = file
        solver = Solver()
        variables = file.variables.map { Variable($0) }
        if let edits = file.edits {
            for (k, index) in edits.variables.enumerated() {
                try solver.addEditVariable(variables[index], priority: Priority(edits.priority))
                try solver.suggestValue(edits.initial[k], for: variables[index])
            }
        }
        for (i, entry) in file.constraints.enumerated() {
            do throws(SolverError) {
                try solver.add(makeConstraint(entry))
            } catch {
                guard case .unsatisfiable = error else { throw error }
                rejected.append(i)
                if firstConflict == nil { firstConflict = error }
            }
        }
    }

    private func makeConstraint(_ entry: ConstraintSystemFile.Entry) -> Constraint {
        let expression = Expression(
            terms: entry.terms.map { Term(variables[$0.index], $0.coefficient) }, constant: entry.constant)
        return Constraint(expression, entry.relation, priority: Priority(entry.priority), identifier: entry.tag)
    }

    /// Every variable's value, in file order.
    public func values() -> [Double] { solver.values(of: variables) }

    /// Suggests one tuple of edit values and re-solves.
    public func applyEdit(_ tuple: [Double]) throws(SolverError) {
        guard let edits = file.edits else { return }
        for (k, index) in edits.variables.enumerated() {
            try solver.suggestValue(tuple[k], for: variables[index])
        }
    }

    /// The tags of the first conflict, in file order (edit variables as `edit <name>`).
    public var conflictTags: [String] {
        guard case let .unsatisfiable(_, set)? = firstConflict else { return [] }
        return set.compactMap(\.identifier)
    }
}
