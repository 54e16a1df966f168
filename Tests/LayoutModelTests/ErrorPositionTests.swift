import DeviceCatalog
import Foundation
import TestSupport
import Testing
@testable import LayoutModel

/// Every error in a layout file points at its line and column, in words a user can act on.
struct ErrorPositionTests {
    @Test func bytesThatAreNotUTF8AreNamedWhereTheyStand() throws {
        let path = TemporaryFolder.unusedPath("trellis", ".yaml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var bytes = Data("views:\n  a: {kind: label, text: hé".utf8)
        bytes += Data([0xFF, 0xFE]) + Data("}\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        do {
            _ = try LayoutFileLoader.load(contentsOf: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "\(path):2:28: not valid YAML: byte 0xFF is not UTF-8 text; save the file as UTF-8")
        }
    }

    @Test func controlCharactersDuplicateKeysAndDeepNesting() {
        #expect(loadError("views:\n  a: {kind: label, text: \"hi\u{1}\"}\n")
            == "test.yaml:2:29: not valid YAML: control characters are not allowed (U+0001)")
        #expect(loadError("views:\n  a: {}\n  b: {}\n  a: {kind: label}\n")
            == "test.yaml:4:3: not valid YAML: duplicate key 'a': a mapping has it twice")
        #expect(loadError("views: " + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000))
            == "test.yaml:1:9: not valid YAML: lists and mappings are nested too deeply for a YAML reader")
    }

    @Test func equationsSayWhatIsWrong() {
        #expect(loadError("views:\n  a: {}\n  b: {}\nconstraints:\n  - a.width == b.width + 1 + 1\n")
            == "test.yaml:5:28: in constraint 'a.width == b.width + 1 + 1': a constraint has one constant; write the sum as one number")
        #expect(loadError("views:\n  a: {}\n  b: {}\nconstraints:\n  - a.width == 2 * b.width * 3\n")
            == "test.yaml:5:28: in constraint 'a.width == 2 * b.width * 3': a constraint has one multiplier; write the product as one number")
        #expect(loadError("views:\n  v0: {}\n  v1: {}\n  v2: {}\nconstraints:\n  - v0.width == v1.width + v2.width\n")
            == "test.yaml:6:28: in constraint 'v0.width == v1.width + v2.width': a constraint relates one item to at most one other "
            + "(item1.attribute == multiplier * item2.attribute + constant); 'v2' would be a third")
    }

    @Test func longValuesAreCutInMessages() {
        let long = String(repeating: "z", count: 10_000_000)
        let message = loadError("views:\n  a: {kind: \(long)}\n")
        #expect(message == "test.yaml:2:13: unknown kind '\(String(repeating: "z", count: 60))…'; expected one of "
            + "view, label, button, imageView, textField, stackView, switch, toolbar, scrollView")
    }
}

extension ErrorPositionTests {
    /// Found by fuzzing: YAML also breaks lines at \r, and a duplicate key's place was looked for
    /// past the last \n-separated line.
    @Test func carriageReturnsAreLineBreaksToo() {
        #expect(loadError("views:\r  a: {}\r  a: {}\r") == "test.yaml:3:3: not valid YAML: duplicate key 'a': a mapping has it twice")
        #expect(loadError("views:\r\n  a: {}\r\n  b: {kind: \"x\u{1}\"}\r\n") == "test.yaml:3:15: not valid YAML: control characters are not allowed (U+0001)")
        #expect(loadError("{a: 1, a: 2}") == "test.yaml:1:8: not valid YAML: duplicate key 'a': a mapping has it twice")
    }
}
