import DeviceCatalog
import Foundation
import LayoutModel
import LayoutSources
import Synchronization
import TestSupport
import Testing
import TextMeasurement
import TrellisBase
@testable import MatrixRun

let repository = Repository.root
let bundledCatalog = try! DeviceCatalog.load(from: repository.appendingPathComponent("Devices").path)
let bundledLayouts = try! LayoutLoader().load(LayoutDirectory.sources(in: repository.appendingPathComponent("Layouts").path)).layouts.map(\.entry)

func entry(_ yaml: String, name: String = "test") throws -> LoadedLayout {
    LoadedLayout(path: "\(name).yaml", layout: try LayoutFileLoader.load(yaml: yaml, file: "\(name).yaml"))
}

func devices(_ names: String...) -> [Device] { names.map { bundledCatalog.device(named: $0)! } }

/// Runs a plan and returns its results in case order.
func runAll(_ plan: MatrixPlan, fromScratch: Bool = false, everyCase: Bool = false) -> [CaseResult] {
    let collected = Mutex<[CaseResult]>([])
    MatrixRunner(plan: plan, jobs: 2, fromScratch: fromScratch, solvesEveryCase: everyCase).run { results in
        collected.withLock { $0 += results }
        return true
    }
    return collected.withLock { $0 }.sorted { $0.matrixCase.index < $1.matrixCase.index }
}

struct MatrixPlanTests {
    /// A layout shown on one family only (an iPad storyboard, a `~iphone` xib) has no cases on
    /// the other's devices: UIKit never loads it there.
    @Test func aLayoutOfOneFamilyHasCasesOnItsDevicesOnly() throws {
        let padOnly = try entry("idioms: [pad]\norientations: portrait\nviews: {}")
        let plan = MatrixPlan(layouts: [padOnly], devices: devices("iPhone 15", "iPad Air 2"), catalog: bundledCatalog)
        #expect(plan.cases().map { $0.screen?.description ?? "\($0.device.name) none" } == ["iPad Air 2 portrait"])
        #expect(plan.caseCount == 1)
    }

