import DeviceCatalog
import InterfaceBuilder
import TextMeasurement

extension IBVerification {
    /// Loads the storyboards and xibs at `paths` (folders searched, in path order) as `verify-ib`
    /// does (controls at their saved sizes) and verifies them.
    public static func run(paths: [String], catalog: DeviceCatalog, textSizing: IBTextSizing, tolerancePixels: Double,
                           probesNaturalWidths: Bool = false, fonts: FontLibrary = FontLibrary()) -> IBVerification {
        var loader = LayoutLoader(catalog: catalog, fonts: fonts, textSizing: textSizing)
        loader.sizesControlsAsSaved = true
        return check(loader.interfaceBuilderFiles(paths), catalog: catalog, textSizing: textSizing, tolerancePixels: tolerancePixels,
                     probesNaturalWidths: probesNaturalWidths)
    }
}

extension IBLayoutExport {
    /// Loads the storyboards and xibs at `paths` (folders searched) with `loader` and makes their
    /// layout files, as `trellis import` does.
    public static func export(paths: [String], loader: LayoutLoader) -> Result {
        export(loader.interfaceBuilderFiles(paths), textSizing: loader.textSizing)
    }
}
