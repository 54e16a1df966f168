import DeviceCatalog
import Dispatch
import Foundation
import InterfaceBuilder
import LayoutModel
import Synchronization
import TextMeasurement
import TrellisBase

/// The one way layout files become layouts, for every command: YAML layout files through
/// `LayoutFileLoader`, storyboards and xibs through `IBFileImporter`. A file that cannot be read
/// does not stop the others: it becomes a layout with its error (a run records it as an invalid
/// layout) or a failed `IBFileLoad`; a macOS file is passed over with a note.
public struct LayoutLoader: Sendable {
    public var catalog: DeviceCatalog
    public var fonts: FontLibrary
    /// How text is sized: Trellis's text model (a run), or the sizes Xcode saved (`verify-ib`).
    public var textSizing: IBTextSizing
    /// Whether switches, steppers and the like keep the size saved in the file (`verify-ib`).
    public var sizesControlsAsSaved = false
    /// The app's Info.plist, when it sets `UIDesignRequiresCompatibility` (a run's note says so).
    public var compatibleDesignPlist: String?

    public init(catalog: DeviceCatalog = DeviceCatalog(), fonts: FontLibrary = FontLibrary(), textSizing: IBTextSizing = .textModel) {
        self.catalog = catalog
        self.fonts = fonts
        self.textSizing = textSizing
    }

    /// A layout as a run reads it, and its file's text for the run's content hash (for a
    /// storyboard or xib, with the first of its layouts only).
    public typealias Loaded = (entry: LoadedLayout, text: String)

    /// The layouts of `sources` (found by `LayoutDirectory.sources(in:)` or `LayoutSearch`): YAML
    /// files in the order given, then storyboards and xibs (a layout per scene, top-level view and
    /// cell, named `Settings/Main.storyboard#Login`). A YAML layout without `name:` is named by its
    /// source's name without the extension (`Settings/privacy`). Throws when two layouts have the
    /// same name.
    public func load(_ sources: [LayoutSource]) throws(LayoutDirectoryError) -> (layouts: [Loaded], notes: [String]) {
        var loaded: [Loaded] = []
        var firstPath: [String: String] = [:]
        func add(_ entry: LoadedLayout, text: String) throws(LayoutDirectoryError) {
            if let first = firstPath[entry.layout.name] {
                throw .duplicateName(entry.layout.name, first: first, second: entry.path)
            }
            firstPath[entry.layout.name] = entry.path
            loaded.append((entry, text))
        }
        for file in layoutFiles(sources.filter { LayoutDirectory.extensions.contains(($0.name as NSString).pathExtension) }) {
            try add(file.entry, text: file.text)
        }
        var notes: [String] = []
        let replaced = Self.familiesReplacedByModifiedSiblings(sources)
        var interfaceBuilderFiles = 0, newerCanvas = 0
        for source in sources where IBDocument.isInterfaceBuilderFile(source.name) {
            let load = interfaceBuilderFile(source.path, name: source.name)
            var (entries, note) = layouts(of: load, path: source.path, name: source.name)
            if let note { notes.append(note) }
            if case let .success(imported) = load.result {
                interfaceBuilderFiles += 1
                if catalog.designCanvas.navigationBarHeight(xcodeBuild: imported.document.xcodeBuild) != nil { newerCanvas += 1 }
            }
            if let families = replaced[source.path] {
                // UIKit loads `Card~ipad.xib` in place of `Card.xib` on an iPad (`~iphone` on an
                // iPhone): the plain file is shown on the other family only, or nowhere.
                for index in entries.indices { entries[index].layout.idioms.subtract(families) }
                if entries.contains(where: { $0.layout.idioms.isEmpty }) {
                    notes.append("\(source.name) is never loaded: its ~ipad and ~iphone versions replace it on every device")
                    continue
                }
            }
            // The file's text counts once in the run's content hash, with its first layout.
            var text = (try? String(contentsOfFile: source.path, encoding: .utf8)) ?? ""
            for entry in entries {
                try add(entry, text: text)
                text = ""
            }
        }
        if newerCanvas > 0, let note = newerDesignNote(files: newerCanvas, of: interfaceBuilderFiles) { notes.append(note) }
        return (loaded, notes)
    }

