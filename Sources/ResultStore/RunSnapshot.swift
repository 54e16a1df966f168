import DeviceCatalog
import GRDB

/// Everything a diff needs of one run: its cases by key, each with its frames by view name and its
/// diagnostics.
public struct RunSnapshot: Sendable {
    public var runID: Int64
    public var label: String?
    /// False for a run that stopped before it finished (interrupted, a full disk): its missing
    /// cases are not cases that went away.
    public var isComplete = true
    /// How many cases the run stored.
    public var caseCount: Int { cases.count }
    public var cases: [CaseKey: CaseSnapshot]
    /// The run's device names in catalog order (phones first, oldest first).
    public var devices: [String] = []
    /// Each layout's file, by layout name.
    public var layoutPaths: [String: String] = [:]

    /// Case keys in the order a contact sheet shows them (see `CaseKey.sheetOrder`).
    public func sheetOrder(_ keys: some Sequence<CaseKey>) -> [CaseKey] { CaseKey.sheetOrder(keys, devices: devices) }
}

/// How a case is matched between runs: layout, device, Split View window, orientation, direction.
public struct CaseKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var layout: String
    public var device: String
    public var window: String?
    public var orientation: String?
    public var direction: String

    public init(layout: String, device: String, window: String? = nil, orientation: String?, direction: String = "ltr") {
        self.layout = layout
        self.device = device
        self.window = window
        self.orientation = orientation
        self.direction = direction
    }

    /// `iPhone 15 landscapeLeft` (with the window and `rtl` when there are).
    public var screen: String {
        [device, window, orientation ?? "no orientation", direction == "ltr" ? nil : direction].compactMap { $0 }.joined(separator: " ")
    }

    public var description: String { "\(layout) on \(screen)" }

    /// Keys by layout, then device in the given order (unknown devices last), window,
    /// orientation and direction.
    public static func sheetOrder(_ keys: some Sequence<CaseKey>, devices: [String]) -> [CaseKey] {
        let rank = Dictionary(devices.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        func turn(_ key: CaseKey) -> Int { key.orientation.flatMap { orientationOrder.firstIndex(of: $0) } ?? orientationOrder.count }
        // Each key's device rank and orientation looked up once, not in every comparison.
        let decorated = keys.map { (key: $0, device: rank[$0.device] ?? Int.max, turn: turn($0)) }
        return decorated.sorted {
            ($0.key.layout, $0.device, $0.key.device, $0.key.window ?? "", $0.turn, $0.key.direction)
                < ($1.key.layout, $1.device, $1.key.device, $1.key.window ?? "", $1.turn, $1.key.direction)
        }.map(\.key)
    }

    /// Portrait first, as the catalog lists orientations.
    private static let orientationOrder = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]

    public static func < (a: CaseKey, b: CaseKey) -> Bool {
        (a.layout, a.device, a.window ?? "", a.orientation ?? "", a.direction)
            < (b.layout, b.device, b.window ?? "", b.orientation ?? "", b.direction)
    }
}

/// One case of a run.
public struct CaseSnapshot: Sendable {
    public var status: String
    /// The device's family: phone or pad.
    public var family: String = ""
    public var widthClass: String?
    public var heightClass: String?
    /// The root's size and the safe-area insets (top, left, bottom, right); nil without a screen.
    public var width: Double?
    public var height: Double?
    public var safeArea: [Double]?
    /// The root's layout margins (top, left, bottom, right); nil without a screen or in runs stored
    /// before schema v2.
    public var margins: [Double]?
    /// What the layout's bars add to the safe area's top and bottom; the rest of those insets is
    /// the device's (status bar, sensor housing, home indicator).
    public var barInsets: (top: Double, bottom: Double)?
    /// The device's status bar height in portrait.
    public var statusBar: Double?
    /// By view name.
    public var frames: [String: FrameSnapshot]
    /// View names in tree order (the root first, each view before its subviews).
    public var viewOrder: [String] = []
    public var diagnostics: [DiagnosticSnapshot]
}

