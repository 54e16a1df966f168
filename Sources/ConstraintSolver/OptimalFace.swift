/// Whether the optimum is the only one: the set of optimal solutions (the optimal face) seen from
/// the current vertex.
///
/// Every optimal solution is reached from the current one by raising nonbasic symbols whose
/// reduced cost is zero at every level (raising any other one costs something) while every
/// restricted row stays ≥ 0 and every dummy row at 0. Rows with a positive constant allow a small
/// step in any direction; only rows at 0 (a degenerate vertex) can block one. So the face holds
/// another solution exactly when some direction `d ≥ 0` over the zero-cost symbols keeps every
/// such row from going negative: a small cone, solved as a linear program of its own. The
/// ambiguity probe (`Ambiguity.swift`) tries each zero-cost symbol alone and so misses a direction
/// that needs two of them at once.
extension SolverState {
    /// Whether every optimal solution gives each of `variables` the value the current one gives.
    mutating func determinesUniquely(_ variables: [Variable]) -> Bool {
        tableau.optimizeIfNeeded()
        let ids = variables.map(\.id)
        if let cache = uniquenessCache, cache.version == tableau.structureVersion, cache.ids == ids { return cache.result }
        let result = faceIsOnePoint(in: variables)
        uniquenessCache = UniquenessCache(version: tableau.structureVersion, ids: ids, result: result)
        return result
    }

    /// Reduced costs this close to zero count as zero. Costs are sums of error weights (1 per
    /// unit) times constraint coefficients, and an engine re-solved on many screens carries
    /// rounding of about 1e-8 in them: a cost that small is a tie, and the optimum is then not
    /// taken as unique (a false "maybe" only costs a solve from scratch).
    static let costTolerance = 1e-6

    /// Above this many zero-cost symbols around the variables, the cone is not solved and the
    /// optimum is taken as possibly not unique (the caller then solves from scratch).
    static let largestFace = 4_000

    private mutating func faceIsOnePoint(in variables: [Variable]) -> Bool {
        var isCostless: [Symbol: Bool] = [:]
        func costless(_ symbol: Symbol, _ tableau: inout Tableau) -> Bool {
            if let known = isCostless[symbol] { return known }
            let zero = tableau.kinds[Int(symbol)].isPivotable && !tableau.isBasic[Int(symbol)] && tableau.hasZeroReducedCost(symbol, tolerance: Self.costTolerance)
            isCostless[symbol] = zero
            return zero
        }
        // The variables' rows over the zero-cost symbols: how each variable moves along a direction.
        var moves: [Row] = []
        var face: [Symbol] = []
        var inFace = Set<Symbol>()
        for variable in variables {
            guard let symbol = symbolOfVariable.symbol(for: variable.id), tableau.isBasic[Int(symbol)] else { return false }
            let row = tableau.resolvedRow(symbol)
            var move = Row(constant: 0)
            for (symbol, coefficient) in zip(row.symbols, row.coefficients) where !nearZero(coefficient) {
                // A nonbasic external is a free parameter: the variable moves with it at no cost.
                if tableau.kinds[Int(symbol)] == .external { return false }
                guard costless(symbol, &tableau) else { continue }
                move.symbols.append(symbol)
                move.coefficients.append(coefficient)
                if inFace.insert(symbol).inserted { face.append(symbol) }
            }
            if !move.symbols.isEmpty { moves.append(move) }
        }
        if moves.isEmpty { return true }
        // The rows at 0 that the zero-cost symbols reach, and the further zero-cost symbols those
        // rows hold (a direction may need them to keep a row from going negative).
        var blocking: [Symbol] = []
        var seenRows = Set<Symbol>()
        var next = 0
        while next < face.count {
            let symbol = face[next]
            next += 1
            for basic in tableau.liveColumn(symbol) where seenRows.insert(basic).inserted {
                // External rows never block (they are unrestricted); the column may list one after a rollback.
                let kind = tableau.kinds[Int(basic)], row = tableau.rows[Int(basic)]
                guard kind == .dummy || kind != .external && row.constant <= epsilon else { continue }
                blocking.append(basic)
                for other in row.symbols where costless(other, &tableau) && inFace.insert(other).inserted {
                    face.append(other)
                    if face.count > Self.largestFace { return false }
                }
            }
        }
        let free = unpinned(face: face, blocking: blocking)
        let moving = moves.filter { $0.symbols.contains(where: free.contains) }
        if moving.isEmpty { return true }
        return !coneMoves(face: face.filter(free.contains), blocking: blocking, moves: moving)
    }

