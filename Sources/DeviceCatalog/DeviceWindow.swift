import TrellisBase

/// A Split View window of an iPad screen class: selectable like a device.
public struct DeviceWindow: Sendable, Hashable {
    /// The portrait size of the iPad screens it belongs to (`768x1024`).
    public var screenClass: Size
    /// `portrait` or `landscape`: the device orientation the window exists in.
    public var isLandscape: Bool
    /// `split 2/3`, `split 1/2`, `split 1/3`.
    public var arrangement: String
    public var size: Size
    public var sizeClasses: SizeClasses
    public var location: SourceLocation?

    public init(screenClass: Size, isLandscape: Bool, arrangement: String, size: Size, sizeClasses: SizeClasses,
                location: SourceLocation? = nil) {
        self.screenClass = screenClass
        self.isLandscape = isLandscape
        self.arrangement = arrangement
        self.size = size
        self.sizeClasses = sizeClasses
        self.location = location
    }

    /// The window on `device` held in `orientation`: the device's safe area and scale, the
    /// window's size and size classes.
    public func screen(on device: Device, in orientation: Orientation) -> Screen {
        var screen = device.screen(in: orientation)
        screen.window = arrangement
        screen.size = size
        screen.sizeClasses = sizeClasses
        return screen
    }
}
