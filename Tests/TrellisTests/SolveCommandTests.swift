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
}
