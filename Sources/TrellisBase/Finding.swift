/// One finding about a layout in one form from the checks that make it to the reports that show it:
/// its kind, the views and constraint identifiers involved, the message as `trellis solve` prints
/// it, and where in the layout's file it points. LayoutModel makes it from a check's `Diagnostic`;
/// ResultStore stores it and reads it back; Reports groups it by `identity`.
public struct Finding: Sendable, Hashable {
    public var kind: DiagnosticKind
    public var views: [String]
    public var constraints: [String]
    public var message: String
    /// Where in the layout's file the finding points; nil when nothing involved was written in a
    /// file, and in runs stored before schema v3.
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

    /// What identifies the finding across cases and runs: the message holds coordinates that move.
    public var identity: Identity { Identity(kind: kind, views: views, constraints: constraints) }

    /// See `identity`. Its text, `unsatisfiable|title,icon|c1,c2`, is the stable fingerprint SARIF
    /// results carry.
    public struct Identity: Sendable, Hashable, CustomStringConvertible {
        public var kind: DiagnosticKind
        public var views: [String]
        public var constraints: [String]

        public init(kind: DiagnosticKind, views: [String], constraints: [String]) {
            self.kind = kind
            self.views = views
            self.constraints = constraints
        }

        public var description: String {
            "\(kind)|\(views.joined(separator: ","))|\(constraints.joined(separator: ","))"
        }
    }
}
