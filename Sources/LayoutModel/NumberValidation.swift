import TrellisBase

extension Layout {
    /// Checks that every number the views hold is within `NumberLimits`: the layout readers
    /// refuse such numbers with a file position, and this refuses them in a layout built in code,
    /// so the engine is never handed NaN, infinity or a size that overflows when added up.
    /// `views` is `viewsInTreeOrder`, walked once by the caller for every check.
    func validateNumbers(_ views: [LayoutView]) throws(LayoutError) {
        if let designSize {
            try check(designSize.width, NumberLimits.lengths, "designSize.width", view: nil, source: nil)
            try check(designSize.height, NumberLimits.lengths, "designSize.height", view: nil, source: nil)
        }
        for view in views {
            func check(_ value: Double?, _ range: ClosedRange<Double>, _ property: String) throws(LayoutError) {
                try self.check(value, range, property, view: view.name, source: view.source)
            }
            let points = NumberLimits.points, lengths = NumberLimits.lengths
            try check(view.frame.x, points, "frame.x")
            try check(view.frame.y, points, "frame.y")
            try check(view.frame.width, lengths, "frame.width")
            try check(view.frame.height, lengths, "frame.height")
            try check(view.intrinsicSizeOverride?.width, lengths, "intrinsicSize.width")
            try check(view.intrinsicSizeOverride?.height, lengths, "intrinsicSize.height")
            try check(view.baselineOverride?.firstFromTop, points, "baseline.first")
            try check(view.baselineOverride?.lastFromBottom, points, "baseline.last")
            try check(view.content.font?.pointSize, NumberLimits.fontSizes, "font")
            try check(view.content.image?.width, lengths, "image.width")
            try check(view.content.image?.height, lengths, "image.height")
            try check(view.content.preferredMaxLayoutWidth, lengths, "preferredMaxLayoutWidth")
            try check(view.stack.spacing, points, "spacing")
            let margins = view.layoutMargins.resolved(for: .leftToRight)
            for (edge, value) in [("top", margins.top), ("left", margins.left), ("bottom", margins.bottom), ("right", margins.right)] {
                try check(value, points, "margins.\(edge)")
            }
        }
    }

    private func check(
        _ value: Double?, _ range: ClosedRange<Double>, _ property: String, view: String?, source: SourceLocation?
    ) throws(LayoutError) {
        guard let value, !range.contains(value) else { return }
        throw .numberOutOfRange(view: view, property: property, value: value, range: range, source: source)
    }
}
