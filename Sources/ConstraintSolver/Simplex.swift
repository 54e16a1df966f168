/// The simplex steps, each named for what it does to the tableau.
extension Tableau {
    // MARK: - Primal simplex (after a constraint is added or removed)

    mutating func optimizeIfNeeded() {
        if needsOptimize { optimize() }
    }

    /// Pivots until no nonbasic symbol has a lexicographically negative reduced cost.
    mutating func optimize() {
        needsOptimize = false
        var pivots = 0
        while let entering = nextEnteringSymbol() {
            // No row bounds it: the objective would fall without limit, which a sum of errors that
            // are all ≥ 0 cannot. Only rounding gets here; leaving the symbol alone is safe.
            guard let leaving = leavingRow(for: entering) else { continue }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotBudget {
                hasStalled = true
                return
            }
        }
    }

    /// The smallest symbol whose reduced cost is lexicographically negative (Bland's rule).
    mutating func nextEnteringSymbol() -> Symbol? {
        while let symbol = pricing.popMin() {
            let s = Int(symbol)
            guard s < kinds.count else { continue }
            marks[s].priced = false
            if !isBasic[s], kinds[s].isPivotable, reducedCostSign(symbol) < 0 { return symbol }
        }
        return nil
    }

    /// The ratio test: the restricted row that first reaches its bound as `entering` grows.
    /// A basic dummy must stay 0, so any row of one that mentions `entering` blocks it at once.
    mutating func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        // One walk of the column, reading each row's coefficient where the walk found it: the
        // probes of a long ambiguous stack run this test thousands of times on columns of
        // hundreds of rows.
        forEachRow(mentioning: entering, external: false) { basic, position, tableau in
            let b = Int(basic)
            let kind = tableau.kinds[b]
            guard kind.isRestricted else { return }
            let coefficient = tableau.rows[b].coefficients[position]
            let ratio: Double
            if kind == .dummy {
                ratio = 0
            } else {
                guard coefficient < 0 else { return }
                ratio = max(0, tableau.rows[b].constant) / -coefficient
            }
            if best == nil || ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                best = basic
                bestRatio = ratio
            }
        }
        return best
    }

    // MARK: - Phase one (a row with no symbol to solve for)

    /// Adds `row` (constant ≥ 0) by making an artificial variable basic for it and minimising that
    /// variable. Returns false if it cannot reach 0: the row contradicts the required constraints.
    /// Then `artificialObjective` is the certificate: its terms name the constraints involved.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = newSymbol(.slack)
        installRow(artificial, row)
        artificialObjective = row
        var pivots = 0
        while let entering = artificialEnteringSymbol() {
            guard let leaving = leavingRow(for: entering) else { break }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > pivotBudget {
                hasStalled = true
                break
            }
        }
        guard let objective = artificialObjective, nearZero(objective.constant) else { return false }
        artificialObjective = nil
        if isBasic[Int(artificial)] {
            var artificialRow = takeRow(artificial)
            if !artificialRow.isConstant {
                guard let entering = artificialRow.symbols.first(where: { kinds[Int($0)].isPivotable }) else {
                    artificialObjective = objective
                    return false
                }
                artificialRow.solve(for: entering, replacing: artificial)
                substituteEverywhere(entering, artificialRow)
                installRow(entering, artificialRow)
            }
        }
        eraseColumn(artificial)
        return true
    }

    private func artificialEnteringSymbol() -> Symbol? {
        guard let objective = artificialObjective else { return nil }
        for (i, symbol) in objective.symbols.enumerated()
        where objective.coefficients[i] < -epsilon && kinds[Int(symbol)].isPivotable {
            return symbol
        }
        return nil
    }

    // MARK: - Dual simplex (after an edit variable's value changes)

    /// Restores feasibility while keeping the reduced costs optimal. Returns false if some row can
    /// not be made feasible: the required constraints do not allow the new edit value.
    mutating func dualOptimize() -> Bool {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            if pivots > pivotBudget {
                hasStalled = true
                infeasible.removeAll()
                return true
            }
            let l = Int(leaving)
            guard isBasic[l] else { continue }
            let row = rows[l]
            let direction: Double
            switch kinds[l] {
            case .external: continue
            case .dummy:
                guard !nearZero(row.constant) else { continue }
                direction = row.constant > 0 ? -1 : 1
            case .slack, .error:
                guard row.constant < -epsilon else { continue }
                direction = 1
            }
            guard let entering = dualEnteringSymbol(row, direction: direction) else {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
        }
        return true
    }

    /// The dual ratio test: of the symbols that move the row toward feasibility, the one whose
    /// reduced cost per unit is lexicographically smallest (ties to the smaller symbol).
    private func dualEnteringSymbol(_ row: Row, direction: Double) -> Symbol? {
        var best: Symbol?
        var bestCoefficient = 0.0
        for (i, symbol) in row.symbols.enumerated() where kinds[Int(symbol)].isPivotable {
            let coefficient = row.coefficients[i] * direction
            guard coefficient > epsilon else { continue }
            if best == nil || costRatio(symbol, coefficient, isLessThan: best!, bestCoefficient) {
                best = symbol
                bestCoefficient = coefficient
            }
        }
        return best
    }

    // MARK: - Removing a constraint

    /// Takes a constraint's marker out of the tableau. If it is nonbasic it is first pivoted in,
    /// through the row that keeps the others feasible (as kiwi's `getMarkerLeavingRow`).
    mutating func eliminateMarker(_ marker: Symbol) {
        if isBasic[Int(marker)] {
            dropRow(marker)
            return
        }
        guard let leaving = markerLeavingRow(marker) else {
            eraseColumn(marker)
            return
        }
        // An external row is read over nonbasic symbols first: the rows it goes into may be restricted.
        var row = kinds[Int(leaving)] == .external ? resolvedRow(leaving) : rows[Int(leaving)]
        _ = takeRow(leaving)
        row.solve(for: marker, replacing: leaving)
        substituteEverywhere(marker, row, externalRows: true)
    }

    private mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var decreasing: Symbol?
        var decreasingRatio = Double.infinity
        var increasing: Symbol?
        var increasingRatio = Double.infinity
        var external: Symbol?
        for basic in liveColumn(marker) + liveExternalColumn(marker) {
            let b = Int(basic)
            let coefficient = rows[b].coefficient(of: marker)
            if kinds[b] == .external {
                if external == nil { external = basic }
            } else if coefficient < 0 {
                let ratio = -rows[b].constant / coefficient
                if ratio < decreasingRatio { decreasing = basic; decreasingRatio = ratio }
            } else {
                let ratio = rows[b].constant / coefficient
                if ratio < increasingRatio { increasing = basic; increasingRatio = ratio }
            }
        }
        return decreasing ?? increasing ?? external
    }

    /// Removes a leftover error or slack of a removed constraint.
    mutating func eliminateLeftover(_ symbol: Symbol) {
        if isBasic[Int(symbol)] {
            dropRow(symbol)
        }
        eraseColumn(symbol)
    }
}
