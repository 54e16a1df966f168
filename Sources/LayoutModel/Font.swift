import TrellisBase

/// The system font at a size and weight: what a label's intrinsic size and baselines come from.
///
/// Trellis has no text renderer. Heights and baselines use the San Francisco font's vertical
/// metrics (ascender 0.952, descender 0.241 of the point size: 17 pt gives a 20.29 pt line,
/// 20.5 on a @2x screen, 20.333 on @3x, as Interface Builder saves). Widths are an estimate from
/// per-character advance classes; give a view an explicit `intrinsicSize` where the exact width
/// matters.
public struct Font: Sendable, Hashable, CustomStringConvertible {
    public var pointSize: Double
    public var isBold: Bool

    public init(size: Double, bold: Bool = false) {
        self.pointSize = size
        self.isBold = bold
    }

    /// UIKit's system font at 17 pt (labels' default).
    public static let body = Font(size: 17)

    /// Dynamic Type styles at the default content size category (Large).
    public static let textStyles: [(name: String, font: Font)] = [
        ("largeTitle", Font(size: 34)), ("title1", Font(size: 28)), ("title2", Font(size: 22)),
        ("title3", Font(size: 20)), ("headline", Font(size: 17, bold: true)), ("body", Font(size: 17)),
        ("callout", Font(size: 16)), ("subheadline", Font(size: 15)), ("footnote", Font(size: 13)),
        ("caption1", Font(size: 12)), ("caption2", Font(size: 11)),
    ]

    /// A text style by name (`headline`, `body`, …).
    public init?(textStyle name: String) {
        guard let entry = Self.textStyles.first(where: { $0.name == name }) else { return nil }
        self = entry.font
    }

    static let ascenderRatio = 1950.0 / 2048.0
    static let descenderRatio = 494.0 / 2048.0

    /// Distance from the top of a line to its baseline.
    public var ascender: Double { pointSize * Self.ascenderRatio }
    /// Distance from the baseline to the bottom of a line.
    public var descender: Double { pointSize * Self.descenderRatio }
    /// Height of one line of text, before pixel rounding.
    public var lineHeight: Double { ascender + descender }

    /// Estimated width of `text` set in this font, before pixel rounding.
    public func estimatedWidth(of text: String) -> Double {
        let em = text.reduce(0.0) { $0 + Self.advance(of: $1) }
        return em * pointSize * (isBold ? 1.06 : 1)
    }

    /// Advance widths in ems, by character class, near San Francisco's averages.
    private static func advance(of character: Character) -> Double {
        switch character {
        case " ": 0.26
        case "i", "j", "l", ".", ",", ":", ";", "'", "!", "|", "I": 0.25
        case "f", "r", "t": 0.36
        case "m", "w": 0.84
        case "M", "W": 0.92
        case "0"..."9": 0.6
        case "a"..."z": 0.54
        case "A"..."Z": 0.66
        default: 0.6
        }
    }

    public var description: String {
        "\(formatPoints(pointSize)) pt\(isBold ? " bold" : "")"
    }
}

/// Rounds a length up to the next whole device pixel, as UIKit rounds intrinsic sizes.
func ceilToPixel(_ value: Double, scale: Double) -> Double {
    // The tolerance keeps 20.000000001 from becoming 20.5.
    (value * scale - 1e-6).rounded(.up) / scale
}
