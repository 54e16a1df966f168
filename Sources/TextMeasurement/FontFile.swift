import CFreeType
import Foundation

/// One face of a font file, read once through FreeType: its PostScript name, its vertical
/// metrics and every character's advance, in font units. Plain data once read (FreeType's face is
/// closed before `read` returns), so it is shared between threads freely.
public final class FontFace: Sendable {
    public let postScriptName: String
    public let familyName: String
    let unitsPerEm: Double
    /// `hhea` ascender, descender (negative) and line gap, in font units.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    let advances: [UInt32: Double]

    init(postScriptName: String, familyName: String, unitsPerEm: Double, ascender: Double, descender: Double,
         lineGap: Double, advances: [UInt32: Double]) {
        self.postScriptName = postScriptName
        self.familyName = familyName
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.advances = advances
    }

    /// The width of a character at `size` points. Characters the font lacks fall back to the
    /// system font, as UIKit's font cascade does.
    func width(of character: Character, size: Double, fallback: SystemFontMetrics.Setting) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if let advance = advances[scalar.value] { return advance / unitsPerEm * size }
        return fallback.width(of: character)
    }

    /// UIKit's `lineHeight` at `size`: ascender + descender + line gap.
    func lineHeight(at size: Double) -> Double { (ascender - descender + lineGap) / unitsPerEm * size }
    func ascender(at size: Double) -> Double { ascender / unitsPerEm * size }
    func descender(at size: Double) -> Double { -descender / unitsPerEm * size }

    /// Every face in the font file at `path` (one, or several in a `.ttc` collection).
    public static func read(_ path: String) throws(FontFileError) -> [FontFace] {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw .unreadable(path, "FreeType could not start") }
        defer { FT_Done_FreeType(library) }
        var faces: [FontFace] = []
        var index = 0
        var count = 1
        while index < count {
            var face: FT_Face?
            let error = FT_New_Face(library, path, index, &face)
            guard error == 0, let face else {
                throw .unreadable(path, error == 2 ? "not a font file FreeType knows" : "FreeType error \(error)")
            }
            defer { FT_Done_Face(face) }
            count = max(1, Int(face.pointee.num_faces))
            if let made = Self.make(face) { faces.append(made) }
            index += 1
        }
        return faces
    }

    private static func make(_ face: FT_Face) -> FontFace? {
        let record = face.pointee
        guard record.units_per_EM > 0, let name = FT_Get_Postscript_Name(face).map({ String(cString: $0) }) else { return nil }
        // Vertical metrics from `hhea`, which UIKit reads; FreeType's own figures where there is none.
        var ascender = Double(record.ascender), descender = Double(record.descender)
        var lineGap = Double(record.height) - ascender + descender
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self) {
            ascender = Double(table.pointee.Ascender)
            descender = Double(table.pointee.Descender)
            lineGap = Double(table.pointee.Line_Gap)
        }
        var advances: [UInt32: Double] = [:]
        var glyph: FT_UInt = 0
        var code = FT_Get_First_Char(face, &glyph)
        let flags = FT_Int32(FT_LOAD_NO_SCALE)
        while glyph != 0 {
            var advance: FT_Fixed = 0
            if FT_Get_Advance(face, glyph, flags, &advance) == 0 { advances[UInt32(truncatingIfNeeded: code)] = Double(advance) }
            code = FT_Get_Next_Char(face, code, &glyph)
        }
        let family = record.family_name.map { String(cString: $0) } ?? name
        return FontFace(postScriptName: name, familyName: family, unitsPerEm: Double(record.units_per_EM),
                        ascender: ascender, descender: descender, lineGap: lineGap, advances: advances)
    }
}

/// Why a font file could not be read.
public enum FontFileError: Error, Equatable, CustomStringConvertible {
    case unreadable(String, String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "\(path): cannot read the font: \(reason)"
        }
    }
}
