import TrellisBase

/// Everything outside a layout that its solution depends on: the root's size, the safe area,
/// size classes, idiom, layout direction and pixel scale.
public struct LayoutEnvironment: Sendable, Hashable, CustomStringConvertible {
    public var size: Size
    /// The device's safe-area insets for this orientation (status bar, sensor housing, home
    /// indicator).
    public var safeAreaInsets: EdgeInsets
    public var sizeClasses: SizeClasses
    public var idiom: Idiom
    public var direction: LayoutDirection
    /// Pixels per point; frames and intrinsic sizes are rounded to this grid.
    public var displayScale: Double
    /// Where the view that holds the root is on the screen, when that is not the screen itself:
    /// a table view, for a cell of its scene (the run solves the scene first). nil: the screen.
    public var containerFrame: Rect?

    /// Size classes default to what the idiom and size imply: iPad `wR hR`; iPhone `wC hR` in
    /// portrait, `wC hC` in landscape (`wR hC` for phones 414 pt or wider in portrait).
    public init(
        size: Size, safeAreaInsets: EdgeInsets = .zero, sizeClasses: SizeClasses? = nil, idiom: Idiom = .phone,
        direction: LayoutDirection = .leftToRight, displayScale: Double = 3, containerFrame: Rect? = nil
    ) {
        self.containerFrame = containerFrame
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.idiom = idiom
        self.direction = direction
        self.displayScale = displayScale
        self.sizeClasses = sizeClasses ?? Self.defaultSizeClasses(size: size, idiom: idiom)
    }

    public static func defaultSizeClasses(size: Size, idiom: Idiom) -> SizeClasses {
        switch idiom {
        case .pad: return SizeClasses(width: .regular, height: .regular)
        case .phone:
            if size.height >= size.width { return SizeClasses(width: .compact, height: .regular) }
            return SizeClasses(width: size.height >= 414 ? .regular : .compact, height: .compact)
        }
    }

    /// A side whose safe-area inset covers nothing but the screen's rounded corners: on a phone in
    /// landscape, the side away from the sensor housing, whose inset mirrors the housing's to keep
    /// layouts centred. Content past it is under nothing unless it reaches a corner (within the
    /// inset's depth of the top or bottom: the insets are as deep as the corners' rounding). Empty:
    /// every inset covers something.
    public var clearSide: RectEdges = []

    /// How much of the safe area's bottom inset the layout's bottom bars (a tab bar, a toolbar)
    /// make; the rest is the device's home-indicator area (`HomeIndicator`).
    public var bottomBarHeight: Double = 0

    /// The radius of the screen's rounded corners, which cut off what lies in them; nil where
    /// unknown (then a corner is taken to reach the inset's depth from each edge).
    public var screenCornerRadius: Double?

    /// A table cell's side margins where UIKit's are 16 pt, when an older Xcode's design canvas
    /// drew them otherwise (`verify-ib` only; nil in a run).
    public var canvasTableCellSideMargin: Double?

    public var isPortrait: Bool { size.height >= size.width }

    /// The root view's minimum side margins (`systemMinimumLayoutMargins`): 16 pt on phones
    /// narrower than 414 pt, 20 pt on wider phones (every phone in landscape is) and on iPad. It
    /// is the width that decides, not the orientation: Xcode draws a free-form 320 × 90 view
    /// controller's view with 16 (`verify-ib`: 11 views more within 1 px, none fewer).
    public var systemMinimumSideMargin: Double {
        idiom == .phone && size.width < 414 ? 16 : 20
    }

    /// A table view cell's minimum side margins, which UIKit sets apart from a root view's: 16 pt
    /// on phones narrower than 390 pt in portrait, 20 pt from the iPhone 12's 390 pt on (where a
    /// view controller's root keeps 16 up to 414). Xcode's canvas draws scene cells so on the
    /// 390- and 393-pt designs from Xcode 12 to 16 (`verify-ib`: 50 views of 24 cells more within
    /// 1 px, none fewer).
    public var tableCellMinimumSideMargin: Double {
        idiom == .phone && isPortrait && size.width < 390 ? canvasTableCellSideMargin ?? 16 : 20
    }

    /// The screen in the root's coordinates: for a root in a container view
    /// (`RootContainer.environmentOfRoot`), where the screen lies around that view; a container
    /// larger than the screen reaches past it.
    public var screenRect: Rect {
        guard let screen = screenSize, let frame = containerFrame else { return Rect(x: 0, y: 0, width: size.width, height: size.height) }
        return Rect(x: -frame.x, y: -frame.y, width: screen.width, height: screen.height)
    }

    /// For a root in a container view: the screen's size (`size` is then the container's).
    public var screenSize: Size?

    /// The screen less its safe-area insets, in the root's coordinates.
    public var safeRect: Rect {
        Rect(x: safeAreaInsets.left, y: safeAreaInsets.top, width: size.width - safeAreaInsets.left - safeAreaInsets.right,
             height: size.height - safeAreaInsets.top - safeAreaInsets.bottom)
    }

    /// Whether `frame`, in the root's coordinates, stays out of the unsafe area, to half a pixel
    /// (or `slack` points):
    /// inside `safeRect` on every edge that has an inset. Past an edge without one there is no
    /// status bar or home indicator to go under, only the end of the screen (`outside-root`).
    public func keepsWithinSafeArea(_ frame: Rect, slack: Double = 0) -> Bool {
        safeAreaEdgesCrossed(by: frame, slack: slack).isEmpty
    }

    /// The edges with a safe-area inset that `frame`, in the root's coordinates, reaches past by
    /// more than half a pixel (or `slack` points).
    public func safeAreaEdgesCrossed(by frame: Rect, slack: Double = 0) -> RectEdges {
        let insets = safeAreaInsets
        var edges = RectEdges.crossed(by: frame, of: safeRect, slack: max(0.5 / displayScale, slack))
        if insets.top <= 0 { edges.remove(.top) }
        if insets.left <= 0 { edges.remove(.left) }
        if insets.bottom <= 0 { edges.remove(.bottom) }
        if insets.right <= 0 { edges.remove(.right) }
        return edges
    }

    /// The widest the readable content guide gets, at the default text size.
    public static let readableWidth = 672.0

    public var description: String {
        var text = "\(size.reportNotation), \(sizeClasses), safe area \(safeAreaInsets), \(direction == .rightToLeft ? "RTL" : "LTR"), @\(formatPoints(displayScale))x"
        if let frame = containerFrame { text += ", in a container at \(frame)" }
        return text
    }
}
