import Foundation
import TestSupport

/// The built `trellis` executable, run as a user runs it.
enum TrellisProcess {
    typealias Outcome = ProcessRunner.Outcome

    static let repository = Repository.root

    /// The executable beside the test bundle: SwiftPM builds every product into one directory.
    static let executable: URL = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("trellis")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        let arguments = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
        return arguments
    }()

    /// Runs `trellis ARGUMENTS` in the repository and waits for it.
    static func run(_ arguments: [String]) throws -> Outcome {
        try run(arguments, executable: executable, in: repository, environment: [:])
    }

    /// Runs `executable ARGUMENTS` in `folder`, with `environment` over this process's.
    static func run(_ arguments: [String], executable: URL, in folder: URL, environment: [String: String]) throws -> Outcome {
        try ProcessRunner.run(executable, arguments, in: folder, environment: environment)
    }

    /// A `trellis` started in the background, its output collected as it comes.
    final class Running: @unchecked Sendable {
        let process = Process()
        private let output = Pipe(), error = Pipe()
        private var out = Data(), err = Data()
        private let reading = DispatchGroup()

        init(_ arguments: [String]) throws {
            process.executableURL = TrellisProcess.executable
            process.arguments = arguments
            process.currentDirectoryURL = TrellisProcess.repository
            process.standardOutput = output
            process.standardError = error
            try process.run()
            for (pipe, keyPath) in [(output, \Running.out), (error, \Running.err)] {
                reading.enter()
                DispatchQueue.global().async { [self] in
                    let data = pipe.fileHandleForReading.readDataToEndOfFile()
                    self[keyPath: keyPath] = data
                    reading.leave()
                }
            }
        }

        /// Ctrl-C: SIGINT, as a terminal sends it.
        func interrupt() { kill(process.processIdentifier, SIGINT) }

        func wait() throws -> Outcome {
            reading.wait()
            process.waitUntilExit()
            return Outcome(status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
                           standardError: String(decoding: err, as: UTF8.self))
        }
    }

    static func start(_ arguments: [String]) throws -> Running { try Running(arguments) }

    /// A fresh directory for one test's files.
    static func scratchDirectory() throws -> URL {
        try TemporaryFolder.make("trellis-cli")
    }
}
