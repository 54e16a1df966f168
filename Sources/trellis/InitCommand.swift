import ArgumentParser
import Foundation
import ProjectSettings

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write trellis.yml in the current folder, with the layouts and Info.plist found here.",
        discussion: """
            Storyboards and xibs anywhere below the folder, folders of YAML layouts and the first \\
            Info.plist are filled in; every other setting is written commented, with its default. An \\
            existing trellis.yml is never overwritten (exit 2).
            """
    )

    func run() throws {
        let path = ProjectFile.fileName
        guard !FileManager.default.fileExists(atPath: path) else { throw ProjectFileError.alreadyExists(path) }
        let findings = ProjectFileTemplate.findings(in: ".")
        try OutputFile.write(ProjectFileTemplate.text(for: findings), to: path)
        let layouts = findings.layouts.isEmpty ? "no layouts found yet (edit layouts:)" : "layouts: " + findings.layouts.joined(separator: ", ")
        print("Wrote \(path): \(layouts)\(findings.infoPlist.map { "; Info.plist: \($0)" } ?? ""). "
            + "Add .trellis/ to .gitignore; `trellis run` uses it now.")
    }
}
