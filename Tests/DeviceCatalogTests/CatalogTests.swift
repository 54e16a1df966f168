import BundledDevices
import DeviceCatalog
import Foundation
import TestSupport
import Testing
import TrellisBase

/// The bundled catalog and the loader's checks.
struct CatalogTests {
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Devices").path

    func loadError(_ yaml: String) -> String {
        do {
            _ = try DeviceCatalog.load(yaml: yaml, file: "mine.yaml")
            return "loaded"
        } catch {
            return error.description
        }
    }

    let minimal = """
        devices:
          - name: Test Phone
            family: phone
            year: 2030
            points: 400x800
            scale: 3
            pixels: 1200x2400
            statusBar: 50
            safeArea:
              portrait: {top: 50, left: 0, bottom: 30, right: 0}
              landscapeLeft: {top: 0, left: 50, bottom: 20, right: 40}
              landscapeRight: {top: 0, left: 40, bottom: 20, right: 50}
            sizeClasses: {portrait: wC hR, landscape: wR hC}
            orientations: allButUpsideDown
        """

    @Test func bundledCatalogHoldsEveryModel() throws {
        let catalog = try DeviceCatalog.load(from: Self.bundled)
        #expect(catalog.devices.count == 89)
        #expect(catalog.devices.first?.name == "iPhone 5s")
        #expect(catalog.devices.filter { $0.idiom == .pad }.count == 40)
        let fifteen = try #require(catalog.device(named: "iPhone 15 Pro"))
        #expect(fifteen.portraitSize == Size(width: 393, height: 852))
        #expect(fifteen.scale == 3)
        #expect(fifteen.safeArea[.portrait] == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(fifteen.supportedOrientations == .allButUpsideDown)
        #expect(fifteen.landscapeSizeClasses == SizeClasses(width: .compact, height: .compact))
        #expect(catalog.device(named: "iPhone16,1")?.name == "iPhone 15 Pro")
        #expect(catalog.device(named: "iPhone 15 Pro Max")?.landscapeSizeClasses.width == .regular)
        #expect(catalog.device(named: "iPad Air 2")?.supportedOrientations == .all)
        #expect(catalog.device(named: "iPhone 16 Pro")?.uncertainFields == ["status_bar_portrait_pt"])
        #expect(catalog.sets["modern"]?.count == 10)
    }

