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

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
