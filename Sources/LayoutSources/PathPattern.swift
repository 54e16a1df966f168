import Foundation

/// A path pattern as `trellis.yml` and `--layouts` take them: `*` matches within one folder name,
/// `?` one character, `**` any number of folders (`App/**/*.storyboard`). Paths are relative, with
/// `/` between folders.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    private let regex: NSRegularExpression

    public init(_ text: String) {
        self.text = text
        // A pattern built only from escaped text and fixed pieces always compiles.
        regex = try! NSRegularExpression(pattern: "^" + Self.regularExpression(for: text) + "$")
    }

    /// Whether the pattern has wildcards; without, it names one file or folder.
    public var hasWildcards: Bool { text.contains { "*?".contains($0) } }

    /// The folders before the first wildcard (`App` for `App/**/*.storyboard`), where a search for
    /// matches starts; empty when the pattern starts with one.
    public var fixedFolder: String {
        let components = text.split(separator: "/", omittingEmptySubsequences: false)
        let fixed = components.prefix { !$0.contains("*") && !$0.contains("?") }.dropLast(hasWildcards ? 0 : 1)
        return fixed.joined(separator: "/")
    }

    public func matches(_ path: String) -> Bool {
        regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    public var description: String { text }

    private static func regularExpression(for pattern: String) -> String {
        var result = ""
        var characters = Substring(pattern)
        while let character = characters.first {
            if characters.hasPrefix("**/") {
                result += "(?:.*/)?"
                characters = characters.dropFirst(3)
            } else if characters.hasPrefix("**") {
                result += ".*"
                characters = characters.dropFirst(2)
            } else {
                switch character {
                case "*": result += "[^/]*"
                case "?": result += "[^/]"
                default: result += NSRegularExpression.escapedPattern(for: String(character))
                }
                characters = characters.dropFirst()
            }
        }
        return result
    }
}
