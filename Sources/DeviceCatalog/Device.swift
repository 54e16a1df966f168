import TrellisBase

/// One device model as the catalog describes it.
public struct Device: Sendable, Hashable {
    public var name: String
    /// Other names it answers to (model identifiers such as `iPhone15,2`).
    public var aliases: [String]
    public var idiom: Idiom
    public var year: Int
    /// The last major iOS or iPadOS release the model runs (`lastOS: 18`); nil: it runs the
    /// current one. An app whose deployment target is later cannot be installed on it.
    public var lastMajorOS: Int?
    /// `UIScreen.main.bounds` in portrait.
    public var portraitSize: Size
    /// `UIScreen.scale`: pixels per point.
    public var scale: Double
    /// The panel's native pixels (`nativeBounds`).
    public var nativePixels: Size
    /// The status bar's height in portrait; nil where no source measured it.
    public var statusBarHeight: Double?
    /// The display's corner radius in points (`UIScreen._displayCornerRadius`): 0 for a square
    /// panel; nil where the sources disagree or give none.
    public var cornerRadius: Double?
    /// Window safe-area insets per orientation.
    public var safeArea: [Orientation: EdgeInsets]
    public var portraitSizeClasses: SizeClasses
    public var landscapeSizeClasses: SizeClasses
    /// The orientations the hardware shows (Face ID iPhones never show upside-down).
    public var supportedOrientations: OrientationMask
    /// Fields whose values are inferred, single-source or conflicting in the sources.
    public var uncertainFields: [String]
    public var notes: String?
    public var source: String?
    /// Where the device was declared.
    public var location: SourceLocation?

    public init(
        name: String, aliases: [String] = [], idiom: Idiom, year: Int, portraitSize: Size, scale: Double,
        nativePixels: Size, statusBarHeight: Double?, safeArea: [Orientation: EdgeInsets],
        portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses, supportedOrientations: OrientationMask,
        uncertainFields: [String] = [], notes: String? = nil, source: String? = nil, location: SourceLocation? = nil,
        lastMajorOS: Int? = nil, cornerRadius: Double? = nil
    ) {
        self.cornerRadius = cornerRadius
        self.name = name
        self.aliases = aliases
        self.idiom = idiom
        self.year = year
        self.portraitSize = portraitSize
        self.scale = scale
        self.nativePixels = nativePixels
        self.statusBarHeight = statusBarHeight
        self.safeArea = safeArea
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
        self.supportedOrientations = supportedOrientations
        self.uncertainFields = uncertainFields
        self.notes = notes
        self.source = source
        self.location = location
        self.lastMajorOS = lastMajorOS
    }

    /// Whether an app with this deployment target installs on the model.
    public func runs(_ deploymentTarget: OSVersion) -> Bool {
        lastMajorOS.map { $0 >= deploymentTarget.major } ?? true
    }

    /// The device held in `orientation`: landscape swaps width and height.
    public func screen(in orientation: Orientation) -> Screen {
        Screen(
            deviceName: name, window: nil, orientation: orientation, idiom: idiom,
            size: orientation.isLandscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize,
            scale: scale, safeArea: safeArea[orientation] ?? .zero,
            sizeClasses: orientation.isLandscape ? landscapeSizeClasses : portraitSizeClasses, cornerRadius: cornerRadius)
    }
}
