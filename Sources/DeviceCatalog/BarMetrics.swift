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

/// The bars a screen sits between, as a layout declares them.
public struct BarSet: Sendable, Hashable {
    public enum NavigationBar: String, Sendable, Hashable, CaseIterable {
        case none, standard, largeTitle
    }

    public var navigationBar: NavigationBar
    public var tabBar: Bool
    public var toolbar: Bool

    public init(navigationBar: NavigationBar = .none, tabBar: Bool = false, toolbar: Bool = false) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
    }

    public static let none = BarSet()

    /// How much the bars add to the safe area's top and bottom on a screen.
    public func insets(_ metrics: BarMetrics?, verticalSizeClass: SizeClass) -> (top: Double, bottom: Double) {
        guard let metrics else { return (0, 0) }
        var top = 0.0, bottom = 0.0
        switch navigationBar {
        case .none: break
        case .standard: top = metrics.navigationBar.height(for: verticalSizeClass)
        case .largeTitle: top = metrics.largeTitleNavigationBar.height(for: verticalSizeClass)
        }
        if tabBar { bottom += metrics.tabBar.height(for: verticalSizeClass) }
        if toolbar { bottom += metrics.toolbar.height(for: verticalSizeClass) }
        return (top, bottom)
    }
}
