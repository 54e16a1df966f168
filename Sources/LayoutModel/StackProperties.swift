
/// A `UIStackView`'s arrangement settings.
public struct StackProperties: Sendable, Hashable {
    public var axis: Axis = .horizontal
    public var distribution: StackDistribution = .fill
    public var alignment: StackAlignment = .fill
    /// Space between adjacent arranged views (a minimum for equal spacing and equal centering).
    public var spacing: Double = 0
    /// Arrange inside the stack view's layout margins instead of its bounds.
    public var isLayoutMarginsRelativeArrangement = false

    public init() {}
}

/// `UIStackView.Distribution`: how arranged views share the stack's length.
public enum StackDistribution: String, Sendable, Hashable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// `UIStackView.Alignment`: where arranged views sit across the stack's axis. `leading` and
/// `top` are the same alignment, as are `trailing` and `bottom`.
public enum StackAlignment: String, Sendable, Hashable, CaseIterable {
    case fill, leading, top, trailing, bottom, center, firstBaseline, lastBaseline
}

/// The space UIKit puts between sibling views for `-` in VFL and for "standard" spacing.
public let standardSiblingSpacing = 8.0
/// The space to the superview's edge for `|-` in VFL when the view has no margins guide in play.
public let standardSuperviewSpacing = 20.0
