import Foundation
import LayoutModel
import LayoutSources
import TestSupport
import Testing
import TrellisBase

struct LayoutLoaderTests {
    /// A xib with one top-level view, named by its custom class.
    static func xib(_ customClass: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="car-00-001" customClass="\(customClass)">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="72"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                </view>
            </objects>
        </document>
        """
    }

    /// UIKit loads `Card~ipad.xib` in place of `Card.xib` on an iPad: run together, the plain one
    /// is shown on iPhones only. With an `~iphone` version too it is never loaded, which a note says.
    @Test func aFileWithAnIPadVersionIsShownOnIPhonesOnly() throws {
        let folder = try TemporaryFolder.make("modifiers")
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String) throws -> LayoutSource {
            let path = folder.appendingPathComponent(name).path
            try Self.xib("CardView").write(toFile: path, atomically: true, encoding: .utf8)
            return LayoutSource(path: path, name: name)
        }
        let card = try write("Card.xib"), pad = try write("Card~ipad.xib"), other = try write("Other.xib")
        let (layouts, notes) = try LayoutLoader().load([card, pad, other])
        #expect(layouts.map { "\($0.entry.layout.name) \(Idiom.allCases.filter($0.entry.layout.idioms.contains))" } == [
            "Card.xib#CardView [phone]", "Card~ipad.xib#CardView [pad]", "Other.xib#CardView [phone, pad]",
        ])
        #expect(notes == [])
        let phone = try write("Card~iphone.xib")
        let (all, allNotes) = try LayoutLoader().load([card, pad, phone])
        #expect(all.map(\.entry.layout.name) == ["Card~ipad.xib#CardView", "Card~iphone.xib#CardView"])
        #expect(allNotes == ["Card.xib is never loaded: its ~ipad and ~iphone versions replace it on every device"])
    }
}
