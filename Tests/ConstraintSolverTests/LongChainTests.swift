import ConstraintSolver
import Testing

/// Chains of views, each placed after the one before (a long stack): the rows stay a few terms
/// long, so the tableau grows linearly with the chain, and every answer is what it is for a short one.
@Suite("Long chains of views")
struct LongChainTests {
    /// `count` views in a column: each 8 pt below the last, 20 pt tall by its content (compression
    /// resistance 750, hugging 250). Returns the solver and each view's top and height.
    func column(_ count: Int, gap: Relation = .equal) throws -> (Solver, tops: [Variable], heights: [Variable]) {
        let solver = Solver()
        let tops = (0..<count).map { Variable("top\($0)") }
        let heights = (0..<count).map { Variable("height\($0)") }
        try solver.add(tops[0] == 0)
        for index in 1..<count {
            try solver.add(Constraint(Expression(tops[index]) - tops[index - 1] - heights[index - 1] - 8, gap))
        }
        for height in heights {
            try solver.add((height >= 20).withPriority(750))
            try solver.add((height <= 20).withPriority(250))
        }
        return (solver, tops, heights)
    }

    @Test("A 4,000-view column solves exactly, its rows a few terms long (they once held every height above)")
    func columnRowsStayShort() throws {
        let (solver, tops, heights) = try column(4_000)
        let values = solver.values(of: tops + heights)
        #expect(values[3_999] == 3_999 * 28)
        #expect(values[1_234] == 1_234 * 28)
        #expect(values[4_000 + 2_500] == 20)
        let size = solver.tableauSize
        #expect(size.terms < 6 * size.rows, "\(size)")
    }

    @Test("A column whose gaps must all equal the first: each gap's row reads its own gap alone")
    func equalGapsStayShort() throws {
        let count = 2_000
        let (solver, tops, heights) = try column(count, gap: .greaterThanOrEqual)
        // Gap k equal to gap 0, as an equal-spacing stack asks; a later view 30 pt below its neighbour.
        func gap(_ index: Int) -> Expression { Expression(tops[index + 1]) - tops[index] - heights[index] }
        for index in 1..<(count - 1) { try solver.add(Constraint(gap(index) - gap(0), .equal)) }
        try solver.add(Constraint(gap(1_500) - 30, .equal))
        let values = solver.values(of: tops)
        #expect(values[1] == 50)
        #expect(values[count - 1] == 1_999 * 50)
        let size = solver.tableauSize
        #expect(size.terms < 6 * size.rows, "\(size)")
    }

    @Test("A column that floats: every top is open, each height and each gap between neighbours is not")
    func floatingColumnOpensEveryTopAlone() throws {
        let solver = Solver()
        let count = 300
        let tops = (0..<count).map { Variable("top\($0)") }
        let heights = (0..<count).map { Variable("height\($0)") }
        for index in 1..<count { try solver.add(tops[index] == tops[index - 1] + heights[index - 1] + 8) }
        for height in heights { try solver.add(height == 20) }
        #expect(solver.ambiguousVariables(among: tops).count == count)
        #expect(solver.ambiguousVariables(among: heights).isEmpty)
        #expect(solver.ambiguousExpressions([Expression(tops[200]) - tops[199], Expression(tops[250]) - tops[3]]).isEmpty)
        #expect(!solver.determinesUniquely(tops))
        #expect(solver.determinesUniquely(heights))
        // Moving the column's free top by 10 moves every view with it.
        let moved = solver.valuesAlongFreeParameter(of: tops[150], by: 10, reading: [tops[0], tops[299], heights[7]])
        let values = solver.values(of: [tops[0], tops[299], heights[7]])
        #expect(moved == [values[0] + 10, values[1] + 10, 20])
    }

