import DeviceCatalog
import Foundation
import GRDB
import LayoutModel
import MatrixRun

/// What a run records about itself besides its cases.
public struct RunInfo: Sendable {
    public var label: String?
    public var toolVersion: String
    /// The options the run was started with, as JSON.
    public var options: String
    public var catalogHash: String
    public var layoutsHash: String
    public var layoutsCommit: String?

    public init(label: String?, toolVersion: String, options: String, catalogHash: String, layoutsHash: String,
                layoutsCommit: String? = nil) {
        self.label = label
        self.toolVersion = toolVersion
        self.options = options
        self.catalogHash = catalogHash
        self.layoutsHash = layoutsHash
        self.layoutsCommit = layoutsCommit
    }
}

/// Writes one run: its row first (marked incomplete), then its devices and layouts, then cases
/// batch by batch, each batch one transaction with prepared statements, and last the row marked
/// complete. A run that stops half way keeps its row marked incomplete; other runs are never
/// touched.
// The runner calls its consumer on one thread at a time, so the writer needs no lock of its own.
public final class RunWriter: @unchecked Sendable {
    public let database: ResultDatabase
    public private(set) var runID: Int64 = 0
    private var deviceIDs: [String: Int64] = [:]
    private var layoutIDs: [Int: Int64] = [:]
    private var caseCount = 0

    public init(database: ResultDatabase, info: RunInfo, plan: MatrixPlan, layoutTexts: [String]) throws {
        self.database = database
        try database.queue.write { db in
            let run = RunRecord(
                id: nil, label: info.label, status: "incomplete", startedAt: Self.now(), finishedAt: nil,
                toolVersion: info.toolVersion, layoutsCommit: info.layoutsCommit, options: info.options,
                catalogHash: info.catalogHash, layoutsHash: info.layoutsHash, caseCount: 0, seconds: nil)
            try run.insert(db)
            runID = db.lastInsertedRowID
            for device in plan.devices {
                try db.execute(sql: """
                    INSERT INTO devices (runId, name, family, year, width, height, scale, pixelWidth, pixelHeight, statusBar, orientations, uncertain)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [runID, device.name, device.idiom.rawValue, device.year, device.portraitSize.width,
                                     device.portraitSize.height, device.scale, device.nativePixels.width, device.nativePixels.height,
                                     device.statusBarHeight, device.supportedOrientations.description,
                                     Self.json(device.uncertainFields)])
                deviceIDs[device.name] = db.lastInsertedRowID
            }
            for (index, entry) in plan.layouts.enumerated() {
                try db.execute(sql: "INSERT INTO layouts (runId, name, path, contentHash, orientations) VALUES (?, ?, ?, ?, ?)",
                               arguments: [runID, entry.layout.name, entry.path, ContentHash.of(layoutTexts[index]),
                                           entry.layout.supportedOrientations.description])
                layoutIDs[index] = db.lastInsertedRowID
            }
        }
    }

    /// Stores a batch of case results in one transaction.
    public func write(_ results: [CaseResult]) throws {
        let runID = self.runID
        try database.queue.write { db in
            let insertCase = try db.cachedStatement(sql: """
                INSERT INTO cases (runId, layoutId, deviceId, window, orientation, direction, width, height, widthClass,
                    heightClass, variations, status, solveMicroseconds, incremental, viewCount, errorCount, warningCount)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let insertFrame = try db.cachedStatement(sql: """
                INSERT INTO frames (caseId, view, superview, hidden, x, y, width, height, rootX, rootY, exactX, exactY, exactWidth, exactHeight)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let insertDiagnostic = try db.cachedStatement(sql: """
                INSERT INTO diagnostics (caseId, kind, severity, views, constraints, message) VALUES (?, ?, ?, ?, ?, ?)
                """)
            for result in results {
                let matrixCase = result.matrixCase
                let screen = matrixCase.screen
                try insertCase.execute(arguments: [
                    runID, layoutIDs[matrixCase.layoutIndex], deviceIDs[matrixCase.device.name], screen?.window,
                    screen?.orientation.rawValue, matrixCase.direction, screen?.size.width, screen?.size.height,
                    screen?.sizeClasses.width.rawValue, screen?.sizeClasses.height.rawValue, Self.json(result.variations),
                    result.status.rawValue, result.solveSeconds * 1e6, result.isIncremental, result.frames.count,
                    result.diagnostics.filter { $0.severity == .error }.count,
                    result.diagnostics.filter { $0.severity == .warning }.count,
                ])
                let caseID = db.lastInsertedRowID
                for frame in result.frames {
                    let exact = frame.exactRootFrame
                    try insertFrame.execute(arguments: [
                        caseID, frame.view, frame.superview, frame.isHidden, frame.frame.x, frame.frame.y, frame.frame.width,
                        frame.frame.height, frame.rootFrame.x, frame.rootFrame.y, exact.x, exact.y, exact.width, exact.height,
                    ])
                }
                for diagnostic in result.diagnostics {
                    try insertDiagnostic.execute(arguments: [
                        caseID, diagnostic.kind, diagnostic.severity.rawValue, Self.json(diagnostic.views),
                        Self.json(diagnostic.constraints), diagnostic.message,
                    ])
                }
            }
            caseCount += results.count
            try db.execute(sql: "UPDATE runs SET caseCount = ? WHERE id = ?", arguments: [caseCount, runID])
        }
    }

    /// Marks the run complete.
    public func finish(seconds: Double) throws {
        let runID = self.runID
        try database.queue.write { db in
            try db.execute(sql: "UPDATE runs SET status = 'complete', finishedAt = ?, seconds = ? WHERE id = ?",
                           arguments: [Self.now(), seconds, runID])
        }
    }

    static func now() -> String { ISO8601DateFormatter().string(from: Date()) }

    static func json(_ strings: [String]) -> String {
        let data = try! JSONSerialization.data(withJSONObject: strings, options: [.withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}

/// A short stable hash of text (64-bit FNV-1a, hex): enough to tell whether a file changed
/// between runs.
public enum ContentHash {
    public static func of(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return String(format: "%016llx", hash)
    }
}
