/// An expression that optimal solutions leave open, and what leaves it open: the free parameters
/// and free directions its row moves with. Two expressions that name the same freedom move
/// together: one missing constraint opens both.
public struct OpenExpression: Sendable, Hashable {
    /// Its position among the expressions asked about.
    public let index: Int
    /// The freedoms, as the solver numbers them (meaningful only within one answer).
    public let freedoms: [Int]
}

/// Which variables the constraints leave undetermined.
///
/// A variable is ambiguous when more than one solution is optimal and they differ in it. Two
/// causes show in the optimal tableau:
/// - a free parameter: a nonbasic external symbol (nothing pins it, as a view with a left edge
///   and no width) in the variable's row, or the variable itself;
/// - a tie: a nonbasic slack or error with a zero reduced cost at every priority level that can
///   move (a positive step before any row reaches its bound), as two equal-priority constraints
///   wanting different values.
/// A tie that only shows after degenerate pivots (a zero step) is not reported
/// (`determinesUniquely` in `OptimalFace.swift` finds those too).
extension SolverState {
    /// The answer is kept until the basis changes (`CachedAnswer`): re-solves that move only values
    /// (an edit that needs no pivot, as a new screen size of the same layout usually does) reuse it,
    /// unless it read the step of a direction, which the edit moves.
    mutating func ambiguousVariables(among variables: [Variable]) -> [Variable] {
        let open = ambiguousExpressions(variables.map { Expression($0) })
        return open.map { variables[$0] }
    }

    /// The positions in `expressions` of those whose value differs between optimal solutions. An
    /// expression is ambiguous when its row over the nonbasic symbols (the sum of its variables'
    /// rows) holds a free parameter or a free direction: a difference such as `child.x - parent.x`
    /// is determined when both move with the same parameter, which cancels.
    mutating func ambiguousExpressions(_ expressions: [Expression]) -> [Int] {
        openExpressions(expressions).map(\.index)
    }

    /// The ambiguous expressions with the freedoms each moves with.
    mutating func openExpressions(_ expressions: [Expression]) -> [OpenExpression] {
        tableau.optimizeIfNeeded()
        let key = Self.cacheKey(expressions)
        if let known = value(of: ambiguityCache, for: key) { return known }
        var freeDirection = false
        var open: [OpenExpression] = []
        // Each row over the free parameters and free directions alone.
        let rows = projectedRows(of: expressions) { symbol, tableau in
            switch tableau.kinds[Int(symbol)] {
            case .external: return true
            case .dummy: return false
            case .slack, .error:
                freeDirection = true
                return tableau.isFreeDirection(symbol)
            }
        }
        for (index, row) in rows.enumerated() {
            guard let row else {
                // A variable the solver has not seen: open, with no freedom to name.
                open.append(OpenExpression(index: index, freedoms: []))
                continue
            }
            if !row.symbols.isEmpty { open.append(OpenExpression(index: index, freedoms: row.symbols.map(Int.init))) }
        }
        ambiguityCache = answer(open, for: key, readsConstants: freeDirection)
        return open
    }

    /// The variables' ids with each term's coefficient, so two questions that differ only in a
    /// sign do not share an answer.
    private static func cacheKey(_ expressions: [Expression]) -> [Int] {
        var key: [Int] = []
        for expression in expressions {
            key.append(-1 - expression.terms.count)
            for term in expression.terms {
                key.append(term.variable.id)
                key.append(Int(truncatingIfNeeded: term.coefficient.bitPattern))
            }
        }
        return key
    }

    /// Each expression's row over the nonbasic symbols `keep` accepts (its variables' rows
    /// summed); nil for one that names a variable the solver has not seen.
    mutating func projectedRows(of expressions: [Expression], keep: (Symbol, inout Tableau) -> Bool) -> [Row?] {
        var targets: [Symbol] = []
        for expression in expressions {
            for term in expression.terms {
                if let symbol = symbolOfVariable.symbol(for: term.variable.id) { targets.append(symbol) }
            }
        }
        let projected = tableau.projectedRows(of: targets, keep: keep)
        var next = 0
        var scratch: [Symbol] = []
        return expressions.map { expression in
            var row = Row(constant: 0)
            var seen = true
            for term in expression.terms {
                guard symbolOfVariable.symbol(for: term.variable.id) != nil else {
                    seen = false
                    continue
                }
                row.add(projected[next], times: term.coefficient, inserted: &scratch)
                next += 1
            }
            return seen ? row : nil
        }
    }
}

extension SolverState {
    /// Where `variables` would be if `expression` moved by `delta` along its one free parameter:
    /// nil unless `expression` depends on exactly one nonbasic external symbol. Such a parameter
    /// appears in no restricted row, so moving it changes no error and no slack: the solution it
    /// gives is exactly what adding `expression >= value + delta` (or `<=`) and re-solving would
    /// give, without touching the tableau.
    mutating func valuesAlongFreeParameter(of expression: Expression, by delta: Double, reading variables: [Variable]) -> [Double]? {
        tableau.optimizeIfNeeded()
        let onlyExternals: (Symbol, inout Tableau) -> Bool = { symbol, tableau in tableau.kinds[Int(symbol)] == .external }
        guard let row = projectedRows(of: [expression], keep: onlyExternals)[0], row.symbols.count == 1 else { return nil }
        let free = row.symbols[0]
        let coefficient = row.coefficients[0]
        guard abs(coefficient) > epsilon else { return nil }
        let step = delta / coefficient
        // Values one at a time: a batch would replace the value plan kept for the frames.
        let moves = projectedRows(of: variables.map { Expression($0) }, keep: onlyExternals)
        return variables.indices.map { index in
            guard let move = moves[index], let symbol = symbolOfVariable.symbol(for: variables[index].id) else { return 0 }
            return tableau.value(of: symbol) + move.coefficient(of: free) * step
        }
    }
}

extension Tableau {
    /// Whether raising the nonbasic symbol moves the solution at no cost, for a positive step.
    mutating func isFreeDirection(_ symbol: Symbol) -> Bool {
        guard reducedCostSign(symbol) == 0 else { return false }
        for basic in liveColumn(symbol) {
            let b = Int(basic)
            let coefficient = rows[b].coefficient(of: symbol)
            switch kinds[b] {
            case .external: continue
            case .dummy: return false
            case .slack, .error:
                if coefficient < 0, rows[b].constant / -coefficient <= epsilon { return false }
            }
        }
        return true
    }
}
