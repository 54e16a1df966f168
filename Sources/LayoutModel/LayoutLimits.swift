import TrellisBase

/// How big a layout Trellis solves: far above any real screen (the largest layout of the 2,866
/// real Interface Builder files of `../shared/ib-wide` has about 200 views, its longest stack 34),
/// far below where the solver's time and memory run out. A chain of views, each below the last
/// (or a stack's arranged views), fills the solver's rows as it grows, faster than the square of
/// its length: 1,000 views solve in under a second, 2,000 in under 10 s, 4,000 in a minute and
/// 10,000 did not finish in five (1.8 GB).
public enum LayoutLimits {
    /// Views in one layout, the root included.
    public static let views = 2_000
    /// Arranged views in one stack view.
    public static let arrangedViews = 1_000
}

extension Layout {
    /// Refuses a layout beyond `LayoutLimits`, naming the view where it goes over; `views` is
    /// `viewsInTreeOrder`.
    func validateSize(_ views: [LayoutView]) throws(LayoutError) {
        if views.count > LayoutLimits.views {
            throw .tooLarge("the layout has \(views.count) views; Trellis solves layouts of up to \(LayoutLimits.views)",
                            source: views[LayoutLimits.views].source)
        }
        for view in views where view.kind == .stackView && view.subviews.count > LayoutLimits.arrangedViews {
            throw .tooLarge("stack view '\(view.name)' arranges \(view.subviews.count) views; Trellis solves stacks of up to "
                + "\(LayoutLimits.arrangedViews) (a table or collection view holds longer lists)", source: view.source)
        }
    }
}
