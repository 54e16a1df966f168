import ArgumentParser
import Foundation

/// Writes a page or file the tool generates, and when it cannot, says why in words.
///
/// What is at the path decides how: a regular file (or nothing) is replaced whole or not at all
/// (written beside it and renamed over it, so an earlier file survives a failure); a symbolic
/// link is followed and its target written, the link left as it is; a device, a FIFO or another
/// special file is written into as it is, never replaced (`--output /dev/null` once replaced the
/// device with a regular file); a folder, or a path ending in `/` where there is none, is a usage
/// error.
enum OutputFile {
    static func write(_ text: String, to path: String) throws {
        let target = try check(path)
        let type = (try? FileManager.default.attributesOfItem(atPath: target)[.type]) as? FileAttributeType
        if let type, type != .typeRegular { return try writeInPlace(text, to: target, named: path) }
        do {
            try text.write(toFile: target, atomically: true, encoding: .utf8)
        } catch {
            throw failure(path, error)
        }
    }

    /// Whether `write` can go to `path`, said before anything is written (a report's pages go
    /// first): the file it names once links are followed, or a usage error in words.
    @discardableResult
    static func check(_ path: String) throws -> String {
        let target = try followingLinks(path)
        var isDirectory: ObjCBool = false
        // A path ending in `/` names a folder, not a file to make (`--html report/`).
        if target.hasSuffix("/"), !FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) {
            throw ValidationError("cannot write \(path): there is no folder \((target as NSString).standardizingPath)")
        }
        let folder = (target as NSString).deletingLastPathComponent
        if !folder.isEmpty && !(FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw ValidationError("cannot write \(path): there is no folder \(folder)")
        }
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ValidationError("cannot write \(path): it is a folder; give a file name")
        }
        return target
    }

    /// The folder `folder` for the files that go with `path` (a report's pages), made if it is
    /// not there; its own folder is `path`'s, which `check` has found. Anything else at its place
    /// is left as it is.
    static func makeFolder(_ folder: String, besides path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            throw ValidationError("cannot write the pages of \(path) in \(folder): it is a file")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        } catch {
            throw failure(folder, error)
        }
    }

    /// The file a path names once every symbolic link on the way is followed (a link to a file
    /// that does not exist yet names that file).
    private static func followingLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw WriteFailure(description: "cannot write \(path): too many levels of symbolic links")
    }

    /// Writes into a device, FIFO or socket without replacing or truncating it.
    private static func writeInPlace(_ text: String, to target: String, named path: String) throws {
        guard let handle = FileHandle(forWritingAtPath: target) else {
            throw WriteFailure(description: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw failure(path, error)
        }
    }

    private static func failure(_ path: String, _ error: any Error) -> WriteFailure {
        // Foundation's own description is a dump of its error domain; the POSIX reason reads better.
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        let reason = underlying.map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
        return WriteFailure(description: "cannot write \(path): \(reason)")
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
