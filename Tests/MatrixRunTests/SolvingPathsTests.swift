import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutModel
import LayoutSources
import TestSupport
import Testing
@testable import MatrixRun

/// Every example and fixture layout, from `Layouts/` and the test fixtures.
let everyExampleAndFixture: [LoadedLayout] = {
    let folders = ["Layouts", "Tests/LayoutModelTests/Fixtures"].map { repository.appendingPathComponent($0) }
    var entries: [LoadedLayout] = []
    for folder in folders {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }
        for file in files {
            let text = try! String(contentsOf: file, encoding: .utf8)
            var layout = try! LayoutFileLoader.load(yaml: text, file: file.path)
            layout.name = file.path.replacingOccurrences(of: repository.path + "/", with: "")
            entries.append(LoadedLayout(path: file.path, layout: layout))
        }
    }
    return entries
}()

/// Every layout of the Interface Builder corpus (the test fixtures of InterfaceBuilderTests), as a
/// run imports them: Trellis's text metrics, cells and autoresizing views included.
let everyInterfaceBuilderLayout: [LoadedLayout] = {
    let folder = repository.appendingPathComponent("Tests/InterfaceBuilderTests/Fixtures/corpus")
    let files = (try! FileManager.default.contentsOfDirectory(atPath: folder.path)).filter(IBDocument.isInterfaceBuilderFile).sorted()
    return files.flatMap { name in
        LayoutLoader(catalog: bundledCatalog).layouts(ofInterfaceBuilderFile: folder.appendingPathComponent(name).path, name: name).entries
    }
}()

/// A run must give the same frames whichever path solves a case: the shared incremental solvers
/// or a solve from scratch.
struct SolvingPathsTests {
    @Test func incrementalAndFromScratchAgreeOnEveryExampleAndFixture() {
        let plan = MatrixPlan(layouts: everyExampleAndFixture, devices: bundledCatalog.devices, catalog: bundledCatalog,
                              directions: [.leftToRight, .rightToLeft], includesWindows: true)
        let incremental = Self.expectBothPathsAlike(plan)
        #expect(incremental.count > 10_000)
        #expect(incremental.contains { $0.isIncremental })
    }

    @Test func incrementalAndFromScratchAgreeOnEveryInterfaceBuilderLayout() {
        #expect(everyInterfaceBuilderLayout.count == 58)
        #expect(everyInterfaceBuilderLayout.allSatisfy { $0.loadError == nil })
        let plan = MatrixPlan(layouts: everyInterfaceBuilderLayout, devices: bundledCatalog.devices, catalog: bundledCatalog)
        let incremental = Self.expectBothPathsAlike(plan)
        #expect(incremental.contains { $0.isIncremental })
    }

