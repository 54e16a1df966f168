import ConstraintSolver
import Testing

@Suite("Removing constraints")
struct RemovalTests {
    @Test("Removing an optional constraint gives the answer without it")
    func removeOptional() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = (x == 100).withPriority(750)
        try solver.add((x == 10).withPriority(250))
        try solver.add(strong)
        #expect(solver.value(of: x) == 100)
        try solver.remove(strong)
        #expect(!solver.has(strong))
        #expect(solver.value(of: x) == 10)
    }

    @Test("Removing an optional constraint from a 200-view row rewrites a handful of rows, not the tableau")
    func removalIsIncremental() throws {
        let layout = ChainLayout(count: 200)
        let solver = try layout.solver(width: 375, height: 667)
        let height = layout.views[120].h
        let wish = (height == 100).withPriority(600)
        try solver.add(wish)
        #expect(solver.value(of: height) == 100)
        let before = solver.statistics
        try solver.remove(wish)
        #expect(solver.value(of: height) == 635)
        let after = solver.statistics
        #expect(after.pivots - before.pivots <= 2)
        #expect(after.rowsRewritten - before.rowsRewritten <= 4)
        #expect(solver.tableauSize.rows == (try layout.solver(width: 375, height: 667)).tableauSize.rows)
    }

    @Test("Removing a required inequality")
    func removeRequiredInequality() throws {
        let solver = Solver()
        let x = Variable("x")
        let cap = x <= 50
        try solver.add(cap)
        try solver.add((x == 80).withPriority(500))
        #expect(solver.value(of: x) == 50)
        try solver.remove(cap)
        #expect(solver.value(of: x) == 80)
    }

    @Test("Removing a required equality re-solves from the rest")
    func removeRequiredEquality() throws {
        let layout = ChainLayout(count: 4)
        let solver = try layout.solver(width: 375, height: 667)
        let lead = layout.constraints[2]  // v0.x == root.x + 16
        try solver.remove(lead)
        try solver.add(layout.views[0].x == 40)
        var expected = layout.constraints
        expected.remove(at: 2)
        expected.append(layout.views[0].x == 40)
        let fresh = Solver()
        try fresh.addEditVariable(layout.root.w, priority: .required)
        try fresh.addEditVariable(layout.root.h, priority: .required)
        try fresh.suggestValue(375, for: layout.root.w)
        try fresh.suggestValue(667, for: layout.root.h)
        for constraint in expected { try fresh.add(constraint) }
        #expect(solver.values(of: layout.allVariables) == fresh.values(of: layout.allVariables))
        #expect(solver.value(of: layout.views[0].x) == 40)
    }

    @Test("Removing every constraint of a layout, one by one, in any order, leaves a usable solver")
    func removeAll() throws {
        let layout = ChainLayout(count: 3)
        let solver = try layout.solver(width: 375, height: 667)
        for constraint in layout.constraints.reversed() where !constraint.priority.isRequired {
            try solver.remove(constraint)
        }
        for constraint in layout.constraints where constraint.priority.isRequired {
            try solver.remove(constraint)
        }
        #expect(solver.constraints.isEmpty)
        try solver.add(layout.views[0].x == 3)
        #expect(solver.value(of: layout.views[0].x) == 3)
    }
}
