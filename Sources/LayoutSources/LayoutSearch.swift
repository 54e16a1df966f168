import DeviceCatalog
import Foundation
import TrellisBase

/// The layout files that paths and patterns pick, as `--layouts` and `trellis.yml`'s `layouts:` and
/// `exclude:` give them: a folder (every layout file below it), a file, or a pattern such as
/// `App/**/*.storyboard`.
public enum LayoutSearch {
    /// The files `patterns` pick below `root` (the folder the patterns are relative to; empty for
    /// the current one), in the patterns' order, each once, less those an `excluding` pattern
    /// matches (the file's path below `root`, or a folder it is in). A layout's default name is its
    /// path below the pattern's fixed folder (`Settings/Main.storyboard` for `App/**/*.storyboard`),
    /// as if that folder had been given; with `namesFrom` (the project's root), its path below that
    /// folder instead, however the pattern was spelled. A pattern that matches nothing is a note; a
    /// path that does not exist, or nothing found at all, is an error.
    public static func sources(
        matching patterns: [String], excluding: [String] = [], in root: String = "", namesFrom projectRoot: String? = nil
    ) throws(LayoutDirectoryError) -> (sources: [LayoutSource], notes: [String]) {
        let exclusions = excluding.map(PathPattern.init)
        var sources: [LayoutSource] = []
        var seen: Set<String> = []
        var notes: [String] = []
        func add(_ source: LayoutSource, relativePath: String) {
            guard !isExcluded(relativePath, by: exclusions), seen.insert(source.path).inserted else { return }
            sources.append(source)
        }
        for text in patterns {
            let pattern = PathPattern(text)
            if !pattern.hasWildcards {
                let path = joined(root, text)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .notFound(path) }
                if isDirectory.boolValue {
                    for source in try LayoutDirectory.sources(in: path) { add(source, relativePath: joined(text, source.name)) }
                } else {
                    guard LayoutDirectory.layoutFileExtensions.contains((text as NSString).pathExtension) else {
                        throw .notALayoutFile(path)
                    }
                    add(LayoutSource(path: path, name: (text as NSString).lastPathComponent), relativePath: text)
                }
                continue
            }
            let folder = pattern.fixedFolder
            let found = SourceFiles.relativePaths(below: joined(root, folder).isEmpty ? "." : joined(root, folder),
                                                  extensions: LayoutDirectory.layoutFileExtensions) ?? []
            var matched = false
            for relative in found {
                let relativeToRoot = joined(folder, relative)
                guard pattern.matches(relativeToRoot) else { continue }
                matched = true
                add(LayoutSource(path: joined(root, relativeToRoot), name: relative), relativePath: relativeToRoot)
            }
            if !matched { notes.append("the layouts pattern \(text.quotedForMessage) matches no layout file") }
        }
        guard !sources.isEmpty else { throw .noLayouts(patterns.joined(separator: ", ")) }
        if let projectRoot {
            for index in sources.indices {
                if let name = name(of: sources[index].path, below: projectRoot) { sources[index].name = name }
            }
        }
        return (sources, notes)
    }

    /// `path` below `folder` (both as the file system has them from the current folder); nil when
    /// it is not below it (a file outside the project keeps its name below the pattern's folder).
    static func name(of path: String, below folder: String) -> String? {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : nil
    }

    /// Whether an exclusion matches the path or one of the folders it is in.
    public static func isExcluded(_ path: String, by exclusions: [PathPattern]) -> Bool {
        guard !exclusions.isEmpty else { return false }
        var candidate = path
        while !candidate.isEmpty {
            if exclusions.contains(where: { $0.matches(candidate) }) { return true }
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        return false
    }

    /// `path` in `folder`; an absolute path stays itself.
    private static func joined(_ folder: String, _ path: String) -> String {
        folder.isEmpty || folder == "." || path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
    }
}
