/// A physical interface orientation (`UIInterfaceOrientation`).
public enum Orientation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    public var description: String { rawValue }
}

/// A set of orientations (`UIInterfaceOrientationMask`): what a device or a layout supports.
public struct OrientationMask: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let portrait = OrientationMask(rawValue: 1 << 0)
    public static let portraitUpsideDown = OrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = OrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = OrientationMask(rawValue: 1 << 3)
    public static let landscape: OrientationMask = [.landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: OrientationMask = [.portrait, .landscape]
    public static let all: OrientationMask = [.portrait, .portraitUpsideDown, .landscape]

    /// An app's orientations when it says none (Xcode's template): all but upside-down on
    /// iPhone, all four on iPad.
    public static let appDefaults: [Idiom: OrientationMask] = [.phone: .allButUpsideDown, .pad: .all]

    public init(_ orientation: Orientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        }
    }

    /// The names a mask is written with, in catalogs and layout files.
    public static let namedMasks: [(name: String, mask: OrientationMask)] = [
        ("all", .all), ("allButUpsideDown", .allButUpsideDown), ("landscape", .landscape),
        ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown),
        ("landscapeLeft", .landscapeLeft), ("landscapeRight", .landscapeRight),
    ]

    /// `portrait`, `all`, `allButUpsideDown`, `landscape`, or one orientation's name.
    public init?(named name: String) {
        guard let entry = Self.namedMasks.first(where: { $0.name == name }) else { return nil }
        self = entry.mask
    }

    /// The orientations in the mask, in `Orientation.allCases` order.
    public var orientations: [Orientation] { Orientation.allCases.filter { contains(OrientationMask($0)) } }

    public var description: String {
        if let entry = Self.namedMasks.first(where: { $0.mask == self }) { return entry.name }
        return orientations.map(\.rawValue).joined(separator: ", ")
    }
}
