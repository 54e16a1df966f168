import Foundation

/// A width and a height in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Parses `390x844` (also `390×844`).
    public init?(parsing text: String) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }

    public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

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

/// Insets from each edge, as `UIEdgeInsets` (left and right are physical edges).
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
              let right = values[3], [top, left, bottom, right].allSatisfy(\.isFinite) else { return nil }
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
    public func resolved(rightToLeft: Bool) -> EdgeInsets {
        EdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom,
                   right: rightToLeft ? leading : trailing)
    }
}

/// Points as people write them: `20`, `20.5`, `20.333` (at most three decimals, no trailing zeros).
public func formatPoints(_ value: Double) -> String {
    // Integer arithmetic: this runs for every frame of every case, and String(format:) is slow.
    let scaled = (value * 1000).rounded()
    guard scaled.isFinite, abs(scaled) < 9e15 else { return "\(value)" }
    let thousandths = Int(scaled)
    if thousandths == 0 { return "0" }
    let magnitude = thousandths.magnitude
    var text = thousandths < 0 ? "-" : ""
    text += String(magnitude / 1000)
    var fraction = magnitude % 1000
    guard fraction != 0 else { return text }
    var digits = 3
    while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    let fractionText = String(fraction)
    return text + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
}
