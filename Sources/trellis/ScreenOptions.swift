import ArgumentParser
import DeviceCatalog
import LayoutModel

/// The screen a layout is solved on, as command-line options (shared by `solve`,
/// `export-system` and `bench-layout`).
struct ScreenOptions: ParsableArguments {
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

    func environment() throws -> LayoutEnvironment {
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
        return LayoutEnvironment(
            size: rootSize, safeAreaInsets: insets, sizeClasses: classes, idiom: parsedIdiom,
            isRightToLeft: rtl, displayScale: scale)
    }
}
