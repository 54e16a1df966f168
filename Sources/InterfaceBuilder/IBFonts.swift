import LayoutModel

/// `<fontDescription>` as a `Font`: system fonts by size and weight, Dynamic Type styles at the
/// default size, named fonts by their size (bold when the name or weight says so).
enum IBFonts {
    static func font(_ node: IBNode) -> Font? {
        if let style = node["style"] {
            let name = style.replacingOccurrences(of: "UICTFontTextStyle", with: "")
            let styles: [String: String] = [
                "Title0": "largeTitle", "Title1": "title1", "Title2": "title2", "Title3": "title3", "Headline": "headline",
                "Body": "body", "Callout": "callout", "Subhead": "subheadline", "Footnote": "footnote",
                "Caption1": "caption1", "Caption2": "caption2",
            ]
            return styles[name].flatMap { Font(textStyle: $0) } ?? .body
        }
        guard let size = (node["pointSize"] ?? node["size"]).flatMap(Double.init), size > 0 else { return nil }
        let weight = node["weight"] ?? ""
        let name = node["name"] ?? ""
        let bold = node["type"] == "boldSystem" || ["semibold", "bold", "heavy", "black"].contains(weight)
            || ["Bold", "Semibold", "Heavy", "Black"].contains { name.contains($0) }
        return Font(size: size, bold: bold)
    }
}
