
/// A layout guide that UIKit attaches to a view (`UILayoutGuide`).
public enum LayoutGuideKind: String, Sendable, Hashable, CaseIterable {
    /// `safeAreaLayoutGuide`: the root's bounds inset by the device's safe-area insets; another
    /// view's, its bounds inset by the part of those it overlaps.
    case safeArea
    /// `layoutMarginsGuide`: the view's bounds inset by its layout margins.
    case margins
    /// `readableContentGuide`: the margins, narrowed to a readable line length.
    case readableContent
    /// The legacy `topLayoutGuide` (status and navigation bars), iOS 7–10 style.
    case topLayoutGuide
    /// The legacy `bottomLayoutGuide` (home indicator and tab bar).
    case bottomLayoutGuide
    /// A scroll view's `contentLayoutGuide`: the scrollable content, from the scroll view's
    /// top-left corner (content offset zero), sized by the constraints on it.
    case scrollContent
    /// A scroll view's `frameLayoutGuide`: the scroll view's own frame.
    case scrollFrame
    /// `keyboardLayoutGuide` (iOS 15) with the keyboard dismissed, as every case is laid out:
    /// the strip below the safe area (its top is the safe area's bottom).
    case keyboard

    /// The name layout files use after a view name (`root.safeArea`, `card.margins`).
    public var fileName: String {
        switch self {
        case .safeArea: "safeArea"
        case .margins: "margins"
        case .readableContent: "readable"
        case .topLayoutGuide: "topLayoutGuide"
        case .bottomLayoutGuide: "bottomLayoutGuide"
        case .scrollContent: "contentGuide"
        case .scrollFrame: "frameGuide"
        case .keyboard: "keyboard"
        }
    }

    /// UIKit's identifier for the guide, as Xcode's console prints it.
    public var uikitIdentifier: String {
        switch self {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .margins: "UIViewLayoutMarginsGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .topLayoutGuide: "UIViewControllerTopLayoutGuide"
        case .bottomLayoutGuide: "UIViewControllerBottomLayoutGuide"
        case .scrollContent: "UIScrollView-contentLayoutGuide"
        case .scrollFrame: "UIScrollView-frameLayoutGuide"
        case .keyboard: "UIKeyboardLayoutGuide"
        }
    }

    /// Whether only the root view has this guide (every view has margins and a safe area; any
    /// view may be given the scroll-view guides).
    public var isRootOnly: Bool { ![.margins, .safeArea, .scrollContent, .scrollFrame].contains(self) }
}

/// What a constraint relates: a view, or a layout guide owned by a view.
public enum LayoutItem: Sendable, Hashable, CustomStringConvertible {
    case view(String)
    case guide(LayoutGuideKind, owner: String)

    /// The view the item belongs to: the view itself, or the guide's owner.
    public var viewName: String {
        switch self {
        case let .view(name): name
        case let .guide(_, owner): owner
        }
    }

    /// `label`, `root.safeArea`, `card.margins`.
    public var description: String {
        switch self {
        case let .view(name): name
        case let .guide(kind, owner): "\(owner).\(kind.fileName)"
        }
    }
}
