/// Counts of the work the solver has done since it was made or reset; for benchmarks and tuning.
public struct SolverStatistics: Sendable, Equatable {
    /// Simplex pivots (primal, phase one and dual).
    public var pivots = 0
    /// Rows rewritten by substituting a symbol that entered the basis.
    public var rowsRewritten = 0
}

extension Solver {
    public var statistics: SolverStatistics { state.tableau.statistics }

    /// Whether an optimisation was stopped after its pivot budget (a cycle from rounding): the
    /// values are then not an optimum, and the caller should solve again from scratch.
    public var hasStalled: Bool { state.tableau.hasStalled }

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

