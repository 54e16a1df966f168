import DeviceCatalog
import LayoutModel
import TrellisBase

/// How the views that show text get their intrinsic size.
public enum IBTextSizing: String, Sendable, CaseIterable {
    /// From the frame Xcode saved on the design device (Apple's fonts measured the text): exact
    /// there, and the same size on every other device.
    case savedFrames
    /// From Trellis's own text metrics, on every device.
    case textModel
}

/// One layout made from an Interface Builder file, with what Xcode saved for it.
public struct IBLayout: Sendable {
    /// What the layout's root is in the file.
    public enum RootKind: String, Sendable {
        /// A storyboard scene's view controller's view.
        case scene
        /// A top-level view of a xib.
        case topLevelView
        /// A table or collection view cell's content view.
        case cell
    }

    public var layout: Layout
    public var rootKind: RootKind
    /// The IB id of each view, by view name.
    public var viewIDs: [String: String]
    /// The frames Xcode saved, in the root's coordinates, by view name.
    public var savedFrames: [String: Rect]
    /// Views whose saved frame is not what the constraints give (`misplaced`, `ambiguous`).
    public var unverifiable: Set<String>
    /// Views Xcode marks `misplaced="YES"`: their saved frame is not where its engine puts them.
    /// (A view marked only ambiguous is drawn where the engine put it, one of its frames.)
    public var markedMisplaced: Set<String> = []
    /// Custom views with no subviews and no intrinsic size in the file (`IBSelfDrawnViews.swift`).
    public var selfDrawnViews: Set<String> = []
    /// Views Xcode marks `ambiguous="YES"` (`LayoutView.designedAmbiguous`): its own check found
    /// their layout ambiguous when the file was saved (the measure of Trellis's ambiguity findings).
    public var markedAmbiguous: Set<String> { Set(layout.viewsInTreeOrder.filter(\.designedAmbiguous).map(\.name)) }
    /// The root's saved frame, in its own superview's coordinates.
    public var savedRootFrame: Rect
    /// The design device's screen, nil for files saved before Xcode 8 (no `<device>`).
    public var designScreen: Screen?
    /// The design device's safe area as UIKit has it on the device, where the canvas of the
    /// file's Xcode drew another (twice as deep from Xcode 16.3, none at the top in Xcode 11–14.2).
    public var deviceSafeArea: EdgeInsets?
    /// A view controller Xcode draws at a free-form size: like a xib's top-level view, its
    /// root has the screen's whole safe area whatever its size.
    public var isFreeform = false
    /// A view controller presented as a sheet (the automatic style since iOS 13): Xcode draws it
    /// inside the sheet, below the status bar, so its root has no safe area at the top; a
    /// free-form one none at all (observed in one file: FloatingPanel's ModalViewController).
    public var isSheet = false
    /// The container Xcode's canvas drew the root in: the screen for a scene, the saved size for a
    /// cell or a xib view (`verify-ib` solves in it; a run uses `layout.rootContainer`).
    public var designContainer: RootContainer = .viewController
    /// The root's margins in that container.
    public var designRootMargins: LayoutMargins?
    /// A xib's cell: Xcode's canvas draws it alone at its saved size, with no table around it, so
    /// its side margins follow its own width (a 509-pt cell on a 375-pt design phone has 20 pt, a
    /// 320-pt one on a 414-pt phone 16), where a scene's cell follows its table's screen.
    public var isDrawnAlone = false
    /// The height Xcode's canvas drew a standard navigation bar at, where it is not the catalog's
    /// (Xcode 26's 54 pt; `canvas.navigationBars`).
    public var designNavigationBarHeight: Double?
    /// A xib's top-level view that Xcode drew at the top of the design screen (before Xcode 14.3,
    /// `canvas.topLevelViewsAtScreenTop`), not over the whole screen's safe area.
    public var isDrawnAtScreenTop = false
    /// The height of a navigation bar in a sheet (`canvas.sheets.navigationBar`).
    public var sheetNavigationBarHeight: Double = 0
    /// A scene's view controller sets the simulated status bar to None (`<nil
    /// key="simulatedStatusBarMetrics"/>`): Xcode draws no status bar, so a home-button design
    /// phone's safe area has no top (a notched one keeps its sensor housing's). A xib's view that
    /// says so is drawn with it all the same (18 views of `../shared/ib-wide` would be off). The
    /// canvas only: a device shows the status bar unless the app hides it in code. Xcodes before
    /// 11 drew none over a short xib view either (`canvas.shortTopLevelViewsWithoutStatusBar`).
    public var hidesStatusBarOnCanvas = false
    /// The side margins Xcode's canvas drew a scene's cell with when its table is embedded in the
    /// scene (before Xcode 12, 15 pt), not the controller's own view; nil where they are UIKit's.
    public var embeddedTableCellMargins: Double?

