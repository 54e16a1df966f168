import DeviceCatalog
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TrellisBase

/// Reads an Interface Builder file into a tree of `IBNode`s with Foundation's `XMLParser`,
/// streaming from the file: on Linux, parsing a `Data` of a whole large file fails.
///
/// `parse()` can return true on Linux for XML that is not well formed, so both the parser's
/// error and the delegate's error call are checked; the first error wins, at its line and column.
public enum IBXMLReader {
    /// The file's element tree; its root is the document element.
    public static func read(contentsOf path: String) throws(IBReadError) -> IBNode {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let stream = InputStream(fileAtPath: path)
        else { throw .unreadable(file: path, reason: "there is no such file") }
        return try parse(XMLParser(stream: stream), file: path)
    }

    /// The element tree of XML text; `file` names it in messages.
    public static func read(xml: String, file: String) throws(IBReadError) -> IBNode {
        try parse(XMLParser(data: Data(xml.utf8)), file: file)
    }

    private static func parse(_ parser: XMLParser, file: String) throws(IBReadError) -> IBNode {
        let builder = TreeBuilder(file: file)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        let succeeded = parser.parse()
        if let failure = builder.failure { throw failure }
        if let error = parser.parserError ?? (succeeded ? nil : NSError(domain: "XMLParser", code: 0)) {
            throw .malformed(SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)),
                             describe(error))
        }
        guard let root = builder.root else {
            throw .malformed(SourceLocation(file: file, line: 1, column: 1), "the file holds no XML element")
        }
        return root
    }

    /// libxml2's error, in words: its code names the problem better than Foundation's message.
    static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 4: return "the file is empty or not XML"
        case 5: return "the file ends inside an element (a tag is not closed)"
        case 9: return "a character that XML does not allow"
        case 23: return "an unknown entity (& must be written &amp;)"
        case 38, 39, 40, 41: return "a malformed attribute (attributes are name=\"value\")"
        case 64, 65, 73, 76: return "a start tag and an end tag do not match"
        case 111: return "a malformed name or tag"
        default: return "not well-formed XML (libxml2 error \(code))"
        }
    }

    /// The parser's delegate: a stack of open elements.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        let file: String
        var stack: [IBNode] = []
        var root: IBNode?
        var failure: IBReadError?

        init(file: String) { self.file = file }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            // libxml2 reports the position after the start tag; its line is the tag's own but for
            // tags spread over several lines, which Xcode never writes.
            let location = SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            stack.append(IBNode(name: name, attributes: attributes, location: location))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard let node = stack.popLast() else { return }
            if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
            guard failure == nil else { return }
            failure = .malformed(SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)),
                                 IBXMLReader.describe(error))
        }
    }
}

/// Why an Interface Builder file could not be read.
public enum IBReadError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    /// Not well-formed XML, at the place the XML parser stopped.
    case malformed(SourceLocation, String)
    /// Well-formed XML, but not an Interface Builder document (or not an iOS one).
    case notInterfaceBuilder(SourceLocation, String)

    public var description: String {
        switch self {
        case let .unreadable(file, reason): "\(file): cannot read it: \(reason)"
        case let .malformed(location, message): "\(location): not well-formed XML: \(message)"
        case let .notInterfaceBuilder(location, message): "\(location): \(message)"
        }
    }
}
