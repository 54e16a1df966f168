import DeviceCatalog
import Foundation
import TestSupport
import Testing
import TrellisBase
@testable import InterfaceBuilder

/// The 14 real files of ../shared/ib-corpus, copied with their sources and licences (SOURCES.tsv).
let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/corpus")
let repository = Repository.root
let bundledCatalog = try! DeviceCatalog.load(from: repository.appendingPathComponent("Devices").path)

func corpusFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
        .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
}

/// Reading Interface Builder files: the element tree with positions, the header, and errors that
/// name file, line and column.
struct IBReadingTests {
    @Test func everyCorpusFileReadsWithItsDesignDevice() throws {
        let files = corpusFiles()
        try #require(files.count == 14, "the corpus is in Fixtures/corpus")
        var devices: [String] = []
        for name in files {
            let document = try IBDocument.read(contentsOf: corpus.appendingPathComponent(name).path)
            devices.append("\(document.kind == .storyboard ? "storyboard" : "xib") \(document.deviceID ?? "-")\(document.isLandscape ? " landscape" : "")")
            #expect(document.usesAutoLayout)
        }
        #expect(devices == [
            "xib retina6_1", "storyboard retina6_12", "storyboard retina6_12", "storyboard retina4_7", "xib retina6_1",
            "storyboard retina4_0", "storyboard retina6_1", "xib ipad12_9rounded landscape", "storyboard retina6_5",
            "storyboard ipad9_7", "storyboard retina4_7", "storyboard retina6_1", "storyboard ipad9_7", "storyboard retina6_1",
        ])
    }

    @Test func nodesKeepTheirPlaceInTheFile() throws {
        let root = try IBXMLReader.read(xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="17506">
                <objects>
                    <view id="abc-12-xyz">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </view>
                </objects>
            </document>
            """, file: "Cell.xib")
        let view = try #require(root.descendants().first { $0.name == "view" })
        #expect(view["id"] == "abc-12-xyz")
        // libxml2 reports where the start tag ends: line 4, just after `<view id="abc-12-xyz">`.
        #expect(view.location.description == "Cell.xib:4:30")
        #expect(view.child("rect", key: "frame")?["width"] == "320")
        #expect(try IBDocument(root: root, file: "Cell.xib").kind == .xib)
    }

    /// Xcode 15.3 and 15.4 write `32700.99.1234` for their build; their Interface Builder
    /// plug-in's build (22684) is what orders them between Xcode 15.2 (22505) and 16 (23xxx).
    @Test func theXcodeBuildOrdersReleases() throws {
        func build(_ toolsVersion: String, plugIn: String?) throws -> Int {
            let dependencies = plugIn.map {
                #"<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#($0)"/></dependencies>"#
            } ?? ""
            let root = try IBXMLReader.read(xml: """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="\(toolsVersion)">\(dependencies)<objects/></document>
                """, file: "A.xib")
            return try IBDocument(root: root, file: "A.xib").xcodeBuild
        }
        #expect(try build("32700.99.1234", plugIn: "22684") == 22684)
        #expect(try build("32700.99.1234", plugIn: nil) == 32700)
        #expect(try build("17156", plugIn: "17125") == 17156)
        #expect(try build("24506", plugIn: "24504") == 24506)
        #expect(try build("", plugIn: nil) == 0)
    }

    @Test func malformedXMLIsAnErrorAtItsPlace() {
        func error(_ xml: String) -> String {
            do {
                _ = try IBXMLReader.read(xml: xml, file: "Bad.storyboard")
                return "read"
            } catch {
                return error.description
            }
        }
        #expect(error("<document>\n  <view id=\"a\">\n  </document>\n")
            == "Bad.storyboard:3:14: not well-formed XML: a start tag and an end tag do not match")
        #expect(error("<document>\n  <view id=\"a\">\n") == "Bad.storyboard:2:16: not well-formed XML: the file ends inside an element (a tag is not closed)")
        #expect(error("<document>\n  <view id=a/>\n</document>\n").hasPrefix("Bad.storyboard:2:"))
        #expect(error("") == "Bad.storyboard:1:1: not well-formed XML: the file holds no XML element")
    }

    /// What Interface Builder never writes is refused at its place before it costs anything: a
    /// DOCTYPE (no entity is ever declared, expanded or fetched), namespaces, deep nesting, bytes
    /// that are not UTF-8. None of it may trap or print.
    @Test func hostileXMLIsRefusedAtItsPlace() {
        func error(_ xml: String) -> String {
            do {
                _ = try IBXMLReader.read(xml: xml, file: "Evil.xib")
                return "read"
            } catch {
                return error.description
            }
        }
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <document a="&b;"/>
            """
        #expect(error(laughs) == "Evil.xib:2:20: a DOCTYPE declaration; Interface Builder files have none, and Trellis reads no DTD or entity")
        let external = "<?xml version=\"1.0\"?>\n<!DOCTYPE document SYSTEM \"file:///etc/passwd\">\n<document>&xxe;</document>"
        #expect(error(external).hasPrefix("Evil.xib:2:") && error(external).hasSuffix("a DOCTYPE declaration; Interface Builder files have none, and Trellis reads no DTD or entity"))
        #expect(error("<document>\n  <view a=\"&nope;\"/>\n</document>") == "Evil.xib:2:18: not well-formed XML: an unknown entity (& must be written &amp;)")
        #expect(error("<document xmlns:x=\"urn:x\">\n  <x:view/>\n</document>")
            == "Evil.xib:1:26: <document> uses an XML namespace; Interface Builder files use none")
        #expect(error("<document>\n  <view x:id=\"a\"/>\n</document>").hasPrefix("Evil.xib:2:"))
        let deep = "<document>" + String(repeating: "<v>", count: 5_000) + String(repeating: "</v>", count: 5_000) + "</document>"
        #expect(error(deep) == "Evil.xib:1:610: too large: elements nested more than 200 deep; Interface Builder files nest far less")
        #expect(error("<document>\n  <vi\u{FFFF}ew/>\n</document>").hasPrefix("Evil.xib:2:"))
    }

    @Test func invalidUTF8IsAnErrorNotATrap() throws {
        let folder = try TemporaryFolder.make("ib-utf8")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Bad.xib").path
        var bytes = Array("<document>\n  <v".utf8)
        bytes += [0xC3, 0x28, 0xFF]
        bytes += Array(" id=\"a\"/>\n</document>\n".utf8)
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        #expect(throws: IBReadError.malformed(SourceLocation(file: path, line: 2, column: 5), "a character that XML does not allow")) {
            try IBXMLReader.read(contentsOf: path)
        }
    }

    @Test func entitiesInAttributesAndTextElementsAreRead() throws {
        let root = try IBXMLReader.read(xml: """
            <document>
                <label text="Fish &amp; Chips &lt;3 &#x263A;" id="l1"/>
                <label id="l2"><string key="text">Two
            lines &amp; more</string></label>
            </document>
            """, file: "Text.xib")
        #expect(root.children[0]["text"] == "Fish & Chips <3 \u{263A}")
        #expect(root.children[1].string(key: "text") == "Two\nlines & more")
    }

    @Test func otherXMLIsNotAnInterfaceBuilderFile() throws {
        let root = try IBXMLReader.read(xml: "<plist version=\"1.0\"><dict/></plist>", file: "Info.plist")
        #expect(throws: IBReadError.notInterfaceBuilder(root.location, "the root element is <plist>, not an Interface Builder <document>")) {
            try IBDocument(root: root, file: "Info.plist")
        }
        let mac = try IBXMLReader.read(xml: "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>", file: "Menu.xib")
        #expect(try IBDocument(root: mac, file: "Menu.xib").kind == .macOS)
        #expect(throws: IBReadError.unreadable(file: "/nonexistent/Main.storyboard", reason: "there is no such file")) {
            try IBDocument.read(contentsOf: "/nonexistent/Main.storyboard")
        }
    }
}
