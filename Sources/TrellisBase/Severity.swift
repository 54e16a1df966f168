/// How bad a diagnostic is: errors are broken layouts, warnings likely bugs, notes facts.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case note, warning, error

    public var description: String { rawValue }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
