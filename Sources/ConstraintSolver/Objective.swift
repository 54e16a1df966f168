/// One priority level of the objective: the sum of the errors of the optional constraints at
/// this priority, kept as reduced costs over the nonbasic symbols (dense, indexed by symbol).
///
/// Keeping the levels apart, instead of folding them into one weighted sum as kiwi does, is what
/// makes priorities strict: reduced costs are compared level by level, highest first.
struct ObjectiveLevel {
    let priority: Float
    var costs: [Double] = []
    /// How many constraints (and edit variables) have errors at this level.
    var members = 0
}

extension Tableau {
    /// The index of the level for `priority`, made if missing (levels stay sorted, highest first).
    mutating func level(for priority: Float) -> Int {
        var index = 0
        while index < levels.count, levels[index].priority > priority { index += 1 }
        if index < levels.count, levels[index].priority == priority { return index }
        levels.insert(ObjectiveLevel(priority: priority), at: index)
        return index
    }

    func existingLevel(for priority: Float) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    @inline(__always) func cost(_ level: Int, _ symbol: Symbol) -> Double {
        let costs = levels[level].costs
        return Int(symbol) < costs.count ? costs[Int(symbol)] : 0
    }

    mutating func setCost(_ level: Int, _ symbol: Symbol, _ value: Double) {
        let s = Int(symbol)
        if s >= levels[level].costs.count {
            if value == 0 { return }
            levels[level].costs.append(
                contentsOf: repeatElement(0, count: max(kinds.count, s + 1) - levels[level].costs.count))
        }
        if isJournaling {
            journal!.savedCosts.append(SavedCost(level: level, symbol: symbol, cost: levels[level].costs[s]))
        }
        levels[level].costs[s] = value
        markForPricing(symbol)
    }

    /// Adds `amount × expression` to a level, where the expression is a basic row or a single symbol.
    mutating func addToObjective(_ level: Int, _ symbol: Symbol, times amount: Double) {
        if isBasic[Int(symbol)] {
            let row = rows[Int(symbol)]
            for (i, s) in row.symbols.enumerated() {
                setCost(level, s, cost(level, s) + amount * row.coefficients[i])
            }
        } else {
            setCost(level, symbol, cost(level, symbol) + amount)
        }
    }

    mutating func substituteIntoObjective(_ symbol: Symbol, _ row: Row) {
        for level in levels.indices {
            let factor = cost(level, symbol)
            if factor == 0 { continue }
            setCost(level, symbol, 0)
            for (i, s) in row.symbols.enumerated() {
                setCost(level, s, cost(level, s) + factor * row.coefficients[i])
            }
        }
    }

    mutating func markForPricing(_ symbol: Symbol) {
        if !marks[Int(symbol)].priced {
            marks[Int(symbol)].priced = true
            pricing.push(symbol)
        }
    }

    /// The sign of a symbol's reduced cost in the lexicographic order of the levels:
    /// -1 if entering it improves the objective, 0 if it changes nothing, +1 if it worsens it.
    mutating func reducedCostSign(_ symbol: Symbol) -> Int {
        for level in levels.indices {
            let c = cost(level, symbol)
            if c > epsilon { return 1 }
            if c < -epsilon { return -1 }
        }
        return 0
    }

    /// Whether entering the symbol changes no level's cost by more than `tolerance` per unit.
    func hasZeroReducedCost(_ symbol: Symbol, tolerance: Double) -> Bool {
        levels.indices.allSatisfy { abs(cost($0, symbol)) <= tolerance }
    }

    /// Is `cost(a) / ratioA` lexicographically smaller than `cost(b) / ratioB`? (Dual ratio test.)
    func costRatio(_ a: Symbol, _ ratioA: Double, isLessThan b: Symbol, _ ratioB: Double) -> Bool {
        for level in levels.indices {
            let x = cost(level, a) / ratioA
            let y = cost(level, b) / ratioB
            if x < y - epsilon { return true }
            if x > y + epsilon { return false }
        }
        return a < b
    }
}
