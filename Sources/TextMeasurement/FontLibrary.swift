import Foundation

/// The font files Trellis can measure named fonts with, by PostScript name: an app's own (the
/// files under its project and the folders `trellis.yml` names), and metric-compatible free
/// stand-ins for iOS's Helvetica, Arial, Times and Courier where the system has them (Liberation,
/// made to match their widths). iOS's Courier New and Menlo need no file (`MonospacedFonts`).
public struct FontLibrary: Sendable {
    public private(set) var faces: [String: FontFace] = [:]
    /// Font files that could not be read (each said, none stops the others).
    public private(set) var failures: [FontFileError] = []

    public init() {}

    /// The extensions of the font files `load` reads.
    public static let fileExtensions: Set<String> = ["ttf", "otf", "ttc"]

    /// Each metric-compatible free font (by PostScript name) and the iOS fonts it stands in for.
    public static let standIns: [String: [String]] = [
        "LiberationSans": ["Helvetica", "ArialMT"], "LiberationSans-Bold": ["Helvetica-Bold", "Arial-BoldMT"],
        "LiberationSans-Italic": ["Helvetica-Oblique", "Arial-ItalicMT"],
        "LiberationSerif": ["TimesNewRomanPSMT", "Times-Roman"], "LiberationSerif-Bold": ["TimesNewRomanPS-BoldMT", "Times-Bold"],
        "LiberationMono": ["CourierNewPSMT", "Courier"], "LiberationMono-Bold": ["CourierNewPS-BoldMT", "Courier-Bold"],
    ]
    /// Where Debian's fonts-liberation puts them.
    public static let standInFolders = ["/usr/share/fonts/truetype/liberation", "/usr/share/fonts/truetype/liberation2"]

    /// The font files in `paths` (files, or folders searched below, hidden folders skipped).
    public static func load(_ paths: [String]) -> FontLibrary {
        var library = FontLibrary()
        for file in fontFiles(in: paths) {
            do {
                for face in try FontFace.read(file) where library.faces[face.postScriptName] == nil {
                    library.faces[face.postScriptName] = face
                }
            } catch {
                library.failures.append(error)
            }
        }
        return library
    }

    /// The library with the stand-ins found in `folders` added (never replacing a font of the
    /// app's); `standingIn`: each free font's PostScript name and the iOS names it stands in for.
    public func withStandIns(from folders: [String] = FontLibrary.standInFolders,
                             standingIn: [String: [String]] = FontLibrary.standIns) -> FontLibrary {
        let found = FontLibrary.load(folders.filter { FileManager.default.fileExists(atPath: $0) })
        var library = self
        for (standIn, names) in standingIn {
            guard let face = found.faces[standIn] else { continue }
            for name in names where library.faces[name] == nil { library.faces[name] = face }
        }
        return library
    }

    /// The face for a PostScript name: a file the library has, else iOS's monospaced fonts'
    /// known metrics (`MonospacedFonts`); nil for a font Trellis cannot measure.
    public func face(named name: String) -> FontFace? { faces[name] ?? MonospacedFonts.face(named: name) }

    private static func fontFiles(in paths: [String]) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            guard let walker = manager.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.isRegularFileKey],
                                                  options: [.skipsHiddenFiles]) else { continue }
            // Hidden folders (.git, .build) are skipped with hidden files.
            for case let url as URL in walker where fileExtensions.contains(url.pathExtension.lowercased()) {
                files.append(url.path)
            }
        }
        return files.sorted()
    }
}
