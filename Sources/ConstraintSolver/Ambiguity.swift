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
        tableau.optimizeIfNeeded()
        let ids = variables.map(\.id)
        if let known = value(of: ambiguityCache, for: ids) { return known }
        var freeDirection: [Symbol: Bool] = [:]
        var ambiguous: [Variable] = []
        for variable in variables where isAmbiguous(variable, &freeDirection) { ambiguous.append(variable) }
        ambiguityCache = answer(ambiguous, for: ids, readsConstants: !freeDirection.isEmpty)
        return ambiguous
    }

    private mutating func isAmbiguous(_ variable: Variable, _ freeDirection: inout [Symbol: Bool]) -> Bool {
        guard let symbol = symbolOfVariable.symbol(for: variable.id) else { return true }
        guard tableau.isBasic[Int(symbol)] else { return true }
        for other in tableau.resolvedRow(symbol).symbols {
            switch tableau.kinds[Int(other)] {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                if let known = freeDirection[other] {
                    if known { return true }
                    continue
                }
                let free = isFreeDirection(other)
                freeDirection[other] = free
                if free { return true }
            }
        }
        return false
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
    /// Where `variables` would be if `variable` moved by `delta` along its one free parameter:
    /// nil unless `variable` depends on exactly one nonbasic external symbol (or is one). Such a
    /// parameter appears in no restricted row, so moving it changes no error and no slack: the
    /// solution it gives is exactly what adding `variable >= value + delta` (or `<=`) and
    /// re-solving would give, without touching the tableau.
    mutating func valuesAlongFreeParameter(of variable: Variable, by delta: Double, reading variables: [Variable]) -> [Double]? {
        tableau.optimizeIfNeeded()
        guard let symbol = symbolOfVariable.symbol(for: variable.id) else { return nil }
        let free: Symbol
        let coefficient: Double
        if !tableau.isBasic[Int(symbol)] {
            free = symbol
            coefficient = 1
        } else {
            let row = tableau.resolvedRow(symbol)
            let externals = row.symbols.filter { tableau.kinds[Int($0)] == .external }
            guard externals.count == 1 else { return nil }
            free = externals[0]
            coefficient = row.coefficient(of: free)
        }
        guard abs(coefficient) > epsilon else { return nil }
        let step = delta / coefficient
        return variables.map { other in
            guard let otherSymbol = symbolOfVariable.symbol(for: other.id) else { return 0 }
            if otherSymbol == free { return step }
            let value = tableau.value(of: otherSymbol)
            guard tableau.isBasic[Int(otherSymbol)], tableau.kinds[Int(otherSymbol)] == .external else { return value }
            return value + tableau.resolvedRow(otherSymbol).coefficient(of: free) * step
        }
    }
}
