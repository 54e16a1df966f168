import TrellisBase

/// The one-line JSON that `trellis solve-system` prints for a solved system.
public enum SystemSolveJSON {
    public static func render(_ solve: SystemSolve) -> String {
        if solve.firstConflict != nil {
            return "{\"status\":\"unsatisfiable\",\"conflict\":[" + solve.conflictTags.map(quoted).joined(separator: ",") + "]}"
        }
        let values = solve.values()
        let pairs = zip(solve.file.variables, values).map { name, value in "\(quoted(name)):\(number(value))" }
        return "{\"status\":\"ok\",\"values\":{" + pairs.joined(separator: ",") + "}}"
    }

    /// Integral values print without a fraction (`16`, not `16.0`); others as Swift's shortest
    /// round-trip form, which is valid JSON.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func quoted(_ text: String) -> String { JSONText.string(text) }
}
