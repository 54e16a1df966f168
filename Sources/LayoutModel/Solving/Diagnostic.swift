import TrellisBase

/// Required constraints that cannot all hold, and the one UIKit breaks to recover.
public struct UnsatisfiableConstraints: Sendable, Hashable {
    /// An irreducible conflicting set, in the order the constraints were added; the broken
    /// constraint is among them.
    public var conflicting: [ConstraintDescription]
    /// The constraint left out: the last added of the set (all are required).
    public var broken: ConstraintDescription

    /// UIKit's console message, word for word apart from addresses and trailing spaces.
    public var message: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
        ]
        if conflicting.contains(where: \.isAutoresizing) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)")
        }
        lines.append("(")
        lines += conflicting.enumerated().map { index, constraint in
            "    \"\(constraint)\"" + (index < conflicting.count - 1 ? "," : "")
        }
        lines += [")", "", "Will attempt to recover by breaking constraint", "\(broken)"]
        return lines.joined(separator: "\n")
    }
}

/// Something about a layout on a screen that a developer should look at. Every kind Trellis
/// reports is a case here, with its message; its `DiagnosticKind` (`DiagnosticKinds.swift`) gives
/// its name and severity.
public enum Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How far past an edge (the root's, or into the unsafe area) text or a control may reach
    /// before it is a finding: up to 2 pt holds only the view's own padding (the spacing above a
    /// line's letters, a field's inset, a cell's field over its separator), nothing a user misses.
    public static let edgeSlack = 2.0

    /// Required constraints conflict; one was broken.
    case unsatisfiable(UnsatisfiableConstraints)
    /// More than one frame is optimal: `frame` is the one chosen, `alternative` another that
    /// meets every required constraint. `withIt` are the other views the same freedom leaves
    /// open (one missing constraint, one finding), in tree order.
    case ambiguous(view: String, axes: [AmbiguousDimension], frame: Rect, alternative: Rect?, withIt: [OpenFrame])
    /// Views Xcode marks ambiguous on the design device (`LayoutView.designedAmbiguous`), in tree
    /// order: a finding about the layout, said once, where the cases would repeat it on every device.
    case ambiguousInDesign(views: [String])
    /// Content squeezed below its intrinsic size on an axis so that something is lost: text
    /// truncated, an image cropped (`ContentLoss` says what, by the view's class).
    case compressed(view: String, loss: ContentLoss, axis: Axis, size: Double, intrinsic: Double)
    /// A visible view with content (text, an image, a control) given zero width or height on an
    /// axis where its content needs `needed` points: it shows nothing.
    case emptySize(view: String, frame: Rect, axis: Axis, needed: Double)
    /// Visible views wholly (`partly` false) or partly outside the root's bounds on one screen, in
    /// tree order: one finding, as a screen too short for its content is one thing to fix.
    /// `pastScreen`: the root is in a container view, which does not clip, and the screen cuts them.
    case outsideRoot(views: [PlacedView], partly: Bool, pastScreen: Bool = false)
    /// Visible views with content reaching outside the safe area (both in root coordinates) while
    /// still on screen, in tree order: one finding per screen.
    case unsafeArea(views: [PlacedView], safeArea: Rect)
    /// Visible views whose exact edges are off the `scale` pixel grid, which UIKit rounds.
    case pixelMisaligned(views: [String], scale: Double)
    /// Something in the layout's source file that Trellis does not model.
    case notModelled(ImportWarning)
    /// The layout could not be loaded, or is invalid for the screen's traits.
    case invalidLayout(message: String, location: SourceLocation?)
    /// The device, the app and the layout share no orientation.
    case noSupportedOrientation(device: String, deviceOrientations: OrientationMask, app: OrientationMask,
                                layout: OrientationMask)

    /// A finding about the layout itself, the same on every screen: a run stores it once per
    /// layout (`layoutFindings`), not with each case.
    public var isAboutTheLayout: Bool {
        switch self {
        case .notModelled, .ambiguousInDesign: true
        default: false
        }
    }

    /// The finding with only the placed views `keep` accepts (off screen, in the unsafe area); nil
    /// when none is left. Any other finding is itself.
    public func keepingPlacedViews(_ keep: (PlacedView) -> Bool) -> Diagnostic? {
        switch self {
        case let .outsideRoot(placed, partly, pastScreen):
            let kept = placed.filter(keep)
            return kept.isEmpty ? nil : .outsideRoot(views: kept, partly: partly, pastScreen: pastScreen)
        case let .unsafeArea(placed, safeArea):
            let kept = placed.filter(keep)
            return kept.isEmpty ? nil : .unsafeArea(views: kept, safeArea: safeArea)
        default:
            return self
        }
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        items.count <= 2 ? items.joined(separator: " and ") : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    public var kind: DiagnosticKind {
        switch self {
        case .unsatisfiable: .unsatisfiable
        case .ambiguous, .ambiguousInDesign: .ambiguous
        case .compressed: .compressed
        case .emptySize: .emptySize
        case let .outsideRoot(_, partly, _): partly ? .partlyOutsideRoot : .outsideRoot
        case .unsafeArea: .unsafeArea
        case .pixelMisaligned: .pixelMisaligned
        case .notModelled: .notModelled
        case .invalidLayout: .invalidLayout
        case .noSupportedOrientation: .noSupportedOrientation
        }
    }

    public var severity: Severity { kind.severity }

    /// The views the diagnostic is about (none for conflicts and file-level findings).
    public var views: [String] {
        switch self {
        case let .ambiguous(view, _, _, _, withIt): [view] + withIt.map(\.view)
        case let .compressed(view, _, _, _, _), let .emptySize(view, _, _, _): [view]
        case let .outsideRoot(placed, _, _), let .unsafeArea(placed, _): placed.map(\.view)
        case let .pixelMisaligned(views, _), let .ambiguousInDesign(views): views
        case .unsatisfiable, .notModelled, .invalidLayout, .noSupportedOrientation: []
        }
    }

    /// The constraints involved: a conflict's set, by identifier or else by equation.
    public var constraints: [String] {
        guard case let .unsatisfiable(conflict) = self else { return [] }
        return conflict.conflicting.map { $0.name ?? $0.equation }
    }

    /// Where in its source file the finding points: for a conflict the constraint UIKit breaks
    /// (else the first written one involved); for a finding about one view, where `sourceOfView`
    /// says that view was written; nil when nothing involved was written in a file.
    public func location(sourceOfView: (String) -> SourceLocation?) -> SourceLocation? {
        switch self {
        case let .unsatisfiable(conflict): conflict.broken.source ?? conflict.conflicting.lazy.compactMap(\.source).first
        case let .notModelled(warning): warning.location
        case let .invalidLayout(_, location): location
        case .pixelMisaligned, .noSupportedOrientation: nil
        case .ambiguous, .ambiguousInDesign, .compressed, .emptySize, .outsideRoot, .unsafeArea: views.first.flatMap(sourceOfView)
        }
    }

    public var description: String {
        switch self {
        case let .unsatisfiable(conflict):
            return conflict.message
        case let .ambiguous(view, axes, frame, alternative, withIt):
            var text = "Ambiguous layout: \(view) has an ambiguous \(AmbiguousDimension.phrase(axes)). Frame \(frame)"
            if let alternative { text += " and \(alternative) both satisfy its constraints equally well." } else { text += "." }
            if !withIt.isEmpty {
                text += " Open with it: " + withIt.map { "\($0.view)'s \(AmbiguousDimension.phrase($0.axes))" }.joined(separator: "; ") + "."
            }
            return text
        case let .ambiguousInDesign(views):
            let named = views.count <= 5 ? Self.list(views) : views.prefix(4).joined(separator: ", ") + " and \(views.count - 4) more"
            return "Ambiguous layout in the design: Xcode marks \(named) ambiguous on the design device: "
                + "\(views.count == 1 ? "its constraints allow" : "their constraints allow each") more than one frame, and UIKit shows "
                + "whichever its engine finds. Said once for the layout, not on each case."
        case let .compressed(view, loss, axis, size, intrinsic):
            return loss.message(view: view, axis: axis, size: size, needed: intrinsic)
        case let .emptySize(view, frame, axis, needed):
            return "Nothing shows: \(view) has frame \(frame), 0 pt \(axis == .horizontal ? "wide" : "tall"); "
                + "its content needs \(formatPoints(needed)) pt."
        case let .outsideRoot(placed, partly, pastScreen):
            let one = placed.count == 1
            return "Off screen: \(PlacedView.list(placed)) (in root coordinates) "
                + (partly ? (one ? "extends beyond" : "extend beyond") : (one ? "lies entirely outside" : "lie entirely outside"))
                + (pastScreen ? " the screen." : " the root's bounds.")
        case let .unsafeArea(placed, safeArea):
            return "Unsafe area: \(PlacedView.list(placed)) (in root coordinates) \(placed.count == 1 ? "reaches" : "reach") outside the safe area \(safeArea), "
                + "under the status bar, sensor housing or home indicator."
        case let .pixelMisaligned(views, scale):
            return "Pixel grid: \(views.count == 1 ? "1 view solves" : "\(views.count) views solve") off the "
                + "@\(formatPoints(scale))x grid and UIKit rounds \(views.count == 1 ? "it" : "them"): \(views.joined(separator: ", "))."
        case let .notModelled(warning):
            return warning.description
        case let .invalidLayout(message, _):
            return message
        case let .noSupportedOrientation(device, deviceOrientations, app, layout):
            return "No orientation to show: \(device) supports \(deviceOrientations), the app \(app), the layout \(layout); "
                + "UIKit raises UIApplicationInvalidInterfaceOrientation."
        }
    }
}

/// A view and its frame in root coordinates, as an off-screen or unsafe-area finding names it.
public struct PlacedView: Sendable, Hashable {
    public var view: String
    public var frame: Rect

    public init(view: String, frame: Rect) {
        self.view = view
        self.frame = frame
    }

    /// "a at (…)", "a at (…) and b at (…)", "a at (…), b at (…) and c at (…)".
    static func list(_ placed: [PlacedView]) -> String {
        Diagnostic.list(placed.map { "\($0.view) at \($0.frame)" })
    }
}

/// A view whose frame in its superview the constraints leave open in `axes`.
public struct OpenFrame: Sendable, Hashable {
    public var view: String
    public var axes: [AmbiguousDimension]

    public init(view: String, axes: [AmbiguousDimension]) {
        self.view = view
        self.axes = axes
    }
}

/// A part of a frame that constraints leave open.
public enum AmbiguousDimension: String, Sendable, Hashable, CaseIterable {
    case horizontalPosition, width, verticalPosition, height

    static func phrase(_ dimensions: [AmbiguousDimension]) -> String {
        func axisPhrase(_ position: Bool, _ size: Bool, _ axisName: String, _ sizeName: String) -> String? {
            switch (position, size) {
            case (true, true): "\(axisName) position and \(sizeName)"
            case (true, false): "\(axisName) position"
            case (false, true): sizeName
            case (false, false): nil
            }
        }
        let parts = [
            axisPhrase(dimensions.contains(.horizontalPosition), dimensions.contains(.width), "horizontal", "width"),
            axisPhrase(dimensions.contains(.verticalPosition), dimensions.contains(.height), "vertical", "height"),
        ].compactMap { $0 }
        return parts.joined(separator: ", and ")
    }
}
