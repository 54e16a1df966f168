import Testing
@testable import ConstraintSolver

/// The id-to-symbol map: a dense window of ids plus a dictionary for ids far outside it.
struct IDTableTests {
    @Test func idsKeptInTheDictionaryAreFoundAfterTheWindowGrowsOverThem() {
        var table = IDTable()
        table.insert(0, for: 100)
        table.insert(1, for: 100 + 5000)  // far beyond the window: kept in the dictionary
        for id in 101...(100 + 6000) where id != 100 + 5000 { table.insert(Int32(id), for: id) }
        #expect(table[100 + 5000] == 1)
        #expect(table.withLookup { $0(100 + 5000) } == 1)
        #expect(table[100 + 4999] == Int32(100 + 4999))
        table.remove(100 + 5000)
        #expect(table[100 + 5000] == nil)
        #expect(table.withLookup { $0(100 + 5000) } == -1)
        #expect(table.count == 6000)
    }

    /// Found in a 100-row settings layout: a variable first used far ahead of the others lost its
    /// symbol once later variables filled the gap, and two required constraints silently failed.
    @Test func variableFirstUsedFarAheadStaysOneVariable() throws {
        let solver = Solver()
        let early = Variable("early")
        let gap = (0..<3000).map { Variable("gap\($0)") }
        let far = Variable("far")
        try solver.add(early >= 0)  // the window starts at early's id
        try solver.add(far == early + 5)
        for (index, variable) in gap.enumerated() { try solver.add(variable == Double(index)) }
        let after = (0..<3000).map { Variable("after\($0)") }
        for variable in after { try solver.add(variable == 1) }
        let last = Variable("last")
        try solver.add(last == far + 1)
        try solver.add(early == 10)
        #expect(solver.value(of: far) == 15)
        #expect(solver.value(of: last) == 16)
    }
}
