import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutModel
import LayoutSources
import ProjectSettings
import TextMeasurement

/// A layout named on the command line (`solve`, `export-system`, `bench-layout`): a layout file,
/// or a storyboard or xib with the layout's name after `#` as `trellis run` names it
/// (`Main.storyboard#Login`, `Cells.xib#Card`, `Main.storyboard#Settings/gpI-1u-uDn` for a cell);
/// a storyboard or xib of one layout needs no name. Its views are made as a run makes them, its
/// text measured with the project's fonts.
enum LayoutArgument {
    /// What reading layout arguments needs, read once for all of them: the project's settings,
    /// the fonts under it (the library walks the project for font files) and, where a storyboard
    /// or xib is named or a device is wanted, the project's catalog.
    struct Context {
        let settings: ProjectSettings
        let fonts: FontLibrary
        let catalog: DeviceCatalog?

        init(for arguments: [String], needsCatalog: Bool = false) throws {
            settings = try Project.settings()
            fonts = settings.fontLibrary
            catalog = needsCatalog || arguments.contains { LayoutArgument.interfaceBuilderTarget($0) != nil }
                ? try CatalogLocation.catalog(under: settings.catalog.value) : nil
        }
    }

    /// The layout an argument names, read with `context`.
    static func layout(_ argument: String, in context: Context) throws -> Layout {
        let (layouts, chosen) = try resolve(argument, in: context)
        return layouts[chosen].layout
    }

    /// The layouts of the file an argument names, a layout file's one or every one of a
    /// storyboard or xib (a cell's scene holds the table that gives it its width), and the
    /// position of the one it names. A storyboard or xib is read with the context's catalog.
    static func resolve(_ argument: String, in context: Context) throws -> (layouts: [LoadedLayout], chosen: Int) {
        let fonts = context.fonts
        guard let (path, wanted) = interfaceBuilderTarget(argument) else {
            let layout = try LayoutFileLoader.load(contentsOf: argument, fonts: fonts)
            let host = layout.rootContainer.host.flatMap { hostFile(named: $0.layout, besides: argument, fonts: fonts) }
            return ([LoadedLayout(path: argument, layout: layout)] + (host.map { [$0] } ?? []), 0)
        }
        let loader = LayoutLoader(catalog: try context.catalog ?? CatalogLocation.catalog(under: context.settings.catalog.value), fonts: fonts)
        let (entries, note) = loader.layouts(ofInterfaceBuilderFile: path, name: path)
        // A file that cannot be read at all is one entry, named after the file, with its error.
        if entries.count == 1, let error = entries[0].loadError, entries[0].layout.name == path { throw error }
        let names = entries.map(\.layout.name)
        let chosen: Int
        if let wanted {
            guard let found = names.firstIndex(of: "\(path)#\(wanted)") else {
                throw LayoutArgumentError.notFound(file: path, name: wanted, names: names)
            }
            chosen = found
        } else {
            guard entries.count == 1 else {
                throw entries.isEmpty ? LayoutArgumentError.none(file: path, note: note) : LayoutArgumentError.several(file: path, names: names)
            }
            chosen = 0
        }
        if let error = entries[chosen].loadError { throw error }
        return (entries, chosen)
    }

    /// The layout a cell's container is in, for a layout file: the file beside it whose layout has
    /// that name (`trellis import` writes a storyboard's layouts side by side), if there is one.
    private static func hostFile(named name: String, besides path: String, fonts: FontLibrary) -> LoadedLayout? {
        let folder = (path as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        for file in names.sorted() where ["yaml", "yml"].contains((file as NSString).pathExtension) {
            let candidate = folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file)
            guard candidate != path, let layout = try? LayoutFileLoader.load(contentsOf: candidate, fonts: fonts), layout.name == name else { continue }
            return LoadedLayout(path: candidate, layout: layout)
        }
        return nil
    }

    /// The storyboard or xib an argument names and the layout after its `#`, if it names one: the
    /// first `#` whose left side is such a file's name (a file's own name may hold a `#`).
    static func interfaceBuilderTarget(_ argument: String) -> (path: String, layout: String?)? {
        if IBDocument.isInterfaceBuilderFile(argument) { return (argument, nil) }
        var start = argument.startIndex
        while let hash = argument[start...].firstIndex(of: "#") {
            let path = String(argument[..<hash])
            if IBDocument.isInterfaceBuilderFile(path) { return (path, String(argument[argument.index(after: hash)...])) }
            start = argument.index(after: hash)
        }
        return nil
    }
}

/// Why a storyboard or xib named on the command line gave no one layout to solve.
enum LayoutArgumentError: Error, CustomStringConvertible {
    /// The file holds several layouts and the argument named none.
    case several(file: String, names: [String])
    /// No layout of the file has the name after `#`.
    case notFound(file: String, name: String, names: [String])
    /// The file holds no layout (a macOS file, or one without views).
    case none(file: String, note: String?)

    var description: String {
        switch self {
        case let .several(file, names):
            "\(file) holds \(names.count) layouts; name one after #, as `trellis run` names them: \(Self.list(names, of: file))"
        case let .notFound(file, name, names):
            "\(file) has no layout #\(name); its layouts: \(Self.list(names, of: file))"
        case let .none(file, note):
            "\(file) holds no layout to solve" + (note.map { " (\($0))" } ?? "")
        }
    }

    /// The first names, from their `#`, and how many more (`trellis import` writes every one out).
    private static func list(_ names: [String], of file: String) -> String {
        let shown = 8
        let tails = names.prefix(shown).map { $0.hasPrefix(file + "#") ? String($0.dropFirst(file.count)) : $0 }.joined(separator: ", ")
        return names.count > shown ? tails + " and \(names.count - shown) more (`trellis import` writes them all)" : tails
    }
}

extension ProjectSettings {
    /// The fonts a run measures text with: the `fonts` folders and every font file under the
    /// project, with stand-ins for the iOS families that have one.
    var fontLibrary: FontLibrary {
        FontLibrary.load(self.fonts.value + (projectRoot.isEmpty ? [] : [projectRoot])).withStandIns()
    }
}
