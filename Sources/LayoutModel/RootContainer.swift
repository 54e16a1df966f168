
/// What holds a layout's root view; it decides the root's size, safe area and margins.
public enum RootContainer: Sendable, Hashable {
    /// A view controller's view (and a xib's top-level view): the screen's safe area, margins at
    /// least the system minimum at the sides and measured from the safe area.
    case viewController
    /// A table view cell's content view, as wide as the screen less the cell's accessory (a
    /// disclosure indicator takes 26.5 pt on the trailing side): the safe area only at the sides,
    /// side margins the table's (the system minimum plus the safe area) less the content
    /// view's distance from that edge, never below its own; top and bottom margins its own.
    case tableCell(accessoryWidth: Double)
    /// Any other container (a collection view cell): no safe area, the view's own margins.
    case plain

    /// The environment as the root sees it.
    func environment(_ environment: LayoutEnvironment) -> LayoutEnvironment {
        var seen = environment
        switch self {
        case .viewController: break
        case .tableCell:
            seen.safeAreaInsets.top = 0
            seen.safeAreaInsets.bottom = 0
        case .plain:
            seen.safeAreaInsets = .zero
        }
        return seen
    }

    /// How much narrower than the environment the root is.
    public var widthInset: Double {
        if case let .tableCell(accessoryWidth) = self { return accessoryWidth }
        return 0
    }
}

extension RootContainer {
    /// The container's kind as a layout file names it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case viewController, tableCell, plain
    }

    public var kind: Kind {
        switch self {
        case .viewController: .viewController
        case .tableCell: .tableCell
        case .plain: .plain
        }
    }
}
