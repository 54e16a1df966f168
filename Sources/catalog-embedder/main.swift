// Build-time tool of the EmbedDeviceCatalog plugin: checks the catalog files as `trellis` would load
// them and writes them into a Swift source file as string literals.
//
//     catalog-embedder OUTPUT.swift DEVICES-FOLDER
import DeviceCatalog
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: catalog-embedder OUTPUT.swift DEVICES-FOLDER\n".utf8))
    exit(2)
}
let (output, folder) = (arguments[0], arguments[1])

do {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted()
    var files: [CatalogFile] = []
    for name in names {
        let path = (folder as NSString).appendingPathComponent(name)
        files.append(CatalogFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8)))
    }
    // Checked under their full paths, so a build error points at the file and line in an editor.
    _ = try DeviceCatalog.load(files: files, origin: folder)
    let embedded = files.map { file in
        CatalogFile(path: "Devices/" + (file.path as NSString).lastPathComponent, text: file.text)
    }
    try EmbeddedCatalogSource.swift(for: embedded).write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    // `file:line:column: error: message` is the form SwiftPM and Xcode show as a build error.
    FileHandle.standardError.write(Data("\(EmbeddedCatalogSource.buildError(error))\n".utf8))
    exit(1)
}
