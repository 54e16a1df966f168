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

/// How to read a list of variables: the basic external rows they need, in dependency order
/// (`Tableau.linkOrder`), each its row's constant (`nodes`) plus the listed coefficient × the
/// constant of each basic restricted row it reads, or × the value of an earlier node it links to.
struct ValuePlan {
    var version: UInt64
    var variableIDs: [Int]
    /// Per variable, its node, or -1 for 0 (a nonbasic symbol, or a variable the solver has not seen).
    var results: [Int32] = []
    var nodes: [Int32] = []
    /// `reads[readStart[k]..<readStart[k + 1]]` are node k's: a restricted row's symbol, or
    /// `-1 - node` for a linked node.
    var readStart: [Int32] = [0]
    var reads: [Int32] = []
    var coefficients: [Double] = []
}

extension ValuePlan {
    /// Is the plan for exactly these variables? Compares ids through a raw buffer: copying each
    /// `Variable` out of the array would retain and release its name.
    func reads(_ variables: [Variable]) -> Bool {
        guard variableIDs.count == variables.count else { return false }
        return variables.withUnsafeBufferPointer { variables in
            variableIDs.withUnsafeBufferPointer { ids in
                for i in 0..<ids.count where ids[i] != variables[i].id { return false }
                return true
            }
        }
    }
}

extension Tableau {
    /// Shifts the plan's rows. In a transaction it runs first (`SolverState.suggestValue`), before
    /// any row is saved whole, so the old constants alone, beside the plan's rows, undo it.
    mutating func apply(_ plan: ShiftPlan, by amount: Double) {
        var old: [Double] = []
        if isJournaling { old.reserveCapacity(plan.rows.count) }
        let journaling = isJournaling
        var rows: [Row] = []
        swap(&rows, &self.rows)
        kinds.withUnsafeBufferPointer { kinds in
            rows.withUnsafeMutableBufferPointer { rows in
                plan.rows.withUnsafeBufferPointer { planRows in
                    plan.coefficients.withUnsafeBufferPointer { coefficients in
                        for k in 0..<planRows.count {
                            let b = Int(planRows[k])
                            if journaling { old.append(rows[b].constant) }
                            rows[b].constant -= coefficients[k] * amount
                            let constant = rows[b].constant
                            switch kinds[b] {
                            case .external: break
                            case .dummy: if !nearZero(constant) { infeasible.append(planRows[k]) }
                            case .slack, .error: if constant < -epsilon { infeasible.append(planRows[k]) }
                            }
                        }
                    }
                }
            }
        }
        swap(&rows, &self.rows)
        if journaling { journal!.shiftedRows.append(ShiftedRows(rows: plan.rows, constants: old)) }
    }

    /// Values of many variables, given how to find a variable's symbol (-1: a variable the solver
    /// has not seen, which is 0), through a plan kept while the variables and the structure hold.
    mutating func values(of variables: [Variable], symbol: (Int) -> Int32) -> [Double] {
        if let plan = valuePlan, plan.version == structureVersion, plan.reads(variables) {
            return evaluate(plan)
        }
        var plan = ValuePlan(version: structureVersion, variableIDs: variables.map(\.id))
        var targets: [Symbol] = []
        targets.reserveCapacity(variables.count)
        for variable in variables {
            let s = symbol(variable.id)
            if s >= 0, isBasic[Int(s)] { targets.append(s) }
        }
        let order = linkOrder(from: targets)
        var node: [Symbol: Int32] = [:]
        node.reserveCapacity(order.count)
        for external in order {
            node[external] = Int32(plan.nodes.count)
            plan.nodes.append(external)
            let row = rows[Int(external)]
            for (i, term) in row.symbols.enumerated() where isBasic[Int(term)] {
                plan.reads.append(kinds[Int(term)] == .external ? -1 - node[term]! : term)
                plan.coefficients.append(row.coefficients[i])
            }
            plan.readStart.append(Int32(plan.reads.count))
        }
        plan.results.reserveCapacity(variables.count)
        for variable in variables {
            let s = symbol(variable.id)
            plan.results.append(s >= 0 ? node[s] ?? -1 : -1)
        }
        valuePlan = plan
        return evaluate(plan)
    }

    private func evaluate(_ plan: ValuePlan) -> [Double] {
        rows.withUnsafeBufferPointer { rows in
            var nodeValues = [Double](repeating: 0, count: plan.nodes.count)
            nodeValues.withUnsafeMutableBufferPointer { values in
                for k in 0..<plan.nodes.count {
                    var value = rows[Int(plan.nodes[k])].constant
                    for r in Int(plan.readStart[k])..<Int(plan.readStart[k + 1]) {
                        let read = plan.reads[r]
                        value += plan.coefficients[r] * (read >= 0 ? rows[Int(read)].constant : values[Int(-1 - read)])
                    }
                    values[k] = value
                }
            }
            return plan.results.map { $0 >= 0 ? nodeValues[Int($0)] : 0 }
        }
    }
}
