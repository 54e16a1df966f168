/// How one case of a run ended.
public enum CaseStatus: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case solved
    /// The device and the layout share no orientation (UIKit raises an exception).
    case noSupportedOrientation
    /// The layout file is invalid, or invalid for this case's traits (an unknown name in a variation, …).
    case invalidLayout

    public var description: String { rawValue }
}

/// Where a stored run stands.
public enum RunStatus: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Being written, or stopped before it finished (Ctrl-C, a full disk): its cases are partial.
    case incomplete
    /// Every case stored.
    case complete

    public var description: String { rawValue }
}
