import DeviceCatalog
import Foundation
import LayoutModel
import MatrixRun
import Reports
import ResultStore
import Synchronization
import TestSupport
import Testing
import TrellisBase

let repository = Repository.root
let catalog = try! DeviceCatalog.load(from: repository.appendingPathComponent("Devices").path)

/// Records one run of the given layout texts on the given devices (portrait only) and returns its id.
func record(_ texts: [String: String], devices: [String], in database: ResultDatabase, label: String,
            orientations: OrientationMask = .portrait) throws -> Int64 {
    let names = texts.keys.sorted()
    let layouts = try names.map { LoadedLayout(path: "\($0).yaml", layout: try LayoutFileLoader.load(yaml: texts[$0]!, file: "\($0).yaml")) }
    let plan = MatrixPlan(layouts: layouts, devices: devices.map { catalog.device(named: $0)! }, catalog: catalog,
                          appOrientations: [.phone: orientations, .pad: orientations])
    let writer = try RunWriter(database: database, info: RunInfo(label: label, toolVersion: "test", options: "{}", fingerprint: RunFingerprint(catalogHash: "c", layoutsHash: "l", layoutsCommit: nil)), plan: plan, layoutTexts: names.map { texts[$0]! })
    MatrixRunner(plan: plan, jobs: 1).run { results in
        try! writer.write(results)
        return true
    }
    try writer.finish(seconds: 1)
    return writer.runID
}

let card = """
    views:
      title: {kind: label, text: Title, intrinsicSize: 100x20}
      badge: {intrinsicSize: 20x20}
    constraints:
      - id: titleTop
        equation: title.top == safeArea.top + 8
      - title.leading == margins.leading
      - badge.leading == title.trailing + 8
      - badge.centerY == title.centerY
    """

struct DiffTests {
    func database() throws -> ResultDatabase {
        try ResultDatabase(path: TemporaryFolder.unusedPath("trellis", ".sqlite").path)
    }

    func diff(_ base: [String: String], _ head: [String: String], baseDevices: [String] = ["iPhone 15", "iPhone 8"],
              headDevices: [String] = ["iPhone 15", "iPhone 8"], tolerance: FrameTolerance = .points(0.5)) throws -> RunDiff {
        let database = try database()
        let first = try record(base, devices: baseDevices, in: database, label: "main")
        let second = try record(head, devices: headDevices, in: database, label: "branch")
        return RunDiff(base: try database.snapshot(run: first)!, head: try database.snapshot(run: second)!, tolerance: tolerance)
    }

    @Test func unchangedRunsDiffToNothing() throws {
        let result = try diff(["card": card], ["card": card])
        #expect(result.isEmpty && !result.hasRegressions)
        #expect(DiffText.render(result) == "Run 1 (main) → run 2 (branch): no changes.\n")
        #expect(DiffText.render(result, markdown: true) == "**Run 1 (main) → run 2 (branch): no changes.**\n")
    }

