import ConstraintSolver
import Testing

@Suite("Determinism")
struct DeterminismTests {
    @Test("The same constraints in the same order give bit-identical values, edits included")
    func bitIdentical() throws {
        func run() throws -> [UInt64] {
            let layout = ChainLayout(count: 40)
            let solver = try layout.solver(width: 375, height: 667)
            var bits = solver.values(of: layout.allVariables).map(\.bitPattern)
            for width in [320.0, 1024, 390] {
                try solver.suggestValue(width, for: layout.root.w)
                bits += solver.values(of: layout.allVariables).map(\.bitPattern)
            }
            return bits
        }
        let first = try run()
        for _ in 0..<5 { #expect(try run() == first) }
    }
}
