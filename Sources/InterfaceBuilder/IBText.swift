/// The text a view shows, in every form Interface Builder writes it: an attribute (`text="…"`),
/// an element (`<string key="text">`, for text an attribute cannot hold, such as line breaks),
/// or attributed text (`<attributedString key="attributedText">`, whose `<fragment>` runs hold
/// their text as `content="…"` or `<string key="content">`).
enum IBText {
    /// A label's, text field's or text view's text.
    static func text(_ node: IBNode) -> String? {
        node["text"] ?? node.string(key: "text") ?? attributed(node.child("attributedString", key: "attributedText"))
    }

    /// A text field's placeholder.
    static func placeholder(_ node: IBNode) -> String? {
        node["placeholder"] ?? node.string(key: "placeholder")
            ?? attributed(node.child("attributedString", key: "attributedPlaceholder"))
    }

    /// A button's title: its configuration's when it has one (UIKit shows that; Interface Builder
    /// still writes a normal-state "Button" beside it), else its shown state's, which falls back
    /// to the normal state's (`shownStates`).
    static func title(_ node: IBNode) -> String? {
        if let configuration = node.child("buttonConfiguration") {
            return configuration["title"] ?? configuration.string(key: "title")
                ?? attributed(configuration.child("attributedString", key: "attributedTitle"))
        }
        for state in shownStates(of: node) {
            if let title = state["title"] ?? state.string(key: "title") ?? attributed(state.child("attributedString", key: "attributedTitle")) {
                return title
            }
        }
        return nil
    }

    /// The states whose title and image a button shows, first to last: a button saved selected
    /// (`selected="YES"`) shows its selected state's, and the normal state's where the selected
    /// state sets none, as `UIButton` does for a control in that state.
    static func shownStates(of node: IBNode) -> [IBNode] {
        let normal = node.child("state", key: "normal")
        let selected = node["selected"] == "YES" ? node.child("state", key: "selected") : nil
        return [selected, normal].compactMap { $0 }
    }

    private static func attributed(_ string: IBNode?) -> String? {
        guard let string else { return nil }
        let text = string.children.filter { $0.name == "fragment" }.compactMap { $0["content"] ?? $0.string(key: "content") }.joined()
        return text.isEmpty ? nil : text
    }
}
