import Synchronization

/// An unknown of a linear system: a cheap value with a process-wide unique id and a name for messages.
///
/// `Variable` is deliberately not `Equatable`: `==` between two variables builds a ``Constraint``
/// (`x == y`), and a second, Bool-valued `==` would make every such expression ambiguous. Compare
/// or hash variables by ``id``.
public struct Variable: Sendable, CustomStringConvertible {
    /// Unique among all variables made in this process.
    public let id: Int
    /// A name for diagnostics; not required to be unique.
    public let name: String

    private static let nextID = Atomic<Int>(0)

    public init(_ name: String = "") {
        id = Variable.nextID.add(1, ordering: .relaxed).oldValue
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(id)" : name }
}
