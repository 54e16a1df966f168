import Foundation

/// The repository the tests run from, and the shared data beside it.
public enum Repository {
    /// The package's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A path in `../shared` (the IB corpora, the device facts). CI runs with it beside the
    /// project: a test that needs it and finds it missing fails there (`requiresShared`) and is
    /// skipped elsewhere.
    public static func shared(_ relativePath: String) -> URL {
        root.deletingLastPathComponent().appendingPathComponent("shared").appendingPathComponent(relativePath)
    }

    /// Whether missing shared data is a failure: in CI (`CI` set in the environment).
    public static var requiresShared: Bool { ProcessInfo.processInfo.environment["CI"] != nil }
}

/// A fresh folder for one test's files, in this test process's own temporary folder.
public enum TemporaryFolder {
    /// This process's folder in the system's temporary folder, holding every path below; it is
    /// removed when the process exits, so a run of the suite leaves nothing behind (it left some
    /// 450 files and folders in `/tmp` before).
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TemporaryFolder.root) }
        return url
    }()

    /// `prefix-UUID`, made (with its parents) before it is returned.
    public static func make(_ prefix: String = "trellis") throws -> URL {
        let url = unusedPath(prefix)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A path no one has used, `prefix-UUID` and `suffix` (`unusedPath("ci", ".sqlite")`), for a
    /// file or folder a test makes; nothing is created.
    public static func unusedPath(_ prefix: String = "trellis", _ suffix: String = "") -> URL {
        root.appendingPathComponent("\(prefix)-\(UUID().uuidString)\(suffix)")
    }
}

/// Running a program and collecting what it printed.
public enum ProcessRunner {
    /// What one invocation did.
    public struct Outcome: Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String

        public init(status: Int32, standardOutput: String, standardError: String) {
            self.status = status
            self.standardOutput = standardOutput
            self.standardError = standardError
        }
    }

    /// Runs `executable ARGUMENTS` in `folder`, with `environment` over this process's, and waits.
    public static func run(_ executable: URL, _ arguments: [String], in folder: URL = Repository.root,
                           environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Both pipes are read while the child runs (a full pipe would block it), standard error on
        // a thread of its own: a global queue's few threads may all be busy in parallel tests.
        nonisolated(unsafe) var err = Data()
        let errorRead = DispatchSemaphore(value: 0)
        Thread {
            err = error.fileHandleForReading.readDataToEndOfFile()
            errorRead.signal()
        }.start()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
                       standardError: String(decoding: err, as: UTF8.self))
    }
}
