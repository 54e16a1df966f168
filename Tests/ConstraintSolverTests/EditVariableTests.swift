import ConstraintSolver
import Testing

@Suite("Edit variables re-solve incrementally")
struct EditVariableTests {
    /// Edits move row constants by differences, so after several the last bits may differ from a
    /// fresh solve (62.19999999999999 for 62.2); frames agree far below a pixel.
    @Test("Suggesting a root size gives the same frames as solving from scratch at that size")
    func editMatchesFromScratch() throws {
        let layout = ChainLayout(count: 5)
        let solver = try layout.solver(width: 375, height: 667)
        for (width, height) in [(320.0, 568.0), (844.0, 390.0), (1024.0, 1366.0), (375.0, 667.0)] {
            try solver.suggestValue(width, for: layout.root.w)
            try solver.suggestValue(height, for: layout.root.h)
            let fresh = try layout.solver(width: width, height: height)
            let drift = zip(solver.values(of: layout.allVariables), fresh.values(of: layout.allVariables))
                .map { abs($0 - $1) }.max()!
            #expect(drift < 1e-9)
        }
    }

    @Test("Exact frames of a five-view row at two widths")
    func exactFrames() throws {
        let layout = ChainLayout(count: 5)
        let solver = try layout.solver(width: 375, height: 667)
        // (375 - 2·16 - 4·8) / 5 = 62.2
        let lastX: Double = 16 + 4 * (62.2 + 8)
        #expect(solver.value(of: layout.views[4].x) == lastX)
        #expect(solver.value(of: layout.views[0].w) == 62.2)
        #expect(solver.value(of: layout.views[2].h) == 635)
        try solver.suggestValue(200, for: layout.root.w)
        // 5·44 + 4·8 + 32 = 284 > 200: compression resistance (750) beats filling (500).
        #expect(solver.value(of: layout.views[0].w) == 44)
        let compressedLastX: Double = 16 + 4 * 52
        #expect(solver.value(of: layout.views[4].x) == compressedLastX)
    }

    @Test("A height edit on a 200-view row shifts row constants and pivots nothing")
    func editIsIncremental() throws {
        let layout = ChainLayout(count: 200)
        let solver = try layout.solver(width: 375, height: 667)
        _ = solver.values(of: layout.allVariables)
        let before = solver.statistics
        try solver.suggestValue(568, for: layout.root.h)
        let height: Double = 568 - 32
        #expect(solver.value(of: layout.views[199].h) == height)
        #expect(solver.statistics == before)
    }

    @Test("Edits and reads stay right when constraints change between them")
    func editsAcrossStructuralChanges() throws {
        // Edits and value reads replay plans compiled from the tableau; adding or removing a
        // constraint must make them stale.
        let layout = ChainLayout(count: 6)
        let solver = try layout.solver(width: 375, height: 667)
        let variables = layout.allVariables
        func expectFresh(_ extra: [Constraint], width: Double, height: Double) throws {
            let fresh = try layout.solver(width: width, height: height)
            for constraint in extra { try fresh.add(constraint) }
            let drift = zip(solver.values(of: variables), fresh.values(of: variables)).map { abs($0 - $1) }.max()!
            #expect(drift < 1e-9)
        }
        try solver.suggestValue(568, for: layout.root.h)
        _ = solver.values(of: variables)
        let tall = (layout.views[3].h == 200).withPriority(600)
        try solver.add(tall)
        try solver.suggestValue(700, for: layout.root.h)
        try expectFresh([tall], width: 375, height: 700)
        try solver.suggestValue(600, for: layout.root.h)
        try expectFresh([tall], width: 375, height: 600)
        try solver.remove(tall)
        try solver.suggestValue(650, for: layout.root.h)
        try expectFresh([], width: 375, height: 650)
        try solver.suggestValue(1024, for: layout.root.w)
        try expectFresh([], width: 1024, height: 650)
    }

