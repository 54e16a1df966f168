import ArgumentParser
import DeviceCatalog
import Foundation
import MatrixRun
import ProjectSettings
import Reports

/// The project's settings as every command sees them: `trellis.yml` found from the current folder
/// up to the repository's root, with the command line over it; with `readingInfoPlist` (the
/// commands that solve or show orientations), the app's Info.plist applied too.
enum Project {
    static func settings(_ commandLine: ProjectSettings.CommandLine = .init(), readingInfoPlist: Bool = false) throws -> ProjectSettings {
        let file = try ProjectFile.find().map { path throws(ProjectFileError) in try ProjectFile.load(path) }
        let settings = ProjectSettings.resolve(commandLine, file: file)
        return readingInfoPlist ? try settings.applyingInfoPlist() : settings
    }
}

/// `--db`, declared once for every command that opens the results database.
struct DatabaseOption: ParsableArguments {
    @Option(name: .customLong("db"), help: ArgumentHelp(
        "The results database (default: trellis.yml's database, else \(SettingValues().database)).", valueName: "path"))
    var path: String?

    /// The database this command uses, from the command line or the project's settings.
    func resolved() throws -> String {
        var commandLine = ProjectSettings.CommandLine()
        commandLine.database = path
        return try Project.settings(commandLine).database.value
    }
}

/// Where a command writes its results for CI: JUnit, SARIF, GitHub annotations, the step summary.
struct CIOutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Also write the results as JUnit XML (a test suite per layout, a failing test case per finding that fails it, one for its cases).", valueName: "path"))
    var junit: String?

    @Option(help: ArgumentHelp("Also write the findings as SARIF 2.1.0 for code-scanning dashboards.", valueName: "path"))
    var sarif: String?

    @Option(help: ArgumentHelp("Print annotations for a CI: github, or none (default: github when GITHUB_ACTIONS=true).", valueName: "format"))
    var annotations: AnnotationFormat?

    enum AnnotationFormat: String, ExpressibleByArgument, CaseIterable {
        case github, none
    }

    var wantsAny: Bool { junit != nil || sarif != nil || annotationFormat == .github }

    /// A path that cannot be written is said before any work: a run was solved and stored, and
    /// only then refused as a usage error.
    func validate() throws {
        for path in [junit, sarif].compactMap({ $0 }) { try OutputFile.check(path) }
    }

    var annotationFormat: AnnotationFormat {
        annotations ?? (ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" ? .github : .none)
    }

    /// Writes each output asked for; annotations go to standard output, where the runner reads them.
    func write(_ verdicts: @autoclosure () -> [CaseVerdict], name: String) throws {
        guard wantsAny else { return }
        let verdicts = verdicts()
        if let junit {
            try OutputFile.write(JUnitReport.render(verdicts, name: name), to: junit)
            FileHandle.standardError.write(Data("Wrote \(junit)\n".utf8))
        }
        if let sarif {
            try OutputFile.write(SARIFReport.render(verdicts, toolVersion: Trellis.version), to: sarif)
            FileHandle.standardError.write(Data("Wrote \(sarif)\n".utf8))
        }
        if annotationFormat == .github { print(GitHubAnnotations.render(verdicts), terminator: "") }
    }
}

