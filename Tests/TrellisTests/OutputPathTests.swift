import Foundation
import Testing

/// Every file Trellis writes goes through one writer (`--output`, `--html`, `--junit`, `--sarif`,
/// `import --out`), tried here through `export-system --output`: what is at the path decides how.
/// Run as root, `--output /dev/null` once replaced the device with a regular file.
struct OutputPathTests {
    func export(to path: String, in folder: URL) throws -> TrellisProcess.Outcome {
        try TrellisProcess.run(["export-system", TrellisProcess.repository.appendingPathComponent("Layouts/login.yaml").path,
                                "--size", "390x844", "--output", path],
                               executable: TrellisProcess.executable, in: folder, environment: [:])
    }

    func type(_ url: URL) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
    }

    @Test func aRegularFileIsReplacedWhole() throws {
        let folder = try TrellisProcess.scratchDirectory()
        let file = folder.appendingPathComponent("system.json")
        try "old".write(to: file, atomically: true, encoding: .utf8)
        #expect(try export(to: "system.json", in: folder).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix(#"{"constraints":["#))
    }

    @Test func aSymlinkIsFollowedAndKept() throws {
        let folder = try TrellisProcess.scratchDirectory()
        try "old".write(to: folder.appendingPathComponent("real.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "real.json")
        // A link to a file not there yet makes that file.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("later.json").path, withDestinationPath: "new.json")
        #expect(try export(to: "link.json", in: folder).status == 0)
        #expect(try export(to: "later.json", in: folder).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.json").path) == "real.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("later.json").path) == "new.json")
        #expect(try String(contentsOf: folder.appendingPathComponent("real.json"), encoding: .utf8).hasPrefix(#"{"constraints":["#))
        #expect(try String(contentsOf: folder.appendingPathComponent("new.json"), encoding: .utf8).hasPrefix(#"{"constraints":["#))
    }

    @Test func aFIFOIsWrittenIntoNotReplaced() throws {
        let folder = try TrellisProcess.scratchDirectory()
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        // A reader on the other end, as a shell's `trellis … --output >(gzip)` would have.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo.path]
        let received = Pipe()
        reader.standardOutput = received
        try reader.run()
        #expect(try export(to: "pipe", in: folder).status == 0)
        let data = received.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        #expect(String(decoding: data, as: UTF8.self).hasPrefix(#"{"constraints":["#))
        // Still the FIFO, not a regular file put in its place.
        #expect(try type(fifo) != .typeRegular)
    }

    @Test func aFolderIsAUsageError() throws {
        let folder = try TrellisProcess.scratchDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let outcome = try export(to: "out", in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("Error: cannot write out: it is a folder; give a file name\n"))
    }

    /// A path ending in `/` names a folder. One that is not there is a usage error in words; it
    /// was written as a file, and Foundation's failure came out as "The operation could not be
    /// completed. (NSCocoaErrorDomain error 512.)".
    @Test func aFolderThatIsNotThereIsAUsageErrorInWords() throws {
        let folder = try TrellisProcess.scratchDirectory()
        let outcome = try export(to: "report/", in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("Error: cannot write report/: there is no folder report\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("report").path))
    }
}