    @Test func aChangedConstantMovesViewsGroupedAcrossDevices() throws {
        let moved = card.replacingOccurrences(of: "safeArea.top + 8", with: "safeArea.top + 20")
        let result = try diff(["card": card], ["card": moved])
        #expect(DiffText.render(result) == """
            Run 1 (main) → run 2 (branch)
            4 view changes in 1 layout; 0 cases added, 0 removed; 0 new diagnostics (0 errors), 0 fixed, 0 unchanged

            card
              title, badge  y +12  on 2 of 2 cases: iPhone 15 portrait, iPhone 8 portrait

            """)
        #expect(!result.hasRegressions)
    }

    @Test func viewsMovingTogetherAreOneLine() throws {
        // Six rows stacked under a heading: moving the heading moves them all, one finding.
        let rows = (1...6).map { "  row\($0): {intrinsicSize: 100x20}" }.joined(separator: "\n")
        let stack = (1...6).map { "  - row\($0).top == \($0 == 1 ? "heading" : "row\($0 - 1)").bottom + 4\n  - row\($0).leading == margins.leading" }
            .joined(separator: "\n")
        let list = "views:\n  heading: {intrinsicSize: 200x30}\n\(rows)\nconstraints:\n  - id: headingTop\n    equation: heading.top == safeArea.top + 8\n"
            + "  - heading.leading == margins.leading\n\(stack)\n"
        let result = try diff(["list": list], ["list": list.replacingOccurrences(of: "safeArea.top + 8", with: "safeArea.top + 16")])
        #expect(result.groups.count == 7)
        #expect(result.lines.map { $0.viewList() } == ["heading, row1, row2, row3 and 3 more"])
        #expect(DiffText.render(result, markdown: true).contains(
            "| `heading`, `row1`, `row2`, `row3` and 3 more | y +8 | on 2 of 2 cases: iPhone 15 portrait, iPhone 8 portrait |"))
    }

    @Test func toleranceHidesSmallMovesUnlessPixelsAreCompared() throws {
        let nudged = card.replacingOccurrences(of: "safeArea.top + 8", with: "safeArea.top + 8.4")
        let points = try diff(["card": card], ["card": nudged])
        #expect(points.viewChanges.isEmpty)
        // What does show: the title now sits off the pixel grid.
        #expect(points.newDiagnostics.map(\.diagnostic.kind.name) == ["pixel-misaligned", "pixel-misaligned"])
        let pixels = try diff(["card": card], ["card": nudged], tolerance: .pixels)
        // 8.4 rounds to 8.5 on @2x and to 8.333 on @3x: a pixel moves on both.
        #expect(pixels.groups.map { "\($0.view) \($0.change) \($0.cases.map(\.screen))" } == [
            "title y +0.5 [\"iPhone 8 portrait\"]", "badge y +0.5 [\"iPhone 8 portrait\"]",
            "title y +0.333 [\"iPhone 15 portrait\"]", "badge y +0.333 [\"iPhone 15 portrait\"]",
        ])
    }

    @Test func removedViewsAddedCasesAndNewErrors() throws {
        let broken = """
            views:
              title: {kind: label, text: Title, intrinsicSize: 100x20}
            constraints:
              - id: titleTop
                equation: title.top == safeArea.top + 8
              - title.leading == margins.leading
              - title.width == 100
              - title.width == 120
            """
        let result = try diff(["card": card], ["card": broken], headDevices: ["iPhone 15", "iPhone 8", "iPad Air 2"])
        #expect(result.casesAdded.map(\.description) == ["card on iPad Air 2 portrait"])
        #expect(result.groups.map { "\($0.view) \($0.change) \($0.cases.count) of \($0.of)" } == ["badge removed 2 of 2"])  // the new iPad case cannot change
        #expect(result.newDiagnostics.map { "\($0.diagnostic.severity) \($0.diagnostic.kind) \($0.key.screen)" }
            == ["error unsatisfiable iPhone 15 portrait", "error unsatisfiable iPhone 8 portrait"])
        #expect(result.hasRegressions)
        let json = try JSONSerialization.jsonObject(with: Data(DiffJSON.render(result).utf8)) as! [String: Any]
        #expect(json["format"] as? String == "trellis-diff/1")
        #expect(json["regressions"] as? Bool == true)
        #expect((json["casesAdded"] as? [[String: Any]])?.first?["device"] as? String == "iPad Air 2")
        #expect((json["viewChanges"] as? [[String: Any]])?.first?["kind"] as? String == "removed")
        #expect(DiffText.render(result, markdown: true) == """
            **Run 1 (main) → run 2 (branch): 2 view changes in 1 layout; 1 case added, 0 removed; 2 new diagnostics (2 errors), 0 fixed, 0 unchanged**

            ### card

            | view | change | cases |
            |---|---|---|
            | `badge` | removed | on 2 of 2 cases: iPhone 15 portrait, iPhone 8 portrait |

            ### Cases added
            - iPad Air 2: new device, 1 case in 1 layout

            ### New diagnostics
            - card: error unsatisfiable (title.width == 100, title.width == 120) on 2 of 2 cases: iPhone 15 portrait, iPhone 8 portrait

            """)
    }

    @Test func fixedDiagnosticsAreListed() throws {
        let conflicting = card + "\n  - title.width == 100\n  - title.width == 120\n"
        let result = try diff(["card": conflicting], ["card": card])
        #expect(result.fixedDiagnostics.count == 2 && result.newDiagnostics.isEmpty)
        #expect(DiffText.render(result) == """
            Run 1 (main) → run 2 (branch)
            0 view changes in 0 layouts; 0 cases added, 0 removed; 0 new diagnostics (0 errors), 2 fixed, 0 unchanged

            Fixed diagnostics:
              card: error unsatisfiable (title.width == 100, title.width == 120) on 2 of 2 cases: iPhone 15 portrait, iPhone 8 portrait

            """)
    }

    @Test func changesConfinedToOneSizeClassSayWhich() throws {
        let database = try database()
        let varied = card + "\nvariations:\n  - height: compact\n    constants: {titleTop: 20}\n"
        let first = try record(["card": card], devices: ["iPhone 15"], in: database, label: "main", orientations: .allButUpsideDown)
        let second = try record(["card": varied], devices: ["iPhone 15"], in: database, label: "branch", orientations: .allButUpsideDown)
        let result = RunDiff(base: try database.snapshot(run: first)!, head: try database.snapshot(run: second)!)
        #expect(result.groups.map { "\($0.view) \($0.change) \($0.extent)" }
            == ["title y +12 on 2 of 2 compact-height cases", "badge y +12 on 2 of 2 compact-height cases"])
    }

    @Test func removedCasesAreSummarisedByDeviceAndLayout() throws {
        let database = try database()
        let first = try record(["card": card], devices: ["iPhone 15", "iPhone 8"], in: database, label: "main", orientations: .allButUpsideDown)
        let second = try record(["card": card], devices: ["iPhone 15"], in: database, label: "branch", orientations: .portrait)
        let result = RunDiff(base: try database.snapshot(run: first)!, head: try database.snapshot(run: second)!)
        #expect(result.casesRemoved.map(\.screen) == ["iPhone 15 landscapeLeft", "iPhone 15 landscapeRight", "iPhone 8 portrait",
                                                       "iPhone 8 landscapeLeft", "iPhone 8 landscapeRight"])
        #expect(DiffText.render(result) == """
            Run 1 (main) → run 2 (branch)
            0 view changes in 0 layouts; 0 cases added, 5 removed; 0 new diagnostics (0 errors), 0 fixed, 0 unchanged

            Cases removed:
              iPhone 8: device no longer run, 3 cases in 1 layout
              card: 2 cases: iPhone 15 landscapeLeft, iPhone 15 landscapeRight

            """)
        // Cases that went away are a regression unless the diff is told they may.
        #expect(result.hasRegressions)
        var allowed = result
        allowed.removedCasesAreRegressions = false
        #expect(!allowed.hasRegressions)
    }

    @Test func devicesThatLeftAreListedInCatalogOrder() throws {
        let database = try database()
        // Catalog order: iPhone 5s (2013), iPhone 11 (2019), iPhone 15 (2023); by name "iPhone 11" would come first.
        let first = try record(["card": card], devices: ["iPhone 5s", "iPhone 11", "iPhone 15"], in: database, label: "main")
        let second = try record(["card": card], devices: ["iPhone 15"], in: database, label: "branch")
        let result = RunDiff(base: try database.snapshot(run: first)!, head: try database.snapshot(run: second)!)
        #expect(result.caseSummary(added: false) == [
            "iPhone 5s: device no longer run, 1 case in 1 layout", "iPhone 11: device no longer run, 1 case in 1 layout",
        ])
    }

    @Test func tolerancesParse() {
        #expect(FrameTolerance(parsing: "0.5pt") == .points(0.5))
        #expect(FrameTolerance(parsing: "2") == .points(2))
        #expect(FrameTolerance(parsing: "px") == .pixels)
        #expect(FrameTolerance(parsing: "-1") == nil)
        #expect(FrameTolerance(parsing: "wide") == nil)
    }
}
