/// The simplex tableau, plus everything the pivoting steps need.
///
/// Each basic symbol owns a row `basic = constant + Σ coefficient × symbol`; nonbasic symbols
/// are 0. Four invariants carry the whole algorithm:
/// - Restricted rows (slack, error, dummy basics) are in solved form: they mention only nonbasic
///   restricted symbols, never an external one. So the optimisation only ever moves restricted
///   symbols, and a nonbasic external is a free parameter.
/// - External rows are identities, not solved form: they may mention basic restricted symbols,
///   and are read through them (`value(of:)`, `resolvedRow(_:)`). Pivots never rewrite them, which
///   keeps a pivot on a symbol that every position depends on (a shared width) from touching every
///   view. An external row may also link to other basic external rows, never in a cycle
///   (`ExternalLinks.swift`): a chain of views stays a chain of short rows.
/// - Every restricted row has a constant ≥ 0 (a dummy row exactly 0) outside `dualOptimize`.
/// - `columns` lists for each symbol the restricted rows that mention it, `externalColumns` the
///   external ones (both with stale entries, dropped when read), so a pivot touches only the rows
///   it changes.
struct Tableau {
    var kinds: [SymbolKind] = []
    var rows: [Row] = []
    var isBasic: [Bool] = []
    var columns = ColumnIndex()
    var externalColumns = ColumnIndex()

    /// The objective, one level per distinct optional priority, highest first.
    var levels: [ObjectiveLevel] = []
    /// Symbols whose reduced cost changed since they were last priced: the only candidates for
    /// entering the basis. Popped smallest first (Bland's rule, so degenerate pivots cannot cycle).
    var pricing = MinHeap<Symbol>()

    /// Restricted rows whose constant went negative (or a dummy row that left 0) after an edit.
    var infeasible: [Symbol] = []
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificialObjective: Row?

    /// Rows and costs saved before their first change in a transaction, for an exact rollback.
    var journal: Journal?
    /// `journal != nil`, kept apart: testing the optional copies the journal.
    var isJournaling = false
    var journalID: UInt32 = 0
    var visitStamp: UInt32 = 0
    var linkStamp: UInt32 = 0
    /// Per symbol, for a basic external row: 0 when it links to no other row, else one more than
    /// the highest level it links to. A row is always above every row it links to.
    var linkLevel: [Int32] = []
    /// Per-symbol bookkeeping of the steps above, in one array (one append per new symbol).
    var marks: [SymbolMarks] = []
    var insertedScratch: [Symbol] = []
    var statistics = SolverStatistics()
    /// The largest magnitude of a constant any row has held: the scale of the values in play
    /// (`roundingTolerance`). It never falls.
    private(set) var largestConstant = 0.0

