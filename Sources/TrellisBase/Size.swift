/// A width and a height in points (or pixels): a screen, a window, a root view.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Parses `390x844` (also `390×844`); both sides positive, or with `allowingZero` either may be
    /// 0 (a design size Xcode saved for an empty cell).
    public init?(parsing text: String, allowingZero: Bool = false) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              allowingZero || (width > 0 && height > 0), NumberLimits.lengths.contains(width), NumberLimits.lengths.contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    /// `390x844`, as the catalog, layout files and `--size` write sizes.
    public var description: String { "\(formatPoints(width))x\(formatPoints(height))" }

    /// `390×844`, as `trellis solve` reports the screen it solved on.
    public var reportNotation: String { "\(formatPoints(width))×\(formatPoints(height))" }
}
