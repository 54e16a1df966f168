import Testing
import TextMeasurement
import TrellisBase
@testable import LayoutModel

/// Named fonts in layouts: measured with their file when the library has it; otherwise as the
/// system font, said once per font as a `not-modelled` warning at the first view using it.
struct FontFileLayoutTests {
    static let yaml = """
        views:
          title: {kind: label, text: A Be, font: {name: TrellisTest-Regular, size: 20}}
          other: {kind: label, text: A Be, font: {name: TrellisTest-Regular, size: 10}}
          missing: {kind: label, text: A Be, font: {name: Avenir-Heavy, size: 20, weight: heavy}}
        constraints:
          - title.leading == root.leading
          - other.leading == root.leading
          - missing.leading == root.leading
        """

    @Test func aNamedFontIsMeasuredWithItsFileOrSaidNotToBe() throws {
        let library = FontLibrary.load([fixturePath("fonts")])
        let layout = try LayoutFileLoader.load(yaml: Self.yaml, file: "fonts.yaml", fonts: library)
        // (600 + 250 + 700 + 450) / 1000 × 20 = 40 wide; the line 22 tall (800 + 200 + 100 units).
        #expect(layout.view(named: "title")?.intrinsicContentSize(scale: 2) == IntrinsicSize(width: 40, height: 22))
        #expect(layout.importWarnings.map(\.description) == [
            "fonts.yaml:4:3: warning: font 'Avenir-Heavy' is measured as the system font at its weight (heavy): Trellis has no file for it, "
                + "so text widths in it are estimates and no text in it is called truncated (add the app's font files to the project, "
                + "or a folder of them under `fonts:` in trellis.yml)",
        ])
        // Without the file, the test font is said once, at its first view.
        let without = try LayoutFileLoader.load(yaml: Self.yaml, file: "fonts.yaml")
        #expect(without.importWarnings.map(\.location.line) == [2, 4])
        #expect(without.view(named: "title")?.intrinsicContentSize(scale: 2).width
            == LayoutView.measured("A Be", font: Font(size: 20)))
    }
}

extension LayoutView {
    /// The one-line width of `text` in `font`, on the @2x pixel grid.
    static func measured(_ text: String, font: Font) -> Double {
        (TextMeasurer.width(of: text, font: font) * 2 - 1e-6).rounded(.up) / 2
    }
}
