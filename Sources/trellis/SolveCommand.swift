import ArgumentParser
import DeviceCatalog
import LayoutModel
import MatrixRun
import TrellisBase

struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve one layout file at one screen size and print frames, a diagram and diagnostics.",
        discussion: """
            Frames are in points, relative to the superview, rounded to the pixel grid. \
            Diagnostics: conflicting required constraints (UIKit's "Unable to simultaneously \
            satisfy constraints" report, then the constraint broken to recover), ambiguous views \
            with two frames that fit, content compressed below its intrinsic size, empty views, \
            and views outside the root.

            The screen is given by --size and the options after it, or by --device: a device of \
            the catalog as `trellis run` solves on it (its size, safe area, size classes and \
            scale, with the layout's bars and container; a cell of a scene at the width of the \
            scene's table), to look at a finding a run reported on that device.

            Examples:
              trellis solve Layouts/detail.yaml --size 390x844 --safe-area 47,0,34,0
              trellis solve App/Base.lproj/Main.storyboard#Login --device "iPhone SE (3rd generation)" --orientation landscapeLeft
            """
    )

    @Argument(help: "A layout file (see Layouts/README.md), or a storyboard or xib with the layout after # as `trellis run` names it (Main.storyboard#Login); a file of one layout needs no name.")
    var file: String

    @OptionGroup var screen: ScreenOptions

    @Option(help: ArgumentHelp("Solve on this device of the catalog as `trellis run` does (`trellis devices` lists them).", valueName: "name"))
    var device: String?

    @Option(help: "With --device: the orientation (default: portrait, else the first the device and the layout show).")
    var orientation: Orientation?

    @Flag(help: "Exit with status 1 when there are diagnostics.")
    var failOnDiagnostics = false

    func validate() throws {
        if device == nil, orientation != nil { throw ValidationError("--orientation needs --device") }
        if device != nil, let given = screen.givenScreenOptions.first { throw ValidationError("--device gives the screen; leave out \(given)") }
    }

    func run() throws {
        // A bad file is not a usage error: ArgumentParser prints just "Error: <file>:<line>:<column>: <what>".
        // One catalog for the file's import and the device, read once.
        let context = try LayoutArgument.Context(for: [file], needsCatalog: device != nil)
        let (layouts, chosen) = try LayoutArgument.resolve(file, in: context)
        let layout = layouts[chosen].layout
        var report: SolveReport
        if let device, let catalog = context.catalog {
            let (matrixCase, plan) = try caseOnDevice(named: device, catalog: catalog, layouts: layouts, chosen: chosen)
            // A case with a screen always has an environment.
            report = SolveReport(try layout.solve(in: plan.environment(of: matrixCase)!))
            report.screen = matrixCase.screen?.description
        } else {
            report = SolveReport(try layout.solve(in: screen.environment()))
        }
        print(report.text, terminator: "")
        if failOnDiagnostics && !report.solution.diagnostics.isEmpty { throw ExitCode(1) }
    }

    /// The run's case of the chosen layout on the device, in the orientation asked for.
    private func caseOnDevice(named name: String, catalog: DeviceCatalog, layouts: [LoadedLayout], chosen: Int) throws -> (MatrixCase, MatrixPlan) {
        let devices = try catalog.select(DeviceSelection(names: [name]))
        guard devices.count == 1, let device = devices.first else {
            throw ValidationError("--device \(name) names \(devices.count) devices (\(devices.map(\.name).joined(separator: ", "))); name one")
        }
        let layout = layouts[chosen].layout
        guard layout.idioms.contains(device.idiom) else {
            throw ValidationError("\(layout.name) is not shown on \(device.idiom == .pad ? "an iPad" : "an iPhone") (\(device.name))")
        }
        let plan = MatrixPlan(layouts: layouts, devices: [device], catalog: catalog, appOrientations: [.phone: .all, .pad: .all],
                              directions: [screen.direction])
        let shown = plan.orientations(of: layout, on: device).orientations
        let wanted = orientation ?? (shown.contains(.portrait) ? .portrait : shown.first)
        guard let wanted, shown.contains(wanted) else {
            let names = shown.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("\(device.name) does not show \(layout.name) in \(orientation?.rawValue ?? "any orientation")"
                + (names.isEmpty ? "" : "; it shows it in \(names)"))
        }
        let matrixCase = plan.cases().first { $0.layoutIndex == chosen && $0.screen?.orientation == wanted && $0.screen?.window == nil }
        return (matrixCase!, plan)
    }
}
