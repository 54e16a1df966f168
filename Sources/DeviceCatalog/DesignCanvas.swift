import TrellisBase

/// What Xcode's design canvas drew differently from UIKit at run time, by the `toolsVersion` of
/// the file that saved it (`Devices/interface-builder.yaml`, `canvas:`). `verify-ib` compares saved
/// frames with these; a run uses today's UIKit.
public struct DesignCanvas: Sendable, Hashable {
    /// Before this `toolsVersion` (Xcode 9.3), a table cell's content view had its own margins on
    /// every side, not the table's at the sides.
    public var tableCellOwnMarginsBefore: Int = 0
    /// Those margins, on every side.
    public var tableCellOwnMargins: Double = 8
    /// Before this `toolsVersion` (Xcode 12), a cell of a table embedded in a scene (not the
    /// controller's own view) had these side margins where UIKit's are 16 (a phone narrower than
    /// 390 pt in portrait).
    public var embeddedTableCellMarginsBefore: Int = 0
    /// Those margins, at the sides.
    public var embeddedTableCellMargins: Double = 15
    /// Before this `toolsVersion` (Xcode 14.3), a xib's top-level view no wider than the design
    /// screen was drawn at the screen's top: a short one reaches the home indicator's inset in part.
    public var topLevelViewsAtScreenTopBefore: Int = 0
    /// Before this `toolsVersion` (Xcode 11), such a view shorter than `shortViewFraction` of the
    /// screen's height was drawn without the status bar: nothing covered its top.
    public var shortTopLevelViewsWithoutStatusBarBefore: Int = 0
    /// The fraction of the design screen's height below which a top-level view is short.
    public var shortViewFraction: Double = 0.5
    /// From this `toolsVersion` on (Xcode 11, with iOS 13's page sheets), a view controller
    /// presented in the automatic, page or form sheet style is drawn as a sheet; before, full
    /// screen (a free-form one was drawn without a status bar either way).
    public var sheetsFrom: Int = 0
    /// The height of a navigation bar in a sheet, which has no status bar above it.
    public var sheetNavigationBar: Double = 56
    /// From this `toolsVersion` on (Xcode 26), a table cell's content view
    /// had `tableCellVerticalMargins` above and below where UIKit's were 11 (nil: never).
    public var tableCellVerticalMarginsFrom: Int?
    /// Those margins.
    public var tableCellVerticalMargins: Double = 15
    /// Controls drawn at other sizes from a `toolsVersion` on, in order.
    public var controlEras: [ControlEra] = []
    /// Navigation bars drawn at another height from a `toolsVersion` on, in order.
    public var navigationBarEras: [NavigationBarEra] = []
    /// Facts whose boundaries are guesses between observed files.
    public var uncertain: [String] = []

    public init() {}

    /// Whether a file saved by Xcode build `xcodeBuild` (see `DesignDevice.SafeAreaEra`) drew a
    /// table cell's content view with its own margins.
    public func drawsTableCellsWithOwnMargins(xcodeBuild: Int) -> Bool {
        xcodeBuild < tableCellOwnMarginsBefore
    }

    /// The side margins a file saved by Xcode build `xcodeBuild` drew the cells of an embedded
    /// table with; nil where they are UIKit's.
    public func embeddedTableCellMargins(xcodeBuild: Int) -> Double? {
        xcodeBuild < embeddedTableCellMarginsBefore ? embeddedTableCellMargins : nil
    }

    /// The top and bottom margins a file saved by Xcode build `xcodeBuild` drew a table cell's
    /// content view with; nil where they are UIKit's 11.
    public func tableCellVerticalMargins(xcodeBuild: Int) -> Double? {
        tableCellVerticalMarginsFrom.map { xcodeBuild >= $0 } == true ? tableCellVerticalMargins : nil
    }

    /// Whether a file saved by Xcode build `xcodeBuild` drew a xib's top-level views at the screen's top.
    public func drawsTopLevelViewsAtScreenTop(xcodeBuild: Int) -> Bool {
        xcodeBuild < topLevelViewsAtScreenTopBefore
    }

    /// Whether a file saved by Xcode build `xcodeBuild` drew the status bar over a top-level view
    /// `height` points tall, drawn at the top of a screen `screenHeight` points tall.
    public func drawsStatusBar(overTopLevelViewOfHeight height: Double, screenHeight: Double, xcodeBuild: Int) -> Bool {
        xcodeBuild >= shortTopLevelViewsWithoutStatusBarBefore || height >= screenHeight * shortViewFraction
    }

    /// Whether a file saved by Xcode build `xcodeBuild` drew presented view controllers as sheets.
    public func drawsSheets(xcodeBuild: Int) -> Bool {
        xcodeBuild >= sheetsFrom
    }

    /// The height a file saved by Xcode build `xcodeBuild` has its standard navigation bars at,
    /// where the canvas drew them otherwise than the catalog's bars (nil: as those).
    public func navigationBarHeight(xcodeBuild: Int) -> Double? {
        navigationBarEras.last { $0.fromToolsVersion <= xcodeBuild }?.height
    }

    /// The controls a file saved by Xcode build `xcodeBuild` has at other sizes than Trellis's
    /// defaults, by element: every era up to that build, a later one over an earlier.
    public func controls(xcodeBuild: Int) -> [String: ControlMetrics] {
        controlEras.filter { $0.fromToolsVersion <= xcodeBuild }.reduce(into: [:]) { merged, era in
            merged.merge(era.controls) { _, later in later }
        }
    }
}

/// From a `toolsVersion` on, the height Xcode's canvas drew a standard navigation bar at, on
/// every design device and in both orientations (a new SDK's bar).
public struct NavigationBarEra: Sendable, Hashable {
    public var fromToolsVersion: Int
    public var height: Double

    public init(fromToolsVersion: Int, height: Double) {
        self.fromToolsVersion = fromToolsVersion
        self.height = height
    }
}
