import TrellisBase

/// What a CI finding is: a diagnostic of a run, or a change a diff found. Each has a stable name
/// (the SARIF rule id, the JUnit failure type) and one line saying what it means.
public enum FindingKind: Sendable, Hashable, CustomStringConvertible {
    case diagnostic(DiagnosticKind)
    // A diff's changes; `documentation` says what each means.
    case statusChanged
    case caseRemoved
    case caseAdded
    case frameChanged
    case diagnosticFixed

    public var name: String {
        switch self {
        case let .diagnostic(kind): kind.name
        case .statusChanged: "status-changed"
        case .caseRemoved: "case-removed"
        case .caseAdded: "case-added"
        case .frameChanged: "frame-changed"
        case .diagnosticFixed: "diagnostic-fixed"
        }
    }

    public var description: String { name }

    /// One sentence, for SARIF rules' descriptions.
    public var documentation: String {
        switch self {
        case let .diagnostic(kind): kind.documentation.prefix(1).uppercased() + kind.documentation.dropFirst() + "."
        case .statusChanged: "A case's solve status changed between the runs."
        case .caseRemoved: "A case of the base run is missing from the head run."
        case .caseAdded: "A case is new in the head run."
        case .frameChanged: "A view's frame changed between the runs."
        case .diagnosticFixed: "A diagnostic of the base run is gone in the head run."
        }
    }
}
