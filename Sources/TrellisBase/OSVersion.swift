import Foundation

/// A release of iOS or iPadOS, `major.minor` (`17.4`): an app's deployment target.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `17`, `17.4` or `17.4.1` (the patch is dropped: devices are told apart by the major release).
    public init?(parsing text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0 >= "0" && $0 <= "9" } }),
              let major = Int(parts[0]), (2...99).contains(major) else { return nil }
        self.init(major: major, minor: parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

    public var description: String { "\(major).\(minor)" }
}
