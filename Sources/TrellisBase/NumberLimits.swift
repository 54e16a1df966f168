/// The numbers Trellis accepts from files and the command line. Screens are a few thousand
/// points at most; a coordinate or length past a million points is a typing mistake, and
/// numbers of that size would lose the solver its precision (or overflow to infinity when added
/// up). Every reader checks its numbers against these, and says which range it wanted.
public enum NumberLimits {
    /// Coordinates, constants, margins, spacing: -1,000,000...1,000,000 pt.
    public static let points: ClosedRange<Double> = -1_000_000...1_000_000
    /// Widths and heights: 0...1,000,000 pt.
    public static let lengths: ClosedRange<Double> = 0...1_000_000
    /// Constraint multipliers: -1,000,000...1,000,000.
    public static let multipliers: ClosedRange<Double> = -1_000_000...1_000_000
    /// Font sizes: 1...1,000 pt.
    public static let fontSizes: ClosedRange<Double> = 1...1_000
    /// Pixels per point: 1...10.
    public static let scales: ClosedRange<Double> = 1...10

    /// `from -1,000,000 to 1,000,000`, for messages.
    public static func describe(_ range: ClosedRange<Double>) -> String {
        "from \(grouped(range.lowerBound)) to \(grouped(range.upperBound))"
    }

    private static func grouped(_ value: Double) -> String {
        let whole = Int(value.magnitude)
        var digits = String(whole)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(Substring(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}

extension String {
    /// The text as a message quotes it: at most 60 characters (then an ellipsis), control
    /// characters shown as escapes, so a 10 MB value or a stray byte cannot flood a terminal.
    public var quotedForMessage: String {
        let limit = 60
        var shown = ""
        for scalar in unicodeScalars.prefix(limit) {
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                shown += scalar.escaped(asASCII: true)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        if unicodeScalars.count > limit { shown += "…" }
        return "'\(shown)'"
    }
}
