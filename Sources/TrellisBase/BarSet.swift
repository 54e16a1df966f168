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
}
