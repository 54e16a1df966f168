import ArgumentParser
import DeviceCatalog
import LayoutModel
import TrellisBase

/// The screen a layout is solved on, as command-line options (shared by `solve`,
/// `export-system` and `bench-layout`).
struct ScreenOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The root view's size in points, WIDTHxHEIGHT.", valueName: "WxH"), transform: ArgumentValue.size)
    var size: Size = Size(width: 390, height: 844)

    @Option(help: ArgumentHelp("Safe-area insets top,left,bottom,right in points.", valueName: "t,l,b,r"),
            transform: ArgumentValue.insets)
    var safeArea: EdgeInsets = .zero

    @Option(help: ArgumentHelp(
        "Size classes as wC,hR (width then height; C compact, R regular). Default: what the idiom and size imply.",
        valueName: "classes"), transform: ArgumentValue.sizeClasses)
    var sizeClass: SizeClasses?

    @Option(help: "Decides default size classes and the root's side margins.")
    var idiom: Idiom = .phone

    @Option(help: "Pixels per point; frames are rounded to this grid.")
    var scale: Double = 3

    @Flag(help: "Lay out right to left (leading is the right edge).")
    var rtl = false

    func validate() throws {
        guard scale > 0, scale.isFinite else { throw ValidationError("--scale must be a positive number") }
    }

    func environment() -> LayoutEnvironment {
        LayoutEnvironment(size: size, safeAreaInsets: safeArea, sizeClasses: sizeClass, idiom: idiom,
                          direction: rtl ? .rightToLeft : .leftToRight, displayScale: scale)
    }
}
