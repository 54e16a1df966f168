import Foundation
import LayoutModel
import TrellisBase

/// Interface Builder layouts as Trellis layout files, for teams leaving Interface Builder
/// (`trellis import`): one file per layout, named after the IB file and the layout
/// (`Main.storyboard#Login` → `Main-Login.yaml`), the IB ids kept as constraint identifiers and
/// what Trellis does not model listed in comments at the top.
public enum IBLayoutExport {
    /// One layout file to write.
    public struct File: Sendable, Equatable {
        /// The file's name, unique among the files of one export (ignoring case, as macOS does).
        public var name: String
        /// The layout's name, which the file keeps, so a run names it as it named the IB layout.
        public var layoutName: String
        public var text: String
    }

    /// What an export of some files made.
    public struct Result: Sendable {
        public var files: [File] = []
        /// Files, scenes and layouts that could not be read or written, each with why.
        public var problems: [String] = []
        /// Notes on files passed over (macOS files).
        public var notes: [String] = []
    }

    /// The layout files of `loads`, files imported with `textSizing`; a file that could not be
    /// read is a problem, and the others are still made.
    public static func export(_ loads: some Sequence<IBFileLoad>, textSizing: IBTextSizing) -> Result {
        var result = Result()
        var imports: [IBFileImport] = []
        for load in loads {
            switch load.result {
            case let .success(imported):
                imports.append(imported)
                result.problems += imported.failures.map { "\($0.name): \($0.error)" }
            case let .failure(error):
                if let note = load.note { result.notes.append(note) } else { result.problems.append(error.description) }
            }
        }
        let made = files(for: imports, textSizing: textSizing)
        result.files = made.files
        result.problems += made.failures.map { "\($0.layout): \($0.reason)" }
        return result
    }

    /// The layout files for `imports`, and the layouts that cannot be written, with why.
    public static func files(for imports: [IBFileImport], textSizing: IBTextSizing) -> (files: [File], failures: [(layout: String, reason: String)]) {
        var files: [File] = []
        var failures: [(layout: String, reason: String)] = []
        var taken = Set<String>()
        let writer = LayoutFileWriter()
        for fileImport in imports {
            for imported in fileImport.layouts {
                let layout = imported.layout
                do {
                    let text = try writer.text(of: layout, comments: header(for: imported, file: fileImport.document.file, textSizing: textSizing))
                    var name = fileName(for: layout.name)
                    var suffix = 2
                    while taken.contains(name.lowercased()) {
                        name = fileName(for: layout.name, suffix: suffix)
                        suffix += 1
                    }
                    taken.insert(name.lowercased())
                    files.append(File(name: name, layoutName: layout.name, text: text))
                } catch {
                    failures.append((layout.name, error.description))
                }
            }
        }
        return (files, failures)
    }

    /// `Main.storyboard#Settings/switchCell` → `Main-Settings-switchCell.yaml`: letters, digits,
    /// `-` and `_` only, so the name needs no quoting in a shell.
    static func fileName(for layoutName: String, suffix: Int? = nil) -> String {
        let parts = layoutName.split(separator: "#", maxSplits: 1).map(String.init)
        let file = (parts[0] as NSString).lastPathComponent
        var base = (file as NSString).deletingPathExtension
        if parts.count > 1 { base += "-" + parts[1] }
        var safe = String(base.map { $0 == "/" ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") && $0.isASCII ? $0 : "_" })
        // File systems take names of up to 255 bytes: a longer one keeps its start and ends in a
        // hash of the whole layout name, so that two long names stay apart.
        if safe.utf8.count > maximumNameLength {
            safe = String(safe.prefix(maximumNameLength - 17)) + "-" + ContentHash.of(layoutName)
        }
        return safe + (suffix.map { "-\($0)" } ?? "") + ".yaml"
    }

    /// The longest file name made, before a suffix and `.yaml`, in bytes (all ASCII).
    static let maximumNameLength = 200

    private static func header(for imported: IBLayout, file: String, textSizing: IBTextSizing) -> [String] {
        let rootLine = imported.layout[imported.layout.root].source.map { ", line \($0.line)," } ?? ""
        var lines = [
            "Imported from \(file)\(rootLine) by `trellis import`.",
            "Constraint ids are the Interface Builder ids; " + (textSizing == .savedFrames
                ? "text views keep the size Xcode saved on the design device."
                : "text is sized by Trellis's text model, as `trellis run` sizes it."),
        ]
        if !imported.layout.importWarnings.isEmpty {
            lines.append("Not modelled (the layout file behaves as the import did):")
            lines += imported.layout.importWarnings.map { "  \($0.location): \($0.message)" }
        }
        return lines
    }
}
