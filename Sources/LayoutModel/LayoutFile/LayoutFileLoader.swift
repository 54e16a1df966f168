import ConstraintSolver
import Foundation
import TextMeasurement
import TrellisBase
import YAMLReading
import Yams

/// Reads layout files (`Layouts/*.yaml`): the format is described in `Layouts/README.md`.
public enum LayoutFileLoader {
    /// A file's name without its folder and its `.yaml` or `.yml`: the layout's name when the
    /// file gives none.
    public static func defaultName(ofFile path: String) -> String {
        let base = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".yaml", ".yml"] where base.hasSuffix(suffix) { return String(base.dropLast(suffix.count)) }
        return base
    }

    /// Loads the layout in the file at `path`; named fonts are measured with `fonts`' files.
    public static func load(contentsOf path: String, fonts: FontLibrary = FontLibrary()) throws(LayoutFileError) -> Layout {
        try load(yaml: try text(ofFile: path), file: path, fonts: fonts)
    }

    /// A layout file's text; bytes that are not UTF-8 are an error at their line and column.
    public static func text(ofFile path: String) throws(LayoutFileError) -> String {
        do {
            return try YAMLDocument.text(ofFile: path)
        } catch {
            throw LayoutFileError(error, file: path)
        }
    }

    /// Loads a layout from YAML text; `file` names it in messages, `defaultName` names the layout
    /// when the file gives no `name:` (by default the file's name).
    public static func load(yaml: String, file: String, defaultName: String? = nil, fonts: FontLibrary = FontLibrary()) throws(LayoutFileError) -> Layout {
        let composed: Node?
        do {
            composed = try YAMLDocument.compose(yaml, file: file)
        } catch {
            throw LayoutFileError(error, file: file)
        }
        guard let node = composed else {
            throw .invalid(SourceLocation(file: file, line: 1, column: 1), "the file is empty; expected a layout (see Layouts/README.md)")
        }
        var reader = LayoutFileReader(file: file, defaultName: defaultName)
        var layout = try reader.read(node)
        layout.measureFonts(with: fonts, sayingWhatIsNot: true)
        return layout
    }
}

extension LayoutFileError {
    init(_ problem: YAMLDocument.Problem, file: String) {
        switch problem {
        case let .unreadable(reason): self = .unreadable(file: file, reason: reason)
        case let .invalid(location, message): self = .badYAML(location, message)
        }
    }
}