/// A view's frame in a case: pixel-rounded in the root's coordinates, and exact.
public struct FrameSnapshot: Sendable, Equatable {
    public var x: Double, y: Double, width: Double, height: Double
    public var exactX: Double, exactY: Double, exactWidth: Double, exactHeight: Double
    public var hidden: Bool
}

/// A diagnostic of a case; two runs' diagnostics are the same when kind, views and constraints are.
public struct DiagnosticSnapshot: Sendable, Hashable {
    public var kind: String
    public var severity: String
    public var views: String
    public var constraints: String
    public var message: String
    /// Where in the layout's file it points; nil when nowhere (and in runs stored before v3).
    public var location: SourceLocation? = nil

    /// What identifies the finding across runs (the message holds coordinates that may move).
    public var identity: String { "\(kind)|\(views)|\(constraints)" }
}

extension ResultDatabase {
    /// The newest complete run's id, and the one before it.
    public func newestCompleteRuns() throws -> [Int64] {
        try queue.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM runs WHERE status = 'complete' ORDER BY id DESC LIMIT 2") }
    }

    /// The id of the newest run with this label, if any.
    public func run(labelled label: String) throws -> Int64? {
        try queue.read { db in try Int64.fetchOne(db, sql: "SELECT max(id) FROM runs WHERE label = ?", arguments: [label]) }
    }

    /// One run, loaded for diffing and drawing; without `frames`, its cases and diagnostics only
    /// (what CI reports of a run need), skipping the bulk of the rows.
    public func snapshot(run id: Int64, frames includesFrames: Bool = true) throws -> RunSnapshot? {
        try queue.read { db in
            guard let run = try Row.fetchOne(db, sql: "SELECT label, status FROM runs WHERE id = ?", arguments: [id]) else { return nil }
            let label: String? = run["label"]
            let status: String = run["status"]
            var keys: [Int64: CaseKey] = [:]
            var cases: [Int64: CaseSnapshot] = [:]
            // Runs stored before schema v2 have no margins or bars: read them as absent.
            let hasMargins = try db.columns(in: "cases").contains { $0.name == "marginTop" }
            let marginsAndBars = hasMargins ? "c.marginTop, c.marginLeft, c.marginBottom, c.marginRight, c.barTop, c.barBottom"
                : "NULL, NULL, NULL, NULL, NULL, NULL"
            let caseRows = try RowReader("""
                SELECT c.id, l.name, d.name, c.window, c.orientation, c.direction, c.status, c.widthClass, c.heightClass,
                       c.width, c.height, c.safeTop, c.safeLeft, c.safeBottom, c.safeRight, d.family,
                       \(marginsAndBars), d.statusBar
                FROM cases c JOIN layouts l ON l.id = c.layoutId JOIN devices d ON d.id = c.deviceId WHERE c.runId = ?
                """, run: id, in: db)
            while try caseRows.next() {
                keys[caseRows.int64(0)] = CaseKey(layout: caseRows.string(1), device: caseRows.string(2), window: caseRows.optionalString(3),
                                                  orientation: caseRows.optionalString(4), direction: caseRows.string(5))
                func insets(_ first: Int32) -> [Double]? {
                    (first..<first + 4).contains(where: caseRows.isNull) ? nil : (first..<first + 4).map(caseRows.double)
                }
                var snapshot = CaseSnapshot(
                    status: caseRows.string(6), widthClass: caseRows.optionalString(7), heightClass: caseRows.optionalString(8),
                    width: caseRows.optionalDouble(9), height: caseRows.optionalDouble(10), safeArea: insets(11), frames: [:], diagnostics: [])
                snapshot.family = caseRows.string(15)
                snapshot.margins = insets(16)
                if let top = caseRows.optionalDouble(20), let bottom = caseRows.optionalDouble(21) { snapshot.barInsets = (top, bottom) }
                snapshot.statusBar = caseRows.optionalDouble(22)
                cases[caseRows.int64(0)] = snapshot
            }
            if includesFrames { try readFrames(run: id, into: &cases, db) }
            // Runs stored before schema v3 have no locations: read them as absent.
            let hasLocations = try db.columns(in: "diagnostics").contains { $0.name == "file" }
            let diagnosticRows = try RowReader("""
                SELECT g.caseId, g.kind, g.severity, g.views, g.constraints, g.message,
                       \(hasLocations ? #"g.file, g.line, g."column""# : "NULL, NULL, NULL") FROM diagnostics g
                WHERE g.caseId IN (SELECT id FROM cases WHERE runId = ?) ORDER BY g.id
                """, run: id, in: db)
            while try diagnosticRows.next() {
                var diagnostic = DiagnosticSnapshot(
                    kind: diagnosticRows.string(1), severity: diagnosticRows.string(2), views: diagnosticRows.string(3),
                    constraints: diagnosticRows.string(4), message: diagnosticRows.string(5))
                if let file = diagnosticRows.optionalString(6) {
                    diagnostic.location = SourceLocation(file: file, line: Int(diagnosticRows.optionalDouble(7) ?? 1),
                                                         column: Int(diagnosticRows.optionalDouble(8) ?? 1))
                }
                cases[diagnosticRows.int64(0)]?.diagnostics.append(diagnostic)
            }
            let layoutPaths = try Row.fetchAll(db, sql: "SELECT name, path FROM layouts WHERE runId = ?", arguments: [id])
                .reduce(into: [String: String]()) { paths, row in paths[row["name"]] = row["path"] }
            let devices = try String.fetchAll(db, sql: "SELECT name FROM devices WHERE runId = ? ORDER BY id", arguments: [id])
            var byKey: [CaseKey: CaseSnapshot] = Dictionary(minimumCapacity: cases.count)
            for (caseID, snapshot) in cases where byKey[keys[caseID]!] == nil { byKey[keys[caseID]!] = snapshot }
            var snapshot = RunSnapshot(runID: id, label: label, cases: byKey, devices: devices)
            snapshot.isComplete = status == "complete"
            snapshot.layoutPaths = layoutPaths
            return snapshot
        }
    }

