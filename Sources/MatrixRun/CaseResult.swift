import DeviceCatalog
import LayoutModel
import TrellisBase

/// One finding of a case as it is stored and read back: kind, the views and constraint
/// identifiers involved, the message as `trellis solve` prints it, and where it points. The same
/// type goes into the database and comes out of it (`RunSnapshot`).
public struct CaseDiagnostic: Sendable, Hashable {
    public var kind: DiagnosticKind
    public var views: [String]
    public var constraints: [String]
    public var message: String
    /// Where in the layout's file the finding points (see `Diagnostic.location`); nil when
    /// nothing involved was written in a file, and in runs stored before schema v3.
    public var location: SourceLocation?

    public var severity: Severity { kind.severity }

    public init(kind: DiagnosticKind, views: [String] = [], constraints: [String] = [], message: String,
                location: SourceLocation? = nil) {
        self.kind = kind
        self.views = views
        self.constraints = constraints
        self.message = message
        self.location = location
    }

    /// A layout's diagnostic, located in `layout`'s source.
    public init(_ diagnostic: Diagnostic, in layout: Layout) {
        self.init(kind: diagnostic.kind, views: diagnostic.views, constraints: diagnostic.constraints,
                  message: diagnostic.description,
                  location: diagnostic.location(sourceOfView: { layout.view(named: $0)?.source }))
    }

    /// What identifies the finding across runs: the message holds coordinates that may move.
    public var identity: Identity { Identity(kind: kind, views: views, constraints: constraints) }

    /// See `identity`.
    public struct Identity: Sendable, Hashable {
        public var kind: DiagnosticKind
        public var views: [String]
        public var constraints: [String]
    }
}

/// What one case solved to.
public struct CaseResult: Sendable {
    public var matrixCase: MatrixCase
    public var status: CaseStatus
    public var frames: [SolvedFrame]
    public var diagnostics: [CaseDiagnostic]
    /// Descriptions of the variations applied (`width: compact, height: any`).
    public var variations: [String]
    public var solveSeconds: Double
    public var isIncremental: Bool
    /// The root's layout margins as solved (nil when the case did not solve).
    public var rootMargins: EdgeInsets? = nil
    /// The frame of the view that held the root, when another layout's view did (a scene's table
    /// for its cell); nil: the screen.
    public var containerFrame: Rect? = nil
    /// The plan index of the case whose result this case took because both have one
    /// `SolutionKey` (nil: solved for itself). Its frames are stored once, for both.
    public var sharedFrom: Int? = nil

    /// This result as the result of `other`, a case with the same `SolutionKey`: the same frames
    /// and findings, no solving time of its own.
    func shared(by other: MatrixCase) -> CaseResult {
        var result = self
        result.matrixCase = other
        result.solveSeconds = 0
        result.sharedFrom = sharedFrom ?? matrixCase.index
        return result
    }
}