    @Test func orientationsAreTheIntersectionOfDeviceAppAndLayout() throws {
        let portraitOnly = try entry("orientations: portrait\nviews: {}")
        let landscapeOnly = try entry("orientations: landscape\nviews: {}")
        let anything = try entry("views: {}")
        let plan = MatrixPlan(layouts: [portraitOnly, landscapeOnly, anything],
                              devices: devices("iPhone 15", "iPhone SE (3rd generation)", "iPad Air 2"), catalog: bundledCatalog)
        #expect(plan.orientations(of: anything.layout, on: devices("iPhone 15")[0]) == .allButUpsideDown)
        #expect(plan.orientations(of: anything.layout, on: devices("iPhone SE (3rd generation)")[0]) == .allButUpsideDown)
        #expect(plan.orientations(of: anything.layout, on: devices("iPad Air 2")[0]) == .all)
        #expect(plan.orientations(of: landscapeOnly.layout, on: devices("iPad Air 2")[0]) == .landscape)
        let summary = plan.cases().map { "\($0.layoutIndex) \($0.screen?.description ?? "\($0.device.name) none")" }
        #expect(summary == [
            "0 iPhone 15 portrait", "0 iPhone SE (3rd generation) portrait", "0 iPad Air 2 portrait",
            "1 iPhone 15 landscapeLeft", "1 iPhone 15 landscapeRight", "1 iPhone SE (3rd generation) landscapeLeft",
            "1 iPhone SE (3rd generation) landscapeRight", "1 iPad Air 2 landscapeLeft", "1 iPad Air 2 landscapeRight",
            "2 iPhone 15 portrait", "2 iPhone 15 landscapeLeft", "2 iPhone 15 landscapeRight",
            "2 iPhone SE (3rd generation) portrait", "2 iPhone SE (3rd generation) landscapeLeft",
            "2 iPhone SE (3rd generation) landscapeRight", "2 iPad Air 2 portrait", "2 iPad Air 2 portraitUpsideDown",
            "2 iPad Air 2 landscapeLeft", "2 iPad Air 2 landscapeRight",
        ])
    }

    @Test func upsideDownOnlyWhereTheAppAndHardwareAllowIt() throws {
        let anything = try entry("views: {}")
        let plan = MatrixPlan(layouts: [anything], devices: devices("iPhone 15", "iPhone 8"), catalog: bundledCatalog,
                              appOrientations: [.phone: .all, .pad: .all])
        #expect(plan.cases().map { $0.screen!.description } == [
            "iPhone 15 portrait", "iPhone 15 landscapeLeft", "iPhone 15 landscapeRight",
            "iPhone 8 portrait", "iPhone 8 portraitUpsideDown", "iPhone 8 landscapeLeft", "iPhone 8 landscapeRight",
        ])
    }

    @Test func noOrientationInCommonIsADiagnosticNotASkip() throws {
        let landscapeOnly = try entry("orientations: landscape\nviews: {}")
        let plan = MatrixPlan(layouts: [landscapeOnly], devices: devices("iPhone 15"), catalog: bundledCatalog,
                              appOrientations: [.phone: .portrait, .pad: .all])
        let results = runAll(plan)
        #expect(results.count == 1)
        #expect(results[0].status == .noSupportedOrientation)
        #expect(results[0].diagnostics.map(\.message) == [
            "No orientation to show: iPhone 15 supports allButUpsideDown, the app portrait, the layout landscape; "
                + "UIKit raises UIApplicationInvalidInterfaceOrientation."])
        #expect(results[0].diagnostics.map(\.severity) == [.error])
    }

    @Test func directionsAndWindowsMultiplyTheCases() throws {
        let anything = try entry("views: {}")
        var plan = MatrixPlan(layouts: [anything], devices: devices("iPad Air 2"), catalog: bundledCatalog,
                              directions: [.leftToRight, .rightToLeft], includesWindows: true)
        let cases = plan.cases()
        // 4 orientations × 2 directions × (full screen + 2 portrait or 3 landscape windows).
        #expect(cases.count == 2 * (2 * 3 + 2 * 4))
        #expect(plan.caseCount == cases.count && cases.map(\.index) == Array(0..<cases.count))
        #expect(cases.filter { $0.screen?.window == "split 1/3" && $0.screen?.orientation == .landscapeLeft }
            .map { "\($0.screen!.size) \($0.screen!.sizeClasses) \($0.direction)" } == ["320x768 wC hR ltr", "320x768 wC hR rtl"])
        plan.includesWindows = false
        #expect(plan.cases().count == 8)
    }

    /// Solver groups are expanded a layout at a time as workers take them; they hold every case
    /// of `cases()` once, numbered as there, each group one layout's cases of one set of size
    /// classes and one direction, in order of their first case.
    @Test func solverGroupsHoldEveryCaseOnceInOrder() {
        let plan = MatrixPlan(layouts: bundledLayouts, devices: bundledCatalog.devices, catalog: bundledCatalog,
                              directions: [.leftToRight, .rightToLeft], includesWindows: true)
        let cases = plan.cases()
        let groups = plan.solverGroups()
        // 4 layouts × 2 directions × 4 sets of size classes (both axes regular on an iPad; a
        // compact width and a regular height in portrait and in narrow windows; compact heights in
        // landscape, with a regular width on the largest iPhones).
        #expect(groups.count == 32)
        #expect(groups.count == Set(cases.map { "\($0.layoutIndex) \($0.screen.map { "\($0.sizeClasses)" } ?? "-") \($0.direction)" }).count)
        #expect(groups.flatMap(\.cases).map(\.index).sorted() == Array(0..<cases.count))
        #expect(groups.map { $0.cases[0].index } == groups.map { $0.cases[0].index }.sorted())
        for group in groups {
            #expect(group.cases.allSatisfy { matrixCase in
                let planned = cases[matrixCase.index]
                return matrixCase.layoutIndex == group.layoutIndex && planned.layoutIndex == group.layoutIndex
                    && planned.device.name == matrixCase.device.name && planned.screen?.window == matrixCase.screen?.window
                    && matrixCase.screen?.sizeClasses == group.sizeClasses && matrixCase.direction == group.direction
            })
        }
        var queue = SolverGroupQueue(plan)
        var handedOut = 0
        while let group = queue.next() {
            #expect(group.cases.map(\.index) == groups[handedOut].cases.map(\.index))
            handedOut += 1
        }
        #expect(handedOut == groups.count)
    }
}

