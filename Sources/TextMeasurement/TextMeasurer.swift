/// How a label breaks and cuts its lines (`NSLineBreakMode`).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case wordWrap, charWrap, clip, truncateHead, truncateTail, truncateMiddle

    /// Whether lines break at word boundaries when the text has several lines; the truncating and
    /// clipping modes do too, on every line but the last.
    var breaksAtWords: Bool { self != .charWrap }
}

/// A text laid out in lines: the width of the widest line, and where the lines break.
public struct TextLayout: Sendable, Hashable {
    /// The widest line's width, before pixel rounding.
    public var width: Double
    /// The lines, in order, without the spaces they break at.
    public var lines: [String]
    /// Whether the text needed more lines than it was allowed (the last one is truncated or cut).
    public var isTruncated: Bool

    public var lineCount: Int { lines.count }

    /// The height of the lines in `font`, before pixel rounding: the first line's height and the
    /// font's line spacing for each line after it.
    public func height(in font: Font) -> Double { font.lineHeight + font.lineSpacing * Double(max(0, lineCount - 1)) }
}

/// The one question every view that shows text asks: the size of this text in this font, at this
/// width limit and line count, with its line breaks. Line breaks (`\n`, U+2028) always start a new line;
/// within one, lines break after a space (or a hyphen), greedily, as TextKit breaks by word; a
/// word wider than the line breaks between characters; spaces at the end of a line take no room.
public enum TextMeasurer {
    /// `maxWidth` nil or not positive: no wrapping. `numberOfLines` 0: as many as needed.
    public static func layout(_ text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 0,
                              lineBreakMode: LineBreakMode = .wordWrap) -> TextLayout {
        let wrap = numberOfLines == 1 ? nil : maxWidth.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        let setting = SystemFontMetrics.Setting(font)
        // A line separator (U+2028) and `\r\n` break the line as `\n` does.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).flatMap { paragraph in
            breakLines(paragraph, setting: setting, width: wrap, byWord: lineBreakMode.breaksAtWords)
        }
        var widest = lines.map(\.width).max() ?? 0
        var truncated = false
        if numberOfLines > 0, lines.count > numberOfLines {
            // The last line shown holds the rest of the text, cut to the line: one line is its
            // first paragraph; several are as wide as the limit.
            truncated = true
            lines = Array(lines.prefix(numberOfLines))
            if numberOfLines == 1 {
                widest = lines[0].width
            } else if let wrap {
                widest = max(widest, wrap)
            }
        }
        return TextLayout(width: widest, lines: lines.map(\.text), isTruncated: truncated)
    }

    /// The width of `text` on one line.
    public static func width(of text: String, font: Font) -> Double {
        SystemFontMetrics.width(of: text, font: font)
    }

    private struct Line { var text: String; var width: Double }

    /// Greedy breaking of one paragraph at `width`.
    private static func breakLines(_ paragraph: Substring, setting: SystemFontMetrics.Setting, width: Double?, byWord: Bool) -> [Line] {
        guard let width else { return [Line(text: String(paragraph), width: setting.width(of: paragraph))] }
        let characters = Array(paragraph)
        // A kerned pair narrows its first character: the pairs kerned are within words.
        let advances = characters.indices.map { setting.advance(of: characters[$0], before: $0 + 1 < characters.count ? characters[$0 + 1] : nil) }
        var lines: [Line] = []
        // The line being filled: characters[start..<end], `filled` wide, `ink` without trailing spaces.
        var start = 0, end = 0, filled = 0.0, ink = 0.0
        func finish() {
            var last = end
            while last > start, characters[last - 1] == " " { last -= 1 }
            lines.append(Line(text: String(characters[start..<last]), width: ink))
            start = end
            filled = 0
            ink = 0
        }
        func take(through index: Int) {
            while end < index {
                filled += advances[end]
                if characters[end] != " " { ink = filled }
                end += 1
            }
        }
        for piece in pieces(of: characters, byWord: byWord) {
            var pieceInk = 0.0, running = 0.0
            for index in piece {
                running += advances[index]
                if characters[index] != " " { pieceInk = running }
            }
            if filled + pieceInk <= width + 1e-9 {
                take(through: piece.upperBound)
                continue
            }
            if end > start { finish() }
            if pieceInk <= width + 1e-9 {
                take(through: piece.upperBound)
                continue
            }
            // A word wider than the line: as many characters as fit on each line, at least one.
            for index in piece {
                if end > start, characters[index] != " ", filled + advances[index] > width + 1e-9 { finish() }
                take(through: index + 1)
            }
        }
        if end > start || lines.isEmpty { finish() }
        return lines
    }

    /// Words with the spaces after them (and a hyphen ends a word), or single characters, as
    /// ranges of `characters`.
    private static func pieces(of characters: [Character], byWord: Bool) -> [Range<Int>] {
        guard byWord else { return characters.indices.map { $0..<($0 + 1) } }
        var pieces: [Range<Int>] = []
        var start = 0
        for index in characters.indices where index > start {
            let previous = characters[index - 1]
            if characters[index] != " ", previous == " " || previous == "-" {
                pieces.append(start..<index)
                start = index
            }
        }
        if start < characters.count { pieces.append(start..<characters.count) }
        return pieces
    }
}
