import Foundation
import Testing
import TrellisBase
@testable import TextMeasurement

/// Named fonts measured from their files through FreeType. The font is our own
/// (`Tools/test-font/make.py`): 1,000 units per em, space 250, A 600, B 700, e 450; hhea ascender
/// 800, descender -200, line gap 100.
@Suite struct FontFileTests {
    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.path
    static let file = folder + "/TrellisTest-Regular.ttf"

    @Test func aFacesAdvancesAndLineComeFromItsFile() throws {
        let faces = try FontFace.read(Self.file)
        #expect(faces.map(\.postScriptName) == ["TrellisTest-Regular"])
        #expect(faces.map(\.familyName) == ["Trellis Test"])
        let font = Font(size: 20, name: "TrellisTest-Regular", face: faces[0])
        // A B e: (600 + 250 + 700 + 450) / 1000 × 20 pt, no tracking.
        #expect(TextMeasurer.width(of: "A Be", font: font) == 40)
        #expect(font.lineHeight == 22)
        #expect(font.ascender == 16)
        #expect(font.descender == 4)
        #expect(!font.isMeasuredAsSystemFont)
        // A character the font lacks is set in the system font, as UIKit's cascade does.
        #expect(TextMeasurer.width(of: "Az", font: font) == 12 + TextMeasurer.width(of: "z", font: Font(size: 20)))
    }

    /// Every file in a folder is read; one that is no font is said, and the others still load.
    @Test func aFolderIsReadAndABadFileIsSaid() {
        let library = FontLibrary.load([Self.folder])
        #expect(library.faces.keys.sorted() == ["TrellisTest-Regular"])
        #expect(library.failures == [.unreadable(Self.folder + "/broken.ttf", "not a font file FreeType knows")])
        #expect(library.failures.first?.description == "\(Self.folder)/broken.ttf: cannot read the font: not a font file FreeType knows")
        #expect(FontLibrary.load(["/no/such/folder"]).faces.isEmpty)
    }

    /// iOS's Helvetica, Arial, Times and Courier are measured with the metric-compatible free font
    /// found in the stand-in folders, never over a file of the app's own.
    @Test func standInsTakeTheNamesOfTheFontsTheyMatch() throws {
        // The test font plays Liberation Sans.
        let library = FontLibrary().withStandIns(from: [Self.folder], standingIn: ["TrellisTest-Regular": ["ArialMT", "Helvetica"]])
        #expect(library.face(named: "ArialMT")?.postScriptName == "TrellisTest-Regular")
        #expect(library.face(named: "Helvetica")?.postScriptName == "TrellisTest-Regular")
        #expect(library.face(named: "Courier") == nil)
    }
    /// iOS's Courier New and Menlo are monospaced: without a file, every character they have is
    /// one advance wide (Courier New 1229/2048 em, Menlo 1233/2048), their lines as tall as their
    /// files' `hhea` figures make them. Xcode saved a 22-character 17-pt Courier New label
    /// 224.667 × 19.333 on a @3x screen, and a 7-character 48-pt Menlo one 56 tall.
    @Test func monospacedFontsAreMeasuredWithoutTheirFiles() throws {
        let library = FontLibrary()
        let courier = Font(size: 17, name: "CourierNewPSMT", face: library.face(named: "CourierNewPSMT"))
        #expect(!courier.isMeasuredAsSystemFont)
        let url = TextMeasurer.width(of: "https://127.0.0.1:6060", font: courier)
        #expect(abs(url - 22.0 * 17 * 1229 / 2048) < 1e-9)
        #expect(formatPoints((url * 3).rounded(.up) / 3) == "224.667")
        #expect(formatPoints((courier.lineHeight * 3).rounded(.up) / 3) == "19.333")
        let bold = try #require(library.face(named: "CourierNewPS-BoldMT"))
        #expect(bold.postScriptName == "CourierNewPS-BoldMT")
        let menlo = Font(size: 48, name: "Menlo-Regular", face: library.face(named: "Menlo-Regular"))
        #expect(abs(TextMeasurer.width(of: "00:00.0", font: menlo) - 7.0 * 48 * 1233 / 2048) < 1e-9)
        #expect(menlo.lineHeight == 48.0 * 2384 / 2048)
        #expect(menlo.ascender == 48.0 * 1901 / 2048)
        // What the font lacks (an emoji) is set in the system font, as UIKit's cascade does.
        #expect(TextMeasurer.width(of: "A😀", font: menlo) == 48.0 * 1233 / 2048 + TextMeasurer.width(of: "😀", font: Font(size: 48)))
        // Only fonts whose metrics are known: Courier's are not.
        #expect(library.face(named: "Courier") == nil)
        // An app's own file of the same name comes first.
        let own = FontLibrary().withStandIns(from: [Self.folder], standingIn: ["TrellisTest-Regular": ["Menlo-Regular"]])
        #expect(own.face(named: "Menlo-Regular")?.postScriptName == "TrellisTest-Regular")
    }
}
