import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutModel
import LayoutSources
import TestSupport
import Testing
@testable import MatrixRun

/// A run solves each `SolutionKey` once and gives the other cases with that key its result; it
/// must store exactly what solving every case stores.
struct GroupedRunTests {
    /// Everything a case stores besides its timing, as text: the first difference is the message.
    static func stored(_ result: CaseResult) -> [String] {
        [
            "\(result.status) \(result.variations) \(result.rootMargins.map { "\($0)" } ?? "-") \(result.containerFrame.map { "\($0)" } ?? "-")",
        ] + result.frames.map { "\($0.view) \($0.isHidden) \($0.frame) \($0.rootFrame) \($0.exactRootFrame)" }
            + result.diagnostics.map { "\($0.kind) \($0.views) \($0.constraints) \($0.message) \($0.location.map { "\($0)" } ?? "-")" }
    }

    /// Runs `plan` grouped and case by case; returns the grouped results after checking both alike.
    /// (`SolvingPathsTests` checks every example and fixture this way too.)
    static func expectGroupedLikeEveryCase(_ plan: MatrixPlan, every: [CaseResult]? = nil) -> [CaseResult] {
        let grouped = runAll(plan)
        let every = every ?? runAll(plan, everyCase: true)
        #expect(grouped.count == every.count)
        #expect(every.allSatisfy { $0.sharedFrom == nil })
        var differences: [String] = []
        for (a, b) in zip(grouped, every) {
            let storedA = stored(a), storedB = stored(b)
            guard storedA != storedB else { continue }
            let first = zip(storedA, storedB).first { $0 != $1 }.map { "\($0) vs \($1)" } ?? "\(storedA.count) vs \(storedB.count) lines"
            differences.append("\(plan.layouts[a.matrixCase.layoutIndex].layout.name) \(a.matrixCase.screen?.description ?? "-"): \(first)")
        }
        #expect(differences.isEmpty, "\(differences.count) cases differ, first: \(differences.prefix(3))")
        // A shared case points at a case solved for itself, with the same layout and screen.
        for result in grouped {
            guard let source = result.sharedFrom else { continue }
            #expect(grouped[source].sharedFrom == nil && grouped[source].matrixCase.layoutIndex == result.matrixCase.layoutIndex)
            #expect(grouped[source].matrixCase.environment == result.matrixCase.environment)
            #expect(result.solveSeconds == 0)
        }
        return grouped
    }

    @Test func screensOfOneSizeAreSolvedOnce() {
        // iPhone 13 and 13 Pro are one screen (390×844, the same safe area and scale), as are an
        // iPad's two portraits and two landscapes; an iPhone's two landscapes are not (the sensor
        // housing is on one side, `LayoutEnvironment.clearSide`); the 14 Pro and the iPad are
        // screens of their own.
        let plan = MatrixPlan(layouts: bundledLayouts, devices: devices("iPhone 13", "iPhone 13 Pro", "iPhone 14 Pro", "iPad (10th generation)"),
                              catalog: bundledCatalog)
        let results = Self.expectGroupedLikeEveryCase(plan)
        #expect(results.count == 51)
        #expect(results.count { $0.sharedFrom == nil } == 32)
        func screen(_ result: CaseResult) -> String { "\(result.matrixCase.device.name) \(result.matrixCase.screen!.orientation)" }
        let shared = Dictionary(grouping: results.filter { $0.sharedFrom != nil }) { "\(screen($0)) ← \(screen(results[$0.sharedFrom!]))" }
            .mapValues(\.count)
        #expect(shared == [
            "iPhone 13 Pro portrait ← iPhone 13 portrait": 4,
            "iPhone 13 Pro landscapeLeft ← iPhone 13 landscapeLeft": 4,
            "iPhone 13 Pro landscapeRight ← iPhone 13 landscapeRight": 4,
            "iPad (10th generation) portraitUpsideDown ← iPad (10th generation) portrait": 3,
            "iPad (10th generation) landscapeRight ← iPad (10th generation) landscapeLeft": 4,
        ])
    }

    /// Every file of ../shared/ib-wide, on two iPhones that share a screen, in portrait only (70 s
    /// in a debug build; every device would take hours). Fails in CI when ../shared is missing.
    @Test func onEveryFileOfTheWideSet() throws {
        let folder = Repository.shared("ib-wide/files")
        guard FileManager.default.fileExists(atPath: folder.path) else {
            #expect(!Repository.requiresShared, "CI runs with ../shared beside the project; \(folder.path) is missing")
            return
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter(IBDocument.isInterfaceBuilderFile).sorted()
        #expect(files.count == 2_866)
        let entries = files.flatMap { name in
            LayoutLoader(catalog: bundledCatalog).layouts(ofInterfaceBuilderFile: folder.appendingPathComponent(name).path, name: name).entries
        }
        let plan = MatrixPlan(layouts: entries, devices: devices("iPhone 13", "iPhone 14"), catalog: bundledCatalog,
                              appOrientations: [.phone: .portrait, .pad: .portrait])
        let results = Self.expectGroupedLikeEveryCase(plan)
        // Two cases of each layout shown on iPhones (the iPad files' 120 layouts have none).
        let onPhones = entries.count { $0.layout.idioms.contains(.phone) }
        #expect(entries.count - onPhones == 120)
        #expect(results.count == 2 * onPhones)
        #expect(results.count { $0.sharedFrom != nil } > onPhones * 9 / 10)
    }
}
