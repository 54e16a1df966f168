/// EdgeInsets from each edge, as `UIEdgeInsets` (left and right are physical edges).
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    /// Parses `top,left,bottom,right` (`59,0,34,0`).
    public init?(parsing text: String) {
        let values = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == 4, let top = values[0], let left = values[1], let bottom = values[2],
              let right = values[3], [top, left, bottom, right].allSatisfy(NumberLimits.points.contains) else { return nil }
        self.init(top: top, left: left, bottom: bottom, right: right)
    }

    public var description: String {
        [top, left, bottom, right].map(formatPoints).joined(separator: ",")
    }
}

/// Insets given by leading and trailing edge (`NSDirectionalEdgeInsets`): they follow the
/// layout direction.
public struct DirectionalEdgeInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    /// The physical insets for a layout direction.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        let rightToLeft = direction == .rightToLeft
        return EdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom,
                          right: rightToLeft ? leading : trailing)
    }
}
