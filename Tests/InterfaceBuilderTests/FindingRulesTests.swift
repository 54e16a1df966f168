@testable import InterfaceBuilder
import Foundation
import LayoutModel
import LayoutSources
import Testing
import TrellisBase

/// Each warning rule on real files of `../shared/ib-wide`, solved on the file's design device as
/// `verify-ib` does: a case where UIKit shows the problem, so the rule must fire, and one where it
/// does not, so it must stay silent (each of those was reported before the rule was revisited).
/// Outside CI a missing folder skips the suite; in CI `WideSetTests` fails for it.
struct FindingRulesTests {
    static let isPresent = WideSetTests.isPresent

    /// Every warning and error on the file's design devices, as `kind line: message`.
    func findings(_ file: String) -> [String] {
        let path = WideSetTests.folder.appendingPathComponent(file).path
        let result = IBVerification.run(paths: [path], catalog: bundledCatalog, textSizing: .savedFrames, tolerancePixels: 1)
        #expect(result.files.first?.errors == [], "\(file)")
        return result.files.flatMap(\.layouts).flatMap(\.findings).map { "\($0.kind.name) \($0.location?.line ?? 0): \($0.message)" }
    }

    func at(_ line: Int, _ kind: DiagnosticKind, in findings: [String]) -> [String] {
        findings.filter { $0.hasPrefix("\(kind.name) \(line): ") }
    }

    /// UIKit pulls an equal-spacing stack's length to zero at priority 49 (`UISV-canvas-fit`):
    /// a stack nothing stretches sits at its minimum spacing. Without it, 686 views of the wide set
    /// were called ambiguous on their design devices that Xcode did not mark.
    @Test(.enabled(if: isPresent)) func anEqualSpacingStackHugsItsViews() throws {
        let file = "Kommunicate-io__Kommunicate-iOS-SDK__Sources__Resources__Assets__KMPreChatUserFormView.xib"
        let path = WideSetTests.folder.appendingPathComponent(file).path
        let result = IBVerification.run(paths: [path], catalog: bundledCatalog, textSizing: .savedFrames, tolerancePixels: 1)
        let layout = try #require(result.files.first?.layouts.first)
        // The three 48-pt field stacks (label, field, rule 5 pt apart) as Xcode saved them.
        #expect(!layout.off.contains { [73, 110, 147].contains($0.source?.line ?? 0) })
        #expect(layout.findings.filter { $0.kind == .ambiguous }.map(\.message) == [])
    }

    /// Ambiguity is a view's frame in its superview, as UIKit's `hasAmbiguousLayout` reads it: the
    /// modal's card has no vertical position or height (Xcode marks it ambiguous), and the views
    /// inside it move with it, so they are not ambiguous themselves (Xcode marks none of them).
    @Test(.enabled(if: isPresent)) func ambiguityIsAViewsOwnNotItsSuperviews() {
        let found = findings("HabitRPG__habitica-ios__HabitRPG__Storyboards__Base.lproj__BuyModal.storyboard")
        #expect(at(23, .ambiguous, in: found).count == 1)
        // One finding: the card, with the one view whose place hangs on its open height.
        #expect(found.filter { $0.hasPrefix("ambiguous") }.count == 1)
        #expect(at(26, .ambiguous, in: found) == [])
    }

    /// A custom view that draws itself (Cosmos's star rating, a `CosmosView` with no subviews)
    /// centred with no size of its own: Xcode marks nothing, because the designable class gives
    /// its size, and the size Xcode drew stands for it. Before, each was ambiguous on every case,
    /// and the labels stacked from them with it. The modal's card in the test above has subviews:
    /// it stays open.
    @Test(.enabled(if: isPresent)) func aCustomViewThatDrawsItselfIsNotOpen() throws {
        let file = "evgenyneu__Cosmos__Demo__Base.lproj__Main.storyboard"
        #expect(findings(file).filter { $0.hasPrefix("ambiguous") } == [])
        let path = WideSetTests.folder.appendingPathComponent(file).path
        let result = IBVerification.run(paths: [path], catalog: bundledCatalog, textSizing: .savedFrames, tolerancePixels: 1)
        #expect(result.views == 11)
        #expect(result.within == 11)
    }

