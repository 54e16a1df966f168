/// The kind of device (`UIUserInterfaceIdiom`); it decides system margins and size classes.
public enum Idiom: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case phone
    case pad

    public var description: String { rawValue }
}
