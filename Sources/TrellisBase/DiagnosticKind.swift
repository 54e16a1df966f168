/// Every kind of finding Trellis reports, with its stable name (stored in the database, shown in
/// CI reports), its severity and one line saying what it means. Adding a kind starts here; the
/// check that finds it goes in `LayoutModel`'s `LayoutChecks`, and a test holds `Reports/README.md`'s
/// table to this list.
public enum DiagnosticKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case unsatisfiable
    case noSupportedOrientation = "no-supported-orientation"
    case invalidLayout = "invalid-layout"
    case ambiguous
    case compressed
    case emptySize = "empty-size"
    case outsideRoot = "outside-root"
    case partlyOutsideRoot = "partly-outside-root"
    case unsafeArea = "unsafe-area"
    case notModelled = "not-modelled"
    case pixelMisaligned = "pixel-misaligned"

    /// The stable name: `empty-size`, `unsafe-area`.
    public var name: String { rawValue }

    public var description: String { rawValue }

    public var severity: Severity {
        switch self {
        case .unsatisfiable, .noSupportedOrientation, .invalidLayout: .error
        case .ambiguous, .compressed, .emptySize, .outsideRoot, .partlyOutsideRoot, .unsafeArea, .notModelled: .warning
        case .pixelMisaligned: .note
        }
    }

    /// What the kind means, in one line: the Reports README's table and the SARIF rules say it.
    public var documentation: String {
        switch self {
        case .unsatisfiable: "required constraints conflict; the message is UIKit's report and names the constraint broken"
        case .noSupportedOrientation: "the device, the app and the layout share no orientation (UIKit raises an exception)"
        case .invalidLayout: "the layout file could not be loaded (one case per device, the message names file, line and column), "
            + "or the layout is invalid under this case's size classes"
        case .ambiguous: "a view's frame in its superview is not determined: more than one solution is optimal"
        case .compressed: "a view given less room than its content needs, so something is lost: text truncated or cut off, "
            + "an unscaled image cropped, a switch overflowing its frame"
        case .emptySize: "a visible label, button, image, field or control with zero width or height: its content does not show"
        case .outsideRoot: "a visible label, button, image, field or switch wholly outside the root's bounds, where nothing scrolls to it"
        case .partlyOutsideRoot: "a visible label, button, field or switch partly outside the root's bounds, where nothing scrolls to it"
        case .unsafeArea: "a screen's label, button, field or switch reaching under the status bar, sensor housing or home indicator"
        case .notModelled: "the source file uses something Trellis does not model (a run stores it once per layout, in `layoutFindings`)"
        case .pixelMisaligned: "one per case: the views whose exact edges are off the pixel grid, so UIKit rounds them "
            + "(both frames are stored)"
        }
    }
}
