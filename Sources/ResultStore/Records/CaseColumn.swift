import GRDB
import LayoutModel
import MatrixRun
import TrellisBase

/// The `cases` table's columns, named once: the writer binds a case result column by column
/// in this order, and the snapshot reads a row back into a `CaseSnapshot` by these names. The
/// migrations in `Schema` are the history of how the table got them.
enum CaseColumn: String, CaseIterable {
    case runId, layoutId, deviceId, window, orientation, direction, width, height
    case safeTop, safeLeft, safeBottom, safeRight, widthClass, heightClass, variations, status
    case solveMicroseconds, incremental, viewCount, errorCount, warningCount
    case marginTop, marginLeft, marginBottom, marginRight, barTop, barBottom
    case container, containerWidth, containerRule, solutionId

    static let insertSQL = insertSQL(rows: 1)

    /// An insert of `rows` case rows in one statement.
    static func insertSQL(rows: Int) -> String {
        let values = "(" + Array(repeating: "?", count: allCases.count).joined(separator: ", ") + ")"
        return "INSERT INTO cases (\(allCases.map(\.rawValue).joined(separator: ", "))) VALUES "
            + Array(repeating: values, count: rows).joined(separator: ", ")
    }

    /// Binds every column of one case's row, in `allCases` order; `variations` is the JSON list
    /// of `result.variations`.
    static func bind(_ result: CaseResult, container: StoredContainer, run: Int64, layout: Int64?, device: Int64?, solution: Int64?,
                     variations: String, to row: inout RowInserter) {
        let matrixCase = result.matrixCase
        let screen = matrixCase.screen
        let safeArea = matrixCase.environment?.safeAreaInsets
        for column in allCases {
            switch column {
            case .runId: row.bind(run)
            case .layoutId: row.bind(layout)
            case .deviceId: row.bind(device)
            case .window: row.bind(screen?.window)
            case .orientation: row.bind(screen?.orientation.rawValue)
            case .direction: row.bind(matrixCase.direction.rawValue)
            case .width: row.bind(screen?.size.width)
            case .height: row.bind(screen?.size.height)
            case .safeTop: row.bind(safeArea?.top)
            case .safeLeft: row.bind(safeArea?.left)
            case .safeBottom: row.bind(safeArea?.bottom)
            case .safeRight: row.bind(safeArea?.right)
            case .widthClass: row.bind(screen?.sizeClasses.width.rawValue)
            case .heightClass: row.bind(screen?.sizeClasses.height.rawValue)
            case .variations: row.bind(variations)
            case .status: row.bind(result.status.rawValue)
            case .solveMicroseconds: row.bind(result.solveSeconds * 1e6)
            case .incremental: row.bind(result.isIncremental)
            case .viewCount: row.bind(result.frames.count)
            case .errorCount: row.bind(result.diagnostics.count { $0.severity == .error })
            case .warningCount: row.bind(result.diagnostics.count { $0.severity == .warning })
            case .marginTop: row.bind(result.rootMargins?.top)
            case .marginLeft: row.bind(result.rootMargins?.left)
            case .marginBottom: row.bind(result.rootMargins?.bottom)
            case .marginRight: row.bind(result.rootMargins?.right)
            case .barTop: row.bind(screen == nil ? nil : matrixCase.barInsets.top)
            case .barBottom: row.bind(screen == nil ? nil : matrixCase.barInsets.bottom)
            case .container: row.bind(container.kind.rawValue)
            case .containerWidth: row.bind(result.containerFrame?.width)
            case .containerRule: row.bind(container.rule)
            case .solutionId: row.bind(solution)
            }
        }
    }
}

/// A layout's container as its cases' rows hold it, worded once per layout rather than per case.
struct StoredContainer {
    var kind: RootContainer.Kind
    var rule: String

    init(_ container: RootContainer) {
        kind = container.kind
        rule = container.description
    }
}

