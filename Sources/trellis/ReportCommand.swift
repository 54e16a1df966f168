import ArgumentParser
import Foundation
import Reports
import ResultStore

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a run as one HTML page: per layout, a wireframe of every case with its diagnostics.",
        discussion: "RUN is a run id or label; by default the newest complete run."
    )

    @Argument(help: "The run (id or label).")
    var runName: String?

    @Option(help: ArgumentHelp("The results database.", valueName: "path"))
    var db: String = "Reports/trellis.sqlite"

    @Option(help: ArgumentHelp("Where to write the page.", valueName: "path"))
    var html: String

    func run() throws {
        let database = try ResultDatabase.openForReading(path: db)
        let id: Int64
        if let runName {
            if let number = Int64(runName) { id = number } else if let labelled = try database.run(labelled: runName) { id = labelled } else {
                throw ValidationError("no run has the id or label '\(runName)'")
            }
        } else {
            guard let newest = try database.newestCompleteRuns().first else { throw ValidationError("\(db) has no complete run") }
            id = newest
        }
        guard let snapshot = try database.snapshot(run: id) else { throw ValidationError("no run \(id) in \(db)") }
        try OutputFile.write(HTMLReport.render(snapshot), to: html)
        print("Wrote \(html): run \(id), \(snapshot.cases.count) cases.")
    }
}
