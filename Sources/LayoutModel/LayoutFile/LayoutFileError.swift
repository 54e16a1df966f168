import TrellisBase
import YAMLReading

/// Why a layout file could not be loaded; every case names the file, and all but an unreadable
/// file name the line and column.
public enum LayoutFileError: LocatedError, Equatable {
    case unreadable(file: String, reason: String)
    /// Not YAML at all (a tab in the indentation, an unclosed bracket, …).
    case badYAML(SourceLocation, String)
    /// YAML, but not a layout: a wrong key, a wrong type, a bad value.
    case invalid(SourceLocation, String)
    /// A layout UIKit would refuse: unknown or duplicate names, invalid constraints.
    case layout(LayoutError)

    /// The line and column the error is at; nil for a file that could not be read.
    public var location: SourceLocation? {
        switch self {
        case .unreadable: nil
        case let .badYAML(location, _), let .invalid(location, _): location
        case let .layout(error): error.location
        }
    }

    public var description: String {
        switch self {
        case let .unreadable(file, reason): "\(file): cannot read it: \(reason)"
        case let .badYAML(location, message): "\(location): not valid YAML: \(message)"
        case let .invalid(location, message): "\(location): \(message)"
        case let .layout(error): error.description
        }
    }
}

extension LayoutFileError {
    /// A layout file names the field inside the sentence: `unknown key 'fnot' in view 'a'; …`.
    init(_ problem: YAMLFields.Problem) {
        self = .invalid(problem.location, problem.messageNamingField)
    }
}
