import ArgumentParser
import DeviceCatalog
import Dispatch
import Foundation
import MatrixRun
import ProjectSettings
import Reports
import ResultStore
import Synchronization

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

    @Option(help: ArgumentHelp("Parallel solving workers (default: one per core, less the one the database writer takes).", valueName: "count"))
    var jobs: Int?

    @Option(help: ArgumentHelp(
        "The app's orientations: one mask for both idioms or phone=MASK,pad=MASK (default phone=allButUpsideDown,pad=all).",
        valueName: "masks"))
    var appOrientations: String?

    @Option(help: ArgumentHelp(
        "The app's Info.plist: its UISupportedInterfaceOrientations (~iphone, ~ipad) are the app's orientations, and UIRequiresFullScreen turns off Split View windows.",
        valueName: "path"))
    var infoPlist: String?

    @Option(help: ArgumentHelp("Layout directions to solve: ltr, rtl or ltr,rtl (default ltr).", valueName: "list"))
    var directions: String?

    @Flag(help: "Also solve in right-to-left (the same as --directions ltr,rtl).")
    var rtl = false

    @Flag(inversion: .prefixedNo, help: "Also solve every iPad's Split View windows (default: off, or trellis.yml's multitasking).")
    var multitasking: Bool?

    @Option(help: ArgumentHelp("Exit with status 1 when diagnostics of this severity or worse exist: error or warning.", valueName: "severity"))
    var failOn: Severity?

    @Flag(help: "Solve every case from scratch instead of re-solving per device (for comparison).")
    var fromScratch = false

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
        commandLine.directions = try parseDirections()
        commandLine.multitasking = multitasking
        commandLine.appOrientations = try parseAppOrientations()
        commandLine.infoPlist = infoPlist
        commandLine.failOn = failOn
        return commandLine
    }

    func run() throws {
        let started = DispatchTime.now().uptimeNanoseconds
        let settings = try Project.settings(try commandLine(), readingInfoPlist: true)
        let db = settings.database.value
        let failSeverity = settings.failOn.value
        let catalog = try catalogOptions.location.catalog(settings)
        let devices = try catalog.select(CatalogOptions.selection(settings))
        let (sources, searchNotes) = try LayoutSearch.sources(
            matching: settings.layouts.value, excluding: settings.exclude.value, in: settings.layoutsRoot)
        let (loaded, notes) = try LayoutDirectory.load(sources, catalog: catalog)
        for note in settings.notes + searchNotes + notes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        let plan = MatrixPlan(
            layouts: loaded.map(\.entry), devices: devices, catalog: catalog, appOrientations: settings.appOrientations.value,
            directions: settings.directions.value, includesWindows: settings.multitasking.value)
        let total = plan.cases().count

        var writer: RunWriter?
        if !noStore {
            let database = try ResultDatabase(path: db)
            let info = RunInfo(
                label: label, toolVersion: Trellis.version, options: optionsJSON(settings), catalogHash: ContentHash.of(catalogText(devices)),
                layoutsHash: ContentHash.of(loaded.map(\.text).joined(separator: "\u{0}")),
                layoutsCommit: gitCommit(of: settings.layoutsRoot.isEmpty ? "." : settings.layoutsRoot))
            writer = try RunWriter(database: database, info: info, plan: plan, layoutTexts: loaded.map(\.text))
        }
        let progress = Progress(total: total, started: started)
        let background = writer.map { BackgroundWriter($0) }
        let state = Mutex(RunState())
        let cores = ProcessInfo.processInfo.activeProcessorCount
        // The writer thread keeps a core busy on its own; solvers on every core would only
        // take turns with it.
        let workers = jobs ?? (noStore ? cores : max(1, cores - 1))
        let interruption = Interruption()
        MatrixRunner(plan: plan, jobs: workers, fromScratch: fromScratch).run(shouldStop: { interruption.wasRequested }) { results in
            if let background, !background.submit(results) { return false }
            let tally = state.withLock { state in
                state.tally.add(results)
                return state.tally
            }
            progress.update(done: tally.cases)
            return true
        }
        let (writeError, storeSeconds) = background?.drain() ?? (nil, 0)
        progress.finish()
        let tally = state.withLock { $0.tally }
        let failure = writeError
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let stored = writer?.storedCases ?? tally.cases
        if let failure {
            throw RunFailure(description: "could not store the results in \(db): \(failure)\n"
                + "Run \(writer!.runID) stopped with \(stored) of \(total) cases stored and is kept as incomplete; earlier runs are untouched.")
        }
        if interruption.wasRequested {
            let kept = writer.map { "run \($0.runID) is kept as incomplete with \(stored) of \(total) cases stored" }
                ?? "\(tally.cases) of \(total) cases were solved"
            FileHandle.standardError.write(Data("Stopped (Ctrl-C): \(kept).\n".utf8))
            throw ExitCode(Interruption.exitStatus)
        }
        try writer?.finish(seconds: seconds)
        print(RunSummaryText.render(runID: writer?.runID, label: label, tally: tally, layouts: plan.layouts.count,
                                    devices: devices.count, seconds: seconds, storeSeconds: storeSeconds, jobs: workers,
                                    database: noStore ? nil : db))
        if let writer, ciOutput.wantsAny {
            let stored = try ResultDatabase.openForReading(path: db)
            if let snapshot = try stored.snapshot(run: writer.runID, frames: false) {
                try ciOutput.write(CaseVerdicts.of(run: snapshot), name: "trellis run \(writer.runID)")
            }
        }
        if let failSeverity, let worst = tally.worstSeverity, worst >= failSeverity { throw ExitCode(1) }
    }

    struct RunState {
        var tally = RunTally()
    }

    private func parseDirections() throws -> [Bool]? {
        guard let directions else { return rtl ? [false, true] : nil }
        var result: [Bool] = []
        for name in directions.split(separator: ",") {
            switch name {
            case "ltr": result.append(false)
            case "rtl": result.append(true)
            default: throw ValidationError("--directions takes ltr, rtl or ltr,rtl (got '\(directions)')")
            }
        }
        if rtl && !result.contains(true) { result.append(true) }
        guard !result.isEmpty else { throw ValidationError("--directions needs ltr, rtl or both") }
        return result
    }

    private func parseAppOrientations() throws -> [Idiom: OrientationMask]? {
        guard let appOrientations else { return nil }
        if let mask = OrientationMask(named: appOrientations) { return [.phone: mask, .pad: mask] }
        var result = MatrixPlan.defaultAppOrientations
        for part in appOrientations.split(separator: ",") {
            let pieces = part.split(separator: "=").map(String.init)
            guard pieces.count == 2, let idiom = Idiom(rawValue: pieces[0]), let mask = OrientationMask(named: pieces[1]) else {
                throw ValidationError("--app-orientations takes a mask (all, allButUpsideDown, portrait, landscape, …) "
                    + "or phone=MASK,pad=MASK (got '\(appOrientations)')")
            }
            result[idiom] = mask
        }
        return result
    }

    /// The settings the run used, as stored in its row.
    private func optionsJSON(_ settings: ProjectSettings) -> String {
        var options: [String: Any] = ["fromScratch": fromScratch, "jobs": jobs ?? NSNull()]
        for row in settings.rows { options[row.key] = row.value }
        let data = try! JSONSerialization.data(withJSONObject: options, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// The commit the layouts directory is checked out at, if it is in a git repository.
    private func gitCommit(of directory: String) -> String? {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", directory, "rev-parse", "HEAD"]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        guard git.terminationStatus == 0 else { return nil }
        let commit = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return commit.isEmpty ? nil : commit
    }

    /// The selected devices' facts in a fixed order, for the run's catalog hash.
    private func catalogText(_ devices: [Device]) -> String {
        devices.map { device in
            let safeAreas = Orientation.allCases.map { device.safeArea[$0]?.description ?? "-" }.joined(separator: " ")
            return "\(device.name)|\(device.portraitSize)|\(device.scale)|\(device.nativePixels)|\(safeAreas)|"
                + "\(device.portraitSizeClasses)|\(device.landscapeSizeClasses)|\(device.supportedOrientations)"
        }.joined(separator: "\n")
    }
}

/// The run could not finish; what was stored is kept, marked incomplete.
struct RunFailure: Error, CustomStringConvertible {
    var description: String
}
