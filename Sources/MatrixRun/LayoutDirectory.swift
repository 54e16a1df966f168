import DeviceCatalog
import Dispatch
import Foundation
import InterfaceBuilder
import LayoutModel
import TextMeasurement
import Synchronization
import TrellisBase

/// Loads every layout file under a directory. A file that cannot be read or is not a valid
/// layout does not stop the others: it becomes an entry with its error, which the run records
/// as an invalid layout.
public enum LayoutDirectory {
    /// A layout as read: the entry to solve and its file's text for the run's content hash (for a
    /// storyboard or xib, with the first of its layouts only).
    public typealias Loaded = (entry: MatrixPlan.LayoutEntry, text: String)

    /// The extensions of layout files.
    public static let extensions: Set = ["yaml", "yml"]

    /// Every `*.yaml` and `*.yml` in `directory` and its subfolders, in path order, then every
    /// storyboard and xib (a layout per scene, top-level view and cell, named
    /// `Settings/Main.storyboard#Login`; macOS files are skipped, each with a note). A layout
    /// without `name:` is named by its path below `directory` without the extension
    /// (`detail`, `Settings/privacy`). Throws when the folder cannot be read, holds no layout
    /// file, or two layouts have the same name.
    public static func load(_ directory: String, catalog: DeviceCatalog = DeviceCatalog()) throws(LayoutDirectoryError) -> (layouts: [Loaded], notes: [String]) {
        try load(try sources(in: directory), catalog: catalog)
    }

    /// The layouts of files found already (by `sources(in:)` or `LayoutSearch`): YAML files in the
    /// order given, then storyboards and xibs. Throws when two layouts have the same name.
    public static func load(_ sources: [LayoutSource], catalog: DeviceCatalog = DeviceCatalog(),
                            fonts: FontLibrary = FontLibrary()) throws(LayoutDirectoryError) -> (layouts: [Loaded], notes: [String]) {
        var read: [(path: String, name: String, text: Result<String, LayoutFileError>)] = []
        for source in sources where extensions.contains((source.name as NSString).pathExtension) {
            let name = String(source.name.dropLast(((source.name as NSString).pathExtension as String).count + 1))
            read.append((source.path, name, Result { () throws(LayoutFileError) in try LayoutFileLoader.text(ofFile: source.path) }))
        }
        // Parsing is independent per file: spread it over the cores, keep the files' order.
        let files = read
        let parsed = Mutex([Result<Layout, LayoutFileError>?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let result = Result { () throws(LayoutFileError) -> Layout in
                try LayoutFileLoader.load(yaml: try file.text.get(), file: file.path, defaultName: file.name, fonts: fonts)
            }
            parsed.withLock { $0[index] = result }
        }
        let results = parsed.withLock { $0 }
        var loaded: [Loaded] = []
        var firstPath: [String: String] = [:]
        for (index, file) in files.enumerated() {
            var entry: MatrixPlan.LayoutEntry
            switch results[index]! {
            case let .success(layout): entry = MatrixPlan.LayoutEntry(path: file.path, layout: layout)
            case let .failure(error):
                entry = MatrixPlan.LayoutEntry(path: file.path, layout: Layout(name: file.name))
                entry.loadError = .layoutFile(error)
            }
            if let first = firstPath[entry.layout.name] {
                throw .duplicateName(entry.layout.name, first: first, second: file.path)
            }
            firstPath[entry.layout.name] = file.path
            loaded.append((entry, (try? file.text.get()) ?? ""))
        }
        var notes: [String] = []
        for source in sources where IBDocument.isInterfaceBuilderFile(source.name) {
            let path = source.path
            let (entries, note) = interfaceBuilderEntries(path: path, name: source.name, catalog: catalog, fonts: fonts)
            if let note { notes.append(note) }
            // The file's text counts once in the run's content hash, with its first layout.
            var text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            for entry in entries {
                if let first = firstPath[entry.layout.name] {
                    throw .duplicateName(entry.layout.name, first: first, second: path)
                }
                firstPath[entry.layout.name] = path
                loaded.append((entry, text))
                text = ""
            }
        }
        return (loaded, notes)
    }

    /// The layouts of one storyboard or xib. An unreadable file is one entry with its error; a
    /// scene that cannot be made is an entry with its error beside the others; a macOS file is
    /// no entry, and a note.
    static func interfaceBuilderEntries(path: String, name: String, catalog: DeviceCatalog,
                                        fonts: FontLibrary = FontLibrary()) -> (entries: [MatrixPlan.LayoutEntry], note: String?) {
        let importer = IBFileImporter(catalog: catalog, textSizing: .textModel, fonts: fonts)
        do {
            let imported = try importer.importFile(path, name: name)
            var entries = imported.layouts.map { MatrixPlan.LayoutEntry(path: path, layout: $0.layout) }
            for (layoutName, error) in imported.failures {
                var entry = MatrixPlan.LayoutEntry(path: path, layout: Layout(name: layoutName))
                entry.loadError = .interfaceBuilder(error)
                entries.append(entry)
            }
            return (entries, nil)
        } catch {
            if case .macOSFile = error { return ([], "\(path): \(IBImportError.macOSSkipNote)") }
            var entry = MatrixPlan.LayoutEntry(path: path, layout: Layout(name: name))
            entry.loadError = .interfaceBuilder(error)
            return ([entry], nil)
        }
    }

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

/// Why a layout could not be loaded: from a layout file or from an Interface Builder file.
public enum LayoutLoadError: Error, Sendable, CustomStringConvertible {
    case layoutFile(LayoutFileError)
    case interfaceBuilder(IBImportError)

    /// The place in the file the error is about, when it is about one.
    public var location: SourceLocation? {
        switch self {
        case let .layoutFile(error): error.location
        case let .interfaceBuilder(error): error.location
        }
    }

    public var description: String {
        switch self {
        case let .layoutFile(error): error.description
        case let .interfaceBuilder(error): error.description
        }
    }
}
