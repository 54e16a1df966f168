import LayoutModel
import TextMeasurement
import TrellisBase

/// `<fontDescription>` as a `Font`: system fonts by size and weight, Dynamic Type styles at the
/// default size as UIKit resolves them, named fonts by name, size and the weight their name says.
enum IBFonts {
    static func font(_ node: IBNode) throws(IBImportError) -> Font? {
        if let style = node["style"] {
            let name = style.replacingOccurrences(of: "UICTFontTextStyle", with: "")
            let styles: [String: String] = [
                "Title0": "largeTitle", "Title1": "title1", "Title2": "title2", "Title3": "title3", "Headline": "headline",
                "Body": "body", "Callout": "callout", "Subhead": "subheadline", "Footnote": "footnote",
                "Caption1": "caption1", "Caption2": "caption2",
            ]
            return styles[name].flatMap { Font(textStyle: $0) } ?? .body
        }
        // Old files name UIFont's class sizes: `size="system"` is `systemFontSize`, and so on.
        let named: [String: Double] = ["system": 14, "smallSystem": 12, "label": 17, "button": 18]
        let size: Double
        if node["pointSize"] == nil, let name = node["size"], let value = named[name] {
            size = value
        } else {
            guard let value = try IBNumbers.value(node, node["pointSize"] == nil ? "size" : "pointSize", in: 0...NumberLimits.fontSizes.upperBound),
                  value >= NumberLimits.fontSizes.lowerBound else { return nil }
            size = value
        }
        if let name = node["name"], name != ".AppleSystemUIFont", !name.hasPrefix(".SFUI") {
            return Font(size: size, weight: weight(named: name), name: name)
        }
        if node["type"] == "boldSystem" { return Font(size: size, weight: .bold) }
        return Font(size: size, weight: node["weight"].flatMap(FontWeight.init(rawValue:)) ?? .regular)
    }

    /// The weight a PostScript name ends with (`Avenir-Heavy`, `HelveticaNeue-Medium`, `Roboto-Bold`).
    static func weight(named name: String) -> FontWeight {
        let style = (name.split(separator: "-").last.map(String.init) ?? name).lowercased()
        let words: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight), ("thin", .thin),
            ("light", .light), ("book", .regular), ("medium", .medium), ("demibold", .semibold), ("semibold", .semibold),
            ("extrabold", .heavy), ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        return words.first { style.contains($0.0) }?.1 ?? .regular
    }

    /// `lineBreakMode` as Interface Builder writes it.
    static func lineBreakMode(_ value: String) -> LineBreakMode? {
        let modes: [String: LineBreakMode] = [
            "wordWrap": .wordWrap, "characterWrap": .charWrap, "clipping": .clip, "headTruncation": .truncateHead,
            "tailTruncation": .truncateTail, "middleTruncation": .truncateMiddle,
        ]
        return modes[value]
    }
}
