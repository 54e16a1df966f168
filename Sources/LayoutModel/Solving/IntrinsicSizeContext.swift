import TrellisBase

/// What a view's intrinsic size depends on besides the view itself, so that screens alike in
/// it share intrinsic sizes (and an incremental engine).
///
/// - Text is rounded to the screen's pixel grid, so sizes depend on the pixel scale.
/// - A `UIToolbar` whose bottom is held to the root's safe-area bottom stands on the home
///   indicator of a phone that has one, in regular height: UIKit draws it 49 pt tall there, as
///   tall as a tab bar, and 44 pt elsewhere (a home-button phone, a toolbar higher up, above a tab
///   bar or toolbar of the container). Interface Builder files show it: in `../shared/ib-wide`,
///   the 47 toolbars on notched iPhones whose bottom is the safe area's are 49 pt, the 8 that end
///   higher up 44, and all 58 on home-button iPhones 44.
public struct IntrinsicSizeContext: Sendable, Hashable {
    public var scale: Double
    public var tallBottomToolbars: Bool

    public init(scale: Double, tallBottomToolbars: Bool = false) {
        self.scale = scale
        self.tallBottomToolbars = tallBottomToolbars
    }

    /// The context of `layout`'s root on a screen `environment`, in the root's container.
    public init(layout: Layout, environment: LayoutEnvironment) {
        let root = layout.rootContainer.environmentOfRoot(environment)
        let standsOnHomeIndicator = root.idiom == .phone && root.sizeClasses.height == .regular
            && root.safeAreaInsets.bottom > 0 && !layout.bars.tabBar && !layout.bars.toolbar
        self.init(scale: root.displayScale, tallBottomToolbars: standsOnHomeIndicator)
    }
}

extension Layout {
    /// `view`'s intrinsic size in `context`.
    public func intrinsicContentSize(of view: LayoutView, in context: IntrinsicSizeContext) -> IntrinsicSize {
        var size = view.intrinsicContentSize(scale: context.scale)
        if view.kind == .toolbar, view.intrinsicSizeOverride == nil, context.tallBottomToolbars,
           standsOnSafeAreaBottom(view.name) {
            size.height = ViewContent.tallToolbarHeight
        }
        return size
    }

    /// Every view's intrinsic size in `context`, in tree order.
    public func intrinsicSizes(in context: IntrinsicSizeContext) -> [IntrinsicSize] {
        viewsInTreeOrder.map { intrinsicContentSize(of: $0, in: context) }
    }

    /// Whether a required, active constraint holds the view's bottom on the root's safe-area
    /// bottom (or the legacy bottom layout guide's top) with no offset.
    func standsOnSafeAreaBottom(_ name: String) -> Bool {
        let bottom: Set<LayoutItem> = [.guide(.safeArea, owner: rootName), .guide(.bottomLayoutGuide, owner: rootName)]
        func isBottomEdge(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> Bool {
            guard let item, bottom.contains(item) else { return false }
            return item == .guide(.bottomLayoutGuide, owner: rootName) ? attribute == .top : attribute == .bottom
        }
        return constraints.contains { constraint in
            guard constraint.isActive, constraint.priority.isRequired, constraint.relation == .equal,
                  constraint.multiplier == 1, constraint.constant == 0 else { return false }
            let first = (constraint.firstItem, constraint.firstAttribute)
            let second = (constraint.secondItem, constraint.secondAttribute)
            return (first.0 == .view(name) && first.1 == .bottom && isBottomEdge(second.0, second.1))
                || (second.0 == .view(name) && second.1 == .bottom && isBottomEdge(first.0, first.1))
        }
    }
}
