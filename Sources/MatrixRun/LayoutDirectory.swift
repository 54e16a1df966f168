import Dispatch
import Foundation
import Synchronization
import DeviceCatalog
import InterfaceBuilder
import LayoutModel

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
        let all = try layoutFiles(in: directory)
        let paths = all.filter { extensions.contains(($0 as NSString).pathExtension) }
        var read: [(path: String, name: String, text: Result<String, LayoutFileError>)] = []
        for relative in paths {
            let path = (directory as NSString).appendingPathComponent(relative)
            let name = String(relative.dropLast(((relative as NSString).pathExtension as String).count + 1))
            read.append((path, name, Result { () throws(LayoutFileError) in try LayoutFileLoader.text(ofFile: path) }))
        }
        // Parsing is independent per file: spread it over the cores, keep the files' order.
        let files = read
        let parsed = Mutex([Result<Layout, LayoutFileError>?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let result = Result { () throws(LayoutFileError) -> Layout in
                try LayoutFileLoader.load(yaml: try file.text.get(), file: file.path, defaultName: file.name)
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
        for relative in all where IBDocument.isInterfaceBuilderFile(relative) {
            let path = (directory as NSString).appendingPathComponent(relative)
            let (entries, note) = interfaceBuilderEntries(path: path, name: relative, catalog: catalog)
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
    static func interfaceBuilderEntries(path: String, name: String, catalog: DeviceCatalog) -> (entries: [MatrixPlan.LayoutEntry], note: String?) {
        let importer = IBFileImporter(catalog: catalog, textSizing: .textModel)
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

    /// Paths of the layout files (YAML, storyboards, xibs) below `directory`, relative to it, sorted.
    static func layoutFiles(in directory: String) throws(LayoutDirectoryError) -> [String] {
        guard let paths = SourceFiles.relativePaths(below: directory, extensions: extensions.union(IBDocument.fileExtensions)) else {
            throw .notAFolder(directory)
        }
        guard !paths.isEmpty else { throw .noLayouts(directory) }
        return paths
    }
}

/// Why a folder of layouts cannot be run.
public enum LayoutDirectoryError: Error, Sendable, Equatable, CustomStringConvertible {
    case notAFolder(String)
    /// The folder and its subfolders hold no `*.yaml` or `*.yml`.
    case noLayouts(String)
    /// Two files give their layouts the same name: results and diffs could not tell them apart.
    case duplicateName(String, first: String, second: String)

    public var description: String {
        switch self {
        case let .notAFolder(path): "there is no folder \(path); give the folder that holds the layouts with --layouts DIR"
        case let .noLayouts(path): "no layout files (*.yaml, *.yml) in \(path) or its subfolders; nothing to run"
        case let .duplicateName(name, first, second): "two layouts are named '\(name)': \(first) and \(second); "
            + "give one of them another name: (results and diffs are kept per layout name)"
        }
    }
}

/// Why a layout could not be loaded: from a layout file or from an Interface Builder file.
public enum LayoutLoadError: Error, Sendable, CustomStringConvertible {
    case layoutFile(LayoutFileError)
    case interfaceBuilder(IBImportError)

    public var description: String {
        switch self {
        case let .layoutFile(error): error.description
        case let .interfaceBuilder(error): error.description
        }
    }
}
