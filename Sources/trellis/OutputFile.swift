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
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            // Foundation's own description is a dump of its error domain; the POSIX reason reads better.
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            let reason = underlying.map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
            throw ValidationError("cannot write \(path): \(reason)")
        }
    }
}
