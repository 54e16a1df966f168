/// The solver's whole mutable state as one value, so that an operation borrows it once instead
/// of paying a dynamic exclusivity check on every field access of a class.
struct SolverState {
    var tableau = Tableau()
    /// Constraints in the solver, by record number; removed ones leave `nil`.
    var records: [ConstraintRecord?] = []
    /// Record numbers by constraint id.
    var recordNumber = IDTable()
    var symbolOfVariable = IDTable()
    var edits: [Int: EditRecord] = [:]
    var additions = 0
    var conflictIndex = ConflictIndex()
    var ambiguityCache: CachedAnswer<[OpenExpression]>?
    var uniquenessCache: CachedAnswer<Bool>?
    var faceStartCache: CachedAnswer<FaceStart>?
    /// Bumped by every edit that moves row constants: answers that read constants (which rows sit
    /// at 0) hold only while it stands, answers from the structure alone while the structure does.
    var valuesVersion: UInt64 = 0
    /// Off in the throwaway solvers that test candidate conflict sets, and while `addUnexplained` adds.
    private(set) var explainsConflicts: Bool

    init(explainsConflicts: Bool) { self.explainsConflicts = explainsConflicts }

    // MARK: - Constraints

    /// Adds a constraint and re-solves. Throws, leaving the solver unchanged, for a duplicate, an
    /// invalid priority or number, or a required constraint that contradicts the required ones present.
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        try insert(constraint, edit: nil)
    }

    /// Adds a constraint as `add` does, except that a required one the others contradict throws
    /// with itself alone as the conflicting set: for a probe that asks only whether it can hold,
    /// which would otherwise pay for an explanation it throws away.
    mutating func addUnexplained(_ constraint: Constraint) throws(SolverError) {
        let explains = explainsConflicts
        explainsConflicts = false
        defer { explainsConflicts = explains }
        try add(constraint)
    }

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let number = recordNumber[constraint.id].map(Int.init) else {
            throw .unknownConstraint(constraint)
        }
        if records[number]?.marker == nil {
            records[number] = nil
            recordNumber.remove(constraint.id)
            rebuild()
            return
        }
        detach(number)
    }

    /// Solves again from the constraints still present, in their order, keeping edit values.
    /// Used only to remove a required equality, whose effect no marker records (see `addMarkers`).
    private mutating func rebuild() {
        let kept = records.compactMap { $0 }
        let editValues = edits
        reset()
        for record in kept {
            // Every constraint held before, in this order, so none can fail now.
            try? insert(record.constraint, edit: record.editVariable)
            if let variable = record.editVariable {
                let initial = -record.constraint.expression.constant
                edits[variable.id] = EditRecord(variable: variable, constraint: record.constraint, value: initial)
                if let value = editValues[variable.id]?.value { try? suggestValue(value, for: variable) }
            }
        }
    }

    func has(_ constraint: Constraint) -> Bool {
        recordNumber[constraint.id] != nil
    }

    /// The constraints in the solver, in the order they were added (edit variables excluded).
    var constraints: [Constraint] {
        records.compactMap { record in record.flatMap { $0.editVariable == nil ? $0.constraint : nil } }
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: a value suggested for it holds at `priority`.
    /// Its initial value is its current one; a required edit variable must then always hold.
    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority, constraint: nil) }
        let current = value(of: variable)  // also brings the solution up to date
        let constraint = Constraint(
            Expression(variable) - current, .equal, priority: priority, identifier: "edit \(variable)")
        try insert(constraint, edit: variable)
        edits[variable.id] = EditRecord(variable: variable, constraint: constraint, value: current)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable.id),
            let number = recordNumber[edit.constraint.id].map(Int.init)
        else { throw .unknownEditVariable(variable) }
        detach(number)
    }

    func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Moves an edit variable to `value` and re-solves with the dual simplex (no rebuild).
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        var (edit, record) = try editToMove(variable, to: value)
        let delta = value - edit.value
        if delta == 0 { return }
        let required = edit.constraint.priority.isRequired
        beginMoving(required: required)
        moveEdit(record, by: delta)
        try endMoving(required: required, blamed: (variable, value))
        edit.value = value
        edits[variable.id] = edit
    }

    mutating func suggestValues(_ suggestions: [(variable: Variable, value: Double)]) throws(SolverError) {
        var moves: [(edit: EditRecord, record: ConstraintRecord, value: Double)] = []
        var seen = Set<Int>()
        for (variable, value) in suggestions {
            guard seen.insert(variable.id).inserted else { throw .duplicateEditVariable(variable) }
            let (edit, record) = try editToMove(variable, to: value)
            if value != edit.value { moves.append((edit, record, value)) }
        }
        guard let firstMove = moves.first else { return }
        let blamed = moves.first { $0.edit.constraint.priority.isRequired } ?? firstMove
        let required = blamed.edit.constraint.priority.isRequired
        beginMoving(required: required)
        for (edit, record, value) in moves { moveEdit(record, by: value - edit.value) }
        try endMoving(required: required, blamed: (blamed.edit.variable, blamed.value))
        for (edit, _, value) in moves {
            var updated = edit
            updated.value = value
            edits[edit.variable.id] = updated
        }
    }

    /// The edit a suggestion moves and its constraint's record, or why it cannot be moved.
    private func editToMove(_ variable: Variable, to value: Double) throws(SolverError) -> (EditRecord, ConstraintRecord) {
        guard let edit = edits[variable.id], let number = recordNumber[edit.constraint.id].map(Int.init),
            let record = records[number], record.marker != nil
        else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable: variable, value: value) }
        return (edit, record)
    }

    /// Before edits move: the dual simplex starts from an optimal basis, and a required edit
    /// may have to be undone.
    private mutating func beginMoving(required: Bool) {
        tableau.optimizeIfNeeded()
        if required { tableau.beginTransaction() }
    }

    /// After edits moved: one dual-simplex pass; when a required value cannot hold, every move
    /// is undone and the error names `blamed`.
    private mutating func endMoving(required: Bool, blamed: (variable: Variable, value: Double)) throws(SolverError) {
        guard tableau.dualOptimize() else {
            tableau.rollback()
            throw .unsatisfiableEdit(variable: blamed.variable, value: blamed.value)
        }
        if required { tableau.commit() }
    }

    /// Moves an edit constraint's value by `delta`. The edit row reads `0 = v - value +
    /// k·marker (+ k'·other)`: moving the value by δ is moving the marker by δ/k, so the rows
    /// that mention the marker shift their constants; shifting a basic one of the two error
    /// symbols touches a single row.
    private mutating func moveEdit(_ record: ConstraintRecord, by delta: Double) {
        valuesVersion &+= 1
        let marker = record.marker!
        if let other = record.other, !tableau.isBasic[Int(marker)], tableau.isBasic[Int(other)] {
            shiftSymbol(other, by: delta / record.otherCoefficient)
        } else {
            shiftSymbol(marker, by: delta / record.markerCoefficient)
        }
    }

    private mutating func shiftSymbol(_ symbol: Symbol, by amount: Double) {
        tableau.shift(symbol, by: amount)
    }

    // MARK: - Values

    /// The variable's value in the current solution (0 for a variable the solver has not seen).
    mutating func value(of variable: Variable) -> Double {
        tableau.optimizeIfNeeded()
        guard let symbol = symbolOfVariable.symbol(for: variable.id) else { return 0 }
        return tableau.value(of: symbol)
    }

    /// The values of many variables at once (cheaper than one `value(of:)` call each).
    mutating func values(of variables: [Variable]) -> [Double] {
        tableau.optimizeIfNeeded()
        return symbolOfVariable.withLookup { symbol in tableau.values(of: variables, symbol: symbol) }
    }

    mutating func reset() {
        self = SolverState(explainsConflicts: explainsConflicts)
    }

    // MARK: - Adding, step by step

    private mutating func validate(_ constraint: Constraint) throws(SolverError) {
        guard recordNumber[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else {
            throw .invalidPriority(constraint.priority, constraint: constraint)
        }
        guard constraint.expression.constant.isFinite,
            constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite })
        else { throw .nonFiniteValue(constraint) }
    }

    /// Builds the constraint's row, finds a symbol to solve it for and installs it; the caller
    /// optimises. On failure nothing has changed.
    mutating func insert(_ constraint: Constraint, edit: Variable?) throws(SolverError) {
        let symbolsBefore = tableau.kinds.count
        var row = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count + 2)
        for term in constraint.expression.terms {
            row.add(term.coefficient, times: symbol(for: term.variable))
        }
        row = linkedOrResolved(row)
        // A 0 that rounding left just below 0 is 0. Negated below, the row would be solved for the
        // other marker: the last row of a proportional stack of 1,000 views, which reads every
        // view's error, then held -3e-11, and the simplex pivoted it into all of their rows (n²
        // terms). Only the sign decides anything here, so a tiny positive constant stays as it is.
        if row.constant < 0, -row.constant <= tableau.roundingTolerance { row.constant = 0 }
        let level = constraint.priority.isRequired ? nil : tableau.level(for: constraint.priority.value)
        let markers = addMarkers(to: &row, for: constraint, level: level, isEdit: edit != nil)
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, markers) ?? settledSubject(row) {
            row.solve(for: subject)
            if tableau.kinds[Int(subject)] == .external {
                // Only external rows can mention a free external symbol.
                tableau.substituteIntoExternalRows(subject, row)
            } else {
                tableau.substituteEverywhere(subject, row)
            }
            tableau.installRow(subject, row)
        } else if row.symbols.allSatisfy({ tableau.kinds[Int($0)] == .dummy }) {
            // Nothing left to solve for but dummies (required edits and equalities, which must stay
            // 0): a required equality the others already imply, or contradict (kiwi's `allDummies`).
            guard nearZero(row.constant) else {
                forgetNewSymbols(since: symbolsBefore, of: constraint)
                throw unsatisfiable(constraint)
            }
            if let dummy = markers.marker, row.coefficient(of: dummy) != 0 {
                // A required edit on a variable the constraints already fix: its dummy becomes
                // basic at 0, so a suggestion that moves it makes its row infeasible and is refused.
                row.solve(for: dummy)
                tableau.installRow(dummy, row)
            } else if !row.symbols.isEmpty {
                // A plain required equality among required edits: it holds at their present
                // values and must hold when they move (a root's left edge pinned to both the root
                // and its safe area fixes the safe-area inset at 0). Dropped, a later suggestion
                // would break it unseen; kept as the row of a dummy of its own, the suggestion
                // makes that row leave 0 and is refused.
                let own = tableau.newSymbol(.dummy)
                row.add(-1, times: own)
                row.solve(for: own)
                tableau.installRow(own, row)
            }
        } else {
            tableau.beginTransaction()
            guard tableau.addWithArtificialVariable(row) else {
                tableau.rollback()
                forgetNewSymbols(since: symbolsBefore, of: constraint)
                throw unsatisfiable(constraint)
            }
            tableau.commit()
        }
        register(constraint, markers: markers, level: level, edit: edit)
        tableau.needsOptimize = true
    }

    private mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbolOfVariable.symbol(for: variable.id) { return symbol }
        let symbol = tableau.newSymbol(.external)
        symbolOfVariable.insert(symbol, for: variable.id)
        return symbol
    }

    /// Forgets the symbols a failed add made, and the constraint's variables that were new with it.
    private mutating func forgetNewSymbols(since count: Int, of constraint: Constraint) {
        for term in constraint.expression.terms {
            if let symbol = symbolOfVariable.symbol(for: term.variable.id), Int(symbol) >= count {
                symbolOfVariable.remove(term.variable.id)
            }
        }
        tableau.truncateSymbols(to: count)
    }

    /// Slack for an inequality, errors for an optional constraint, a dummy for a required edit.
    ///
    /// A plain required equality gets no marker at all. A dummy never enters the basis, so it would
    /// change nothing in the solution, yet it would be copied into every row derived from its
    /// constraint: the rows of a chain of views would grow with the chain. The price is that such
    /// a constraint cannot be removed through its marker (see `remove`).
    private mutating func addMarkers(to row: inout Row, for constraint: Constraint, level: Int?, isEdit: Bool) -> Markers {
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.newSymbol(.slack)
            row.add(k, times: slack)
            guard let level else { return Markers(marker: slack, markerCoefficient: k) }
            let error = tableau.newSymbol(.error)
            row.add(-k, times: error)
            tableau.setCost(level, error, 1)
            return Markers(marker: slack, markerCoefficient: k, other: error, otherCoefficient: -k)
        case .equal:
            guard let level else {
                guard isEdit else { return Markers(marker: nil, markerCoefficient: 0) }
                let dummy = tableau.newSymbol(.dummy)
                row.add(1, times: dummy)
                return Markers(marker: dummy, markerCoefficient: 1)
            }
            let plus = tableau.newSymbol(.error)
            let minus = tableau.newSymbol(.error)
            row.add(-1, times: plus)
            row.add(1, times: minus)
            tableau.setCost(level, plus, 1)
            tableau.setCost(level, minus, 1)
            return Markers(marker: plus, markerCoefficient: -1, other: minus, otherCoefficient: 1)
        }
    }

    /// Resolved rows longer than this are kept as links when they can be.
    static let longestResolvedRow = 64

    /// A new constraint's row over the nonbasic symbols, or, when it is long or reads linked rows
    /// (a chain of views beyond a few dozen) and can be solved for a fresh external symbol, with
    /// the basic externals it names kept as links (`ExternalLinks.swift`). The fresh symbol is
    /// the one `chooseSubject` picks from the resolved row too: a symbol no row mentions cannot
    /// come from resolving another. Short rows are resolved as they always were, so the subject
    /// chosen for every later row, and the solution a layout with more than one gets, stay the same.
    private mutating func linkedOrResolved(_ row: Row) -> Row {
        guard freshExternal(in: row) != nil else { return tableau.resolvedSum(row) }
        for symbol in row.symbols where tableau.isLink(symbol) && tableau.linkLevel[Int(symbol)] > 0 { return row }
        let resolved = tableau.resolvedSum(row)
        return resolved.symbols.count > Self.longestResolvedRow ? row : resolved
    }

    /// The first nonbasic external symbol of the row that no row mentions.
    private func freshExternal(in row: Row) -> Symbol? {
        row.symbols.first { tableau.kinds[Int($0)] == .external && !tableau.isBasic[Int($0)] && tableau.externalColumns.count($0) == 0 }
    }

    /// The symbol to solve a new row for. Any nonbasic external symbol must be chosen if present
    /// (that keeps restricted rows free of externals); of those, the one in the fewest rows, so
    /// the substitution that follows touches as little as possible and rows stay sparse.
    private mutating func chooseSubject(_ row: Row, _ markers: Markers) -> Symbol? {
        var best: Symbol?
        var bestCount = Int.max
        for symbol in row.symbols where tableau.kinds[Int(symbol)] == .external && !tableau.isBasic[Int(symbol)] {
            let count = tableau.externalColumns.count(symbol)
            if count < bestCount {
                best = symbol
                bestCount = count
                if count == 0 { break }
            }
        }
        if let best { return best }
        if let slack = feasibleSlackSubject(row, markers) { return slack }
        // Solving for a fresh slack or error with a negative coefficient keeps it ≥ 0.
        let candidates: [Symbol?] = [markers.marker, markers.other]
        for case let symbol? in candidates
        where tableau.kinds[Int(symbol)].isPivotable && row.coefficient(of: symbol) < 0 {
            return symbol
        }
        return nil
    }

    /// For an optional equality: a slack of another constraint in the row, in the fewest rows (of
    /// equals, the newest: the first gap's slack, which every later distance reads, is the oldest),
    /// that can be solved for with every restricted row staying feasible (its own value ≥ 0, and
    /// no row it is substituted into falling below 0). The equality's own errors are then nonbasic
    /// at 0, where their costs at their level are already optimal. Solved for one of its errors
    /// instead, the row would read every symbol of the equality, and the simplex would pivot them
    /// in one by one: each distance of an equal-centering stack reads the first gap's slack, so
    /// each pivot passed that slack on to all the other rows (n pivots of n rows). Which symbol
    /// a row is solved for changes only the path to the optimum, so only which of several equal
    /// solutions an ambiguous layout gets.
    private mutating func feasibleSlackSubject(_ row: Row, _ markers: Markers) -> Symbol? {
        guard let plus = markers.marker, let minus = markers.other,
              tableau.kinds[Int(plus)] == .error, tableau.kinds[Int(minus)] == .error
        else { return nil }
        var best: Symbol?
        var bestCount = Int.max
        for (i, symbol) in row.symbols.enumerated()
        where tableau.kinds[Int(symbol)] == .slack && !tableau.isBasic[Int(symbol)] {
            let count = tableau.columns.count(symbol)
            guard count <= bestCount else { continue }
            let value = nearZero(row.constant) ? 0 : -row.constant / row.coefficients[i]
            guard value >= 0, tableau.staysFeasible(moving: symbol, to: value) else { continue }
            best = symbol
            bestCount = count
        }
        return best
    }

    /// For a row that holds at the present values (its constant is 0) and that `chooseSubject`
    /// found nothing for (no external symbol, no fresh slack or error): its slack or error in the
    /// fewest rows. Solving for it moves no row's constant, so every row stays feasible, and it
    /// touches only the rows that read it. Phase one, through an artificial variable, would pivot
    /// on the row's smallest symbol instead: the first gap of an equal-spacing stack, which every
    /// later gap's row then reads, so that each new gap rewrote all the others.
    private func settledSubject(_ row: Row) -> Symbol? {
        guard nearZero(row.constant) else { return nil }
        var best: Symbol?
        var bestCount = Int.max
        for symbol in row.symbols where tableau.kinds[Int(symbol)].isPivotable {
            let count = tableau.columns.count(symbol)
            if count < bestCount {
                best = symbol
                bestCount = count
            }
        }
        return best
    }

    private mutating func register(_ constraint: Constraint, markers: Markers, level: Int?, edit: Variable?) {
        let number = records.count
        records.append(
            ConstraintRecord(
                constraint: constraint, marker: markers.marker, markerCoefficient: markers.markerCoefficient,
                other: markers.other, otherCoefficient: markers.otherCoefficient, order: additions,
                editVariable: edit))
        additions += 1
        recordNumber.insert(Int32(number), for: constraint.id)
        if let level { tableau.levels[level].members += 1 }
    }

    /// Takes a constraint out: its errors leave the objective, its marker and leftovers the tableau.
    private mutating func detach(_ number: Int) {
        guard let record = records[number] else { return }
        let priority = record.constraint.priority
        if !priority.isRequired, let level = tableau.existingLevel(for: priority.value) {
            for symbol in [record.marker, record.other].compactMap({ $0 })
            where tableau.kinds[Int(symbol)] == .error {
                tableau.addToObjective(level, symbol, times: -1)
            }
        }
        if let marker = record.marker { tableau.eliminateMarker(marker) }
        if let other = record.other { tableau.eliminateLeftover(other) }
        if !priority.isRequired, let level = tableau.existingLevel(for: priority.value) {
            tableau.levels[level].members -= 1
            if tableau.levels[level].members == 0 { tableau.levels.remove(at: level) }
        }
        tableau.needsOptimize = true
        records[number] = nil
        recordNumber.remove(record.constraint.id)
    }
}

/// The symbols a constraint added to the tableau, and their coefficients in its original row.
struct Markers {
    /// Nil for a plain required equality.
    var marker: Symbol?
    var markerCoefficient: Double
    var other: Symbol? = nil
    var otherCoefficient: Double = 0
}

/// A constraint in the solver, with the symbols that stand for it in the tableau.
struct ConstraintRecord {
    let constraint: Constraint
    /// Nil for a plain required equality, which carries no marker.
    let marker: Symbol?
    let markerCoefficient: Double
    let other: Symbol?
    let otherCoefficient: Double
    /// Position in the order of addition, for listing conflicts as they were added.
    let order: Int
    /// Set for the constraint behind an edit variable.
    let editVariable: Variable?
}

/// An edit variable: the constraint that holds it and the value last suggested.
struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    var value: Double
}
