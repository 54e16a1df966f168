import ConstraintSolver
import Testing

@Suite("Whether an optimum is the only one")
struct OptimalFaceTests {
    @Test("A tie behind a degenerate vertex: the probe sees none, the face does, and pushing a variable moves it")
    func tieBehindADegenerateVertex() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        let constraints = [
            (2 * v0 - v1 + v2 + 1 <= 0).withPriority(500),
            (v2 - v1 + 1 <= 0).withPriority(500),
            (v2 - v0 - 1 <= 0).withPriority(500),
            (1 - v2 >= 0).withPriority(250),
            (v2 - 1 >= 0).withPriority(500),
        ]
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        #expect(solver.values(of: [v0, v1, v2]) == [0, 2, 1])
        #expect(solver.ambiguousVariables(among: [v0, v1, v2]).isEmpty)
        #expect(!solver.determinesUniquely([v0, v1, v2]))
        // The tie is real: a weakest wish for v0 moves it and changes no cost above priority 1.
        let pushed = Solver()
        for constraint in constraints { try pushed.add(Constraint(constraint.expression, constraint.relation, priority: constraint.priority)) }
        try pushed.add((v0 == 1).withPriority(1))
        #expect(pushed.value(of: v0) != 0)
    }

    @Test("A degenerate vertex whose optimum is unique: two bounds meet at x = 10")
    func degenerateButUnique() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 10)
        try solver.add(x <= 10)
        try solver.add(y == x + 5)
        #expect(solver.determinesUniquely([x, y]))
        #expect(solver.ambiguousVariables(among: [x, y]).isEmpty)
    }

    @Test("A free parameter and a plain tie are not unique; a pinned frame is")
    func plainCases() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), x = Variable("x")
        try solver.add(left == 10)
        #expect(solver.determinesUniquely([left]))
        try solver.add(width >= 0)
        #expect(!solver.determinesUniquely([left, width]))
        try solver.add((x == 10).withPriority(250))
        try solver.add((x == 20).withPriority(250))
        #expect(!solver.determinesUniquely([x]))
    }

    /// A real app's stack held between `top >= 8` and `bottom <= height - 8`: pinned where it just
    /// fits, free to move once the screen is taller. Both answers were kept across the edit (the
    /// basis did not change), so a taller screen was still called unique and unambiguous.
    @Test("An edit that moves only values can open a tie, and both answers see it")
    func anEditThatOpensATie() throws {
        let solver = Solver()
        let height = Variable("height"), top = Variable("top")
        try solver.addEditVariable(height, priority: .required)
        try solver.suggestValue(409, for: height)
        try solver.add(top >= 8)
        try solver.add(top + 393 <= height - 8)
        #expect(solver.determinesUniquely([top]))
        #expect(solver.ambiguousVariables(among: [top]).isEmpty)
        try solver.suggestValue(419, for: height)
        #expect(!solver.determinesUniquely([top]))
        #expect(solver.ambiguousVariables(among: [top]).map(\.name) == ["top"])
        try solver.suggestValue(409, for: height)
        #expect(solver.determinesUniquely([top]))
        #expect(solver.ambiguousVariables(among: [top]).isEmpty)
    }

    /// Small random systems (a fixed seed), each checked against brute force: the optimum is the
    /// only one exactly when no variable moves under a weakest wish to move it by ±1.
    @Test("On 3,000 random systems the answer is exact")
    func randomSystemsAgainstBruteForce() throws {
        var random = SeededRandom(seed: 2026)
        var counts = (unique: 0, notUnique: 0)
        for _ in 0..<3_000 {
            let variables = (0..<4).map { Variable("v\($0)") }
            let solver = Solver()
            var added: [Constraint] = []
            for _ in 0..<random.next(in: 4...10) {
                var expression = Expression(Double(random.next(in: -2...2)))
                for variable in variables where random.next(in: 0...3) < 2 {
                    expression.terms.append(Term(variable, [-1, 1, 2][random.next(in: 0...2)]))
                }
                guard !expression.terms.isEmpty else { continue }
                let relation: Relation = [.greaterThanOrEqual, .lessThanOrEqual, .equal][random.next(in: 0...2)]
                let priority: Priority = [.required, .required, 500, 250][random.next(in: 0...3)]
                let constraint = Constraint(expression, relation, priority: priority)
                if (try? solver.add(constraint)) != nil { added.append(constraint) }
            }
            let values = solver.values(of: variables)
            var moves = false
            for (index, variable) in variables.enumerated() where !moves {
                for delta in [1.0, -1.0] {
                    let pushed = Solver()
                    for constraint in added { try pushed.add(Constraint(constraint.expression, constraint.relation, priority: constraint.priority)) }
                    try pushed.add((variable == values[index] + delta).withPriority(1))
                    if zip(pushed.values(of: variables), values).contains(where: { abs($0 - $1) > 1e-6 }) { moves = true }
                }
            }
            let unique = solver.determinesUniquely(variables)
            #expect(unique == !moves, "\(added.map(\.description))")
            if unique { counts.unique += 1 } else { counts.notUnique += 1 }
        }
        #expect(counts.unique > 500 && counts.notUnique > 500)
    }
}

/// SplitMix64: the same numbers on every run and platform.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + Int(z % UInt64(range.count))
    }
}
