/// UIKit's coarse description of available space on one axis (`UIUserInterfaceSizeClass`).
public enum SizeClass: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case compact
    case regular

    /// The one-letter form used in `wC hR`.
    public var letter: String { self == .compact ? "C" : "R" }

    public var description: String { rawValue }
}

/// The horizontal and vertical size classes of one screen: `wC hR` is an iPhone in portrait.
public struct SizeClasses: Sendable, Hashable, CustomStringConvertible {
    public var width: SizeClass
    public var height: SizeClass

    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }

    /// Parses `wC,hR`, `wC hR`, `wc/hr` or `compact,regular` (width first).
    public init?(parsing text: String) {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map { $0.lowercased() }
        guard parts.count == 2 else { return nil }
        func parse(_ part: String, prefix: Character) -> SizeClass? {
            var body = Substring(part)
            if body.first == prefix { body = body.dropFirst() }
            switch body {
            case "c", "compact": return .compact
            case "r", "regular": return .regular
            default: return nil
            }
        }
        guard let width = parse(parts[0], prefix: "w"), let height = parse(parts[1], prefix: "h") else { return nil }
        self.init(width: width, height: height)
    }

    public var description: String { "w\(width.letter) h\(height.letter)" }
}