    /// A placeholder constraint ("Remove at build time") stands for one the app makes in code: the
    /// cell's test-result stack has a placeholder height, so on a device (where the build has
    /// removed it) its height and the place of the stack below it are the app's to set, and Xcode
    /// marks neither. The two stacks Xcode does mark ambiguous are the layout's finding, said once;
    /// unmarked, they would be one case finding: the second hangs on the first's open height. (On
    /// the design device `verify-ib` lays the cell out with the placeholder, as Xcode's canvas does.)
    @Test(.enabled(if: isPresent)) func ambiguityAPlaceholderResolvesIsTheApps() throws {
        let file = "corona-warn-app__cwa-app-ios__src__xcode__ENA__ENA__Source__Scenes__ContactDiary__Overview__Cells__DiaryOverviewDayTableViewCell.xib"
        let imported = try IBFileImporter(catalog: bundledCatalog, textSizing: .savedFrames)
            .importFile(WideSetTests.folder.appendingPathComponent(file).path)
        let cell = try #require(imported.layouts.first).layout
        #expect(cell.placeholderConstraints.map(\.equation) == ["pCRTestStackView.height == 50"])
        let phone = LayoutEnvironment(size: Size(width: 390, height: 844))
        let ambiguous = try cell.solve(in: phone).diagnostics.filter { $0.kind == .ambiguous }
        #expect(ambiguous.map(\.views) == [["stackView_nms_ja_Uw9", "stackView_yux_ar_fw9"]])
        #expect(ambiguous.map(\.isAboutTheLayout) == [true])
        var unmarked = cell
        for name in ["stackView_nms_ja_Uw9", "stackView_yux_ar_fw9"] { unmarked[ViewReference(name: name)].designedAmbiguous = false }
        let found = try unmarked.solve(in: phone).diagnostics.filter { $0.kind == .ambiguous }
        #expect(found.map(\.views) == [["stackView_nms_ja_Uw9", "stackView_yux_ar_fw9"]])
        #expect(found.map(\.description).first?.hasPrefix("Ambiguous layout: stackView_nms_ja_Uw9 has an ambiguous height. ") == true)
    }

