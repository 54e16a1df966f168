import ConstraintSolver
import Testing

@Suite("Conflicting required constraints")
struct UnsatisfiableTests {
    /// The thrown error's conflicting set, or nil if `add` succeeded or threw something else.
    func conflict(adding constraint: Constraint, to solver: Solver) -> [Constraint]? {
        do throws(SolverError) {
            try solver.add(constraint)
            return nil
        } catch {
            guard case let .unsatisfiable(failed, set) = error, failed === constraint else { return nil }
            return set
        }
    }

    func identities(_ constraints: [Constraint]?) -> [ObjectIdentifier]? {
        constraints?.map(ObjectIdentifier.init)
    }

    @Test("Two required values for one variable")
    func twoValues() throws {
        let solver = Solver()
        let x = Variable("x")
        let ten = x == 10, twenty = x == 20
        try solver.add(ten)
        #expect(identities(conflict(adding: twenty, to: solver)) == identities([ten, twenty]))
        #expect(solver.value(of: x) == 10)
    }

    @Test("Three fixed widths that cannot fit their box: the set leaves out the box's position")
    func rowThatCannotFit() throws {
        let solver = Solver()
        let root = Variable("root.x"), boxX = Variable("box.x"), boxW = Variable("box.w")
        let x = (0..<3).map { Variable("v\($0).x") }, w = (0..<3).map { Variable("v\($0).w") }
        let rootPin = root == 0
        let lead = boxX == root + 8
        let boxWidth = boxW == 100
        let firstLead = x[0] == boxX
        let widths = w.map { $0 == 40 }
        let spaces = (1..<3).map { x[$0] == x[$0 - 1] + w[$0 - 1] + 10 }
        for c in [rootPin, lead, boxWidth, firstLead, widths[0], widths[1], spaces[0], widths[2], spaces[1]] {
            try solver.add(c)
        }
        let trail = x[2] + w[2] == boxX + boxW
        let expected = [boxWidth, firstLead, widths[0], widths[1], spaces[0], widths[2], spaces[1], trail]
        #expect(identities(conflict(adding: trail, to: solver)) == identities(expected))
    }

