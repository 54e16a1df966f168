import ArgumentParser
import DeviceCatalog
import Foundation
import Reports
import ResultStore
import TrellisBase

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a run as one HTML page: per layout, a wireframe of every case with its diagnostics.",
        discussion: "RUN is a run id or label; by default the newest complete run."
    )

    @Argument(help: ArgumentHelp("The run (id or label).", valueName: "run"))
    var runName: String?

    @OptionGroup var database: DatabaseOption

    @Option(help: ArgumentHelp("Where to write the page; given a folder, the page is report-RUN.html in it.", valueName: "path"))
    var html: String

    func run() throws {
        let db = try database.resolved()
        let database = try ResultDatabase.openForReading(path: db)
        let id = try runName.map { try RunArgument.id($0, in: database) } ?? RunArgument.newestComplete(in: database, path: db)
        guard let snapshot = try database.snapshot(run: id) else { throw ValidationError("no run \(id) in \(db)") }
        let path = OutputFile.path(html, orInFolder: "report-\(id).html")
        // A large run is an index and a page per layout, in a folder beside it named after it.
        let indexName = (path as NSString).lastPathComponent
        let folderName = HTMLReport.pagesFolder(index: indexName)
        let (index, pages) = HTMLReport.renderPages(snapshot, index: indexName)
        // Where the index cannot go, no page is written either.
        try OutputFile.check(path)
        if !pages.isEmpty {
            let folder = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(folderName)
            try OutputFile.makeFolder(folder, besides: path)
            for page in pages { try OutputFile.write(page.html, to: (folder as NSString).appendingPathComponent(page.name)) }
        }
        try OutputFile.write(index, to: path)
        print("Wrote \(path): run \(id), \(counted(snapshot.cases.count, "case"))"
            + (pages.isEmpty ? "." : ", an index of \(counted(pages.count, "layout page")) in \(folderName)/."))
    }
}
