import DeviceCatalog

/// The Swift source that holds the catalog files' texts.
enum EmbeddedCatalogSource {
    static func swift(for files: [CatalogFile]) -> String {
        var source = """
            // Made at build time by catalog-embedder from Devices/*.yaml. Edit those files, not this one.
            import DeviceCatalog

            extension BuiltInCatalog {
                /// The catalog files, in name order.
                public static let files: [CatalogFile] = [

            """
        for file in files {
            source += "        CatalogFile(path: \(literal(file.path)), text: \(literal(file.text))),\n"
        }
        source += "    ]\n}\n"
        return source
    }

    /// A Swift string literal for any text.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
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
