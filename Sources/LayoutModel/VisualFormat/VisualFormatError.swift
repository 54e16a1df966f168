
/// A Visual Format Language string UIKit would refuse, with the position of the problem.
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    public var format: String
    /// 1-based column of the character where the problem was found.
    public var column: Int
    public var problem: String

    public init(format: String, column: Int, problem: String) {
        self.format = format
        self.column = column
        self.problem = problem
    }

    /// UIKit's message: the problem, the format, and a caret under the column.
    public var description: String {
        "Unable to parse constraint format: \n\(problem)\n\(format)\n"
            + String(repeating: " ", count: max(0, column - 1)) + "^"
    }
}
