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
    /// Controls drawn at other sizes from a `toolsVersion` on, in order.
    public var controlEras: [ControlEra] = []
    /// Facts whose boundaries are guesses between observed files.
    public var uncertain: [String] = []

    public init() {}

    /// Whether a file saved by Xcode build `xcodeBuild` (see `DesignDevice.SafeAreaEra`) drew a
    /// table cell's content view with its own margins.
    public func drawsTableCellsWithOwnMargins(xcodeBuild: Int) -> Bool {
        xcodeBuild < tableCellOwnMarginsBefore
    }

    /// The controls a file saved by Xcode build `xcodeBuild` has at other sizes than Trellis's
    /// defaults, by element: every era up to that build, a later one over an earlier.
    public func controls(xcodeBuild: Int) -> [String: ControlMetrics] {
        controlEras.filter { $0.fromToolsVersion <= xcodeBuild }.reduce(into: [:]) { merged, era in
            merged.merge(era.controls) { _, later in later }
        }
    }
}