    /// What a run does not model of the files saved by an Xcode whose canvas draws a newer
    /// iOS's bars and controls (Xcode 26, `canvas.navigationBars`): Trellis lays every device out
    /// with the catalog's bars and its own control sizes.
    private func newerDesignNote(files: Int, of total: Int) -> String? {
        guard let era = catalog.designCanvas.navigationBarEras.last, let bars = catalog.bars[.phone],
              let newer = catalog.designCanvas.controls(xcodeBuild: .max)["switch"], let newerWidth = newer.width, let newerHeight = newer.height
        else { return nil }
        let switchSize = ViewContent.switchSize
        // The newer switch's frame: its size and the outsets the canvas adds.
        let frameWidth = newerWidth + newer.outsets.left + newer.outsets.right, frameHeight = newerHeight + newer.outsets.top + newer.outsets.bottom
        let saved = "\(files) of the \(total) storyboards and xibs \(files == 1 ? "was" : "were") saved by Xcode 26, whose canvas draws iOS 26's "
            + "\(formatPoints(era.height))-pt navigation bars and \(formatPoints(frameWidth)) × \(formatPoints(frameHeight)) switches; "
        let ours = "\(formatPoints(bars.navigationBar.regular))-pt bars, \(formatPoints(switchSize.width)) × \(formatPoints(switchSize.height)) switches"
        // Apple's key asks iOS 26 for the earlier design; an app built with a later SDK loses it.
        if let plist = compatibleDesignPlist {
            return saved + "\(plist) sets UIDesignRequiresCompatibility, so an app built with the iOS 26 SDK shows iOS 18's on iOS 26 "
                + "too (\(ours)), as Trellis lays every device out; built with the iOS 27 SDK or later, it shows the running iOS's: "
                + "the system ignores that key"
        }
        return saved + "Trellis lays every device out with iOS 18's (\(ours)), "
            + "so on iOS 26 an app built with its SDK may show views below a navigation bar or beside a switch shifted by the difference"
    }

    /// By the path of a plain Interface Builder file, the device families whose own version of it
    /// (`Card~ipad.xib` beside `Card.xib`, `~iphone`) is among `sources`.
    static func familiesReplacedByModifiedSiblings(_ sources: [LayoutSource]) -> [String: Set<Idiom>] {
        var replaced: [String: Set<Idiom>] = [:]
        for source in sources where IBDocument.isInterfaceBuilderFile(source.path) {
            if let modifier = IBDocument.deviceModifier(of: source.path) { replaced[modifier.plainPath, default: []].insert(modifier.family) }
        }
        return replaced
    }

    /// YAML layout files, parsed in parallel (each is independent), in the order given.
    private func layoutFiles(_ sources: [LayoutSource]) -> [Loaded] {
        // A layout without `name:` is named by its source's name without the extension.
        let read = sources.map { source in
            (source: source, name: String(source.name.dropLast((source.name as NSString).pathExtension.count + 1)),
             text: Result { () throws(LayoutFileError) in try LayoutFileLoader.text(ofFile: source.path) })
        }
        let parsed = Mutex([Result<Layout, LayoutFileError>?](repeating: nil, count: read.count))
        DispatchQueue.concurrentPerform(iterations: read.count) { [fonts] index in
            let file = read[index]
            let result = Result { () throws(LayoutFileError) -> Layout in
                try LayoutFileLoader.load(yaml: try file.text.get(), file: file.source.path, defaultName: file.name, fonts: fonts)
            }
            parsed.withLock { $0[index] = result }
        }
        let results = parsed.withLock { $0 }
        return read.enumerated().map { index, file in
            let entry = switch results[index]! {
            case let .success(layout): LoadedLayout(path: file.source.path, layout: layout)
            case let .failure(error): LoadedLayout(path: file.source.path, layout: Layout(name: file.name), loadError: error)
            }
            return (entry, (try? file.text.get()) ?? "")
        }
    }

    /// The layouts of one storyboard or xib, as a run takes them. An unreadable file is one layout
    /// with its error; a scene that cannot be made is a layout with its error beside the others; a
    /// macOS file is no layout, and a note.
    public func layouts(ofInterfaceBuilderFile path: String, name: String) -> (entries: [LoadedLayout], note: String?) {
        layouts(of: interfaceBuilderFile(path, name: name), path: path, name: name)
    }

    private func layouts(of load: IBFileLoad, path: String, name: String) -> (entries: [LoadedLayout], note: String?) {
        switch load.result {
        case let .success(imported):
            let entries = imported.layouts.map { LoadedLayout(path: path, layout: $0.layout) }
            return (entries + imported.failures.map { LoadedLayout(path: path, layout: Layout(name: $0.name), loadError: $0.error) }, nil)
        case let .failure(error):
            if let note = load.note { return ([], note) }
            return ([LoadedLayout(path: path, layout: Layout(name: name), loadError: error)], nil)
        }
    }

    /// The storyboards and xibs at `paths` (folders searched, see
    /// `LayoutDirectory.interfaceBuilderFiles(in:)`), each imported: what `verify-ib`, `import`
    /// and `bench-import` take. Each file is imported as the sequence reaches it.
    public func interfaceBuilderFiles(_ paths: [String]) -> LazyMapSequence<[String], IBFileLoad> {
        LayoutDirectory.interfaceBuilderFiles(in: paths).lazy.map { interfaceBuilderFile($0) }
    }

    /// One storyboard or xib imported; its layouts take their names from `name` (default: the
    /// file's name).
    public func interfaceBuilderFile(_ path: String, name: String? = nil) -> IBFileLoad {
        IBFileLoad(path: path, result: Result { () throws(IBImportError) in try importer.importFile(path, name: name) })
    }

    /// The importer with this loader's settings.
    public var importer: IBFileImporter {
        var importer = IBFileImporter(catalog: catalog, textSizing: textSizing, fonts: fonts)
        importer.sizesControlsAsSaved = sizesControlsAsSaved
        return importer
    }
}
