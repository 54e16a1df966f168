import ArgumentParser
import Foundation

/// Writes a page or file the tool generates: whole or not at all (atomically, so an earlier file
/// of that name survives a failure), and when it cannot, says why in words.
enum OutputFile {
    static func write(_ text: String, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if !folder.isEmpty && !(FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw ValidationError("cannot write \(path): there is no folder \(folder)")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ValidationError("cannot write \(path): it is a folder; give a file name")
        }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            // Foundation's own description is a dump of its error domain; the POSIX reason reads better.
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            let reason = underlying.map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
            throw WriteFailure(description: "cannot write \(path): \(reason)")
        }
    }

    /// `path`, or `name` inside it when `path` is an existing folder.
    static func path(_ path: String, orInFolder name: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return path }
        return (path as NSString).appendingPathComponent(name)
    }
}

/// A file could not be written (a full disk, no permission): a failure of the work, not of the arguments.
struct WriteFailure: Error, CustomStringConvertible {
    var description: String
}
