import DeviceCatalog
import Foundation
import LayoutModel
import LayoutSources
import TestSupport
import Testing
import TrellisBase
@testable import MatrixRun

/// Each layout of an Interface Builder file is laid out where UIKit puts its root: a scene's cell
/// at its table's width on each device, rows at their fixed or fitting height, xib views as
/// components, collection cells at their item size, table headers at the table's width.
struct ContainerTests {
    /// Imports `xml` as `name` (written to a temporary file) the way a run does.
    static func entries(_ xml: String, name: String) throws -> [LoadedLayout] {
        let folder = try TemporaryFolder.make("containers")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        let made = LayoutLoader(catalog: bundledCatalog).layouts(ofInterfaceBuilderFile: path, name: name).entries
        #expect(made.allSatisfy { $0.loadError == nil }, "\(made.compactMap(\.loadError))")
        return made
    }

    /// The root's and one view's frames of a layout, per device, portrait, both solving paths
    /// (they must agree).
    static func frames(_ entries: [LoadedLayout], layout: String, view: String, on names: [String]) -> [String] {
        let plan = MatrixPlan(layouts: entries, devices: names.map { bundledCatalog.device(named: $0)! }, catalog: bundledCatalog,
                              appOrientations: [.phone: .portrait, .pad: .portrait])
        let incremental = runAll(plan), scratch = runAll(plan, fromScratch: true)
        #expect(SolvingPathsTests.mismatches(plan, incremental, scratch).isEmpty)
        return incremental.filter { plan.layouts[$0.matrixCase.layoutIndex].layout.name == layout }.map { result in
            let root = result.frames.first { $0.superview == nil }!
            let shown = result.frames.first { $0.view == view }.map { " \(view) \($0.rootFrame)" } ?? " no \(view)"
            return "\(result.matrixCase.device.name): \(root.view) \(root.rootFrame)\(shown)"
        }
    }

    /// A storyboard designed on an iPhone 15 holding one scene's `objects`.
    static func document(objects: String) -> String {
        document(scenes: """
                <scene sceneID="scn-00-000">
                    <objects>
        \(objects)
                    </objects>
                </scene>
        """)
    }

