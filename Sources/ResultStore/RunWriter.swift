import DeviceCatalog
import Foundation
import GRDB
import LayoutModel
import MatrixRun
import TrellisBase

/// What a run records about itself besides its cases.
public struct RunInfo: Sendable {
    public var label: String?
    public var toolVersion: String
    /// The options the run was started with, as JSON.
    public var options: String
    public var fingerprint: RunFingerprint

    public init(label: String?, toolVersion: String, options: String, fingerprint: RunFingerprint) {
        self.label = label
        self.toolVersion = toolVersion
        self.options = options
        self.fingerprint = fingerprint
    }
}

/// Writes one run: its row first (marked incomplete), then its devices and layouts, then cases
/// batch by batch, each batch one transaction with prepared statements, and last the row marked
/// complete. A run that stops half way keeps its row marked incomplete; other runs are never
/// touched.
// The runner calls its consumer on one thread at a time, so the writer needs no lock of its own.
public final class RunWriter: RunStorage, @unchecked Sendable {
    public let database: ResultDatabase
    public private(set) var runID: Int64 = 0
    private var deviceIDs: [String: Int64] = [:]
    private var layoutIDs: [Int: Int64] = [:]
    /// Per layout (by index in the plan), each view's id.
    private var viewIDs: [[String: Int64]] = []
    /// Per layout (by index in the plan), what holds its root.
    private var containers: [StoredContainer] = []
    private var caseCount = 0
    /// Cases written so far (committed batches only).
    public var storedCases: Int { caseCount }
    /// The run as `ResultDatabase.snapshot(run:frames: false)` reads it back, kept as batches
    /// commit: what `run` needs for its closing summary and CI files without reading back every
    /// case (seconds on a 200,000-case run).
    public private(set) var snapshot: RunSnapshot
    /// Per layout (by index in the plan), its name.
    private let layoutNames: [String]
    /// The layouts and views not written yet: the first batch writes them.
    private var pendingLayouts: (plan: MatrixPlan, texts: [String])?

