/// iOS's monospaced fonts, measured without their files: every character such a font has is as
/// wide as any other, so one advance and its `hhea` line metrics, in font units, are the whole of
/// what a layout needs. Courier New (1229 of 2048 units; ascender 1705, descender 615) and Menlo
/// (1233 of 2048; 1901 and 483, Bitstream Vera Sans Mono's, which it comes from) are set so on
/// iOS: Xcode saved 17-pt Courier New labels 10.333 pt wide a character on @3x screens and
/// 19.333 tall, and Xcode 7 a 7-character 48-pt Menlo label 56 tall and 203 wide (202.3 in the
/// whole points it rounded to; `../shared/ib-wide`). Courier's own metrics are not known well
/// enough to list. A font file of the app's, or a stand-in, comes first (`FontLibrary.face(named:)`).
enum MonospacedFonts {
    /// The characters each face is taken to have: Latin, Greek, Cyrillic, general punctuation
    /// and currency signs. Others fall back to the system font, as UIKit's cascade does.
    private static let repertoire: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x24F, 0x370...0x3FF, 0x400...0x4FF,
                                                            0x2000...0x206F, 0x20A0...0x20BF]

    private struct Family {
        let names: [String]
        let familyName: String
        let advance: Double
        let ascender: Double
        let descender: Double
    }

    private static let families = [
        Family(names: ["CourierNewPSMT", "CourierNewPS-BoldMT", "CourierNewPS-ItalicMT", "CourierNewPS-BoldItalicMT"],
               familyName: "Courier New", advance: 1229, ascender: 1705, descender: -615),
        Family(names: ["Menlo-Regular", "Menlo-Bold", "Menlo-Italic", "Menlo-BoldItalic"],
               familyName: "Menlo", advance: 1233, ascender: 1901, descender: -483),
    ]

    private static let faces: [String: FontFace] = {
        var faces: [String: FontFace] = [:]
        for family in families {
            var advances: [UInt32: Double] = [:]
            for range in repertoire {
                for scalar in range { advances[scalar] = family.advance }
            }
            for name in family.names {
                faces[name] = FontFace(postScriptName: name, familyName: family.familyName, unitsPerEm: 2048,
                                       ascender: family.ascender, descender: family.descender, lineGap: 0, advances: advances)
            }
        }
        return faces
    }()

    /// The face of a monospaced iOS font by PostScript name, if it is one.
    static func face(named name: String) -> FontFace? { faces[name] }
}
