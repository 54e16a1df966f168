/// A set of a rectangle's edges (physical: left and right as on screen).
public struct RectEdges: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = RectEdges(rawValue: 1 << 0)
    public static let left = RectEdges(rawValue: 1 << 1)
    public static let bottom = RectEdges(rawValue: 1 << 2)
    public static let right = RectEdges(rawValue: 1 << 3)

    /// The names layout files use, in this order.
    public static let names: [(name: String, edge: RectEdges)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]

    /// The same edges seen in a mirror: left and right swapped (a right-to-left layout).
    public var mirrored: RectEdges {
        var edges = intersection([.top, .bottom])
        if contains(.left) { edges.insert(.right) }
        if contains(.right) { edges.insert(.left) }
        return edges
    }

    /// The edges of `bounds` that `frame` reaches past by more than `slack`.
    public static func crossed(by frame: Rect, of bounds: Rect, slack: Double) -> RectEdges {
        var edges: RectEdges = []
        if frame.y < bounds.y - slack { edges.insert(.top) }
        if frame.x < bounds.x - slack { edges.insert(.left) }
        if frame.maxY > bounds.maxY + slack { edges.insert(.bottom) }
        if frame.maxX > bounds.maxX + slack { edges.insert(.right) }
        return edges
    }

    public var description: String { Self.names.filter { contains($0.edge) }.map(\.name).joined(separator: ",") }
}
