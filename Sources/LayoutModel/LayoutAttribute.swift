
/// A part of a view's frame that a constraint relates (`NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// The axis the attribute measures along; nil for `notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute: nil
        }
    }

    /// Width and height are sizes; every other attribute is a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Leading and trailing edges, which follow the layout direction.
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Left and right edges, which never flip.
    public var isAbsoluteHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// The attribute on the view's layout margins that a `*Margin` attribute stands for
    /// (`leadingMargin` is `leading` of the margins guide); nil for other attributes.
    public var marginBase: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// Names a layout file or an Interface Builder file may use: `baseline` is `lastBaseline`.
    public init?(name: String) {
        if name == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: name)
    }

    public var description: String { rawValue }
}

/// Horizontal or vertical.
public enum Axis: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case horizontal
    case vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
    public var description: String { rawValue }
}
