import GRDB
import MatrixRun
import TrellisBase

/// The `solutionFindings` table's columns, named once, as `CaseColumn` names the cases'. The
/// `diagnostics` view (and the table of that name before schema v7) has the same columns with
/// `caseId` for `solutionId`.
enum FindingColumn: String, CaseIterable {
    case solutionId, kind, severity, views, constraints, message, file, line, column

    static let insertSQL = "INSERT INTO solutionFindings (\(allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))) VALUES ("
        + Array(repeating: "?", count: allCases.count).joined(separator: ", ") + ")"

    /// Binds every column of one finding's row, in `allCases` order.
    static func bind(_ diagnostic: Finding, solution solutionID: Int64, to row: inout RowInserter) {
        for column in allCases {
            switch column {
            case .solutionId: row.bind(solutionID)
            case .kind: row.bind(diagnostic.kind.name)
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

extension Finding {
    /// A `solutionFindings` or `diagnostics` row; without a location in runs stored before schema v3.
    init(row: Row) throws(ResultDatabaseError) {
        self.init(kind: try row.decodeKind(FindingColumn.kind.rawValue),
                  views: try StringList.parse(row[FindingColumn.views.rawValue], column: FindingColumn.views.rawValue),
                  constraints: try StringList.parse(row[FindingColumn.constraints.rawValue],
                                                    column: FindingColumn.constraints.rawValue),
                  message: row[FindingColumn.message.rawValue], location: Self.location(in: row))
    }

    /// Where a row of `diagnostics` or `layoutFindings` points (its `file`, `line` and `column`);
    /// nil without a file.
    static func location(in row: Row) -> SourceLocation? {
        guard let file: String = row[FindingColumn.file.rawValue] else { return nil }
        let line: Int? = row[FindingColumn.line.rawValue], column: Int? = row[FindingColumn.column.rawValue]
        return SourceLocation(file: file, line: line ?? 1, column: column ?? 1)
    }
}
