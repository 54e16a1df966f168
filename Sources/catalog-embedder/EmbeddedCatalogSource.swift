import DeviceCatalog
import Foundation

/// The Swift source that holds the catalog files' texts, each as Base64 so that no character of
/// a file needs escaping in Swift.
enum EmbeddedCatalogSource {
    static func swift(for files: [CatalogFile]) -> String {
        var source = """
            // Made at build time by catalog-embedder from Devices/*.yaml. Edit those files, not this one.
            import DeviceCatalog
            import Foundation

            extension BuiltInCatalog {
                /// The catalog files, in name order.
                public static let files: [CatalogFile] = [

            """
        for file in files {
            let base64 = Data(file.text.utf8).base64EncodedString()
            source += "        CatalogFile(path: \"\(file.path)\", base64: \"\(base64)\"),\n"
        }
        source += "    ]\n}\n"
        return source
    }

    /// An error as a compiler diagnostic line, when it names a place.
    static func buildError(_ error: any Error) -> String {
        let message = "\(error)"
        if let location = (error as? DeviceCatalogError)?.location, message.hasPrefix("\(location): ") {
            return "\(location): error: " + message.dropFirst("\(location): ".count)
        }
        return "error: \(message)"
    }
}
