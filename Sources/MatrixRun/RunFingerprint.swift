import DeviceCatalog
import Foundation
import TrellisBase

/// What a run was made from, recorded with it so two runs can be told apart: the selected
/// devices' facts, the layout files' texts, and the commit the layouts are checked out at.
public struct RunFingerprint: Sendable, Equatable {
    public var catalogHash: String
    public var layoutsHash: String
    public var layoutsCommit: String?

    public init(catalogHash: String, layoutsHash: String, layoutsCommit: String?) {
        self.catalogHash = catalogHash
        self.layoutsHash = layoutsHash
        self.layoutsCommit = layoutsCommit
    }

    /// The fingerprint of `devices` and `layoutTexts`; the commit is read with git from
    /// `layoutsRoot` (nil outside a repository or without git).
    public init(devices: [Device], layoutTexts: [String], layoutsRoot: String) {
        self.init(catalogHash: ContentHash.of(Self.catalogText(devices)),
                  layoutsHash: ContentHash.of(layoutTexts.joined(separator: "\u{0}")),
                  layoutsCommit: Self.gitCommit(of: layoutsRoot.isEmpty ? "." : layoutsRoot))
    }

    /// The selected devices' facts in a fixed order.
    static func catalogText(_ devices: [Device]) -> String {
        devices.map { device in
            let safeAreas = Orientation.allCases.map { device.safeArea[$0]?.description ?? "-" }.joined(separator: " ")
            return "\(device.name)|\(device.portraitSize)|\(device.scale)|\(device.nativePixels)|\(safeAreas)|"
                + "\(device.portraitSizeClasses)|\(device.landscapeSizeClasses)|\(device.supportedOrientations)"
        }.joined(separator: "\n")
    }

    /// The commit `directory` is checked out at, if it is in a git repository.
    static func gitCommit(of directory: String) -> String? {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", directory, "rev-parse", "HEAD"]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        // Foundation's `waitUntilExit` on Linux polls its run loop every 50 ms, a fixed cost on
        // every run; the termination handler fires as soon as git exits.
        let exited = DispatchSemaphore(value: 0)
        git.terminationHandler = { _ in exited.signal() }
        guard (try? git.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        guard git.terminationStatus == 0 else { return nil }
        let commit = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return commit.isEmpty ? nil : commit
    }
}