    public init(database: ResultDatabase, info: RunInfo, plan: MatrixPlan, layoutTexts: [String]) throws {
        self.database = database
        layoutNames = plan.layouts.map(\.layout.name)
        // Sized for every case at once: growing a dictionary of 200,000 snapshots moves them all, again and again.
        snapshot = RunSnapshot(runID: 0, label: info.label, cases: Dictionary(minimumCapacity: plan.caseCount),
                               devices: plan.devices.map(\.name))
        snapshot.isComplete = false
        try database.queue.write { db in
            let run = RunRecord(
                id: nil, label: info.label, status: .incomplete, startedAt: Self.now(), finishedAt: nil,
                toolVersion: info.toolVersion, layoutsCommit: info.fingerprint.layoutsCommit, options: info.options,
                catalogHash: info.fingerprint.catalogHash, layoutsHash: info.fingerprint.layoutsHash, caseCount: 0, seconds: nil)
            try run.insert(db)
            runID = db.lastInsertedRowID
            snapshot.runID = runID
            for device in plan.devices {
                try db.execute(sql: """
                    INSERT INTO devices (runId, name, family, year, width, height, scale, pixelWidth, pixelHeight, statusBar, cornerRadius,
                                         orientations, uncertain)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [runID, device.name, device.idiom.rawValue, device.year, device.portraitSize.width,
                                     device.portraitSize.height, device.scale, device.nativePixels.width, device.nativePixels.height,
                                     device.statusBarHeight, device.cornerRadius, device.supportedOrientations.description,
                                     StringList.json(device.uncertainFields)])
                deviceIDs[device.name] = db.lastInsertedRowID
            }
        }
        for (index, entry) in plan.layouts.enumerated() {
            snapshot.layoutPaths[entry.layout.name] = entry.path
            for finding in plan.layoutFindings(index) {
                snapshot.layoutFindings[entry.layout.name, default: []].append(
                    Finding(kind: finding.kind, message: finding.message, location: finding.location))
            }
            containers.append(StoredContainer(entry.layout.rootContainer))
        }
        pendingLayouts = (plan, layoutTexts)
    }

    /// The ids the rows of a plan's layouts and views got: by layout index, and per layout by view name.
    private typealias LayoutRowIDs = (layouts: [Int: Int64], views: [[String: Int64]])

    /// Writes the plan's layouts, their findings and views in `db`'s transaction if they are not
    /// written yet, and gives their ids (nil when they were); `keep` them once the transaction has
    /// committed. Done with the first batch on the writer's thread, so solving starts without
    /// waiting for tens of thousands of view rows.
    private func writePendingLayouts(in db: Database) throws -> LayoutRowIDs? {
        guard let (plan, texts) = pendingLayouts else { return nil }
        var layoutIDs: [Int: Int64] = [:]
        var viewIDs: [[String: Int64]] = []
        // A big project has tens of thousands of views: one prepared statement each for layouts and views.
        var layoutRow = RowInserter(try db.cachedStatement(
            sql: "INSERT INTO layouts (runId, name, path, contentHash, orientations) VALUES (?, ?, ?, ?, ?)"), in: db)
        var viewRow = RowInserter(try db.cachedStatement(
            sql: "INSERT INTO views (layoutId, name, superview, kind) VALUES (?, ?, ?, ?)"), in: db)
        for (index, entry) in plan.layouts.enumerated() {
            layoutRow.bind(runID)
            layoutRow.bind(entry.layout.name)
            layoutRow.bind(entry.path)
            layoutRow.bind(ContentHash.of(texts[index]))
            layoutRow.bind(entry.layout.supportedOrientations.description)
            try layoutRow.insert()
            let layoutID = db.lastInsertedRowID
            layoutIDs[index] = layoutID
            for finding in plan.layoutFindings(index) {
                try db.execute(sql: "INSERT INTO layoutFindings (layoutId, kind, severity, message, file, line, \"column\") VALUES (?, ?, ?, ?, ?, ?, ?)",
                               arguments: [layoutID, finding.kind.name, finding.severity.rawValue, finding.message,
                                           finding.location?.file, finding.location?.line, finding.location?.column])
            }
            var ids: [String: Int64] = [:]
            for view in entry.layout.viewsInTreeOrder {
                viewRow.bind(layoutID)
                viewRow.bind(view.name)
                viewRow.bind(view.superview)
                viewRow.bind(view.kind.rawValue)
                try viewRow.insert()
                ids[view.name] = db.lastInsertedRowID
            }
            viewIDs.append(ids)
        }
        return (layoutIDs, viewIDs)
    }

    /// Takes the ids of layouts written by a transaction that has committed: a batch that failed
    /// wrote none, and the next one writes them again.
    private func keep(_ written: LayoutRowIDs?) {
        guard let written else { return }
        layoutIDs = written.layouts
        viewIDs = written.views
        pendingLayouts = nil
    }

    /// Stores a batch of case results in one transaction. A case that took another's result
    /// (`CaseResult.sharedFrom`, always in the same batch: a solver group is one batch) points at
    /// that case's solution; every other case gets a solution of its own, with its frames and
    /// findings.
    public func write(_ results: [CaseResult]) throws {
        let runID = self.runID
        var stored: LayoutRowIDs?
        let written = try database.queue.write { db in
            stored = try writePendingLayouts(in: db)
            let layoutIDs = stored?.layouts ?? self.layoutIDs
            let viewIDs = stored?.views ?? self.viewIDs
            let insertCase = try db.cachedStatement(sql: CaseColumn.insertSQL)
            let insertSolution = try db.cachedStatement(sql: "INSERT INTO solutions (layoutId) VALUES (?)")
            // Frames go in many rows per statement: one run of SQLite's VM per many rows is what
            // makes a big run's millions of frames affordable. The rest go one by one.
            let frameColumns = "(solutionId, position, viewId, hidden, x, y, width, height, rootX, rootY, exactX, exactY, exactWidth, exactHeight)"
            let frameValues = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            let insertFrame = try db.cachedStatement(sql: "INSERT INTO solutionFrames \(frameColumns) VALUES \(frameValues)")
            let insertFrames = try db.cachedStatement(sql: "INSERT INTO solutionFrames \(frameColumns) VALUES "
                + Array(repeating: frameValues, count: Self.framesPerStatement).joined(separator: ", "))
            let insertFinding = try db.cachedStatement(sql: FindingColumn.insertSQL)
            var caseRow = RowInserter(insertCase, in: db)
            var caseRows = RowInserter(try db.cachedStatement(sql: CaseColumn.insertSQL(rows: Self.casesPerStatement)), in: db)
            let fullCases = results.count - results.count % Self.casesPerStatement
            var solutionRow = RowInserter(insertSolution, in: db)
            var frameRow = RowInserter(insertFrame, in: db)
            var frameRows = RowInserter(insertFrames, in: db)
            var frames: [(solutionID: Int64, position: Int, viewID: Int64, frame: SolvedFrame)] = []
            frames.reserveCapacity(results.reduce(0) { $0 + ($1.sharedFrom == nil ? $1.frames.count : 0) })
            var findingRow = RowInserter(insertFinding, in: db)
            // By plan index of the case solved, its solution's id.
            var solutions: [Int: Int64] = [:]
            var variations: (list: [String], json: String)?
            var written: [(CaseKey, CaseSnapshot)] = []
            written.reserveCapacity(results.count)
            for (caseIndex, result) in results.enumerated() {
                let matrixCase = result.matrixCase
                let container = containers[matrixCase.layoutIndex]
                let solutionID: Int64
                if let source = result.sharedFrom, let shared = solutions[source] {
                    solutionID = shared
                } else {
                    solutionRow.bind(layoutIDs[matrixCase.layoutIndex])
                    try solutionRow.insert()
                    solutionID = db.lastInsertedRowID
                    solutions[result.sharedFrom ?? matrixCase.index] = solutionID
                    let views = viewIDs[matrixCase.layoutIndex]
                    for (position, frame) in result.frames.enumerated() {
                        frames.append((solutionID, position, views[frame.view]!, frame))
                    }
                    for finding in result.diagnostics {
                        FindingColumn.bind(finding, solution: solutionID, to: &findingRow)
                        try findingRow.insert()
                    }
                }
                // A solver group's cases come one after another with one list of variations: worded once.
                if variations?.list != result.variations { variations = (result.variations, StringList.json(result.variations)) }
                // Case rows too go many to a statement, in order, so their ids are as one by one.
                func bindCase(to row: inout RowInserter) {
                    CaseColumn.bind(result, container: container, run: runID, layout: layoutIDs[matrixCase.layoutIndex],
                                    device: deviceIDs[matrixCase.device.name], solution: solutionID, variations: variations!.json, to: &row)
                }
                if caseIndex < fullCases {
                    bindCase(to: &caseRows)
                    if (caseIndex + 1) % Self.casesPerStatement == 0 { try caseRows.insert() }
                } else {
                    bindCase(to: &caseRow)
                    try caseRow.insert()
                }
                written.append((CaseKey(matrixCase, layout: layoutNames[matrixCase.layoutIndex]),
                                CaseSnapshot(result, container: container, solution: solutionID)))
            }
            let full = frames.count - frames.count % Self.framesPerStatement
            for (index, row) in frames.enumerated() {
                if index < full {
                    Self.bind(row, to: &frameRows)
                    if (index + 1) % Self.framesPerStatement == 0 { try frameRows.insert() }
                } else {
                    Self.bind(row, to: &frameRow)
                    try frameRow.insert()
                }
            }
            try db.execute(sql: "UPDATE runs SET caseCount = ? WHERE id = ?", arguments: [caseCount + results.count, runID])
            return written
        }
        // Counted once the transaction has committed: a batch that failed (a full disk) stored nothing.
        keep(stored)
        caseCount += results.count
        for (key, snapshot) in written where self.snapshot.cases[key] == nil { self.snapshot.cases[key] = snapshot }
    }

    /// Marks the run complete.
    public func finish(seconds: Double) throws {
        let runID = self.runID
        var stored: LayoutRowIDs?
        try database.queue.write { db in
            // A run with no case still records its layouts.
            stored = try writePendingLayouts(in: db)
            try db.execute(sql: "UPDATE runs SET status = ?, finishedAt = ?, seconds = ? WHERE id = ?",
                           arguments: [RunStatus.complete, Self.now(), seconds, runID])
        }
        keep(stored)
        snapshot.isComplete = true
        database.leaveSelfContained()
    }

    public func describe(_ error: any Error) -> String { ResultDatabase.storageProblem(error) }

    static let framesPerStatement = 64
    static let casesPerStatement = 16

    private static func bind(
        _ row: (solutionID: Int64, position: Int, viewID: Int64, frame: SolvedFrame), to inserter: inout RowInserter
    ) {
        let frame = row.frame, exact = row.frame.exactRootFrame
        inserter.bind(row.solutionID)
        inserter.bind(row.position)
        inserter.bind(row.viewID)
        inserter.bind(frame.isHidden)
        inserter.bind(frame.frame.x)
        inserter.bind(frame.frame.y)
        inserter.bind(frame.frame.width)
        inserter.bind(frame.frame.height)
        inserter.bind(frame.rootFrame.x)
        inserter.bind(frame.rootFrame.y)
        inserter.bind(exact.x)
        inserter.bind(exact.y)
        inserter.bind(exact.width)
        inserter.bind(exact.height)
    }

    static func now() -> String { ISO8601DateFormatter().string(from: Date()) }
}
