/// The direction text and leading/trailing run in (`UITraitCollection.layoutDirection`).
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    public var description: String { rawValue }

    /// Left-to-right first, as runs list directions.
    public static func < (lhs: LayoutDirection, rhs: LayoutDirection) -> Bool { lhs == .leftToRight && rhs == .rightToLeft }
}
