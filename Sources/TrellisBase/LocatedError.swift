/// An error about a file that can say where in it (file, line and column), as every reader's
/// errors do: what a run records for a layout that could not be loaded, whichever reader failed.
public protocol LocatedError: Error, Sendable, CustomStringConvertible {
    /// The place the error is about; nil when it is about the whole file.
    var location: SourceLocation? { get }
}
