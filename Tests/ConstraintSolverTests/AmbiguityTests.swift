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
