/// San Francisco's advance widths as UIKit sets a line of text in the system font: each
/// character's advance at its weight (`SystemFontAdvances.swift`, fitted by
/// `Tools/system-font/fit.py` on frames Xcode saved), plus Apple's tracking for the point size
/// (`TrackingTable`), tighter from 20 pt where SF's display optical size takes over. Chinese,
/// Japanese and Korean characters (set in PingFang) and emoji (Apple Color Emoji) have their own
/// advances and no tracking. SF kerns the classic pairs of a Latin face ("To", "AV", "y."): a
/// pair's kerning, fitted by class with the advances, changes its first character's advance.
public enum SystemFontMetrics {
    /// Where each listed character's advances are in `advanceTable`.
    private static let positions: [UInt32: Int] = Dictionary(uniqueKeysWithValues: scalars.enumerated().map { ($1, $0) })
    /// The average advance of the lowercase letters at each weight: characters outside the table
    /// and outside the scripts with their own fonts are estimated at it.
    private static let averageLetter: [Double] = advanceTable.map { table in
        let letters = (UInt32(97)...122).compactMap { positions[$0] }
        return letters.map { Double(table[$0]) / 10_000 }.reduce(0, +) / Double(letters.count)
    }

    /// Each ASCII pair's kerning in ems (`kerningClasses`, whose pairs are all ASCII), at
    /// `first << 7 | second`: a flat table, as every pair of every text is looked up.
    private static let kerningTable: [Double] = {
        var table = [Double](repeating: 0, count: 128 * 128)
        for kerning in kerningClasses {
            for first in kerning.first.utf8 where first < 128 {
                for second in kerning.second.utf8 where second < 128 { table[Int(first) << 7 | Int(second)] = kerning.ems }
            }
        }
        return table
    }()

    /// The ems `first` is kerned by when `second` follows it.
    static func kerning(_ first: Character, _ second: Character) -> Double {
        // One UTF-8 byte is an ASCII character (`asciiValue` first compares with "\r\n": slower).
        let a = first.utf8, b = second.utf8
        guard a.count == 1, b.count == 1 else { return 0 }
        return kerningTable[Int(a.first!) << 7 | Int(b.first!)]
    }

    /// How one character is set.
    enum Advance: Equatable {
        /// Ems, tracked with the font.
        case tracked(Double)
        /// Points, untracked (another font of the cascade).
        case fixed(Double)
    }

    /// The width of `text` on one line, before pixel rounding: in the font's file when it has
    /// one, else in the system font. Trailing spaces count, as in a label's one-line intrinsic size.
    public static func width<S: StringProtocol>(of text: S, font: Font) -> Double {
        Setting(font).width(of: text)
    }

    /// A font at one size and weight, with what applies to every character worked out once.
    struct Setting {
        let size: Double
        let weightIndex: Int
        /// The system font's tracking and optical size's offset, in ems.
        let extraEms: Double
        let face: FontFace?

        init(_ font: Font) {
            size = font.pointSize
            weightIndex = FontWeight.allCases.firstIndex(of: font.weight)!
            extraEms = TrackingTable.ems(at: font.pointSize) + SystemFontMetrics.opticalOffset(at: font.pointSize)
            face = font.face
        }

        /// The width of `text` on one line.
        func width<S: StringProtocol>(of text: S) -> Double {
            var total = 0.0
            var characters = text.makeIterator()
            var current = characters.next()
            while let character = current {
                let next = characters.next()
                total += advance(of: character, before: next)
                current = next
            }
            return total
        }

        /// The width `character` adds to a line when `next` follows it: its own, and the pair's
        /// kerning, which narrows the first character of the pair. Measuring and wrapping add the
        /// same advances, so a text fits on a line exactly as wide as itself.
        func advance(of character: Character, before next: Character?) -> Double {
            width(of: character) + (next.map { kerning(character, $0) } ?? 0)
        }

        /// What the pair `first`, `second` is kerned by, in points: the system font's pairs; none
        /// in a font with a file (its own kerning is not read).
        private func kerning(_ first: Character, _ second: Character) -> Double {
            face == nil ? size * SystemFontMetrics.kerning(first, second) : 0
        }

        /// The width one character adds to a line.
        func width(of character: Character) -> Double {
            if let face { return face.width(of: character, size: size, fallback: withoutFace) }
            switch SystemFontMetrics.advance(of: character, weightIndex: weightIndex, size: size) {
            case let .tracked(ems): return size * (ems + extraEms)
            case let .fixed(points): return points
            }
        }

        /// The system font at the same size and weight: what characters a font file lacks are set in.
        private var withoutFace: Setting { Setting(size: size, weightIndex: weightIndex, extraEms: extraEms, face: nil) }

        private init(size: Double, weightIndex: Int, extraEms: Double, face: FontFace?) {
            self.size = size
            self.weightIndex = weightIndex
            self.extraEms = extraEms
            self.face = face
        }
    }

    static func advance(of character: Character, weightIndex: Int, size: Double) -> Advance {
        guard let scalar = character.unicodeScalars.first else { return .tracked(0) }
        let value = scalar.value
        // The table holds no ideograph; of its characters only a symbol with an emoji variation
        // selector is set as emoji, and ASCII never is, so most text skips the emoji check.
        if let position = positions[value], value < 0x7F || !isEmoji(character) {
            return .tracked(Double(advanceTable[weightIndex][position]) / 10_000)
        }
        if isIdeograph(value) { return .fixed(ideographAdvance * size) }
        if isEmoji(character) { return .fixed(emojiAdvance.points + emojiAdvance.ems * size) }
        // Controls, joiners and combining marks take no room of their own.
        if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
            || scalar.properties.generalCategory == .nonspacingMark {
            return .tracked(0)
        }
        return .tracked(averageLetter[weightIndex])
    }

    /// Whether a character's advance is an estimate: never seen in the data the table was fitted
    /// on, or outside the table.
    public static func isEstimated(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if isIdeograph(scalar.value) || isEmoji(character) { return false }
        guard let position = positions[scalar.value] else { return true }
        return estimated[position]
    }

    /// Chinese, Japanese (kana and kanji), Korean (Hangul syllables), and their full-width forms.
    private static func isIdeograph(_ value: UInt32) -> Bool {
        (0x2E80...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFFEF).contains(value)
            || (0xAC00...0xD7AF).contains(value) || (0x20000...0x3FFFF).contains(value)
    }

    private static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        // A text-default symbol shown as emoji by a variation selector, or a joined sequence.
        return first.properties.isEmoji && first.value > 0x7F && scalars.count > 1
            && scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D }
    }

    /// The extra ems per glyph of SF's display optical size at `size` (0 below 20 pt).
    static func opticalOffset(at size: Double) -> Double {
        guard let first = displayOffsets.first, size >= first.size else { return 0 }
        for (low, high) in zip(displayOffsets, displayOffsets.dropFirst()) where size <= high.size {
            return low.ems + (high.ems - low.ems) * (size - low.size) / (high.size - low.size)
        }
        return displayOffsets.last!.ems
    }
}