    /// A storyboard designed on an iPhone 15 holding `scenes`.
    static func document(scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A scene `n` (ids `vc0-00-0n`, `roo-00-0n`, …) whose view controller `identifier` has a
    /// view `height` tall holding a label `title` 8 pt below the safe area's top, at the leading
    /// margin; `extras` go inside the view controller.
    static func titledScene(_ n: String, identifier: String, height: Double, title: String, extras: String = "") -> String {
        """
                <scene sceneID="scn-00-0\(n)">
                    <objects>
                        <viewController storyboardIdentifier="\(identifier)" id="vc0-00-0\(n)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="roo-00-0\(n)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="\(formatPoints(height))"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label text="\(title)" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-0\(n)" userLabel="title">
                                        <rect key="frame" x="16" y="67" width="64" height="20.333333333333332"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-00-0\(n)"/>
                                <constraints>
                                    <constraint firstItem="lab-00-0\(n)" firstAttribute="top" secondItem="saf-00-0\(n)" secondAttribute="top" constant="8" id="c\(n)-00-001"/>
                                    <constraint firstItem="lab-00-0\(n)" firstAttribute="leading" secondItem="roo-00-0\(n)" secondAttribute="leadingMargin" id="c\(n)-00-002"/>
                                </constraints>
                            </view>
                            \(extras)
                        </viewController>
                    </objects>
                </scene>
        """
    }

    /// A scene "Parent" whose view holds one container view, "container", `height` tall at `y`
    /// across the screen, embedding the controller `destination`.
    static func parentScene(containerAt y: Double, height: Double, embedding destination: String) -> String {
        """
                    <scene sceneID="scn-00-010">
                        <objects>
                            <viewController storyboardIdentifier="Parent" id="vc0-00-010" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="roo-00-010">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-010" userLabel="container">
                                            <rect key="frame" x="0.0" y="\(formatPoints(y))" width="393" height="\(formatPoints(height))"/>
                                            <connections>
                                                <segue destination="\(destination)" kind="embed" id="seg-00-010"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="saf-00-010"/>
                                    <constraints>
                                        <constraint firstItem="cnt-00-010" firstAttribute="top" secondItem="roo-00-010" secondAttribute="top" constant="\(formatPoints(y))" id="c10-00-001"/>
                                        <constraint firstItem="cnt-00-010" firstAttribute="leading" secondItem="roo-00-010" secondAttribute="leading" id="c10-00-002"/>
                                        <constraint firstAttribute="trailing" secondItem="cnt-00-010" secondAttribute="trailing" id="c10-00-003"/>
                                        <constraint firstItem="cnt-00-010" firstAttribute="height" constant="\(formatPoints(height))" id="c10-00-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
        """
    }

    static func storyboard(table: String, constraints: String = "") -> String {
        document(objects: """
                        <viewController storyboardIdentifier="List" id="vc0-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="roo-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(table)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                                <constraints>
                                    <constraint firstItem="tbl-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="20" id="c00-00-001"/>
                                    <constraint firstItem="roo-00-001" firstAttribute="trailing" secondItem="tbl-00-001" secondAttribute="trailing" constant="20" id="c00-00-002"/>
                                    <constraint firstItem="tbl-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" id="c00-00-003"/>
                                    <constraint firstItem="saf-00-001" firstAttribute="bottom" secondItem="tbl-00-001" secondAttribute="bottom" id="c00-00-004"/>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
        """)
    }

    /// A table cell `width` × `height` (at `y` in its table) holding a box `boxHeight` tall 10 pt
    /// from the content view's top and, when `tiedToBottom`, its bottom, 20 pt from its sides.
    static func boxCell(y: Double, width: Double, height: Double, boxHeight: Double, rowHeight: String? = nil, tiedToBottom: Bool = true) -> String {
        """
                            <tableViewCell reuseIdentifier="row" \(rowHeight.map { "rowHeight=\"\($0)\" " } ?? "")id="cel-00-001">
                                <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
                                <tableViewCellContentView key="contentView" id="cnt-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                            <rect key="frame" x="20" y="10" width="\(width - 40)" height="30"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="\(boxHeight)" id="c01-00-001"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="top" constant="10" id="c01-00-002"/>
                                        \(tiedToBottom ? #"<constraint firstItem="cnt-00-001" firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" constant="10" id="c01-00-003"/>"# : "")
                                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading" constant="20" id="c01-00-004"/>
                                        <constraint firstItem="cnt-00-001" firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" constant="20" id="c01-00-005"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
        """
    }

    /// A table 20 pt in from each side, its cell holding a box `height` tall 10 pt from the content
    /// view's top and bottom, in a table with this row height (and the cell with its own, when given).
    static func tableScene(rowHeight: String, boxHeight: Double, cellRowHeight: String? = nil, dataMode: String = "prototypes") -> String {
        storyboard(table: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="\(dataMode)" rowHeight="\(rowHeight)" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                <rect key="frame" x="20" y="59" width="353" height="759"/>
                <view key="tableHeaderView" contentMode="scaleToFill" id="hdr-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="353" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </view>
                <prototypes>
            \(boxCell(y: 110, width: 353, height: 50, boxHeight: boxHeight, rowHeight: cellRowHeight))
                </prototypes>
            </tableView>
            """)
    }

    @Test func aSceneCellTakesItsTablesWidthOnEachDeviceAndSizesItself() throws {
        let made = try Self.entries(Self.tableScene(rowHeight: "-1", boxHeight: 30), name: "List.storyboard")
        #expect(made.map(\.layout.name) == ["List.storyboard#List", "List.storyboard#List/row"])
        #expect(made[1].layout.rootContainer.description == "table cell: the width of tableView of List.storyboard#List, self-sizing height")
        // 375 and 430 pt screens, the table 20 pt in from each side: 335 and 390 pt rows, 50 pt tall
        // (the box and 10 pt above and below it), whatever the designed row.
        #expect(Self.frames(made, layout: "List.storyboard#List/row", view: "view", on: ["iPhone SE (3rd generation)", "iPhone 15 Pro Max"]) == [
            "iPhone SE (3rd generation): contentView (0, 0, 335, 50) view (20, 10, 295, 30)",
            "iPhone 15 Pro Max: contentView (0, 0, 390, 50) view (20, 10, 350, 30)",
        ])
    }

    /// An inset-grouped table insets each cell from its sides by the table's side margins: the
    /// cells' minimum (16 pt on a phone narrower than 390 pt in portrait, else 20) plus the safe
    /// area the table covers. The content view's margins are then the minimum from the cell's own
    /// edges, and it has no safe area of its own. Xcode saves such cells 16 pt in on a 375-pt
    /// design and 20 pt in on wider ones; before, the cell took the table's whole width.
    @Test func anInsetGroupedTablesCellIsInsetByTheTablesSideMargins() throws {
        let full = Self.tableScene(rowHeight: "-1", boxHeight: 30)
            .replacingOccurrences(of: "dataMode=\"prototypes\"", with: "dataMode=\"prototypes\" style=\"insetGrouped\"")
            .replacingOccurrences(of: "secondAttribute=\"leading\" constant=\"20\" id=\"c00-00-001\"", with: "secondAttribute=\"leading\" id=\"c00-00-001\"")
            .replacingOccurrences(of: "secondAttribute=\"trailing\" constant=\"20\" id=\"c00-00-002\"", with: "secondAttribute=\"trailing\" id=\"c00-00-002\"")
            .replacingOccurrences(of: "constant=\"20\" id=\"c01-00-004\"", with: "secondAttribute=\"leadingMargin\" id=\"c01-00-004\"")
            .replacingOccurrences(of: "secondAttribute=\"leading\" secondAttribute=\"leadingMargin\"", with: "secondAttribute=\"leadingMargin\"")
        #expect(full.contains("style=\"insetGrouped\"") && full.contains("secondAttribute=\"leadingMargin\" id=\"c01-00-004\""))
        let made = try Self.entries(full, name: "List.storyboard")
        #expect(made[1].layout.rootContainer.tableStyle == .insetGrouped)
        #expect(made[1].layout.rootContainer.description
                == "table cell: the width of tableView of List.storyboard#List, less the table's side margins (inset grouped), self-sizing height")
        // The box: from the content view's leading margin to 20 pt before its trailing edge.
        #expect(Self.frames(made, layout: "List.storyboard#List/row", view: "view",
                            on: ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max"]) == [
            "iPhone SE (3rd generation): contentView (0, 0, 343, 50) view (16, 10, 307, 30)",
            "iPhone 15: contentView (0, 0, 353, 50) view (20, 10, 313, 30)",
            "iPhone 15 Pro Max: contentView (0, 0, 390, 50) view (20, 10, 350, 30)",
        ])
        // In landscape the table covers the sensor housing's 59 pt: 852 - 2 × (59 + 20) = 694.
        let plan = MatrixPlan(layouts: made, devices: [bundledCatalog.device(named: "iPhone 15")!], catalog: bundledCatalog,
                              appOrientations: [.phone: .landscapeLeft, .pad: .landscapeLeft])
        let results = runAll(plan), scratch = runAll(plan, fromScratch: true)
        #expect(SolvingPathsTests.mismatches(plan, results, scratch).isEmpty)
        let row = try #require(results.first { plan.layouts[$0.matrixCase.layoutIndex].layout.name == "List.storyboard#List/row" })
        #expect(row.frames.map { "\($0.view) \($0.rootFrame)" } == ["contentView (0, 0, 694, 50)", "view (20, 10, 654, 30)"])
    }

    /// A table collapsed to no width (here by a width constraint; in apps, inside a hidden arranged
    /// view) shows no rows: its cells are laid out at the screen's width, not squeezed to none
    /// (every view of them was 'entirely outside the root's bounds').
    @Test func aCollapsedTablesCellsTakeTheScreensWidth() throws {
        let xml = Self.tableScene(rowHeight: "-1", boxHeight: 30).replacingOccurrences(
            of: "<constraint firstItem=\"roo-00-001\" firstAttribute=\"trailing\" secondItem=\"tbl-00-001\" secondAttribute=\"trailing\" constant=\"20\" id=\"c00-00-002\"/>",
            with: "<constraint firstItem=\"tbl-00-001\" firstAttribute=\"width\" constant=\"0.0\" id=\"c00-00-002\"/>")
        #expect(xml.contains("firstAttribute=\"width\" constant=\"0.0\" id=\"c00-00-002\""))
        let made = try Self.entries(xml, name: "List.storyboard")
        #expect(Self.frames(made, layout: "List.storyboard#List/row", view: "view", on: ["iPhone SE (3rd generation)"]) == [
            "iPhone SE (3rd generation): contentView (0, 0, 375, 50) view (20, 10, 335, 30)",
        ])
    }

    @Test func theTablesHeaderViewIsAsWideAsTheTable() throws {
        let made = try Self.entries(Self.tableScene(rowHeight: "-1", boxHeight: 30), name: "List.storyboard")
        #expect(Self.frames(made, layout: "List.storyboard#List", view: "view", on: ["iPhone SE (3rd generation)", "iPhone 15 Pro Max"]) == [
            "iPhone SE (3rd generation): root (0, 0, 375, 667) view (20, 20, 335, 60)",
            "iPhone 15 Pro Max: root (0, 0, 430, 932) view (20, 59, 390, 60)",
        ])
    }

    @Test func aFixedRowHeightThatTheContentCannotFitIsTheConflictUIKitLogs() throws {
        let made = try Self.entries(Self.tableScene(rowHeight: "44", boxHeight: 40), name: "List.storyboard")
        #expect(made[1].layout.rootContainer.height == .fixed(44))
        let plan = MatrixPlan(layouts: [made[1]], devices: devices("iPhone 15"), catalog: bundledCatalog, appOrientations: [.phone: .portrait])
        let result = try #require(runAll(plan).first)
        let conflict = try #require(result.diagnostics.first { $0.kind == .unsatisfiable })
        #expect(conflict.constraints.contains("UIView-Encapsulated-Layout-Height"))
        #expect(conflict.message.contains("contentView.height == 44"))
    }

    /// A prototype's own row height ("Custom" in Xcode's size inspector) sizes it on the canvas only:
    /// in a table whose row height is automatic the row sizes itself at run time, so a label left
    /// empty in the file (the app fills it) is no conflict with a row drawn taller.
    @Test func aPrototypesOwnRowHeightIsTheCanvasOnlyInAnAutomaticTable() throws {
        let made = try Self.entries(Self.tableScene(rowHeight: "-1", boxHeight: 30, cellRowHeight: "84"), name: "List.storyboard")
        #expect(made[1].layout.rootContainer.height == .fitting)
        #expect(Self.frames(made, layout: "List.storyboard#List/row", view: "view", on: ["iPhone SE (3rd generation)"]) == [
            "iPhone SE (3rd generation): contentView (0, 0, 335, 50) view (20, 10, 295, 30)",
        ])
        // In a table of fixed rows it is the row's height (the app returns it from
        // `tableView(_:heightForRowAt:)`, which Trellis cannot read; see Layouts/README.md).
        let fixed = try Self.entries(Self.tableScene(rowHeight: "44", boxHeight: 30, cellRowHeight: "84"), name: "List.storyboard")
        #expect(fixed[1].layout.rootContainer.height == .fixed(84))
    }

    /// A table view controller's table is its root view: its row height and style decide its
    /// cells' as a table inside a view does (its cells were read as having no table: their own
    /// 84-pt canvas height made a label left empty for the app to fill conflict on every device).
    @Test func aTableViewControllersRowHeightSizesItsCells() throws {
        let scene = Self.tableScene(rowHeight: "-1", boxHeight: 30, cellRowHeight: "84")
        let prototypes = try #require(scene.range(of: "<prototypes>").flatMap { start in
            scene.range(of: "</prototypes>").map { end in scene[start.lowerBound..<end.upperBound] }
        })
        let xml = Self.document(objects: """
                            <tableViewController storyboardIdentifier="List" id="tvc-00-001" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" rowHeight="-1" id="tbl-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    \(prototypes)
                                </tableView>
                            </tableViewController>
            """)
        let made = try Self.entries(xml, name: "List.storyboard")
        #expect(made.map(\.layout.name) == ["List.storyboard#List", "List.storyboard#List/row"])
        #expect(made[1].layout.rootContainer.description == "table cell: the screen's width (in a full-width table), self-sizing height")
        #expect(Self.frames(made, layout: "List.storyboard#List/row", view: "view", on: ["iPhone SE (3rd generation)"]) == [
            "iPhone SE (3rd generation): contentView (0, 0, 375, 50) view (20, 10, 335, 30)",
        ])
    }

    /// A self-sizing row whose constraints give its content view no height is 44 pt tall, as UIKit
    /// makes it, unless something Trellis cannot see sizes it: a cell of a system style (here
    /// subtitle) is sized by the labels it places, and keeps its designed height (50 pt); a
    /// prototype with a custom row height (84 pt) has it from the app's `heightForRowAt`.
    @Test func aCollapsedRowKeepsAHeightTheAppGivesIt() throws {
        let unanchored = Self.tableScene(rowHeight: "-1", boxHeight: 30)
            .replacingOccurrences(of: "<constraint firstItem=\"cnt-00-001\" firstAttribute=\"bottom\" secondItem=\"box-00-001\" secondAttribute=\"bottom\" constant=\"10\" id=\"c01-00-003\"/>", with: "")
        let styled = unanchored.replacingOccurrences(of: "<tableViewCell reuseIdentifier=\"row\" ", with: "<tableViewCell reuseIdentifier=\"row\" style=\"IBUITableViewCellStyleSubtitle\" ")
        let custom = unanchored.replacingOccurrences(of: "<tableViewCell reuseIdentifier=\"row\" ", with: "<tableViewCell reuseIdentifier=\"row\" rowHeight=\"84\" ")
        let made = try Self.entries(styled, name: "List.storyboard")
        #expect(made[1].layout.rootContainer.description == "table cell: the width of tableView of List.storyboard#List, 50 pt tall")
        #expect(Self.frames(made, layout: "List.storyboard#List/row", view: "view", on: ["iPhone SE (3rd generation)"]) == [
            "iPhone SE (3rd generation): contentView (0, 0, 335, 50) view (20, 10, 295, 30)",
        ])
        #expect(try Self.entries(custom, name: "List.storyboard")[1].layout.rootContainer.height == .fixed(84))
        #expect(try Self.entries(unanchored, name: "List.storyboard")[1].layout.rootContainer.height == .fixed(44))
    }

    /// A scene's table (`tableScene`'s) whose one prototype is `cell`.
    static func tableScene(cell: String) -> String {
        let scene = tableScene(rowHeight: "44", boxHeight: 30)
        let start = scene.range(of: "<prototypes>")!.upperBound, end = scene.range(of: "</prototypes>")!.lowerBound
        return scene.replacingCharacters(in: start..<end, with: cell)
    }

    /// A right-detail (value 1) cell 353 pt wide, its labels drawn with `title` and `detail` (no
    /// text attribute when nil) at 16 pt from the content view's sides.
    static func rightDetailCell(title: String?, detail: String?) -> String {
        func text(_ value: String?) -> String { value.map { "text=\"\($0)\" " } ?? "" }
        return """
            <tableViewCell reuseIdentifier="row" textLabel="ttl-00-001" detailTextLabel="dtl-00-001" style="IBUITableViewCellStyleValue1" id="cel-00-001">
                <rect key="frame" x="0.0" y="110" width="353" height="44"/>
                <tableViewCellContentView key="contentView" id="cnt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label \(text(title))id="ttl-00-001">
                            <rect key="frame" x="16" y="12" width="33" height="20.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label \(text(detail))id="dtl-00-001">
                            <rect key="frame" x="293" y="12" width="44" height="20.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
    }

    /// A cell of a system style places its labels itself, whatever their autoresizing masks: a
    /// right-detail label drawn at the trailing edge of a 353-pt row stays 16 pt from the trailing
    /// edge of a 335-pt one (it stayed at x 297 and overflowed), the title at the leading edge.
    @Test func aRightDetailCellKeepsItsDetailAtTheTrailingEdge() throws {
        let xml = Self.tableScene(cell: Self.rightDetailCell(title: "Title", detail: "Detail"))
        let made = try Self.entries(xml, name: "List.storyboard")
        let row = made[1].layout
        #expect(row.constraints.map(\.equation) == [
            "titleLabel.leading == contentView.leading + 16", "titleLabel.centerY == contentView.centerY + 0.25",
            "titleLabel.width == 33 @200", "detailLabel.trailing == contentView.trailing - 16",
            "detailLabel.width == 44 @200", "detailLabel.centerY == contentView.centerY + 0.25",
        ])
        let plan = MatrixPlan(layouts: made, devices: devices("iPhone SE (3rd generation)"), catalog: bundledCatalog,
                              appOrientations: [.phone: .portrait])
        let result = try #require(runAll(plan).last)
        let detail = try #require(result.frames.first { $0.view == "detailLabel" })
        let title = try #require(result.frames.first { $0.view == "titleLabel" })
        #expect(detail.rootFrame.maxX == 335 - 16)
        #expect(title.rootFrame.x == 16)
        #expect(result.diagnostics.filter { $0.severity != .note }.map(\.message) == [])
        // Both labels have text: the text sizes them, not the frames Xcode drew.
        #expect(row.view(named: "titleLabel")?.intrinsicSizeOverride == nil)
        #expect(row.view(named: "detailLabel")?.intrinsicSizeOverride == nil)
    }

