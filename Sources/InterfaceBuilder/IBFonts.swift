import LayoutModel
import TrellisBase

/// `<fontDescription>` as a `Font`: system fonts by size and weight, Dynamic Type styles at the
/// default size, named fonts by their size (bold when the name or weight says so).
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
        let weight = node["weight"] ?? ""
        let name = node["name"] ?? ""
        let bold = node["type"] == "boldSystem" || ["semibold", "bold", "heavy", "black"].contains(weight)
            || ["Bold", "Semibold", "Heavy", "Black"].contains { name.contains($0) }
        return Font(size: size, bold: bold)
    }
}
