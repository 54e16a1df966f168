import ConstraintSolver
import TrellisBase

/// One view of a layout: its kind, content, priorities, margins and place in the tree.
///
/// A value: a layout holds its views by name, and a variation edits a copy.
public struct LayoutView: Sendable, Hashable {
    /// Unique within the layout; how constraints, VFL and diagnostics name the view.
    public var name: String
    public var kind: ViewKind
    /// The superview's name; nil only for the root.
    public internal(set) var superview: String?
    /// Subview names, back to front. A stack view arranges all of its subviews, in this order.
    public internal(set) var subviews: [String] = []

    /// What the view shows; its intrinsic size and baselines come from it.
    public var content = ViewContent()
    /// Replaces the size computed from the content, per axis; `nil` in an axis means
    /// `UIView.noIntrinsicMetric`.
    public var intrinsicSizeOverride: IntrinsicSize?
    /// The override is Interface Builder's placeholder intrinsic size, which only the canvas uses:
    /// on a device the view's class answers, so Trellis lays the view out with the placeholder
    /// but does not call it compressed.
    public var intrinsicSizeIsPlaceholder = false
    /// Explicit baseline offsets; otherwise they come from the font.
    public var baselineOverride: BaselineOffsets?

    public var contentHugging: AxisPriorities
    public var compressionResistance: AxisPriorities

    /// How far the frame reaches beyond the alignment rect, which is what constraints and the
    /// intrinsic size measure (`UIView.alignmentRectInsets`, negated: a switch's frame is 2 pt
    /// wider than its alignment rect on the right).
    public var alignmentRectOutsets: EdgeInsets = .zero

    /// Hidden views keep their constraints, except arranged subviews of a stack view, which
    /// collapse.
    public var isHidden = false
    /// Whether the view is in the tree for the current size class (Interface Builder's
    /// "Installed"). An uninstalled view is absent with every constraint that names it.
    public var isInstalled = true
    public var layoutMargins: LayoutMargins = .directional(DirectionalEdgeInsets(all: 8))
    /// The root's margins are measured from the safe area when this is on (UIKit's default).
    public var insetsLayoutMarginsFromSafeArea = true
    /// Whether the superview's margins also count where they reach into this view: each margin is
    /// then at least the superview's margin less the distance between their edges, which depends
    /// on where the layout puts the view (see `PreservedMargins.swift`).
    public var preservesSuperviewLayoutMargins = false
    /// `layoutMarginsFollowReadableWidth`: the side margins widen, evenly, until what lies between
    /// them is no wider than the readable width (672 pt at the default text size); on a phone's
    /// width this changes nothing.
    public var layoutMarginsFollowReadableWidth = false
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// How the view draws its content in its bounds; decides whether an image view smaller than
    /// its image scales it or shows only part of it.
    public var contentMode: ContentMode = .scaleToFill
    /// `clipsToBounds`: content and subviews beyond the bounds are cut off instead of drawn.
    public var clipsToBounds = false
    /// The root's edges that the file's own design puts this view past (its frame as Xcode saved
    /// it on the design device): placed there on purpose (a view the app slides in from off
    /// screen), so a run does not call it outside the root past those edges.
    public var designedPastRoot: RectEdges = []
    /// The safe area's edges that the file's own design puts this view past, into the status
    /// bar, sensor housing or home indicator of the design device: the designer saw it there (a
    /// screen whose status bar the app hides, or that it shows below bars or in a sheet), so a
    /// run does not report it in the unsafe area past those edges. Any other edge, as on a
    /// notched iPhone for a view designed clear of a home-button iPhone's status bar, is reported.
    public var designedPastSafeArea: RectEdges = []
    /// The size Xcode saved for the view on the design device; nil for a view from no such file.
    /// What the designer saw there is not news on another device: a view saved 0 wide or tall
    /// (its own `width == 0` until the app changes it, or sized in code) is not called empty along
    /// that axis, and content is called lost only where a device gives the view less room than the
    /// design did (`LayoutEngine.designedCap`).
    public var designedSize: Size?
    /// Xcode marks the view ambiguous on the design device (`ambiguous="YES"`): its issue
    /// navigator has told the designer already, so a run says it once for the layout
    /// (`Diagnostic.ambiguousInDesign`) instead of on every case.
    public var designedAmbiguous = false

    /// Whether the design leaves the view with no size along `axis` (saved under half a point).
    public func isDesignedEmpty(along axis: Axis) -> Bool {
        designedSize.map { (axis == .horizontal ? $0.width : $0.height) < 0.5 } ?? false
    }

    /// On: UIKit makes constraints from `frame` and `autoresizingMask` (views made in code).
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// The frame the autoresizing constraints hold, in the superview's coordinates.
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    public var autoresizingMask: AutoresizingMask = []

    /// Stack-view properties; used when `kind` is `.stackView`.
    public var stack = StackProperties()

    /// Where the view was declared, for messages.
    public var source: SourceLocation?

    public init(
        name: String, kind: ViewKind = .view, translatesAutoresizingMaskIntoConstraints: Bool = true
    ) {
        self.name = name
        self.kind = kind
        self.contentHugging = AxisPriorities(kind.defaultContentHugging)
        self.compressionResistance = AxisPriorities(kind.defaultCompressionResistance)
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
    }

