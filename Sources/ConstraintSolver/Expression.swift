/// `coefficient × variable`, one summand of an ``Expression``.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficientᵢ × variableᵢ + constant`.
///
/// Built with the operators `+ - *` from variables and numbers: `2 * x + y - 8`. A variable may
/// appear in several terms; the solver adds them up.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    public init(_ constant: Double) { self.init(constant: constant) }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            let body = magnitude == 1 ? term.variable.description
                : "\(formatNumber(magnitude))*\(term.variable)"
            parts.append(parts.isEmpty ? (sign == "-" ? "-" + body : body) : "\(sign) \(body)")
        }
        if constant != 0 || parts.isEmpty {
            let sign = constant < 0 ? "-" : "+"
            let body = formatNumber(abs(constant))
            parts.append(parts.isEmpty ? (constant < 0 ? "-" + body : body) : "\(sign) \(body)")
        }
        return parts.joined(separator: " ")
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

/// Prints 8 as "8" and 0.5 as "0.5": constraint messages should read like the source.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}

// MARK: - Arithmetic

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
}
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }

public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
public prefix func - (operand: Variable) -> Expression { Expression(terms: [Term(operand, -1)]) }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + (-rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }
public func - (lhs: Double, rhs: Expression) -> Expression { (-rhs) + lhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { (-rhs) + lhs }

public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs, lhs)]) }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, rhs)]) }