extension CaseKey {
    /// The key of `matrixCase`, a case of the layout named `layout`.
    init(_ matrixCase: MatrixCase, layout: String) {
        self.init(layout: layout, device: matrixCase.device.name,
                  window: matrixCase.screen?.window, orientation: matrixCase.screen?.orientation, direction: matrixCase.direction)
    }

    /// The key of a `cases` row joined with its layout's name (`layoutName`) and device's name
    /// (`deviceName`).
    init(row: Row) throws(ResultDatabaseError) {
        self.init(layout: row["layoutName"], device: row["deviceName"], window: row[CaseColumn.window.rawValue],
                  orientation: try row.decodeIfPresent(CaseColumn.orientation.rawValue),
                  direction: try row.decode(CaseColumn.direction.rawValue))
    }
}

extension CaseSnapshot {
    /// A `cases` row joined with its device's `family` and `statusBar`, without frames or
    /// diagnostics. Columns a run stored before a migration added them read as absent.
    init(row: Row) throws(ResultDatabaseError) {
        self.init(status: try row.decode(CaseColumn.status.rawValue), frames: [:], diagnostics: [])
        family = try row.decode("family")
        let widthClass: SizeClass? = try row.decodeIfPresent(CaseColumn.widthClass.rawValue)
        let heightClass: SizeClass? = try row.decodeIfPresent(CaseColumn.heightClass.rawValue)
        if let widthClass, let heightClass { sizeClasses = SizeClasses(width: widthClass, height: heightClass) }
        let width: Double? = row[CaseColumn.width.rawValue], height: Double? = row[CaseColumn.height.rawValue]
        if let width, let height { size = Size(width: width, height: height) }
        safeArea = Self.insets(row, .safeTop, .safeLeft, .safeBottom, .safeRight)
        margins = Self.insets(row, .marginTop, .marginLeft, .marginBottom, .marginRight)
        let barTop: Double? = row[CaseColumn.barTop.rawValue], barBottom: Double? = row[CaseColumn.barBottom.rawValue]
        if let barTop, let barBottom { barInsets = (barTop, barBottom) }
        statusBar = row["statusBar"]
        cornerRadius = row["cornerRadius"]
        container = try row.decodeIfPresent(CaseColumn.container.rawValue)
        containerRule = row[CaseColumn.containerRule.rawValue]
        containerWidth = row[CaseColumn.containerWidth.rawValue]
        // Before v7 each case's frames and findings were its own, under its id.
        solution = row.hasColumn(CaseColumn.solutionId.rawValue) ? row[CaseColumn.solutionId.rawValue] : row["id"]
    }

    /// The snapshot `init(row:)` reads back from the row `CaseColumn.bind` writes for `result`
    /// (frames aside): what a run knows of its cases without reading them back.
    init(_ result: CaseResult, container: StoredContainer, solution: Int64) {
        self.init(status: result.status, frames: [:], diagnostics: result.diagnostics)
        let matrixCase = result.matrixCase
        family = matrixCase.device.idiom
        statusBar = matrixCase.device.statusBarHeight
        cornerRadius = matrixCase.device.cornerRadius
        if let screen = matrixCase.screen {
            sizeClasses = screen.sizeClasses
            size = screen.size
            safeArea = matrixCase.environment?.safeAreaInsets
            barInsets = matrixCase.barInsets
        }
        margins = result.rootMargins
        self.container = container.kind
        containerRule = container.rule
        containerWidth = result.containerFrame?.width
        self.solution = solution
    }

    /// Four columns as insets; nil when any is NULL or missing.
    private static func insets(_ row: Row, _ top: CaseColumn, _ left: CaseColumn, _ bottom: CaseColumn,
                               _ right: CaseColumn) -> EdgeInsets? {
        let values: [Double?] = [top, left, bottom, right].map { row[$0.rawValue] }
        guard let top = values[0], let left = values[1], let bottom = values[2], let right = values[3] else { return nil }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
