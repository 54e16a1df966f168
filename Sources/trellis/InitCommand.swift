import ArgumentParser
import Foundation
import ProjectSettings

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write trellis.yml in the current folder, with the layouts and the app's Info.plist found here.",
        discussion: """
            Storyboards and xibs anywhere below the folder and folders of YAML layouts are filled \
            in, and the app target's Info.plist: the one that names a launch screen, main \
            storyboard or scene manifest, never a test, UI-test or extension target's. The settings \
            a team's CI wants are written set (both layout directions, iPad Split View windows, the \
            database in .trellis/, a 0.5 pt tolerance, failing on errors); devices, the catalog \
            and orientations over the plist's are written commented. An existing trellis.yml is \
            never overwritten (exit 2).
            """
    )

    func run() throws {
        let path = ProjectFile.fileName
        guard !FileManager.default.fileExists(atPath: path) else { throw ProjectFileError.alreadyExists(path) }
        let findings = ProjectFileTemplate.findings(in: ".")
        try OutputFile.write(ProjectFileTemplate.text(for: findings), to: path)
        let layouts = findings.layouts.isEmpty ? "no layouts found yet (edit layouts:)" : "layouts: " + findings.layouts.joined(separator: ", ")
        let fromProjects = (findings.deploymentTarget.map { "; deployment target: iOS \($0.value) (\($0.project))" } ?? "")
            + (findings.family.map { "; family: \($0.value.rawValue) (\($0.project))" } ?? "")
        print("Wrote \(path): \(layouts)\(findings.infoPlist.map { "; Info.plist: \($0)" } ?? "")\(fromProjects). "
            + "Add .trellis/ to .gitignore; `trellis run` uses it now.")
    }
}
