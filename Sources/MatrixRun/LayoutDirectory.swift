import Dispatch
import Foundation
import Synchronization
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
        var read: [(path: String, text: String)] = []
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            do {
                read.append((path, try String(contentsOfFile: path, encoding: .utf8)))
            } catch {
                throw LayoutFileError.unreadable(file: path, reason: (error as NSError).localizedDescription)
            }
        }
        // Parsing is independent per file: spread it over the cores, keep the files' order, and
        // report the first bad file in that order.
        let texts = read
        let parsed = Mutex([Result<Layout, LayoutFileError>?](repeating: nil, count: texts.count))
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            let result = Result { () throws(LayoutFileError) -> Layout in
                try LayoutFileLoader.load(yaml: texts[index].text, file: texts[index].path)
            }
            parsed.withLock { $0[index] = result }
        }
        return try parsed.withLock { $0 }.enumerated().map { index, result in
            (MatrixPlan.LayoutEntry(path: texts[index].path, layout: try result!.get()), texts[index].text)
        }
    }
}
