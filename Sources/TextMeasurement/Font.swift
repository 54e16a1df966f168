import TrellisBase

/// A font at a size: the system font (San Francisco) at a weight, or a font by its PostScript name.
///
/// Heights and baselines use San Francisco's vertical metrics (ascender 0.952, descender 0.241 of
/// the point size: 17 pt gives a 20.29 pt line, 20.5 on a @2x screen, 20.333 on @3x, as Interface
/// Builder saves). Widths come from `SystemFontMetrics`, fitted on frames Xcode saved.
public struct Font: Sendable, Hashable, CustomStringConvertible {
    public var pointSize: Double
    public var weight: FontWeight
    /// A font by PostScript name (`HelveticaNeue-Medium`, an app's own); nil for the system font.
    public var name: String?
    /// The named font's file, read through FreeType (`FontLibrary`), when Trellis has it; without
    /// one a named font is measured as the system font at `weight` (`isMeasuredAsSystemFont`).
    public var face: FontFace?
    /// The Dynamic Type style the font came from, whose leading spaces its lines; nil for a font
    /// by size (its lines are its line height apart).
    public var textStyle: TextStyle?

    public init(size: Double, weight: FontWeight = .regular, name: String? = nil, face: FontFace? = nil) {
        self.pointSize = size
        self.weight = weight
        self.name = name
        self.face = face
    }

    /// A Dynamic Type style's font.
    public init(_ style: TextStyle) {
        self.init(size: style.pointSize, weight: style.weight)
        textStyle = style
    }

    // A face is what a name resolves to; fonts are the same by name, size, weight and style.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.name == rhs.name && lhs.textStyle == rhs.textStyle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(name)
        hasher.combine(textStyle)
    }

    /// The system font at a size, bold or regular.
    public init(size: Double, bold: Bool) {
        self.init(size: size, weight: bold ? .bold : .regular)
    }

    /// UIKit's system font at 17 pt (labels' default).
    public static let body = Font(size: 17)

    /// Dynamic Type styles at the default content size category (Large), as UIKit resolves them.
    public static let textStyles: [(name: String, font: Font)] = TextStyle.allCases.map { ($0.rawValue, Font($0)) }

    /// A text style by name (`headline`, `body`, …).
    public init?(textStyle name: String) {
        guard let style = TextStyle(rawValue: name) else { return nil }
        self.init(style)
    }

    static let ascenderRatio = 1950.0 / 2048.0
    static let descenderRatio = 494.0 / 2048.0

    /// Distance from the top of a line to its baseline.
    public var ascender: Double { face?.ascender(at: pointSize) ?? pointSize * Self.ascenderRatio }
    /// Distance from the baseline to the bottom of a line.
    public var descender: Double { face?.descender(at: pointSize) ?? pointSize * Self.descenderRatio }
    /// Height of one line of text, before pixel rounding.
    public var lineHeight: Double { face?.lineHeight(at: pointSize) ?? pointSize * (Self.ascenderRatio + Self.descenderRatio) }

    /// The distance between the baselines of two lines: a text style's leading (scaled with its
    /// size), else the line height.
    public var lineSpacing: Double {
        guard let textStyle else { return lineHeight }
        return max(lineHeight, textStyle.leading * pointSize / textStyle.pointSize)
    }

    /// Whether the font's widths are San Francisco's standing in for a font Trellis has no file for.
    public var isMeasuredAsSystemFont: Bool { name != nil && face == nil }

    public var description: String {
        (name.map { "\($0) " } ?? "") + "\(formatPoints(pointSize)) pt" + (weight == .regular || name != nil ? "" : " \(weight.rawValue)")
    }
}

/// The system font's weights, lightest first (`UIFont.Weight`; Interface Builder's names).
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
