import TrellisBase

/// Heights of the bars around a view controller's view for one idiom, by vertical size class.
public struct BarMetrics: Sendable, Hashable {
    public var idiom: Idiom
    public var navigationBar: BarHeight
    public var largeTitleNavigationBar: BarHeight
    public var tabBar: BarHeight
    public var toolbar: BarHeight
    /// A page sheet's geometry where the idiom has one that Trellis models (iPhone in portrait);
    /// nil: a sheet is solved on the whole screen.
    public var pageSheet: PageSheetMetrics?
    public var uncertainFields: [String]

    public init(idiom: Idiom, navigationBar: BarHeight, largeTitleNavigationBar: BarHeight, tabBar: BarHeight,
                toolbar: BarHeight, pageSheet: PageSheetMetrics? = nil, uncertainFields: [String] = []) {
        self.idiom = idiom
        self.navigationBar = navigationBar
        self.largeTitleNavigationBar = largeTitleNavigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.pageSheet = pageSheet
        self.uncertainFields = uncertainFields
    }

    /// How much `bars` add to the safe area's top and bottom of a page sheet in portrait: its
    /// navigation bar is the sheet's; the bottom bars are as on a screen.
    public func sheetInsets(of bars: BarSet, sheet: PageSheetMetrics) -> (top: Double, bottom: Double) {
        var insets = insets(of: bars, verticalSizeClass: .regular)
        switch bars.navigationBar {
        case .none: break
        case .standard: insets.top = sheet.navigationBar
        case .largeTitle: insets.top = sheet.largeTitleNavigationBar
        }
        return insets
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

/// Where a page sheet is on a phone in portrait: `topGap` below the status bar or sensor housing
/// (which are then not in its safe area), with navigation bars of its own heights.
public struct PageSheetMetrics: Sendable, Hashable {
    public var topGap: Double
    public var navigationBar: Double
    public var largeTitleNavigationBar: Double

    public init(topGap: Double, navigationBar: Double, largeTitleNavigationBar: Double) {
        self.topGap = topGap
        self.navigationBar = navigationBar
        self.largeTitleNavigationBar = largeTitleNavigationBar
    }
}