    /// `UIView.intrinsicContentSize` on a screen with `scale` pixels per point; a label that
    /// wraps at its layout width (see `wrapsAtLayoutWidth`) wraps at `layoutWidth` if given.
    public func intrinsicContentSize(scale: Double, layoutWidth: Double? = nil) -> IntrinsicSize {
        if let intrinsicSizeOverride { return intrinsicSizeOverride }
        return content.intrinsicSize(for: kind, scale: scale, layoutWidth: layoutWidth)
    }

    /// A multi-line label without `preferredMaxLayoutWidth` or an intrinsic size given: as in
    /// UIKit, it wraps at the width its constraints give it.
    public var wrapsAtLayoutWidth: Bool { intrinsicSizeOverride == nil && content.wrapsAtLayoutWidth(for: kind) }

    /// Where the view's first and last baselines are in its frame.
    var baselines: Baselines { baselineOverride.map(Baselines.init) ?? content.baselines(for: kind) }
}

/// A priority for each axis (content hugging, compression resistance).
public struct AxisPriorities: Sendable, Hashable {
    public var horizontal: Priority
    public var vertical: Priority

    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init(_ both: Priority) { self.init(horizontal: both, vertical: both) }

    public subscript(axis: Axis) -> Priority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// An intrinsic content size; nil in an axis is `UIView.noIntrinsicMetric`.
public struct IntrinsicSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public static let none = IntrinsicSize(width: nil, height: nil)

    public subscript(axis: Axis) -> Double? { axis == .horizontal ? width : height }

    public var description: String {
        "\(width.map(formatPoints) ?? "none")×\(height.map(formatPoints) ?? "none")"
    }
}

/// Where a view's text baselines are: `firstFromTop` below its top edge, `lastFromBottom`
/// above its bottom edge.
public struct BaselineOffsets: Sendable, Hashable {
    public var firstFromTop: Double
    public var lastFromBottom: Double

    public init(firstFromTop: Double, lastFromBottom: Double) {
        self.firstFromTop = firstFromTop
        self.lastFromBottom = lastFromBottom
    }
}

/// Where a baseline is in a view: `fractionOfHeight` of the view's height plus `offset` below
/// its top. A label's first baseline is a fixed distance below its top (fraction 0); a button's
/// is below its centre (fraction 0.5), where it centres its title.
struct BaselinePosition: Hashable {
    var fractionOfHeight: Double
    var offset: Double
}

/// A view's first and last baselines.
struct Baselines: Hashable {
    var first: BaselinePosition
    var last: BaselinePosition
}

extension Baselines {
    /// Baselines at fixed distances from the top and the bottom edge.
    init(_ offsets: BaselineOffsets) {
        self.init(first: BaselinePosition(fractionOfHeight: 0, offset: offsets.firstFromTop),
                  last: BaselinePosition(fractionOfHeight: 1, offset: -offsets.lastFromBottom))
    }

    /// Both baselines at the bottom edge: a view without text.
    static let bottom = Baselines(first: BaselinePosition(fractionOfHeight: 1, offset: 0), last: BaselinePosition(fractionOfHeight: 1, offset: 0))
}

/// Layout margins, physical (`layoutMargins`) or following the layout direction
/// (`directionalLayoutMargins`, UIKit's default).
public enum LayoutMargins: Sendable, Hashable {
    case physical(EdgeInsets)
    case directional(DirectionalEdgeInsets)

    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        switch self {
        case let .physical(insets): insets
        case let .directional(insets): insets.resolved(for: direction)
        }
    }

    /// These margins with each side (left and right, or leading and trailing) at least `minimum`,
    /// as a root view's are held to the system minimum; top and bottom as they are.
    public func withSides(atLeast minimum: Double) -> LayoutMargins {
        switch self {
        case var .physical(insets):
            insets.left = max(insets.left, minimum)
            insets.right = max(insets.right, minimum)
            return .physical(insets)
        case var .directional(insets):
            insets.leading = max(insets.leading, minimum)
            insets.trailing = max(insets.trailing, minimum)
            return .directional(insets)
        }
    }
}

/// `UISemanticContentAttribute`, reduced to what decides the layout direction.
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    /// Follows the environment's direction.
    case unspecified
    case forceLeftToRight
    case forceRightToLeft
}

/// `UIView.ContentMode`: how a view fits its content to its bounds.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// The content is scaled to the bounds (stretched, fitted or filled), so a smaller view shows
    /// all of it, smaller, or (aspect fill) cropped by design: nothing is lost by compression.
    public var scalesContent: Bool {
        switch self {
        case .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw: true
        default: false
        }
    }
}

/// `UIView.AutoresizingMask`: which parts of the frame stretch when the superview resizes.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Interface Builder's default, what a view gets when its designer chose no resizing: its
    /// distances from the superview's top and left and its size are fixed. Such a view stays where
    /// the design put it on any screen, so one that ends up past a smaller screen's bottom or
    /// right edge does so because the design assumed a size: the app places it (OsmAnd's map
    /// buttons, saved at the bottom of a 896-pt design), and it is not judged there.
    public var isFixedAtTopLeft: Bool { self == [.flexibleRightMargin, .flexibleBottomMargin] }

    /// The flag names layout files use.
    public static let names: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// UIKit's notation for one axis: leading margin, size, trailing margin; `&` flexible,
    /// `-` fixed (`h=--&` is a fixed left margin and width with a flexible right margin).
    public func notation(_ axis: Axis) -> String {
        let flags: [AutoresizingMask] = axis == .horizontal
            ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        return (axis == .horizontal ? "h=" : "v=") + flags.map { contains($0) ? "&" : "-" }.joined()
    }
}
