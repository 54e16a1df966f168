import GRDB
import MatrixRun
import TrellisBase

/// The `diagnostics` table's columns, named once, as `CaseColumn` names the cases'.
enum DiagnosticColumn: String, CaseIterable {
    case caseId, kind, severity, views, constraints, message, file, line, column

    static let insertSQL = "INSERT INTO diagnostics (\(allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))) VALUES ("
        + Array(repeating: "?", count: allCases.count).joined(separator: ", ") + ")"

    /// Binds every column of one diagnostic's row, in `allCases` order.
    static func bind(_ diagnostic: CaseDiagnostic, case caseID: Int64, to row: inout RowInserter) {
        for column in allCases {
            switch column {
            case .caseId: row.bind(caseID)
            case .kind: row.bind(diagnostic.kind.rawValue)
            case .severity: row.bind(diagnostic.severity.rawValue)
            case .views: row.bind(StringList.json(diagnostic.views))
            case .constraints: row.bind(StringList.json(diagnostic.constraints))
            case .message: row.bind(diagnostic.message)
            case .file: row.bind(diagnostic.location?.file)
            case .line: row.bind(diagnostic.location.map { Int64($0.line) })
            case .column: row.bind(diagnostic.location.map { Int64($0.column) })
            }
        }
    }
}

extension CaseDiagnostic {
    /// A `diagnostics` row; without a location in runs stored before schema v3.
    init(row: Row) throws(ResultDatabaseError) {
        self.init(kind: try row.decode(DiagnosticColumn.kind.rawValue),
                  views: try StringList.parse(row[DiagnosticColumn.views.rawValue], column: DiagnosticColumn.views.rawValue),
                  constraints: try StringList.parse(row[DiagnosticColumn.constraints.rawValue],
                                                    column: DiagnosticColumn.constraints.rawValue),
                  message: row[DiagnosticColumn.message.rawValue], location: Self.location(in: row))
    }

    /// Where a row of `diagnostics` or `layoutFindings` points (its `file`, `line` and `column`);
    /// nil without a file.
    static func location(in row: Row) -> SourceLocation? {
        guard let file: String = row[DiagnosticColumn.file.rawValue] else { return nil }
        let line: Int? = row[DiagnosticColumn.line.rawValue], column: Int? = row[DiagnosticColumn.column.rawValue]
        return SourceLocation(file: file, line: line ?? 1, column: column ?? 1)
    }
}
