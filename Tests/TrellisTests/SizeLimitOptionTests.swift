import Foundation
import Testing

/// `--no-size-limits` lifts `LayoutLimits` for the tools that measure how the cost grows past
/// them: `bench-layout`, and `export-system`, so that kiwisolver solves the same system
/// (`Benchmarks/stacks.sh`). Without it, both refuse as every other command does.
struct SizeLimitOptionTests {
    @Test func exportSystemWritesALayoutBeyondTheLimitsOnlyWhenAsked() throws {
        let folder = try TrellisProcess.scratchDirectory()
        let buttons = (0..<151).map { "      b\($0): {kind: button, title: b\($0)}\n" }.joined()
        try ("views:\n  s:\n    kind: stackView\n    distribution: equalCentering\n    subviews:\n" + buttons)
            .write(to: folder.appendingPathComponent("centred.yaml"), atomically: true, encoding: .utf8)
        func export(_ extra: [String]) throws -> TrellisProcess.Outcome {
            try TrellisProcess.run(["export-system", "centred.yaml", "--size", "390x844", "--output", "system.json"] + extra,
                                   executable: TrellisProcess.executable, in: folder, environment: [:])
        }
        let refused = try export([])
        #expect(refused.status == 1)
        #expect(refused.standardError == "Error: centred.yaml:2:3: too large: stack view 's' centres 151 views at equal "
            + "distances; Trellis solves equal-centering stacks of up to 150.\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("system.json").path))
        let lifted = try export(["--no-size-limits"])
        #expect(lifted.status == 0)
        let system = try String(contentsOf: folder.appendingPathComponent("system.json"), encoding: .utf8)
        #expect(system.components(separatedBy: "\"UISV-distributing\"").count - 1 == 149)
    }
}
