import ArgumentParser
import DeviceCatalog
import Foundation
import InterfaceBuilder

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
        if IBDocument.files(in: paths).isEmpty {
            throw ValidationError("no .storyboard or .xib file in \(paths.joined(separator: ", "))")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ValidationError("--out \(out) is a file; give a folder")
        }
    }

    func run() throws {
        let textSizing: IBTextSizing = savedTextSizes ? .savedFrames : .textModel
        let importer = IBFileImporter(catalog: try catalogLocation.catalog(), textSizing: textSizing)
        var imports: [IBFileImport] = []
        var problems: [String] = []
        for path in IBDocument.files(in: paths) {
            do {
                let imported = try importer.importFile(path)
                imports.append(imported)
                problems += imported.failures.map { "\($0.name): \($0.error)" }
            } catch {
                if case .macOSFile = error {
                    FileHandle.standardError.write(Data("\(path): skipped: a macOS (Cocoa) file\n".utf8))
                } else {
                    problems.append(error.description)
                }
            }
        }
        let export = IBLayoutExport.files(for: imports, textSizing: textSizing)
        problems += export.failures.map { "\($0.layout): \($0.reason)" }
        if !export.files.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            } catch {
                throw WriteFailure(description: "cannot make the folder \(out): \(error.localizedDescription)")
            }
        }
        for file in export.files {
            try OutputFile.write(file.text, to: (out as NSString).appendingPathComponent(file.name))
            print("\(file.layoutName) → \((out as NSString).appendingPathComponent(file.name))")
        }
        for problem in problems { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
        print("\(export.files.count) layout file\(export.files.count == 1 ? "" : "s") written to \(out)"
              + (problems.isEmpty ? "" : "; \(problems.count) could not be made"))
        if !problems.isEmpty { throw ExitCode(1) }
    }
}
