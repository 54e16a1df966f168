import ConstraintSolver

/// The UIKit class a view stands for; it decides default priorities and intrinsic size.
public enum ViewKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case view
    case label
    case button
    case imageView
    case textField
    case stackView
    case `switch`
    /// `UIToolbar`: 44 pt tall, or 49 where it stands on a home indicator (`IntrinsicSizeContext`).
    case toolbar
    /// `UIScrollView` and its subclasses (table and collection views): its subviews are content,
    /// scrolled into view, and the scroll view insets that content by the safe area itself.
    case scrollView

    /// The UIKit class name, for messages that read like Xcode's console.
    public var uikitClass: String {
        switch self {
        case .view: "UIView"
        case .label: "UILabel"
        case .button: "UIButton"
        case .imageView: "UIImageView"
        case .textField: "UITextField"
        case .stackView: "UIStackView"
        case .switch: "UISwitch"
        case .toolbar: "UIToolbar"
        case .scrollView: "UIScrollView"
        }
    }

    /// Content hugging as Interface Builder sets it for a new view of this kind: 251 for labels
    /// and image views, 750 for switches, UIView's 250 otherwise.
    public var defaultContentHugging: Priority {
        switch self {
        case .label, .imageView: 251
        case .switch: 750
        default: .defaultLow
        }
    }

    /// Compression resistance as Interface Builder sets it: 750 for every kind.
    public var defaultCompressionResistance: Priority {
        self == .switch ? 750 : .defaultHigh
    }

    /// Text and controls: what a user must read or touch, so what may not reach under the status
    /// bar, sensor housing or home indicator, nor be cut by an edge. Plain views, stack views and
    /// scroll views are backgrounds and containers, a toolbar draws its background there and
    /// keeps its items within its own safe area, and an image view is a picture (a header photo
    /// or a backdrop bleeds under the status bar, or off an edge, by design).
    public var isTextOrControl: Bool { [.label, .button, .textField, .switch].contains(self) }

    /// Whether the view shows something of its own (text, a control, an image) rather than being
    /// a container or a background: what an off-screen finding is about.
    public var showsContent: Bool { [.label, .button, .textField, .switch, .imageView].contains(self) }

    /// Labels, buttons and text fields have text baselines; other views' baselines are their bottom.
    public var showsText: Bool { self == .label || self == .button || self == .textField }

    public var description: String { rawValue }
}
