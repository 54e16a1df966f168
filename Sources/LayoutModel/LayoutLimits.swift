import TrellisBase

/// How big a layout Trellis solves: far above any real screen (the largest layout of the 2,866
/// real Interface Builder files of `../shared/ib-wide` has about 200 views, its longest stack 34),
/// far below where the solver's memory runs out. A chain of views, or a stack of any distribution
/// that fits, grows linearly far beyond them (16,000 arranged views in about a second:
/// `Benchmarks/stacks.sh`). The limits bound the shapes that do not: a stack of 2,000 arranged
/// views that overflows its fixed length (every view then open with every other: 0.5 s, 220 MB);
/// an equal-centering stack of 150 that overflows (0.43 s: each centre distance is a priority
/// level of its own down to 50, every view is open with every other, and the ambiguity probes,
/// one per view, pivot through rows that every gap reads, so 200 take 1.2 s and 370 MB, and 500
/// over a minute); and
/// 2,500 views chained between a screen's edges they cannot fit (17 s, 55 MB: the conflict holds
/// every link of the chain, and finding that it needs each one re-solves the chain once per link).
public struct LayoutLimits: Sendable, Equatable {
    /// Views in one layout, the root included.
    public var views: Int
    /// Arranged views in one stack view.
    public var arrangedViews: Int
    /// Arranged views in a stack that centres them at equal distances (`equalCentering`).
    public var equallyCenteredViews: Int

    public init(views: Int, arrangedViews: Int, equallyCenteredViews: Int) {
        self.views = views
        self.arrangedViews = arrangedViews
        self.equallyCenteredViews = equallyCenteredViews
    }

    /// What every command solves within.
    public static let standard = LayoutLimits(views: 2_500, arrangedViews: 2_000, equallyCenteredViews: 150)
    /// No limit at all: for benchmarks that measure how the cost grows past the standard limits.
    public static let none = LayoutLimits(views: .max, arrangedViews: .max, equallyCenteredViews: .max)
}

extension Layout {
    /// Refuses a layout beyond `limits`, naming the view where it goes over; `views` is
    /// `viewsInTreeOrder`.
    func validateSize(_ views: [LayoutView], within limits: LayoutLimits) throws(LayoutError) {
        if views.count > limits.views {
            throw .tooLarge("the layout has \(views.count) views; Trellis solves layouts of up to \(limits.views)",
                            source: views[limits.views].source)
        }
        for view in views where view.kind == .stackView {
            if view.subviews.count > limits.arrangedViews {
                throw .tooLarge("stack view '\(view.name)' arranges \(view.subviews.count) views; Trellis solves stacks of up to "
                    + "\(limits.arrangedViews) (a table or collection view holds longer lists)", source: view.source)
            }
            if view.stack.distribution == .equalCentering, view.subviews.count > limits.equallyCenteredViews {
                throw .tooLarge("stack view '\(view.name)' centres \(view.subviews.count) views at equal distances; Trellis solves "
                    + "equal-centering stacks of up to \(limits.equallyCenteredViews)", source: view.source)
            }
        }
    }
}
