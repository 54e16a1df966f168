/// The bars a screen sits between, as a layout declares them.
public struct BarSet: Sendable, Hashable {
    public enum NavigationBar: String, Sendable, Hashable, CaseIterable {
        case none, standard, largeTitle
    }

    public var navigationBar: NavigationBar
    public var tabBar: Bool
    public var toolbar: Bool
    /// The view controller's view starts below the status and navigation bars instead of under
    /// them: an opaque navigation bar (`translucent` off) without
    /// `extendedLayoutIncludesOpaqueBars`, or `edgesForExtendedLayout` without the top edge. The
    /// view is then shorter by the bars and has no safe area at the top.
    public var rootBelowTopBars: Bool

    public init(navigationBar: NavigationBar = .none, tabBar: Bool = false, toolbar: Bool = false, rootBelowTopBars: Bool = false) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.rootBelowTopBars = rootBelowTopBars
    }

    public static let none = BarSet()
}
