/// The home indicator of a device without a Home button: a bar drawn over the app at the middle
/// of the screen's bottom edge, in the bottom safe-area inset (34 pt on an iPhone in portrait,
/// 20 or 21 in landscape and on an iPad). Its size and place are as the simulator draws it; Apple
/// publishes neither, so both are uncertain.
public enum HomeIndicator {
    /// The bar's height, in points.
    public static let height = 5.0
    /// From the screen's bottom edge to the bar's, in points.
    public static let gapBelow = 8.0
    /// The bar's width in portrait on an iPhone, in points (wider screens: about a third of the width).
    public static let width = 134.0
    /// How far above the screen's bottom edge the bar reaches.
    public static var reach: Double { gapBelow + height }
}
