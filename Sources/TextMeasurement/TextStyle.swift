/// A Dynamic Type style at the default content size category (Large), as UIKit resolves
/// `UIFont.preferredFont(forTextStyle:)`: its size, weight and leading (the distance between the
/// baselines of its lines), from Apple's Human Interface Guidelines (Typography, "Dynamic Type
/// sizes"). Xcode's saved frames agree: a two-line body label is 20.29 + 22 → 42.5 pt tall on @2x,
/// not twice its 20.29-pt line (72 multi-line labels of `../shared/ib-wide` in eight styles).
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The leading at `pointSize`.
    public var leading: Double {
        switch self {
        case .largeTitle: 41
        case .title1: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        case .caption2: 13
        }
    }
}
