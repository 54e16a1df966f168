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
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .unreadable(file: path, reason: (error as NSError).localizedDescription)
        }
        return try load(yaml: text, file: path)
    }

    /// Loads a layout from YAML text; `file` names it in messages.
    public static func load(yaml: String, file: String) throws(LayoutFileError) -> Layout {
        let node: Node
        do {
            guard let composed = try Yams.compose(yaml: yaml) else {
                throw LayoutFileError.invalid(SourceLocation(file: file, line: 1, column: 1), "the file is empty; expected a layout (see Layouts/README.md)")
            }
            node = composed
        } catch let error as LayoutFileError {
            throw error
        } catch let error as YamlError {
            throw yamlError(error, file: file)
        } catch {
            throw .badYAML(SourceLocation(file: file, line: 1, column: 1), "\(error)")
        }
        var reader = LayoutFileReader(file: file)
        return try reader.read(node)
    }

    private static func yamlError(_ error: YamlError, file: String) -> LayoutFileError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let detail = context.map { "\(problem) (\($0.text) at \($0.mark))" } ?? problem
            return .badYAML(SourceLocation(file: file, line: mark.line, column: mark.column), detail)
        case let .duplicatedKeysInMapping(duplicates, context):
            return .badYAML(SourceLocation(file: file, line: context.mark.line, column: context.mark.column),
                            "duplicate keys \(duplicates.joined(separator: ", ")) in one mapping")
        default:
            return .badYAML(SourceLocation(file: file, line: 1, column: 1), "\(error)")
        }
    }
}
