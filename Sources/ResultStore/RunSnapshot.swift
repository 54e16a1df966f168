import MatrixRun
import LayoutModel
import TrellisBase

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
    /// Findings about a layout itself (what its file uses that is not modelled), by layout name;
    /// stored once per layout since schema v6.
    public var layoutFindings: [String: [Finding]] = [:]

    /// Case keys in the order a contact sheet shows them (see `CaseKey.sheetOrder`).
    public func sheetOrder(_ keys: some Sequence<CaseKey>) -> [CaseKey] { CaseKey.sheetOrder(keys, devices: devices) }
}

/// How a case is matched between runs: layout, device, Split View window, orientation, direction.
public struct CaseKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var layout: String
    public var device: String
    public var window: String?
    public var orientation: Orientation?
    public var direction: LayoutDirection

    public init(layout: String, device: String, window: String? = nil, orientation: Orientation?,
                direction: LayoutDirection = .leftToRight) {
        self.layout = layout
        self.device = device
        self.window = window
        self.orientation = orientation
        self.direction = direction
    }

    /// `iPhone 15 landscapeLeft` (with the window and `rtl` when there are).
    public var screen: String {
        [device, window, orientation?.rawValue ?? "no orientation", direction == .leftToRight ? nil : direction.rawValue].compactMap { $0 }.joined(separator: " ")
    }

    public var description: String { "\(layout) on \(screen)" }

    /// Keys by layout, then device in the given order (unknown devices last), window,
    /// orientation and direction.
    public static func sheetOrder(_ keys: some Sequence<CaseKey>, devices: [String]) -> [CaseKey] {
        let keys = Array(keys)
        // Every part of a key ranked once (names by their order, devices by the run's order, then
        // by name), and the keys sorted by those numbers: comparing strings and moving keys in every
        // comparison took most of a large run's closing summary.
        func ranks(_ names: some Sequence<String>) -> [String: Int] {
            Dictionary(uniqueKeysWithValues: Set(names).sorted().enumerated().map { ($1, $0) })
        }
        let layoutRank = ranks(keys.map(\.layout))
        let known = Dictionary(devices.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let unknown = ranks(keys.map(\.device).filter { known[$0] == nil })
        let windowRank = ranks(keys.map { $0.window ?? "" })
        func turn(_ key: CaseKey) -> Int { key.orientation.flatMap { Orientation.allCases.firstIndex(of: $0) } ?? Orientation.allCases.count }
        let order = keys.indices.map { index in
            let key = keys[index]
            return (layout: layoutRank[key.layout]!, device: known[key.device] ?? devices.count + unknown[key.device]!,
                    window: windowRank[key.window ?? ""]!, turn: turn(key), direction: key.direction == .leftToRight ? 0 : 1, index: index)
        }.sorted { ($0.layout, $0.device, $0.window, $0.turn, $0.direction) < ($1.layout, $1.device, $1.window, $1.turn, $1.direction) }
        return order.map { keys[$0.index] }
    }

    public static func < (a: CaseKey, b: CaseKey) -> Bool {
        (a.layout, a.device, a.window ?? "", a.orientation?.rawValue ?? "", a.direction.rawValue)
            < (b.layout, b.device, b.window ?? "", b.orientation?.rawValue ?? "", b.direction.rawValue)
    }
}

/// One case of a run.
public struct CaseSnapshot: Sendable {
    public var status: CaseStatus
    /// The device's family.
    public var family: Idiom = .phone
    /// nil without a screen.
    public var sizeClasses: SizeClasses?
    /// The root's size; nil without a screen.
    public var size: Size?
    /// The safe-area insets the case was solved with (bars included); nil without a screen.
    public var safeArea: EdgeInsets?
    /// The root's layout margins; nil without a screen or in runs stored before schema v2.
    public var margins: EdgeInsets?
    /// What the layout's bars add to the safe area's top and bottom; the rest of those insets is
    /// the device's (status bar, sensor housing, home indicator).
    public var barInsets: (top: Double, bottom: Double)?
    /// The device's status bar height in portrait.
    public var statusBar: Double?
    /// The device's display corner radius (`Device.cornerRadius`); nil where unknown.
    public var cornerRadius: Double?
    /// What held the layout's root (a screen, a table cell, a xib view); nil before schema v5.
    public var container: RootContainer.Kind?
    /// The container's rules in words (`table cell: the width of tableView of …, self-sizing height`).
    public var containerRule: String?
    /// The width of the view that held the root when another layout's view did (a scene's
    /// table, a container view); nil: the screen.
    public var containerWidth: Double?
    /// The stored solution holding the case's frames and findings: cases of a run with the same
    /// one have the same layout and screen (`SolutionKey`), and the same frames and findings.
    public var solution: Int64?
    /// By view name.
    public var frames: [String: FrameSnapshot]
    /// View names in tree order (the root first, each view before its subviews).
    public var viewOrder: [String] = []
    public var diagnostics: [Finding]

    /// Whether the root is a screen's own (a view controller's view on the screen): anything
    /// else (a sheet, a cell, a xib view, an embedded or Notification Center view) is where its
    /// container puts it. Runs stored before schema v5 say nothing, and count as screens.
    public var rootIsScreen: Bool {
        guard let container else { return true }
        return container == .viewController && containerWidth == nil
    }

    public init(status: CaseStatus, frames: [String: FrameSnapshot], diagnostics: [Finding]) {
        self.status = status
        self.frames = frames
        self.diagnostics = diagnostics
    }
}

/// A view's frame in a case: pixel-rounded in the root's coordinates, and exact.
public struct FrameSnapshot: Sendable, Equatable {
    public var x: Double, y: Double, width: Double, height: Double
    public var exactX: Double, exactY: Double, exactWidth: Double, exactHeight: Double
    public var hidden: Bool
}
