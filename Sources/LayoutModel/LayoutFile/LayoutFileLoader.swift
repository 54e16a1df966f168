import ConstraintSolver
import DeviceCatalog
import Foundation
import Yams

/// Reads layout files (`Layouts/*.yaml`): the format is described in `Layouts/README.md`.
public enum LayoutFileLoader {
    /// Loads the layout in the file at `path`.
    public static func load(contentsOf path: String) throws(LayoutFileError) -> Layout {
        let text: String
        do {
            text = try YAMLDocument.text(ofFile: path)
        } catch {
            throw LayoutFileError(error, file: path)
        }
        return try load(yaml: text, file: path)
    }

    /// Loads a layout from YAML text; `file` names it in messages.
    public static func load(yaml: String, file: String) throws(LayoutFileError) -> Layout {
        let composed: Node?
        do {
            composed = try YAMLDocument.compose(yaml, file: file)
        } catch {
            throw LayoutFileError(error, file: file)
        }
        guard let node = composed else {
            throw .invalid(SourceLocation(file: file, line: 1, column: 1), "the file is empty; expected a layout (see Layouts/README.md)")
        }
        var reader = LayoutFileReader(file: file)
        return try reader.read(node)
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
