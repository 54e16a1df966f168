/// How strongly a constraint wants to hold, on UIKit's scale: 1 (barely) to 1000 (required).
///
/// Optional priorities are strictly ordered, as in Auto Layout: no amount of error at priority 250
/// is traded for any improvement at 251. The solver rejects a priority outside 1...1000, NaN or
/// infinity with ``SolverError/invalidPriority(_:constraint:)``.
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    public var value: Float

    public init(_ value: Float) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Float(value) }
    public init(floatLiteral value: Float) { self.value = value }

    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let dragThatCanResizeScene = Priority(510)
    public static let sceneSizeStayPut = Priority(500)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    public var isRequired: Bool { value == 1000 }
    /// 1...1000 and finite.
    public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        value.isFinite && value == value.rounded() ? String(Int(value)) : String(value)
    }
}
