import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutModel
import Testing
import TrellisBase
@testable import MatrixRun

/// A layout written as a layout file (`trellis import`, `LayoutFileWriter`) and read back solves to
/// the frames the layout itself solves to.
struct LayoutFileRoundTripTests {
    /// Phones and pads of every size class and safe-area shape, windows included.
    static let devicesOfEveryKind = devices(
        "iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max", "iPhone 6 Plus",
        "iPad Air 2", "iPad Pro (12.9-inch) (6th generation)", "iPad mini (6th generation)")

    static func rewritten(_ entries: [LoadedLayout]) throws -> [LoadedLayout] {
        try entries.map { entry in
            let text = try LayoutFileWriter().text(of: entry.layout)
            var layout = try LayoutFileLoader.load(yaml: text, file: "rewritten.yaml")
            layout.importWarnings = entry.layout.importWarnings
            return LoadedLayout(path: entry.path, layout: layout)
        }
    }

    func expectSameFrames(_ originals: [LoadedLayout]) throws {
        let reread = try Self.rewritten(originals)
        let options = (devices: Self.devicesOfEveryKind, directions: [LayoutDirection.leftToRight, .rightToLeft])
        let planA = MatrixPlan(layouts: originals, devices: options.devices, catalog: bundledCatalog, directions: options.directions, includesWindows: true)
        let planB = MatrixPlan(layouts: reread, devices: options.devices, catalog: bundledCatalog, directions: options.directions, includesWindows: true)
        let original = runAll(planA), again = runAll(planB)
        #expect(original.count == again.count)
        #expect(original.count > 1_000)
        var mismatches: [String] = []
        for (a, b) in zip(original, again) {
            // Diagnostics name where a constraint was written, which is now the layout file.
            let summaryA = a.diagnostics.map { "\($0.kind) \($0.severity) \($0.views)" }, summaryB = b.diagnostics.map { "\($0.kind) \($0.severity) \($0.views)" }
            let framesA = a.frames.map { "\($0.view) \($0.frame)" }, framesB = b.frames.map { "\($0.view) \($0.frame)" }
            guard framesA != framesB || summaryA != summaryB || a.variations != b.variations else { continue }
            let first = zip(framesA, framesB).first { $0 != $1 }.map { "\($0) vs \($1)" } ?? "\(summaryA) vs \(summaryB)"
            mismatches.append("\(planA.layouts[a.matrixCase.layoutIndex].layout.name) \(a.matrixCase.screen?.description ?? "-"): \(first)")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) cases differ, first: \(mismatches.prefix(3))")
    }

    @Test func everyInterfaceBuilderLayoutSolvesTheSameFromItsLayoutFile() throws {
        #expect(everyInterfaceBuilderLayout.count == 58)
        try expectSameFrames(everyInterfaceBuilderLayout)
    }

    @Test func everyExampleAndFixtureSolvesTheSameFromItsLayoutFile() throws {
        try expectSameFrames(everyExampleAndFixture)
    }
}
