import TrellisBase

/// A layout with the file it came from, as a run takes it. When the file (or its scene) could
/// not be loaded, `layout` is an empty stand-in with the file's name and `loadError` says why;
/// the run records the error on every device.
public struct LoadedLayout: Sendable {
    public var path: String
    public var layout: Layout
    public var loadError: (any LocatedError)?

    public init(path: String, layout: Layout, loadError: (any LocatedError)? = nil) {
        self.path = path
        self.layout = layout
        self.loadError = loadError
    }
}
