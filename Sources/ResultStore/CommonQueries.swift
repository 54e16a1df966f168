import GRDB
import TrellisBase

/// The questions people ask most, as ready-made queries (`trellis query frames …`,
/// `trellis query diagnostics …`). Every filter is optional; device names take `*` wildcards.
public struct CaseFilter: Sendable {
    public var run: Int64?
    public var layout: String?
    public var device: String?
    public var orientation: Orientation?

    public init(run: Int64? = nil, layout: String? = nil, device: String? = nil, orientation: Orientation? = nil) {
        self.run = run
        self.layout = layout
        self.device = device
        self.orientation = orientation
    }

    /// SQL conditions on `c` (cases), `l` (layouts) and `d` (devices), and their arguments.
    func conditions() -> (sql: String, arguments: StatementArguments) {
        var sql = ["c.runId = coalesce(?, (SELECT max(id) FROM runs WHERE status = '\(RunStatus.complete)'))"]
        var arguments: StatementArguments = [run]
        if let layout { sql.append("l.name = ?"); arguments += [layout] }
        if let device { sql.append("d.name GLOB ?"); arguments += [device] }
        if let orientation { sql.append("c.orientation = ?"); arguments += [orientation.rawValue] }
        return (sql.joined(separator: " AND "), arguments)
    }
}

extension ResultDatabase {
    /// Frames of the matching cases (newest complete run unless one is named), in case and tree order.
    public func frames(_ filter: CaseFilter) throws(QueryError) -> QueryResult {
        let (conditions, arguments) = filter.conditions()
        return try query("""
            SELECT l.name AS layout, d.name AS device, c.orientation, f.view, f.x, f.y, f.width, f.height, f.hidden
            FROM frame_details f JOIN cases c ON c.id = f.caseId JOIN layouts l ON l.id = c.layoutId JOIN devices d ON d.id = c.deviceId
            WHERE \(conditions) ORDER BY c.id, f.position
            """, arguments: arguments)
    }

    /// Diagnostics of the matching cases, optionally of one kind and severity.
    public func diagnostics(_ filter: CaseFilter, kind: DiagnosticKind? = nil, severity: Severity? = nil) throws(QueryError) -> QueryResult {
        var (conditions, arguments) = filter.conditions()
        if let kind { conditions += " AND g.kind = ?"; arguments += [kind.name] }
        if let severity { conditions += " AND g.severity = ?"; arguments += [severity.rawValue] }
        return try query("""
            SELECT l.name AS layout, d.name AS device, c.orientation, g.severity, g.kind, g.views, g.message
            FROM diagnostics g JOIN cases c ON c.id = g.caseId JOIN layouts l ON l.id = c.layoutId JOIN devices d ON d.id = c.deviceId
            WHERE \(conditions) ORDER BY c.id, g.id
            """, arguments: arguments)
    }
}
