import ArgumentParser
import DeviceCatalog
import Foundation
import ProjectSettings
import Reports
import ResultStore
import TrellisBase

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two runs: frames, views, cases, diagnostics.",
        discussion: """
            BASE and HEAD are run ids or labels; by default HEAD is the newest complete run and BASE \
            the one before it. Cases match by layout, device, window, orientation and direction; views \
            by name. A run that did not finish is refused unless --allow-incomplete. Exit status: 0 no \
            regressions, 1 regressions (new error diagnostics, a case that stopped solving, cases \
            removed unless --allow-removed, or any change with --fail-on-change), 2 usage error. \
            When GITHUB_STEP_SUMMARY is set (in GitHub Actions), the Markdown diff is appended to it.
            """
    )

    @Argument(help: "The run to compare from (id or label).")
    var base: String?

    @Argument(help: "The run to compare to (id or label).")
    var head: String?

    @OptionGroup var database: DatabaseOption

    @Option(help: ArgumentHelp("Take BASE from this other database (default: its newest complete run), as a CI job diffs against main's.",
                               valueName: "path"))
    var baseDb: String?

    @Option(help: ArgumentHelp("Ignore frame changes up to this many points (0.5pt), or px to compare pixel-rounded frames (default: trellis.yml's tolerance, else 0.5pt).",
                               valueName: "amount"))
    var tolerance: FrameTolerance?

    @OptionGroup var ciOutput: CIOutputOptions

    @Option(help: "How to print the diff.")
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp("Also write the diff as an HTML page: each changed case with base and head overlaid. Given a directory, the page is diff-BASE-HEAD.html in it.",
                               valueName: "path"))
    var html: String?

    @Option(help: ArgumentHelp("Write the diff (in --format) to this file instead of standard output, which then carries only annotations.", valueName: "path"))
    var output: String?

    @Flag(help: "Exit with status 1 on any change, not only on regressions.")
    var failOnChange = false

    @Flag(help: "Compare a run that did not finish (its missing cases show as removed or added); refused otherwise.")
    var allowIncomplete = false

    @Flag(help: "Do not count cases that HEAD no longer has as a regression (a device or layout dropped on purpose).")
    var allowRemoved = false

    /// Where the diff goes is checked before two runs are compared.
    func validate() throws {
        if let output { try OutputFile.check(output) }
        if let html { try OutputFile.check(OutputFile.path(html, orInFolder: "diff.html")) }
    }

    func run() throws {
        var commandLine = ProjectSettings.CommandLine()
        commandLine.database = self.database.path
        commandLine.tolerance = tolerance
        let settings = try Project.settings(commandLine)
        let db = settings.database.value
        let tolerance = settings.tolerance.value
        let database = try ResultDatabase.openForReading(path: db)
        let baseRun: RunSnapshot, headRun: RunSnapshot
        if let baseDb {
            let other = try ResultDatabase.openForReading(path: baseDb)
            let baseID = try base.map { try RunArgument.id($0, in: other) } ?? RunArgument.newestComplete(in: other, path: baseDb)
            let headID = try head.map { try RunArgument.id($0, in: database) } ?? RunArgument.newestComplete(in: database, path: db)
            guard let b = try other.snapshot(run: baseID) else { throw ValidationError("no run \(baseID) in \(baseDb)") }
            guard let h = try database.snapshot(run: headID) else { throw ValidationError("no run \(headID) in \(db)") }
            (baseRun, headRun) = (b, h)
        } else {
            let (baseID, headID) = try runs(database, db: db)
            guard let b = try database.snapshot(run: baseID) else { throw ValidationError("run \(baseID) is not in \(db)") }
            guard let h = try database.snapshot(run: headID) else { throw ValidationError("run \(headID) is not in \(db)") }
            (baseRun, headRun) = (b, h)
        }
        for run in [baseRun, headRun] where !run.isComplete && !allowIncomplete {
            throw ValidationError("run \(run.runID) is incomplete (it stopped after \(counted(run.caseCount, "case"))), "
                + "so its missing cases would show as removed; run it again, or pass --allow-incomplete to compare it anyway")
        }
        var diff = RunDiff(base: baseRun, head: headRun, tolerance: tolerance)
        diff.removedCasesAreRegressions = !allowRemoved
        if let html {
            let path = OutputFile.path(html, orInFolder: "diff-\(baseRun.runID)-\(headRun.runID).html")
            try OutputFile.write(HTMLReport.render(diff, base: baseRun, head: headRun), to: path)
            FileHandle.standardError.write(Data("Wrote \(path)\n".utf8))
        }
        let rendered = switch format {
        case .json: DiffJSON.render(diff)
        case .markdown: DiffText.render(diff, markdown: true)
        case .text: DiffText.render(diff)
        }
        if let output { try OutputFile.write(rendered, to: output) } else { print(rendered, terminator: "") }
        try ciOutput.write(CaseVerdicts.of(diff: diff, head: headRun, base: baseRun, failOnChange: failOnChange),
                           name: "trellis diff \(baseRun.runID)..\(headRun.runID)")
        try appendStepSummary(format == .markdown ? rendered : DiffText.render(diff, markdown: true))
        if diff.hasRegressions || (failOnChange && !diff.isEmpty) { throw ExitCode(1) }
    }

    /// GitHub Actions shows the Markdown a step appends to the file named by GITHUB_STEP_SUMMARY.
    private func appendStepSummary(_ markdown: @autoclosure () -> String) throws {
        guard let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        guard let handle = FileHandle(forWritingAtPath: path) ?? {
            FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil
        }() else { throw WriteFailure(description: "cannot write the step summary \(path)") }
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((markdown() + "\n").utf8))
    }

    private func runs(_ database: ResultDatabase, db: String) throws -> (Int64, Int64) {
        func resolve(_ text: String) throws -> Int64 { try RunArgument.id(text, in: database) }
        let newest = try database.newestCompleteRuns()
        switch (base, head) {
        case let (base?, head?): return (try resolve(base), try resolve(head))
        case let (base?, nil):
            guard let head = newest.first else { throw ValidationError("no complete run to compare \(base) with") }
            return (try resolve(base), head)
        default:
            guard newest.count == 2 else { throw ValidationError("diff needs two complete runs; \(db) has \(newest.count)") }
            return (newest[1], newest[0])
        }
    }
}