struct MatrixRunnerTests {
    @Test func bundledLayoutsOnTheWholeCatalog() {
        let plan = MatrixPlan(layouts: bundledLayouts, devices: bundledCatalog.devices, catalog: bundledCatalog)
        let results = runAll(plan)
        // detail allows all but upside-down; the others all four (iPads only show upside-down).
        #expect(results.count == 49 * 3 + 40 * 3 + 3 * (49 * 3 + 40 * 4))
        #expect(results.allSatisfy { $0.status == .solved })
        #expect(results.allSatisfy { $0.isIncremental })
        // The foldable's outer screen keeps 84 pt on the right for its status corner (an uncertain
        // fact), and the login form's fixed width reaches into it in portrait: its fields do (their
        // whole frame is touched), its buttons' centred titles keep clear: one finding, as one fix
        // (the form inside the safe area) moves both; nothing else warns.
        let warnings = results.flatMap { result in
            result.diagnostics.filter { $0.severity != .note }.map { "\(result.matrixCase.device.name) \(result.matrixCase.layoutIndex) \($0.kind) \($0.views)" }
        }
        let login = bundledLayouts.firstIndex { $0.layout.name == "login" }!
        #expect(warnings == ["iPhone (foldable) outer screen \(login) unsafe-area [\"email\", \"password\"]"])
    }

    @Test func incrementalGivesTheFramesOfAFromScratchSolve() {
        let plan = MatrixPlan(layouts: bundledLayouts, devices: bundledCatalog.devices, catalog: bundledCatalog)
        let incremental = runAll(plan)
        let scratch = runAll(plan, fromScratch: true)
        #expect(incremental.count == scratch.count)
        for (a, b) in zip(incremental, scratch) {
            #expect(a.frames.map(\.rootFrame) == b.frames.map(\.rootFrame), "\(a.matrixCase.screen!)")
            #expect(a.diagnostics == b.diagnostics)
            #expect(!b.isIncremental)
        }
    }

    @Test func sizeClassesChooseTheVariations() {
        let login = bundledLayouts.firstIndex { $0.layout.name == "login" }!
        let masterDetail = bundledLayouts.firstIndex { $0.layout.name == "master-detail" }!
        let plan = MatrixPlan(layouts: [bundledLayouts[login], bundledLayouts[masterDetail]],
                              devices: devices("iPhone 15 Pro", "iPhone 15 Pro Max", "iPad Air 2"), catalog: bundledCatalog,
                              appOrientations: [.phone: .allButUpsideDown, .pad: .portrait])
        let results = runAll(plan)
        func views(_ layoutIndex: Int, _ screen: String) -> [String] {
            results.first { $0.matrixCase.layoutIndex == layoutIndex && $0.matrixCase.screen!.description == screen }!.frames.map(\.view)
        }
        func variations(_ layoutIndex: Int, _ screen: String) -> [String] {
            results.first { $0.matrixCase.layoutIndex == layoutIndex && $0.matrixCase.screen!.description == screen }!.variations
        }
        #expect(views(0, "iPhone 15 Pro portrait").contains("logo"))
        #expect(!views(0, "iPhone 15 Pro landscapeLeft").contains("logo"))
        #expect(variations(0, "iPhone 15 Pro landscapeLeft") == ["width: any, height: compact"])
        #expect(!views(1, "iPhone 15 Pro landscapeLeft").contains("detail"))  // wC hC
        #expect(views(1, "iPhone 15 Pro Max landscapeLeft").contains("detail"))  // wR hC
        #expect(variations(1, "iPhone 15 Pro Max landscapeLeft") == ["width: regular, height: any"])
        #expect(views(1, "iPad Air 2 portrait").contains("detail"))
    }

