import DeviceCatalog
import LayoutModel

/// How bad a diagnostic is: errors are broken layouts, warnings likely bugs, notes facts.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One diagnostic of a case, flattened for storage: kind, severity, the views and constraint
/// identifiers involved, and the message as `trellis solve` prints it.
public struct CaseDiagnostic: Sendable, Hashable {
    public var kind: String
    public var severity: Severity
    public var views: [String]
    public var constraints: [String]
    public var message: String
    /// Where in the layout's file the finding points: for a conflict the constraint UIKit breaks
    /// (else the first written one involved), else the view; nil when nothing involved was written
    /// in a file (generated constraints, a note).
    public var location: SourceLocation?

    public init(kind: String, severity: Severity, views: [String], constraints: [String], message: String,
                location: SourceLocation? = nil) {
        self.kind = kind
        self.severity = severity
        self.views = views
        self.constraints = constraints
        self.message = message
        self.location = location
    }
}

/// What one case solved to.
public struct CaseResult: Sendable {
    public enum Status: String, Sendable {
        case solved
        /// The device and the layout share no orientation (UIKit raises an exception).
        case noSupportedOrientation
        /// The layout file is invalid for this case's traits (an unknown name in a variation, …).
        case invalidLayout
    }

    public var matrixCase: MatrixCase
    public var status: Status
    public var frames: [SolvedFrame]
    public var diagnostics: [CaseDiagnostic]
    /// Descriptions of the variations applied (`width: compact, height: any`).
    public var variations: [String]
    public var solveSeconds: Double
    public var isIncremental: Bool
    /// The root's layout margins as solved (nil when the case did not solve).
    public var rootMargins: EdgeInsets? = nil
}