    @Test("A cycle of inequalities a < b < c < a")
    func inequalityCycle() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let pin = a == 8
        let ab = a + 10 <= b, bc = b + 10 <= c, ca = c + 10 <= a
        for constraint in [pin, ab, bc] { try solver.add(constraint) }
        #expect(identities(conflict(adding: ca, to: solver)) == identities([ab, bc, ca]))
        #expect(solver.values(of: [a, b, c]) == [8, 18, 28])
    }

    @Test("The smallest set is found even when a longer certificate exists")
    func smallestSetAmongRedundantConstraints() throws {
        // y == 0 is implied by x == 0 and y == x; then y == 5 conflicts with y == 0 alone.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let xZero = x == 0, yIsX = y == x, yZero = y == 0, yFive = y == 5
        for constraint in [xZero, yIsX, yZero] { try solver.add(constraint) }
        #expect(identities(conflict(adding: yFive, to: solver)) == identities([yZero, yFive]))
    }

    @Test("Among many neighbours and a second, longer proof, the set is the nearest irreducible one")
    func nearestSetAmongManyNeighbours() throws {
        // q == 5 conflicts with p == 0 through q == p, and again through a chain of 20 equalities
        // from p to q; 60 more constraints hang off p without taking part. The filter drops, in
        // runs where it can, every constraint but the three of the short proof.
        let solver = Solver()
        let p = Variable("p"), q = Variable("q")
        let chain = (1...20).map { Variable("r\($0)") }
        let pin = p == 0, qIsP = q == p
        var added = [pin, qIsP]
        added += [chain[0] == p] + (1..<20).map { chain[$0] == chain[$0 - 1] } + [q == chain[19]]
        added += (0..<60).map { Variable("d\($0)") == p + Double($0) }
        for constraint in added { try solver.add(constraint) }
        let qFive = q == 5
        #expect(identities(conflict(adding: qFive, to: solver)) == identities([pin, qIsP, qFive]))
    }

    @Test("A probe's constraint is added if it holds, and a refusal leaves the solver and its explanations as they were")
    func probeWithoutExplanation() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let equal = a == b, atLeast = a >= 50
        try solver.add(equal)
        try solver.add(atLeast)
        #expect(!solver.addIfItHolds(b <= 30))
        #expect(solver.constraints.map(ObjectIdentifier.init) == identities([equal, atLeast]))
        #expect(solver.values(of: [a, b]) == [50, 50])
        let atMostSixty = b <= 60
        #expect(solver.addIfItHolds(atMostSixty))
        #expect(solver.has(atMostSixty))
        // `add` still explains a conflict after a probe was refused.
        let atMost = b <= 30
        #expect(identities(conflict(adding: atMost, to: solver)) == identities([equal, atLeast, atMost]))
    }

    @Test("Contradictory bounds through an equality")
    func contradictoryBounds() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let equal = a == b, atLeast = a >= 50, atMost = b <= 30
        try solver.add(equal)
        try solver.add(atLeast)
        #expect(identities(conflict(adding: atMost, to: solver)) == identities([equal, atLeast, atMost]))
    }

    @Test("A failed add leaves the solver exactly as it was, and usable")
    func failedAddChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let low = x >= 10
        try solver.add(low)
        try solver.add((y == x + 5).withPriority(.defaultHigh))
        try solver.add((x == 12).withPriority(.defaultLow))
        let before = solver.values(of: [x, y]).map(\.bitPattern)
        let high = x <= 5  // needs phase one, which pivots before it fails
        #expect(conflict(adding: high, to: solver).map { $0.count } == 2)
        #expect(solver.values(of: [x, y]).map(\.bitPattern) == before)
        #expect(!solver.has(high))
        #expect(solver.constraints.count == 3)
        try solver.add(x <= 11)
        #expect(solver.values(of: [x, y]) == [11, 16])
    }

    @Test("The error message lists the conflicting constraints")
    func message() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).withIdentifier("pin"))
        do throws(SolverError) {
            try solver.add((x >= 20).withIdentifier("min"))
            Issue.record("expected a conflict")
        } catch {
            #expect(error.description == """
                Unable to satisfy the required constraint min: x >= 20; it conflicts with:
                    pin: x == 10
                    min: x >= 20
                """)
        }
    }
}

@Suite("Redundant required constraints")
struct RedundantConstraintTests {
    @Test("A required equality that a required edit already implies is accepted")
    func redundantWithRequiredEdit() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.addEditVariable(w, priority: .required)
        try solver.suggestValue(150, for: w)
        let same = w == 150
        try solver.add(same)
        #expect(solver.has(same))
        #expect(solver.value(of: w) == 150)
        // It stays redundant, not binding: the edit still moves w only where it may.
        try solver.remove(same)
        try solver.suggestValue(200, for: w)
        #expect(solver.value(of: w) == 200)
    }

    @Test("A contradicting equality names the edit in an irreducible set")
    func conflictWithRequiredEdit() throws {
        let solver = Solver()
        let w = Variable("w"), x = Variable("x")
        try solver.add(x == 10)
        try solver.addEditVariable(w, priority: .required)
        try solver.suggestValue(150, for: w)
        do throws(SolverError) {
            try solver.add((w == 160).withIdentifier("fixed"))
            Issue.record("expected a conflict")
        } catch {
            #expect(error.description == """
                Unable to satisfy the required constraint fixed: w == 160; it conflicts with:
                    edit w: w == 150
                    fixed: w == 160
                """)
        }
        #expect(solver.value(of: w) == 150)
    }

    @Test("A redundant equality over two edits, and one implied through a chain")
    func redundantThroughOtherConstraints() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addEditVariable(a, priority: .required)
        try solver.addEditVariable(b, priority: .required)
        try solver.suggestValues([(variable: a, value: 10), (variable: b, value: 30)])
        try solver.add(c == a + 5)
        try solver.add(b == a + 20)
        try solver.add(c + 15 == b)
        #expect(solver.values(of: [a, b, c]) == [10, 30, 15])
    }
}

extension RedundantConstraintTests {
    @Test("A required edit on a variable the constraints fix holds there and refuses other values")
    func requiredEditOnAFixedVariable() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add(w == 150)
        try solver.addEditVariable(w, priority: .required)
        try solver.suggestValue(150, for: w)
        #expect(throws: SolverError.unsatisfiableEdit(variable: w, value: 200)) {
            try solver.suggestValue(200, for: w)
        }
        #expect(solver.value(of: w) == 150)
    }
}
