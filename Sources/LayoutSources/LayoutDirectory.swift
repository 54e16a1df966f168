import Foundation
import InterfaceBuilder
import TrellisBase

/// The layout files of a folder: every YAML layout, storyboard and xib below it, named by their
/// paths below it.
public enum LayoutDirectory {
    /// The extensions of Trellis's own layout files.
    public static let extensions: Set = ["yaml", "yml"]

    /// Every extension a layout file can have: YAML, storyboards and xibs.
    public static var layoutFileExtensions: Set<String> { extensions.union(IBDocument.fileExtensions) }

    /// The layout files (YAML, storyboards, xibs) below `directory`, sorted, each named by its path
    /// below `directory`.
    public static func sources(in directory: String) throws(LayoutDirectoryError) -> [LayoutSource] {
        guard let paths = SourceFiles.relativePaths(below: directory, extensions: layoutFileExtensions) else {
            throw .notAFolder(directory)
        }
        guard !paths.isEmpty else { throw .noLayouts(directory) }
        return paths.map { LayoutSource(path: (directory as NSString).appendingPathComponent($0), name: $0) }
    }

    /// The paths themselves when they are files; the storyboards and xibs below the ones that are
    /// folders (subfolders too, hidden ones aside), in path order.
    public static func interfaceBuilderFiles(in paths: [String]) -> [String] {
        paths.flatMap { path in
            SourceFiles.relativePaths(below: path, extensions: IBDocument.fileExtensions)?
                .map { (path as NSString).appendingPathComponent($0) } ?? [path]
        }
    }
}

/// A layout file to load: where it is, and the name its layouts take when they have none of their
/// own (its path below the folder searched, with the extension: `Settings/Main.storyboard`).
public struct LayoutSource: Sendable, Hashable {
    public var path: String
    public var name: String

    public init(path: String, name: String) {
        self.path = path
        self.name = name
    }
}

/// Why a folder of layouts cannot be run.
public enum LayoutDirectoryError: Error, Sendable, Equatable, CustomStringConvertible {
    case notAFolder(String)
    /// The folder and its subfolders (or the patterns) find no layout file.
    case noLayouts(String)
    /// A path given for layouts names nothing.
    case notFound(String)
    /// A file given for layouts is not a YAML, storyboard or xib file.
    case notALayoutFile(String)
    /// Two files give their layouts the same name: results and diffs could not tell them apart.
    case duplicateName(String, first: String, second: String)

    public var description: String {
        switch self {
        case let .notAFolder(path): "there is no folder \(path); give the folder that holds the layouts with --layouts DIR"
        case let .noLayouts(path): "no layout files (*.yaml, *.yml, *.storyboard, *.xib) in \(path) or its subfolders; nothing to run"
        case let .notFound(path): "there is no file or folder \(path); give the layouts' folders, files or patterns with --layouts or in trellis.yml (`trellis init` writes one)"
        case let .notALayoutFile(path): "\(path) is not a layout file; layouts are *.yaml, *.yml, *.storyboard and *.xib files"
        case let .duplicateName(name, first, second): "two layouts are named '\(name)': \(first) and \(second); "
            + "give one of them another name: (results and diffs are kept per layout name)"
        }
    }
}
