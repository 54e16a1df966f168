import DeviceCatalog
import Foundation
import LayoutModel
import LayoutSources
import TestSupport
import Testing
import TextMeasurement
import TrellisBase
@testable import InterfaceBuilder

/// Making layouts from Interface Builder files: what each element becomes, variations per size
/// class, and errors at file:line:column.
struct IBImportTests {
    let importer = IBFileImporter(catalog: bundledCatalog, textSizing: .savedFrames)

    func imported(_ name: String) throws -> IBFileImport {
        try importer.importFile(corpus.appendingPathComponent(name).path)
    }

    /// A storyboard from XML text, written to a temporary file so that messages name it.
    func importXML(_ body: String, file: String = "Test.storyboard", textSizing: IBTextSizing = .savedFrames) throws(IBImportError) -> IBFileImport {
        let path = TemporaryFolder.unusedPath("trellis-ib", "-\(file)").path
        try! body.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try IBFileImporter(catalog: bundledCatalog, textSizing: textSizing).importFile(path, name: file)
    }

    /// A scene with view controller `id` (titled `id`), its navigation item's large-title `mode`,
    /// simulated `metrics` and `show` segues to `pushes`.
    static func barsScene(_ id: String, mode: String? = nil, metrics: String = "", pushes: [String] = [], attributes: String = "") -> String {
        let segues = pushes.enumerated().map { #"<segue destination="\#($1)" kind="show" id="\#(id)-s\#($0)"/>"# }.joined()
        return """
            <scene sceneID="\(id)-scene"><objects>
                <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-v"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                    <navigationItem key="navigationItem" title="\(id)"\(mode.map { " largeTitleDisplayMode=\"\($0)\"" } ?? "") id="\(id)-n"/>
                    \(metrics)
                    \(segues.isEmpty ? "" : "<connections>\(segues)</connections>")
                </viewController>
            </objects></scene>
        """
    }

    /// A navigation controller whose bar prefers large titles, with `root` as its root.
    static func largeTitleNavigationScene(root: String) -> String {
        """
        <scene sceneID="nav-scene"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nav-b"><autoresizingMask key="autoresizingMask"/></navigationBar>
                <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="nav-r"/></connections>
            </navigationController>
        </objects></scene>
        """
    }

    /// The bars each scene of a storyboard of `scenes` (Xcode 15, iPhone 15) is given, by scene title.
    func bars(ofScenes scenes: String) throws -> [String: BarSet] {
        let file = try importXML("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                \(scenes)
                </scenes>
            </document>
            """)
        return Dictionary(uniqueKeysWithValues: file.layouts.map { ($0.layout.name.split(separator: "#").last.map(String.init) ?? "", $0.layout.bars) })
    }

    /// `largeTitleDisplayMode` automatic (no attribute) is the previous item's: pushed from a list
    /// that never shows a large title, a screen keeps the standard bar; pushed from one that does,
    /// and as the navigation controller's root, it has the large title its bar prefers.
    @Test func anAutomaticLargeTitleFollowsTheScreenBefore() throws {
        let bars = try bars(ofScenes: """
            \(Self.largeTitleNavigationScene(root: "lst"))
            \(Self.barsScene("lst", pushes: ["srv"]))
            \(Self.barsScene("srv", mode: "never", pushes: ["det"]))
            \(Self.barsScene("det", pushes: ["sub"]))
            \(Self.barsScene("sub"))
            """)
        #expect(bars["lst"]?.navigationBar == .largeTitle)
        #expect(bars["srv"]?.navigationBar == .standard)
        #expect(bars["det"]?.navigationBar == .standard)
        #expect(bars["sub"]?.navigationBar == .standard)
    }

    /// A screen pushed from several others takes the bars of the first push in the file, on every
    /// run: here the first pusher shows a large title and seven later ones never do. (The bars were
    /// taken from whichever pusher a hashed dictionary gave first: PocketTrailer's picker, pushed
    /// from three settings screens, was 74 or 126 pt below its top from one run to the next.)
    @Test func aScreenPushedFromSeveralTakesTheFirstPushsBars() throws {
        let others = (1...7).map { "p\($0)" }
        let bars = try bars(ofScenes: """
            \(Self.largeTitleNavigationScene(root: "lst"))
            \(Self.barsScene("lst", pushes: ["first"] + others))
            \(Self.barsScene("first", pushes: ["picker"]))
            \(others.map { Self.barsScene($0, mode: "never", pushes: ["picker"]) }.joined())
            \(Self.barsScene("picker"))
            """)
        #expect(bars["first"]?.navigationBar == .largeTitle)
        #expect(bars["p1"]?.navigationBar == .standard)
        #expect(bars["picker"]?.navigationBar == .largeTitle)
    }

    /// A screen passes on the bars its simulated metrics give it (Xcode's inferred metrics): what a
    /// list under a simulated navigation bar pushes is under a navigation bar too. A screen with no
    /// navigation bar has no stack to push onto, so what it shows is presented, without its tab bar.
    @Test func simulatedBarsFollowThePushes() throws {
        let bars = try bars(ofScenes: """
            \(Self.barsScene("list", metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, pushes: ["detail"]))
            \(Self.barsScene("detail"))
            \(Self.barsScene("home", metrics: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#, pushes: ["about"]))
            \(Self.barsScene("about"))
            """)
        #expect(bars["detail"]?.navigationBar == .standard)
        #expect(bars["home"]?.tabBar == true)
        #expect(bars["about"] == BarSet())
    }

    /// The bottom bars of a navigation stack in a tab bar controller: a navigation controller that
    /// shows its toolbar (`toolbarHidden="NO"`) gives it to its root and to what that pushes; a
    /// controller that hides the bottom bar when pushed, and what it pushes, has no tab bar; a
    /// screen whose simulated bottom bar is a toolbar has the toolbar above its tab bar, and passes
    /// both on (PocketTrailer's settings: 34 + 49 + 49 pt below a root's and a pushed table).
    @Test func bottomBarsFollowTheNavigationStack() throws {
        func navigation(_ id: String, root: String, attributes: String = "") -> String {
            """
            <scene sceneID="\(id)-scene"><objects>
                <navigationController id="\(id)" \(attributes) sceneMemberID="viewController">
                    <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-r"/></connections>
                </navigationController>
            </objects></scene>
            """
        }
        let bars = try bars(ofScenes: """
            <scene sceneID="tabs-scene"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="tabs-1"/>
                        <segue destination="nav2" kind="relationship" relationship="viewControllers" id="tabs-2"/>
                        <segue destination="solo" kind="relationship" relationship="viewControllers" id="tabs-3"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            \(navigation("nav", root: "list", attributes: #"toolbarHidden="NO""#))
            \(Self.barsScene("list", pushes: ["edit", "detail"]))
            \(Self.barsScene("edit"))
            \(Self.barsScene("detail", pushes: ["more"], attributes: #"hidesBottomBarWhenPushed="YES""#))
            \(Self.barsScene("more"))
            \(navigation("nav2", root: "repos"))
            \(Self.barsScene("repos", metrics: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#, pushes: ["custom"]))
            \(Self.barsScene("custom"))
            \(Self.barsScene("solo", attributes: #"hidesBottomBarWhenPushed="YES""#))
            """)
        func bottom(_ title: String) -> String {
            guard let set = bars[title] else { return "missing" }
            return [set.tabBar ? "tab bar" : nil, set.toolbar ? "toolbar" : nil].compactMap { $0 }.joined(separator: " + ")
        }
        #expect(["list", "edit", "detail", "more", "repos", "custom", "solo"].map(bottom)
            == ["tab bar + toolbar", "tab bar + toolbar", "toolbar", "toolbar", "tab bar + toolbar", "tab bar + toolbar", "tab bar"])
    }

    static let sizeClassFile = "liwangqiang__SizeclassWithStackView__UIStackViewTest__Base.lproj__Main.storyboard"

    @Test func layoutsAreNamedByFileAndScene() throws {
        let names = try imported("SwiftKickMobile__SwiftMessages__Demo__Demo__Base.lproj__Main.storyboard").layouts.map(\.layout.name)
        let file = "SwiftKickMobile__SwiftMessages__Demo__Demo__Base.lproj__Main.storyboard"
        #expect(Array(names.prefix(3)) == ["\(file)#Demo", "\(file)#Demo/TitleBody", "\(file)#Demo/Explore"])
        #expect(names.contains("\(file)#View Controllers"))
        let xib = try imported("SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CenteredView.xib").layouts.map(\.layout.name)
        #expect(xib == ["SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CenteredView.xib#MessageView"])
    }

    /// A storyboard of one scene designed on `device`, its root view holding `subviews`.
    static func oneScene(device: String, subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <scenes><scene sceneID="s1"><objects>
            <viewController id="vc1" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root1">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
        \(subviews)
                </subviews>
              </view>
            </viewController>
          </objects></scene></scenes>
        </document>
        """
    }

    /// An SF Symbol is listed in `<resources>` in a 128-pt box; a device draws it at its symbol
    /// configuration's size: 17 pt medium (its longer side about 20.5 pt) unless the view names a
    /// point size, a font or a scale. An asset's image keeps its listed size.
    @Test func symbolImagesAreDrawnAtTheirConfiguredSize() throws {
        func imageView(_ id: String, _ image: String, _ configuration: String = "") -> String {
            """
            <imageView image="\(image)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
              <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
              \(configuration)
            </imageView>
            """
        }
        let subviews = [
            imageView("a-1-a", "trash"),
            imageView("b-1-b", "trash", #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34" scale="large"/>"#),
            imageView("c-1-c", "trash", """
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" scale="small">
                  <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                </preferredSymbolConfiguration>
                """),
            imageView("d-1-d", "photo"),
            """
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="e-1-e">
              <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
              <state key="normal" image="trash">
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small"/>
              </state>
            </button>
            """,
        ].joined(separator: "\n")
        let xml = Self.oneScene(device: "retina6_1", subviews: subviews).replacingOccurrences(of: "</document>", with: """
              <resources>
                <image name="trash" catalog="system" width="121" height="128"/>
                <image name="photo" width="40" height="30"/>
              </resources>
            </document>
            """)
        let scene = try importXML(xml).layouts[0]
        func image(_ id: String) -> Size? {
            scene.viewIDs.first { $0.value == id }.flatMap { scene.layout.view(named: $0.key) }?.content.image
        }
        let trash = Size(width: 20.5 * 121 / 128, height: 20.5)
        #expect(image("a-1-a") == trash)
        #expect(image("b-1-b") == Size(width: trash.width * 2.6, height: trash.height * 2.6))
        // Title 1 is 28 pt.
        let title1Small = 28.0 / 17 * 0.8
        #expect(image("c-1-c") == Size(width: trash.width * title1Small, height: trash.height * title1Small))
        #expect(image("d-1-d") == Size(width: 40, height: 30))
        #expect(image("e-1-e") == Size(width: trash.width * 0.8, height: trash.height * 0.8))
    }

    /// Fonts as UIKit resolves them: a system weight, `boldSystem`, a text style (headline is
    /// semibold), a named font with the weight its name ends with; a label's line break mode. With
    /// Trellis's text metrics a named font without a file is measured as the system font, and the
    /// layout says so once for each such font, at the first view that uses it.
    @Test func fontsWeightsAndLineBreaksAreImported() throws {
        func label(_ id: String, _ font: String, _ extra: String = "") -> String {
            """
            <label text="Total" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
              <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
              \(font)
            </label>
            """
        }
        let xml = Self.oneScene(device: "retina6_1", subviews: [
            label("a-1-a", #"<fontDescription key="fontDescription" type="system" weight="medium" pointSize="15"/>"#),
            label("b-1-b", #"<fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>"#, #"lineBreakMode="wordWrap""#),
            label("c-1-c", #"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#, #"lineBreakMode="middleTruncation""#),
            label("d-1-d", #"<fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="16"/>"#),
            label("e-1-e", #"<fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="12"/>"#),
        ].joined(separator: "\n"))
        let scene = try importXML(xml).layouts[0]
        func content(_ id: String) -> ViewContent? {
            scene.viewIDs.first { $0.value == id }.flatMap { scene.layout.view(named: $0.key) }?.content
        }
        #expect(content("a-1-a")?.font == Font(size: 15, weight: .medium))
        #expect(content("b-1-b")?.font == Font(size: 13, weight: .bold))
        #expect(content("c-1-c")?.font == Font(.headline))
        #expect(content("d-1-d")?.font == Font(size: 16, weight: .semibold, name: "AvenirNext-DemiBold"))
        #expect(content("b-1-b")?.lineBreakMode == .wordWrap)
        #expect(content("c-1-c")?.lineBreakMode == .truncateMiddle)
        #expect(content("a-1-a")?.lineBreakMode == .truncateTail)
        // The saved frames give the text sizes: nothing is estimated, nothing to say.
        #expect(scene.layout.importWarnings == [])

        let path = TemporaryFolder.unusedPath("trellis-ib", ".storyboard").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let modelled = try IBFileImporter(catalog: bundledCatalog, textSizing: .textModel).importFile(path, name: "Fonts.storyboard")
        #expect(modelled.layouts[0].layout.importWarnings.map(\.description) == [
            "\(path):21:79: warning: font 'AvenirNext-DemiBold' is measured as the system font at its weight (semibold): Trellis has no "
                + "file for it, so text widths in it are estimates and no text in it is called truncated (add the app's font files "
                + "to the project, or a folder of them under `fonts:` in trellis.yml)",
        ])
    }

    /// A text the file shows as the key the app looks its translation up by (stopp-corona's
    /// `transKeyNormal`, Radar COVID's `locKey`, of the same value) is not the text a device
    /// shows: the view is laid out with it but never called truncated, and the layout says so
    /// once. Interface Builder's default "Label" and "Button" stand for what the app sets too. A
    /// label whose runtime key differs from its text shows real text and is judged.
    @Test func aLocalizationKeyShownInPlaceOfTextIsAPlaceholder() throws {
        let scene = try importXML(Self.oneScene(device: "retina6_1", subviews: """
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="k-1-k">
              <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
              <state key="normal" title="start_menu_item_report"/>
              <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="transKeyNormal" value="start_menu_item_report"/>
              </userDefinedRuntimeAttributes>
            </button>
            <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="d-1-d">
              <rect key="frame" x="0.0" y="70" width="42" height="21"/>
            </label>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="e-1-e">
              <rect key="frame" x="0.0" y="100" width="20" height="20"/>
              <state key="normal" title="Button"/>
            </button>
            <label text="Términos legales" translatesAutoresizingMaskIntoConstraints="NO" id="l-1-l">
              <rect key="frame" x="0.0" y="40" width="130" height="21"/>
              <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="locKey" value="ALERT_LEGAL_TERMS_TITLE"/>
              </userDefinedRuntimeAttributes>
            </label>
            """)).layouts[0]
        func view(_ id: String) throws -> LayoutView {
            try #require(scene.viewIDs.first { $0.value == id }.flatMap { scene.layout.view(named: $0.key) })
        }
        #expect(try view("k-1-k").content.textIsStandIn && !view("k-1-k").intrinsicSizeIsPlaceholder)
        #expect(try !view("l-1-l").content.textIsStandIn)
        #expect(try view("d-1-d").content.textIsStandIn && view("e-1-e").content.textIsStandIn)
        #expect(scene.layout.importWarnings.map { "line \($0.location.line): \($0.message)" } == [
            "line 9: 1 view shows the localization key the app replaces with its text at run time, of another length: "
                + "laid out with the key, never called truncated: startMenuItemButton (transKeyNormal)",
        ])
    }

    /// A configured button (iOS 15's `UIButton.Configuration`) shows its configuration's title,
    /// not the normal-state "Button" Interface Builder writes beside it, in 17 pt unless the
    /// configuration names a font, inside 7/12-pt insets (or those it gives) with no padding of the
    /// title's line; an old button pads its title's line 6 pt above and below only without
    /// `contentEdgeInsets`: with them, the insets are all the room it keeps.
    @Test func buttonsTakeTheirConfigurationOrContentInsets() throws {
        let xml = Self.oneScene(device: "retina6_1", subviews: """
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="a-1-a">
              <rect key="frame" x="0.0" y="0.0" width="80" height="35"/>
              <state key="normal" title="Button"/>
              <buttonConfiguration key="configuration" style="plain" title="Show Code"/>
            </button>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b-1-b">
              <rect key="frame" x="0.0" y="40" width="80" height="35"/>
              <state key="normal" title="Button"/>
              <buttonConfiguration key="configuration" style="filled" title="Go">
                <fontDescription key="titleFontDescription" type="boldSystem" pointSize="20"/>
                <directionalEdgeInsets key="contentInsets" top="4" leading="8" bottom="4" trailing="8"/>
              </buttonConfiguration>
            </button>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="c-1-c">
              <rect key="frame" x="0.0" y="80" width="80" height="30"/>
              <fontDescription key="fontDescription" type="system" pointSize="15"/>
              <inset key="contentEdgeInsets" minX="10" minY="2" maxX="10" maxY="2"/>
              <state key="normal" title="Retry"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="d-1-d">
              <rect key="frame" x="0.0" y="120" width="80" height="34"/>
              <state key="normal" title="Open" backgroundImage="pill"/>
            </button>
            """).replacingOccurrences(of: "</document>", with: #"<resources><image name="pill" width="80" height="34"/></resources></document>"#)
        let scene = try importXML(xml).layouts[0]
        func content(_ id: String) throws -> ViewContent {
            try #require(scene.viewIDs.first { $0.value == id }.flatMap { scene.layout.view(named: $0.key) }?.content)
        }
        let plain = try content("a-1-a")
        #expect(plain.title == "Show Code")
        #expect(plain.font == Font(size: 17))
        #expect(plain.contentInsets == ViewContent.configurationInsets)
        #expect(plain.titlePadding == 0)
        let filled = try content("b-1-b")
        #expect(filled.font == Font(size: 20, weight: .bold))
        #expect(filled.contentInsets == DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        let old = try content("c-1-c")
        #expect(old.title == "Retry")
        #expect(old.contentInsets == DirectionalEdgeInsets(top: 2, leading: 10, bottom: 2, trailing: 10))
        #expect(old.titlePadding == 0)
        // A 15-pt line (17.9 pt, 18 on the 3x grid) and 2 pt above and below: 22 tall, not 34.
        let modelled = try importXML(xml, textSizing: .textModel).layouts[0]
        let retry = try #require(modelled.viewIDs.first { $0.value == "c-1-c" }.flatMap { modelled.layout.view(named: $0.key) })
        #expect(retry.intrinsicContentSize(scale: 3).height == 22)
        #expect([plain.buttonStyle, filled.buttonStyle, old.buttonStyle] == [.configured, .configured, .system])
        let custom = try content("d-1-d")
        #expect(custom.buttonStyle == .custom)
        #expect(custom.font == nil)
        #expect(custom.backgroundImage == Size(width: 80, height: 34))
    }

    /// What decides whether a squeezed view loses anything: a label's autoshrink (a scale factor,
    /// or an old minimum font size), an image's content mode (Xcode capitalises a few) and
    /// clipping, and a placeholder intrinsic size (the canvas's only).
    @Test func whatCompressionLosesIsImported() throws {
        let imported = try importXML(Self.oneScene(device: "retina6_1", subviews: """
            <label text="Total" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="a-1-a">
              <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
            </label>
            <label text="Total" minimumFontSize="9" translatesAutoresizingMaskIntoConstraints="NO" id="b-1-b">
              <rect key="frame" x="0.0" y="30" width="40" height="20"/>
              <fontDescription key="fontDescription" type="system" pointSize="18"/>
            </label>
            <label text="Total" adjustsFontSizeToFit="NO" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="c-1-c">
              <rect key="frame" x="0.0" y="60" width="40" height="20"/>
            </label>
            <imageView clipsSubviews="YES" contentMode="TopLeft" translatesAutoresizingMaskIntoConstraints="NO" id="d-1-d">
              <rect key="frame" x="0.0" y="90" width="40" height="20"/>
            </imageView>
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="e-1-e">
              <rect key="frame" x="0.0" y="120" width="40" height="20"/>
            </view>
            """))
        let scene = try #require(imported.layouts.first)
        func view(_ id: String) -> LayoutView? {
            scene.viewIDs.first { $0.value == id }.flatMap { scene.layout.view(named: $0.key) }
        }
        #expect(view("a-1-a")?.content.minimumScaleFactor == 0.5)
        #expect(view("b-1-b")?.content.minimumScaleFactor == 0.5)
        #expect(view("c-1-c")?.content.minimumScaleFactor == nil)
        #expect(view("d-1-d")?.contentMode == .topLeft)
        #expect(view("d-1-d")?.clipsToBounds == true)
        #expect(view("e-1-e")?.intrinsicSizeIsPlaceholder == true)
        #expect(view("a-1-a")?.intrinsicSizeIsPlaceholder == false)
    }

    /// A file made for one family is shown on its devices only: an iPad storyboard
    /// (`targetRuntime="iOS.CocoaTouch.iPad"`), and a file named with UIKit's device modifier
    /// (`Login~iphone.storyboard`, `Card~ipad.xib`), which UIKit loads on that family only.
    @Test func aFileForOneFamilyIsShownOnItsDevicesOnly() throws {
        func idioms(_ xml: String, file: String) throws -> Set<Idiom> {
            let path = TemporaryFolder.unusedPath("trellis-ib", "-\(file)").path
            try xml.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let imported = try IBFileImporter(catalog: bundledCatalog, textSizing: .savedFrames).importFile(path, name: file)
            return try #require(imported.layouts.first).layout.idioms
        }
        let scene = Self.oneScene(device: "retina6_1", subviews: "")
        #expect(try idioms(scene, file: "Main.storyboard") == [.phone, .pad])
        #expect(try idioms(scene.replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="iOS.CocoaTouch.iPad""#),
                           file: "Main.storyboard") == [.pad])
        #expect(try idioms(scene, file: "Login~iphone.storyboard") == [.phone])
        #expect(try idioms(scene, file: "Login~ipad.storyboard") == [.pad])
    }

    /// A label with no text in the file gets its text from the app: the size Xcode drew it at
    /// stands for that text (a placeholder, never called compressed). Empty, UIKit would give it
    /// no size at all, and an icon stacked beside it collapsed with it. One drawn 0 wide but a
    /// line tall keeps the line's height (with required hugging between two views, an empty one
    /// conflicted with them on every device of an app that fills it); one drawn with no size
    /// keeps none. A segmented control's and a page control's width likewise (it was left open:
    /// 'ambiguous'), an info button's glyph, and a button with neither title nor image.
    @Test func aLabelWithNoTextKeepsTheSizeItWasDrawnAt() throws {
        let path = TemporaryFolder.unusedPath("trellis-ib", "-Empty.storyboard").path
        try Self.oneScene(device: "retina6_1", subviews: """
            <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="a-1-a">
              <rect key="frame" x="0.0" y="0.0" width="12" height="16"/>
            </label>
            <label translatesAutoresizingMaskIntoConstraints="NO" id="b-1-b">
              <rect key="frame" x="0.0" y="30" width="0.0" height="20.5"/>
            </label>
            <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="i-1-i">
              <rect key="frame" x="0.0" y="280" width="0.0" height="0.0"/>
            </label>
            <label text="7" translatesAutoresizingMaskIntoConstraints="NO" id="c-1-c">
              <rect key="frame" x="0.0" y="60" width="9" height="20.5"/>
            </label>
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="d-1-d">
              <rect key="frame" x="0.0" y="90" width="147" height="32"/>
              <segments>
                <segment title="Roaming"/>
                <segment title="Local"/>
              </segments>
            </segmentedControl>
            <pageControl numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="e-1-e">
              <rect key="frame" x="0.0" y="130" width="115" height="26"/>
            </pageControl>
            <button buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="f-1-f">
              <rect key="frame" x="0.0" y="160" width="25.666666666666671" height="25.666666666666664"/>
            </button>
            <button buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="g-1-g">
              <rect key="frame" x="0.0" y="200" width="80" height="30"/>
              <state key="normal" title="About"/>
            </button>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="h-1-h">
              <rect key="frame" x="0.0" y="240" width="46" height="30"/>
              <state key="normal"/>
            </button>
            """).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let imported = try IBFileImporter(catalog: bundledCatalog, textSizing: .textModel).importFile(path, name: "Empty.storyboard")
        let scene = try #require(imported.layouts.first)
        func view(_ id: String) -> LayoutView? {
            scene.viewIDs.first { $0.value == id }.flatMap { scene.layout.view(named: $0.key) }
        }
        #expect(view("a-1-a")?.intrinsicSizeOverride == IntrinsicSize(width: 12, height: 16))
        #expect(view("a-1-a")?.intrinsicSizeIsPlaceholder == true)
        #expect(view("b-1-b")?.intrinsicSizeOverride == IntrinsicSize(width: 0, height: 20.5))
        #expect(view("i-1-i")?.intrinsicSizeOverride == nil)
        #expect(view("c-1-c")?.intrinsicSizeOverride == nil)
        // A segmented control's titles are not measured either: the width drawn stands for them
        // (the frame less the point below its alignment rect), its height is the control's.
        #expect(view("d-1-d")?.intrinsicSizeOverride == IntrinsicSize(width: 147, height: 31))
        #expect(view("d-1-d")?.intrinsicSizeIsPlaceholder == true)
        #expect(view("e-1-e")?.intrinsicSizeOverride == IntrinsicSize(width: 115, height: 26))
        // An info button draws UIKit's glyph, whose size changed between iOS versions: the size
        // drawn stands for it (it was 30 wide, a system button's narrowest, and a title's line
        // tall); one with a title is sized by its title.
        #expect(view("f-1-f")?.intrinsicSizeOverride == IntrinsicSize(width: 25.666666666666671, height: 25.666666666666664))
        #expect(view("f-1-f")?.intrinsicSizeIsPlaceholder == true)
        #expect(view("g-1-g")?.intrinsicSizeOverride == nil)
        // A button with neither title nor image gets them from the app, as an empty label does.
        #expect(view("h-1-h")?.intrinsicSizeOverride == IntrinsicSize(width: 46, height: 30))
        #expect(view("h-1-h")?.intrinsicSizeIsPlaceholder == true)
    }

    /// An image view with no image shows the one the app sets: the size Xcode drew it at stands
    /// for that image, so one centred with no size of its own is no ambiguity (Xcode, without
    /// the image, marks it so). On an axis where its content priorities are required the guess
    /// would be a required constraint against the layout's own: none is made there.
    @Test func anImageViewWithoutAnImageShowsTheApps() throws {
        let xml = Self.oneScene(device: "retina6_1", subviews: """
            <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="a-1-a">
              <rect key="frame" x="182" y="100" width="50" height="50"/>
            </imageView>
            <imageView contentMode="scaleAspectFit" horizontalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="b-1-b">
              <rect key="frame" x="0.0" y="200" width="40" height="40"/>
            </imageView>
            """).replacingOccurrences(of: "</subviews>", with: """
            </subviews>
            <constraints>
              <constraint firstItem="a-1-a" firstAttribute="centerX" secondItem="root1" secondAttribute="centerX" id="c-1-c"/>
              <constraint firstItem="a-1-a" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c-2-c"/>
              <constraint firstItem="b-1-b" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c-3-c"/>
              <constraint firstItem="b-1-b" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="200" id="c-4-c"/>
              <constraint firstItem="b-1-b" firstAttribute="width" constant="37" id="c-5-c"/>
            </constraints>
            """)
        let scene = try #require(try importXML(xml).layouts.first)
        func view(_ id: String) -> LayoutView? {
            scene.viewIDs.first { $0.value == id }.flatMap { scene.layout.view(named: $0.key) }
        }
        #expect(view("a-1-a")?.intrinsicSizeOverride == IntrinsicSize(width: 50, height: 50))
        #expect(view("a-1-a")?.intrinsicSizeIsPlaceholder == true)
        #expect(view("b-1-b")?.intrinsicSizeOverride == IntrinsicSize(width: nil, height: 40))
        let solution = try scene.layout.solve(in: LayoutEnvironment(size: Size(width: 390, height: 844)))
        #expect(solution.diagnostics.filter { $0.severity >= .warning }.map(\.description) == [])
        #expect(solution.frames.map { "\($0.view) \($0.rootFrame)" } == [
            "root (0, 0, 390, 844)", "imageView_a_1_a (170, 100, 50, 50)", "imageView_b_1_b (0, 200, 37, 40)",
        ])
    }

    /// A custom view with no subviews draws itself, and Xcode runs its code when the class is
    /// `@IBDesignable`: where its constraints leave its size open on the design device (a star
    /// rating centred with no size of its own) or let it collapse (a view in a centre-aligned
    /// stack), Xcode, which marks neither ambiguous, had the size from the class, and the size it
    /// drew stands for it. A custom view its constraints size (a map between the top and a
    /// footer) gets none, nor one Xcode marks ambiguous or places inside a view it marks
    /// misplaced, nor one with subviews.
    @Test func aCustomViewThatDrawsItselfKeepsTheSizeXcodeDrew() throws {
        let xml = Self.oneScene(device: "retina6_1", subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a-1-a" customClass="StarRatingView">
              <rect key="frame" x="60.5" y="100" width="293" height="53"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-1-b" customClass="MapView">
              <rect key="frame" x="0.0" y="200" width="414" height="675.5"/>
            </view>
            <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="c-1-c">
              <rect key="frame" x="0.0" y="875.5" width="16" height="20.5"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="d-1-d" customClass="BadgeView">
              <rect key="frame" x="10" y="300" width="30" height="30"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="e-1-e" customClass="CardView">
              <rect key="frame" x="10" y="400" width="100" height="40"/>
              <subviews>
                <view contentMode="scaleToFill" id="e-2-e"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
              </subviews>
            </view>
            <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="j-1-j">
              <rect key="frame" x="200" y="400" width="100" height="100"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="i-1-i" customClass="StarRatingView">
                  <rect key="frame" x="0.0" y="0.0" width="80" height="20"/>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="i-1-i" firstAttribute="leading" secondItem="j-1-j" secondAttribute="leading" id="c-20-c"/>
                <constraint firstItem="i-1-i" firstAttribute="top" secondItem="j-1-j" secondAttribute="top" id="c-21-c"/>
              </constraints>
            </view>
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="g-1-g">
              <rect key="frame" x="0.0" y="20" width="174" height="50"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="f-1-f" customClass="SpinnerView">
                  <rect key="frame" x="0.0" y="0.0" width="150" height="50"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="150" id="c-9-c"/>
                  </constraints>
                </view>
                <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="h-1-h">
                  <rect key="frame" x="158" y="15" width="16" height="20.5"/>
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
              </subviews>
            </stackView>
            </subviews>
            <constraints>
              <constraint firstItem="a-1-a" firstAttribute="centerX" secondItem="root1" secondAttribute="centerX" id="c-1-c1"/>
              <constraint firstItem="a-1-a" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" id="c-2-c"/>
              <constraint firstItem="b-1-b" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c-3-c"/>
              <constraint firstItem="b-1-b" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" id="c-4-c"/>
              <constraint firstItem="b-1-b" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="200" id="c-5-c"/>
              <constraint firstItem="c-1-c" firstAttribute="top" secondItem="b-1-b" secondAttribute="bottom" id="c-6-c"/>
              <constraint firstItem="c-1-c" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c-7-c"/>
              <constraint firstItem="c-1-c" firstAttribute="bottom" secondItem="root1" secondAttribute="bottom" id="c-8-c"/>
              <constraint firstItem="d-1-d" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="10" id="c-10-c"/>
              <constraint firstItem="e-1-e" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="10" id="c-11-c"/>
              <constraint firstItem="e-1-e" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="400" id="c-12-c"/>
              <constraint firstItem="j-1-j" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="200" id="c-22-c"/>
              <constraint firstItem="j-1-j" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="500" id="c-23-c"/>
              <constraint firstItem="j-1-j" firstAttribute="width" constant="100" id="c-24-c"/>
              <constraint firstItem="j-1-j" firstAttribute="height" constant="100" id="c-25-c"/>
              <constraint firstItem="g-1-g" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c-13-c"/>
              <constraint firstItem="g-1-g" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="20" id="c-14-c"/>
            </constraints>
            <subviews>
            """)
        let scene = try #require(try importXML(xml).layouts.first)
        func view(_ id: String) -> LayoutView? {
            scene.viewIDs.first { $0.value == id }.flatMap { scene.layout.view(named: $0.key) }
        }
        #expect(view("a-1-a")?.intrinsicSizeOverride == IntrinsicSize(width: 293, height: 53))
        #expect(view("a-1-a")?.intrinsicSizeIsPlaceholder == true)
        #expect(view("b-1-b")?.intrinsicSizeOverride == nil)
        #expect(view("d-1-d")?.intrinsicSizeOverride == nil)
        #expect(view("e-1-e")?.intrinsicSizeOverride == nil)
        // Inside a view Xcode marks misplaced, frames are where Xcode left them.
        #expect(view("i-1-i")?.intrinsicSizeOverride == nil)
        // Its width is its constraint's; only its height collapsed.
        #expect(view("f-1-f")?.intrinsicSizeOverride == IntrinsicSize(width: nil, height: 50))
        let solution = try scene.layout.solve(in: LayoutEnvironment(size: Size(width: 390, height: 844)))
        let frames = Dictionary(uniqueKeysWithValues: solution.frames.map { ($0.view, "\($0.rootFrame)") })
        #expect(frames["view_a_1_a"] == "(48.667, 100, 293, 53)")
        #expect(frames["view_b_1_b"] == "(0, 200, 390, 623.667)")
        #expect(frames["view_f_1_f"] == "(0, 20, 150, 50)")
        // Xcode's mark is said once, for the layout; the card with subviews stays open.
        #expect(solution.diagnostics.filter { $0.kind == .ambiguous }.map(\.views) == [["view_d_1_d"], ["view_e_1_e"], ["view_i_1_i"]])
    }

    /// A view that is set not to translate its autoresizing mask but that no constraint names
    /// (not even a placeholder) is not left free: Interface Builder gives it, at build time,
    /// constraints that hold the frame it was drawn at ("IB auto generated at build time for view
    /// with fixed frame"), and Xcode marks nothing ambiguous. On a wider screen a text field saved
    /// with a stretching mask keeps its 220 pt, and nothing is ambiguous; a view a placeholder
    /// names is the app's to place, and stays open.
    @Test func aViewNoConstraintNamesKeepsTheFrameItWasDrawnAt() throws {
        let xml = Self.oneScene(device: "retina6_1", subviews: """
            <textField opaque="NO" contentMode="scaleToFill" text="Default" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="a-1-a">
              <rect key="frame" x="139" y="7" width="220" height="30"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-1-b">
              <rect key="frame" x="20" y="100" width="50" height="60"/>
            </view>
            </subviews>
            <constraints>
              <constraint firstItem="b-1-b" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="100" placeholder="YES" id="c-1-c"/>
            </constraints>
            <subviews>
            """)
        let scene = try #require(try importXML(xml).layouts.first)
        func view(_ id: String) -> LayoutView? {
            scene.viewIDs.first { $0.value == id }.flatMap { scene.layout.view(named: $0.key) }
        }
        #expect(view("a-1-a")?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(view("a-1-a")?.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(view("b-1-b")?.translatesAutoresizingMaskIntoConstraints == false)
        let solution = try scene.layout.solve(in: LayoutEnvironment(size: Size(width: 430, height: 932)))
        #expect(solution.frame(of: "defaultTextField")?.rootFrame == Rect(x: 139, y: 7, width: 220, height: 30))
        #expect(solution.diagnostics.filter { $0.kind == .ambiguous }.flatMap(\.views) == ["view"])
    }

    /// On Xcode 10's canvas a rounded-rect field is 30 pt tall, unless its font's line needs
    /// more: a 35-pt field centred on the screen is saved 46 tall, and a run with the text model
    /// gives it that height (it was 30, and called its text cut off on every device).
    @Test func aRoundedRectFieldWithALargeFontIsTallerThanTheCanvasHeight() throws {
        let xml = Self.oneScene(device: "retina4_7", subviews: """
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="a-1-a">
              <rect key="frame" x="46" y="310.5" width="283" height="46"/>
              <fontDescription key="fontDescription" type="system" pointSize="35"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="b-1-b">
              <rect key="frame" x="46" y="400" width="283" height="30"/>
              <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            </subviews>
            <constraints>
              <constraint firstItem="a-1-a" firstAttribute="centerY" secondItem="root1" secondAttribute="centerY" id="c-1-c"/>
              <constraint firstItem="a-1-a" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="46" id="d-1-d"/>
              <constraint firstAttribute="trailing" secondItem="a-1-a" secondAttribute="trailing" constant="46" id="e-1-e"/>
              <constraint firstItem="b-1-b" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="400" id="f-1-f"/>
              <constraint firstItem="b-1-b" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="46" id="g-1-g"/>
              <constraint firstAttribute="trailing" secondItem="b-1-b" secondAttribute="trailing" constant="46" id="h-1-h"/>
            </constraints>
            <subviews>
            """).replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="14313.18""#)
            .replacingOccurrences(of: #"width="414" height="896""#, with: #"width="375" height="667""#)
        let path = TemporaryFolder.unusedPath("trellis-ib", "-Fields.storyboard").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        // A run sizes controls as iOS does (34 pt); verify-ib as the file's canvas drew them.
        for asSaved in [false, true] {
            var importer = IBFileImporter(catalog: bundledCatalog, textSizing: .textModel)
            importer.sizesControlsAsSaved = asSaved
            let scene = try #require(try importer.importFile(path, name: "Fields.storyboard").layouts.first)
            let solution = try scene.layout.solve(in: LayoutEnvironment(size: Size(width: 375, height: 667), displayScale: 2))
            let fields = solution.frames.filter { $0.view.hasPrefix("textField") }.map { "\($0.view) \($0.rootFrame)" }
            #expect(fields == ["textField_a_1_a (46, 310.5, 283, 46)", "textField_b_1_b (46, 400, 283, \(asSaved ? 30 : 34))"])
            #expect(!solution.diagnostics.contains { $0.kind == .compressed })
        }
    }

    /// A button saved selected shows its selected state's title and image, and the normal
    /// state's where the selected state sets none, as `UIButton` does: an "Unblock" button with a
    /// 75-pt selected image is measured by that image, not its normal state's 78-pt one.
    @Test func aSelectedButtonShowsItsSelectedState() throws {
        let xml = Self.oneScene(device: "retina6_1", subviews: """
            <button selected="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a-1-a">
              <rect key="frame" x="20" y="100" width="75" height="75"/>
              <state key="normal" title="Follow" image="FollowIcon"/>
              <state key="selected" image="UnblockIcon"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b-1-b">
              <rect key="frame" x="20" y="200" width="78" height="78"/>
              <state key="normal" image="FollowIcon"/>
              <state key="selected" title="Unblock" image="UnblockIcon"/>
            </button>
            """).replacingOccurrences(of: "</scenes>", with: """
            </scenes>
            <resources>
              <image name="FollowIcon" width="78" height="78"/>
              <image name="UnblockIcon" width="75" height="75"/>
            </resources>
            """)
        let scene = try #require(try importXML(xml, textSizing: .textModel).layouts.first)
        func content(_ id: String) -> ViewContent? {
            scene.viewIDs.first { $0.value == id }.flatMap { scene.layout.view(named: $0.key)?.content }
        }
        #expect(content("a-1-a")?.title == "Follow")
        #expect(content("a-1-a")?.image == Size(width: 75, height: 75))
        #expect(content("b-1-b")?.title == nil)
        #expect(content("b-1-b")?.image == Size(width: 78, height: 78))
    }

    /// A label subclass that Xcode renders live records its text's one-line size in
    /// `<designables>`; a multi-line one wraps all the same. With the saved text sizes the size
    /// Xcode drew the label at (two lines) stands for its text, as for any label; a designable
    /// view that is not a label keeps its recorded size; with the text model the recorded size is
    /// the label's one line in the font the subclass sets, and its lines are scaled to it.
    @Test func aDesignableLabelIsSizedAsALabel() throws {
        let xml = Self.oneScene(device: "retina6_1", subviews: """
            <label opaque="NO" text="Are you sure you want to reset the application?" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="a-1-a" customClass="StyledLabel">
              <rect key="frame" x="16" y="100" width="382" height="41"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-1-b" customClass="BadgeView">
              <rect key="frame" x="16" y="160" width="80" height="30"/>
            </view>
            """).replacingOccurrences(of: "</objects></scene></scenes>", with: """
            </objects></scene></scenes>
            <designables>
              <designable name="a-1-a"><size key="intrinsicContentSize" width="494" height="20.5"/></designable>
              <designable name="b-1-b"><size key="intrinsicContentSize" width="75" height="24"/></designable>
            </designables>
            """)
        func views(_ sizing: IBTextSizing) throws -> [LayoutView?] {
            let path = TemporaryFolder.unusedPath("trellis-ib", "-Designables.storyboard").path
            try xml.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let scene = try #require(try IBFileImporter(catalog: bundledCatalog, textSizing: sizing).importFile(path).layouts.first)
            return ["a-1-a", "b-1-b"].map { id in scene.viewIDs.first { $0.value == id }.flatMap { scene.layout.view(named: $0.key) } }
        }
        let drawn = try views(.savedFrames)
        #expect(drawn.map { $0?.intrinsicSizeOverride } == [IntrinsicSize(width: 382, height: 41), IntrinsicSize(width: 75, height: 24)])
        let measured = try views(.textModel)
        #expect(measured.map { $0?.intrinsicSizeOverride } == [nil, IntrinsicSize(width: 75, height: 24)])
        #expect(measured[0]?.content.oneLineSize == Size(width: 494, height: 20.5))
        #expect(measured[0]?.wrapsAtLayoutWidth == true)
    }

    /// A view labelled like a layout guide gets its id, so `margins.top` keeps meaning the root's guide.
    @Test func viewsAreNotNamedLikeLayoutGuides() throws {
        let imported = try importXML(Self.oneScene(device: "retina6_1", subviews: """
            <view userLabel="Margins" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="m-1-x">
              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """))
        let layout = try #require(imported.layouts.first).layout
        #expect(layout.viewsInTreeOrder.map(\.name) == ["root", "margins_m_1_x"])
    }

    /// A design device the catalog does not know stops only verification: the layouts still run.
    @Test func unknownDesignDeviceIsAWarningOnEveryLayout() throws {
        let imported = try importXML(Self.oneScene(device: "retina9_9", subviews: ""), file: "Future.storyboard")
        let layout = try #require(imported.layouts.first)
        #expect(layout.designScreen == nil)
        #expect(layout.layout.importWarnings.map { "line \($0.location.line): \($0.message)" } == [
            "line 3: the design device 'retina9_9' is not in the catalog's designDevices "
                + "(Devices/interface-builder.yaml); the layouts run, but verify-ib cannot compare their frames",
        ])
        let check = IBFrameCheck(tolerancePixels: 1, bars: bundledCatalog.bars).check(layout, deviceID: "retina9_9")
        #expect(check.error == "the design device 'retina9_9' is not in the catalog's designDevices (Devices/interface-builder.yaml); add it there to compare")
    }

    /// An export passes over a macOS file with a note and still makes the other file's layouts.
    @Test func exportPassesOverMacOSFiles() throws {
        let folder = TemporaryFolder.unusedPath("trellis-export")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let mac = folder.appendingPathComponent("Window.xib")
        try #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701"><objects/></document>"#
            .write(to: mac, atomically: true, encoding: .utf8)
        let card = corpus.appendingPathComponent("SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CenteredView.xib")
        let result = IBLayoutExport.export(paths: [folder.path, card.path], loader: LayoutLoader(catalog: bundledCatalog, textSizing: importer.textSizing))
        #expect(result.notes == ["\(mac.path): skipped: a macOS (Cocoa) file"])
        #expect(result.problems.isEmpty)
        #expect(result.files.map(\.name) == ["SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CenteredView-MessageView.yaml"])
    }

    /// `trellis import`: a file per layout, named so that a shell needs no quotes, with where it came
    /// from and what is not modelled at the top.
    @Test func exportWritesAFilePerLayoutWithItsOrigin() throws {
        let files = try [imported("SwiftKickMobile__SwiftMessages__Demo__Demo__Base.lproj__Main.storyboard")]
        let export = IBLayoutExport.files(for: files, textSizing: .savedFrames)
        #expect(export.failures.isEmpty)
        let file = "SwiftKickMobile__SwiftMessages__Demo__Demo__Base.lproj__Main"
        #expect(Array(export.files.map(\.name).prefix(3)) == ["\(file.replacingOccurrences(of: ".", with: "_"))-Demo.yaml",
                                                             "\(file.replacingOccurrences(of: ".", with: "_"))-Demo-TitleBody.yaml",
                                                             "\(file.replacingOccurrences(of: ".", with: "_"))-Demo-Explore.yaml"])
        #expect(Set(export.files.map { $0.name.lowercased() }).count == export.files.count)
        let first = try #require(export.files.first).text.split(separator: "\n").prefix(3)
        #expect(Array(first) == [
            "# Imported from \(corpus.path)/\(file).storyboard, line 32, by `trellis import`.",
            "# Constraint ids are the Interface Builder ids; text views keep the size Xcode saved on the design device.",
            "name: \(file).storyboard#Demo",
        ])
        #expect(IBLayoutExport.fileName(for: "A.xib#Cell/reuse id") == "A-Cell-reuse_id.yaml")
        #expect(IBLayoutExport.fileName(for: "A.xib#Cell", suffix: 2) == "A-Cell-2.yaml")
        // A name past what a file system takes (255 bytes; a real one from ../shared/ib-wide was
        // refused, and the import stopped there) keeps 183 bytes and a hash of the whole name.
        let long = String(repeating: "EventGalleryEventCollectionViewCell__", count: 8)
        let longName = IBLayoutExport.fileName(for: long + ".xib#Cell")
        #expect(longName == String((long).prefix(183)) + "-" + ContentHash.of(long + ".xib#Cell") + ".yaml")
        #expect(longName.utf8.count == 205)
        #expect(IBLayoutExport.fileName(for: long + ".xib#Other") != longName)
    }

    /// The variations of liwangqiang/SizeclassWithStackView on three devices of the catalog.
    @Test func variationsPerSizeClassOnThreeDevices() throws {
        let layout = try #require(try imported(Self.sizeClassFile).layouts.first).layout
        func screen(_ device: String, _ orientation: Orientation) throws -> Screen {
            try #require(bundledCatalog.device(named: device)).screen(in: orientation)
        }
        let outerStack = "outsideStackView"
        func summary(_ screen: Screen) throws -> String {
            let resolved = try layout.resolved(for: screen.sizeClasses)
            let stack = resolved[ViewReference(name: outerStack)].stack
            let active = resolved.constraints.filter(\.isActive).map { "\($0.identifier!)=\(formatPoints($0.constant))" }.sorted()
            return "\(screen.sizeClasses) \(stack.axis) \(stack.alignment) \(formatPoints(stack.spacing)) " + active.joined(separator: " ")
        }
        #expect(try summary(try screen("iPhone SE (3rd generation)", .landscapeLeft))
            == "wC hC vertical top 0 Fbf-DE-slt=0 INk-hK-D54=0 brp-Wa-ApP=0 kXr-tj-5lr=40")
        #expect(try summary(try screen("iPhone 15 Pro Max", .landscapeLeft))
            == "wR hC horizontal center 20 5G2-Ha-ZqA=50 Fbf-DE-slt=0 INk-hK-D54=0 OJ4-qu-MF2=0 brp-Wa-ApP=0 kXr-tj-5lr=40")
        #expect(try summary(try screen("iPad Air 11-inch (M2)", .portrait))
            == "wR hR horizontal center 20 5G2-Ha-ZqA=50 Fbf-DE-slt=0 INk-hK-D54=0 OJ4-qu-MF2=0 brp-Wa-ApP=0 fcs-Zw-l5q=40 kXr-tj-5lr=40")
        #expect(try summary(try screen("iPhone SE (3rd generation)", .portrait))
            == "wC hR vertical top 0 Fbf-DE-slt=0 INk-hK-D54=0 Nr7-jz-jjk=18 brp-Wa-ApP=0 kXr-tj-5lr=18")
    }

    @Test func multipliersInEveryFormXcodeWrites() throws {
        let file = try importXML(Self.scene(constraints: """
            <constraint firstItem="lbl-00-001" firstAttribute="width" secondItem="abc-00-001" secondAttribute="width" multiplier="0.5" id="c01-00-001"/>
            <constraint firstItem="lbl-00-001" firstAttribute="height" secondItem="lbl-00-001" secondAttribute="width" multiplier="16:9" id="c02-00-001"/>
            <constraint firstItem="lbl-00-001" firstAttribute="centerX" secondItem="abc-00-001" secondAttribute="centerX" multiplier="1/2" id="c03-00-001"/>
            <constraint firstAttribute="bottomMargin" secondItem="lbl-00-001" secondAttribute="baseline" constant="8" symbolic="YES" id="c04-00-001"/>
            <constraint firstAttribute="width" constant="16" placeholder="YES" id="c05-00-001"/>
            """))
        let equations = try #require(file.layouts.first).layout.constraints.map(\.description)
        #expect(equations == [
            "'c01-00-001' nameLabel.width == 0.5 * root.width",
            "'c02-00-001' nameLabel.height == 1.778 * nameLabel.width",
            "'c03-00-001' nameLabel.centerX == 0.5 * root.centerX",
            "'c04-00-001' root.bottomMargin == nameLabel.lastBaseline + 8",
        ])
    }

    /// A constraint naming an id that is in no element of the file is a leftover (a merge, a deleted
    /// view) that Xcode drops when it compiles the file: the layout is made without it and says so.
    /// One naming a view of another layout (a cell's view from its scene) cannot be applied either,
    /// and says that instead.
    @Test func constraintsNamingViewsOutsideTheLayoutAreWarningsAtTheirLine() throws {
        let file = try importXML(Self.scene(subviews: """
            <tableView translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                <rect key="frame" x="0.0" y="200" width="393" height="400"/>
                <prototypes>
                    <tableViewCell reuseIdentifier="row" id="cel-00-001">
                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                        <tableViewCellContentView key="contentView" id="cnt-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            <subviews>
                                <label text="Row" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                                    <rect key="frame" x="20" y="12" width="30" height="20.5"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, constraints: """
            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="zzz-99-zzz" secondAttribute="top" id="c01-00-001"/>
            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="lbl-00-002" secondAttribute="leading" id="c01-00-002"/>
            """))
        #expect(file.failures.isEmpty)
        let scene = try #require(file.layouts.first)
        #expect(scene.layout.name == "Test.storyboard#Login")
        #expect(!scene.layout.constraints.contains { $0.identifier?.hasPrefix("c01") == true })
        #expect(scene.layout.importWarnings.map(\.description) == [
            "\(file.document.file):34:146: warning: constraint 'c01-00-001' names 'zzz-99-zzz', which is nowhere in the file (a leftover that Xcode drops when it compiles the file); it is not applied",
            "\(file.document.file):35:154: warning: constraint 'c01-00-002' names 'lbl-00-002', which is outside this layout (Trellis lays out cells, scenes and top-level views apart); it is not applied",
        ])
    }

    /// Numbers past what a screen can use are refused where the file writes them (found by the
    /// fuzzer: a frame 3.75e102 wide reached the layout's checks and was refused with no place).
    @Test func hugeNumbersAreRefusedAtTheirElement() throws {
        let file = try importXML(Self.scene(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="big-00-001">
                <rect key="frame" x="0.0" y="0.0" width="3.7533333333333334e+102" height="10"/>
            </view>
            """, constraints: ""))
        #expect(file.failures.map { "\($0.error)" } == [
            "\(file.document.file):16:110: <rect> width='3.7533333333333334e+102' is not valid; expected a number from 0 to 1,000,000",
        ])
        let margins = try importXML(Self.scene(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="big-00-002">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <edgeInsets key="layoutMargins" top="nan" left="8" bottom="8" right="8"/>
            </view>
            """, constraints: ""))
        #expect(margins.failures.map { "\($0.error)" } == [
            "\(margins.document.file):17:104: <edgeInsets> top='nan' is not valid; expected a number from -1,000,000 to 1,000,000",
        ])
    }

    @Test func malformedXMLIsAnErrorAtItsLineAndColumn() throws {
        #expect {
            _ = try importXML("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n</document>\n")
        } throws: { error in
            guard let error = error as? IBImportError, case let .unreadable(read) = error else { return false }
            return read.description.hasSuffix(":4:12: not well-formed XML: a start tag and an end tag do not match")
        }
    }

    @Test func unsupportedElementIsAWarningNamingFileAndLine() throws {
        let file = try importXML(Self.scene(subviews: """
            <sceneKitView id="scn-00-001">
                <rect key="frame" x="0.0" y="100" width="100" height="100"/>
            </sceneKitView>
            <hologramView id="hol-00-001">
                <rect key="frame" x="0.0" y="200" width="100" height="100"/>
            </hologramView>
            """, constraints: ""))
        let warnings = try #require(file.layouts.first).layout.importWarnings.map(\.description)
        #expect(warnings == [
            "\(file.document.file):18:58: warning: <hologramView> is a view class Trellis does not know; laid out as a plain view without an intrinsic size",
        ])
    }

    /// Xcode writes a margin attribute of a scroll view's content layout guide (`bottomMargin`),
    /// which UIKit's guides do not have: the constraint is not applied, with a warning at its line
    /// (it was a precondition failure while solving), and the scene solves.
    @Test func aMarginOfALayoutGuideIsNotAppliedAndSaysSo() throws {
        let file = try importXML(Self.scene(subviews: """
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                <rect key="frame" x="0.0" y="200" width="393" height="300"/>
                <viewLayoutGuide key="contentLayoutGuide" id="cnt-00-001"/>
                <viewLayoutGuide key="frameLayoutGuide" id="frm-00-001"/>
            </scrollView>
            """, constraints: """
            \(Self.labelPlacement)
            <constraint firstItem="scr-00-001" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="200" id="scr-00-001-t"/>
            <constraint firstItem="scr-00-001" firstAttribute="bottom" secondItem="cnt-00-001" secondAttribute="bottomMargin" id="scr-00-001-b"/>
            """))
        let layout = try #require(file.layouts.first)
        #expect(layout.layout.importWarnings.map(\.description) == [
            "\(file.document.file):26:160: warning: constraint 'scr-00-001-b': a layout guide has no layout margins: "
                + "scrollView.contentGuide.bottomMargin does not exist in UIKit; use scrollView.contentGuide.bottom, "
                + "or the margins of the view that owns the guide. It is not applied.",
        ])
        let environment = LayoutEnvironment(size: Size(width: 393, height: 852))
        #expect(try layout.layout.solve(in: environment).frame(of: "scrollView")?.frame.y == 200)
    }

    /// Constraints that place the scene's label `lbl-00-001` at (20, 100) of its root.
    static let labelPlacement = """
        <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="100" id="lbl-00-001-t"/>
        <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" constant="20" id="lbl-00-001-l"/>
        """

    /// A one-scene storyboard: a root view `abc-00-001` with a label `lbl-00-001`.
    static func scene(subviews: String = "", constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-00-000">
                    <objects>
                        <viewController storyboardIdentifier="Login" id="vc0-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="abc-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                        <rect key="frame" x="20" y="100" width="45" height="20.5"/>
                                    </label>
        \(subviews.split(separator: "\n").map { "                            " + $0 }.joined(separator: "\n"))
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                                <constraints>
        \(constraints.split(separator: "\n").map { "                            " + $0 }.joined(separator: "\n"))
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A segmented control centres its 13-pt titles in its 32-pt frame, so its baselines are
    /// 20.62 pt below its top, not at its bottom: a 17-pt label aligned to its first baseline
    /// stands with its top 4.43 pt below the control's (heremaps/here-ios-sdk-examples
    /// cle2-ios Main.storyboard: the control saved at y 94, the label at 98.5).
    @Test func aSegmentedControlsBaselineIsItsTitles() throws {
        let file = try importXML(Self.scene(subviews: """
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-00-001">
                <rect key="frame" x="80" y="94" width="200" height="32"/>
                <segments>
                    <segment title="Online"/>
                    <segment title="Offline"/>
                </segments>
            </segmentedControl>
            """, constraints: """
            <constraint firstItem="seg-00-001" firstAttribute="top" secondItem="abc-00-001" secondAttribute="top" constant="94" id="seg-00-001-t"/>
            <constraint firstItem="seg-00-001" firstAttribute="leading" secondItem="lbl-00-001" secondAttribute="trailing" constant="15" id="seg-00-001-l"/>
            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" constant="20" id="lbl-00-001-l"/>
            <constraint firstItem="lbl-00-001" firstAttribute="firstBaseline" secondItem="seg-00-001" secondAttribute="firstBaseline" id="lbl-00-001-b"/>
            """), textSizing: .textModel)
        let layout = try #require(file.layouts.first).layout
        let screen = try #require(bundledCatalog.device(named: "iPhone 15")).screen(in: .portrait)
        let solution = try layout.solve(in: LayoutEnvironment(size: screen.size, safeAreaInsets: screen.safeArea,
                                                              sizeClasses: screen.sizeClasses, displayScale: screen.scale))
        // 94 + 20.621 − 16.187 = 98.434, on the @3x grid 98.333.
        #expect(solution.frame(of: "nameLabel")?.frame.description == "(20, 98.333, 45, 20.333)")
        #expect(solution.diagnostics.filter { $0.severity != .note }.isEmpty)
    }

    /// A text field Xcode saved without a `borderStyle` has no border: in a run it is as tall as
    /// its 17-pt font's line plus 5/3 pt (22), not a rounded-rect field's 34. A toolbar held to
    /// the safe area's bottom is 49 pt on an iPhone 15 (home indicator), 44 on an iPhone SE.
    @Test func borderlessFieldsAndBottomToolbarsInARun() throws {
        let file = try importXML(Self.scene(subviews: """
            <textField opaque="NO" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Search" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-001">
                <rect key="frame" x="20" y="130" width="353" height="22"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-001">
                <rect key="frame" x="0.0" y="769" width="393" height="49"/>
            </toolbar>
            """, constraints: """
            <constraint firstItem="fld-00-001" firstAttribute="top" secondItem="lbl-00-001" secondAttribute="bottom" constant="10" id="fld-00-001-t"/>
            <constraint firstItem="fld-00-001" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" constant="20" id="fld-00-001-l"/>
            <constraint firstItem="fld-00-001" firstAttribute="trailing" secondItem="abc-00-001" secondAttribute="trailing" constant="-20" id="fld-00-001-r"/>
            \(Self.labelPlacement)
            <constraint firstItem="bar-00-001" firstAttribute="leading" secondItem="abc-00-001" secondAttribute="leading" id="bar-00-001-l"/>
            <constraint firstItem="bar-00-001" firstAttribute="trailing" secondItem="abc-00-001" secondAttribute="trailing" id="bar-00-001-r"/>
            <constraint firstItem="saf-00-001" firstAttribute="bottom" secondItem="bar-00-001" secondAttribute="bottom" id="bar-00-001-b"/>
            """))
        let layout = try #require(file.layouts.first).layout
        #expect(layout.view(named: "searchTextField")?.content.borderStyle == TextFieldBorderStyle.none)
        func frames(_ device: String) throws -> String {
            let screen = try #require(bundledCatalog.device(named: device)).screen(in: .portrait)
            let solution = try layout.solve(in: LayoutEnvironment(size: screen.size, safeAreaInsets: screen.safeArea,
                                                                  sizeClasses: screen.sizeClasses, displayScale: screen.scale))
            return ["searchTextField", "toolbar"].map { solution.frame(of: $0)?.frame.description ?? "missing" }.joined(separator: " ")
        }
        #expect(try frames("iPhone 15") == "(20, 130.667, 353, 22) (0, 769, 393, 49)")
        #expect(try frames("iPhone SE (3rd generation)") == "(20, 130.5, 335, 22) (0, 623, 375, 44)")
    }

}
