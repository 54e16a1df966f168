/// A kind of finding: its stable name (stored in the database, shown in CI reports), its severity
/// and one line saying what it means. Every module from the checks to the reports shares this
/// type; the kinds themselves are declared beside the checks that find them (LayoutModel's
/// `DiagnosticKinds.swift`, with the list `DiagnosticKind.all`), so adding one touches that module
/// alone. Two kinds are the same kind when their names are.
public struct DiagnosticKind: Sendable, Hashable, CustomStringConvertible {
    /// The stable name: `empty-size`, `unsafe-area`.
    public let name: String
    public let severity: Severity
    /// What the kind means, in one line: the Reports README's table and the SARIF rules say it.
    public let documentation: String

    public init(name: String, severity: Severity, documentation: String) {
        self.name = name
        self.severity = severity
        self.documentation = documentation
    }

    public var description: String { name }

    public static func == (lhs: DiagnosticKind, rhs: DiagnosticKind) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
