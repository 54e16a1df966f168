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

    /// Whether UIKit's views of this kind may reach under the status bar, sensor housing or home
    /// indicator: plain views and stack views are backgrounds and containers, and a toolbar draws
    /// its background there and keeps its items within its own safe area.
    public var mayExtendIntoUnsafeArea: Bool { self == .view || self == .stackView || self == .toolbar }

    /// Labels, buttons and text fields have text baselines; other views' baselines are their bottom.
    public var showsText: Bool { self == .label || self == .button || self == .textField }

    public var description: String { rawValue }
}
