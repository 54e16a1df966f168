import Foundation
import Testing

/// `trellis import` as a user runs it: files written, one bad file reported, the YAML runnable.
struct ImportCommandTests {
    static let xib = "Tests/InterfaceBuilderTests/Fixtures/corpus/SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CenteredView.xib"

    @Test func writesEachLayoutAndReportsTheBadFile() throws {
        let scratch = try TrellisProcess.scratchDirectory()
        let bad = scratch.appendingPathComponent("Broken.xib")
        try "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>".write(to: bad, atomically: true, encoding: .utf8)
        let out = scratch.appendingPathComponent("out/layouts")
        let outcome = try TrellisProcess.run(["import", Self.xib, bad.path, "--out", out.path])
        #expect(outcome.status == 1)
        let name = "SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CenteredView"
        #expect(outcome.standardOutput == """
            \(name).xib#MessageView → \(out.path)/\(name)-MessageView.yaml
            1 layout file written to \(out.path); 1 could not be made

            """)
        #expect(outcome.standardError.hasPrefix("error: \(bad.path):1:"))
        let written = try String(contentsOf: out.appendingPathComponent("\(name)-MessageView.yaml"), encoding: .utf8)
        #expect(written.contains("\nname: \(name).xib#MessageView\n"))

        // The written file is a layout `trellis run` takes, under the layout's own name.
        let run = try TrellisProcess.run(["run", "--layouts", out.path, "--db", scratch.appendingPathComponent("r.sqlite").path,
                                          "--device", "iPhone 15"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("Run 1 complete: 1 layout × 1 device = 3 cases"))
        let query = try TrellisProcess.run(["query", "SELECT DISTINCT name FROM layouts", "--db", scratch.appendingPathComponent("r.sqlite").path])
        #expect(query.standardOutput.contains("\(name).xib#MessageView"), "\(query.standardOutput) \(query.standardError)")
    }

    @Test func outMustBeAFolder() throws {
        let scratch = try TrellisProcess.scratchDirectory()
        let file = scratch.appendingPathComponent("taken")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let outcome = try TrellisProcess.run(["import", Self.xib, "--out", file.path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("Error: --out \(file.path) is a file; give a folder"))
    }
}
