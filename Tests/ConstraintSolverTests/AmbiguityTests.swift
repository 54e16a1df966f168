import ConstraintSolver
import Testing

@Suite("Variables the constraints leave undetermined")
struct AmbiguityTests {
    @Test("A view with a left edge and no width: width and right are ambiguous, left is not")
    func leftEdgeWithoutWidth() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add(left == 10)
        try solver.add(right == left + width)
        let ambiguous = solver.ambiguousVariables(among: [left, width, right]).map(\.name)
        #expect(ambiguous == ["width", "right"])
    }

    @Test("Two equal-priority constraints that disagree make x ambiguous")
    func equalPriorityTie() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).withPriority(250))
        try solver.add((x == 20).withPriority(250))
        #expect(solver.isAmbiguous(x))
    }

    @Test("At 251 and 250 the same two constraints decide x")
    func unequalPrioritiesDecide() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).withPriority(251))
        try solver.add((x == 20).withPriority(250))
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 10)
    }

    @Test("A fully pinned frame is not ambiguous; an unknown variable is")
    func pinnedFrame() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w"), ghost = Variable("ghost")
        try solver.add(x == 16)
        try solver.add(w >= 44)
        try solver.add((w == 0).withPriority(250))
        #expect(solver.ambiguousVariables(among: [x, w, ghost]).map(\.name) == ["ghost"])
    }
}

@Suite("Moving along a free parameter")
struct FreeParameterTests {
    @Test("Reading the move off the tableau gives what a required push and a re-solve give")
    func sameAsAPush() throws {
        let solver = Solver()
        let x = (0..<5).map { Variable("x\($0)") }, w = (0..<5).map { Variable("w\($0)") }
        for i in 0..<5 { try solver.add(w[i] == Double(10 * (i + 1))) }
        for i in 1..<5 { try solver.add(x[i] == x[i - 1] + w[i - 1] + 8) }
        let all = x + w
        let read = try #require(solver.valuesAlongFreeParameter(of: x[3], by: 10, reading: all))
        let push = x[3] >= solver.value(of: x[3]) + 10
        try solver.add(push)
        #expect(read == solver.values(of: all))
        try solver.remove(push)
        #expect(read.prefix(5) == [10, 28, 56, 94, 142])
    }

    @Test("No single free parameter, no reading")
    func noneOrSeveral() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(a == 5)
        try solver.add(c == a + b)
        #expect(solver.valuesAlongFreeParameter(of: a, by: 10, reading: [a]) == nil)  // fixed
        let d = Variable("d"), e = Variable("e")
        try solver.add(d == b + e)
        #expect(solver.valuesAlongFreeParameter(of: d, by: 10, reading: [d]) == nil)  // b and e both open
    }

    @Test("A child pinned to a parent that floats: each edge is open, their difference is not")
    func differenceOfTwoOpenVariables() throws {
        let solver = Solver()
        let parent = Variable("parent"), child = Variable("child"), other = Variable("other")
        try solver.add(child == parent + 8)
        try solver.add(other >= parent)
        let relative = Expression(terms: [Term(child), Term(parent, -1)])
        let loose = Expression(terms: [Term(other), Term(parent, -1)])
        #expect(solver.ambiguousExpressions([Expression(parent), Expression(child), relative, loose]) == [0, 1, 3])
        // The free parameter moves the relative expression by nothing, so there is no move along it.
        #expect(solver.valuesAlongFreeParameter(of: relative, by: 10, reading: [child]) == nil)
        let moved = try #require(solver.valuesAlongFreeParameter(of: Expression(child), by: 10, reading: [parent, child]))
        #expect(moved == [solver.value(of: parent) + 10, solver.value(of: child) + 10])
    }

    @Test("Expressions opened by the same freedom name it; an independent one names another")
    func freedomsShared() throws {
        let solver = Solver()
        // A box with a free top; a label pinned 8 below it; a second box apart, free as well.
        let top = Variable("top"), label = Variable("label"), other = Variable("other"), fixed = Variable("fixed")
        try solver.add(label == top + 8)
        try solver.add(other >= 0)
        try solver.add(fixed == 40)
        let open = solver.openExpressions([Expression(top), Expression(label), Expression(fixed), Expression(other)])
        #expect(open.map(\.index) == [0, 1, 3])
        #expect(open[0].freedoms == open[1].freedoms)
        #expect(open[0].freedoms.count == 1)
        #expect(Set(open[2].freedoms).isDisjoint(with: open[0].freedoms))
        #expect(solver.ambiguousExpressions([Expression(top), Expression(label), Expression(fixed), Expression(other)]) == [0, 1, 3])
    }
}
