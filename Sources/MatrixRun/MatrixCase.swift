import DeviceCatalog
import LayoutModel
import TrellisBase

/// One layout on one screen in one layout direction: a cell of the run's matrix.
public struct MatrixCase: Sendable {
    /// Position in the plan's case list.
    public var index: Int
    public var layoutIndex: Int
    public var device: Device
    /// The screen solved on; nil when the device and the layout share no orientation.
    public var screen: Screen?
    public var direction: LayoutDirection
    /// What the layout's bars add to the safe area's top and bottom on this screen.
    public var barInsets: (top: Double, bottom: Double) = (0, 0)
    /// For a cell whose container is a view of another layout of the run (a scene's table view):
    /// that layout, and what its bars add to the safe area. The runner solves it on the same
    /// screen first and lays the cell out at that view's width.
    public var host: (layoutIndex: Int, barInsets: (top: Double, bottom: Double))?
    /// The root starts below the status and navigation bars (`BarSet.rootBelowTopBars`).
    public var rootBelowTopBars = false
    /// For a page sheet on this screen (`RootContainer.Kind.sheet`, an iPhone in portrait):
    /// where the sheet begins, from the screen's top. `barInsets` are then the sheet's.
    public var sheetTop: Double?
    /// The screen's corner radius where it can change a finding (`LayoutEnvironment.screenCornerRadius`:
    /// a screen's root over a home indicator's inset with no bottom bar, or on a phone in
    /// landscape), nil elsewhere, so that devices of one screen but other corners share their
    /// solutions there.
    public var cornerRadius: Double?

    /// The layout environment of the case's screen: its safe area grown by the bars.
    public var environment: LayoutEnvironment? {
        guard var environment = environment(barInsets: barInsets) else { return nil }
        if let sheetTop {
            // Below the status bar or sensor housing: only the sheet's own bars are at its top.
            environment.size.height -= sheetTop
            environment.safeAreaInsets.top = barInsets.top
        }
        if rootBelowTopBars, barInsets.top > 0 {
            // The view begins where the bars end: shorter by them, nothing unsafe above it.
            environment.size.height -= environment.safeAreaInsets.top
            environment.safeAreaInsets.top = 0
        }
        return environment
    }

    /// The environment of the host layout on this screen.
    var hostEnvironment: LayoutEnvironment? { host.flatMap { environment(barInsets: $0.barInsets) } }

    private func environment(barInsets: (top: Double, bottom: Double)) -> LayoutEnvironment? {
        screen.map { screen in
            var environment = LayoutEnvironment(
                size: screen.size,
                safeAreaInsets: EdgeInsets(top: screen.safeArea.top + barInsets.top, left: screen.safeArea.left,
                                           bottom: screen.safeArea.bottom + barInsets.bottom, right: screen.safeArea.right),
                sizeClasses: screen.sizeClasses, idiom: screen.idiom, direction: direction,
                displayScale: screen.scale)
            environment.clearSide = screen.clearSide
            environment.bottomBarHeight = barInsets.bottom
            environment.screenCornerRadius = cornerRadius
            return environment
        }
    }
}
