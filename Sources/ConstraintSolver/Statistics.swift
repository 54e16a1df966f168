/// Counts of the work the solver has done since it was made or reset; for benchmarks and tuning.
public struct SolverStatistics: Sendable, Equatable {
    /// Simplex pivots (primal, phase one and dual).
    public var pivots = 0
    /// Rows rewritten by substituting a symbol that entered the basis.
    public var rowsRewritten = 0
}

extension Solver {
    public var statistics: SolverStatistics { state.tableau.statistics }

    /// Current tableau size: rows, and the total number of terms in them.
    public var tableauSize: (rows: Int, terms: Int) {
        let tableau = state.tableau
        var rows = 0
        var terms = 0
        for (symbol, basic) in tableau.isBasic.enumerated() where basic {
            rows += 1
            terms += tableau.rows[symbol].symbols.count
        }
        return (rows, terms)
    }
}

extension Solver {
    /// The tableau as text, one row per basic symbol: for debugging the solver itself.
    func tableauDescription() -> String {
        let tableau = state.tableau
        func name(_ s: Symbol) -> String {
            switch tableau.kinds[Int(s)] {
            case .external: return "x\(s)"
            case .slack: return "s\(s)"
            case .error: return "e\(s)"
            case .dummy: return "d\(s)"
            }
        }
        var lines: [String] = []
        for (s, basic) in tableau.isBasic.enumerated() where basic {
            let row = tableau.rows[s]
            let terms = zip(row.symbols, row.coefficients).map { "\(formatNumber($1))*\(name($0))" }
            lines.append("\(name(Symbol(s))) = \(formatNumber(row.constant)) " + terms.joined(separator: " "))
        }
        for level in tableau.levels {
            let terms = level.costs.enumerated().filter { $0.element != 0 }.map { "\(formatNumber($0.element))*\(name(Symbol($0.offset)))" }
            lines.append("objective@\(level.priority): " + terms.joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }
}
