import TrellisBase

/// A device Interface Builder lays files out on (`<device id="retina6_1">`): the catalog device
/// it stands for, and the safe area Xcode gave it, which changed between Xcode versions for the
/// same id (retina6_1: top 44 up to Xcode 13, 48 since Xcode 14).
public struct DesignDevice: Sendable, Hashable {
    /// Interface Builder's id, `retina6_1`.
    public var id: String
    /// The catalog device with this screen (size, scale, size classes).
    public var deviceName: String
    /// The screen's size in portrait where no catalog device has it: Xcode's 3.5-inch iPhone
    /// (the iPhone 4s, 320 x 480) is drawn as the 4-inch iPhone SE's screen made 480 pt tall.
    public var points: Size?
    /// Safe areas by the Xcode that saved the file, oldest first; none: the device's own.
    public var safeAreaEras: [SafeAreaEra]
    public var uncertainFields: [String]
    public var location: SourceLocation?

    public init(id: String, deviceName: String, points: Size? = nil, safeAreaEras: [SafeAreaEra] = [], uncertainFields: [String] = [],
                location: SourceLocation? = nil) {
        self.id = id
        self.deviceName = deviceName
        self.points = points
        self.safeAreaEras = safeAreaEras
        self.uncertainFields = uncertainFields
        self.location = location
    }

    /// The safe area files saved by Xcode from `fromToolsVersion` on: an Xcode build number as a
    /// file's `toolsVersion` gives it (21225), which orders Xcode releases (the importer reads
    /// Xcode 15.3's placeholder `32700.99.1234` as the build of its Interface Builder plug-in).
    public struct SafeAreaEra: Sendable, Hashable {
        public var fromToolsVersion: Int
        public var portrait: EdgeInsets
        public var landscape: EdgeInsets

        public init(fromToolsVersion: Int, portrait: EdgeInsets, landscape: EdgeInsets) {
            self.fromToolsVersion = fromToolsVersion
            self.portrait = portrait
            self.landscape = landscape
        }
    }

    /// The design screen in an orientation, for a file saved by Xcode build `xcodeBuild`: the
    /// device's screen with the safe area of that Xcode.
    public func screen(of device: Device, landscape: Bool, xcodeBuild: Int) -> Screen {
        var screen = device.screen(in: landscape ? .landscapeLeft : .portrait)
        if let points { screen.size = landscape ? Size(width: points.height, height: points.width) : points }
        if let era = safeAreaEras.last(where: { $0.fromToolsVersion <= xcodeBuild }) {
            screen.safeArea = landscape ? era.landscape : era.portrait
        }
        return screen
    }
}
