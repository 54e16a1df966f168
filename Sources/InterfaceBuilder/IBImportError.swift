import TrellisBase

/// Why an Interface Builder file, or one of its scenes, could not be made into layouts. Each
/// names the file, line and column of the element at fault.
public enum IBImportError: LocatedError, Equatable {
    /// The XML could not be read (see `IBReadError`).
    case unreadable(IBReadError)
    /// A constraint names an id that is no view or layout guide of its scene.
    case unknownItem(SourceLocation, constraint: String, id: String)
    /// An attribute holds a value Interface Builder never writes.
    case invalidValue(SourceLocation, element: String, attribute: String, value: String, expected: String)
    /// A constraint Trellis (and UIKit) refuses: relating a location to a size, and the like.
    case invalidConstraint(SourceLocation, constraint: String, reason: String)
    /// A macOS (Cocoa) file: Trellis lays out UIKit only.
    case macOSFile(file: String)

    public var location: SourceLocation? {
        switch self {
        case let .unreadable(error): error.location
        case let .unknownItem(location, _, _), let .invalidValue(location, _, _, _, _),
             let .invalidConstraint(location, _, _): location
        case .macOSFile: nil
        }
    }

    public var description: String {
        switch self {
        case let .unreadable(error):
            return error.description
        case let .unknownItem(location, constraint, id):
            return "\(location): constraint \(constraint) names '\(id)', which is no view or layout guide of this scene"
        case let .invalidValue(location, element, attribute, value, expected):
            return "\(location): <\(element)> \(attribute)=\(value.quotedForMessage) is not valid; expected \(expected)"
        case let .invalidConstraint(location, constraint, reason):
            return "\(location): constraint \(constraint): \(reason)"
        case let .macOSFile(file):
            return "\(file): a macOS (Cocoa) file; Trellis lays out iOS (UIKit) files only"
        }
    }

    /// What a run, an import or a verification says of a macOS file it passes over.
    public static let macOSSkipNote = "skipped: a macOS (Cocoa) file"
}

extension IBReadError {
    public var location: SourceLocation? {
        switch self {
        case .unreadable: nil
        case let .malformed(location, _), let .notInterfaceBuilder(location, _), let .tooLarge(location, _): location
        }
    }
}
