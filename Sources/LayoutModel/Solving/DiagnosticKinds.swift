import TrellisBase

// Every kind of finding Trellis reports, declared beside the checks that find them. Adding a kind
// is a constant here (its name, severity and meaning), a case in `Diagnostic` and its check in
// `LayoutChecks`; a test holds `Reports/README.md`'s table to `all`.
extension DiagnosticKind {
    public static let unsatisfiable = DiagnosticKind(
        name: "unsatisfiable", severity: .error,
        documentation: "required constraints conflict; the message is UIKit's report and names the constraint broken")
    public static let noSupportedOrientation = DiagnosticKind(
        name: "no-supported-orientation", severity: .error,
        documentation: "the device, the app and the layout share no orientation (UIKit raises an exception)")
    public static let invalidLayout = DiagnosticKind(
        name: "invalid-layout", severity: .error,
        documentation: "the layout file could not be loaded (one case per device, the message names file, line and column), "
            + "or the layout is invalid under this case's size classes")
    public static let ambiguous = DiagnosticKind(
        name: "ambiguous", severity: .warning,
        documentation: "a view's frame in its superview is not determined: more than one solution is optimal")
    public static let compressed = DiagnosticKind(
        name: "compressed", severity: .warning,
        documentation: "a view given less room than its content needs, so something is lost: text truncated or cut off, "
            + "an unscaled image cropped, a switch overflowing its frame")
    public static let emptySize = DiagnosticKind(
        name: "empty-size", severity: .warning,
        documentation: "a visible label, button, image, field or control with zero width or height: its content does not show")
    public static let outsideRoot = DiagnosticKind(
        name: "outside-root", severity: .warning,
        documentation: "a visible label, button, image, field or switch wholly outside the root's bounds, where nothing scrolls to it")
    public static let partlyOutsideRoot = DiagnosticKind(
        name: "partly-outside-root", severity: .warning,
        documentation: "a visible label, button, field or switch partly outside the root's bounds, where nothing scrolls to it")
    public static let unsafeArea = DiagnosticKind(
        name: "unsafe-area", severity: .warning,
        documentation: "a screen's label, button, field or switch reaching under the status bar, sensor housing or home indicator")
    public static let notModelled = DiagnosticKind(
        name: "not-modelled", severity: .warning,
        documentation: "the source file uses something Trellis does not model (a run stores it once per layout, in `layoutFindings`)")
    public static let pixelMisaligned = DiagnosticKind(
        name: "pixel-misaligned", severity: .note,
        documentation: "one per case: the views whose exact edges are off the pixel grid, so UIKit rounds them "
            + "(both frames are stored)")

    /// Every kind, errors first, in the order the Reports README lists them.
    public static let all: [DiagnosticKind] = [
        .unsatisfiable, .noSupportedOrientation, .invalidLayout, .ambiguous, .compressed, .emptySize, .outsideRoot,
        .partlyOutsideRoot, .unsafeArea, .notModelled, .pixelMisaligned,
    ]

    /// The kind with this stable name; nil for a name Trellis does not report (a damaged row, a
    /// mistyped option).
    public init?(name: String) {
        guard let kind = Self.all.first(where: { $0.name == name }) else { return nil }
        self = kind
    }
}
