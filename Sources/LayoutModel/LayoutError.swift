import TrellisBase

/// Everything a layout can be refused for, each naming the view or constraint (and the file
/// position when the layout came from a file).
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    case duplicateViewName(String, first: SourceLocation?, second: SourceLocation?)
    /// `context` says where the name was used (`constraint 'x' …`, `superview of y`).
    case unknownView(String, context: String, source: SourceLocation?)
    /// A constraint UIKit would refuse to create or activate.
    case invalidConstraint(LayoutConstraint, ConstraintProblem)
    case visualFormat(VisualFormatError, source: SourceLocation?)
    /// A variation names a constraint identifier that no constraint has.
    case unknownConstraintIdentifier(String, source: SourceLocation?)
    /// A view's number (or the layout's, when `view` is nil) is NaN, infinite or outside `range`.
    case numberOutOfRange(view: String?, property: String, value: Double, range: ClosedRange<Double>, source: SourceLocation?)
    /// More views, or more arranged views in a stack, than `LayoutLimits` allows.
    case tooLarge(String, source: SourceLocation?)
    /// The solver refused a constraint for a reason other than a conflict: a number that made
    /// it past validation (a bug, reported instead of a crash).
    case unsolvable(constraint: String, reason: String)

    /// The place in the layout's file the error is about, when it is known.
    public var location: SourceLocation? {
        switch self {
        case let .duplicateViewName(_, _, second): second
        case let .unknownView(_, _, source), let .visualFormat(_, source), let .unknownConstraintIdentifier(_, source),
             let .numberOutOfRange(_, _, _, _, source), let .tooLarge(_, source): source
        case let .invalidConstraint(constraint, _): constraint.source
        case .unsolvable: nil
        }
    }

    public var description: String {
        switch self {
        case let .duplicateViewName(name, first, second):
            let firstPlace = first.map { " (first declared at \($0))" } ?? ""
            return prefix(second) + "duplicate view name '\(name)'\(firstPlace); view names must be unique."
        case let .unknownView(name, context, source):
            return prefix(source) + "unknown view or guide '\(name)' in \(context)."
        case let .invalidConstraint(constraint, problem):
            return prefix(constraint.source) + "constraint \(constraint): \(problem.message(for: constraint))"
        case let .visualFormat(error, source):
            return prefix(source) + error.description
        case let .unknownConstraintIdentifier(identifier, source):
            return prefix(source) + "no constraint has the identifier '\(identifier)'."
        case let .numberOutOfRange(view, property, value, range, source):
            let owner = view.map { "view '\($0)': " } ?? ""
            return prefix(source) + "\(owner)\(property) \(value) is outside the accepted range, \(NumberLimits.describe(range))."
        case let .tooLarge(message, source):
            return prefix(source) + "too large: " + message + "."
        case let .unsolvable(constraint, reason):
            return "the solver could not take the constraint \(constraint): \(reason)"
        }
    }

    private func prefix(_ source: SourceLocation?) -> String { source.map { "\($0): " } ?? "" }
}

/// Why UIKit refuses a constraint, with UIKit's wording.
public enum ConstraintProblem: Sendable, Equatable {
    /// A location attribute related to a size attribute (`leading == width`).
    case locationWithSize
    /// A horizontal attribute related to a vertical one (`leading == top`).
    case mixedAxes
    /// Leading or trailing related to left or right.
    case directionalWithAbsolute
    /// A location attribute held to a constant, or with a multiplier of 0.
    case locationToConstant
    /// `notAnAttribute` as the first attribute, or a second item without an attribute.
    case missingAttribute
    /// The two items are in different view trees.
    case noCommonAncestor
    /// A guide only the root view has, asked of another view (`label.readable`).
    case guideNotOnRoot(LayoutGuideKind)
    /// The multiplier or the constant is NaN, infinite or outside `NumberLimits`.
    case numberOutOfRange
    /// The priority is outside 1…1000.
    case invalidPriority
    /// A margin attribute of a layout guide (`safeArea.topMargin`): guides have no margins.
    case marginOfGuide(LayoutItem, LayoutAttribute)

    public func message(for constraint: LayoutConstraint) -> String {
        switch self {
        case .locationWithSize:
            return "Invalid pairing of layout attributes: a location (\(constraint.firstAttribute.isSize ? constraint.secondAttribute : constraint.firstAttribute)) "
                + "cannot be related to a size (\(constraint.firstAttribute.isSize ? constraint.firstAttribute : constraint.secondAttribute))."
        case .mixedAxes:
            return "Constraint improperly relates anchors of incompatible types: \(constraint.firstAttribute) is "
                + "\(constraint.firstAttribute.axis!) and \(constraint.secondAttribute) is \(constraint.secondAttribute.axis!)."
        case .directionalWithAbsolute:
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."
        case .locationToConstant:
            return "A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        case .missingAttribute:
            return "Invalid pairing of layout attributes: each item needs an attribute (a size held to a constant has no second item)."
        case .noCommonAncestor:
            return "Unable to activate constraint with anchors \(constraint.firstItem).\(constraint.firstAttribute) and "
                + "\(constraint.secondItem.map(\.description) ?? "").\(constraint.secondAttribute) because they have no common ancestor. "
                + "Does the constraint or its anchors reference items in different view hierarchies? That's illegal."
        case let .guideNotOnRoot(kind):
            return "only the root view has a \(kind.fileName) guide in Trellis (\(kind.uikitIdentifier)); relate to root.\(kind.fileName)."
        case .numberOutOfRange:
            return "the multiplier and constant must be finite numbers from -1,000,000 to 1,000,000."
        case .invalidPriority:
            return "priority \(constraint.priority) is outside 1...1000."
        case let .marginOfGuide(item, attribute):
            return "a layout guide has no layout margins: \(item).\(attribute) does not exist in UIKit; "
                + "use \(item).\(attribute.marginBase ?? attribute), or the margins of the view that owns the guide."
        }
    }
}
