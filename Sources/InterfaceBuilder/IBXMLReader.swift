import CLibXML2
import Foundation
import TrellisBase

/// Reads an Interface Builder file into a tree of `IBNode`s with libxml2's push parser (SAX2),
/// streaming from the file.
///
/// Interface Builder writes plain XML: no DTD, no entities beyond XML's five, no namespaces. The
/// reader refuses anything else at its place before it can cost anything: a DOCTYPE (so no
/// entity is ever declared, expanded or fetched; the network is off as well), a namespace prefix,
/// and inputs past the limits below, far above every real file and far below what would exhaust
/// memory or the stack. Text is kept for `<string>` elements only (a label's `<string
/// key="text">`), the one place Interface Builder writes element content that Trellis reads.
public enum IBXMLReader {
    /// Bytes in one file: 32 MiB (the largest of 2,866 real files is 1.4 MB).
    public static let maximumBytes = 32 << 20
    /// Elements in one file: 500,000 (the largest real file has 8,572).
    public static let maximumElements = 500_000
    /// Elements nested in one another: 200 (real files nest at most 38 deep). Every walk of
    /// the tree is iterative; the limit bounds the cost of tearing a tree down.
    public static let maximumDepth = 200

    /// The file's element tree; its root is the document element.
    public static func read(contentsOf path: String) throws(IBReadError) -> IBNode {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let handle = FileHandle(forReadingAtPath: path)
        else { throw .unreadable(file: path, reason: "there is no such file") }
        defer { try? handle.close() }
        let parser = SAXParser(file: path)
        var total = 0
        while true {
            let chunk: Data
            do { chunk = try handle.read(upToCount: 1 << 16) ?? Data() } catch {
                throw .unreadable(file: path, reason: error.localizedDescription)
            }
            if chunk.isEmpty { break }
            total += chunk.count
            if total > maximumBytes {
                throw .tooLarge(SourceLocation(file: path, line: 1, column: 1),
                                "the file is over \(maximumBytes >> 20) MiB; Interface Builder files are far smaller")
            }
            if !parser.feed(chunk) { break }
        }
        return try parser.finish()
    }

    /// The element tree of XML text; `file` names it in messages.
    public static func read(xml: String, file: String) throws(IBReadError) -> IBNode {
        try read(data: Data(xml.utf8), file: file)
    }

    /// The element tree of a file's bytes, whatever they are; `file` names it in messages.
    public static func read(data: Data, file: String) throws(IBReadError) -> IBNode {
        guard data.count <= maximumBytes else {
            throw .tooLarge(SourceLocation(file: file, line: 1, column: 1),
                            "the file is over \(maximumBytes >> 20) MiB; Interface Builder files are far smaller")
        }
        let parser = SAXParser(file: file)
        _ = parser.feed(data)
        return try parser.finish()
    }

    /// libxml2's error, in words: its code names the problem better than its message.
    static func describe(code: Int32) -> String {
        switch code {
        case 4: "the file is empty or not XML"
        case 5: "the file ends inside an element (a tag is not closed)"
        case 9: "a character that XML does not allow"
        case 26, 27: "an unknown entity (& must be written &amp;)"
        case 38, 39, 40, 41: "a malformed attribute (attributes are name=\"value\")"
        case 64, 65, 73, 76: "a start tag and an end tag do not match"
        case 68: "a malformed name or tag"
        case 111: "a malformed name or tag"
        case 50, 51, 52: "an encoding error (the file must be UTF-8)"
        default: "not well-formed XML (libxml2 error \(code))"
        }
    }
}

/// One push parse: the libxml2 context, and the tree built from its callbacks (a stack of open
/// elements; a finished element joins its parent's children).
private final class SAXParser {
    let file: String
    private var context: xmlParserCtxtPtr?
    private var handler = xmlSAXHandler()
    fileprivate var stack: [IBNode] = []
    fileprivate var root: IBNode?
    fileprivate var failure: IBReadError?
    fileprivate var elements = 0
    private var fedBytes = 0

    init(file: String) {
        self.file = file
        xmlInitParser()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = saxStartElement
        handler.endElementNs = saxEndElement
        handler.characters = saxCharacters
        handler.cdataBlock = saxCharacters
        handler.internalSubset = saxDoctype
        handler.externalSubset = saxDoctype
        handler.serror = saxError
        // No entity is ever looked up, declared or resolved: XML's five are built in, and any other
        // is an error (there is no DTD to declare it).
        handler.getEntity = nil
        handler.getParameterEntity = nil
        handler.entityDecl = nil
        handler.resolveEntity = nil
        context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil)
        if let context {
            // Predefined entities and character references replaced in attribute values (without
            // this, SAX2 hands `&amp;` over as `&#38;`); no network, no DTD loading, no output.
            _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue
                | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue))
            context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        }
    }

    deinit {
        if let context {
            xmlFreeParserCtxt(context)
        }
    }

    /// Parses a chunk; false once parsing has stopped.
    func feed(_ data: Data) -> Bool {
        guard let context, failure == nil else { return false }
        fedBytes += data.count
        data.withUnsafeBytes { bytes in
            _ = xmlParseChunk(context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), 0)
        }
        return failure == nil
    }

    func finish() throws(IBReadError) -> IBNode {
        guard let context else { throw .unreadable(file: file, reason: "libxml2 could not make a parser") }
        if failure == nil, fedBytes > 0 { _ = xmlParseChunk(context, nil, 0, 1) }
        if let failure { throw failure }
        guard let root else { throw .malformed(SourceLocation(file: file, line: 1, column: 1), "the file holds no XML element") }
        return root
    }

    var location: SourceLocation {
        guard let context else { return SourceLocation(file: file, line: 1, column: 1) }
        let raw = UnsafeMutableRawPointer(context)
        return SourceLocation(file: file, line: max(1, Int(xmlSAX2GetLineNumber(raw))), column: max(1, Int(xmlSAX2GetColumnNumber(raw))))
    }

    /// Records the first failure and stops the parser.
    func fail(_ error: IBReadError) {
        guard failure == nil else { return }
        failure = error
        if let context { xmlStopParser(context) }
    }

    static func of(_ context: UnsafeMutableRawPointer?) -> SAXParser? {
        guard let context, let owner = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else { return nil }
        return Unmanaged<SAXParser>.fromOpaque(owner).takeUnretainedValue()
    }
}

