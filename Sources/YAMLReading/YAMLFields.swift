import TrellisBase
import Yams

/// Reading a YAML node as a mapping with known keys, a list or a single value, with errors that
/// name the file, line, column and field: shared by the catalog and project-file readers.
public struct YAMLFields: Sendable {
    /// A node of the wrong shape or an unknown key.
    public struct Problem: Error, Sendable, Equatable {
        public var location: SourceLocation
        public var field: String
        public var message: String
    }

    public let file: String

    public init(file: String) { self.file = file }

    public func location(_ node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    public func problem(_ node: Node, _ field: String, _ message: String) -> Problem {
        Problem(location: location(node), field: field, message: message)
    }

    /// The mapping's values by key; a key not in `keys` is an error at that key.
    public func mapping(_ node: Node, keys: [String], field: String) throws(Problem) -> [String: Node] {
        guard case let .mapping(mapping) = node else { throw problem(node, field, "expected a mapping") }
        var fields: [String: Node] = [:]
        for (key, value) in mapping {
            let name = try string(key, field: field)
            guard keys.contains(name) else {
                throw problem(key, field, "unknown key \(name.quotedForMessage); expected one of \(keys.joined(separator: ", "))")
            }
            fields[name] = value
        }
        return fields
    }

    public func sequence(_ node: Node, field: String) throws(Problem) -> [Node] {
        guard case let .sequence(sequence) = node else { throw problem(node, field, "expected a list") }
        return Array(sequence)
    }

    public func string(_ node: Node, field: String) throws(Problem) -> String {
        guard case let .scalar(scalar) = node else { throw problem(node, field, "expected a single value") }
        return scalar.string
    }
}
