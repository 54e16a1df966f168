import TrellisBase

/// A constraint as Xcode's console shows it: the UIKit class that owns it, its identifier (or
/// the name UIKit gives a generated constraint) and the equation.
public struct ConstraintDescription: Sendable, Hashable, CustomStringConvertible {
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`.
    public var uikitClass: String
    public var name: String?
    public var equation: String
    /// Where an explicit constraint was written.
    public var source: SourceLocation?

    public init(uikitClass: String = "NSLayoutConstraint", name: String?, equation: String, source: SourceLocation? = nil) {
        self.uikitClass = uikitClass
        self.name = name
        self.equation = equation
        self.source = source
    }

    public var isAutoresizing: Bool { uikitClass == "NSAutoresizingMaskLayoutConstraint" }

    /// `<NSLayoutConstraint:'name' a.top == b.bottom + 8>`.
    public var description: String {
        "<\(uikitClass):\(name.map { "'\($0)' " } ?? "")\(equation)>"
    }
}
