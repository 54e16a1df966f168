import TrellisBase

/// Something in a layout's source file that changes the layout and that Trellis does not model
/// (an Interface Builder attribute, an unknown view class): said, never silently dropped.
public struct ImportWarning: Sendable, Hashable, CustomStringConvertible {
    public var location: SourceLocation
    /// What is not modelled and what Trellis does instead.
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): warning: \(message)" }
}
