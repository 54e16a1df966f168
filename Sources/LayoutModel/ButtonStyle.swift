/// How a `UIButton` sizes itself: its type, and whether it has a `UIButton.Configuration`.
///
/// Measured on the buttons of `../shared/ib-wide` saved at their natural size: a button without a
/// configuration rounds its title up to whole points (a 17-pt title is 21 pt tall, so the button
/// 33, not 32.5) and a system one is never narrower than 30 pt ("OK" is 30 wide); a configured
/// button keeps its title on the pixel grid and has no minimum.
public enum ButtonStyle: String, Sendable, Hashable, CaseIterable {
    /// `UIButton.ButtonType.system` without a configuration; its title 15 pt unless set.
    case system
    /// `.custom` without a configuration; its title 18 pt unless set (Xcode writes no type for it).
    case custom
    /// Either type with a configuration; its title 17 pt unless set.
    case configured

    /// The title's font when the button names none.
    var defaultPointSize: Double {
        switch self {
        case .system: 15
        case .custom: 18
        case .configured: 17
        }
    }

    /// The narrowest the button makes itself.
    var minimumWidth: Double { self == .system ? 30 : 0 }

    /// A title's width or height as the button sizes it.
    func titleLength(_ length: Double) -> Double {
        self == .configured ? length : (length - 1e-6).rounded(.up)
    }
}