    /// A scene of a real app from ../shared/ib-wide, as a run imports it. Fails in CI when
    /// ../shared is missing; elsewhere the test then has nothing to check (nil).
    static func realScene(_ file: String, _ scene: String) throws -> LoadedLayout? {
        let path = Repository.shared("ib-wide/files/" + file).path
        guard FileManager.default.fileExists(atPath: path) else {
            #expect(!Repository.requiresShared, "CI runs with ../shared beside the project; \(path) is missing")
            return nil
        }
        // Typed, so that #require unwraps the scene (returned as an optional, it would pass nil on).
        let found: LoadedLayout = try #require(LayoutLoader(catalog: bundledCatalog).layouts(ofInterfaceBuilderFile: path, name: file)
            .entries.first { $0.layout.name.hasSuffix("#" + scene) })
        return found
    }

    /// A real app's scene whose equal-spacing stack views left their heights to a tie
    /// (sentry-cocoa's sample app) before Trellis made UIKit's `UISV-canvas-fit`. After a few iPad
    /// screens the shared engine's reduced costs carried rounding of about 1e-8 and it stopped
    /// seeing the tie: 2,114 frames on 55 iPad cases came out up to 950 pt from the frames solving
    /// from scratch gives, and its ambiguity went unreported. (`OptimalFaceTests` keeps such ties.)
    @Test func incrementalAndFromScratchAgreeOnARealAppsTie() throws {
        guard let scene = try Self.realScene("getsentry__sentry-cocoa__Samples__iOS-Swift__App__Resources__Base.lproj__Main.storyboard",
                                             "QmU-DD-itF") else { return }
        let plan = MatrixPlan(layouts: [scene], devices: bundledCatalog.devices.filter { $0.idiom == .pad }, catalog: bundledCatalog)
        let incremental = Self.expectBothPathsAlike(plan)
        #expect(incremental.count > 100)
        // The stacks hug their views at UIKit's priority-49 fit, so nothing is left to a tie; Xcode
        // marks none of the scene's views ambiguous either.
        #expect(!incremental.contains { $0.diagnostics.contains { $0.kind == .ambiguous } })
    }

    /// A real app's scroll view pinned to both the root's leading edge and its safe area's
    /// (element-ios): a conflict wherever the safe area has a side inset. The engine shared from a
    /// landscape phone without one took the 44-pt inset without a word, so 55 landscape cases
    /// lacked the two conflicts that solving from scratch reports.
    @Test func incrementalAndFromScratchAgreeOnARealAppsSafeAreaConflict() throws {
        guard let scene = try Self.realScene("element-hq__element-ios__Riot__Modules__KeyBackup__Setup__Intro__KeyBackupSetupIntroViewController.storyboard",
                                             "dBQ-CG-VDL") else { return }
        let plan = MatrixPlan(layouts: [scene], devices: bundledCatalog.devices.filter { $0.idiom == .phone }, catalog: bundledCatalog)
        let incremental = Self.expectBothPathsAlike(plan)
        let conflicted = incremental.filter { $0.diagnostics.contains { $0.kind == .unsatisfiable } }
        #expect(conflicted.count >= 55)
        #expect(conflicted.allSatisfy { $0.matrixCase.screen.map { $0.safeArea.left > 0 || $0.safeArea.right > 0 } ?? false })
    }

    /// Runs the plan both ways, expects the same frames and diagnostics on every case, and returns
    /// the incremental run's results.
    /// Every case solved both ways (none takes another case's result, so the incremental
    /// solvers see every screen); and the run as it is made, each `SolutionKey` solved once, gives
    /// the same (`GroupedRunTests`).
    static func expectBothPathsAlike(_ plan: MatrixPlan) -> [CaseResult] {
        let incremental = runAll(plan, everyCase: true)
        let scratch = runAll(plan, fromScratch: true, everyCase: true)
        #expect(incremental.count == scratch.count)
        let found = mismatches(plan, incremental, scratch)
        #expect(found.isEmpty, "\(found.count) cases differ, first: \(found.prefix(3))")
        _ = GroupedRunTests.expectGroupedLikeEveryCase(plan, every: incremental)
        return incremental
    }

    /// The cases whose frames or diagnostics differ between the two paths, each with its first difference.
    static func mismatches(_ plan: MatrixPlan, _ incremental: [CaseResult], _ scratch: [CaseResult]) -> [String] {
        var mismatches: [String] = []
        for (a, b) in zip(incremental, scratch) {
            let framesA = a.frames.map { "\($0.view) \($0.frame) \($0.rootFrame)" }, framesB = b.frames.map { "\($0.view) \($0.frame) \($0.rootFrame)" }
            guard framesA != framesB || a.diagnostics != b.diagnostics else { continue }
            let diff = zip(framesA, framesB).first { $0 != $1 }.map { "\($0) vs \($1)" }
                ?? zip(a.diagnostics, b.diagnostics).first { $0 != $1 }.map { "\($0.message) vs \($1.message)" } ?? "counts"
            mismatches.append("\(plan.layouts[a.matrixCase.layoutIndex].layout.name) \(a.matrixCase.screen?.description ?? "-") \(a.matrixCase.direction): \(diff)")
        }
        return mismatches
    }

    @Test func autoresizingFramesAreRelativeToOneDesignSize() throws {
        let layout = everyExampleAndFixture.first { $0.layout.name.hasSuffix("layouts/autoresizing.yaml") }!
        let plan = MatrixPlan(layouts: [layout], devices: devices("iPhone 15", "iPhone 6", "iPad Air 2"), catalog: bundledCatalog,
                              appOrientations: [.phone: .portrait, .pad: .portrait])
        for results in [runAll(plan), runAll(plan, fromScratch: true)] {
            // Written for 390×844: the flexible parts take each screen's difference from it.
            #expect(results.map { $0.frames.first { $0.view == "banner" }!.frame.description }
                == ["(20, 100, 103, 50)", "(20, 100, 85, 50)", "(20, 100, 478, 50)"])
            #expect(results.map { $0.frames.first { $0.view == "badge" }!.frame.description }
                == ["(303, 708, 60, 40)", "(285, 523, 60, 40)", "(678, 880, 60, 40)"])
        }
    }
}
