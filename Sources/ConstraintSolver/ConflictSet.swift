/// Explaining an unsatisfiable required constraint: which required constraints it conflicts with.
///
/// A conflict is local in a layout: the constraints that fight share views with the new one. So
/// the search grows a neighbourhood of required constraints outward from the new constraint's
/// variables (breadth first over shared variables, in order of addition within each step),
/// doubling its size until the neighbourhood plus the new constraint cannot hold. A deletion
/// filter then drops, farthest first, every member whose absence leaves the rest still
/// unsatisfiable, runs of them at once where it can. What remains is irreducible: take any one
/// constraint away and the others can all hold. Each test runs in a throwaway solver, so the real
/// one is never disturbed.
extension SolverState {
    mutating func unsatisfiable(_ constraint: Constraint) -> SolverError {
        guard explainsConflicts else { return .unsatisfiable(constraint: constraint, conflictingSet: [constraint]) }
        let neighbourhood = requiredConstraintsByDistance(from: constraint)
        var size = min(8, neighbourhood.count)
        while true {
            let candidates = Array(neighbourhood.prefix(size))
            if SolverState.isUnsatisfiable(inOrderOfAddition(candidates) + [constraint]) {
                return .unsatisfiable(
                    constraint: constraint, conflictingSet: irreducible(candidates, with: constraint))
            }
            if size == neighbourhood.count { break }
            size = min(size * 2, neighbourhood.count)
        }
        // Only reached if the constraint conflicts with nothing: a numerical borderline case.
        return .unsatisfiable(constraint: constraint, conflictingSet: [constraint])
    }

    /// Required records reachable from the constraint through shared variables, nearest first.
    private mutating func requiredConstraintsByDistance(from constraint: Constraint) -> [ConstraintRecord] {
        // The map from variables to required records only grows between conflicts: index the
        // records added since the last one (removed records are skipped below).
        for number in conflictIndex.indexedRecords..<records.count {
            guard let record = records[number], record.constraint.priority.isRequired else { continue }
            for term in record.constraint.expression.terms {
                conflictIndex.recordsOfVariable[term.variable.id, default: []].append(number)
            }
        }
        conflictIndex.indexedRecords = records.count
        let recordsOfVariable = conflictIndex.recordsOfVariable
        var seenVariables = Set<Int>()
        var seenRecords = Set<Int>()
        var frontier = constraint.expression.terms.map(\.variable.id).filter { seenVariables.insert($0).inserted }
        var ordered: [ConstraintRecord] = []
        while !frontier.isEmpty {
            var reached: [Int] = []
            for variable in frontier {
                for number in recordsOfVariable[variable] ?? []
                where records[number] != nil && seenRecords.insert(number).inserted {
                    reached.append(number)
                }
            }
            reached.sort()
            var next: [Int] = []
            for number in reached {
                let record = records[number]!
                ordered.append(record)
                for term in record.constraint.expression.terms where seenVariables.insert(term.variable.id).inserted {
                    next.append(term.variable.id)
                }
            }
            frontier = next
        }
        return ordered
    }

    /// The deletion filter, farthest member first. It tests runs of members at once: a run
    /// whose absence together leaves the rest unsatisfiable goes in one test, as each of its
    /// members would have gone in its own (a set holding an unsatisfiable one is unsatisfiable),
    /// so what remains is what the one-at-a-time filter leaves; a run that cannot all go is split
    /// and its farther half tried first. A conflict of 80 among 256 candidates took some 250
    /// throwaway solvers one at a time.
    private func irreducible(_ candidates: [ConstraintRecord], with constraint: Constraint) -> [Constraint] {
        var present = Array(repeating: true, count: candidates.count)
        let byAddition = candidates.indices.sorted { candidates[$0].order < candidates[$1].order }
        func unsatisfiable(without run: Range<Int>) -> Bool {
            let rest = byAddition.filter { present[$0] && !run.contains($0) }.map { currentForm(candidates[$0]) }
            return SolverState.isUnsatisfiable(rest + [constraint])
        }
        func filter(_ run: Range<Int>) {
            guard !run.isEmpty else { return }
            if unsatisfiable(without: run) {
                for index in run { present[index] = false }
            } else if run.count > 1 {
                let middle = run.lowerBound + run.count / 2
                filter(middle..<run.upperBound)
                filter(run.lowerBound..<middle)
            }
        }
        filter(candidates.indices)
        return byAddition.filter { present[$0] }.map { currentForm(candidates[$0]) } + [constraint]
    }

    private func inOrderOfAddition(_ candidates: [ConstraintRecord]) -> [Constraint] {
        candidates.sorted { $0.order < $1.order }.map(currentForm)
    }

    /// The constraint as it holds now: an edit variable's constraint at its current value.
    private func currentForm(_ record: ConstraintRecord) -> Constraint {
        guard let variable = record.editVariable, let edit = edits[variable.id] else { return record.constraint }
        return Constraint(
            Expression(variable) - edit.value, .equal, priority: record.constraint.priority,
            identifier: record.constraint.identifier, written: "\(variable) == \(formatNumber(edit.value))")
    }

    private static func isUnsatisfiable(_ constraints: [Constraint]) -> Bool {
        var probe = SolverState(explainsConflicts: false)
        for constraint in constraints {
            do throws(SolverError) {
                try probe.insert(constraint, edit: nil)
            } catch {
                return true
            }
        }
        return false
    }
}

/// Which required constraints mention each variable, kept between conflicts.
struct ConflictIndex {
    var recordsOfVariable: [Int: [Int]] = [:]
    /// Records before this number are in `recordsOfVariable`.
    var indexedRecords = 0
}
