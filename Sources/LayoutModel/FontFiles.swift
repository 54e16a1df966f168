import TextMeasurement
import TrellisBase

extension Layout {
    /// Gives every named font in the layout (views and variations) its file from `library`, so
    /// that its text is measured in it. With `sayingWhatIsNot`, a font the library lacks is said
    /// once, as a `not-modelled` warning at the first view that uses it: its text is measured as
    /// the system font at its weight.
    public mutating func measureFonts(with library: FontLibrary, sayingWhatIsNot: Bool) {
        var unmeasured: [String] = []
        func resolve(_ font: inout Font?, source: SourceLocation?) {
            guard let name = font?.name else { return }
            font?.face = library.face(named: name)
            guard font?.isMeasuredAsSystemFont == true, sayingWhatIsNot, !unmeasured.contains(name) else { return }
            unmeasured.append(name)
            importWarnings.append(ImportWarning(
                location: source ?? SourceLocation(file: sourceFile ?? name, line: 1, column: 1),
                message: "font '\(name)' is measured as the system font at its weight (\(font!.weight.rawValue)): Trellis has no file "
                    + "for it, so text widths in it are estimates and no text in it is called truncated (add the app's font "
                    + "files to the project, or a folder of them "
                    + "under `fonts:` in trellis.yml)"))
        }
        for view in viewsInTreeOrder where view.content.font?.name != nil {
            var font = view.content.font
            resolve(&font, source: view.source)
            self[ViewReference(name: view.name)].content.font = font
        }
        for index in variations.indices {
            for change in variations[index].viewChanges.indices where variations[index].viewChanges[change].change.font?.name != nil {
                resolve(&variations[index].viewChanges[change].change.font, source: view(named: variations[index].viewChanges[change].view)?.source)
            }
        }
    }
}