    /// An image view that scales its image (aspect fit) shows all of it, smaller: nothing is
    /// clipped. A switch is drawn at its own size whatever its frame: 12 pt wider than its frame
    /// it is a finding; the map widget's switches, held 30 pt tall for their 31, are not.
    @Test(.enabled(if: isPresent)) func compressionOnlyWhereSomethingIsLost() throws {
        let map = "dji-sdk__Mobile-UXSDK-iOS__Sample Code__ObjcSampleCode__UXSDKOCSample__MapWidget__MapWidget.storyboard"
        // Its labels, 320 pt wide, do truncate.
        #expect(try viewsFound(.compressed, map, scene: "CustomMapViewController", on: "iPhone 5s") == [
            "homeDirectionLabel", "lockAircraftCamera", "lockHomePointCamera", "missionLabel", "showFlightPathLabel",
            "showHomePointLabel", "enableTapToUnlock", "showLegendLabel", "showCustomUnlockZones", "showLoginIndicatorLabel"])
        let launch = findings("100mango__Celluloid__Celluloid__Base.lproj__LaunchScreen.storyboard")
        #expect(launch == [])
        let switches = findings("twilio__voice-quickstart-ios__SpeechTranscriberExample__Base.lproj__Main.storyboard")
        #expect(at(48, .compressed, in: switches).map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }
            == ["Control overflows: switch_3ee_Gh_QDM is 49 pt wide, but UIKit draws it 61 pt; touches outside its frame miss it."])
    }

    /// Text under the status bar of a screen is a finding (`unsafeAreaOnlyPastEdgesTheDesignKeptClear`);
    /// a picture there (a header image) and anything in a table's cell (the table keeps its cells'
    /// content in the safe area) are not. Nor is the deep-link demo's title, saved under the
    /// status bar of its own design iPhone XR in a bar of the app's making: the designer's choice.
    @Test(.enabled(if: isPresent)) func unsafeAreaOnlyForAScreensTextAndControls() {
        let branch = findings("BranchMetrics__ios-branch-deep-linking-attribution__DeepLinkDemo__DeepLinkDemo__Base.lproj__Main.storyboard")
        #expect(at(606, .unsafeArea, in: branch) == [])
        let xdrip = findings("JohanDegraeve__xdripswift__xDrip__Storyboards__Base.lproj__Main.storyboard")
        #expect(at(1719, .unsafeArea, in: xdrip) == [])
        let cells = findings("microsoft__appcenter-sdk-apple__Sasquatch__Sasquatch__Base.lproj__Main.storyboard")
        #expect(at(115, .unsafeArea, in: cells) == [])
    }

    /// The views with findings of `kind` on a device, as a run solves them (text measured by
    /// Trellis), in a file's first layout or the one named `#scene`.
    func viewsFound(_ kind: DiagnosticKind, _ file: String, scene: String? = nil, on device: String,
                    _ orientation: Orientation = .portrait) throws -> [String] {
        let imported = try IBFileImporter(catalog: bundledCatalog).importFile(WideSetTests.folder.appendingPathComponent(file).path)
        let layout = try #require(imported.layouts.first { scene == nil || $0.layout.name.hasSuffix("#\(scene!)") }).layout
        let screen = try #require(bundledCatalog.device(named: device)).screen(in: orientation)
        var environment = LayoutEnvironment(size: screen.size, safeAreaInsets: screen.safeArea, sizeClasses: screen.sizeClasses,
                                            displayScale: screen.scale)
        environment.screenCornerRadius = screen.cornerRadius
        environment.clearSide = screen.clearSide
        return try layout.solve(in: environment).diagnostics.filter { $0.kind == kind }.flatMap(\.views)
    }

    /// Xcode marks the rating cell's star view ambiguous (`ambiguous="YES"`: a custom view whose
    /// size comes from code, with no constraint for it): that is the layout's finding, once, and
    /// no device's case repeats it. `verify-ib`, which measures Trellis against Xcode's marks,
    /// still finds the ambiguity itself on the design device.
    @Test(.enabled(if: isPresent)) func ambiguityXcodeMarksIsSaidOncePerLayout() throws {
        let file = "AndrewBennet__ReadingListV1__ReadingList__Views__StarRatingCell.xib"
        let imported = try IBFileImporter(catalog: bundledCatalog).importFile(WideSetTests.folder.appendingPathComponent(file).path)
        let layout = try #require(imported.layouts.first).layout
        #expect(layout.layoutDiagnostics.map { Finding($0, in: layout) }.map { "\($0.kind.name) \($0.location?.line ?? 0): \($0.message)" } == [
            "ambiguous 25: Ambiguous layout in the design: Xcode marks view ambiguous on the design device: its constraints allow more than one "
                + "frame, and UIKit shows whichever its engine finds. Said once for the layout, not on each case.",
        ])
        let screen = try #require(bundledCatalog.device(named: "iPhone 15")).screen(in: .portrait)
        let onDevice = try layout.solve(in: LayoutEnvironment(size: screen.size, safeAreaInsets: screen.safeArea,
                                                              sizeClasses: screen.sizeClasses, displayScale: screen.scale)).diagnostics
        #expect(onDevice.filter { $0.kind == .ambiguous }.map(\.isAboutTheLayout) == [true])
        #expect(at(25, .ambiguous, in: findings(file)).count == 1)
    }

    /// Where the file's own design already puts a view past the safe area, the designer saw it
    /// there: the chart demo's options button is saved at y 4, under the design iPhone's 20-pt
    /// status bar (the app shows the screen below its navigation bar), so it is no finding on any
    /// phone. Its value field, 8 pt above the bottom and clear of everything on the home-button
    /// design phone, is under the home indicator of an iPhone 15: that one is.
    @Test(.enabled(if: isPresent)) func unsafeAreaOnlyPastEdgesTheDesignKeptClear() throws {
        let file = "danielgindi__Charts__ChartsDemo-iOS__XIBs__Demos__AnotherBarChartViewController.xib"
        #expect(try viewsFound(.unsafeArea, file, on: "iPhone 8") == [])
        #expect(try viewsFound(.unsafeArea, file, on: "iPhone 15") == ["v500TextField_vDG_Fm_61Z"])
    }

    /// The home indicator's inset shows what lies there, but for the indicator's bar: a launch
    /// screen's copyright line 20 pt above the bottom (Xcode 6's template) is seen whole on an
    /// iPhone 15, and was called "under the home indicator" on every Face ID iPhone. The copyright
    /// line of an About screen 8 pt above the bottom has the bar drawn over it.
    @Test(.enabled(if: isPresent)) func aLabelInTheHomeIndicatorsInsetIsCoveredOnlyByItsBar() throws {
        let launch = "PaystackHQ__paystack-ios__Tests__installation_tests__carthage__CarthageTest__Base.lproj__LaunchScreen.xib"
        #expect(try viewsFound(.unsafeArea, launch, on: "iPhone 15") == [])
        let about = "CatchChat__Yep__Yep__ViewControllers__About__About.storyboard"
        #expect(try viewsFound(.unsafeArea, about, scene: "AboutViewController", on: "iPhone 15") == ["copyright20152016Label"])
    }

    /// In landscape the sensor housing covers the middle of its side only, and the rounded corners
    /// cut only what lies outside their arcs: Lockdown's list titles, 18 pt below the top and
    /// 20 pt from the edge, are seen whole beside the 12 mini's notch and in the iPhone 11's clear
    /// corner (each was "under the sensor housing"); the iPhone 11's switch, at the notch's height,
    /// is under it.
    @Test(.enabled(if: isPresent)) func besideTheSensorHousingAndInsideTheCornersIsClear() throws {
        let file = "confirmedcode__lockdown-ios__LockdowniOS__Base.lproj__Main.storyboard"
        #expect(try viewsFound(.unsafeArea, file, scene: "RN4-Lu-Vhi", on: "iPhone 12 mini", .landscapeRight) == [])
        #expect(try viewsFound(.unsafeArea, file, scene: "BlockListGroupViewController", on: "iPhone 11", .landscapeLeft) == ["switch"])
    }

    /// A scroll view's content below the screen is scrolled to; a label below a screen that does
    /// not scroll is never seen: the weather screen's lower half (its humidity caption 350 pt
    /// down) on an iPhone 5s turned to landscape, 320 pt tall. A view the design itself puts off screen (the synth's
    /// panel, saved beyond its iPad's right edge) is the app's to slide in: no finding.
    @Test(.enabled(if: isPresent)) func offScreenOnlyWhereNothingScrollsToIt() throws {
        let scrolled = findings("RadarCOVID__radar-covid-ios__RadarCovid__Modules__Exposition__High__HighExposition.storyboard")
        #expect(scrolled.filter { $0.hasPrefix("outside-root") || $0.hasPrefix("partly-outside-root") } == [])
        let weather = "Aaron-A__Project-RainMan__Stormy__Base.lproj__Main.storyboard"
        #expect(try viewsFound(.outsideRoot, weather, on: "iPhone 5s", .landscapeLeft) == [
            "rAINLabel", "v088Label", "v070Label_S6C_Mh_IfS", "imageView_8PN_Fl_Zjo", "imageView_8UE_kT_R1B",
            "imageView_xc5_bX_Xk8", "wINDLabel", "v070Label_zfV_7Z_X3D", "hUMIDITYLabel"])
        #expect(try viewsFound(.outsideRoot, weather, on: "iPhone 5s") == [])
        let synth = findings("AudioKit__AudioKitSynthOne__AudioKitSynthOne__Base.lproj__Main.storyboard")
        #expect(at(505, .outsideRoot, in: synth) == [])
    }

    /// Content is lost only where a device gives a view less room than its design did: a price
    /// label saved 12.5 pt tall for a 16-pt line is cut the same in the design (the map widget's
    /// labels, given less width on a 320-pt phone than designed, are truncated:
    /// `compressionOnlyWhereSomethingIsLost`).
    @Test(.enabled(if: isPresent)) func contentIsLostOnlyWhereTheDesignHadMoreRoom() throws {
        let price = "woocommerce__woocommerce-ios__WooCommerce__Classes__ViewRelated__Orders__Order Details__Product List Section__ProductDetailsTableViewCell.xib"
        #expect(try viewsFound(.compressed, price, on: "iPhone 15").contains("totalPriceItemLabel") == false)
    }

    /// A one-line label's height needs no width: Scale's "0 g", saved 33 pt tall for a 36-pt line,
    /// is cut the same on every phone as in its 414-pt design (it was a finding wherever the phone
    /// was narrower than the design, on 29 phones). A native ad's star-rating label, which Xcode
    /// marks ambiguous (its place across is open) but not misplaced, was drawn 19 pt tall for a
    /// 20.3-pt line by Xcode's engine: the design's too (a finding on all 307 cases before).
    @Test(.enabled(if: isPresent)) func aOneLineLabelIsJudgedByItsDesignedHeightAtAnyWidth() throws {
        let scale = "soapyigu__Swift-30-Projects__Project 26 - Scale__Scale__Base.lproj__Main.storyboard"
        #expect(try viewsFound(.compressed, scale, on: "iPhone 15") == [])
        let ad = "googleads__googleads-mobile-ios-native-templates__nativetemplates__GADTFullScreenTemplateView.xib"
        #expect(try viewsFound(.compressed, ad, on: "iPhone 15") == [])
        #expect(try viewsFound(.compressed, ad, on: "iPhone SE (3rd generation)") == [])
    }

    /// A field's or a button's line is cut no more than the design cut it: KeePassium's 1-pt
    /// field, there for AutoFill to read, and a mail cell's 12-pt image button, whose stand-in
    /// title Xcode drew cut, lose nothing on a phone (each was a finding on all 307 cases). A
    /// button squeezed below its designed 33 pt, DataDog's 'usage' in landscape, still cuts its title.
    @Test(.enabled(if: isPresent)) func aLineIsCutNoMoreThanTheDesignCutIt() throws {
        let unlocker = "keepassium__KeePassium__KeePassium__database__unlocker__Base.lproj__DatabaseUnlockerVC.storyboard"
        #expect(try viewsFound(.compressed, unlocker, on: "iPhone 15") == [])
        let mail = "Andy0570__iOS-Samples__HighPerformanceUI__HighPerformanceUI__View__HPMailCompositeCell.xib"
        #expect(try viewsFound(.compressed, mail, on: "iPhone 15") == [])
        let example = "DataDog__dd-sdk-ios__Datadog__Example__Base.lproj__Main iOS.storyboard"
        #expect(try viewsFound(.compressed, example, scene: "CBf-fg-exz", on: "iPhone 15", .landscapeLeft)
            == ["debugButton", "errorButton", "metricButton", "usageButton"])
    }

    /// An image its design already crops is a picture shown through a window: Flash Chat's
    /// 1,200 × 795-pt background, centred and clipped in a 375-pt screen, shows less of itself on
    /// a smaller phone, which is the design (a finding on 135 of 307 cases before). Lockwise's
    /// 414-pt placeholder image, whole in its 414-pt design, is cut on a 393-pt phone.
    @Test(.enabled(if: isPresent)) func anImageTheDesignCropsIsNotCalledCropped() throws {
        let chat = "Catherine22__iOS-tutorial__Flash-Chat-iOS12__Flash Chat__Main.storyboard"
        #expect(try viewsFound(.compressed, chat, scene: "logInVC", on: "iPhone SE (3rd generation)") == [])
        #expect(try viewsFound(.compressed, chat, scene: "logInVC", on: "iPhone 15", .landscapeLeft) == [])
        let list = "mozilla-lockwise__lockwise-ios__Shared__Storyboard__Base.lproj__ItemList.storyboard"
        #expect(try viewsFound(.compressed, list, scene: "itemlist/itemlistplaceholder", on: "iPhone 15") == ["imageView"])
    }

    /// A width needs no height: a one-line title its design already truncates (Particle's
    /// password-reset title, a localization key 426 pt long, drawn narrower on its 414-pt design)
    /// is not called truncated on a phone that gives it at least its designed width, whatever
    /// height the phone gives it (it was, on 20 phones where its height differed from the design's).
    @Test(.enabled(if: isPresent)) func aWidthIsJudgedByTheDesignedWidthAtAnyHeight() throws {
        let setup = "particle-iot__particle-setup-ios__ParticleSetupResources__setup.storyboard"
        #expect(try viewsFound(.compressed, setup, scene: "password_reset", on: "iPhone 15") == [])
    }

    /// A view with Interface Builder's default autoresizing mask stays at its designed distance
    /// from the top left: OsmAnd's map buttons, saved at the bottom of a 896-pt design, would lie
    /// below an iPhone 5s held in landscape, so the app places them, and they are not judged past
    /// the bottom or right. The weather button pushed above the top is still a finding there.
    @Test(.enabled(if: isPresent)) func aViewFixedAtTheTopLeftIsNotJudgedPastTheBottomOrRight() throws {
        let hud = "osmandapp__OsmAnd-iOS__Sources__Controllers__Map__OAMapHudViewController.xib"
        // Before: the zoom buttons too, below the screen.
        #expect(try viewsFound(.outsideRoot, hud, scene: "OAUserInteractionPassThroughView", on: "iPhone 5s", .landscapeLeft) == [])
        #expect(try viewsFound(.partlyOutsideRoot, hud, scene: "OAUserInteractionPassThroughView", on: "iPhone 5s", .landscapeLeft)
            == ["weatherContoursButton"])
    }

    /// A xib view the app sizes: QuickBlox's participant tile is designed 50 pt square, its
    /// clipping root's height left to the app (a 102-pt user view centred in it), so its captions
    /// below 50 pt are not called lost; its 60-pt avatar label, past the tile's sides as designed,
    /// is the design's (the app draws the tile larger). A chat cell (a collection cell, sized by its layout) designed 75 pt
    /// tall with its 66-pt message label from y 21 is not either. All were findings on the design
    /// device before.
    @Test(.enabled(if: isPresent)) func offAViewTheAppSizesIsNotCalledLost() {
        let tile = findings("QuickBlox__quickblox-ios-sdk__sample-videochat-webrtc-swift__sample-videochat-webrtc-swift__Components__Calls__Views__ParticipantView__ParticipantView.xib")
        #expect(tile.filter { $0.hasPrefix("outside-root") || $0.hasPrefix("partly-outside-root") } == [])
        let cell = findings("QuickBlox__quickblox-ios-sdk__sample-chat-swift__sample-chat-swift__Components__ChatScreen__Chat__CollectionView__CollectionCells__ChatIncomingCell__ChatIncomingCell.xib")
        #expect(at(66, .partlyOutsideRoot, in: cell) == [])
    }

    /// A plain view at zero height hides nothing of its own (a collapsed spacer). A label squeezed
    /// to zero width shows nothing of its text: a comment cell's badge on a 320-pt phone. An image
    /// Xcode saved at zero width (a chat card's avatar, whose own constraint sets its width to zero
    /// until the app changes it) is collapsed by design (`LayoutView.designedSize`).
    @Test(.enabled(if: isPresent)) func emptySizeOnlyForContent() throws {
        let social = findings("HabitRPG__habitica-ios__HabitRPG__Storyboards__Base.lproj__Social.storyboard")
        #expect(at(2289, .emptySize, in: social) == [])
        let comment = "awkward__beam__Beam__UI__Comments__Cells__CommentCell.xib"
        #expect(try viewsFound(.emptySize, comment, on: "iPhone 5s") == ["seahwaksLabel"])
        #expect(try viewsFound(.emptySize, comment, on: "iPhone 15") == [])
        for file in ["qiscus__qiscus-chat-sdk-ios-sample__Example__ChatView__ChatCell__CardCell__QCardLeftCell.xib",
                     "qiscus__qiscus-chat-sdk-ios-sample__Example__ChatView__ChatCell__PostbackCell__QPostbackLeftCell.xib"] {
            #expect(try viewsFound(.emptySize, file, on: "iPhone 15") == [], "\(file)")
        }
    }
}
