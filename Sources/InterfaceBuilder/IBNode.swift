import DeviceCatalog
import TrellisBase

/// One XML element of an Interface Builder file, as read: its name, attributes and children in
/// document order, and where its start tag stands, so that every view and constraint made from it
/// can point at `Main.storyboard:123:17`.
public struct IBNode: Sendable, Equatable {
    public var name: String
    public var attributes: [String: String]
    public var children: [IBNode]
    public var location: SourceLocation

    public init(name: String, attributes: [String: String] = [:], children: [IBNode] = [], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name.
    public func child(_ name: String) -> IBNode? { children.first { $0.name == name } }

    /// The first child with this element name and `key` attribute (`<rect key="frame">`).
    public func child(_ name: String, key: String) -> IBNode? { children.first { $0.name == name && $0["key"] == key } }

    /// Every node below this one, depth first, in document order.
    public func descendants() -> [IBNode] { descendants { _ in true } }

    /// The descendants that pass `test`, in document order; the others are walked, not copied.
    public func descendants(where test: (IBNode) -> Bool) -> [IBNode] {
        var result: [IBNode] = []
        func walk(_ node: IBNode) {
            for child in node.children {
                if test(child) { result.append(child) }
                walk(child)
            }
        }
        walk(self)
        return result
    }
}
