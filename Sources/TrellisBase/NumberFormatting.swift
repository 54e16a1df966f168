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
