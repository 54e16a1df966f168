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

    /// The layout environment of the case's screen: its safe area grown by the bars.
    public var environment: LayoutEnvironment? {
        screen.map { screen in
            LayoutEnvironment(
                size: screen.size,
                safeAreaInsets: EdgeInsets(top: screen.safeArea.top + barInsets.top, left: screen.safeArea.left,
                                           bottom: screen.safeArea.bottom + barInsets.bottom, right: screen.safeArea.right),
                sizeClasses: screen.sizeClasses, idiom: screen.idiom, direction: direction,
                displayScale: screen.scale)
        }
    }
}
