import TrellisBase

/// What a layout is solved on: a device in one orientation, or one of an iPad's multitasking
/// windows.
public struct Screen: Sendable, Hashable, CustomStringConvertible {
    public var deviceName: String
    /// The multitasking arrangement (`split 1/3`), nil for the full screen.
    public var window: String?
    public var orientation: Orientation
    public var idiom: Idiom
    public var size: Size
    public var scale: Double
    public var safeArea: EdgeInsets
    public var sizeClasses: SizeClasses
    /// The screen's rounded corners' radius (`Device.cornerRadius`); nil where unknown, and for a
    /// multitasking window, which has the screen's corners on some sides only.
    public var cornerRadius: Double?

    public init(
        deviceName: String, window: String?, orientation: Orientation, idiom: Idiom, size: Size, scale: Double,
        safeArea: EdgeInsets, sizeClasses: SizeClasses, cornerRadius: Double? = nil
    ) {
        self.cornerRadius = cornerRadius
        self.deviceName = deviceName
        self.window = window
        self.orientation = orientation
        self.idiom = idiom
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.sizeClasses = sizeClasses
    }

    /// The side whose safe-area inset covers nothing but the rounded corners
    /// (`LayoutEnvironment.clearSide`): on an iPhone in landscape inset on both sides, the side
    /// away from the sensor housing. `landscapeLeft` has the home button on the left, so the
    /// housing (the device's top) on the right; `landscapeRight` the other way round.
    public var clearSide: RectEdges {
        guard idiom == .phone, safeArea.left > 0, safeArea.right > 0 else { return [] }
        switch orientation {
        case .landscapeLeft: return .left
        case .landscapeRight: return .right
        case .portrait, .portraitUpsideDown: return []
        }
    }

    /// `iPhone 15 landscapeLeft`, `iPad Air 2 split 1/3 portrait`.
    public var description: String {
        "\(deviceName)\(window.map { " \($0)" } ?? "") \(orientation)"
    }
}