private func text(_ bytes: UnsafePointer<xmlChar>?) -> String {
    guard let bytes else { return "" }
    return String(decoding: UnsafeBufferPointer(start: bytes, count: strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))), as: UTF8.self)
}

private let saxStartElement: startElementNsSAX2Func = { context, localName, prefix, _, namespaceCount, _, attributeCount, _, attributes in
    guard let parser = SAXParser.of(context), parser.failure == nil else { return }
    // libxml2 reports where the start tag ends; its line is the tag's own but for tags spread
    // over several lines, which Xcode never writes.
    let location = parser.location
    let name = text(localName)
    if prefix != nil || namespaceCount > 0 {
        parser.fail(.notInterfaceBuilder(location, "<\(prefix.map { text($0) + ":" } ?? "")\(name)> uses an XML namespace; Interface Builder files use none"))
        return
    }
    parser.elements += 1
    if parser.elements > IBXMLReader.maximumElements {
        parser.fail(.tooLarge(location, "more than \(IBXMLReader.maximumElements) elements; Interface Builder files hold far fewer"))
        return
    }
    if parser.stack.count >= IBXMLReader.maximumDepth {
        parser.fail(.tooLarge(location, "elements nested more than \(IBXMLReader.maximumDepth) deep; Interface Builder files nest far less"))
        return
    }
    var values: [String: String] = [:]
    if let attributes {
        for index in 0..<Int(attributeCount) {
            let base = index * 5
            if attributes[base + 1] != nil {
                parser.fail(.notInterfaceBuilder(location, "attribute '\(text(attributes[base + 1])):\(text(attributes[base]))' on <\(name)> uses an XML namespace; Interface Builder files use none"))
                return
            }
            guard let start = attributes[base + 3], let end = attributes[base + 4] else { continue }
            values[text(attributes[base])] = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        }
    }
    parser.stack.append(IBNode(name: name, attributes: values, location: location))
}

private let saxEndElement: endElementNsSAX2Func = { context, _, _, _ in
    guard let parser = SAXParser.of(context), parser.failure == nil, let node = parser.stack.popLast() else { return }
    if parser.stack.isEmpty { parser.root = node } else { parser.stack[parser.stack.count - 1].children.append(node) }
}

private let saxCharacters: charactersSAXFunc = { context, bytes, length in
    guard let parser = SAXParser.of(context), parser.failure == nil, let bytes, !parser.stack.isEmpty,
          parser.stack[parser.stack.count - 1].name == "string" else { return }
    parser.stack[parser.stack.count - 1].text += String(decoding: UnsafeBufferPointer(start: bytes, count: Int(length)), as: UTF8.self)
}

private let saxDoctype: internalSubsetSAXFunc = { context, _, _, _ in
    guard let parser = SAXParser.of(context) else { return }
    parser.fail(.notInterfaceBuilder(parser.location, "a DOCTYPE declaration; Interface Builder files have none, and Trellis reads no DTD or entity"))
}

private let saxError: xmlStructuredErrorFunc = { context, error in
    guard let parser = SAXParser.of(context), let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    parser.fail(.malformed(parser.location, IBXMLReader.describe(code: error.pointee.code)))
}

/// Why an Interface Builder file could not be read.
public enum IBReadError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    /// Not well-formed XML, at the place the XML parser stopped.
    case malformed(SourceLocation, String)
    /// Well-formed XML, but not an Interface Builder document (or not an iOS one), or XML that
    /// Interface Builder never writes (a DOCTYPE, namespaces).
    case notInterfaceBuilder(SourceLocation, String)
    /// Past one of the reader's limits (bytes, elements, nesting).
    case tooLarge(SourceLocation, String)

    public var description: String {
        switch self {
        case let .unreadable(file, reason): "\(file): cannot read it: \(reason)"
        case let .malformed(location, message): "\(location): not well-formed XML: \(message)"
        case let .notInterfaceBuilder(location, message): "\(location): \(message)"
        case let .tooLarge(location, message): "\(location): too large: \(message)"
        }
    }
}
