import Foundation
import LayoutModel

/// Loads every layout file of a directory, all or nothing.
public enum LayoutDirectory {
    /// Every `*.yaml` in `directory`, in name order, with its text. The first bad file stops the
    /// load with its error, before anything is solved.
    public static func load(_ directory: String) throws -> [(entry: MatrixPlan.LayoutEntry, text: String)] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }.sorted()
        } catch {
            throw LayoutFileError.unreadable(file: directory, reason: (error as NSError).localizedDescription)
        }
        return try names.map { name in
            let path = (directory as NSString).appendingPathComponent(name)
            let text: String
            do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
                throw LayoutFileError.unreadable(file: path, reason: (error as NSError).localizedDescription)
            }
            return (MatrixPlan.LayoutEntry(path: path, layout: try LayoutFileLoader.load(yaml: text, file: path)), text)
        }
    }
}
