import DeviceCatalog
import Foundation

/// A rectangle in points: origin and size, as UIKit's `CGRect`.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String {
        "(\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)), \(formatPoints(height)))"
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
    public func resolved(rightToLeft: Bool) -> EdgeInsets {
        EdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom,
                   right: rightToLeft ? leading : trailing)
    }
}
