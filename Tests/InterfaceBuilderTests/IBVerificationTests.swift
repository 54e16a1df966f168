import DeviceCatalog
import Foundation
import LayoutModel
import LayoutSources
import TestSupport
import Testing
@testable import InterfaceBuilder

/// The oracle: every corpus file solved on its design device against the frames Xcode saved.
struct IBVerificationTests {
    @Test func corpusFramesMatchWithinOnePixel() {
        let result = IBVerification.run(paths: [corpus.path], catalog: bundledCatalog, textSizing: .savedFrames, tolerancePixels: 1)
        #expect(result.files.count == 14)
        #expect(result.files.allSatisfy { $0.errors.isEmpty && $0.layouts.allSatisfy { $0.error == nil } })
        var off: [String] = []
        for file in result.files {
            for layout in file.layouts {
                off += layout.off.map { "\(layout.name.split(separator: "#").last!) \($0.view)" }
            }
        }
        #expect(off == [])
        #expect(result.views == 287)
        #expect(result.within == 287)
        #expect(result.passed)
    }

    /// The labels and buttons whose saved width is their text's (what the system font is fitted
    /// on): a view's width must follow its intrinsic width both ways. Of this sample's six, the
    /// others are multi-line or share a stack's width with a neighbour.
    @Test func naturalWidthsAreTheViewsThatFollowTheirText() {
        let path = corpus.appendingPathComponent("Rio-iOS__deep-understanding-autolayout__chapter03__chapter03__UIStackViewSample.storyboard").path
        let result = IBVerification.run(paths: [path], catalog: bundledCatalog, textSizing: .savedFrames, tolerancePixels: 1,
                                        probesNaturalWidths: true)
        let name = (path as NSString).lastPathComponent
        #expect(result.naturalWidthsTable == "file\tid\tkind\twidth\n\(name)\tvta-mw-9s3\tbutton\t68.667\n\(name)\tfNU-Fb-G6u\tlabel\t125\n")
        // Probing is for the saved text sizes only.
        let modelled = IBVerification.run(paths: [path], catalog: bundledCatalog, textSizing: .textModel, tolerancePixels: 1,
                                          probesNaturalWidths: true)
        #expect(modelled.naturalWidthsTable == "file\tid\tkind\twidth\n")
    }

    /// With Trellis's own text metrics, a floor (2026-11-29: 215 of 287 with San Francisco's pair kerning; 2026-11-27: 213 of 287, text views 88 of 143; 190 and
    /// 76 before buttons sized their titles as UIButton does; 159 with character classes).
    @Test func corpusWithTheTextModel() {
        let result = IBVerification.run(paths: [corpus.path], catalog: bundledCatalog, textSizing: .textModel, tolerancePixels: 1)
        #expect(result.views == 287)
        #expect(result.within >= 215)
        #expect(result.textViews.views == 143)
        #expect(result.textViews.within >= 88)
    }

    /// FloatingPanel's settings scene: a vertical fill-proportionally stack of two stacks that have
    /// no intrinsic height. UIKit sizes each by its fitting height (53 and 78) over their sum plus
    /// the spacing, asks for the first at 999 and the second at 998, and the labels' text heights
    /// (17 and 26.5, stretched to 17.5 and 27.5 in the file) are where the lengths start.
    @Test func proportionalStacksOfStacksShareByFittingHeights() throws {
        let path = corpus.appendingPathComponent("scenee__FloatingPanel__Examples__Samples__Sources__Base.lproj__Main.storyboard").path
        let result = IBVerification.run(paths: [path], catalog: bundledCatalog, textSizing: .savedFrames, tolerancePixels: 1)
        let settings = try #require(result.files.first?.layouts.first { $0.name.hasSuffix("#SettingsViewController") })
        #expect(settings.views == 11)
        #expect(settings.off.isEmpty)
        // The presented sheet: no safe area, so the close button is at the top.
        let modal = try #require(result.files.first?.layouts.first { $0.name.hasSuffix("#ModalViewController") })
        #expect(modal.views == 8)
        #expect(modal.off.isEmpty)
    }

    /// `IBImportTests.scene` with `subviews` and `constraints`, written to a temporary file and
    /// checked against its saved frames.
    func verifiedScene(subviews: String, constraints: String) throws -> IBVerification.FileResult {
        try verified(IBImportTests.scene(subviews: subviews, constraints: constraints))
    }

    /// A storyboard's text, written to a temporary file and verified with the saved text sizes.
    func verified(_ xml: String, file: String = "Scene.storyboard") throws -> IBVerification.FileResult {
        let path = TemporaryFolder.unusedPath("trellis-ib", "-\(file)").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = IBVerification.run(paths: [path], catalog: bundledCatalog, textSizing: .savedFrames, tolerancePixels: 1)
        return try #require(result.files.first)
    }

    /// `IBImportTests.scene` saved by `toolsVersion`, its label held 10 pt below the safe area's top
    /// and 20 pt from its leading edge and saved at y `labelY`, with `scenes` beside it and
    /// `controllerExtras` in its view controller.
    func labelBelowTheSafeAreaTop(savedAt labelY: Double, toolsVersion: String = "22505", scenes: String = "",
                                  controllerExtras: String = "") -> String {
        var xml = IBImportTests.scene(subviews: "", constraints: """
            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="10" id="c09-00-001"/>
            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="20" id="c09-00-002"/>
            """)
            .replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(toolsVersion)""#)
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="100" width="45" height="20.5"/>"#,
                                  with: #"<rect key="frame" x="20" y="\#(labelY)" width="45" height="20.5"/>"#)
        if !scenes.isEmpty { xml = xml.replacingOccurrences(of: "    </scenes>", with: scenes + "\n    </scenes>") }
        if !controllerExtras.isEmpty { xml = xml.replacingOccurrences(of: "</viewController>", with: controllerExtras + "</viewController>") }
        return xml
    }

    /// A scene whose navigation controller `nav-00-001` has `root` as its root, its bar saved at
    /// y `barY`, `barHeight` tall.
    static func navigationControllerScene(root: String, barY: Double, barHeight: Double) -> String {
        """
        <scene sceneID="scn-00-101">
            <objects>
                <navigationController id="nav-00-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nbr-00-001">
                        <rect key="frame" x="0.0" y="\(barY)" width="393" height="\(barHeight)"/>
                    </navigationBar>
                    <connections>
                        <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="seg-00-101"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    /// A scene whose view controller presents `destination` in the default style.
    static func presentingScene(of destination: String, width: Double, height: Double) -> String {
        """
        <scene sceneID="scn-00-102">
            <objects>
                <viewController id="vc0-00-102" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="abc-00-102">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    </view>
                    <connections>
                        <segue destination="\(destination)" kind="presentation" id="seg-00-102"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        """
    }

    /// Verifies `xml` and expects the label of its `#Login` scene where Xcode saved it.
    func expectLabelWhereSaved(_ xml: String, _ comment: Comment? = nil) throws {
        try expectEveryViewWhereSaved(try verified(xml).layouts.first { $0.name.hasSuffix("#Login") }, views: 1, comment)
    }

    /// Expects `layout` to have compared `views` views and found each where Xcode saved it.
    func expectEveryViewWhereSaved(_ layout: IBFrameCheck.LayoutResult?, views: Int, _ comment: Comment? = nil) throws {
        let layout = try #require(layout, comment)
        #expect(layout.off.map { "\($0.view) \($0.solved)" } == [], comment)
        #expect(layout.views == views, comment)
        #expect(layout.within == views, comment)
    }

    /// Xcode before 11 drew iOS 12's rounded-rect text field 30 pt tall, Xcode 11 and later iOS
    /// 13's 34: with the text model, a field and the view held below it are where each file's
    /// own Xcode drew them (a run keeps 34).
    @Test func roundedTextFieldsAreComparedAtTheHeightTheirXcodeDrew() throws {
        func file(toolsVersion: String, height: Int) -> String {
            IBImportTests.scene(subviews: """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-001">
                    <rect key="frame" x="20" y="200" width="353" height="\(height)"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                    <rect key="frame" x="20" y="\(208 + height)" width="353" height="40"/>
                </view>
                """, constraints: """
                <constraint firstItem="fld-00-001" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" constant="20" id="fld-00-001-l"/>
                <constraint firstAttribute="trailing" secondItem="fld-00-001" secondAttribute="trailing" constant="20" id="fld-00-001-r"/>
                <constraint firstItem="fld-00-001" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="200" id="fld-00-001-t"/>
                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="fld-00-001" secondAttribute="leading" id="box-00-001-l"/>
                <constraint firstItem="box-00-001" firstAttribute="trailing" secondItem="fld-00-001" secondAttribute="trailing" id="box-00-001-r"/>
                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="fld-00-001" secondAttribute="bottom" constant="8" id="box-00-001-t"/>
                <constraint firstItem="box-00-001" firstAttribute="height" constant="40" id="box-00-001-h"/>
                \(IBImportTests.labelPlacement)
                """).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(toolsVersion)""#)
        }
        for (toolsVersion, height) in [("14490", 30), ("17156", 34)] {
            let path = TemporaryFolder.unusedPath("trellis-ib", "-Field.storyboard").path
            try file(toolsVersion: toolsVersion, height: height).write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let result = IBVerification.run(paths: [path], catalog: bundledCatalog, textSizing: .textModel, tolerancePixels: 1)
            let layout = try #require(result.files.first?.layouts.first)
            let off = layout.off.compactMap(\.id)
            #expect(!off.contains("fld-00-001") && !off.contains("box-00-001"), "toolsVersion \(toolsVersion): \(off)")
        }
    }

    /// Xcode 26 draws iOS 26's controls: a centred switch 63 × 28 (61 × 28 aligned, 2 pt more on
    /// the right) and a slider 34 pt tall on its track's ends; Xcode 16.4 a 51 × 31 switch and a
    /// 31-pt slider 2 pt wider at each end. Each file is compared with what its own Xcode drew.
    @Test func controlsAreComparedAtTheSizesTheirXcodeDrew() throws {
        func file(toolsVersion: String, switchFrame: String, sliderFrame: String) -> String {
            IBImportTests.scene(subviews: """
                <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-001">
                    <rect key="frame" \(switchFrame)/>
                </switch>
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld-00-001">
                    <rect key="frame" \(sliderFrame)/>
                </slider>
                """, constraints: """
                <constraint firstItem="swi-00-001" firstAttribute="centerX" secondItem="abc-00-001" secondAttribute="centerX" id="swi-00-001-x"/>
                <constraint firstItem="swi-00-001" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="200" id="swi-00-001-y"/>
                <constraint firstItem="sld-00-001" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" constant="20" id="sld-00-001-l"/>
                <constraint firstItem="sld-00-001" firstAttribute="trailing" secondItem="abc-00-001" secondAttribute="trailing" constant="-20" id="sld-00-001-r"/>
                <constraint firstItem="sld-00-001" firstAttribute="top" secondItem="swi-00-001" secondAttribute="bottom" constant="20" id="sld-00-001-t"/>
                \(IBImportTests.labelPlacement)
                """).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(toolsVersion)""#)
        }
        let xcode26 = try verified(file(toolsVersion: "24412", switchFrame: #"x="166" y="200" width="63" height="28""#,
                                        sliderFrame: #"x="20" y="248" width="353" height="34""#))
        let xcode16 = try verified(file(toolsVersion: "24128", switchFrame: #"x="172" y="200" width="51" height="31""#,
                                        sliderFrame: #"x="18" y="251" width="357" height="31""#))
        for result in [xcode26, xcode16] {
            try expectEveryViewWhereSaved(result.layouts.first, views: 3)
        }
    }

    /// A tab bar controller that is a navigation controller's root lays its children out under
    /// that navigation bar, and Xcode draws it there: 54 pt tall from Xcode 26 on (iOS 26's bar),
    /// 44 before. On an iPhone 14 Pro a label 10 pt below the safe area's top is at 118 + 54 + 10
    /// in a file Xcode 26 saved (twice the 59-pt status bar, see `interface-builder.yaml`), at
    /// 59 + 44 + 10 in one Xcode 16.2 saved.
    @Test func aTabBarControllersChildrenAreUnderItsNavigationBar() throws {
        let scenes = """
        \(Self.navigationControllerScene(root: "tab-00-001", barY: 118, barHeight: 54))
                <scene sceneID="scn-00-002">
                    <objects>
                        <tabBarController id="tab-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="vc0-00-001" kind="relationship" relationship="viewControllers" id="seg-00-002"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
        """
        for (toolsVersion, labelY) in [("24765", 182.0), ("23504", 113.0)] {
            try expectLabelWhereSaved(labelBelowTheSafeAreaTop(savedAt: labelY, toolsVersion: toolsVersion, scenes: scenes),
                                      "toolsVersion \(toolsVersion)")
        }
    }

    /// A view controller presented in the default style is drawn as a page sheet by Xcode 11 and
    /// later (no status bar above it: a label 10 pt below the safe area's top is at y 10), full
    /// screen by Xcode 10 (under the 20-pt status bar of an iPhone 8: at y 30).
    @Test func presentedScenesAreSheetsFromXcode11() throws {
        let presenter = """
        \(Self.presentingScene(of: "vc0-00-001", width: 375, height: 667))
        """
        for (toolsVersion, labelY) in [("15505", 10.0), ("14460.31", 30.0)] {
            let xml = labelBelowTheSafeAreaTop(savedAt: labelY, toolsVersion: toolsVersion, scenes: presenter)
                .replacingOccurrences(of: #"<device id="retina6_12""#, with: #"<device id="retina4_7""#)
                .replacingOccurrences(of: #"width="393" height="852""#, with: #"width="375" height="667""#)
            try expectLabelWhereSaved(xml, "toolsVersion \(toolsVersion)")
        }
    }

    /// A navigation controller presented as a sheet holds its root in the sheet: no status bar,
    /// and the sheet's own 56-pt navigation bar, so a label 10 pt below the safe area's top is
    /// at y 66 (not 59 + 44 + 10).
    @Test func aSheetsNavigationControllerHoldsItsRootInTheSheet() throws {
        try expectLabelWhereSaved(labelBelowTheSafeAreaTop(savedAt: 66, scenes: """
        \(Self.navigationControllerScene(root: "vc0-00-001", barY: 0, barHeight: 56))
        \(Self.presentingScene(of: "nav-00-001", width: 393, height: 852))
        """))
    }

    /// A navigation controller nothing in the file presents (the app presents it from code) that
    /// Xcode drew as a sheet (its bar saved at the top, 56 pt tall) holds its root in the sheet;
    /// one drawn full screen (its bar below the status bar) does not.
    @Test func aNavigationControllerDrawnAsASheetHoldsItsRootInTheSheet() throws {
        try expectLabelWhereSaved(labelBelowTheSafeAreaTop(savedAt: 66, scenes: Self.navigationControllerScene(root: "vc0-00-001", barY: 0, barHeight: 56)))
        try expectLabelWhereSaved(labelBelowTheSafeAreaTop(savedAt: 113, scenes: Self.navigationControllerScene(root: "vc0-00-001", barY: 59, barHeight: 44)))
    }

    /// A view Xcode marks misplaced was left where its constraints do not put it, and what is
    /// inside it moved with it: those views are compared within it (a caption 8 pt inside a card
    /// saved 100 pt too low is where Xcode drew it), the card itself not at all.
    @Test func viewsInsideAMisplacedViewAreComparedWithinIt() throws {
        let card = """
            <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="crd-00-001">
                <rect key="frame" x="20" y="300" width="353" height="100"/>
                <subviews>
                    <label text="Caption" translatesAutoresizingMaskIntoConstraints="NO" id="cap-00-001">
                        <rect key="frame" x="8" y="8" width="60" height="20.5"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" id="cap-00-001-w"/>
                            <constraint firstAttribute="height" constant="20.5" id="cap-00-001-h"/>
                        </constraints>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="cap-00-001" firstAttribute="top" secondItem="crd-00-001" secondAttribute="top" constant="8" id="cap-00-001-t"/>
                    <constraint firstItem="cap-00-001" firstAttribute="leading" secondItem="crd-00-001" secondAttribute="leading" constant="8" id="cap-00-001-l"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="crd-00-001" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="200" id="crd-00-001-t"/>
            <constraint firstItem="crd-00-001" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" constant="20" id="crd-00-001-l"/>
            <constraint firstItem="crd-00-001" firstAttribute="width" constant="353" id="crd-00-001-w"/>
            <constraint firstItem="crd-00-001" firstAttribute="height" constant="100" id="crd-00-001-h"/>
            \(IBImportTests.labelPlacement)
            """
        let layout = try #require(try verifiedScene(subviews: card, constraints: constraints).layouts.first)
        try expectEveryViewWhereSaved(layout, views: 2)
        #expect(layout.skipped >= 1)
    }

    /// Xcode 26 draws an iPhone 14 Pro with a 118-pt top safe area, twice the device's 59: a label
    /// at y 100 is inside the device's safe area, so it is no finding, and its design keeps it
    /// clear of the unsafe area (on other devices it is judged at every edge); one at y 20 is
    /// under the sensor housing on the device too, where the designer put it: the design's
    /// (`LayoutView.designedPastSafeArea`), no finding there or on any device at the top.
    @Test func unsafeAreaFindingsAreTheDevicesNotTheCanvas() throws {
        let xml = IBImportTests.scene(subviews: """
            <label text="Clock" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                <rect key="frame" x="20" y="20" width="45" height="20.5"/>
            </label>
            """, constraints: """
            \(IBImportTests.labelPlacement)
            <constraint firstItem="lbl-00-002" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="20" id="lbl-00-002-t"/>
            <constraint firstItem="lbl-00-002" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" constant="20" id="lbl-00-002-l"/>
            """).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="24412""#)
        let layout = try #require(try verified(xml).layouts.first)
        #expect(layout.findings.filter { $0.kind == .unsafeArea }.map(\.message) == [])
        let path = TemporaryFolder.unusedPath("trellis-ib", "-Scene.storyboard").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let imported = try #require(try IBFileImporter(catalog: bundledCatalog).importFile(path).layouts.first).layout
        #expect(imported.viewsInTreeOrder.filter { !$0.designedPastSafeArea.isEmpty }.map { "\($0.name) \($0.designedPastSafeArea)" } == ["clockLabel top"])
    }

    /// A widget's or a notification's content (`simulatedAppContext="notificationCenter"`), free-form
    /// 320 × 90 on an iPhone 15: Xcode draws its side margins for its own width (16 pt below 414),
    /// not 20 as for a landscape screen, and under the canvas's safe area, which the platter it is
    /// shown in on a device does not have: a label 8 pt from its top is no unsafe-area finding.
    @Test func aNotificationCenterViewHasMarginsForItsWidthAndNoUnsafeArea() throws {
        let xml = IBImportTests.scene(constraints: """
            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="8" id="lbl-00-001-t"/>
            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leadingMargin" id="lbl-00-001-l"/>
            """)
            .replacingOccurrences(of: #"<view key="view" contentMode="scaleToFill" id="abc-00-001">"#,
                                  with: #"<view key="view" contentMode="scaleToFill" simulatedAppContext="notificationCenter" id="abc-00-001">"#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="0.0" width="320" height="90"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="100" width="45" height="20.5"/>"#,
                                  with: #"<rect key="frame" x="16" y="8" width="45" height="20.333333333333332"/>"#)
            .replacingOccurrences(of: "</viewController>",
                                  with: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="320" height="90"/></viewController>"#)
        let layout = try #require(try verified(xml).layouts.first)
        try expectEveryViewWhereSaved(layout, views: 1)
        #expect(layout.findings.map(\.message) == [])
    }

    /// Placeholder constraints keep their size-class masks on the canvas: a 120-pt width that
    /// only regular-regular screens install is not on an iPhone's canvas beside the 60-pt one
    /// the rest have, so the two are no conflict there and the view is 60 wide.
    @Test func placeholderConstraintsKeepTheirDefaultMask() throws {
        let xml = IBImportTests.scene(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                <rect key="frame" x="20" y="140" width="60" height="60"/>
                <constraints>
                    <constraint firstAttribute="width" constant="60" placeholder="YES" id="w60-00-001"/>
                    <constraint firstAttribute="width" constant="120" placeholder="YES" id="w12-00-001"/>
                    <constraint firstAttribute="height" constant="60" id="h60-00-001"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="w12-00-001"/>
                    </mask>
                </variation>
                <variation key="heightClass=regular-widthClass=regular">
                    <mask key="constraints">
                        <exclude reference="w60-00-001"/>
                        <include reference="w12-00-001"/>
                    </mask>
                </variation>
            </view>
            """, constraints: """
            \(IBImportTests.labelPlacement)
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="140" id="box-00-001-t"/>
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" constant="20" id="box-00-001-l"/>
            """)
        let layout = try #require(try verified(xml).layouts.first)
        try expectEveryViewWhereSaved(layout, views: 2)
        #expect(layout.findings.map(\.message) == [])
    }

