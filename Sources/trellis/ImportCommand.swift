import ArgumentParser
import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutSources

/// `trellis import`: storyboards and xibs as Trellis layout files.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write each scene, top-level view and cell of storyboards and xibs as a Trellis layout file.",
        discussion: """
            For teams leaving Interface Builder: every layout `trellis run` would make from the files \
            is written to the output folder as YAML (Main.storyboard#Login → Main-Login.yaml), \
            keeping its name, the Interface Builder ids as constraint ids, and its size-class \
            variations. Solving the YAML gives the frames solving the storyboard gives. What \
            Trellis does not model is listed in comments at the top of each file.

            Exit status: 0 every layout written; 1 a file or layout that could not be read or \
            written (the others are still written); 2 a usage error.
            """
    )

    @Argument(help: ArgumentHelp("Storyboards, xibs, or folders to search for them (subfolders too).", valueName: "path"))
    var paths: [String]

    @Option(help: ArgumentHelp("The folder to write the layout files to (made if missing); files of the same name are replaced.", valueName: "dir"))
    var out: String

    @Flag(help: "Freeze each text view at the size Xcode saved (exact on the file's design device) instead of sizing text with Trellis's text model, as run does.")
    var savedTextSizes = false

    @OptionGroup var catalogLocation: CatalogLocation

    func validate() throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("\(path): no such file or folder")
        }
        if LayoutDirectory.interfaceBuilderFiles(in: paths).isEmpty {
            throw ValidationError("no .storyboard or .xib file in \(paths.joined(separator: ", "))")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ValidationError("--out \(out) is a file; give a folder")
        }
    }

    func run() throws {
        let loader = LayoutLoader(catalog: try catalogLocation.catalog(), textSizing: savedTextSizes ? .savedFrames : .textModel)
        let export = IBLayoutExport.export(paths: paths, loader: loader)
        for note in export.notes { FileHandle.standardError.write(Data("\(note)\n".utf8)) }
        if !export.files.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            } catch {
                throw WriteFailure(description: "cannot make the folder \(out): \(error.localizedDescription)")
            }
        }
        for file in export.files {
            let path = (out as NSString).appendingPathComponent(file.name)
            try OutputFile.write(file.text, to: path)
            print("\(file.layoutName) → \(path)")
        }
        for problem in export.problems { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
        print("\(export.files.count) layout file\(export.files.count == 1 ? "" : "s") written to \(out)"
              + (export.problems.isEmpty ? "" : "; \(export.problems.count) could not be made"))
        if !export.problems.isEmpty { throw ExitCode(1) }
    }
}
