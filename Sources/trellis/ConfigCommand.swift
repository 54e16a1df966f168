import ArgumentParser
import DeviceCatalog
import Foundation
import ProjectSettings
import TrellisBase

struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the settings commands run with, and where each came from.",
        discussion: """
            Each setting comes from the command line, else trellis.yml (found from the current folder \
            up to the repository's root; shown as file:line), else the app's Info.plist, else the default.
            """
    )

    func run() throws {
        let settings = try Project.settings(readingInfoPlist: true)
        print("Project file: \(settings.file?.path ?? "none (run `trellis init` to write one)")")
        let rows = [["setting", "value", "from"]] + settings.rows.map { [$0.key, $0.value, $0.source.description] }
        print(TextTable.lines(rows, rule: true).joined(separator: "\n"))
    }
}