    /// A xib's table cell is drawn alone at its saved size: its side margins follow its own width
    /// (UIKit's minimum of 16 pt below 414 pt, 20 from there), not the design phone's. A 509-pt
    /// cell with a disclosure indicator on a 375-pt iPhone 8 has 20; a 320-pt one on a 414-pt
    /// iPhone 11 has 16.
    @Test func aXibCellsMarginsFollowItsOwnWidth() throws {
        let wide = try verified(Self.xibCell(device: "retina4_7", width: 509, accessory: #"accessoryType="disclosureIndicator""#,
                                             contentWidth: 471, label: (x: 20, y: 11, width: 45, height: 21)), file: "OrderCell.xib")
        let narrow = try verified(Self.xibCell(device: "retina6_1", width: 320, contentWidth: 320, label: (x: 16, y: 11, width: 45, height: 21)),
                                  file: "NodeCell.xib")
        for file in [wide, narrow] {
            try expectEveryViewWhereSaved(file.layouts.first, views: 1)
        }
    }

    /// Xcode 26 draws a table cell's content view with 15-pt margins above and below, where
    /// Xcode 16 and before have 11, as runs do: a label held to both margins of a 51.5-pt cell is
    /// saved at y 15 and 21.5 tall by the one (NetNewsWire's Settings.storyboard, 24765), at y 11
    /// and 29.5 tall by the other. Each file is compared with what its own Xcode drew.
    @Test func aCellsVerticalMarginsAreTheOnesItsXcodeDrew() throws {
        let bottom = #"<constraint firstItem="lbl-00-001" firstAttribute="bottom" secondItem="cnt-00-001" secondAttribute="bottomMargin" id="lbl-00-001-b"/>"#
        let xcode26 = try verified(Self.xibCell(toolsVersion: "24765", width: 414, height: 51.5, contentWidth: 414,
                                                label: (x: 20, y: 15, width: 112.5, height: 21.5), constraints: bottom), file: "SettingsCell.xib")
        let xcode16 = try verified(Self.xibCell(toolsVersion: "23727", width: 414, height: 51.5, contentWidth: 414,
                                                label: (x: 20, y: 11, width: 112.5, height: 29.5), constraints: bottom), file: "SettingsCell.xib")
        for file in [xcode26, xcode16] {
            try expectEveryViewWhereSaved(file.layouts.first, views: 1)
        }
    }

