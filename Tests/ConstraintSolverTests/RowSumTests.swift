@testable import ConstraintSolver
import Testing

/// Many rows added to one at once (`Row.add(_ parts:)`, used when a row is resolved through many
/// basic rows) give the row that adding them one merge at a time gives, to the last bit.
@Suite("Summing many rows at once")
struct RowSumTests {
    func row(_ constant: Double, _ terms: [(Symbol, Double)]) -> Row {
        var row = Row(constant: constant)
        for (symbol, coefficient) in terms.sorted(by: { $0.0 < $1.0 }) { row.add(coefficient, times: symbol) }
        return row
    }

    /// Sums `parts` into `start` at once, expects the row one merge at a time gives, returns it.
    @discardableResult
    func expectSameSum(_ start: Row, _ parts: [(row: Row, factor: Double)]) -> Row {
        var atOnce = start
        atOnce.add(parts)
        var expected = start
        var inserted: [Symbol] = []
        for part in parts { expected.add(part.row, times: part.factor, inserted: &inserted) }
        #expect(atOnce.symbols == expected.symbols)
        #expect(atOnce.coefficients == expected.coefficients)
        #expect(atOnce.constant == expected.constant)
        return atOnce
    }

    @Test("Sums that cancel leave the row before the next part is added, as one merge at a time does")
    func cancellationsMatchOneByOne() {
        let start = row(1, [(2, 0.1), (5, 1)])
        let parts: [(row: Row, factor: Double)] = [
            (row(0.5, [(2, 0.2), (7, 3)]), -0.5),  // symbol 2 cancels: 0.1 - 0.1
            (row(0, [(2, 5e-9), (3, 2)]), 1),  // after the cancellation, 2 starts again from 5e-9 alone
            (row(-2, [(5, -1), (9, 0.3)]), 1),  // 5 cancels exactly
            (row(0, [(9, 0.1), (1, 4)]), 3),
        ]
        let atOnce = expectSameSum(start, parts)
        #expect(atOnce.symbols == [1, 2, 3, 7, 9])
        #expect(atOnce.coefficients[1] == 5e-9)
    }

    @Test("Random rows: the same symbols, coefficients and constant, bit for bit")
    func randomRowsMatchOneByOne() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<200 {
            func randomRow() -> Row {
                let terms = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    (Symbol(Int.random(in: 0..<40, using: &generator)), Double.random(in: -3...3, using: &generator))
                }
                var unique: [Symbol: Double] = [:]
                for (symbol, coefficient) in terms { unique[symbol] = coefficient }
                return row(Double.random(in: -10...10, using: &generator), unique.map { ($0.key, $0.value) })
            }
            let start = randomRow()
            let parts: [(row: Row, factor: Double)] = (0..<Int.random(in: 1...30, using: &generator)).map { _ in
                let factors: [Double] = [1, -1, 0.5, 1.0 / 3, Double.random(in: -2...2, using: &generator)]
                return (randomRow(), factors.randomElement(using: &generator)!)
            }
            expectSameSum(start, parts)
        }
    }
}

/// A small seeded generator, so that the random rows are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
