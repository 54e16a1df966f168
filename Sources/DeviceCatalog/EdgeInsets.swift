import Foundation

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

/// A count with its noun, singular or plural: `1 device`, `2 devices`, `0 errors`.
public func counted(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

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
