import Foundation
import Testing

/// `trellis solve` (and `export-system`) on a storyboard or xib, naming a layout as `trellis run`
/// names it: the name a finding gives is one a user can solve at a size of their own.
struct SolveCommandTests {
    static let corpus = TrellisProcess.repository.appendingPathComponent("Tests/InterfaceBuilderTests/Fixtures/corpus")

    /// A scratch folder with a storyboard of several layouts and a xib of one, as an app holds them.
    private func app() throws -> URL {
        let folder = try TrellisProcess.scratchDirectory()
        try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent("SwiftKickMobile__SwiftMessages__Demo__Demo__Base.lproj__Main.storyboard"),
                                         to: folder.appendingPathComponent("Main.storyboard"))
        try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent("SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CenteredView.xib"),
                                         to: folder.appendingPathComponent("Centered.xib"))
        return folder
    }

    private func trellis(_ arguments: [String], in folder: URL) throws -> TrellisProcess.Outcome {
        try TrellisProcess.run(arguments, executable: TrellisProcess.executable, in: folder, environment: [:])
    }

    /// A xib of one layout needs no name, and solves to the frames of the layout file `trellis
    /// import` writes for it (read as YAML, a storyboard was "not valid YAML").
    @Test func aXibOfOneLayoutSolvesAsItsImportedLayoutFile() throws {
        let folder = try app()
        let solved = try trellis(["solve", "Centered.xib", "--size", "375x667"], in: folder)
        #expect(solved.status == 0, "\(solved.standardError)")
        #expect(solved.standardOutput.hasPrefix("Centered.xib#MessageView at 375×667, wC hR, safe area 0,0,0,0, LTR, @3x\n"))
        #expect(solved.standardOutput.contains("\n  root                          0       0      375     244\n"))
        #expect(solved.standardOutput.contains("\n    backgroundView              8       8      359     228\n"))
        #expect(try trellis(["import", "Centered.xib", "--out", "yaml"], in: folder).status == 0)
        let fromYAML = try trellis(["solve", "yaml/Centered-MessageView.yaml", "--size", "375x667"], in: folder)
        #expect(fromYAML.status == 0)
        #expect(fromYAML.standardOutput == solved.standardOutput)
        let named = try trellis(["solve", "Centered.xib#MessageView", "--size", "375x667"], in: folder)
        #expect(named.standardOutput == solved.standardOutput)
    }

    /// A layout of a storyboard is named after `#`; a file of several layouts names them when none
    /// is given, and a name it does not hold is said with the ones it does.
    @Test func aStoryboardsLayoutIsNamedAfterTheHash() throws {
        let folder = try app()
        let scene = try trellis(["solve", "Main.storyboard#Demo/TitleBody", "--size", "320x568"], in: folder)
        #expect(scene.status == 0, "\(scene.standardError)")
        #expect(scene.standardOutput.hasPrefix("Main.storyboard#Demo/TitleBody at 320×568, wC hR, safe area 0,0,0,0, LTR, @3x\n"))
        let names = "#Demo, #Demo/TitleBody, #Demo/Explore, #Demo/ViewController, #Demo/ViewController2, #Demo/Counted, #Explore, "
            + "#Explore/nYa-Hy-Lda and 19 more (`trellis import` writes them all)"
        let unnamed = try trellis(["solve", "Main.storyboard"], in: folder)
        #expect(unnamed.status == 1)
        #expect(unnamed.standardError == "Error: Main.storyboard holds 27 layouts; name one after #, as `trellis run` names them: \(names)\n")
        let unknown = try trellis(["export-system", "Main.storyboard#Nope"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.standardError == "Error: Main.storyboard has no layout #Nope; its layouts: \(names)\n")
        let system = try trellis(["export-system", "Centered.xib#MessageView", "--size", "375x667"], in: folder)
        #expect(system.status == 0)
        #expect(system.standardOutput.contains(#""name":"Centered.xib#MessageView@375x667""#))
    }

    /// A scene whose table is inset 40 pt from each side of the screen, with a prototype cell.
    static let insetTable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1-aa-bbb">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="vc1-aa-bbb" userLabel="List" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt1-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tb1-aa-bbb">
                                        <rect key="frame" x="40" y="48" width="334" height="814"/>
                                        <prototypes>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="ce1-aa-bbb">
                                                <rect key="frame" x="0.0" y="50" width="334" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="ce1-aa-bbb" id="cv1-aa-bbb">
                                                    <rect key="frame" x="0.0" y="0.0" width="334" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx1-aa-bbb" userLabel="Stripe">
                                                            <rect key="frame" x="0.0" y="0.0" width="334" height="44"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="44" id="hh1-aa-bbb"/>
                                                            </constraints>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="bx1-aa-bbb" firstAttribute="leading" secondItem="cv1-aa-bbb" secondAttribute="leading" id="cc1-aa-bbb"/>
                                                        <constraint firstAttribute="trailing" secondItem="bx1-aa-bbb" secondAttribute="trailing" id="cc2-aa-bbb"/>
                                                        <constraint firstItem="bx1-aa-bbb" firstAttribute="top" secondItem="cv1-aa-bbb" secondAttribute="top" id="cc3-aa-bbb"/>
                                                        <constraint firstAttribute="bottom" secondItem="bx1-aa-bbb" secondAttribute="bottom" id="cc4-aa-bbb"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa1-aa-bbb"/>
                                <constraints>
                                    <constraint firstItem="tb1-aa-bbb" firstAttribute="leading" secondItem="rt1-aa-bbb" secondAttribute="leading" constant="40" id="tc1-aa-bbb"/>
                                    <constraint firstAttribute="trailing" secondItem="tb1-aa-bbb" secondAttribute="trailing" constant="40" id="tc2-aa-bbb"/>
                                    <constraint firstItem="tb1-aa-bbb" firstAttribute="top" secondItem="sa1-aa-bbb" secondAttribute="top" id="tc3-aa-bbb"/>
                                    <constraint firstItem="sa1-aa-bbb" firstAttribute="bottom" secondItem="tb1-aa-bbb" secondAttribute="bottom" id="tc4-aa-bbb"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// On a device, a layout is solved as the run solves it there: a scene's cell at the width
    /// of the scene's table on that screen (313 of the iPhone 15's 393 pt), not the screen's.
    @Test func onADeviceACellIsSolvedAsTheRunSolvesIt() throws {
        let folder = try TrellisProcess.scratchDirectory()
        try Self.insetTable.write(to: folder.appendingPathComponent("List.storyboard"), atomically: true, encoding: .utf8)
        let onDevice = try trellis(["solve", "List.storyboard#vc1-aa-bbb/Row", "--device", "iPhone 15"], in: folder)
        #expect(onDevice.status == 0, "\(onDevice.standardError)")
        #expect(onDevice.standardOutput.hasPrefix("""
            List.storyboard#vc1-aa-bbb/Row on iPhone 15 portrait: 393×852, wC hR, safe area 0,0,0,0, LTR, @3x, in a container at (40, 59, 313, 759)

            Frames (x, y, width, height in points, relative to the superview):
              contentView  0  0  313  44
                stripe     0  0  313  44

            """))
        #expect(try trellis(["run", "--layouts", ".", "--device", "iPhone 15", "--db", "r.sqlite"], in: folder).status == 0)
        let stored = try trellis(["query", "frames", "--db", "r.sqlite", "--layout", "List.storyboard#vc1-aa-bbb/Row", "--orientation", "portrait",
                                  "--format", "csv"], in: folder)
        #expect(stored.standardOutput.hasSuffix("contentView,0,0,313,44,0\nList.storyboard#vc1-aa-bbb/Row,iPhone 15,portrait,stripe,0,0,313,44,0\n"))
        // Its layout file from `trellis import` finds the scene's file beside it, as the run finds the scene.
        #expect(try trellis(["import", "List.storyboard", "--out", "yaml"], in: folder).status == 0)
        let imported = try trellis(["solve", "yaml/List-vc1-aa-bbb-Row.yaml", "--device", "iPhone 15"], in: folder)
        #expect(imported.standardOutput == onDevice.standardOutput)
        // Given a size instead, the screen is the container.
        let atSize = try trellis(["solve", "List.storyboard#vc1-aa-bbb/Row", "--size", "393x852"], in: folder)
        #expect(atSize.standardOutput.contains("\n  contentView  0  0  393  44\n"))
        let landscape = try trellis(["solve", "List.storyboard#vc1-aa-bbb", "--device", "iPhone 15", "--orientation", "landscapeLeft"], in: folder)
        #expect(landscape.standardOutput.hasPrefix("List.storyboard#vc1-aa-bbb on iPhone 15 landscapeLeft: 852×393, wC hC, safe area 0,59,21,59, LTR, @3x\n"))
        let upsideDown = try trellis(["solve", "List.storyboard#vc1-aa-bbb", "--device", "iPhone 15", "--orientation", "portraitUpsideDown"], in: folder)
        #expect(upsideDown.status == 2)
        #expect(upsideDown.standardError
            == "Error: iPhone 15 does not show List.storyboard#vc1-aa-bbb in portraitUpsideDown; it shows it in portrait, landscapeLeft, landscapeRight\n")
        let both = try trellis(["solve", "List.storyboard#vc1-aa-bbb", "--device", "iPhone 15", "--size", "300x300"], in: folder)
        #expect(both.status == 2)
        #expect(both.standardError.hasPrefix("Error: --device gives the screen; leave out --size\n"))
    }
}
