import ArgumentParser
import Reports
import ResultStore

/// `trellis findings [RUN]`: a run's findings grouped to triage, the way CI and people read them
/// instead of querying.
struct FindingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "findings",
        abstract: "List a run's findings grouped to triage: errors first, then the findings on the most cases.",
        discussion: """
            RUN is a run id or label; by default the newest complete run. A finding is one kind of \
            diagnostic about the same views and constraints of a layout; each says on how many of \
            the layout's cases it holds and names the first three. Layout files that could not be \
            loaded are listed first. What Trellis does not model (not-modelled) comes after the \
            warnings: it is about the run's accuracy, not a problem in the layout. Notes \
            (pixel-misaligned) are left out.
            """
    )

    @Argument(help: ArgumentHelp("The run (id or label).", valueName: "run"))
    var runName: String?

    @OptionGroup var database: DatabaseOption

    @Option(help: "text, markdown (a table for a pull request) or json (every case of every finding).")
    var format: ReportFormat = .text

    func run() throws {
        let db = try database.resolved()
        let database = try ResultDatabase.openForReading(path: db)
        let id = try runName.map { try RunArgument.id($0, in: database) } ?? RunArgument.newestComplete(in: database, path: db)
        guard let snapshot = try database.snapshot(run: id, frames: false) else { throw ValidationError("no run \(id) in \(db)") }
        let summary = FindingsSummary(run: snapshot, runID: id)
        switch format {
        case .text: print(summary.text(), terminator: "")
        case .markdown: print(summary.markdown(), terminator: "")
        case .json: print(summary.json(), terminator: "")
        }
    }
}
