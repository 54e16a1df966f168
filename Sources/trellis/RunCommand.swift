import ArgumentParser
import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutSources
import MatrixRun
import ProjectSettings
import Reports
import ResultStore
import TextMeasurement
import TrellisBase

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Solve every layout on every device and orientation, and store frames and diagnostics in SQLite.",
        discussion: """
            Each layout is solved on each selected device in every orientation that the device, the \
            app (--app-orientations) and the layout all allow, with the layout's variations for that \
            size class. One run is one row in the database's `runs` table (see Reports/README.md). \
            Settings not given here come from trellis.yml (`trellis config` shows them). \
            Exit status: 0 when the run completed; 1 when it could not finish (a storage error) or, \
            with --fail-on, when diagnostics of that severity exist; 2 on a usage error; 130 when \
            stopped with Ctrl-C (the run is kept, marked incomplete).
            """
    )

    @Option(help: ArgumentHelp(
        "A folder, file or pattern (App/**/*.storyboard) of layouts to solve; repeatable (default: trellis.yml's layouts, else Layouts).",
        valueName: "path"))
    var layouts: [String] = []

    @OptionGroup var catalogOptions: CatalogOptions

    @OptionGroup var database: DatabaseOption

    @OptionGroup var ciOutput: CIOutputOptions

    @Option(help: "A label for the run (a branch, a commit).")
    var label: String?

    @Option(help: ArgumentHelp("Parallel solving workers (default: one per core).", valueName: "count"))
    var jobs: Int?

    @Option(help: ArgumentHelp(
        "The app's orientations: one mask for both idioms or phone=MASK,pad=MASK (default phone=allButUpsideDown,pad=all).",
        valueName: "masks"), transform: ArgumentValue.appOrientations)
    var appOrientations: [Idiom: OrientationMask]?

    @Option(help: ArgumentHelp(
        "The app's Info.plist: its UISupportedInterfaceOrientations (~iphone, ~ipad) are the app's orientations, UIRequiresFullScreen turns off Split View windows, and UIDesignRequiresCompatibility is said in the note on files saved by Xcode 26.",
        valueName: "path"))
    var infoPlist: String?

    @Option(help: ArgumentHelp("Layout directions to solve: ltr, rtl or ltr,rtl (default ltr).", valueName: "list"),
            transform: ArgumentValue.directions)
    var directions: [LayoutDirection]?

    @Flag(help: "Also solve in right-to-left (the same as --directions ltr,rtl).")
    var rtl = false

    @Flag(inversion: .prefixedNo, help: "Also solve every iPad's Split View windows (default: off, or trellis.yml's multitasking).")
    var multitasking: Bool?

    @Option(help: ArgumentHelp("Exit with status 1 when diagnostics of this severity or worse exist: error or warning.", valueName: "severity"))
    var failOn: Severity?

    @Flag(help: "Solve every case from scratch instead of re-solving per device (for comparison).")
    var fromScratch = false

    @Flag(help: ArgumentHelp(
        "Solve every case, even one whose layout and screen an earlier case had (for comparison).",
        discussion: "By default such a case takes the earlier case's frames and findings, which are stored once for both."))
    var everyCase = false

    @Flag(help: "Solve without writing to the database (for benchmarks).")
    var noStore = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of workers, 1 or more (got \(jobs))") }
        if failOn == .note { throw ValidationError("--fail-on must be error or warning (got 'note')") }
        if noStore && ciOutput.wantsAny { throw ValidationError("--junit, --sarif and annotations read the stored run; drop --no-store") }
    }

    /// The command line as settings, over which nothing else is laid.
    private func commandLine() throws -> ProjectSettings.CommandLine {
        var commandLine = catalogOptions.commandLine()
        commandLine.layouts = layouts
        commandLine.database = database.path
        if rtl || directions != nil {
            let asked = directions ?? [.leftToRight]
            commandLine.directions = rtl && !asked.contains(.rightToLeft) ? asked + [.rightToLeft] : asked
        }
        commandLine.multitasking = multitasking
        commandLine.appOrientations = appOrientations
        commandLine.infoPlist = infoPlist
        commandLine.failOn = failOn
        return commandLine
    }

    /// How many grouped findings the run's summary shows.
    static let findingsShown = 10

    func run() throws {
        let started = Stopwatch()
        let settings = try Project.settings(try commandLine(), readingInfoPlist: true)
        let db = settings.database.value
        let catalog = try catalogOptions.location.catalog(settings)
        let devices = try catalog.select(CatalogOptions.selection(settings))
        let (sources, searchNotes) = try LayoutSearch.sources(
            matching: settings.layouts.value, excluding: settings.exclude.value, in: settings.layoutsRoot, namesFrom: settings.projectRoot)
        let fonts = settings.fontLibrary
        var loader = LayoutLoader(catalog: catalog, fonts: fonts)
        loader.compatibleDesignPlist = settings.compatibleDesignPlist
        let (loaded, notes) = try loader.load(sources)
        let deploymentNotes = try CatalogOptions.deploymentNote(settings, catalog: catalog).map { [$0] } ?? []
        let orientationNotes = settings.assumedOrientationsNote(
            layoutsAreAnApps: sources.contains { IBDocument.isInterfaceBuilderFile($0.path) }).map { [$0] } ?? []
        for note in settings.notes + orientationNotes + deploymentNotes + searchNotes + fonts.failures.map(\.description) + notes {
            FileHandle.standardError.write(Data("note: \(note)\n".utf8))
        }
        let plan = MatrixPlan(
            layouts: loaded.map(\.entry), devices: devices, catalog: catalog, appOrientations: settings.appOrientations.value,
            directions: settings.directions.value, includesWindows: settings.multitasking.value)

        var writer: RunWriter?
        if !noStore {
            let info = RunInfo(
                label: label, toolVersion: Trellis.version, options: settings.json(adding: ["fromScratch": fromScratch, "everyCase": everyCase, "jobs": jobs]),
                fingerprint: RunFingerprint(devices: devices, layoutTexts: loaded.map(\.text), layoutsRoot: settings.layoutsRoot))
            writer = try RunWriter(database: try ResultDatabase(path: db), info: info, plan: plan, layoutTexts: loaded.map(\.text))
        }
        let progress = Progress(started: started)
        let interruption = Interruption()
        let runner = MatrixRunner(plan: plan, jobs: jobs ?? MatrixRunner.defaultJobs, fromScratch: fromScratch,
                                  solvesEveryCase: everyCase)
        let outcome = runner.perform(storage: writer, startedAt: started, shouldStop: { interruption.wasRequested },
                                     progress: progress.update)
        progress.finish()
        switch outcome.ending {
        case let .storageFailed(problem):
            throw RunFailure(description: "could not store the results in \(db): \(problem)\n"
                + "Run \(writer!.runID) stopped with \(outcome.storedCases) of \(outcome.totalCases) cases stored and is kept as incomplete; "
                + "earlier runs are untouched.")
        case .interrupted:
            let kept = writer.map { "run \($0.runID) is kept as incomplete with \(outcome.storedCases) of \(outcome.totalCases) cases stored" }
                ?? "\(outcome.tally.cases) of \(outcome.totalCases) cases were solved"
            FileHandle.standardError.write(Data("Stopped (Ctrl-C): \(kept).\n".utf8))
            throw ExitCode(Interruption.exitStatus)
        case .complete:
            break
        }
        print(RunSummaryText.render(runID: writer?.runID, label: label, outcome: outcome, layouts: plan.layouts.count,
                                    devices: devices.count, database: noStore ? nil : db))
        if let writer {
            // What was stored, kept in memory as it was written: reading 200,000 cases back took seconds.
            let snapshot = writer.snapshot
            // The findings to look at first; `trellis findings` lists them all.
            print(FindingsSummary(run: snapshot, runID: writer.runID).text(limit: Self.findingsShown), terminator: "")
            if ciOutput.wantsAny { try ciOutput.write(CaseVerdicts.of(run: snapshot), name: "trellis run \(writer.runID)") }
        }
        if let failOn = settings.failOn.value, let worst = outcome.tally.worstSeverity, worst >= failOn { throw ExitCode(1) }
    }
}

/// The run could not finish; what was stored is kept, marked incomplete.
struct RunFailure: Error, CustomStringConvertible {
    var description: String
}
