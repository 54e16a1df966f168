import TrellisBase
import Yams

/// Reading a YAML node as a mapping with known keys, a list or a single value, with errors that
/// name the file, 1-based line and column, and the field: shared by the layout, catalog and
/// project-file readers, so all three report a misshapen node at the same place in the same words.
public struct YAMLFields: Sendable {
    /// A node of the wrong shape, an unknown key, or a value its reader refused.
    public struct Problem: Error, Sendable, Equatable {
        public enum Reason: Sendable, Equatable {
            case notAMapping
            case notAList
            case notASingleValue
            case unknownKey(String, expected: [String])
            /// A value of the right shape that its reader refused; the text says why.
            case invalidValue(String)
        }

        public var location: SourceLocation
        /// What the node is, as its reader names it: `devices[0].scale`, `view 'title'`.
        public var field: String
        public var reason: Reason

        /// The reason alone, for messages that print the field before it (the catalog and the
        /// project file: `devices[0]: unknown key 'statusbar'; expected one of …`).
        public var message: String {
            switch reason {
            case .notAMapping: "expected a mapping"
            case .notAList: "expected a list"
            case .notASingleValue: "expected a single value, not a list or mapping"
            case let .unknownKey(key, expected): "unknown key \(key.quotedForMessage); expected one of \(expected.joined(separator: ", "))"
            case let .invalidValue(message): message
            }
        }

        /// The reason with the field worked into the sentence, for messages that print no field
        /// (layout files: `unknown key 'fnot' in view 'a'; expected one of …`).
        public var messageNamingField: String {
            switch reason {
            case .notAMapping: "expected a mapping for \(field)"
            case .notAList: "expected a list for \(field)"
            case .notASingleValue, .invalidValue: message
            case let .unknownKey(key, expected):
                "unknown key \(key.quotedForMessage) in \(field); expected one of \(expected.joined(separator: ", "))"
            }
        }
    }

    public let file: String

    public init(file: String) { self.file = file }

    /// Where the node starts; Yams counts lines and columns from 1, as editors and compilers do.
    public func location(_ node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    public func problem(_ node: Node, _ field: String, _ message: String) -> Problem {
        Problem(location: location(node), field: field, reason: .invalidValue(message))
    }

    /// The mapping's values by key; a key not in `keys` is an error at that key. With
    /// `allowingNull`, an empty value (`name:` and nothing after it) is an empty mapping.
    public func mapping(_ node: Node, keys: [String], field: String, allowingNull: Bool = false) throws(Problem) -> [String: Node] {
        var fields: [String: Node] = [:]
        for (key, value) in try pairs(node, field: field, allowingNull: allowingNull) {
            let name = try string(key, field: field)
            guard keys.contains(name) else {
                throw Problem(location: location(key), field: field, reason: .unknownKey(name, expected: keys))
            }
            fields[name] = value
        }
        return fields
    }

    /// A mapping's key and value nodes in the order written, for mappings whose keys are names the
    /// file chooses (views, metrics, constraint ids). With `allowingNull`, an empty value is an
    /// empty mapping.
    public func pairs(_ node: Node, field: String, allowingNull: Bool = false) throws(Problem) -> [(key: Node, value: Node)] {
        if allowingNull, case .scalar = node, node.null != nil { return [] }
        guard case let .mapping(mapping) = node else {
            throw Problem(location: location(node), field: field, reason: .notAMapping)
        }
        return mapping.map { (key: $0.key, value: $0.value) }
    }

    public func sequence(_ node: Node, field: String) throws(Problem) -> [Node] {
        guard case let .sequence(sequence) = node else {
            throw Problem(location: location(node), field: field, reason: .notAList)
        }
        return Array(sequence)
    }

    /// A list, where a single value stands for a list of one (`orientations: portrait`).
    public func sequenceOrSingle(_ node: Node, field: String) throws(Problem) -> [Node] {
        if case let .sequence(sequence) = node { return Array(sequence) }
        _ = try string(node, field: field)
        return [node]
    }

    public func string(_ node: Node, field: String) throws(Problem) -> String {
        guard case let .scalar(scalar) = node else {
            throw Problem(location: location(node), field: field, reason: .notASingleValue)
        }
        return scalar.string
    }
}
