import ConstraintSolver
import Foundation

/// Writes constraints as an `alc/1` system file, so kiwisolver (`kiwi_bench.py`) and
/// `lexref.py` can solve exactly what Trellis solved.
public enum ConstraintSystemWriter {
    /// The JSON text of one system: variables in order of first appearance, constraints in the
    /// order given, tagged with their identifiers. Variable names must be unique.
    public static func json(name: String, constraints: [Constraint], meta: [String: String] = [:]) -> String {
        var variableNames: [String] = []
        var known = Set<Int>()
        var entries: [[String: Any]] = []
        for constraint in constraints {
            var coefficients: [(name: String, id: Int, value: Double)] = []
            for term in constraint.expression.terms {
                if let index = coefficients.firstIndex(where: { $0.id == term.variable.id }) {
                    coefficients[index].value += term.coefficient
                } else {
                    coefficients.append((term.variable.name, term.variable.id, term.coefficient))
                }
                if known.insert(term.variable.id).inserted { variableNames.append(term.variable.name) }
            }
            var entry: [String: Any] = [
                "terms": coefficients.filter { $0.value != 0 }.map { [$0.name, $0.value] as [Any] },
                "constant": constraint.expression.constant,
                "op": constraint.relation.rawValue,
                "priority": Double(constraint.priority.value),
            ]
            if let identifier = constraint.identifier { entry["tag"] = identifier }
            entries.append(entry)
        }
        let system: [String: Any] = [
            "format": "alc/1", "name": name, "variables": variableNames, "constraints": entries, "meta": meta,
        ]
        let data = try! JSONSerialization.data(withJSONObject: system, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