    /// The display's corner radius, from ../shared/reference/devices.csv: a square panel 0, a
    /// model the sources disagree on none; each screen of the device has it.
    @Test func devicesHaveTheirScreensCornerRadius() throws {
        let catalog = try DeviceCatalog.load(from: Self.bundled)
        #expect(catalog.device(named: "iPhone 15")?.cornerRadius == 55)
        #expect(catalog.device(named: "iPhone X")?.screen(in: .landscapeLeft).cornerRadius == 39)
        #expect(catalog.device(named: "iPhone 8")?.cornerRadius == 0)
        #expect(try #require(catalog.device(named: "iPad Pro 11-inch (M4)")).cornerRadius == nil)
        #expect(loadError(minimal.replacingOccurrences(of: "statusBar: 50", with: "statusBar: 50\n    cornerRadius: -4"))
            == "mine.yaml:9:19: Test Phone.cornerRadius: expected a number from 0 to 1,000,000, not '-4'")
    }

    /// The fall 2026 models of ../shared/reference/devices-2026.md, each marked uncertain.
    @Test func catalogHasTheFall2026Models() throws {
        let catalog = try DeviceCatalog.load(from: Self.bundled)
        let proMax = try #require(catalog.device(named: "iPhone19,7"))
        #expect(proMax.name == "iPhone 18 Pro Max")
        #expect(proMax.portraitSize == Size(width: 440, height: 956))
        #expect(proMax.landscapeSizeClasses == SizeClasses(width: .regular, height: .compact))
        let outer = try #require(catalog.device(named: "iPhone (foldable) outer screen"))
        #expect(outer.portraitSize == Size(width: 466, height: 678))
        #expect(outer.safeArea[.portrait] == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
        let inner = try #require(catalog.device(named: "iPhone19,4"))
        #expect(inner.name == "iPhone (foldable) inner screen")
        #expect(inner.portraitSizeClasses == SizeClasses(width: .regular, height: .regular))
        #expect(inner.landscapeSizeClasses == SizeClasses(width: .regular, height: .regular))
        #expect(inner.safeArea[.landscapeLeft] == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
        for device in [catalog.device(named: "iPhone 18 Pro"), proMax, outer, inner] {
            #expect(device?.uncertainFields.contains("points") == true)
        }
    }

    /// The catalog built into the code (by the EmbedDeviceCatalog plugin) is Devices/ exactly.
    @Test func builtInCatalogIsTheDevicesFolder() throws {
        let folder = try DeviceCatalog.load(from: Self.bundled)
        let builtIn = try BuiltInCatalog.load()
        #expect(DeviceTable.json(builtIn.devices, catalog: builtIn) == DeviceTable.json(folder.devices, catalog: folder))
        #expect(builtIn.windows.count == folder.windows.count && builtIn.sets == folder.sets)
        #expect(builtIn.designDevices.map(\.id) == folder.designDevices.map(\.id))
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.bundled).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(BuiltInCatalog.files.map(\.path) == names.map { "Devices/" + $0 })
        for file in BuiltInCatalog.files {
            let path = Self.bundled + "/" + (file.path as NSString).lastPathComponent
            #expect(file.text == (try String(contentsOfFile: path, encoding: .utf8)), "\(file.path)")
        }
        #expect(builtIn.device(named: "iPhone 15 Pro")?.location?.file == "Devices/iphone-dynamic-island.yaml")
    }

    /// An exported catalog, edited and laid over the built-in one, changes what was edited and
    /// doubles nothing (windows included).
    @Test func builtInCatalogExportsAsItsFiles() throws {
        let folder = TemporaryFolder.unusedPath("export", "/Devices").path
        let written = try BuiltInCatalog.export(to: folder)
        #expect(written.count == BuiltInCatalog.files.count)
        let path = folder + "/iphone-dynamic-island.yaml"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "points: 393x852", with: "points: 393x853").write(toFile: path, atomically: true, encoding: .utf8)
        let builtIn = try BuiltInCatalog.load()
        let merged = builtIn.merged(with: try DeviceCatalog.load(from: folder))
        #expect(merged.devices.map(\.name) == builtIn.devices.map(\.name))
        #expect(merged.windows.count == builtIn.windows.count)
        #expect(merged.designDevices.count == builtIn.designDevices.count)
        #expect(merged.device(named: "iPhone 15 Pro")?.portraitSize == Size(width: 393, height: 853))
    }

    @Test func barHeightsComeFromTheCatalog() throws {
        let catalog = try DeviceCatalog.load(from: Self.bundled)
        let phone = try #require(catalog.bars[.phone])
        #expect(phone.navigationBar == BarHeight(regular: 44, compact: 32))
        #expect(phone.tabBar.height(for: .regular) == 49)
        let bars = BarSet(navigationBar: .largeTitle, tabBar: true, toolbar: true)
        #expect(phone.insets(of: bars, verticalSizeClass: .regular) == (top: 96, bottom: 93))
        #expect(phone.insets(of: bars, verticalSizeClass: .compact) == (top: 32, bottom: 64))
        #expect(phone.insets(of: .none, verticalSizeClass: .regular) == (top: 0, bottom: 0))
        #expect(catalog.bars[.pad]?.uncertainFields.contains("tabBar") == true)
        #expect(loadError("bars:\n  - family: phone\n    navigationBar: {regular: 44}\n")
            == "mine.yaml:3:20: bars[0].navigationBar: needs regular: and compact:")
        // A page sheet on a phone in portrait: its own navigation bar; the bottom bars are a screen's.
        let sheet = try #require(phone.pageSheet)
        #expect(sheet == PageSheetMetrics(topGap: 10, navigationBar: 56, largeTitleNavigationBar: 108))
        #expect(phone.sheetInsets(of: bars, sheet: sheet) == (top: 108, bottom: 93))
        #expect(phone.sheetInsets(of: BarSet(navigationBar: .standard), sheet: sheet) == (top: 56, bottom: 0))
        #expect(catalog.bars[.pad]?.pageSheet == nil)
        #expect(loadError("""
            bars:
              - family: phone
                navigationBar: {regular: 44, compact: 32}
                largeTitleNavigationBar: {regular: 96, compact: 32}
                tabBar: {regular: 49, compact: 32}
                toolbar: {regular: 44, compact: 32}
                pageSheet: {topGap: 10, navigationBar: 56}

            """) == "mine.yaml:7:16: bars[0].pageSheet.largeTitleNavigationBar: missing; a page sheet needs topGap, navigationBar and largeTitleNavigationBar")
    }

    /// Xcode's canvas by version: before Xcode 9.3 (toolsVersion 13500) it drew table cells with
    /// 8 pt content margins on every side; before Xcode 12 (17000), an embedded table's cells with 15.
    @Test func theCanvasByVersionIsCatalogData() throws {
        let catalog = try DeviceCatalog.load(from: Self.bundled)
        #expect(catalog.designCanvas.drawsTableCellsWithOwnMargins(xcodeBuild: 12120))
        #expect(!catalog.designCanvas.drawsTableCellsWithOwnMargins(xcodeBuild: 13528))
        #expect(!catalog.designCanvas.drawsTableCellsWithOwnMargins(xcodeBuild: 22684))
        #expect(catalog.designCanvas.tableCellOwnMargins == 8)
        #expect(catalog.designCanvas.uncertain == ["tableCellOwnMargins.beforeToolsVersion", "embeddedTableCellMargins.beforeToolsVersion", "controls.fromToolsVersion",
                                                  "navigationBars.fromToolsVersion", "sheets.fromToolsVersion", "tableCellVerticalMargins.fromToolsVersion", "topLevelViewsAtScreenTop.beforeToolsVersion",
                                                  "shortTopLevelViewsWithoutStatusBar.beforeToolsVersion", "shortTopLevelViewsWithoutStatusBar.shorterThanScreen"])
        // Before Xcode 12, the cells of a table embedded in a scene had 15-pt margins where UIKit's are 16.
        #expect(catalog.designCanvas.embeddedTableCellMargins(xcodeBuild: 14460) == 15)
        #expect(catalog.designCanvas.embeddedTableCellMargins(xcodeBuild: 17701) == nil)
        #expect(loadError("canvas:\n  embeddedTableCellMargins: {margins: -1}\n").hasPrefix("mine.yaml:2:"))
        #expect(catalog.designCanvas.drawsTopLevelViewsAtScreenTop(xcodeBuild: 21507))
        #expect(!catalog.designCanvas.drawsTopLevelViewsAtScreenTop(xcodeBuild: 21701))
        // Before Xcode 11, no status bar over a top-level view shorter than half the screen.
        #expect(!catalog.designCanvas.drawsStatusBar(overTopLevelViewOfHeight: 90, screenHeight: 667, xcodeBuild: 14490))
        #expect(catalog.designCanvas.drawsStatusBar(overTopLevelViewOfHeight: 570, screenHeight: 667, xcodeBuild: 14460))
        #expect(catalog.designCanvas.drawsStatusBar(overTopLevelViewOfHeight: 116, screenHeight: 896, xcodeBuild: 20037))
        #expect(loadError("canvas:\n  shortTopLevelViewsWithoutStatusBar: {beforeToolsVersion: 14800, shorterThanScreen: 2}\n")
            .hasPrefix("mine.yaml:2:"))
        #expect(loadError("canvas:\n  shortTopLevelViewsWithoutStatusBar: {shorterThanScreen: 0.5}\n")
            == "mine.yaml:2:39: canvas.shortTopLevelViewsWithoutStatusBar: needs beforeToolsVersion:")
        #expect(!catalog.designCanvas.drawsSheets(xcodeBuild: 14490))
        #expect(catalog.designCanvas.drawsSheets(xcodeBuild: 14810))
        #expect(catalog.designCanvas.sheetNavigationBar == 56)
        #expect(loadError("canvas:\n  tableCellOwnMargins: {before: 13500}\n").hasPrefix("mine.yaml:2:25: canvas.tableCellOwnMargins: unknown key 'before'"))
        // Xcode 26 draws iOS 26's switch (61 × 28, its frame 2 pt wider on the right) and slider.
        #expect(catalog.designCanvas.controls(xcodeBuild: 24128) == ["textField": ControlMetrics(height: 34)])
        // Before Xcode 11, iOS 12's rounded-rect text field, 30 pt tall.
        #expect(catalog.designCanvas.controls(xcodeBuild: 14490) == ["textField": ControlMetrics(height: 30)])
        let controls = catalog.designCanvas.controls(xcodeBuild: 24412)
        #expect(controls["switch"] == ControlMetrics(width: 61, height: 28, outsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)))
        #expect(controls["slider"] == ControlMetrics(height: 34))
        #expect(loadError("canvas:\n  controls:\n    - {fromToolsVersion: 1, toggle: {width: 2}}\n")
            .hasPrefix("mine.yaml:3:29: canvas.controls[0]: unknown key 'toggle'"))
        // And iOS 26's navigation bar, 54 pt tall.
        #expect(catalog.designCanvas.navigationBarHeight(xcodeBuild: 23727) == nil)
        #expect(catalog.designCanvas.navigationBarHeight(xcodeBuild: 24093) == 54)
        #expect(loadError("canvas:\n  navigationBars:\n    - {fromToolsVersion: 24000}\n")
            == "mine.yaml:3:7: canvas.navigationBars[0]: needs fromToolsVersion: and height:")
        // And table cells' content views 15 pt from their top and bottom, where UIKit's were 11.
        #expect(catalog.designCanvas.tableCellVerticalMargins(xcodeBuild: 23727) == nil)
        #expect(catalog.designCanvas.tableCellVerticalMargins(xcodeBuild: 24127) == 15)
        #expect(loadError("canvas:\n  tableCellVerticalMargins: {margins: 15}\n")
            == "mine.yaml:2:29: canvas.tableCellVerticalMargins: needs fromToolsVersion: and margins:")
    }


    /// The design screen's safe area by Xcode version: an iPhone 11 (`retina6_1`) was drawn with a
    /// 44-pt status bar before Xcode 14, 48 from then, and Xcode 16.3 on doubles the top and bottom
    /// insets in portrait (a view pinned to the safe area's bottom saved 828 of 896 tall); the
    /// iPhone 12 and 12 Pro Max had 44 before Xcode 14 as well, 47 from then.
    @Test func theDesignSafeAreaFollowsTheXcodeThatSavedTheFile() throws {
        let catalog = try DeviceCatalog.load(from: Self.bundled)
        let (design, device) = try #require(catalog.designDevice(id: "retina6_1"))
        func safeArea(_ build: Int, landscape: Bool = false) -> EdgeInsets {
            design.screen(of: device, landscape: landscape, xcodeBuild: build).safeArea
        }
        #expect(safeArea(17701) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(safeArea(23504) == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        #expect(safeArea(23727) == EdgeInsets(top: 96, left: 0, bottom: 68, right: 0))
        #expect(safeArea(24765, landscape: true) == EdgeInsets(top: 0, left: 48, bottom: 21, right: 48))
        let (island, islandDevice) = try #require(catalog.designDevice(id: "retina6_12"))
        #expect(island.screen(of: islandDevice, landscape: false, xcodeBuild: 24412).safeArea
            == EdgeInsets(top: 118, left: 0, bottom: 68, right: 0))
        #expect(island.uncertainFields.contains("safeArea.fromToolsVersion"))
        // The iPhone 12 and 12 Pro Max were drawn with the iPhone 11's 44 pt before Xcode 14 too.
        for id in ["retina6_0", "retina6_7"] {
            let (twelve, twelveDevice) = try #require(catalog.designDevice(id: id))
            #expect(twelve.screen(of: twelveDevice, landscape: false, xcodeBuild: 19529).safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
            #expect(twelve.screen(of: twelveDevice, landscape: false, xcodeBuild: 21701).safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        }
    }
    /// Xcode 16's iPhone 16 Pro (`retina6_3`, roots saved 402 x 874) is a design device, and an
    /// id matches whatever its case: Xcode writes the 13-inch iPad Pro as `iPad13_0rounded` too.
    /// Before, the files saved on them had no design device, and `verify-ib` compared none of
    /// their views (26 views of two files of ../shared/ib-wide; 21 more within 1 px).
    @Test func xcodeIdsOfNewDevicesAndEitherCase() throws {
        let catalog = try DeviceCatalog.load(from: Self.bundled)
        let (sixteen, sixteenDevice) = try #require(catalog.designDevice(id: "retina6_3"))
        #expect(sixteenDevice.name == "iPhone 16 Pro")
        #expect(sixteen.screen(of: sixteenDevice, landscape: false, xcodeBuild: 24506).size == Size(width: 402, height: 874))
        #expect(sixteen.screen(of: sixteenDevice, landscape: false, xcodeBuild: 24506).safeArea == EdgeInsets(top: 124, left: 0, bottom: 68, right: 0))
        #expect(sixteen.screen(of: sixteenDevice, landscape: false, xcodeBuild: 23504).safeArea == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(catalog.designDevice(id: "iPad13_0rounded")?.device.name == "iPad Pro 13-inch (M4)")
        #expect(catalog.designDevice(id: "RETINA4_7")?.device.name == catalog.designDevice(id: "retina4_7")?.device.name)
        #expect(catalog.designDevice(id: "retina9_9") == nil)
    }

    /// Xcode's 3.5-inch iPhone (`retina3_5`: the iPhone 4s, 320 x 480 at @2x) is a design screen
    /// though no device of the catalog has it (runs leave out a phone iOS 9 was the last for): it
    /// is the 4-inch iPhone SE's screen, 480 pt tall. Before, the 13 files of `../shared/ib-wide`
    /// saved on it had no design device to compare on.
    @Test func theThreeAndAHalfInchIPhoneIsADesignScreen() throws {
        let catalog = try DeviceCatalog.load(from: Self.bundled)
        let (design, device) = try #require(catalog.designDevice(id: "retina3_5"))
        #expect(device.name == "iPhone SE (1st generation)")
        #expect(design.screen(of: device, landscape: false, xcodeBuild: 13000).size == Size(width: 320, height: 480))
        #expect(design.screen(of: device, landscape: true, xcodeBuild: 13000).size == Size(width: 480, height: 320))
        #expect(design.screen(of: device, landscape: false, xcodeBuild: 13000).safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(!catalog.devices.contains { $0.screen(in: .portrait).size == Size(width: 320, height: 480) })
        #expect(loadError(minimal + """

            designDevices:
              - {id: retina9_0, device: Test Phone, points: 320}
            """) == "mine.yaml:16:49: retina9_0.points: expected WIDTHxHEIGHT, not '320'")
    }

    @Test func landscapeSwapsTheSizeAndTakesItsOwnInsets() throws {
        let device = try #require(try DeviceCatalog.load(yaml: minimal, file: "mine.yaml").devices.first)
        let left = device.screen(in: .landscapeLeft)
        #expect(left.size == Size(width: 800, height: 400))
        #expect(left.safeArea == EdgeInsets(top: 0, left: 50, bottom: 20, right: 40))
        #expect(device.screen(in: .landscapeRight).safeArea == EdgeInsets(top: 0, left: 40, bottom: 20, right: 50))
        #expect(left.sizeClasses == SizeClasses(width: .regular, height: .compact))
        #expect(device.screen(in: .portrait).description == "Test Phone portrait")
    }

    @Test func multitaskingWindowsBelongToTheirScreenClass() throws {
        let catalog = try DeviceCatalog.load(from: Self.bundled)
        let air2 = try #require(catalog.device(named: "iPad Air 2"))
        let windows = catalog.windows(of: air2)
        #expect(windows.map(\.arrangement) == ["split 2/3", "split 1/2", "split 1/3", "split 2/3", "split 1/3"])
        let narrow = windows[2].screen(on: air2, in: .landscapeLeft)
        #expect(narrow.size == Size(width: 320, height: 768))
        #expect(narrow.sizeClasses == SizeClasses(width: .compact, height: .regular))
        #expect(narrow.description == "iPad Air 2 split 1/3 landscapeLeft")
        #expect(catalog.windows(of: try #require(catalog.device(named: "iPhone 15"))).isEmpty)
    }

    @Test func selectionByNameWildcardFamilyAndSet() throws {
        let catalog = try DeviceCatalog.load(from: Self.bundled)
        #expect(try catalog.select(DeviceSelection(names: ["iPhone SE*"])).map(\.name)
            == ["iPhone SE (1st generation)", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"])
        #expect(try catalog.select(DeviceSelection(idiom: .pad)).count == 40)
        #expect(try catalog.select(DeviceSelection(set: "extremes")).map(\.name)
            == ["iPhone SE (1st generation)", "iPhone 17 Pro Max", "iPad mini (6th generation)", "iPad Pro 13-inch (M4)"])
        #expect(throws: DeviceCatalogError.unknownDevice("iPhone 99")) { try catalog.select(DeviceSelection(names: ["iPhone 99"])) }
        #expect(throws: DeviceCatalogError.unknownSet("retro", known: ["extremes", "modern"])) {
            try catalog.select(DeviceSelection(set: "retro"))
        }
    }

    /// A model that cannot install the app (its last iOS is older than the deployment target) is
    /// left out, whatever else picks it; a model that runs the current release never is.
    @Test func aDeploymentTargetLeavesOutModelsThatCannotRunIt() throws {
        let catalog = try DeviceCatalog.load(from: Self.bundled)
        #expect(catalog.device(named: "iPhone X")?.lastMajorOS == 16)
        #expect(catalog.device(named: "iPhone 11")?.lastMajorOS == nil)
        #expect(try catalog.select(DeviceSelection(names: ["iPhone X*"], deploymentTarget: OSVersion(major: 17))).map(\.name)
            == ["iPhone XS", "iPhone XS Max", "iPhone XR"])
        #expect(try catalog.select(DeviceSelection(names: ["iPhone X*"], deploymentTarget: OSVersion(major: 16, minor: 4))).map(\.name)
            == ["iPhone X", "iPhone XS", "iPhone XS Max", "iPhone XR"])
        #expect(try catalog.select(DeviceSelection(idiom: .pad, deploymentTarget: OSVersion(major: 26))).count == 40 - 12)
        #expect(try catalog.select(DeviceSelection(deploymentTarget: OSVersion(major: 12))).count == 89)
        let mine = try DeviceCatalog.load(yaml: minimal.replacingOccurrences(of: "    year: 2030\n", with: "    year: 2030\n    lastOS: 26\n"), file: "mine.yaml")
        #expect(mine.devices.first?.lastMajorOS == 26)
        #expect(loadError(minimal.replacingOccurrences(of: "    year: 2030\n", with: "    year: 2030\n    lastOS: latest\n"))
            == "mine.yaml:5:13: Test Phone.lastOS: expected the last major iOS release the device runs (18)")
        #expect(OSVersion(parsing: "17.4.1") == OSVersion(major: 17, minor: 4))
        #expect(OSVersion(parsing: "17") == OSVersion(major: 17))
        #expect(["", "17.", "x", "1", "17.4.1.0", "-17", "+17"].compactMap(OSVersion.init(parsing:)) == [])
    }

    @Test func aUserCatalogIsLaidOverTheBundledOne() throws {
        let bundled = try DeviceCatalog.load(from: Self.bundled)
        var mine = try DeviceCatalog.load(yaml: minimal, file: "mine.yaml")
        mine.devices.append(bundled.device(named: "iPhone 15")!)
        mine.devices[1].scale = 2
        let merged = bundled.merged(with: mine)
        #expect(merged.devices.count == 90)
        #expect(merged.device(named: "iPhone 15")?.scale == 2)
        #expect(merged.device(named: "Test Phone") != nil)
    }

    @Test func everyBadFieldIsNamedWithItsPlace() {
        #expect(loadError(minimal.replacingOccurrences(of: "    year: 2030\n", with: ""))
            == "mine.yaml:2:5: devices[0].year: missing; every device needs year")
        #expect(loadError(minimal.replacingOccurrences(of: "points: 400x800", with: "points: -400x800"))
            == "mine.yaml:5:13: Test Phone.points: each side must be greater than 0 and at most 1,000,000, not '-400x800'")
        #expect(loadError(minimal.replacingOccurrences(of: "scale: 3", with: "scale: 0"))
            == "mine.yaml:6:12: Test Phone.scale: expected a number from 1 to 10, not '0'")
        #expect(loadError(minimal.replacingOccurrences(of: "landscape: wR hC", with: "landscape: wide"))
            == "mine.yaml:13:47: Test Phone.sizeClasses.landscape: unknown size classes 'wide'; expected like wC hR (C compact, R regular)")
        #expect(loadError(minimal.replacingOccurrences(of: "orientations: allButUpsideDown", with: "orientations: sideways")).hasPrefix(
            "mine.yaml:14:19: Test Phone.orientations: unknown orientation 'sideways'"))
        #expect(loadError(minimal.replacingOccurrences(of: "orientations: allButUpsideDown", with: "orientations: all"))
            == "mine.yaml:10:7: Test Phone.safeArea.portraitUpsideDown: missing; the device supports portraitUpsideDown")
        #expect(loadError(minimal.replacingOccurrences(of: "family: phone", with: "family: watch"))
            == "mine.yaml:3:13: Test Phone.family: expected phone or pad")
        #expect(loadError(minimal.replacingOccurrences(of: "statusBar: 50", with: "statusbar: 50")).hasPrefix(
            "mine.yaml:8:5: devices[0]: unknown key 'statusbar'"))
        #expect(loadError("devices:\n  - name: [oops\n").hasPrefix("mine.yaml:3:1: not valid YAML"))
        #expect(loadError(minimal.replacingOccurrences(of: "scale: 3", with: "scale: [3]"))
            == "mine.yaml:6:12: Test Phone.scale: expected a single value, not a list or mapping")
    }

    @Test func hugeAndNonFiniteNumbersAreRefusedWithTheirRange() {
        #expect(loadError(minimal.replacingOccurrences(of: "points: 400x800", with: "points: 400x9223372036854775807"))
            == "mine.yaml:5:13: Test Phone.points: each side must be greater than 0 and at most 1,000,000, not '400x9223372036854775807'")
        #expect(loadError(minimal.replacingOccurrences(of: "scale: 3", with: "scale: .nan"))
            == "mine.yaml:6:12: Test Phone.scale: expected a number from 1 to 10, not '.nan'")
        #expect(loadError(minimal.replacingOccurrences(of: "statusBar: 50", with: "statusBar: 1e400"))
            == "mine.yaml:8:16: Test Phone.statusBar: expected a number from 0 to 1,000,000, not '1e400'")
        let long = String(repeating: "x", count: 10_000)
        #expect(loadError(minimal.replacingOccurrences(of: "landscape: wR hC", with: "landscape: \(long)"))
            == "mine.yaml:13:47: Test Phone.sizeClasses.landscape: unknown size classes '\(String(repeating: "x", count: 60))…'; "
            + "expected like wC hR (C compact, R regular)")
    }

    @Test func duplicateNamesAcrossFilesFailTheWholeCatalog() throws {
        let directory = try TemporaryFolder.make("trellis-catalog")
        defer { try? FileManager.default.removeItem(at: directory) }
        try minimal.write(to: directory.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try minimal.write(to: directory.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        #expect(throws: DeviceCatalogError.self) { try DeviceCatalog.load(from: directory.path) }
        do {
            _ = try DeviceCatalog.load(from: directory.path)
        } catch {
            #expect(error.description == "\(directory.path)/b.yaml:2:5: name: the device name 'Test Phone' is already used at "
                + "\(directory.path)/a.yaml:2:5; names and aliases must be unique")
        }
        #expect(throws: DeviceCatalogError.self) { try DeviceCatalog.load(from: "/nonexistent") }
    }
}

extension CatalogTests {
    @Test func aSetMemberThatIsNoDeviceIsNamedInItsFile() throws {
        let directory = try TemporaryFolder.make("trellis-sets")
        defer { try? FileManager.default.removeItem(at: directory) }
        try minimal.write(to: directory.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try "sets:\n  mine:\n    - Test Phone\n    - iPhone 99\n".write(
            to: directory.appendingPathComponent("sets.yaml"), atomically: true, encoding: .utf8)
        do {
            _ = try DeviceCatalog.load(from: directory.path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "\(directory.path)/sets.yaml:4:7: sets.mine: 'iPhone 99' is not a device in the catalog")
        }
    }
}