    /// The face symbols not pinned at 0 by a blocking row alone, to a fixed point: a row that must
    /// stay ≥ 0 and no remaining symbol can raise pins every symbol that lowers it; a dummy row
    /// whose remaining symbols all move it one way pins them all. Most degenerate vertices of real
    /// layouts resolve here, without the cone's linear program.
    private func unpinned(face: [Symbol], blocking: [Symbol]) -> Set<Symbol> {
        var free = Set(face)
        var changed = true
        while changed {
            changed = false
            for basic in blocking {
                let row = tableau.rows[Int(basic)]
                var raises = false, lowers = false
                for (symbol, coefficient) in zip(row.symbols, row.coefficients) where free.contains(symbol) {
                    if coefficient > epsilon { raises = true } else if coefficient < -epsilon { lowers = true }
                }
                let pinsRaising = tableau.kinds[Int(basic)] == .dummy && raises && !lowers
                guard lowers && !raises || pinsRaising else { continue }
                for (symbol, coefficient) in zip(row.symbols, row.coefficients) where free.contains(symbol) && abs(coefficient) > epsilon {
                    free.remove(symbol)
                    changed = true
                }
            }
        }
        return free
    }

    /// Whether a direction over `face` (each symbol raised by d ≥ 0, Σ d ≤ 1) keeps every
    /// `blocking` row ≥ 0 (a dummy row at 0) and moves some variable: maximises and minimises a
    /// fixed generic combination of the moves, which is nonzero on any direction that moves one.
    private func coneMoves(face: [Symbol], blocking: [Symbol], moves: [Row]) -> Bool {
        var direction: [Symbol: Variable] = [:]
        for symbol in face { direction[symbol] = Variable("d\(symbol)") }
        func expression(_ row: Row, weight: Double = 1) -> Expression {
            var terms: [Term] = []
            for (symbol, coefficient) in zip(row.symbols, row.coefficients) {
                if let d = direction[symbol] { terms.append(Term(d, coefficient * weight)) }
            }
            return Expression(terms: terms)
        }
        var combination = Expression()
        for (index, move) in moves.enumerated() {
            combination.terms += expression(move, weight: genericWeight(index)).terms
        }
        for sign in [1.0, -1.0] {
            let solver = Solver()
            do {
                for symbol in face { try solver.add(Constraint(Expression(direction[symbol]!), .greaterThanOrEqual)) }
                try solver.add(Constraint(Expression(terms: face.map { Term(direction[$0]!) }, constant: -1), .lessThanOrEqual))
                for basic in blocking {
                    let row = expression(tableau.rows[Int(basic)])
                    try solver.add(Constraint(row, tableau.kinds[Int(basic)] == .dummy ? .equal : .greaterThanOrEqual))
                }
                var target = combination
                target.constant = -sign
                try solver.add(Constraint(target, .equal, priority: 1))
            } catch {
                return true  // not expected (d = 0 meets every required constraint); solve from scratch
            }
            let reached = combination.terms.reduce(0) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            if reached * sign > 1e-7 { return true }
        }
        return false
    }

    /// A fixed weight in [0.5, 1.5) for the index-th move, the same on every run.
    private func genericWeight(_ index: Int) -> Double {
        var x = UInt64(index) &+ 0x9E37_79B9_7F4A_7C15
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        x ^= x >> 31
        return 0.5 + Double(x >> 11) / Double(1 << 53)
    }
}

/// The last `determinesUniquely` answer, valid while the tableau's structure is unchanged.
struct UniquenessCache {
    var version: UInt64
    var ids: [Int]
    var result: Bool
}
