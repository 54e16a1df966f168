import ConstraintSolver
import Testing

@Suite("Solving required and optional constraints")
struct SolverBasicsTests {
    @Test("The README example")
    func readmeExample() throws {
        // Keep in step with the "Solver" section of README.md.
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.add(left == 20)
        try solver.add(width >= 100)
        try solver.add((left + width == 300).withPriority(.defaultHigh))
        #expect(solver.value(of: width) == 280)
        #expect(solver.value(of: left) == 20)
    }

    @Test("Required equalities chain through substitution")
    func requiredEqualities() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(x == 10)
        try solver.add(y == x + 8)
        try solver.add(z == 2 * y - x)
        #expect(solver.values(of: [x, y, z]) == [10, 18, 26])
    }

    @Test("A required inequality bounds an optional wish")
    func inequalityBoundsWish() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.add(width <= 120)
        try solver.add((width == 200).withPriority(.defaultLow))
        #expect(solver.value(of: width) == 120)
    }

    @Test("A satisfied optional inequality costs nothing")
    func satisfiedInequalityIsFree() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x >= 10).withPriority(.defaultHigh))
        try solver.add((x == 50).withPriority(100))
        #expect(solver.value(of: x) == 50)
    }

    @Test("A violated optional inequality costs its violation")
    func violatedInequalityCosts() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x <= 10).withPriority(500))
        try solver.add((x == 30).withPriority(400))
        #expect(solver.value(of: x) == 10)
        // At one level the sum of errors is minimised: |x - 10|⁺ + |x - 30| is least at 30.
        let same = Solver()
        try same.add((x <= 10).withPriority(500))
        try same.add((x == 30).withPriority(500))
        try same.add((x == 30).withPriority(500).withIdentifier("second"))
        #expect(same.value(of: x) == 30)
    }

    @Test("Intrinsic size against hugging and compression resistance, as Auto Layout weighs them")
    func huggingAndCompression() throws {
        // A 60-pt-wide button pinned to both edges of a 200-pt superview at priority 500.
        func buttonWidth(hugging: Priority, superview: Double, compression: Priority = 750) throws -> Double {
            let solver = Solver()
            let left = Variable("left"), width = Variable("width")
            try solver.add(left == 0)
            try solver.add((width <= 60).withPriority(hugging))
            try solver.add((width >= 60).withPriority(compression))
            try solver.add((left + width == superview).withPriority(500))
            return solver.value(of: width)
        }
        #expect(try buttonWidth(hugging: 750, superview: 200) == 60)
        #expect(try buttonWidth(hugging: 250, superview: 200) == 200)
        #expect(try buttonWidth(hugging: 750, superview: 40, compression: 750) == 60)
        #expect(try buttonWidth(hugging: 750, superview: 40, compression: 250) == 40)
    }

    @Test("A variable the solver has never seen reads 0")
    func unknownVariable() {
        #expect(Solver().value(of: Variable("ghost")) == 0)
    }

    @Test("reset forgets everything")
    func reset() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = x == 5
        try solver.add(pin)
        solver.reset()
        #expect(!solver.has(pin))
        #expect(solver.value(of: x) == 0)
        try solver.add(x == 7)
        #expect(solver.value(of: x) == 7)
    }

    @Test("Constraints print as they were written")
    func descriptions() {
        let x = Variable("x"), y = Variable("y")
        #expect((x + 8 == y).description == "x + 8 == y")
        #expect((2 * x <= y - 4).withPriority(.defaultHigh).description == "2*x <= y - 4 @750")
        #expect((x >= 0).withIdentifier("x.min").description == "x.min: x >= 0")
    }
}

@Suite("A copy of a solver")
struct SolverCopyTests {
    @Test("A copy answers for itself: constraints added to it leave the original's solution and ambiguity as they were")
    func copyIsIndependent() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.add(left == 10)
        try solver.add(width >= 40)
        let copy = solver.copy()
        try copy.add(width == 120)
        try copy.add((left == 30).withPriority(500))
        #expect(copy.value(of: width) == 120)
        #expect(!copy.isAmbiguous(width))
        #expect(solver.isAmbiguous(width))
        #expect(solver.constraints.count == 2)
        #expect(copy.constraints.count == 4)
        try solver.add(width == 60)
        #expect(solver.value(of: width) == 60)
        #expect(copy.value(of: width) == 120)
        #expect(solver.value(of: left) == 10 && copy.value(of: left) == 10)
    }
}
