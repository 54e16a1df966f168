import ConstraintSolver
import Testing

@Suite("Bad input is refused with a typed error, and changes nothing")
struct BadInputTests {
    /// Runs `body`, expects `expected`, and checks the solver's values and constraints did not move.
    func expectRefusal(
        _ expected: String, in solver: Solver, watching variables: [Variable],
        _ body: () throws(SolverError) -> Void
    ) {
        let values = solver.values(of: variables).map(\.bitPattern)
        let count = solver.constraints.count
        do throws(SolverError) {
            try body()
            Issue.record("expected: \(expected)")
        } catch {
            #expect(error.description == expected)
        }
        #expect(solver.values(of: variables).map(\.bitPattern) == values)
        #expect(solver.constraints.count == count)
    }

    func populated() throws -> (Solver, Variable, Variable) {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 10)
        try solver.add((y == x + 4).withPriority(.defaultHigh))
        return (solver, x, y)
    }

    @Test("Non-finite coefficients and constants")
    func nonFinite() throws {
        let (solver, x, y) = try populated()
        expectRefusal("The constraint x == inf has a coefficient or constant that is NaN or infinite.", in: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.add(x == .infinity)
        }
        expectRefusal("The constraint nan*x == 3 has a coefficient or constant that is NaN or infinite.", in: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.add(Double.nan * x == 3)
        }
    }

    @Test("Priorities outside 1...1000", arguments: [Float(0), 1001, -5, .nan, .infinity])
    func invalidPriority(value: Float) throws {
        let (solver, x, y) = try populated()
        let constraint = (y >= 0).withPriority(Priority(value))
        expectRefusal("The constraint y >= 0 @\(Priority(value)) has priority \(Priority(value)); priorities must be 1...1000.", in: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.add(constraint)
        }
        expectRefusal("Edit priority \(Priority(value)) is invalid; priorities must be 1...1000.", in: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.addEditVariable(y, priority: Priority(value))
        }
    }

    @Test("Removing a constraint that is not there")
    func removeAbsent() throws {
        let (solver, x, y) = try populated()
        expectRefusal("The constraint y <= 3 is not in this solver.", in: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.remove(y <= 3)
        }
    }

    @Test("Adding the same constraint twice")
    func duplicate() throws {
        let (solver, x, y) = try populated()
        let constraint = y >= 1
        try solver.add(constraint)
        expectRefusal("The constraint y >= 1 has already been added to this solver.", in: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.add(constraint)
        }
    }

    @Test("Edit-variable misuse")
    func editMisuse() throws {
        let (solver, x, y) = try populated()
        expectRefusal("y is not an edit variable; call addEditVariable first.", in: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.suggestValue(3, for: y)
        }
        expectRefusal("y is not an edit variable; call addEditVariable first.", in: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.removeEditVariable(y)
        }
        try solver.addEditVariable(y, priority: .defaultLow)
        expectRefusal("y is already an edit variable.", in: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.addEditVariable(y, priority: .required)
        }
        expectRefusal("The value nan suggested for y is not a finite number.", in: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.suggestValue(.nan, for: y)
        }
    }
}