    /// A style's label saved with no text is drawn by Xcode with its placeholder ("Title",
    /// "Detail") and filled by the app: the drawn size stands for the text. A label with text is
    /// sized by its text (every styled label was sized by its drawn frame: the check read a
    /// button's title, which a label never has).
    @Test func aStyledCellsEmptyLabelKeepsItsDrawnSizeAndALabelWithTextIsMeasured() throws {
        let xml = Self.tableScene(cell: Self.rightDetailCell(title: "Name", detail: nil))
        let row = try Self.entries(xml, name: "List.storyboard")[1].layout
        #expect(row.viewsInTreeOrder.map(\.name) == ["contentView", "nameLabel", "label"])
        #expect(row.view(named: "nameLabel")?.intrinsicSizeOverride == nil)
        #expect(row.view(named: "label")?.intrinsicSizeOverride == IntrinsicSize(width: 44, height: 20.5))
        #expect(row.view(named: "label")?.intrinsicSizeIsPlaceholder == true)
    }

    /// A switch drawn inside the content view and connected to the cell's `accessoryView` outlet
    /// is taken out of it by the cell and placed at its trailing edge: it is not laid out in the
    /// content view (it had no constraints there: 'ambiguous' and 'partly outside' on every
    /// case), and the content view is narrower by its width and the trailing inset.
    @Test func aCellsAccessoryViewIsNotLaidOutInItsContentView() throws {
        let xml = Self.tableScene(cell: """
            <tableViewCell reuseIdentifier="row" textLabel="ttl-00-001" style="IBUITableViewCellStyleDefault" id="cel-00-001">
                <rect key="frame" x="0.0" y="110" width="353" height="44"/>
                <tableViewCellContentView key="contentView" id="cnt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label text="Send as file" id="ttl-00-001">
                            <rect key="frame" x="16" y="0.0" width="321" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swt-00-001">
                            <rect key="frame" x="160" y="6" width="51" height="31"/>
                        </switch>
                    </subviews>
                </tableViewCellContentView>
                <connections>
                    <outlet property="accessoryView" destination="swt-00-001" id="out-00-001"/>
                </connections>
            </tableViewCell>
            """)
        let row = try Self.entries(xml, name: "List.storyboard")[1].layout
        #expect(row.viewsInTreeOrder.map(\.name) == ["contentView", "sendAsFileLabel"])
        #expect(row.rootContainer.accessoryWidth == 51 + 16)
        let plan = MatrixPlan(layouts: try Self.entries(xml, name: "List.storyboard"), devices: devices("iPhone SE (3rd generation)"),
                              catalog: bundledCatalog, appOrientations: [.phone: .portrait])
        let result = try #require(runAll(plan).last)
        #expect(result.frames.first?.rootFrame == Rect(x: 0, y: 0, width: 268, height: 44))
        #expect(result.diagnostics.filter { $0.severity != .note }.map(\.message) == [])
    }

