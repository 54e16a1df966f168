/// How far the letters of one line reach above and below its baseline. A line's ascender and
/// descender hold room for accents and descenders a text may not have: "EXPLORE" in 40-pt San
/// Francisco inks 28 pt above the baseline and nothing below, inside a line 47.7 pt tall. A label
/// draws its line centred in its bounds and clipped to them, so the ink, not the line, says
/// whether letters are cut.
///
/// Heights are San Francisco's (cap height 1443 and x-height 1040 of 2048 units; lowercase
/// ascenders and descenders as drawn, rounded up), with 1.5% of the size for round letters'
/// overshoot. A character Trellis has no height for, and any text in a font with a file, gets the
/// whole line.
public struct TextInk: Sendable, Hashable {
    /// Above the baseline, in points.
    public var above: Double
    /// Below the baseline, in points.
    public var below: Double

    public init(_ text: String, font: Font) {
        let size = font.pointSize
        guard font.face == nil, !text.isEmpty else {
            self.init(above: font.ascender, below: font.descender)
            return
        }
        var top = 0.0, bottom = 0.0
        for character in text {
            guard let reach = Self.reach(character) else {
                self.init(above: font.ascender, below: font.descender)
                return
            }
            top = max(top, reach.top)
            bottom = max(bottom, reach.bottom)
        }
        let overshoot = top > 0 ? Self.overshoot : 0
        self.init(above: (top + overshoot) * size, below: (bottom + (bottom > 0 ? Self.overshoot : 0)) * size)
    }

    public init(above: Double, below: Double) {
        self.above = above
        self.below = below
    }

    /// Whether a line of `font` with this ink, centred in a box `height` tall, keeps its letters
    /// inside it, up to `slack` past either edge (antialiasing, rounding).
    public func fits(in height: Double, font: Font, slack: Double) -> Bool {
        let baseline = (height - font.lineHeight) / 2 + font.ascender
        return baseline - above >= -slack && baseline + below <= height + slack
    }

    // Em fractions of San Francisco's letters.
    static let capHeight = 1443.0 / 2048
    static let xHeight = 1040.0 / 2048
    static let ascenderHeight = 0.75
    static let descenderDepth = 0.21
    static let commaDepth = 0.12
    static let overshoot = 0.015

    /// How far above and below the baseline a character reaches, in ems; nil: not known.
    static func reach(_ character: Character) -> (top: Double, bottom: Double)? {
        switch character {
        case " ", "\u{00A0}": return (0, 0)
        case "Q": return (capHeight, descenderDepth)
        case "A"..."Z", "0"..."9", "!", "?", "'", "\"", "#", "%", "&", "*", "+", "=", "<", ">", "^", "~", "|": return (capHeight, 0)
        case "a", "c", "e", "m", "n", "o", "r", "s", "u", "v", "w", "x", "z", "-", ":", "·", "•": return (xHeight, 0)
        case "b", "d", "f", "h", "i", "k", "l", "t": return (ascenderHeight, 0)
        case "g", "p", "q", "y": return (xHeight, descenderDepth)
        case "j": return (ascenderHeight, descenderDepth)
        case ".": return (0.1, 0)
        case ",", ";": return (xHeight, commaDepth)
        case "(", ")", "[", "]", "{", "}", "/", "\\", "@", "$", "_": return (ascenderHeight, descenderDepth)
        default: return nil
        }
    }
}