    @Test func framesAreRoundedToEachDevicesPixelGrid() throws {
        let label = try entry("""
            views:
              label: {kind: label, text: Hi, intrinsicSize: 10x20.3}
            constraints:
              - label.leading == root.leading + 10.2
              - label.top == safeArea.top
            """)
        let results = runAll(MatrixPlan(layouts: [label], devices: devices("iPhone 8", "iPhone 15"), catalog: bundledCatalog,
                                        appOrientations: [.phone: .portrait, .pad: .portrait]))
        #expect(results.map { $0.frames[1].rootFrame.description } == ["(10, 20, 10, 20.5)", "(10.333, 59, 10, 20.333)"])
        #expect(results.map { $0.frames[1].exactRootFrame.description } == ["(10.2, 20, 10, 20.3)", "(10.2, 59, 10, 20.3)"])
        #expect(results.map { $0.diagnostics.map(\.kind.name) } == [["pixel-misaligned"], ["pixel-misaligned"]])
        #expect(results[0].diagnostics[0].message == "Pixel grid: 1 view solves off the @2x grid and UIKit rounds it: label.")
        #expect(results[0].diagnostics[0].views == ["label"])
    }

    @Test func contentUnderTheUnsafeAreaIsAWarning() throws {
        let header = try entry("""
            views:
              background: {}
              title: {kind: label, text: Title, intrinsicSize: 100x20}
            constraints:
              - H:|[background]|
              - V:|[background(100)]
              - title.leading == root.leading + 20
              - title.top == root.top + 10
            """)
        let results = runAll(MatrixPlan(layouts: [header], devices: devices("iPhone 15"), catalog: bundledCatalog,
                                        appOrientations: [.phone: .portrait, .pad: .portrait]))
        #expect(results[0].diagnostics.map(\.kind.name) == ["unsafe-area"])
        #expect(results[0].diagnostics[0].views == ["title"])
        #expect(results[0].diagnostics[0].message == "Unsafe area: title at (20, 10, 100, 20) (in root coordinates) reaches "
            + "outside the safe area (0, 59, 393, 759), under the status bar, sensor housing or home indicator.")
    }

    /// In landscape an iPhone's safe area is inset on both sides, but only one has the sensor
    /// housing (the device's top: on the right in landscapeLeft, whose home button is on the
    /// left). Past the other side a label is under nothing, unless it reaches a rounded corner.
    @Test func onlyTheSensorHousingsSideCoversContentInLandscape() throws {
        let side = try entry("""
            views:
              middle: {kind: label, text: Middle, intrinsicSize: 60x20}
              corner: {kind: label, text: Corner, intrinsicSize: 60x20}
            constraints:
              - middle.leading == root.leading + 10
              - middle.centerY == root.centerY
              - corner.leading == root.leading + 10
              - corner.top == root.top + 8
            """)
        let results = runAll(MatrixPlan(layouts: [side], devices: devices("iPhone 15"), catalog: bundledCatalog,
                                        appOrientations: [.phone: .landscape, .pad: .landscape]))
        #expect(results.map { "\($0.matrixCase.screen!.orientation): \($0.diagnostics.filter { $0.kind == .unsafeArea }.flatMap(\.views))" }
            == ["landscapeLeft: [\"corner\"]", "landscapeRight: [\"middle\", \"corner\"]"])
    }

    @Test func barsGrowTheSafeArea() throws {
        let screen = try entry("""
            container: {navigationBar: standard, tabBar: true}
            views:
              top: {}
              bottom: {}
            constraints:
              - H:|[top(10)]
              - top.top == safeArea.top
              - top.height == 10
              - H:|[bottom(10)]
              - bottom.bottom == safeArea.bottom
              - bottom.height == 10
            """)
        let results = runAll(MatrixPlan(layouts: [screen], devices: devices("iPhone 15"), catalog: bundledCatalog))
        // Portrait: 59 + 44 at the top, 34 + 49 at the bottom; landscape: compact bars of 32.
        #expect(results.map { "\($0.frames[1].rootFrame.y) \($0.frames[2].rootFrame.maxY)" }
            == ["103.0 769.0", "32.0 340.0", "32.0 340.0"])
    }

    @Test func conflictsAreErrorsNamingTheirConstraints() throws {
        let layout = try entry(String(contentsOf: repository.appendingPathComponent(
            "Tests/LayoutModelTests/Fixtures/diagnostics/unsatisfiable.yaml"), encoding: .utf8))
        let results = runAll(MatrixPlan(layouts: [layout], devices: devices("iPhone 15"), catalog: bundledCatalog,
                                        appOrientations: [.phone: .portrait, .pad: .portrait]))
        let diagnostic = try #require(results[0].diagnostics.first)
        #expect(diagnostic.kind == .unsatisfiable && diagnostic.severity == .error)
        #expect(diagnostic.constraints == ["bannerWidth", "banner.width == 320"])
        #expect(!results[0].isIncremental)
    }

    @Test func scalesShareASolverWhenIntrinsicSizesAgree() throws {
        let fixed = try entry("""
            views:
              label: {kind: label, text: Fixed, intrinsicSize: 100x20}
            constraints:
              - label.leading == margins.leading
              - label.top == safeArea.top + 8
            """)
        let fonted = try entry("""
            views:
              label: {kind: label, text: Fonted, font: 17}
            constraints:
              - label.leading == margins.leading
              - label.top == safeArea.top + 8
            """)
        let phones = devices("iPhone 8", "iPhone 15")  // @2x and @3x, both wC hR in portrait
        let portrait: [Idiom: OrientationMask] = [.phone: .portrait, .pad: .portrait]
        let fixedPlan = MatrixPlan(layouts: [fixed], devices: phones, catalog: bundledCatalog, appOrientations: portrait)
        let fontedPlan = MatrixPlan(layouts: [fonted], devices: phones, catalog: bundledCatalog, appOrientations: portrait)
        #expect(fixedPlan.solverGroups().count == 1 && fontedPlan.solverGroups().count == 1)
        func engines(_ plan: MatrixPlan) throws -> Int {
            let solver = try IncrementalLayoutSolver(layout: plan.layouts[0].layout, sizeClasses: SizeClasses(width: .compact, height: .regular),
                                                     direction: .leftToRight)
            for matrixCase in plan.cases() { _ = try solver.solve(in: matrixCase.environment!) }
            return solver.engineCount
        }
        #expect(try engines(fixedPlan) == 1)
        #expect(try engines(fontedPlan) == 2)  // 20.5 and 20.333 pt lines
        let shared = runAll(fixedPlan)
        let scratch = runAll(fixedPlan, fromScratch: true)
        #expect(shared.allSatisfy { $0.isIncremental })
        #expect(shared.map { $0.frames.map(\.rootFrame) } == scratch.map { $0.frames.map(\.rootFrame) })
        #expect(shared.map { $0.frames[1].rootFrame.description } == ["(16, 28, 100, 20)", "(16, 67, 100, 20)"])
    }

    @Test func theConsumerCanStopTheRun() {
        let plan = MatrixPlan(layouts: bundledLayouts, devices: bundledCatalog.devices, catalog: bundledCatalog)
        let batches = Mutex(0)
        MatrixRunner(plan: plan, jobs: 2).run { _ in
            batches.withLock { $0 += 1 }
            return false
        }
        #expect(batches.withLock { $0 } == 1)
    }

    @Test func tallyCountsBySeverityAndKind() {
        var tally = RunTally()
        let plan = MatrixPlan(layouts: bundledLayouts, devices: devices("iPhone 8"), catalog: bundledCatalog)
        tally.add(runAll(plan))
        #expect(tally.cases == 12)
        #expect(tally.bySeverity[.error] == nil && tally.worstSeverity == .note)
    }
}