    /// Each case's frames (by view name, in tree order), read in case order.
    private func readFrames(run id: Int64, into cases: inout [Int64: CaseSnapshot], _ db: Database) throws {
        // View names once per layout, not once per frame.
        var viewNames: [Int64: String] = [:]
        let viewRows = try RowReader("SELECT v.id, v.name FROM views v JOIN layouts l ON l.id = v.layoutId WHERE l.runId = ?", run: id, in: db)
        while try viewRows.next() { viewNames[viewRows.int64(0)] = viewRows.string(1) }
        // Frames come in case order: each case's are gathered, then stored once.
        let frameRows = try RowReader("""
            SELECT f.caseId, f.viewId, f.rootX, f.rootY, f.width, f.height, f.exactX, f.exactY, f.exactWidth, f.exactHeight, f.hidden
            FROM frames f WHERE f.caseId IN (SELECT id FROM cases WHERE runId = ?) ORDER BY f.caseId, f.position
            """, run: id, in: db)
        var currentCase: Int64?
        var frames: [String: FrameSnapshot] = [:]
        var order: [String] = []
        func store() {
            guard let currentCase else { return }
            cases[currentCase]?.frames = frames
            cases[currentCase]?.viewOrder = order
        }
        while try frameRows.next() {
            let caseID = frameRows.int64(0)
            if caseID != currentCase {
                store()
                currentCase = caseID
                frames = Dictionary(minimumCapacity: order.count)
                order.removeAll(keepingCapacity: true)
            }
            let name = viewNames[frameRows.int64(1)] ?? "view \(frameRows.int64(1))"
            frames[name] = FrameSnapshot(
                x: frameRows.double(2), y: frameRows.double(3), width: frameRows.double(4), height: frameRows.double(5),
                exactX: frameRows.double(6), exactY: frameRows.double(7), exactWidth: frameRows.double(8),
                exactHeight: frameRows.double(9), hidden: frameRows.bool(10))
            order.append(name)
        }
        store()
    }

}
