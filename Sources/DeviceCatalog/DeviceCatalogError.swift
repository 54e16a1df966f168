import TrellisBase
import YAMLReading

/// Why a catalog could not be loaded or a selection made; file errors name file, line and
/// column and the field.
public enum DeviceCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case badYAML(SourceLocation, String)
    /// A field missing or wrong: `field` names it (`safeArea.portrait.top`).
    case invalid(SourceLocation, field: String, String)
    case duplicateName(String, first: SourceLocation, second: SourceLocation)
    case unknownDevice(String)
    case unknownSet(String, known: [String])
    case empty(path: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "\(path): cannot read the device catalog: \(reason)"
        case let .badYAML(location, message): "\(location): not valid YAML: \(message)"
        case let .invalid(location, field, message): "\(location): \(field): \(message)"
        case let .duplicateName(name, first, second):
            "\(second): name: the device name \(name.quotedForMessage) is already used at \(first); names and aliases must be unique"
        case let .unknownDevice(name): "no device in the catalog is named \(name.quotedForMessage); `trellis devices` lists them"
        case let .unknownSet(name, known): "no device set named \(name.quotedForMessage); the catalog defines: \(known.joined(separator: ", "))"
        case let .empty(path): "\(path): no device catalog files (*.yaml) found"
        }
    }

    /// The place in a catalog file the error is about, if it is about one.
    public var location: SourceLocation? {
        switch self {
        case let .badYAML(location, _), let .invalid(location, _, _): location
        case let .duplicateName(_, _, second): second
        case .unreadable, .unknownDevice, .unknownSet, .empty: nil
        }
    }
}

extension DeviceCatalogError {
    init(_ problem: YAMLFields.Problem) {
        self = .invalid(problem.location, field: problem.field, problem.message)
    }
}