    @Test("An optional edit variable yields to a required constraint")
    func optionalEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 100)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(150, for: x)
        #expect(solver.value(of: x) == 100)
        try solver.suggestValue(60, for: x)
        #expect(solver.value(of: x) == 60)
    }

    @Test("A required edit value the constraints forbid is refused and changes nothing")
    func unsatisfiableRequiredEdit() throws {
        let solver = Solver()
        let width = Variable("root.w"), child = Variable("child.w")
        try solver.addEditVariable(width, priority: .required)
        try solver.suggestValue(375, for: width)
        try solver.add(child == 300)
        try solver.add(child <= width - 32)
        do throws(SolverError) {
            try solver.suggestValue(320, for: width)
            Issue.record("expected the edit to be refused")
        } catch {
            #expect(error == .unsatisfiableEdit(variable: width, value: 320))
            #expect(error.description == "Unable to set required edit variable root.w to 320: the required constraints do not allow that value.")
        }
        #expect(solver.values(of: [width, child]) == [375, 300])
        try solver.suggestValue(400, for: width)
        #expect(solver.value(of: width) == 400)
    }

    @Test("A refused edit replayed from a compiled shift plan also changes nothing, bit for bit")
    func refusedEditThroughPlan() throws {
        let solver = Solver()
        let width = Variable("root.w"), child = Variable("child.w"), gap = Variable("gap")
        try solver.addEditVariable(width, priority: .required)
        try solver.suggestValue(375, for: width)
        try solver.add(child >= 300)
        try solver.add(child <= width - 32)
        try solver.add((child == width - 40).withPriority(.defaultHigh))
        try solver.add(gap == width - child)
        try solver.suggestValue(400, for: width)  // compiles the plan
        try solver.suggestValue(380, for: width)  // replays it
        let before = solver.values(of: [width, child, gap]).map(\.bitPattern)
        #expect(solver.values(of: [width, child, gap]) == [380, 340, 40])
        do throws(SolverError) {
            try solver.suggestValue(320, for: width)  // needs child <= 288 < 300
            Issue.record("expected the edit to be refused")
        } catch {
            #expect(error == .unsatisfiableEdit(variable: width, value: 320))
        }
        #expect(solver.values(of: [width, child, gap]).map(\.bitPattern) == before)
        try solver.suggestValue(390, for: width)
        #expect(solver.values(of: [width, child, gap]) == [390, 350, 40])
    }

    @Test("A conflict can name a required edit variable at its current value")
    func conflictWithEdit() throws {
        let solver = Solver()
        let width = Variable("root.w"), child = Variable("child.w")
        try solver.addEditVariable(width, priority: .required)
        try solver.suggestValue(375, for: width)
        try solver.add(child == 400)
        do throws(SolverError) {
            try solver.add(child <= width)
            Issue.record("expected a conflict")
        } catch {
            guard case let .unsatisfiable(_, set) = error else { Issue.record("wrong error"); return }
            #expect(set.map(\.description) == ["edit root.w: root.w == 375", "child.w == 400", "child.w <= root.w"])
        }
    }

    @Test("Removing an edit variable frees it")
    func removeEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: .required)
        try solver.suggestValue(30, for: x)
        try solver.add((x == 10).withPriority(250))
        #expect(solver.value(of: x) == 30)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 10)
    }
}

@Suite("Several edits at once")
struct BatchEditTests {
    func chain() throws -> (Solver, Variable, Variable, Variable) {
        let solver = Solver()
        let width = Variable("width"), height = Variable("height"), mid = Variable("mid")
        try solver.addEditVariable(width, priority: .required)
        try solver.addEditVariable(height, priority: .required)
        try solver.add(mid == 0.5 * width + 0.25 * height)
        try solver.add(mid <= 500)
        return (solver, width, height, mid)
    }

    @Test("A batch lands where one suggestion at a time lands")
    func batchEqualsSequence() throws {
        let (batch, w1, h1, m1) = try chain()
        let (single, w2, h2, m2) = try chain()
        try batch.suggestValues([(variable: w1, value: 390), (variable: h1, value: 844)])
        try single.suggestValue(390, for: w2)
        try single.suggestValue(844, for: h2)
        let expected: Double = 406
        #expect(batch.value(of: m1) == expected)
        #expect(single.value(of: m2) == expected)
        #expect(batch.value(of: h1) == single.value(of: h2))
    }

    @Test("A forbidden batch throws for its first required move and changes nothing")
    func forbiddenBatchRollsBack() throws {
        let (solver, width, height, mid) = try chain()
        try solver.suggestValues([(variable: width, value: 200), (variable: height, value: 400)])
        let before = solver.values(of: [width, height, mid])
        #expect(throws: SolverError.unsatisfiableEdit(variable: width, value: 1000)) {
            try solver.suggestValues([(variable: width, value: 1000), (variable: height, value: 400)])
        }
        #expect(solver.values(of: [width, height, mid]) == before)
        #expect(throws: SolverError.duplicateEditVariable(width)) {
            try solver.suggestValues([(variable: width, value: 1), (variable: width, value: 2)])
        }
    }

    /// A real app pinned a scroll view's leading edge to both the root and its safe area: fine while
    /// the safe area's left inset (a required edit) is 0, a conflict at 44. The equality that ties
    /// them was dropped as implied, so suggesting 44 was taken and broke it without a word.
    @Test("An equality implied among required edits still refuses a suggestion that breaks it")
    func impliedEqualityAmongEditsRefusesABreakingSuggestion() throws {
        let solver = Solver()
        let inset = Variable("inset"), rootLeft = Variable("rootLeft"), safeLeft = Variable("safeLeft"), scroll = Variable("scroll")
        try solver.addEditVariable(inset, priority: .required)
        try solver.suggestValue(0, for: inset)
        try solver.add(rootLeft == 0)
        try solver.add(safeLeft == rootLeft + inset)
        try solver.add(scroll == rootLeft)
        try solver.add(safeLeft == scroll)
        #expect(throws: SolverError.unsatisfiableEdit(variable: inset, value: 44)) {
            try solver.suggestValue(44, for: inset)
        }
        #expect(throws: SolverError.unsatisfiableEdit(variable: inset, value: 44)) {
            try solver.suggestValues([(variable: inset, value: 44)])
        }
        #expect(solver.values(of: [inset, safeLeft, scroll]) == [0, 0, 0])
        try solver.suggestValue(0, for: inset)
        #expect(solver.value(of: safeLeft) == 0)
    }
}
