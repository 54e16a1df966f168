import TrellisBase

/// One XML element of an Interface Builder file, as read: its name, attributes and children in
/// document order, and where its start tag stands, so that every view and constraint made from it
/// can point at `Main.storyboard:123:17`.
public struct IBNode: Sendable, Equatable {
    public var name: String
    public var attributes: [String: String]
    public var children: [IBNode]
    public var location: SourceLocation
    /// The element's text content, kept for `<string>` elements only (`<string key="text">`).
    public var text: String

    public init(name: String, attributes: [String: String] = [:], children: [IBNode] = [], location: SourceLocation, text: String = "") {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
        self.text = text
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name.
    public func child(_ name: String) -> IBNode? { children.first { $0.name == name } }

    /// The first child with this element name and `key` attribute (`<rect key="frame">`).
    public func child(_ name: String, key: String) -> IBNode? { children.first { $0.name == name && $0["key"] == key } }

    /// Every node below this one, depth first, in document order.
    public func descendants() -> [IBNode] { descendants { _ in true } }

    /// The descendants that pass `test`, in document order; the others are walked, not copied.
    /// Iterative: the depth of a tree is the input's to choose.
    public func descendants(where test: (IBNode) -> Bool) -> [IBNode] {
        var result: [IBNode] = []
        var pending: [IBNode] = children.reversed()
        while let node = pending.popLast() {
            if test(node) { result.append(node) }
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The text of a `<string key=…>` child (`<string key="text">Two\nlines</string>`).
    public func string(key: String) -> String? { child("string", key: key)?.text }
}
