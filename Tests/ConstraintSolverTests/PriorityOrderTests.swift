import ConstraintSolver
import Testing

@Suite("Optional constraints are met in strict priority order")
struct PriorityOrderTests {
    @Test("One constraint at 251 beats any number at 250", arguments: [2, 10, 1000])
    func higherPriorityWins(count: Int) throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<count { try solver.add((x == 0).withPriority(250)) }
        try solver.add((x == 100).withPriority(251))
        #expect(solver.value(of: x) == 100)
    }

    @Test("Priorities one apart among many levels keep their order")
    func manyLevels() throws {
        // Priorities 1…999 each pull x to their own value; 999 must win outright.
        let solver = Solver()
        let x = Variable("x")
        for priority in stride(from: 1, through: 999, by: 1) {
            try solver.add((x == Double(priority)).withPriority(Priority(Float(priority))))
        }
        #expect(solver.value(of: x) == 999)
    }

    @Test("A lower level still decides what the higher levels leave open")
    func lowerLevelBreaksTies() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add((x + y == 100).withPriority(750))
        try solver.add((x == 30).withPriority(250))
        #expect(solver.values(of: [x, y]) == [30, 70])
    }

    @Test("Within one level the sum of errors is minimised")
    func sumOfErrorsWithinLevel() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).withPriority(250))
        try solver.add((x == 10).withPriority(250))
        try solver.add((x == 40).withPriority(250))
        #expect(solver.value(of: x) == 10)
    }
}
