/// Where a label draws its text across its width (`NSTextAlignment`) and a button its title and
/// image (`UIControl.ContentHorizontalAlignment`). A view wider than its content shows the
/// content there and nothing elsewhere, so what a user must see is that part of the frame.
public enum ContentAlignment: String, Sendable, Hashable, CaseIterable {
    /// At the leading edge: a label's `natural` alignment, the default for labels and text fields.
    case leading
    /// Centred: the default for buttons.
    case center
    case trailing
    case left
    case right
    /// Across the whole width (a button's `fill`, a label's `justified`).
    case fill

    /// The part of a `width`-wide frame that content `contentWidth` wide takes, as an offset from
    /// the frame's left edge and a width.
    public func span(contentWidth: Double, in width: Double, rightToLeft: Bool) -> (offset: Double, width: Double) {
        let used = min(max(0, contentWidth), width)
        switch self {
        case .fill: return (0, width)
        case .center: return ((width - used) / 2, used)
        case .left: return (0, used)
        case .right: return (width - used, used)
        case .leading: return (rightToLeft ? width - used : 0, used)
        case .trailing: return (rightToLeft ? 0 : width - used, used)
        }
    }
}