    /// An equal-centering stack's constraints in the order a layout adds them: the gaps at least
    /// 8, each view's content height (20, 30 or 24 pt), then each centre distance equal to the
    /// first at 149, 148, … down to 50, and last the column pulled short at 49. The column is as
    /// long as it needs (a stack in a scroll view). Each distance's row reads the first gap's
    /// slack; solved for one of its errors, the simplex then passed that slack from row to row,
    /// rewriting all of them each time (n² rows).
    @Test("A 1,000-view equal-centering column: equal centre distances, and rows rewritten in linear number")
    func equalCentresRewriteFewRows() throws {
        let count = 1_000
        let contents: [Double] = [20, 30, 24]
        let solver = Solver()
        let tops = (0..<count).map { Variable("top\($0)") }
        let heights = (0..<count).map { Variable("height\($0)") }
        let length = Variable("length")
        try solver.add(tops[0] == 0)
        try solver.add(Expression(length) == Expression(tops[count - 1]) + heights[count - 1])
        for index in 1..<count { try solver.add(Expression(tops[index]) >= Expression(tops[index - 1]) + heights[index - 1] + 8) }
        for (index, height) in heights.enumerated() {
            try solver.add((height >= contents[index % 3]).withPriority(750))
            try solver.add((height <= contents[index % 3]).withPriority(250))
        }
        func centre(_ index: Int) -> Expression { Expression(tops[index]) + 0.5 * heights[index] }
        func distance(_ index: Int) -> Expression { centre(index + 1) - centre(index) }
        for index in 1..<(count - 1) {
            try solver.add((distance(index) - distance(0) == 0).withPriority(Priority(Float(max(150 - index, 50)))))
        }
        try solver.add((length == 0).withPriority(49))
        // The widest natural distance is 30/2 + 8 + 24/2 = 35; every centre is 35 below the last.
        let values = solver.values(of: tops + heights)
        for index in [1, 2, 3, 500, 998, 999] {
            #expect(values[index] == 10 + 35 * Double(index) - contents[index % 3] / 2, "top \(index)")
            #expect(values[count + index] == contents[index % 3], "height \(index)")
        }
        #expect(solver.statistics.rowsRewritten < 20 * count, "\(solver.statistics)")
    }

    /// A proportional stack's constraints in the order and form a layout gives them: the column
    /// between its edges, each height its share of the column's length (`length / Σ lengths`,
    /// rounded as a double, so that the shares add up to 1 + 2e-15) at 999, 998, … down to 751,
    /// then each view's content size. The last view's content row reads every other view's error;
    /// rounding left it -3e-11 where it is 0, and the solver, solving it for the other marker,
    /// then pivoted it into every row: 4,000,000 terms for 1,000 views.
    @Test("A 1,000-view proportional column: rounding in the shares does not spread one row into all")
    func proportionalColumnStaysShort() throws {
        let count = 1_000
        let solver = Solver()
        let tops = (0..<count).map { Variable("top\($0)") }
        let heights = (0..<count).map { Variable("height\($0)") }
        let (start, length) = (Variable("start"), Variable("length"))
        let content = 61.0 / 3
        try solver.add(tops[0] == start)
        try solver.add(Expression(start) + length == Expression(tops[count - 1]) + heights[count - 1])
        for index in 1..<count { try solver.add(Expression(tops[index]) == Expression(tops[index - 1]) + heights[index - 1]) }
        let share = content / (0..<count).reduce(0.0) { sum, _ in sum + content }
        for (index, height) in heights.enumerated() {
            let priority = Priority(Float(max(999 - index, 751)))
            try solver.add((Expression(height) - share * length == 0).withPriority(priority))
        }
        try solver.add(start == 0)
        for height in heights {
            try solver.add((height <= content).withPriority(251))
            try solver.add((height >= content).withPriority(750))
        }
        let values = solver.values(of: [length, heights[0], heights[count - 1], tops[count - 1]])
        #expect(abs(values[0] - Double(count) * content) < 1e-6)
        #expect(abs(values[1] - content) < 1e-9 && abs(values[2] - content) < 1e-9)
        #expect(abs(values[3] - Double(count - 1) * content) < 1e-6)
        let size = solver.tableauSize
        #expect(size.terms < 12 * size.rows, "\(size)")
    }
}
