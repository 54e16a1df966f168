import ArgumentParser
import DeviceCatalog
import LayoutModel

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

            Example:
              trellis solve Layouts/detail.yaml --size 390x844 --safe-area 47,0,34,0
            """
    )

    @Argument(help: "A layout file (see Layouts/README.md).")
    var file: String

    @Option(help: ArgumentHelp("The root view's size in points, WIDTHxHEIGHT.", valueName: "WxH"))
    var size: String = "390x844"

    @Option(help: ArgumentHelp("Safe-area insets top,left,bottom,right in points.", valueName: "t,l,b,r"))
    var safeArea: String = "0,0,0,0"

    @Option(help: ArgumentHelp(
        "Size classes as wC,hR (width then height; C compact, R regular). Default: what the idiom and size imply.",
        valueName: "classes"))
    var sizeClass: String?

    @Option(help: "phone or pad: decides default size classes and the root's side margins.")
    var idiom: String = "phone"

    @Option(help: "Pixels per point; frames are rounded to this grid.")
    var scale: Double = 3

    @Flag(help: "Lay out right to left (leading is the right edge).")
    var rtl = false

    @Flag(help: "Exit with status 1 when there are diagnostics.")
    var failOnDiagnostics = false

    func run() throws {
        guard let rootSize = Size(parsing: size) else {
            throw ValidationError("--size must be WIDTHxHEIGHT with positive numbers, e.g. 390x844 (got '\(size)')")
        }
        guard let insets = EdgeInsets(parsing: safeArea) else {
            throw ValidationError("--safe-area must be four numbers top,left,bottom,right, e.g. 59,0,34,0 (got '\(safeArea)')")
        }
        guard let parsedIdiom = Idiom(rawValue: idiom) else {
            throw ValidationError("--idiom must be phone or pad (got '\(idiom)')")
        }
        var classes: SizeClasses?
        if let sizeClass {
            guard let parsed = SizeClasses(parsing: sizeClass) else {
                throw ValidationError("--size-class must be like wC,hR (got '\(sizeClass)')")
            }
            classes = parsed
        }
        guard scale > 0, scale.isFinite else { throw ValidationError("--scale must be a positive number") }
        let environment = LayoutEnvironment(
            size: rootSize, safeAreaInsets: insets, sizeClasses: classes, idiom: parsedIdiom,
            isRightToLeft: rtl, displayScale: scale)
        // A bad file is not a usage error: ArgumentParser prints just "Error: <file>:<line>:<column>: <what>".
        let layout = try LayoutFileLoader.load(contentsOf: file)
        let solution = try layout.solve(in: environment)
        print(SolveReport(solution).text, terminator: "")
        if failOnDiagnostics && !solution.diagnostics.isEmpty { throw ExitCode(1) }
    }
}
