/// An answer about the current solution (which variables are ambiguous, whether the optimum is
/// the only one), kept for the variables it was asked about while the tableau's structure stands
/// and, if it read row constants (which rows sit at 0), while no edit has moved them.
struct CachedAnswer<Value> {
    var structureVersion: UInt64
    /// nil when the answer read the structure alone.
    var valuesVersion: UInt64?
    var ids: [Int]
    var value: Value
}

extension SolverState {
    /// The cached value if it still holds for these variables.
    func value<Value>(of answer: CachedAnswer<Value>?, for ids: [Int]) -> Value? {
        guard let answer, answer.structureVersion == tableau.structureVersion, answer.ids == ids,
              answer.valuesVersion == nil || answer.valuesVersion == valuesVersion
        else { return nil }
        return answer.value
    }

    /// `value` as an answer for these variables in the current tableau.
    func answer<Value>(_ value: Value, for ids: [Int], readsConstants: Bool) -> CachedAnswer<Value> {
        CachedAnswer(structureVersion: tableau.structureVersion, valuesVersion: readsConstants ? valuesVersion : nil, ids: ids, value: value)
    }
}
