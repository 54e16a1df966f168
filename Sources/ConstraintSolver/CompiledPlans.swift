/// Work compiled from the tableau's structure and replayed while the structure is unchanged.
///
/// Sweeping a layout across devices only moves edit values, and an edit that needs no pivot only
/// changes row constants. So the rows an edit shifts, and the terms each variable's value reads,
/// are the same from one device to the next. Replaying them from flat arrays touches only the
/// contiguous `rows` array, not each row's own buffers, which at thousands of views is the
/// difference between a cache hit and a miss per row. `Tableau.structureVersion` tells when a plan
/// went stale.

/// The rows that mention a nonbasic edit marker, with the marker's coefficient in each.
struct ShiftPlan {
    var version: UInt64
    var rows: [Symbol] = []
    var coefficients: [Double] = []
}

/// How to read a list of variables: each value is the constant of its row (`base`, -1 for 0) plus
/// the listed coefficient × constant of each basic restricted row its row reads.
struct ValuePlan {
    var version: UInt64
    var variableIDs: [Int]
    var base: [Int32] = []
    var targets: [Int32] = []
    var reads: [Int32] = []
    var coefficients: [Double] = []
}

extension Tableau {
    mutating func apply(_ plan: ShiftPlan, by amount: Double) {
        let journaling = isJournaling
        let journalLimit = journal?.symbolCount ?? 0
        var saved: [SavedCost] = []
        var rows: [Row] = []
        swap(&rows, &self.rows)
        kinds.withUnsafeBufferPointer { kinds in
            marks.withUnsafeBufferPointer { marks in
                rows.withUnsafeMutableBufferPointer { rows in
                    for (k, basic) in plan.rows.enumerated() {
                        let b = Int(basic)
                        if journaling, b < journalLimit, marks[b].journal != journalID {
                            saved.append(SavedCost(level: 0, symbol: basic, cost: rows[b].constant))
                        }
                        rows[b].constant -= plan.coefficients[k] * amount
                        let constant = rows[b].constant
                        switch kinds[b] {
                        case .external: break
                        case .dummy: if !nearZero(constant) { infeasible.append(basic) }
                        case .slack, .error: if constant < -epsilon { infeasible.append(basic) }
                        }
                    }
                }
            }
        }
        swap(&rows, &self.rows)
        if journaling { journal!.savedConstants.append(contentsOf: saved) }
    }

    /// Values of many variables, given how to find a variable's symbol (-1: a variable the solver
    /// has not seen, which is 0), through a plan kept while the variables and the structure hold.
    mutating func values(of variables: [Variable], symbol: (Int) -> Int32) -> [Double] {
        if let plan = valuePlan, plan.version == structureVersion,
            plan.variableIDs.count == variables.count,
            plan.variableIDs.elementsEqual(variables, by: { $0 == $1.id })
        {
            return evaluate(plan)
        }
        var plan = ValuePlan(version: structureVersion, variableIDs: variables.map(\.id))
        plan.base.reserveCapacity(variables.count)
        for (index, variable) in variables.enumerated() {
            let s = symbol(variable.id)
            guard s >= 0, isBasic[Int(s)] else {
                plan.base.append(-1)
                continue
            }
            plan.base.append(s)
            guard kinds[Int(s)] == .external else { continue }
            let row = rows[Int(s)]
            for (i, term) in row.symbols.enumerated() where isBasic[Int(term)] {
                plan.targets.append(Int32(index))
                plan.reads.append(term)
                plan.coefficients.append(row.coefficients[i])
            }
        }
        valuePlan = plan
        return evaluate(plan)
    }

    private func evaluate(_ plan: ValuePlan) -> [Double] {
        rows.withUnsafeBufferPointer { rows in
            var result = [Double](unsafeUninitializedCapacity: plan.base.count) { buffer, initialized in
                for (index, base) in plan.base.enumerated() {
                    buffer[index] = base >= 0 ? rows[Int(base)].constant : 0
                }
                initialized = plan.base.count
            }
            result.withUnsafeMutableBufferPointer { result in
                for k in plan.targets.indices {
                    result[Int(plan.targets[k])] += plan.coefficients[k] * rows[Int(plan.reads[k])].constant
                }
            }
            return result
        }
    }
}
