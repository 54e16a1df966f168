import ConstraintSolver

/// A parsed Visual Format Language string, before it is turned into constraints.
struct VisualFormat {
    var axis: Axis
    /// The connection from the superview to the first view (`|-20-[a]`), if the format starts
    /// with `|`.
    var leadingSuperview: VisualFormatConnection?
    var views: [VisualFormatView]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [VisualFormatConnection]
    var trailingSuperview: VisualFormatConnection?
    var format: String
}

/// `[name(predicates)]`.
struct VisualFormatView {
    var name: String
    var predicates: [VisualFormatPredicate]
    /// Where the name starts (1-based), for messages.
    var column: Int
}

/// What joins two neighbours.
enum VisualFormatConnection {
    /// Adjacent, no space: `[a][b]`.
    case flush
    /// `-`: the system's standard spacing.
    case standard
    /// `-20-`, `-(>=20@500)-`, `-pad-`.
    case predicates([VisualFormatPredicate])
}

/// `>=20@500`, `==other`.
struct VisualFormatPredicate {
    enum Object {
        case constant(Double)
        case view(String)
    }

    var relation: Relation
    var object: Object
    var priority: Priority
    /// Where the number, metric or view name starts (1-based), for messages.
    var objectColumn: Int
}

/// Options for `constraints(withVisualFormat:options:)`: align every view in the format on one
/// attribute, and the direction horizontal formats read in.
public struct VisualFormatOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 0)
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 1)
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 2)
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 3)
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 4)
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 5)
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 7)
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 8)
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 9)
    /// Horizontal formats read from the leading edge (the default).
    public static let directionLeadingToTrailing = VisualFormatOptions(rawValue: 1 << 16)
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 17)
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 1 << 18)

    /// Option names as layout files write them, with the attribute each alignment stands for.
    public static let names: [(name: String, option: VisualFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
    ]

    static let alignments: [(VisualFormatOptions, LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
        (.alignAllFirstBaseline, .firstBaseline),
    ]
}
