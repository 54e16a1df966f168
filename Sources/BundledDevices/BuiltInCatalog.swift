import DeviceCatalog
import Foundation

/// The catalog in `Devices/`, built into the executable (by the EmbedDeviceCatalog plugin), so a
/// `trellis` binary copied anywhere has every device without a folder beside it.
public enum BuiltInCatalog {
    /// The built-in catalog. The build checked these files, so loading them does not fail unless
    /// the executable itself is damaged.
    public static func load() throws(DeviceCatalogError) -> DeviceCatalog {
        try DeviceCatalog.load(files: files, origin: "the built-in catalog")
    }

    /// Writes the built-in catalog's files into `directory` (made if missing), as a team's starting
    /// point for a catalog of its own. Returns the paths written.
    public static func export(to directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try files.map { file in
            let path = (directory as NSString).appendingPathComponent((file.path as NSString).lastPathComponent)
            try file.text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }
}

extension CatalogFile {
    /// A file embedded by the build: the plugin writes its text as Base64.
    init(path: String, base64: String) {
        self.init(path: path, text: String(decoding: Data(base64Encoded: base64) ?? Data(), as: UTF8.self))
    }
}
