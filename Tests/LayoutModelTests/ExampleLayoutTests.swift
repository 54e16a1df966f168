import DeviceCatalog
import Foundation
import Testing
import TrellisBase
@testable import LayoutModel

/// The layouts shipped in `Layouts/` solve cleanly on an iPhone 15 in both orientations, with
/// the frames a developer would expect.
struct ExampleLayoutTests {
    static let layoutsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Layouts")

    static var layoutFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: layoutsDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    static let portrait = LayoutEnvironment(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    static let landscape = LayoutEnvironment(size: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    static let iPad = LayoutEnvironment(size: Size(width: 1024, height: 1366), safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad)

    func solve(_ file: String, _ environment: LayoutEnvironment) throws -> LayoutSolution {
        try LayoutFileLoader.load(contentsOf: Self.layoutsDirectory.appendingPathComponent(file).path).solve(in: environment)
    }

    @Test func atLeastTheFourExamplesShip() {
        #expect(Set(["detail.yaml", "login.yaml", "master-detail.yaml", "settings.yaml"]).isSubset(of: Self.layoutFiles))
    }

    @Test(arguments: layoutFiles)
    func solvesWithoutDiagnostics(_ file: String) throws {
        for environment in [Self.portrait, Self.landscape, Self.iPad] {
            let solution = try solve(file, environment)
            #expect(solution.diagnostics.isEmpty, "\(file) at \(environment): \(solution.diagnostics)")
        }
    }

    @Test func detailScreenFrames() throws {
        let solution = try solve("detail.yaml", Self.portrait)
        #expect(frame(solution, "dateLabel") == "(16, 55, 358, 20.333)")
        #expect(frame(solution, "imageView") == "(16, 83.333, 358, 674.667)")
        #expect(frame(solution, "toolbar") == "(0, 766, 390, 44)")
        let landscape = try solve("detail.yaml", Self.landscape)
        #expect(frame(landscape, "dateLabel") == "(67, 8, 710, 20.333)")
        #expect(frame(landscape, "toolbar") == "(0, 325, 844, 44)")
    }

    @Test func loginDropsTheLogoInCompactHeight() throws {
        let portrait = try solve("login.yaml", Self.portrait)
        #expect(frame(portrait, "logo") == "(147, 87, 96, 96)")
        #expect(frame(portrait, "form") == "(16, 215, 358, 162)")
        let landscape = try solve("login.yaml", Self.landscape)
        #expect(landscape.frame(of: "logo") == nil)
        #expect(frame(landscape, "form") == "(222, 20, 400, 162)")
    }

    @Test func masterDetailChangesStructureInRegularWidth() throws {
        let compact = try solve("master-detail.yaml", Self.portrait)
        #expect(compact.frames.map(\.view) == ["root", "list", "listTitle"])
        #expect(frame(compact, "list") == "(0, 47, 390, 763)")
        let regular = try solve("master-detail.yaml", Self.iPad)
        #expect(regular.frames.map(\.view) == ["root", "list", "listTitle", "divider", "detail", "detailTitle", "detailBody"])
        #expect(frame(regular, "list") == "(0, 24, 320, 1322)")
        #expect(frame(regular, "detail") == "(321, 24, 703, 1322)")
    }

    @Test func settingsRowsStackAndSkipTheHiddenOne() throws {
        let solution = try solve("settings.yaml", Self.portrait)
        #expect(frame(solution, "wifiRow") == "(0, 0, 390, 42.333)")
        #expect(frame(solution, "bluetoothSwitch") == "(323, 6, 51, 31)")
        #expect(frame(solution, "notificationsRow") == "(0, 128.333, 390, 42.333)")
        #expect(solution.frame(of: "hotspotRow")?.isHidden == true)
    }
}
