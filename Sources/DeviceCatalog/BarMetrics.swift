import TrellisBase

/// Heights of the bars around a view controller's view for one idiom, by vertical size class.
public struct BarMetrics: Sendable, Hashable {
    public var idiom: Idiom
    public var navigationBar: BarHeight
    public var largeTitleNavigationBar: BarHeight
    public var tabBar: BarHeight
    public var toolbar: BarHeight
    public var uncertainFields: [String]

    public init(idiom: Idiom, navigationBar: BarHeight, largeTitleNavigationBar: BarHeight, tabBar: BarHeight,
                toolbar: BarHeight, uncertainFields: [String] = []) {
        self.idiom = idiom
        self.navigationBar = navigationBar
        self.largeTitleNavigationBar = largeTitleNavigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.uncertainFields = uncertainFields
    }

    /// How much `bars` add to the safe area's top and bottom on a screen.
    public func insets(of bars: BarSet, verticalSizeClass: SizeClass) -> (top: Double, bottom: Double) {
        var top = 0.0, bottom = 0.0
        switch bars.navigationBar {
        case .none: break
        case .standard: top = navigationBar.height(for: verticalSizeClass)
        case .largeTitle: top = largeTitleNavigationBar.height(for: verticalSizeClass)
        }
        if bars.tabBar { bottom += tabBar.height(for: verticalSizeClass) }
        if bars.toolbar { bottom += toolbar.height(for: verticalSizeClass) }
        return (top, bottom)
    }
}

/// A bar's height in regular and in compact vertical size class.
public struct BarHeight: Sendable, Hashable {
    public var regular: Double
    public var compact: Double

    public init(regular: Double, compact: Double) {
        self.regular = regular
        self.compact = compact
    }

    public func height(for verticalSizeClass: SizeClass) -> Double {
        verticalSizeClass == .compact ? compact : regular
    }
}