    /// A xib whose one top-level object is a table view cell `width` × `height` (its content view
    /// `contentWidth` wide), with a label saved at `label` held to the content view's leading and
    /// top margins, and `constraints` more.
    static func xibCell(toolsVersion: String = "17701", device: String = "retina6_1", width: Double, height: Double = 60,
                        accessory: String = "", contentWidth: Double, label: (x: Double, y: Double, width: Double, height: Double),
                        constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" \(accessory) indentationWidth="10" rowHeight="\(height)" id="cel-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="cnt-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="\(height)"/>
                        <subviews>
                            <label text="Order" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                <rect key="frame" x="\(label.x)" y="\(label.y)" width="\(label.width)" height="\(label.height)"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leadingMargin" id="lbl-00-001-l"/>
                            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="topMargin" id="lbl-00-001-t"/>
                            \(constraints)
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// Xcode draws a xib's cell at its saved height (60), but a device sizes it to its content (a
    /// 50-pt box 10 pt from the top and bottom: 70): the canvas's height is no conflict the
    /// app has. The same cell in a table with a fixed 60-pt row height conflicts on the device too.
    @Test func aSelfSizingCellsCanvasHeightIsNoConflict() throws {
        let cell = """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-00-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="cnt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                            <rect key="frame" x="20" y="10" width="50" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="50" id="box-00-001-w"/>
                                <constraint firstAttribute="height" constant="50" id="box-00-001-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading" constant="20" id="box-00-001-l"/>
                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="top" constant="10" id="box-00-001-t"/>
                        <constraint firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" constant="10" id="box-00-001-b"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
            \(cell)
                </objects>
            </document>
            """
        let alone = try #require(try verified(xib, file: "BoxCell.xib").layouts.first)
        #expect(alone.findings.map(\.kind) == [])
        let table = IBImportTests.scene(subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="60" id="tbl-00-001">
                <rect key="frame" x="0.0" y="200" width="393" height="600"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <prototypes>
            \(cell)
                </prototypes>
            </tableView>
            """, constraints: IBImportTests.labelPlacement)
        let layouts = try verified(table).layouts
        #expect(layouts.map { $0.findings.map(\.kind) } == [[], [.unsatisfiable]])
    }

    /// Xcode draws a xib's own view (a banner the app places) as a screen's root, under the
    /// status bar, but on a device it is wherever the app puts it, with no safe area of its own
    /// and drawn over its container beyond its bounds: a label 8 pt from its top and a button
    /// hanging 10 pt below its bottom are no findings.
    @Test func aXibViewsFindingsAreNotTheCanvasScreens() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="ban-00-001" customClass="BannerView">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="72"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label text="News" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                <rect key="frame" x="16" y="8" width="42" height="20.5"/>
                            </label>
                            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                                <rect key="frame" x="300" y="52" width="60" height="30"/>
                                <state key="normal" title="More"/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="ban-00-001" secondAttribute="top" constant="8" id="lbl-00-001-t"/>
                            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="ban-00-001" secondAttribute="leading" constant="16" id="lbl-00-001-l"/>
                            <constraint firstItem="btn-00-001" firstAttribute="top" secondItem="ban-00-001" secondAttribute="top" constant="52" id="btn-00-001-t"/>
                            <constraint firstItem="btn-00-001" firstAttribute="leading" secondItem="ban-00-001" secondAttribute="leading" constant="300" id="btn-00-001-l"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let layout = try #require(try verified(xib, file: "BannerView.xib").layouts.first)
        try expectEveryViewWhereSaved(layout, views: 2)
        #expect(layout.findings.map(\.message) == [])
    }

    /// Xcode's canvas lays a file out with its placeholder constraints (a device never has them): a
    /// custom slider whose height the app sets in code was drawn 40 tall by its placeholder, and the
    /// list under it 40 pt lower; on a device the slider's height is open, which is no finding.
    @Test func theCanvasKeepsPlaceholderConstraints() throws {
        let views = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sld-00-001" customClass="CustomSliderView">
                <rect key="frame" x="20" y="150" width="219" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="219" id="sld-00-001-w"/>
                    <constraint firstAttribute="height" constant="40" placeholder="YES" id="sld-00-001-h"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lst-00-001">
                <rect key="frame" x="20" y="190" width="353" height="100"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="sld-00-001" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="150" id="sld-00-001-t"/>
            <constraint firstItem="sld-00-001" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" constant="20" id="sld-00-001-l"/>
            <constraint firstItem="lst-00-001" firstAttribute="top" secondItem="sld-00-001" secondAttribute="bottom" id="lst-00-001-t"/>
            <constraint firstItem="lst-00-001" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" constant="20" id="lst-00-001-l"/>
            <constraint firstItem="lst-00-001" firstAttribute="width" constant="353" id="lst-00-001-w"/>
            <constraint firstItem="lst-00-001" firstAttribute="height" constant="100" id="lst-00-001-h"/>
            \(IBImportTests.labelPlacement)
            """
        let layout = try #require(try verifiedScene(subviews: views, constraints: constraints).layouts.first)
        try expectEveryViewWhereSaved(layout, views: 3)
        #expect(layout.findings.map(\.message) == [])
    }

    /// A view controller's xib says which bars it is shown under, as a scene does
    /// (`simulatedTopBarMetrics`): under a simulated navigation bar on an iPhone 5s, the safe area
    /// begins 64 pt down (status bar and bar), where Xcode drew the image pinned to it; a xib without
    /// one begins at the status bar's 20.
    @Test func aViewControllersXibIsUnderTheBarsItSimulates() throws {
        func xib(bar: Bool, imageY: Double) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_0" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                        <connections><outlet property="view" destination="vie-00-001" id="out-00-001"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="vie-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <subviews>
                            <imageView contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                                <rect key="frame" x="0.0" y="\(imageY)" width="320" height="200"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="img-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" id="img-00-001-t"/>
                            <constraint firstItem="img-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" id="img-00-001-l"/>
                            <constraint firstItem="img-00-001" firstAttribute="trailing" secondItem="saf-00-001" secondAttribute="trailing" id="img-00-001-r"/>
                            <constraint firstItem="img-00-001" firstAttribute="height" constant="200" id="img-00-001-h"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                        \(bar ? #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"# : "")
                    </view>
                </objects>
            </document>
            """
        }
        try expectEveryViewWhereSaved(try verified(xib(bar: true, imageY: 64), file: "ProfileViewController.xib").layouts.first, views: 1)
        try expectEveryViewWhereSaved(try verified(xib(bar: false, imageY: 20), file: "PlainViewController.xib").layouts.first, views: 1)
    }

    /// Xcode's canvas draws a xib's collection cell alone as a screen's root: its side margins are
    /// the system minimum for its own width (16 pt for a 375-pt cell, on a 375- or a 414-pt
    /// iPhone, whether it preserves its superview's margins or not; 20 for a 414-pt one), not the
    /// 8 it has in a collection view (as Rocket.Chat's and AltStore's cells were saved).
    @Test func aXibCollectionCellIsDrawnWithAScreensMargins() throws {
        func cellFile(preserves: Bool, device: String = "retina4_7", width: Double = 375, avatarX: Double) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" \(preserves ? #"preservesSuperviewLayoutMargins="YES""# : "") id="cel-00-002">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="avt-00-001">
                                    <rect key="frame" x="\(avatarX)" y="10" width="40" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="avt-00-001-w"/>
                                        <constraint firstAttribute="height" constant="40" id="avt-00-001-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="avt-00-001" firstAttribute="leading" secondItem="cel-00-002" secondAttribute="leadingMargin" id="avt-00-001-l"/>
                            <constraint firstItem="avt-00-001" firstAttribute="top" secondItem="cel-00-002" secondAttribute="top" constant="10" id="avt-00-001-t"/>
                        </constraints>
                    </collectionViewCell>
                </objects>
            </document>
            """
        }
        try expectEveryViewWhereSaved(try verified(cellFile(preserves: true, avatarX: 16), file: "MessageCell.xib").layouts.first, views: 1)
        try expectEveryViewWhereSaved(try verified(cellFile(preserves: false, device: "retina6_1", avatarX: 16), file: "PlainCell.xib").layouts.first, views: 1)
        try expectEveryViewWhereSaved(try verified(cellFile(preserves: false, device: "retina6_1", width: 414, avatarX: 20), file: "WideCell.xib").layouts.first, views: 1)
    }

    /// A xib's collection cell drawn alone with margins of its own keeps them above and below, and
    /// at the sides the screen root's system minimum for its width still holds: a 523-pt cell on a
    /// 414-pt iPhone with 16-pt margins is drawn 20 in from its sides and 16 from its top, a
    /// 638-pt one on an iPad with zero margins 20 and 0 (as Vocable's settings cells were saved).
    @Test func aXibCollectionCellsOwnMarginsAreRaisedToTheScreensMinimumAtTheSides() throws {
        func cellFile(device: String, width: Double, margin: Double, x: Double, y: Double) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16096" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="cel-00-003">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="99"/>
                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="cnt-00-003">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="99"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-003">
                                    <rect key="frame" x="\(x)" y="\(y)" width="40" height="2"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="bar-00-003-w"/>
                                        <constraint firstAttribute="height" constant="2" id="bar-00-003-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="bar-00-003" firstAttribute="leading" secondItem="cnt-00-003" secondAttribute="leadingMargin" id="bar-00-003-l"/>
                                <constraint firstItem="bar-00-003" firstAttribute="top" secondItem="cnt-00-003" secondAttribute="topMargin" id="bar-00-003-t"/>
                            </constraints>
                            <edgeInsets key="layoutMargins" top="\(margin)" left="\(margin)" bottom="\(margin)" right="\(margin)"/>
                        </collectionViewCellContentView>
                        <size key="customSize" width="\(width)" height="99"/>
                    </collectionViewCell>
                </objects>
            </document>
            """
        }
        try expectEveryViewWhereSaved(try verified(cellFile(device: "retina6_1", width: 523, margin: 16, x: 20, y: 16),
                                                   file: "SettingsCell.xib").layouts.first, views: 1)
        try expectEveryViewWhereSaved(try verified(cellFile(device: "ipad12_9", width: 638, margin: 0, x: 20, y: 0),
                                                   file: "DwellCell.xib").layouts.first, views: 1)
        // Margins wider than the minimum are kept: 24 at the sides of a 375-pt cell.
        try expectEveryViewWhereSaved(try verified(cellFile(device: "retina4_7", width: 375, margin: 24, x: 24, y: 24),
                                                   file: "WideMarginCell.xib").layouts.first, views: 1)
    }

    /// Interface Builder writes no flag for a stack view's margin-relative arrangement: giving it
    /// margins in the size inspector is what arranges its views inside them (as in
    /// kharrison/CodeExamples' StackMargin, whose text sits 20 pt inside the stack).
    @Test func stackViewsWithMarginsArrangeInsideThem() throws {
        let stacks = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="0.0" y="100" width="393" height="79"/>
                <subviews>
                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                        <rect key="frame" x="16" y="20" width="353" height="20.5"/>
                    </label>
                    <label text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-003">
                        <rect key="frame" x="16" y="48.5" width="353" height="20.5"/>
                    </label>
                </subviews>
                <directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="16" bottom="10" trailing="24"/>
            </stackView>
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-002">
                <rect key="frame" x="0.0" y="300" width="393" height="30.5"/>
                <subviews>
                    <label text="Footer" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-004">
                        <rect key="frame" x="30" y="5" width="353" height="20.5"/>
                    </label>
                </subviews>
                <edgeInsets key="layoutMargins" top="5" left="30" bottom="5" right="10"/>
            </stackView>
            """
        let pins = ["stk-00-001": 100, "stk-00-002": 300].flatMap { id, top in [
            #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="\#(top)" id="\#(id)-t"/>"#,
            #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" id="\#(id)-l"/>"#,
            #"<constraint firstAttribute="trailing" secondItem="\#(id)" secondAttribute="trailing" id="\#(id)-r"/>"#,
        ] }
        let fixed = """
            \(IBImportTests.labelPlacement)
            """
        let layout = try #require(try verifiedScene(subviews: stacks, constraints: (pins + [fixed]).joined(separator: "\n")).layouts.first)
        #expect(layout.error == nil)
        try expectEveryViewWhereSaved(layout, views: 6)
    }

    /// `preservesSuperviewLayoutMargins="YES"`: a band across the root takes the root's 16 pt side
    /// margins (its own are 8), as in kharrison/CodeExamples' Margins sample; no warning is left.
    @Test func preservedMarginsMatchTheSavedFrames() throws {
        let band = """
            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bnd-00-001">
                <rect key="frame" x="0.0" y="200" width="393" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inr-00-001">
                        <rect key="frame" x="16" y="8" width="361" height="84"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="topMargin" secondItem="inr-00-001" secondAttribute="top" id="inr-00-001-t"/>
                    <constraint firstAttribute="bottomMargin" secondItem="inr-00-001" secondAttribute="bottom" id="inr-00-001-b"/>
                    <constraint firstAttribute="leadingMargin" secondItem="inr-00-001" secondAttribute="leading" id="inr-00-001-l"/>
                    <constraint firstAttribute="trailingMargin" secondItem="inr-00-001" secondAttribute="trailing" id="inr-00-001-r"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="bnd-00-001" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="200" id="bnd-00-001-t"/>
            <constraint firstItem="bnd-00-001" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" id="bnd-00-001-l"/>
            <constraint firstAttribute="trailing" secondItem="bnd-00-001" secondAttribute="trailing" id="bnd-00-001-r"/>
            <constraint firstItem="bnd-00-001" firstAttribute="height" constant="100" id="bnd-00-001-h"/>
            \(IBImportTests.labelPlacement)
            """
        let file = try verifiedScene(subviews: band, constraints: constraints)
        #expect(file.warnings.map(\.message) == [])
        try expectEveryViewWhereSaved(file.layouts.first, views: 3)
    }

    /// A view placed by its frame (`fixedFrame`) keeps that frame, alignment rect or not: a switch
    /// stays 51 wide (its alignment rect is 49). A large activity indicator is 37 × 37, a medium one
    /// 20 × 20 (`UIActivityIndicatorView.Style`), as Xcode drew them.
    @Test func fixedFramesAndActivityIndicatorStylesKeepTheirSavedSizes() throws {
        let controls = """
            <switch opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-001">
                <rect key="frame" x="234" y="173" width="51" height="31"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </switch>
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="act-00-001">
                <rect key="frame" x="178" y="407.66666666666669" width="37" height="37"/>
            </activityIndicatorView>
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="act-00-002">
                <rect key="frame" x="186.66666666666666" y="500" width="20" height="20"/>
            </activityIndicatorView>
            """
        let constraints = """
            <constraint firstItem="act-00-001" firstAttribute="centerX" secondItem="abc-00-001" secondAttribute="centerX" id="act-00-001-x"/>
            <constraint firstItem="act-00-001" firstAttribute="centerY" secondItem="abc-00-001" secondAttribute="centerY" id="act-00-001-y"/>
            <constraint firstItem="act-00-002" firstAttribute="centerX" secondItem="abc-00-001" secondAttribute="centerX" id="act-00-002-x"/>
            <constraint firstItem="act-00-002" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="500" id="act-00-002-y"/>
            \(IBImportTests.labelPlacement)
            """
        try expectEveryViewWhereSaved(try verifiedScene(subviews: controls, constraints: constraints).layouts.first, views: 4)
    }

    /// A scene Xcode draws below its navigation bar (an opaque bar, or edges not extended under it)
    /// is saved at y 0 but shorter than the screen by exactly the status and navigation bars (852 −
    /// 59 − 44 = 749): it begins where they end, so its safe area has no top, and a label 10 pt below
    /// the safe area's top is 10 pt below the view's.
    @Test func aSceneShorterByTheTopBarsBeginsBelowThem() throws {
        let xml = labelBelowTheSafeAreaTop(savedAt: 10, controllerExtras: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="0.0" width="393" height="749"/>"#)
        try expectLabelWhereSaved(xml)
    }

    /// A scene whose simulated status bar is None (`<nil key="simulatedStatusBarMetrics"/>`) is
    /// drawn by Xcode without one on a home-button iPhone: its safe area has no top, so a label
    /// 10 pt below it is at y 10. On a notched iPhone the sensor housing stays in it.
    @Test func aSceneWithNoSimulatedStatusBarIsDrawnWithout() throws {
        let noStatusBar = #"<nil key="simulatedStatusBarMetrics"/>"#
        try expectLabelWhereSaved(labelBelowTheSafeAreaTop(savedAt: 10, controllerExtras: noStatusBar)
            .replacingOccurrences(of: #"<device id="retina6_12""#, with: #"<device id="retina4_7""#)
            .replacingOccurrences(of: #"width="393" height="852""#, with: #"width="375" height="667""#))
        try expectLabelWhereSaved(labelBelowTheSafeAreaTop(savedAt: 69, controllerExtras: noStatusBar))
    }

    /// A free-form scene saved at y 0 but shorter than its free-form size (900 of 1000) was drawn
    /// below its top bars: its safe area has no top, so a label 10 pt below it is at y 10.
    @Test func aFreeformSceneShorterThanItsSizeBeginsBelowTheBars() throws {
        let xml = labelBelowTheSafeAreaTop(savedAt: 10, controllerExtras: """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <size key="freeformSize" width="393" height="1000"/>
            """)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="0.0" width="393" height="900"/>"#)
        try expectLabelWhereSaved(xml)
    }

    /// A xib whose top-level view is a stack view: the stack arranges its subviews (here 40 and
    /// 60 pt wide, 16 apart, from x 0), as Xcode saved them.
    @Test func aTopLevelStackViewArrangesItsSubviews() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="16" id="stk-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="116" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vie-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="vie-00-001-w"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vie-00-002">
                                <rect key="frame" x="56" y="0.0" width="60" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="60" id="vie-00-002-w"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </objects>
            </document>
            """
        try expectEveryViewWhereSaved(try verified(xml, file: "HUD.xib").layouts.first, views: 2)
    }

    /// Before Xcode 14.3 a xib's top-level view no wider than the screen was drawn at the screen's
    /// top: a 245-pt bar does not reach the home indicator, so a label held to its safe area's
    /// bottom ends at its bottom (y 224.5); from Xcode 14.3 on the view has the whole screen's safe
    /// area, and the label ends 34 pt higher (y 190.5).
    @Test func aShortXibViewReachesTheHomeIndicatorOnlyFromXcode14_3() throws {
        func file(toolsVersion: String, labelY: Double) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="bar-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="245"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label text="Send" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                <rect key="frame" x="20" y="\(labelY)" width="45" height="20.5"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                        <constraints>
                            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="20" id="c09-00-001"/>
                            <constraint firstItem="saf-00-001" firstAttribute="bottom" secondItem="lbl-00-001" secondAttribute="bottom" id="c09-00-002"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        }
        for (toolsVersion, labelY) in [("21507", 224.5), ("21701", 190.5)] {
            try expectEveryViewWhereSaved(try verified(file(toolsVersion: toolsVersion, labelY: labelY), file: "Bar.xib").layouts.first,
                                          views: 1, "toolsVersion \(toolsVersion)")
        }
    }

    /// Before Xcode 11 a xib's top-level view shorter than half the screen had no status bar over
    /// it: a 90-pt prompt's button held 2 pt below its safe area's top is saved at y 2 on an
    /// iPhone 8; a 570-pt one's at y 22, under the status bar; from Xcode 11 on the short one's
    /// too (on an iPhone 11, 44 + 2).
    @Test func aShortXibViewHadNoStatusBarBeforeXcode11() throws {
        func file(toolsVersion: String, height: Double, buttonY: Double, device: String = "retina4_7") -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="vie-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                                <rect key="frame" x="16" y="\(buttonY)" width="343" height="36"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="36" id="c09-00-004"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="btn-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="16" id="c09-00-001"/>
                            <constraint firstItem="btn-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="2" id="c09-00-002"/>
                            <constraint firstItem="saf-00-001" firstAttribute="trailing" secondItem="btn-00-001" secondAttribute="trailing" constant="16" id="c09-00-003"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                    </view>
                </objects>
            </document>
            """
        }
        for (toolsVersion, height, buttonY) in [("14490.70", 90.0, 2.0), ("14460.31", 570.0, 22.0)] {
            try expectEveryViewWhereSaved(try verified(file(toolsVersion: toolsVersion, height: height, buttonY: buttonY), file: "Prompt.xib").layouts.first,
                                          views: 1, "toolsVersion \(toolsVersion), \(height) pt")
        }
        try expectEveryViewWhereSaved(try verified(file(toolsVersion: "20037", height: 90, buttonY: 46, device: "retina6_1"), file: "Prompt.xib").layouts.first,
                                      views: 1, "toolsVersion 20037")
    }

    /// A scene Xcode draws as a sheet (shown from a sheet, say) is saved at y 0 but shorter than the
    /// screen by more than the status bar, with no bottom bar: it sits at the screen's bottom, so
    /// its top is clear of the status bar and its bottom meets the home indicator's 34 pt.
    @Test func aShorterSceneWithNoBottomBarIsDrawnAtTheScreensBottom() throws {
        var xml = IBImportTests.scene(subviews: "", constraints: """
            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="10" id="c09-00-001"/>
            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="20" id="c09-00-002"/>
            <constraint firstItem="saf-00-001" firstAttribute="bottom" secondItem="lbl-00-001" secondAttribute="bottom" constant="721.5" id="c09-00-003"/>
            """)
        xml = xml.replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#,
                                       with: #"<rect key="frame" x="0.0" y="0.0" width="393" height="786"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="100" width="45" height="20.5"/>"#,
                                  with: #"<rect key="frame" x="20" y="10" width="45" height="20.5"/>"#)
        let layout = try #require(try verified(xml).layouts.first)
        try expectEveryViewWhereSaved(layout, views: 1)
        #expect(layout.findings.isEmpty)
    }

    @Test func jsonGivesTheSameCounts() throws {
        let path = corpus.appendingPathComponent("SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CenteredView.xib").path
        let result = IBVerification.run(paths: [path], catalog: bundledCatalog, textSizing: .savedFrames, tolerancePixels: 1)
        // The census: 8 views in the file, the root skipped (its container sets its frame), 7 compared;
        // on the design device the icon image view has no height, though its 33×34 image needs 34 pt:
        // Xcode saved it so, the design's (the app sets its icon), so no finding.
        let census = #"{"compared":7,"inFile":8,"notLaidOut":[],"skipped":{"layout root (its container sets its frame)":1}}"#
        #expect(result.json() == """
            {"census":\(census),"files":[{"census":\(census),"errors":[],"file":"\(path.replacingOccurrences(of: "/", with: "\\/"))","scenes":[{"device":"retina6_1",\
            "diagnostics":[],"name":"SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CenteredView.xib#MessageView","off":[],"views":7,"within":7}]}],\
            "textSizing":"savedFrames","textViews":{"views":4,"within":4},"tolerancePixels":1,"views":7,"within":7}
            """)
        #expect(result.textViews.views == 4 && result.textViews.within == 4)
    }

    @Test func jsonWithTheTextModelGivesBothCounts() throws {
        let path = corpus.appendingPathComponent("SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CenteredView.xib").path
        let model = IBVerification.run(paths: [path], catalog: bundledCatalog, textSizing: .textModel, tolerancePixels: 1)
        let saved = IBVerification.run(paths: [path], catalog: bundledCatalog, textSizing: .savedFrames, tolerancePixels: 1)
        let json = model.json(comparedWith: saved)
        #expect(json.hasPrefix(#"{"census":{"compared":7,"inFile":8,"notLaidOut":[],"skipped":{"layout root (its container sets its frame)":1}},"compared":{"textSizing":"savedFrames","views":7,"within":7},"files":[{"#))
        #expect(json.hasSuffix(#""textSizing":"textModel","textViews":{"views":4,"within":\#(model.textViews.within)},"tolerancePixels":1,"views":7,"within":\#(model.within)}"#))
    }

    @Test func foldersAreSearchedWithoutTheirHiddenFolders() throws {
        let folder = TemporaryFolder.unusedPath("trellis-ib")
        defer { try? FileManager.default.removeItem(at: folder) }
        for relative in ["App/Base.lproj/Main.storyboard", "App/Card.xib", ".build/checkouts/Other.storyboard", "App/notes.txt"] {
            let file = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: file)
        }
        #expect(LayoutDirectory.interfaceBuilderFiles(in: [folder.path, "Given.xib"])
            == [folder.path + "/App/Base.lproj/Main.storyboard", folder.path + "/App/Card.xib", "Given.xib"])
    }
}