    /// The environment Xcode laid the file out in: the design screen, the root's saved size, its
    /// safe area (the screen's, grown by the bars, within the root's frame; none for cells).
    /// With `screenSafeArea`, the same on a screen of that safe area (the device's own, to tell
    /// what only the canvas drew).
    public func designEnvironment(bars catalogBars: [Idiom: BarMetrics], screenSafeArea: EdgeInsets? = nil) -> LayoutEnvironment? {
        guard var screen = designScreen else { return nil }
        if let screenSafeArea { screen.safeArea = screenSafeArea }
        // A root that keeps its own height (a cell, a free-form view) is measured against the
        // screen's height for what depends on orientation (the minimum side margins).
        // A scene's cell is measured against the screen (its table's margins follow the screen's
        // width, not the cell's); a xib's cell against its own width and the screen's height;
        // other roots against their own saved size.
        let ownWidth = savedRootFrame.width + designContainer.accessoryWidth
        let size = switch rootKind {
        case .cell: isDrawnAlone ? Size(width: ownWidth, height: screen.size.height) : screen.size
        case .topLevelView where isFreeform: Size(width: ownWidth, height: screen.size.height)
        case .scene, .topLevelView: Size(width: ownWidth, height: savedRootFrame.height)
        }
        var bars = catalogBars[screen.idiom]?.insets(of: layout.bars, verticalSizeClass: screen.sizeClasses.height) ?? (top: 0, bottom: 0)
        if let designNavigationBarHeight, layout.bars.navigationBar == .standard { bars.top = designNavigationBarHeight }
        var screenSafe = screen.safeArea
        if hidesStatusBarOnCanvas, screen.idiom == .phone, screenSafe.top <= 20 { screenSafe.top = 0 }
        screenSafe.top += bars.top
        screenSafe.bottom += bars.bottom
        var safe = EdgeInsets.zero
        switch rootKind {
        case .cell:
            break
        case .scene where isSheet:
            // A sheet's navigation bar is its own (56 pt on an iPhone), with no status bar above it.
            let navigationBar = layout.bars.navigationBar != .none && !layout.bars.rootBelowTopBars ? sheetNavigationBarHeight : 0
            safe = isFreeform ? .zero : EdgeInsets(top: navigationBar, left: screenSafe.left, bottom: screenSafe.bottom, right: screenSafe.right)
        case .topLevelView:
            safe = screenSafe
            // Drawn at the screen's top, a short view reaches the home indicator's inset only in part.
            if isDrawnAtScreenTop, savedRootFrame.height < screen.size.height - 0.5, savedRootFrame.width <= screen.size.width + 0.5 {
                safe.bottom = max(0, savedRootFrame.height - (screen.size.height - screenSafe.bottom))
            }
        case .scene where isFreeform:
            safe = screenSafe
            if layout.bars.rootBelowTopBars { safe.top = 0 }
        case .scene:
            // The part of the screen's safe area the root's frame covers.
            var root = savedRootFrame
            // A view drawn below the status and navigation bars (an opaque bar, or edges not
            // extended) is saved at y 0 but shorter by exactly the bars: it begins where they end.
            if root.y == 0, screenSafe.top > 0, abs(root.height - (screen.size.height - screenSafe.top)) < 0.5
                || abs(root.height - (screen.size.height - screenSafe.top - screenSafe.bottom)) < 0.5 && screenSafe.bottom > 0 {
                root.y = screenSafe.top
            } else if root.y == 0, !layout.bars.tabBar, !layout.bars.toolbar, root.height < screen.size.height - 0.5,
                      screen.size.height - root.height >= screen.safeArea.top {
                // A view shorter than the screen by at least the status bar and under no bottom bar is
                // drawn at the screen's bottom, as a sheet is (iOS 13's page sheet starts 10 pt below
                // the status bar).
                root.y = screen.size.height - root.height
            }
            safe = EdgeInsets(
                top: max(0, screenSafe.top - root.y), left: max(0, screenSafe.left - root.x),
                bottom: max(0, root.maxY - (screen.size.height - screenSafe.bottom)),
                right: max(0, root.maxX - (screen.size.width - screenSafe.right)))
        }
        var environment = LayoutEnvironment(size: size, safeAreaInsets: safe, sizeClasses: screen.sizeClasses, idiom: screen.idiom,
                                            displayScale: screen.scale)
        environment.bottomBarHeight = bars.bottom
        environment.screenCornerRadius = screen.cornerRadius
        if rootKind == .cell, layout.rootContainer.host != nil { environment.canvasTableCellSideMargin = embeddedTableCellMargins }
        return environment
    }
}
