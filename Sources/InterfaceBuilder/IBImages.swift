import LayoutModel
import TrellisBase

/// The images a file lists in `<resources>`, at the size a device draws them.
///
/// An image of the app's asset catalog is listed at its point size. An SF Symbol
/// (`<image name="trash" catalog="system" width="121" height="128"/>`) is listed in a 128-pt box,
/// its longer side 128, whatever size it is drawn at: a device draws it at its symbol
/// configuration's point size, 17 pt at the medium scale unless the view names another
/// (`preferredSymbolConfiguration`). Taken as listed, a symbol made its image view or button
/// 128 pt tall (a 44-pt row holding one then "needed" 119 pt).
struct IBImages {
    struct Image {
        /// The size drawn with the default symbol configuration, or the listed size of an asset.
        var size: Size
        var isSymbol: Bool
    }

    /// The longer side of a symbol drawn at 17 pt, medium scale: the median of the image views
    /// in `../shared/ib-wide` that show a symbol with nothing else sizing them (19–23.3 pt,
    /// rounded to their design screens' pixels; the glyphs differ). An estimate for any one symbol.
    static let symbolLongerSide = 20.5
    /// The point size a symbol is drawn at without a configuration (the body text size).
    static let symbolPointSize = 17.0
    /// `UIImage.SymbolScale`: small is about 20% smaller than medium, large about 30% larger
    /// (Apple's documentation of `NSImage.SymbolScale`).
    static let symbolScales: [String: Double] = ["small": 0.8, "medium": 1, "default": 1, "unspecified": 1, "large": 1.3]

    private var byName: [String: Image] = [:]

    /// Reads `<resources>`; an image without both sizes is left out (it has no intrinsic size).
    init(document: IBNode) throws(IBImportError) {
        for image in document.child("resources")?.children ?? [] where image.name == "image" {
            guard let name = image["name"], let width = try IBNumbers.value(image, "width", in: NumberLimits.lengths),
                  let height = try IBNumbers.value(image, "height", in: NumberLimits.lengths) else { continue }
            var size = Size(width: width, height: height)
            let isSymbol = image["catalog"] == "system"
            if isSymbol, max(width, height) > 0 {
                let scale = Self.symbolLongerSide / max(width, height)
                size = Size(width: width * scale, height: height * scale)
            }
            byName[name] = Image(size: size, isSymbol: isSymbol)
        }
    }

    /// The size `view` (an image view or a button) draws image `name` at: a symbol with the
    /// view's `preferredSymbolConfiguration` (a point size, or a font's, and a scale) applied.
    func size(of name: String, in view: IBNode) throws(IBImportError) -> Size? {
        guard let image = byName[name] else { return nil }
        guard image.isSymbol, let configuration = Self.symbolConfiguration(of: view) else { return image.size }
        var factor = 1.0
        switch configuration["configurationType"] {
        case "pointSize":
            if let points = try IBNumbers.value(configuration, "pointSize", in: NumberLimits.fontSizes) {
                factor = points / Self.symbolPointSize
            }
        case "font":
            if let description = configuration.child("fontDescription", key: "fontDescription"), let font = try IBFonts.font(description) {
                factor = font.pointSize / Self.symbolPointSize
            }
        default: break
        }
        factor *= configuration["scale"].flatMap { Self.symbolScales[$0] } ?? 1
        return Size(width: image.size.width * factor, height: image.size.height * factor)
    }

    /// A view's symbol configuration: an image view's own, a button's for its normal state or its
    /// configuration's image.
    private static func symbolConfiguration(of view: IBNode) -> IBNode? {
        view.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration")
            ?? view.child("state", key: "normal")?.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration")
            ?? view.child("buttonConfiguration")?.child("preferredSymbolConfiguration", key: "preferredSymbolConfigurationForImage")
    }
}
