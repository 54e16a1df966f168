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
    /// A report too large for one page is an index and a folder of pages beside it. Where the
    /// index cannot go, nothing is written: the pages' folder was made and filled first, so
    /// `--html report/` left a folder of 48 pages and then said "it is a folder", and
    /// `--html missing/r.html` made the missing folder it was told was not there.
    @Test func aPagedReportThatCannotBeWrittenWritesNothing() throws {
        let folder = try TrellisProcess.scratchDirectory()
        let layouts = folder.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        // Twelve copies of the bundled layouts: 14,256 cases, more figures than one page holds.
        for copy in 1...12 {
            for name in ["detail", "login", "master-detail", "settings"] {
                let text = try String(contentsOf: TrellisProcess.repository.appendingPathComponent("Layouts/\(name).yaml"), encoding: .utf8)
                try text.replacingOccurrences(of: "\nname: \(name)\n", with: "\nname: \(name)-\(copy)\n")
                    .write(to: layouts.appendingPathComponent("\(name)-\(copy).yaml"), atomically: true, encoding: .utf8)
            }
        }
        func trellis(_ arguments: [String]) throws -> TrellisProcess.Outcome {
            try TrellisProcess.run(arguments, executable: TrellisProcess.executable, in: folder, environment: [:])
        }
        #expect(try trellis(["run", "--layouts", "layouts", "--db", "t.sqlite", "--annotations", "none"]).status == 0)
        let intoNoFolder = try trellis(["report", "--db", "t.sqlite", "--html", "report/"])
        #expect(intoNoFolder.status == 2)
        #expect(intoNoFolder.standardError == "Error: cannot write report/: there is no folder report\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("report").path))
        let underNoFolder = try trellis(["report", "--db", "t.sqlite", "--html", "missing/r.html"])
        #expect(underNoFolder.status == 2)
        #expect(underNoFolder.standardError == "Error: cannot write missing/r.html: there is no folder missing\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
        // A file where the pages' folder would go is not replaced.
        try "notes".write(to: folder.appendingPathComponent("r"), atomically: true, encoding: .utf8)
        let overAFile = try trellis(["report", "--db", "t.sqlite", "--html", "r.html"])
        #expect(overAFile.status == 2)
        #expect(overAFile.standardError == "Error: cannot write the pages of r.html in r: it is a file\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("r"), encoding: .utf8) == "notes")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.html").path))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("r"))
        let written = try trellis(["report", "--db", "t.sqlite", "--html", "r.html"])
        #expect(written.status == 0)
        #expect(written.standardOutput == "Wrote r.html: run 1, 14256 cases, an index of 48 layout pages in r/.\n")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("r/0048.html").path))
        // A name without an extension is the index itself; its pages go beside it, not into a
        // folder of the same name (which took its place, and the index was then refused).
        let plain = try trellis(["report", "--db", "t.sqlite", "--html", "plain"])
        #expect(plain.status == 0)
        #expect(plain.standardOutput == "Wrote plain: run 1, 14256 cases, an index of 48 layout pages in plain-pages/.\n")
        let index = try String(contentsOf: folder.appendingPathComponent("plain"), encoding: .utf8)
        #expect(index.contains(#"<a href="plain-pages/0001.html">"#))
        let last = try String(contentsOf: folder.appendingPathComponent("plain-pages/0048.html"), encoding: .utf8)
        #expect(last.contains(#"<a href="../plain">← every layout</a>"#))
    }
    /// A JUnit or SARIF path that cannot be written is refused before the run: the run was
    /// solved and stored, then refused as a usage error, and a rerun stored it twice.
    @Test func aRunsReportsThatCannotBeWrittenAreRefusedFirst() throws {
        let folder = try TrellisProcess.scratchDirectory()
        for option in ["--junit", "--sarif"] {
            let outcome = try TrellisProcess.run(["run", "--layouts", TrellisProcess.repository.appendingPathComponent("Layouts").path,
                                                  "--db", "t.sqlite", option, "missing/out.xml"],
                                                 executable: TrellisProcess.executable, in: folder, environment: [:])
            #expect(outcome.status == 2)
            #expect(outcome.standardError.hasPrefix("Error: cannot write missing/out.xml: there is no folder missing\n"), "\(outcome.standardError)")
            #expect(!outcome.standardError.contains("cases,"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("t.sqlite").path))
        // verify-ib's table of natural widths likewise, before it solves the files three times.
        let corpus = TrellisProcess.repository.appendingPathComponent("Tests/InterfaceBuilderTests/Fixtures/corpus").path
        let verify = try TrellisProcess.run(["verify-ib", corpus, "--natural-widths", "missing/widths.tsv"],
                                            executable: TrellisProcess.executable, in: folder, environment: [:])
        #expect(verify.status == 2)
        // Refused as the arguments are read (their usage follows), not after the files were solved.
        #expect(verify.standardError.hasPrefix("Error: cannot write missing/widths.tsv: there is no folder missing\nUsage: trellis verify-ib"))
        #expect(verify.standardOutput.isEmpty)
    }
}
