import TrellisBase

/// How Xcode's canvas drew a control, by its Interface Builder element (`switch`, `slider`): the
/// size its constraints hold, per axis (nil: as before), and how far its frame reaches beyond it.
public struct ControlMetrics: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public var outsets: EdgeInsets

    public init(width: Double? = nil, height: Double? = nil, outsets: EdgeInsets = .zero) {
        self.width = width
        self.height = height
        self.outsets = outsets
    }

    /// The controls whose metrics the canvas data may give (a text field's: the height of a
    /// rounded-rect one; its width is its text's).
    public static let elements: Set<String> = [
        "switch", "slider", "segmentedControl", "stepper", "progressView", "pageControl", "activityIndicatorView", "textField",
    ]
}

/// From a `toolsVersion` on, the controls Xcode's canvas drew at other sizes than before (a new
/// SDK's controls).
public struct ControlEra: Sendable, Hashable {
    public var fromToolsVersion: Int
    public var controls: [String: ControlMetrics]

    public init(fromToolsVersion: Int, controls: [String: ControlMetrics]) {
        self.fromToolsVersion = fromToolsVersion
        self.controls = controls
    }
}