    /// How far from 0 rounding may leave a constant that is 0: a few units in the last place,
    /// times the tableau's size, times the largest constant (the usual bound, n × ε × the
    /// matrix's norm). A constant is summed from coefficients that themselves cancelled (the
    /// `1 − Σ shares` of a proportional stack), so its error grows with the system, not with the
    /// constant: 3e-11 in a 1,000-view stack, 2.6e-9 in an 8,000-view one. For a real layout
    /// (a few thousand symbols, values up to about 1,000 pt) it is about 1e-8 pt.
    var roundingTolerance: Double {
        10 * Double.ulpOfOne * Double(kinds.count) * max(largestConstant, 1)
    }
    /// Bumped by every change to which rows exist or which terms they hold (not their constants).
    /// Plans compiled from the structure stay valid while it holds: see `CompiledPlans.swift`.
    var structureVersion: UInt64 = 0
    var shiftPlans: [Symbol: ShiftPlan] = [:]
    var valuePlan: ValuePlan?
    /// Constraints changed since the last optimisation. Adding and removing leave the basis feasible
    /// but not optimal; the primal simplex runs once, when a value is read or an edit needs it.
    var needsOptimize = false
    /// An optimisation ran past `pivotBudget` pivots and was stopped: floating-point rounding can
    /// defeat Bland's rule and make the simplex cycle. The solution is then not to be trusted.
    var hasStalled = false
    /// The most pivots one optimisation may take: far more than any real layout needs (a few per
    /// row), few enough to stop a cycle within a second.
    var pivotBudget: Int { 50 * (kinds.count + 100) }

    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = Symbol(kinds.count)
        kinds.append(kind)
        rows.append(Row())
        isBasic.append(false)
        linkLevel.append(0)
        columns.addSymbol()
        externalColumns.addSymbol()
        marks.append(SymbolMarks())
        return symbol
    }

    /// Forgets symbols made since `count` (a failed add before it touched any row).
    mutating func truncateSymbols(to count: Int) {
        guard count < kinds.count else { return }
        structureVersion &+= 1
        kinds.removeSubrange(count...)
        rows.removeSubrange(count...)
        isBasic.removeSubrange(count...)
        linkLevel.removeSubrange(count...)
        columns.truncate(to: count)
        externalColumns.truncate(to: count)
        marks.removeSubrange(count...)
        for level in levels.indices where levels[level].costs.count > count {
            levels[level].costs.removeSubrange(count...)
        }
    }

    // The read-only helpers below are `mutating` only so that the solver borrows its tableau in
    // place: a non-mutating call on a struct stored in a class copies the whole struct first.

    /// The symbol's value in the current basic solution.
    mutating func value(of symbol: Symbol) -> Double {
        let s = Int(symbol)
        guard isBasic[s] else { return 0 }
        let row = rows[s]
        guard kinds[s] == .external else { return row.constant }
        if hasLinks(row) { return linkedValues(linkOrder(from: [symbol]))[symbol]! }
        var value = row.constant
        for (i, other) in row.symbols.enumerated() where isBasic[Int(other)] {
            value += row.coefficients[i] * rows[Int(other)].constant
        }
        return value
    }

    /// Moves a symbol by `amount` (`symbol = symbol' + amount`), rewriting the constants of the
    /// rows that mention it: how an edit variable takes a new value.
    mutating func shift(_ symbol: Symbol, by amount: Double) {
        if isBasic[Int(symbol)] {
            willModifyConstant(symbol)
            rows[Int(symbol)].constant += amount
            noteIfInfeasible(symbol)
            return
        }
        if let plan = shiftPlans[symbol], plan.version == structureVersion {
            apply(plan, by: amount)
            return
        }
        var plan = ShiftPlan(version: 0)
        shiftRows(mentioning: symbol, by: amount, external: false, recording: &plan)
        shiftRows(mentioning: symbol, by: amount, external: true, recording: &plan)
        plan.version = structureVersion
        shiftPlans[symbol] = plan
    }

    /// Shifts the rows that mention `symbol` while recording them as a plan for the next edits.
    private mutating func shiftRows(
        mentioning symbol: Symbol, by amount: Double, external: Bool, recording plan: inout ShiftPlan
    ) {
        forEachRow(mentioning: symbol, external: external) { basic, position, tableau in
            let coefficient = tableau.rows[Int(basic)].coefficients[position]
            plan.rows.append(basic)
            plan.coefficients.append(coefficient)
            tableau.willModifyConstant(basic)
            tableau.rows[Int(basic)].constant -= coefficient * amount
            tableau.noteIfInfeasible(basic)
        }
    }

    /// A basic external row in solved form: its links and basic restricted symbols replaced by their rows.
    mutating func resolvedRow(_ external: Symbol) -> Row {
        var row = Row(constant: 0)
        row.add(1, times: external)
        return resolvedSum(row)
    }

    /// `row` over nonbasic symbols only: each basic symbol it names replaced by its row, resolved.
    mutating func resolvedSum(_ row: Row) -> Row {
        var resolved = Row(constant: row.constant, capacity: row.symbols.count + 2)
        var scratch: [Symbol] = []
        for symbol in row.symbols where isBasic[Int(symbol)] && linkLevel[Int(symbol)] > 0 {
            return resolvedThroughLinks(row)
        }
        for (i, symbol) in row.symbols.enumerated() {
            if isBasic[Int(symbol)] {
                addResolvedRow(of: symbol, times: row.coefficients[i], into: &resolved, scratch: &scratch)
            } else {
                resolved.add(row.coefficients[i], times: symbol)
            }
        }
        return resolved
    }

    /// `target += factor × (row of basic)`, the basic restricted symbols it reads replaced by
    /// their rows; `basic` links to no other row.
    private mutating func addResolvedRow(of basic: Symbol, times factor: Double, into target: inout Row, scratch: inout [Symbol]) {
        // Plain loops on purpose: a closure over `self` here would copy the whole tableau.
        let row = rows[Int(basic)]
        var readsBasic = false
        for symbol in row.symbols where isBasic[Int(symbol)] {
            readsBasic = true
            break
        }
        if !readsBasic {
            target.add(row, times: factor, inserted: &scratch)
            return
        }
        // The nonbasic terms merge in as one row (they are in order already); adding them one at a
        // time would shift the target's arrays once per term, quadratic in a long row.
        var direct = Row(constant: row.constant, capacity: row.symbols.count)
        for (i, symbol) in row.symbols.enumerated() where !isBasic[Int(symbol)] {
            direct.symbols.append(symbol)
            direct.coefficients.append(row.coefficients[i])
        }
        var basicCount = 0
        for symbol in row.symbols where isBasic[Int(symbol)] { basicCount += 1 }
        if basicCount < Self.rowsMergedOneByOne {
            target.add(direct, times: factor, inserted: &scratch)
            for (i, symbol) in row.symbols.enumerated() where isBasic[Int(symbol)] {
                target.add(rows[Int(symbol)], times: factor * row.coefficients[i], inserted: &scratch)
            }
            return
        }
        // Merged one at a time, each row would rewrite the growing target: a stack's height reads
        // every gap, so its row cost the square of the stack's length.
        var parts = [(row: direct, factor: factor)]
        parts.reserveCapacity(basicCount + 1)
        for (i, symbol) in row.symbols.enumerated() where isBasic[Int(symbol)] {
            parts.append((rows[Int(symbol)], factor * row.coefficients[i]))
        }
        target.add(parts)
    }

    /// Up to this many rows (the nonbasic part and the basic rows) are added to a target one merge
    /// at a time; more are summed at once.
    static let rowsMergedOneByOne = 16

    // MARK: - Rows and columns

    /// The restricted rows that mention `symbol`, in a deterministic order; compacts its list.
    mutating func liveColumn(_ symbol: Symbol) -> [Symbol] {
        compactColumn(symbol, external: false)
    }

    /// The external rows that mention `symbol` directly.
    mutating func liveExternalColumn(_ symbol: Symbol) -> [Symbol] {
        compactColumn(symbol, external: true)
    }

    private mutating func compactColumn(_ symbol: Symbol, external: Bool) -> [Symbol] {
        var live: [Symbol] = []
        forEachRow(mentioning: symbol, external: external) { basic, _, _ in live.append(basic) }
        return live
    }

    /// Calls `body(row, position of symbol in row)` once for each live row that mentions `symbol`,
    /// dropping stale entries on the way: one pass, one binary search per row. `body` may change
    /// the row's constant and coefficients but not which symbols it holds.
    @inline(__always)
    mutating func forEachRow(
        mentioning symbol: Symbol, external: Bool, _ body: (Symbol, Int, inout Tableau) -> Void
    ) {
        if external ? externalColumns.isEmpty(symbol) : columns.isEmpty(symbol) { return }
        visitStamp &+= 1
        if visitStamp == 0 {
            for i in marks.indices { marks[i].visit = 0 }
            visitStamp = 1
        }
        // Take the index out of `self` (a swap, no copy) so the walk can read and change rows.
        var index = ColumnIndex()
        if external { swap(&index, &externalColumns) } else { swap(&index, &columns) }
        index.forEach(symbol) { basic in
            let b = Int(basic)
            guard b < kinds.count, isBasic[b], marks[b].visit != visitStamp,
                let position = rows[b].index(of: symbol)
            else { return false }
            marks[b].visit = visitStamp
            body(basic, position, &self)
            return true
        }
        if external { swap(&index, &externalColumns) } else { swap(&index, &columns) }
    }

    mutating func indexColumns(of basic: Symbol, _ row: Row) {
        if kinds[Int(basic)] == .external {
            for symbol in row.symbols { externalColumns.add(basic, to: symbol) }
        } else {
            for symbol in row.symbols { columns.add(basic, to: symbol) }
        }
    }

    mutating func installRow(_ basic: Symbol, _ row: Row) {
        willModifyRow(basic)
        indexColumns(of: basic, row)
        var level: Int32 = 0
        if kinds[Int(basic)] == .external {
            for symbol in row.symbols where isLink(symbol) { level = max(level, linkLevel[Int(symbol)] + 1) }
        }
        linkLevel[Int(basic)] = level
        noteConstant(row.constant)
        rows[Int(basic)] = row
        isBasic[Int(basic)] = true
        noteIfInfeasible(basic)
    }

    private mutating func noteConstant(_ constant: Double) {
        largestConstant = max(largestConstant, abs(constant))
    }

    /// Drops a basic restricted row for good (its constraint is removed). External rows that read
    /// the symbol through it get its row substituted first, so they stay true.
    mutating func dropRow(_ basic: Symbol) {
        substituteIntoExternalRows(basic, rows[Int(basic)])
        _ = takeRow(basic)
    }

    mutating func takeRow(_ basic: Symbol) -> Row {
        willModifyRow(basic)
        let row = rows[Int(basic)]
        rows[Int(basic)] = Row()
        isBasic[Int(basic)] = false
        return row
    }

    mutating func noteIfInfeasible(_ basic: Symbol) {
        let constant = rows[Int(basic)].constant
        switch kinds[Int(basic)] {
        case .external: return
        case .dummy: if !nearZero(constant) { infeasible.append(basic) }
        case .slack, .error: if constant < -epsilon { infeasible.append(basic) }
        }
    }

    /// Replaces `symbol` by `row` in every restricted row, the objective and the phase-one
    /// objective; with `externalRows`, in the external rows too (when `symbol` is leaving for good).
    mutating func substituteEverywhere(_ symbol: Symbol, _ row: Row, externalRows: Bool = false) {
        var targets = liveColumn(symbol)
        if externalRows { targets += liveExternalColumn(symbol) }
        for basic in targets {
            willModifyRow(basic)
            statistics.rowsRewritten += 1
            insertedScratch.removeAll(keepingCapacity: true)
            rows[Int(basic)].substitute(symbol, with: row, inserted: &insertedScratch)
            if kinds[Int(basic)] == .external {
                for added in insertedScratch { externalColumns.add(basic, to: added) }
            } else {
                for added in insertedScratch { columns.add(basic, to: added) }
                noteIfInfeasible(basic)
            }
        }
        columns.removeAll(symbol)
        if externalRows { externalColumns.removeAll(symbol) }
        substituteIntoObjective(symbol, row)
        if artificialObjective != nil {
            insertedScratch.removeAll(keepingCapacity: true)
            artificialObjective!.substitute(symbol, with: row, inserted: &insertedScratch)
        }
    }

    /// Replaces `symbol` by `row` in the external rows that mention it: a free external symbol
    /// that became basic, or a restricted one whose row is about to be dropped.
    mutating func substituteIntoExternalRows(_ symbol: Symbol, _ row: Row) {
        for basic in liveExternalColumn(symbol) {
            willModifyRow(basic)
            insertedScratch.removeAll(keepingCapacity: true)
            rows[Int(basic)].substitute(symbol, with: row, inserted: &insertedScratch)
            for added in insertedScratch { externalColumns.add(basic, to: added) }
        }
        externalColumns.removeAll(symbol)
    }

    /// Whether the nonbasic `symbol` can take `value` with every restricted row that reads it
    /// staying feasible (a slack or error row ≥ 0, a dummy's row at 0).
    mutating func staysFeasible(moving symbol: Symbol, to value: Double) -> Bool {
        if value == 0 { return true }
        var feasible = true
        forEachRow(mentioning: symbol, external: false) { basic, position, tableau in
            let row = tableau.rows[Int(basic)]
            let moved = row.constant + row.coefficients[position] * value
            switch tableau.kinds[Int(basic)] {
            case .dummy: if !nearZero(moved) { feasible = false }
            case .slack, .error: if moved < 0 { feasible = false }
            case .external: break
            }
        }
        return feasible
    }

    /// The basic `leaving` gives way to the nonbasic `entering`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        statistics.pivots += 1
        var row = takeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substituteEverywhere(entering, row)
        installRow(entering, row)
    }

    /// Deletes a nonbasic symbol from every row (its constraint is gone; it stays at 0).
    mutating func eraseColumn(_ symbol: Symbol) {
        for basic in liveColumn(symbol) + liveExternalColumn(symbol) {
            willModifyRow(basic)
            rows[Int(basic)].remove(symbol)
        }
        columns.removeAll(symbol)
        externalColumns.removeAll(symbol)
        for level in levels.indices { setCost(level, symbol, 0) }
    }

    // MARK: - Transactions

    mutating func beginTransaction() {
        precondition(journal == nil, "nested solver transaction")
        journalID &+= 1
        if journalID == 0 {
            for i in marks.indices { marks[i].journal = 0 }
            journalID = 1
        }
        journal = Journal(symbolCount: kinds.count)
        isJournaling = true
    }

    mutating func commit() {
        journal = nil
        isJournaling = false
    }

    mutating func willModifyRow(_ basic: Symbol) {
        structureVersion &+= 1
        guard isJournaling else { return }
        let b = Int(basic)
        guard b < journal!.symbolCount, marks[b].journal != journalID else { return }
        marks[b].journal = journalID
        journal!.savedRows.append(SavedRow(symbol: basic, wasBasic: isBasic[b], row: rows[b], linkLevel: linkLevel[b]))
    }

    /// Saves just a row's constant (cheaper than the row) before an edit shifts it.
    @inline(__always)
    mutating func willModifyConstant(_ basic: Symbol) {
        guard isJournaling else { return }
        let b = Int(basic)
        // A row saved whole already holds its original constant.
        guard b < journal!.symbolCount, marks[b].journal != journalID else { return }
        journal!.savedConstants.append(SavedCost(level: 0, symbol: basic, cost: rows[b].constant))
    }

    /// Puts back every row and cost changed since `beginTransaction`, bit for bit.
    mutating func rollback() {
        guard let saved = journal else { return }
        journal = nil
        isJournaling = false
        structureVersion &+= 1
        for entry in saved.savedCosts.reversed() {
            levels[entry.level].costs[Int(entry.symbol)] = entry.cost
        }
        truncateSymbols(to: saved.symbolCount)
        for entry in saved.savedRows {
            rows[Int(entry.symbol)] = entry.row
            isBasic[Int(entry.symbol)] = entry.wasBasic
            linkLevel[Int(entry.symbol)] = entry.linkLevel
            if entry.wasBasic { indexColumns(of: entry.symbol, entry.row) }
        }
        // After the whole rows: a row saved whole after its constant moved holds the moved one.
        for entry in saved.savedConstants.reversed() { rows[Int(entry.symbol)].constant = entry.cost }
        for shifted in saved.shiftedRows.reversed() {
            for (k, symbol) in shifted.rows.enumerated() where Int(symbol) < rows.count {
                rows[Int(symbol)].constant = shifted.constants[k]
            }
        }
        infeasible.removeAll()
        artificialObjective = nil
    }
}

/// Marks that let a step visit each symbol once without clearing an array first.
struct SymbolMarks {
    /// Equal to `Tableau.visitStamp` once visited in the current column scan.
    var visit: UInt32 = 0
    /// Equal to `Tableau.linkStamp` once reached in the current `linkOrder`.
    var link: UInt32 = 0
    /// Equal to `Tableau.journalID` once the symbol's row is saved in the current transaction.
    var journal: UInt32 = 0
    /// In the pricing heap.
    var priced = false
}

struct SavedRow {
    let symbol: Symbol
    let wasBasic: Bool
    let row: Row
    let linkLevel: Int32
}

struct SavedCost {
    let level: Int
    let symbol: Symbol
    let cost: Double
}

/// What a transaction changed, so that a failed add or edit leaves the solver untouched.
struct Journal {
    let symbolCount: Int
    var savedRows: [SavedRow] = []
    var savedCosts: [SavedCost] = []
    /// Row constants moved by an edit (the `level` field is unused).
    var savedConstants: [SavedCost] = []
    /// Row constants moved by a replayed shift plan.
    var shiftedRows: [ShiftedRows] = []
}

/// The rows a shift plan moved and their constants before.
struct ShiftedRows {
    let rows: [Symbol]
    let constants: [Double]
}
