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
        if let known = value(of: uniquenessCache, for: ids) { return known }
        let (result, readsConstants) = faceIsOnePoint(in: variables, ids: ids)
        uniquenessCache = answer(result, for: ids, readsConstants: readsConstants)
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

    /// The answer, and whether it read row constants (which rows sit at 0), which an edit moves.
    private mutating func faceIsOnePoint(in variables: [Variable], ids: [Int]) -> (Bool, readsConstants: Bool) {
        var start = value(of: faceStartCache, for: ids) ?? faceStart(of: variables)
        defer { faceStartCache = answer(start, for: ids, readsConstants: false) }
        if start.hasFreeParameter { return (false, false) }
        if start.face.isEmpty { return (true, false) }
        // Per-symbol marks in flat arrays: this runs on every screen whose vertex is degenerate.
        let count = tableau.kinds.count
        var face = start.face
        var inFace = [Bool](repeating: false, count: count)
        for symbol in face { inFace[Int(symbol)] = true }
        var seenRow = [Bool](repeating: false, count: count)
        // The rows at 0 that the zero-cost symbols reach, and the further zero-cost symbols those
        // rows hold (a direction may need them to keep a row from going negative).
        var blocking: [Symbol] = []
        var next = 0
        while next < face.count {
            let symbol = face[next]
            next += 1
            for basic in tableau.liveColumn(symbol) where !seenRow[Int(basic)] {
                seenRow[Int(basic)] = true
                // External rows never block (they are unrestricted); the column may list one after a rollback.
                let kind = tableau.kinds[Int(basic)]
                guard kind == .dummy || kind != .external && tableau.rows[Int(basic)].constant <= epsilon else { continue }
                blocking.append(basic)
                for other in tableau.rows[Int(basic)].symbols where !inFace[Int(other)] && start.costless(other, &tableau) {
                    inFace[Int(other)] = true
                    face.append(other)
                }
            }
        }
        let free = unpinned(face: face, blocking: blocking)
        let freeFace = face.filter { free[Int($0)] }
        if freeFace.isEmpty { return (true, true) }
        if freeFace.count > Self.largestFace { return (false, true) }
        // Each variable's row over the free symbols: how it moves along the face. Short rows
        // have theirs already; a chain's are projected onto the free symbols alone.
        let moves = start.knownMoves ?? tableau.projectedRows(of: start.symbols) { symbol, _ in free[Int(symbol)] }.map { row in
            var move = Row(constant: 0)
            for (symbol, coefficient) in zip(row.symbols, row.coefficients) where !nearZero(coefficient) {
                move.symbols.append(symbol)
                move.coefficients.append(coefficient)
            }
            return move
        }
        let moving = moves.filter { $0.symbols.contains { free[Int($0)] } }
        if moving.isEmpty { return (true, true) }
        return (!coneMoves(face: freeFace, blocking: blocking, moves: moving), true)
    }

    /// What the structure alone says (kept until a pivot or a new constraint): whether a variable
    /// depends on a free parameter, and the zero-cost symbols the variables' rows reach.
    ///
    /// The zero-cost symbols are those the rows name before any cancels out: a superset of the
    /// face the variables move along, closed the same way by the rows at 0, so the answer is the
    /// same; finding each variable's exact row over them would cost the length of a chain of
    /// views per view, and most of them are pinned by a row at 0 anyway (a label held at its
    /// intrinsic height by hugging and compression resistance alike).
    private mutating func faceStart(of variables: [Variable]) -> FaceStart {
        var start = FaceStart(symbolCount: tableau.kinds.count)
        for variable in variables {
            guard let symbol = symbolOfVariable.symbol(for: variable.id), tableau.isBasic[Int(symbol)] else {
                start.hasFreeParameter = true
                return start
            }
            start.symbols.append(symbol)
        }
        if start.symbols.allSatisfy({ tableau.linkLevel[Int($0)] == 0 }) {
            exactStart(&start)
            return start
        }
        // A nonbasic external left in a variable's row is a free parameter: it moves at no cost.
        let parameters = tableau.projectedRows(of: start.symbols) { symbol, tableau in tableau.kinds[Int(symbol)] == .external }
        if parameters.contains(where: { $0.coefficients.contains { !nearZero($0) } }) {
            start.hasFreeParameter = true
            return start
        }
        var marks = start.costlessMarks
        start.face = tableau.reachedSymbols(from: start.symbols) { symbol, tableau in
            FaceStart.costless(symbol, &marks, &tableau)
        }
        start.costlessMarks = marks
        return start
    }

    /// `faceStart` when no variable's row links to another: each row, read over the nonbasic
    /// symbols, is as short as the variable's own constraints, so the face starts as exactly the
    /// zero-cost symbols the rows hold, and the moves are found at once.
    private mutating func exactStart(_ start: inout FaceStart) {
        var inFace = Set<Symbol>()
        var moves: [Row] = []
        for symbol in start.symbols {
            let row = tableau.resolvedRow(symbol)
            var move = Row(constant: 0)
            for (symbol, coefficient) in zip(row.symbols, row.coefficients) where !nearZero(coefficient) {
                if tableau.kinds[Int(symbol)] == .external {
                    start.hasFreeParameter = true
                    return
                }
                guard start.costless(symbol, &tableau) else { continue }
                move.symbols.append(symbol)
                move.coefficients.append(coefficient)
                if inFace.insert(symbol).inserted { start.face.append(symbol) }
            }
            if !move.symbols.isEmpty { moves.append(move) }
        }
        start.knownMoves = moves
    }

    /// The face symbols not pinned at 0 by a blocking row alone, to a fixed point: a row that must
    /// stay ≥ 0 and no remaining symbol can raise pins every symbol that lowers it; a dummy row
    /// whose remaining symbols all move it one way pins them all. Most degenerate vertices of real
    /// layouts resolve here, without the cone's linear program.
    ///
    /// Each row keeps how many of its free symbols raise and lower it, and a symbol pinned updates
    /// only the rows that hold it: the pins spread along a chain of n gaps in n steps, where
    /// passing over every row until nothing changed took n passes. Pinning only ever adds, and a
    /// row that fires pins exactly its free symbols, so the fixed point does not depend on the order.
    private func unpinned(face: [Symbol], blocking: [Symbol]) -> [Bool] {
        var free = [Bool](repeating: false, count: tableau.kinds.count)
        for symbol in face { free[Int(symbol)] = true }
        var raising = [Int32](repeating: 0, count: blocking.count)
        var lowering = [Int32](repeating: 0, count: blocking.count)
        // The rows that hold each free symbol, as linked lists in flat arrays (this runs on every
        // degenerate solve of every screen): `first[symbol]`, then `next[entry]`, each entry a
        // row and whether the symbol raises it.
        var first = [Int32](repeating: -1, count: tableau.kinds.count)
        var next: [Int32] = [], entryRow: [Int32] = [], entryRaises: [Bool] = []
        for (index, basic) in blocking.enumerated() {
            let row = tableau.rows[Int(basic)]
            for (symbol, coefficient) in zip(row.symbols, row.coefficients) where free[Int(symbol)] {
                let raises: Bool
                if coefficient > epsilon { raises = true } else if coefficient < -epsilon { raises = false } else { continue }
                if raises { raising[index] += 1 } else { lowering[index] += 1 }
                next.append(first[Int(symbol)])
                first[Int(symbol)] = Int32(entryRow.count)
                entryRow.append(Int32(index))
                entryRaises.append(raises)
            }
        }
        func fires(_ index: Int) -> Bool {
            if lowering[index] > 0 && raising[index] == 0 { return true }
            return tableau.kinds[Int(blocking[index])] == .dummy && raising[index] > 0 && lowering[index] == 0
        }
        // A row fires once: it then pins every free symbol it holds, so it has nothing left to pin
        // (queued again on each of its own pins, a row of n symbols was walked n times).
        var queued = blocking.indices.map(fires)
        var pending = blocking.indices.filter { queued[$0] }
        while let index = pending.popLast() {
            let row = tableau.rows[Int(blocking[index])]
            for (symbol, coefficient) in zip(row.symbols, row.coefficients) where free[Int(symbol)] && abs(coefficient) > epsilon {
                free[Int(symbol)] = false
                var entry = first[Int(symbol)]
                while entry >= 0 {
                    let other = Int(entryRow[Int(entry)])
                    if entryRaises[Int(entry)] { raising[other] -= 1 } else { lowering[other] -= 1 }
                    if !queued[other] && fires(other) {
                        queued[other] = true
                        pending.append(other)
                    }
                    entry = next[Int(entry)]
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

/// The structural half of `determinesUniquely`: the variables' symbols, whether one depends on a
/// free parameter, and the zero-cost symbols their rows reach.
struct FaceStart {
    var hasFreeParameter = false
    var symbols: [Symbol] = []
    var face: [Symbol] = []
    /// Each variable's row over the zero-cost symbols, those that read none left out (how the
    /// variables move along the face), when the rows are short enough to find them at once.
    var knownMoves: [Row]?
    /// Per symbol: 0 not asked yet, 1 zero reduced cost (and nonbasic, pivotable), 2 not.
    var costlessMarks: [UInt8]

    init(symbolCount: Int) {
        costlessMarks = [UInt8](repeating: 0, count: symbolCount)
    }

    /// Whether raising the symbol costs nothing at any level (costs change only with the structure).
    mutating func costless(_ symbol: Symbol, _ tableau: inout Tableau) -> Bool {
        Self.costless(symbol, &costlessMarks, &tableau)
    }

    static func costless(_ symbol: Symbol, _ marks: inout [UInt8], _ tableau: inout Tableau) -> Bool {
        let mark = marks[Int(symbol)]
        if mark != 0 { return mark == 1 }
        let zero = tableau.kinds[Int(symbol)].isPivotable && !tableau.isBasic[Int(symbol)]
            && tableau.hasZeroReducedCost(symbol, tolerance: SolverState.costTolerance)
        marks[Int(symbol)] = zero ? 1 : 2
        return zero
    }
}