    /// Files of Xcode 6 and earlier saved a style's labels (and the content view) with no frame:
    /// the cell still lays them out, at the content view's margins, centred as UIKit stacks a
    /// subtitle's pair, and the content view spans the row (it had a 'row-wide accessory').
    @Test func aStyledCellSavedWithoutFramesIsLaidOut() throws {
        let xml = Self.tableScene(cell: """
            <tableViewCell reuseIdentifier="row" textLabel="ttl-00-001" detailTextLabel="dtl-00-001" style="IBUITableViewCellStyleSubtitle" id="cel-00-001">
                <rect key="frame" x="0.0" y="110" width="353" height="44"/>
                <tableViewCellContentView key="contentView" id="cnt-00-001">
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label text="Title" id="ttl-00-001">
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label text="Subtitle" id="dtl-00-001">
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let made = try Self.entries(xml, name: "List.storyboard")
        #expect(made[1].layout.rootContainer.accessoryWidth == 0)
        #expect(made[1].layout.constraints.map(\.equation) == [
            "titleLabel.leading == contentView.leadingMargin", "titleLabel.trailing <= contentView.trailingMargin",
            "titleLabel.bottom == contentView.centerY + 3.5", "subtitleLabel.leading == contentView.leadingMargin",
            "subtitleLabel.trailing <= contentView.trailingMargin", "subtitleLabel.top == contentView.centerY + 3.5",
        ])
        let plan = MatrixPlan(layouts: [made[1]], devices: devices("iPhone SE (3rd generation)"), catalog: bundledCatalog,
                              appOrientations: [.phone: .portrait])
        let result = try #require(runAll(plan).first)
        let title = try #require(result.frames.first { $0.view == "titleLabel" })
        #expect(title.rootFrame.x == 16)
        #expect(title.rootFrame.width > 0 && title.rootFrame.height > 0)
        #expect(result.diagnostics.filter { $0.severity != .note }.map(\.message) == [])
    }

    /// A cell of a xib (no table in the file) whose constraints give its content view no height
    /// cannot size itself: the app gives it its height, and it keeps the 74 pt it was drawn at,
    /// not UIKit's 44 (its lower views were all 'outside the root'). Tied to its bottom, it sizes
    /// itself.
    @Test func aXibCellWhoseConstraintsGiveNoHeightKeepsItsDesignedHeight() throws {
        func xib(tiedToBottom: Bool, rowHeight: String? = nil) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            \(Self.boxCell(y: 0, width: 393, height: 74, boxHeight: 30, rowHeight: rowHeight, tiedToBottom: tiedToBottom))
                </objects>
            </document>
            """
        }
        #expect(try Self.entries(xib(tiedToBottom: false), name: "Row.xib").map(\.layout.rootContainer.height) == [.fixed(74)])
        #expect(try Self.entries(xib(tiedToBottom: true), name: "Row.xib").map(\.layout.rootContainer.height) == [.fitting])
        // The cell's own row height ("Custom" in Xcode's size inspector) sizes it on the canvas:
        // the table the app registers it with sizes its rows itself (`rowHeight` defaults to
        // `automaticDimension`), so a cell tied top to bottom is as tall as its content (it was
        // held at 64 pt, and its content squeezed into it was 'ambiguous').
        #expect(try Self.entries(xib(tiedToBottom: true, rowHeight: "64"), name: "Row.xib").map(\.layout.rootContainer.height) == [.fitting])
        #expect(try Self.entries(xib(tiedToBottom: false, rowHeight: "64"), name: "Row.xib").map(\.layout.rootContainer.height) == [.fixed(74)])
        // Tied top to bottom through a view with no height of its own (an avatar with only an
        // aspect ratio), the cell's fitting height squeezes the avatar to nothing: the constraints
        // do not give the height, the app does, and the cell keeps the 74 pt it was drawn at.
        let avatar = xib(tiedToBottom: true)
            .replacingOccurrences(of: #"<constraint firstAttribute="height" constant="30.0" id="c01-00-001"/>"#,
                                  with: #"<constraint firstAttribute="width" secondItem="box-00-001" secondAttribute="height" id="c01-00-001"/>"#)
            .replacingOccurrences(of: #"<constraint firstItem="cnt-00-001" firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" constant="20" id="c01-00-005"/>"#, with: "")
        let made = try Self.entries(avatar, name: "Row.xib")
        #expect(made.map { $0.layout.constraints.map(\.equation) } == [[
            "view.top == contentView.top + 10", "contentView.bottom == view.bottom + 10",
            "view.leading == contentView.leading + 20", "view.width == view.height",
        ]])
        #expect(made.map(\.layout.rootContainer.height) == [.fixed(74)])
    }

    /// A static table's cell keeps its own row height whatever the table's (UIKit uses a static
    /// cell's height, where a dynamic table's row height overrides its prototypes').
    @Test func aStaticCellKeepsItsOwnRowHeight() throws {
        let xml = Self.tableScene(rowHeight: "-1", boxHeight: 30, cellRowHeight: "84", dataMode: "static")
            .replacingOccurrences(of: "<prototypes>", with: "<sections><tableViewSection id=\"sec-00-001\"><cells>")
            .replacingOccurrences(of: "</prototypes>", with: "</cells></tableViewSection></sections>")
        let made = try Self.entries(xml, name: "List.storyboard")
        #expect(made.map(\.layout.name) == ["List.storyboard#List", "List.storyboard#List/row"])
        #expect(made[1].layout.rootContainer.height == .fixed(84))
    }

    @Test func aRowWhoseConstraintsGiveNoHeightIsTheStandard44() throws {
        // Nothing ties the box to the content view's bottom: UIKit falls back to the standard height.
        let xml = Self.tableScene(rowHeight: "-1", boxHeight: 30).replacingOccurrences(of: "<constraint firstItem=\"cnt-00-001\" firstAttribute=\"bottom\" secondItem=\"box-00-001\" secondAttribute=\"bottom\" constant=\"10\" id=\"c01-00-003\"/>", with: "")
        let made = try Self.entries(xml, name: "List.storyboard")
        #expect(made[1].layout.rootContainer.height == .fixed(44))
    }

    /// Under an opaque navigation bar (`translucent="NO"`) a view controller's view starts below the
    /// bar: shorter by the status and navigation bars, nothing unsafe above it. With
    /// `extendedLayoutIncludesOpaqueBars` it extends under them, as under a translucent bar.
    @Test func anOpaqueNavigationBarPutsTheViewBelowIt() throws {
        func scene(extending: Bool) -> String {
            Self.storyboard(table: "").replacingOccurrences(of: """
                <viewController storyboardIdentifier="List" id="vc0-00-001" sceneMemberID="viewController">
                """, with: """
                <viewController storyboardIdentifier="List" id="vc0-00-001" \(extending ? "extendedLayoutIncludesOpaqueBars=\"YES\" " : "")sceneMemberID="viewController">
                """).replacingOccurrences(of: """
                        </scene>
                    </scenes>
                """, with: """
                        </scene>
                        <scene sceneID="scn-00-009">
                            <objects>
                                <navigationController id="nav-00-001" sceneMemberID="viewController">
                                    <navigationBar key="navigationBar" translucent="NO" id="bar-00-001">
                                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    </navigationBar>
                                    <connections>
                                        <segue destination="vc0-00-001" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                    </scenes>
                """).replacingOccurrences(of: """
                    <constraint firstItem="tbl-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="20" id="c00-00-001"/>
                    <constraint firstItem="roo-00-001" firstAttribute="trailing" secondItem="tbl-00-001" secondAttribute="trailing" constant="20" id="c00-00-002"/>
                    <constraint firstItem="tbl-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" id="c00-00-003"/>
                    <constraint firstItem="saf-00-001" firstAttribute="bottom" secondItem="tbl-00-001" secondAttribute="bottom" id="c00-00-004"/>
                """, with: "")
        }
        let below = try Self.entries(scene(extending: false), name: "Nav.storyboard")
        #expect(below[0].layout.bars.rootBelowTopBars)
        #expect(Self.frames(below, layout: "Nav.storyboard#List", view: "x", on: ["iPhone 15"]) == ["iPhone 15: root (0, 0, 393, 749) no x"])
        let under = try Self.entries(scene(extending: true), name: "Nav.storyboard")
        #expect(!under[0].layout.bars.rootBelowTopBars)
        #expect(Self.frames(under, layout: "Nav.storyboard#List", view: "x", on: ["iPhone 15"]) == ["iPhone 15: root (0, 0, 393, 852) no x"])
    }

    static func xib(_ view: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(view)
            </objects>
        </document>
        """
    }

    /// A 72 pt banner: a box 30 pt tall 10 pt below its top and above its bottom, 16 pt from its sides.
    static func banner(width: Double, widthSizable: Bool) -> String {
        xib("""
            <view contentMode="scaleToFill" id="ban-00-001" customClass="BannerView">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="72"/>
                <autoresizingMask key="autoresizingMask" \(widthSizable ? "widthSizable=\"YES\" " : "")flexibleMaxY="YES"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                        <rect key="frame" x="16" y="10" width="\(width - 32)" height="52"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="ban-00-001" secondAttribute="top" constant="10" id="c02-00-001"/>
                    <constraint firstItem="ban-00-001" firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" constant="10" id="c02-00-002"/>
                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="ban-00-001" secondAttribute="leading" constant="16" id="c02-00-003"/>
                    <constraint firstItem="ban-00-001" firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" constant="16" id="c02-00-004"/>
                </constraints>
            </view>
            """)
    }

    @Test func aXibViewWithAFlexibleWidthFollowsTheScreenAndKeepsItsDesignedHeight() throws {
        let made = try Self.entries(Self.banner(width: 393, widthSizable: true), name: "Banner.xib")
        #expect(made[0].layout.rootContainer.description
            == "xib view: the screen's width (a flexible width in a full-width container), the height its constraints give, else the designed 72 pt")
        // No screen safe area and no 16/20 pt root margins: the box is 16 pt in, 10 pt down, on any screen.
        #expect(Self.frames(made, layout: "Banner.xib#BannerView", view: "view", on: ["iPhone SE (3rd generation)", "iPhone 15 Pro Max"]) == [
            "iPhone SE (3rd generation): root (0, 0, 375, 72) view (16, 10, 343, 52)",
            "iPhone 15 Pro Max: root (0, 0, 430, 72) view (16, 10, 398, 52)",
        ])
    }

    /// A Today widget's or a notification content extension's scene (Interface Builder's
    /// `simulatedAppContext="notificationCenter"`): shown in Notification Center or in the
    /// notification, inside the system's platter, never under the status bar or the home
    /// indicator: the label 8 pt below the root's top is under no status bar.
    @Test func aNotificationCenterViewIsTheScreensWidthAtItsDesignedHeightWithNoSafeArea() throws {
        let xml = Self.document(objects: """
                        <viewController id="vc0-00-009" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" simulatedAppContext="notificationCenter" id="roo-00-009">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label text="Order #1" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-009" userLabel="title">
                                        <rect key="frame" x="16" y="8" width="288" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-00-009"/>
                                <constraints>
                                    <constraint firstItem="lab-00-009" firstAttribute="top" secondItem="roo-00-009" secondAttribute="top" constant="8" id="c09-00-001"/>
                                    <constraint firstAttribute="leadingMargin" secondItem="lab-00-009" secondAttribute="leading" id="c09-00-003"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="lab-00-009" secondAttribute="trailing" id="c09-00-004"/>
                                </constraints>
                            </view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="320" height="90"/>
                        </viewController>
            """)
        let made = try Self.entries(xml, name: "MainInterface.storyboard")
        #expect(made[0].layout.rootContainer.description
            == "Notification Center view (a widget or a notification's content): the screen's width (the system's side insets around it are not modelled), 90 pt tall")
        let devices = ["iPhone SE (3rd generation)", "iPhone 15 Pro Max"]
        // A view controller's side margins (16 pt below 414 pt, else 20); no safe area.
        #expect(Self.frames(made, layout: "MainInterface.storyboard#vc0-00-009", view: "title", on: devices) == [
            "iPhone SE (3rd generation): root (0, 0, 375, 90) title (16, 8, 343, 20.5)",
            "iPhone 15 Pro Max: root (0, 0, 430, 90) title (20, 8, 390, 20.333)",
        ])
        let plan = MatrixPlan(layouts: made, devices: devices.map { bundledCatalog.device(named: $0)! }, catalog: bundledCatalog,
                              appOrientations: [.phone: .portrait])
        #expect(runAll(plan).flatMap(\.diagnostics).map(\.kind).filter { $0 != .pixelMisaligned } == [])
    }

    /// A scene embedded in another's container view (an embed segue) is laid out in that view's
    /// frame on each device: as wide and tall as the container, with the part of the screen's
    /// safe area the container covers (a container at the screen's top is under the status bar,
    /// so the label 8 pt below the safe area's top is 8 pt below the status bar).
    @Test func anEmbeddedSceneFillsItsContainerViewUnderThePartOfTheSafeAreaItCovers() throws {
        let xml = Self.document(scenes: """
            \(Self.parentScene(containerAt: 0, height: 300, embedding: "vc0-00-011"))
            \(Self.titledScene("11", identifier: "Child", height: 300, title: "Today", extras: """
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="393" height="300"/>
                """))
            """)
        let made = try Self.entries(xml, name: "Main.storyboard")
        let child = try #require(made.first { $0.layout.name == "Main.storyboard#Child" })
        #expect(child.layout.rootContainer.description == "view controller: the frame of container of Main.storyboard#Parent (an embedded child)")
        #expect(Self.frames(made, layout: "Main.storyboard#Child", view: "title", on: ["iPhone SE (3rd generation)", "iPhone 15 Pro"]) == [
            "iPhone SE (3rd generation): root (0, 0, 375, 300) title (16, 28, 46, 20.5)",
            "iPhone 15 Pro: root (0, 0, 393, 300) title (16, 67, 46, 20.333)",
        ])
        // What lies beyond the child's bounds is drawn over the scene that holds it (a container
        // view does not clip): a label moved 320 pt down is no `outside-root` finding.
        let lower = try Self.entries(xml.replacingOccurrences(of: #"secondAttribute="top" constant="8" id="c11-00-001""#,
                                                              with: #"secondAttribute="top" constant="320" id="c11-00-001""#),
                                     name: "Main.storyboard")
        let plan = MatrixPlan(layouts: lower, devices: [bundledCatalog.device(named: "iPhone 15 Pro")!], catalog: bundledCatalog,
                              appOrientations: [.phone: .portrait])
        #expect(runAll(plan).flatMap(\.diagnostics).map(\.kind).filter { $0 != .pixelMisaligned } == [])
    }

    /// A navigation controller in a container view shows its root, and what that pushes, in the
    /// container's frame. With its bar hidden, each is laid out there (a container 200 pt down is
    /// clear of the status bar, so the title sits 8 pt below the container's top). With its bar
    /// shown, the bar inside the container is not modelled: the scenes are laid out as screens, and
    /// each says so.
    @Test func aNavigationControllerInAContainerViewShowsItsStackThere() throws {
        func storyboard(barHidden: Bool) -> String {
            Self.document(scenes: """
            \(Self.parentScene(containerAt: 200, height: 300, embedding: "nav-00-012"))
                    <scene sceneID="scn-00-012">
                        <objects>
                            <navigationController id="nav-00-012" \(barHidden ? "navigationBarHidden=\"YES\" " : "")sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-012">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="vc0-00-011" kind="relationship" relationship="rootViewController" id="seg-00-012"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            \(Self.titledScene("11", identifier: "Child", height: 300, title: "Today", extras: """
                <connections><segue destination="vc0-00-013" kind="show" id="seg-00-011"/></connections>
                """))
            \(Self.titledScene("13", identifier: "Details", height: 300, title: "Today"))
            """)
        }
        let hidden = try Self.entries(storyboard(barHidden: true), name: "Main.storyboard")
        for name in ["Main.storyboard#Child", "Main.storyboard#Details"] {
            let scene = try #require(hidden.first { $0.layout.name == name })
            #expect(scene.layout.rootContainer.host == RootContainer.Host(layout: "Main.storyboard#Parent", view: "container"))
            #expect(scene.layout.importWarnings == [])
        }
        #expect(Self.frames(hidden, layout: "Main.storyboard#Details", view: "title", on: ["iPhone 15 Pro"]) == [
            "iPhone 15 Pro: root (0, 0, 393, 300) title (16, 8, 46, 20.333)",
        ])
        let shown = try Self.entries(storyboard(barHidden: false), name: "Main.storyboard")
        for name in ["Main.storyboard#Child", "Main.storyboard#Details"] {
            let scene = try #require(shown.first { $0.layout.name == name })
            #expect(scene.layout.rootContainer.description == "view controller: the screen")
            #expect(scene.layout.importWarnings.map(\.message) == [
                "this scene is shown by navigation controller nav-00-012 in a container view (cnt-00-010) of scene Parent, with its "
                    + "navigation bar; a navigation bar inside a container view is not modelled, so Trellis lays the scene out as a whole screen",
            ])
        }
    }

    /// A container view that reaches past the bottom of the screen (300 pt tall at y 700 of an
    /// 852-pt iPhone): its scene's label at y 125 reaches the home indicator's bar (8 to 13 pt
    /// above the bottom), an unsafe-area finding; the one at y 200 lies below the screen, under nothing: off screen, cut by the
    /// screen and not by the container (which does not clip).
    @Test func pastTheScreenAViewInAContainerIsOffScreen() throws {
        let xml = Self.document(scenes: """
            \(Self.parentScene(containerAt: 700, height: 300, embedding: "vc0-00-011"))
                    <scene sceneID="scn-00-011">
                        <objects>
                            <viewController storyboardIdentifier="Child" id="vc0-00-011" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="roo-00-011">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label text="Near" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-011" userLabel="near">
                                            <rect key="frame" x="16" y="125" width="38" height="20.333333333333332"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <label text="Below" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-012" userLabel="below">
                                            <rect key="frame" x="100" y="200" width="45" height="20.333333333333332"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="lab-00-011" firstAttribute="top" secondItem="roo-00-011" secondAttribute="top" constant="125" id="c11-00-001"/>
                                        <constraint firstItem="lab-00-011" firstAttribute="leading" secondItem="roo-00-011" secondAttribute="leading" constant="16" id="c11-00-002"/>
                                        <constraint firstItem="lab-00-012" firstAttribute="top" secondItem="roo-00-011" secondAttribute="top" constant="200" id="c11-00-003"/>
                                        <constraint firstItem="lab-00-012" firstAttribute="leading" secondItem="roo-00-011" secondAttribute="leading" constant="100" id="c11-00-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """)
        let made = try Self.entries(xml, name: "Main.storyboard")
        let plan = MatrixPlan(layouts: made, devices: [bundledCatalog.device(named: "iPhone 15 Pro")!], catalog: bundledCatalog,
                              appOrientations: [.phone: .portrait])
        let child = made.firstIndex { $0.layout.name == "Main.storyboard#Child" }!
        let found = runAll(plan).filter { $0.matrixCase.layoutIndex == child }.flatMap(\.diagnostics).filter { $0.kind != .pixelMisaligned }
        #expect(found.map { "\($0.kind) \($0.views)" } == ["outside-root [\"below\"]", "unsafe-area [\"near\"]"])
        #expect(found.first?.message == "Off screen: below at (100, 200, 46.333, 20.333) (in root coordinates) lies entirely outside the screen.")
    }

    /// A scene embedded in several scenes' container views is laid out in the first of them in
    /// the file, on every import: which one was left to the order of a dictionary.
    @Test func aSceneEmbeddedTwiceIsHeldByTheFirstContainerInTheFile() throws {
        func parent(_ n: Int) -> String {
            """
                    <scene sceneID="scn-00-03\(n)">
                        <objects>
                            <viewController storyboardIdentifier="Parent\(n)" id="vc0-00-03\(n)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="roo-00-03\(n)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <containerView opaque="NO" contentMode="scaleToFill" id="cnt-00-03\(n)" userLabel="box\(n)">
                                            <rect key="frame" x="0.0" y="\(100 * n)" width="393" height="300"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                            <connections>
                                                <segue destination="vc0-00-011" kind="embed" id="seg-00-03\(n)"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        }
        let xml = Self.document(scenes: (1...6).map(parent).joined(separator: "\n") + "\n" + Self.titledScene("11", identifier: "Child", height: 300, title: "Today"))
        let made = try Self.entries(xml, name: "Main.storyboard")
        let child = try #require(made.first { $0.layout.name == "Main.storyboard#Child" })
        #expect(child.layout.rootContainer.host == RootContainer.Host(layout: "Main.storyboard#Parent1", view: "box1"))
    }

    /// A scene presented modally in the automatic style is a page sheet (iOS 13 on): on an
    /// iPhone in portrait it begins 10 pt below the status bar or sensor housing, with none of
    /// them in its safe area, and its navigation bar is a sheet's 56 pt; on an iPad it is solved
    /// on the whole screen, and the case says its card is not modelled.
    @Test func aPresentedSceneIsAPageSheetBelowTheStatusBar() throws {
        let xml = Self.document(scenes: """
                    <scene sceneID="scn-00-020">
                        <objects>
                            <viewController storyboardIdentifier="Home" id="vc0-00-020" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="roo-00-020">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <viewLayoutGuide key="safeArea" id="saf-00-020"/>
                                </view>
                                <connections>
                                    <segue destination="nav-00-021" kind="presentation" id="seg-00-020"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="scn-00-021">
                        <objects>
                            <navigationController id="nav-00-021" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-021">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="vc0-00-022" kind="relationship" relationship="rootViewController" id="seg-00-021"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            \(Self.titledScene("22", identifier: "Settings", height: 783, title: "Account"))
            """)
        let made = try Self.entries(xml, name: "Main.storyboard")
        let settings = try #require(made.first { $0.layout.name == "Main.storyboard#Settings" })
        #expect(settings.layout.rootContainer.description
            == "page sheet: on an iPhone in portrait, from the catalog's gap below the status bar (pageSheet.topGap) "
                + "to the screen's bottom; elsewhere the screen (an iPad's sheet card is not modelled)")
        #expect(Self.frames(made, layout: "Main.storyboard#Settings", view: "title", on: ["iPhone SE (3rd generation)", "iPhone 15 Pro", "iPad Air 2"]) == [
            "iPhone SE (3rd generation): root (0, 0, 375, 637) title (16, 64, 63.5, 20.5)",
            "iPhone 15 Pro: root (0, 0, 393, 783) title (16, 64, 63.333, 20.333)",
            "iPad Air 2: root (0, 0, 768, 1024) title (20, 78, 63.5, 20.5)",
        ])
    }

    @Test func aXibViewWithAFixedWidthKeepsItAndTakesTheHeightItsContentGives() throws {
        var xml = Self.banner(width: 200, widthSizable: false)
        xml = xml.replacingOccurrences(of: "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"box-00-001\">",
                                       with: "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"box-00-001\"><constraints><constraint firstAttribute=\"height\" constant=\"30\" id=\"c02-00-005\"/></constraints>")
        let made = try Self.entries(xml, name: "Badge.xib")
        #expect(Self.frames(made, layout: "Badge.xib#BannerView", view: "view", on: ["iPhone SE (3rd generation)", "iPad Air 2"]) == [
            "iPhone SE (3rd generation): root (0, 0, 200, 50) view (16, 10, 168, 30)",
            "iPad Air 2: root (0, 0, 200, 50) view (16, 10, 168, 30)",
        ])
    }

    /// A scene with a collection view whose flow layout's item size is 68 × 68 and a cell drawn
    /// 90 × 90, with Interface Builder's `customSize` when `customSize`.
    static func grid(customSize: Bool) -> String {
        Self.storyboard(table: """
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                <rect key="frame" x="20" y="59" width="353" height="759"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flo-00-001">
                    <size key="itemSize" width="68" height="68"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell reuseIdentifier="tile" id="cel-00-002">
                        <rect key="frame" x="0.0" y="0.0" width="90" height="90"/>
                        \(customSize ? "<size key=\"customSize\" width=\"90\" height=\"90\"/>" : "")
                        <view key="contentView" id="cnt-00-002">
                            <rect key="frame" x="0.0" y="0.0" width="90" height="90"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="box-00-002">
                                    <rect key="frame" x="8" y="8" width="74" height="74"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-00-002" firstAttribute="top" secondItem="cnt-00-002" secondAttribute="topMargin" id="c03-00-001"/>
                                <constraint firstItem="cnt-00-002" firstAttribute="bottomMargin" secondItem="box-00-002" secondAttribute="bottom" id="c03-00-002"/>
                                <constraint firstItem="box-00-002" firstAttribute="leading" secondItem="cnt-00-002" secondAttribute="leadingMargin" id="c03-00-003"/>
                                <constraint firstItem="cnt-00-002" firstAttribute="trailingMargin" secondItem="box-00-002" secondAttribute="trailing" id="c03-00-004"/>
                            </constraints>
                        </view>
                    </collectionViewCell>
                </cells>
            </collectionView>
            """)
    }

    @Test func aCollectionCellTakesItsFlowLayoutsItemSize() throws {
        let xml = Self.grid(customSize: false)
        let made = try Self.entries(xml, name: "Grid.storyboard")
        #expect(Self.frames(made, layout: "Grid.storyboard#List/tile", view: "view", on: ["iPhone 15"]) == [
            "iPhone 15: contentView (0, 0, 68, 68) view (8, 8, 52, 52)",
        ])
    }

    /// A cell Interface Builder draws at a custom size (`customSize`) other than its flow layout's
    /// item size: UIKit would give it the item size, so the app sizes its items in code (the
    /// delegate's `sizeForItemAt`), and its drawn size stands for that, with a note. A board game's
    /// 172 × 117 player cell in a 50 × 50 flow layout had its label called truncated on every case.
    @Test func aCollectionCellDrawnAtACustomSizeKeepsIt() throws {
        let xml = Self.grid(customSize: true)
        let made = try Self.entries(xml, name: "Grid.storyboard")
        #expect(Self.frames(made, layout: "Grid.storyboard#List/tile", view: "view", on: ["iPhone 15"]) == [
            "iPhone 15: contentView (0, 0, 90, 90) view (8, 8, 74, 74)",
        ])
        let tile = try #require(made.first { $0.layout.name == "Grid.storyboard#List/tile" })
        #expect(tile.layout.importWarnings.map(\.message) == [
            "the collection cell is drawn at a custom size, 90 × 90, where its flow layout's item size is 68 × 68: UIKit gives "
                + "every item the item size unless the app sizes them in code (collectionView(_:layout:sizeForItemAt:)), which "
                + "Trellis does not run; laid out at its drawn size",
        ])
    }

    /// stopp-corona's start menu shows the key of each button's title (`transKeyNormal`), which
    /// the app replaces with its German or English text: "Title truncated: … its title needs
    /// 466 pt" was said of the key on 48 cases. A title the file gives as it is stays judged: the
    /// same button without its runtime key is called truncated on the iPhone SE.
    @Test func aTitleShownAsItsLocalizationKeyIsNotCalledTruncated() throws {
        let file = "austrianredcross__stopp-corona-ios__CoronaContact__Scenes__Main__StartMenu__StartMenuViewController.storyboard"
        guard let scene = try SolvingPathsTests.realScene(file, "0DV-8a-Pct") else { return }
        let device = [bundledCatalog.device(named: "iPhone SE (1st generation)")!]
        func truncated(_ layout: LoadedLayout) -> [String] {
            let plan = MatrixPlan(layouts: [layout], devices: device, catalog: bundledCatalog, appOrientations: [.phone: .portrait])
            return runAll(plan).flatMap(\.diagnostics).filter { $0.kind == .compressed }.map(\.message)
        }
        #expect(truncated(scene) == [])
        #expect(scene.layout.importWarnings.map(\.message) == [
            "15 views show the localization key the app replaces with its text at run time, of another length: laid out with the key, "
                + "never called truncated: startMenuHeadlineLabel_Mdc_Aj_Ss6 (transKey), startMenuItemButton_vYc_iK_0fG (transKeyNormal), "
                + "startMenuItemButton_gfX_Yb_tsp (transKeyNormal), startMenuItemButton_xYY_i6_672 (transKeyNormal), "
                + "startMenuItemButton_V2s_rI_a7M (transKeyNormal), startMenuItemButton_rlD_Mb_ilV (transKeyNormal), "
                + "startMenuHeadlineLabel_ZTy_Jg_Tvq (transKey), startMenuItemButton_XQn_4y_bnm (transKeyNormal) and 7 more",
        ])
        var judged = scene
        for name in judged.layout.viewsInTreeOrder.map(\.name) { judged.layout[ViewReference(name: name)].content.textIsStandIn = false }
        #expect(truncated(judged).contains("Title truncated: startMenuItemButton_xYY_i6_672 is 272 pt wide; its title needs 469 pt."))
    }
}
