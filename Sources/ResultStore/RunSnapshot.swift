import GRDB

/// Everything a diff needs of one run: its cases by key, each with its frames by view name and its
/// diagnostics.
public struct RunSnapshot: Sendable {
    public var runID: Int64
    public var label: String?
    public var cases: [CaseKey: CaseSnapshot]
    /// The run's device names in catalog order (phones first, oldest first).
    public var devices: [String] = []

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
        return keys.sorted {
            ($0.layout, rank[$0.device] ?? Int.max, $0.device, $0.window ?? "", turn($0), $0.direction)
                < ($1.layout, rank[$1.device] ?? Int.max, $1.device, $1.window ?? "", turn($1), $1.direction)
        }
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

    /// One run, loaded for diffing.
    public func snapshot(run id: Int64) throws -> RunSnapshot? {
        try queue.read { db in
            guard let label = try Row.fetchOne(db, sql: "SELECT label FROM runs WHERE id = ?", arguments: [id]) else { return nil }
            var cases: [Int64: (CaseKey, CaseSnapshot)] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT c.id, l.name, d.name, c.window, c.orientation, c.direction, c.status, c.widthClass, c.heightClass,
                       c.width, c.height, c.safeTop, c.safeLeft, c.safeBottom, c.safeRight, d.family,
                       c.marginTop, c.marginLeft, c.marginBottom, c.marginRight, c.barTop, c.barBottom, d.statusBar
                FROM cases c JOIN layouts l ON l.id = c.layoutId JOIN devices d ON d.id = c.deviceId WHERE c.runId = ?
                """, arguments: [id]) {
                let key = CaseKey(layout: row[1], device: row[2], window: row[3], orientation: row[4], direction: row[5])
                let safe: [Double?] = [row[11], row[12], row[13], row[14]]
                cases[row[0]] = (key, CaseSnapshot(
                    status: row[6], widthClass: row[7], heightClass: row[8], width: row[9], height: row[10],
                    safeArea: safe.contains(where: { $0 == nil }) ? nil : safe.map { $0! }, frames: [:], diagnostics: []))
                cases[row[0]]?.1.family = row[15]
                let margins: [Double?] = [row[16], row[17], row[18], row[19]]
                cases[row[0]]?.1.margins = margins.contains(where: { $0 == nil }) ? nil : margins.map { $0! }
                if let top: Double = row[20], let bottom: Double = row[21] { cases[row[0]]?.1.barInsets = (top, bottom) }
                cases[row[0]]?.1.statusBar = row[22]
            }
            for row in try Row.fetchAll(db, sql: """
                SELECT f.caseId, v.name, f.rootX, f.rootY, f.width, f.height, f.exactX, f.exactY, f.exactWidth, f.exactHeight, f.hidden
                FROM frames f JOIN views v ON v.id = f.viewId JOIN cases c ON c.id = f.caseId WHERE c.runId = ?
                ORDER BY f.caseId, f.position
                """, arguments: [id]) {
                let caseID: Int64 = row[0]
                cases[caseID]?.1.frames[row[1]] = FrameSnapshot(
                    x: row[2], y: row[3], width: row[4], height: row[5], exactX: row[6], exactY: row[7], exactWidth: row[8],
                    exactHeight: row[9], hidden: row[10])
                cases[caseID]?.1.viewOrder.append(row[1])
            }
            for row in try Row.fetchAll(db, sql: """
                SELECT g.caseId, g.kind, g.severity, g.views, g.constraints, g.message FROM diagnostics g
                JOIN cases c ON c.id = g.caseId WHERE c.runId = ? ORDER BY g.id
                """, arguments: [id]) {
                let caseID: Int64 = row[0]
                cases[caseID]?.1.diagnostics.append(DiagnosticSnapshot(kind: row[1], severity: row[2], views: row[3], constraints: row[4], message: row[5]))
            }
            let devices = try String.fetchAll(db, sql: "SELECT name FROM devices WHERE runId = ? ORDER BY id", arguments: [id])
            return RunSnapshot(runID: id, label: label[0], cases: Dictionary(cases.values.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a }),
                               devices: devices)
        }
    }
}
