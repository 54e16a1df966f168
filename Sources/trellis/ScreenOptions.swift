import ArgumentParser
import DeviceCatalog
import LayoutModel
import TrellisBase

/// The screen a layout is solved on, as command-line options (shared by `solve`,
/// `export-system` and `bench-layout`).
struct ScreenOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The root view's size in points, WIDTHxHEIGHT (default: 390x844).", valueName: "WxH"), transform: ArgumentValue.size)
    var size: Size?

    @Option(help: ArgumentHelp("Safe-area insets top,left,bottom,right in points (default: none).", valueName: "t,l,b,r"),
            transform: ArgumentValue.insets)
    var safeArea: EdgeInsets?

    @Option(help: ArgumentHelp(
        "Size classes as wC,hR (width then height; C compact, R regular). Default: what the idiom and size imply.",
        valueName: "classes"), transform: ArgumentValue.sizeClasses)
    var sizeClass: SizeClasses?

    @Option(help: "Decides default size classes and the root's side margins (default: phone).")
    var idiom: Idiom?

    @Option(help: "Pixels per point; frames are rounded to this grid (default: 3).")
    var scale: Double?

    @Flag(help: "Lay out right to left (leading is the right edge).")
    var rtl = false

    func validate() throws {
        if let scale, !(scale > 0 && scale.isFinite) { throw ValidationError("--scale must be a positive number") }
    }

    /// The options that describe the screen itself (all but `--rtl`) given on the command line.
    var givenScreenOptions: [String] {
        [(size != nil, "--size"), (safeArea != nil, "--safe-area"), (sizeClass != nil, "--size-class"), (idiom != nil, "--idiom"),
         (scale != nil, "--scale")].filter(\.0).map(\.1)
    }

    var direction: LayoutDirection { rtl ? .rightToLeft : .leftToRight }

    func environment() -> LayoutEnvironment {
        LayoutEnvironment(size: size ?? Size(width: 390, height: 844), safeAreaInsets: safeArea ?? .zero, sizeClasses: sizeClass,
                          idiom: idiom ?? .phone, direction: direction, displayScale: scale ?? 3)
    }
}
