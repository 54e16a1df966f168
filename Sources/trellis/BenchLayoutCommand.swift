import ArgumentParser
import Foundation
import LayoutModel
import TrellisBase

struct BenchLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-layout",
        abstract: "Time solving layout files end to end, as trellis solve does.",
        discussion: """
            Per file, the median time of one solve: variations resolved, constraints checked and \
            generated, the solver run, frames snapped and every diagnostic collected (ambiguity \
            included). The file is loaded once. Build with -c release for meaningful numbers.
            """
    )

    @Argument(help: "Layout files, or storyboards and xibs with a layout after # (Main.storyboard#Login).")
    var files: [String]

    @OptionGroup var screen: ScreenOptions

    @Option(help: ArgumentHelp("Repeat each solve until this many seconds are spent (at least 5 repetitions).", valueName: "seconds"))
    var minTime: Double = 1

    @Option(help: ArgumentHelp("Write the results as JSON to this file.", valueName: "path"))
    var json: String?

    @OptionGroup var sizeLimits: SizeLimitOptions

    struct Result: Codable {
        var file: String
        var views: Int
        var constraints: Int
        var solveMilliseconds: Double
        var repetitions: Int
        var diagnostics: Int
    }

    func run() throws {
        let environment = screen.environment()
        let limits = sizeLimits.limits
        var results: [Result] = []
        print("layout".padding(toLength: 28, withPad: " ", startingAt: 0) + "  views  constraints  diagnostics   solve ms")
        let context = try LayoutArgument.Context(for: files)
        for file in files {
            let layout = try LayoutArgument.layout(file, in: context)
            var times: [Double] = []
            var spent = 0.0
            var last: LayoutSolution?
            while times.count < 5 || spent < minTime {
                let stopwatch = Stopwatch()
                last = try layout.solve(in: environment, limits: limits)
                let seconds = stopwatch.seconds
                times.append(seconds)
                spent += seconds
            }
            times.sort()
            let solution = last!
            let result = Result(
                file: file, views: solution.frames.count,
                constraints: try layout.solverConstraints(in: environment, limits: limits).count,
                solveMilliseconds: times[times.count / 2] * 1e3, repetitions: times.count,
                diagnostics: solution.diagnostics.count)
            results.append(result)
            let name = (file as NSString).lastPathComponent
            print(name.padding(toLength: 28, withPad: " ", startingAt: 0)
                + String(format: "  %5d  %11d  %11d  %9.3f", result.views, result.constraints, result.diagnostics, result.solveMilliseconds))
        }
        if let json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(results).write(to: URL(fileURLWithPath: json))
        }
    }
}
