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
        var freeDirection: [Symbol: Bool] = [:]
        var open: [OpenExpression] = []
        for (index, expression) in expressions.enumerated() {
            if let freedoms = freedoms(of: expression, &freeDirection) { open.append(OpenExpression(index: index, freedoms: freedoms)) }
        }
        ambiguityCache = answer(open, for: key, readsConstants: !freeDirection.isEmpty)
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

    /// The expression's row over the nonbasic symbols; nil when it names a variable the solver has not seen.
    private mutating func resolvedRow(of expression: Expression) -> Row? {
        var row = Row(constant: 0)
        var scratch: [Symbol] = []
        for term in expression.terms {
            guard let symbol = symbolOfVariable.symbol(for: term.variable.id) else { return nil }
            if tableau.isBasic[Int(symbol)] {
                tableau.addResolvedRow(of: symbol, times: term.coefficient, into: &row, scratch: &scratch)
            } else {
                _ = row.add(term.coefficient, times: symbol)
            }
        }
        return row
    }

    /// The free parameters and free directions the expression's row holds, in the row's order;
    /// nil when it holds none (the expression is determined). An expression over a variable the
    /// solver has not seen is open with no freedom named.
    private mutating func freedoms(of expression: Expression, _ freeDirection: inout [Symbol: Bool]) -> [Int]? {
        guard let row = resolvedRow(of: expression) else { return [] }
        var found: [Int] = []
        for other in row.symbols {
            switch tableau.kinds[Int(other)] {
            case .external: found.append(Int(other))
            case .dummy: continue
            case .slack, .error:
                let free: Bool
                if let known = freeDirection[other] {
                    free = known
                } else {
                    free = isFreeDirection(other)
                    freeDirection[other] = free
                }
                if free { found.append(Int(other)) }
            }
        }
        return found.isEmpty ? nil : found
    }

    private mutating func isFreeDirection(_ symbol: Symbol) -> Bool {
        guard tableau.reducedCostSign(symbol) == 0 else { return false }
        for basic in tableau.liveColumn(symbol) {
            let b = Int(basic)
            let coefficient = tableau.rows[b].coefficient(of: symbol)
            switch tableau.kinds[b] {
            case .external: continue
            case .dummy: return false
            case .slack, .error:
                if coefficient < 0, tableau.rows[b].constant / -coefficient <= epsilon { return false }
            }
        }
        return true
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
        guard let row = resolvedRow(of: expression) else { return nil }
        let externals = row.symbols.filter { tableau.kinds[Int($0)] == .external }
        guard externals.count == 1 else { return nil }
        let free = externals[0]
        let coefficient = row.coefficient(of: free)
        guard abs(coefficient) > epsilon else { return nil }
        let step = delta / coefficient
        return variables.map { other in
            guard let otherSymbol = symbolOfVariable.symbol(for: other.id) else { return 0 }
            if otherSymbol == free { return tableau.value(of: otherSymbol) + step }
            let value = tableau.value(of: otherSymbol)
            guard tableau.isBasic[Int(otherSymbol)], tableau.kinds[Int(otherSymbol)] == .external else { return value }
            return value + tableau.resolvedRow(otherSymbol).coefficient(of: free) * step
        }
    }
}
