/// What a tableau column stands for. Symbols are numbered in creation order, and that number is
/// the only order the solver ever iterates in, which keeps every run bit-identical.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (or the artificial variable of phase one): ≥ 0.
    case slack
    /// The error of an optional constraint: ≥ 0, costs 1 per unit at its priority level.
    case error
    /// The marker of a required equality: must stay exactly 0, never enters the basis.
    case dummy

    var isRestricted: Bool { self != .external }
    /// Slack and error symbols may enter the basis in optimisation.
    var isPivotable: Bool { self == .slack || self == .error }
}

typealias Symbol = Int32

/// Values closer to zero than this are zero: coefficients that cancel, constants that vanish.
let epsilon = 1.0e-9

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }
