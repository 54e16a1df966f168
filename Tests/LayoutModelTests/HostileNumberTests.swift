import ConstraintSolver
import DeviceCatalog
import Testing
import TrellisBase
@testable import LayoutModel

/// NaN, infinity and numbers far beyond any screen: refused with their place and the range
/// wanted, never a crash, a hang or a NaN frame.
struct HostileNumberTests {
    func loadError(_ yaml: String) -> String {
        do {
            let layout = try LayoutFileLoader.load(yaml: yaml, file: "test.yaml")
            _ = try layout.solve(in: environment(390, 844))
            return "solved"
        } catch {
            return "\(error)"
        }
    }

    @Test func numbersInViewPropertiesAreRangeChecked() {
        #expect(loadError("views:\n  a: {frame: \"nan,0,10,10\"}\n")
            == "test.yaml:2:14: expected frame: [x, y, width, height], each a number from -1,000,000 to 1,000,000")
        #expect(loadError("views:\n  a: {kind: label, text: Hi, font: inf}\n")
            == "test.yaml:2:36: expected a font size from 1 to 1,000 points, not 'inf'")
        #expect(loadError("views:\n  a: {kind: label, text: Hi, font: 1e400}\n")
            == "test.yaml:2:36: expected a font size from 1 to 1,000 points, not '1e400'")
        #expect(loadError("views:\n  a: {kind: label, text: Hi, font: 1e30}\n")
            == "test.yaml:2:36: expected a font size from 1 to 1,000 points, not '1e30'")
        #expect(loadError("views:\n  a: {kind: stackView, spacing: 1.7976931348623157e308}\n")
            == "test.yaml:2:33: expected a number from -1,000,000 to 1,000,000 (or a metric name), not '1.7976931348623157e308'")
        #expect(loadError("views:\n  a: {kind: imageView, image: 240x1e308}\n")
            == "test.yaml:2:31: expected a size as WIDTHxHEIGHT (e.g. 120x44), each greater than 0 and at most 1,000,000, not '240x1e308'")
        #expect(loadError("views:\n  a: {intrinsicSize: nonex9223372036854775807}\n")
            == "test.yaml:2:22: expected an intrinsic size as WIDTHxHEIGHT where each is none or a number from 0 to 1,000,000, "
            + "not '9223372036854775807'")
        #expect(loadError("metrics: {big: 1e300}\nviews: {}\n")
            == "test.yaml:1:16: expected a number from -1,000,000 to 1,000,000 (or a metric name), not '1e300'")
    }

    @Test func constantsAndMultipliersInConstraintsAreRangeChecked() {
        let big = "100000000000000000000000000000"
        #expect(loadError("views:\n  a: {}\nconstraints:\n  - a.width == \(big)\n")
            == "test.yaml:4:5: constraint a.width == 1e+29: "
            + "the multiplier and constant must be finite numbers from -1,000,000 to 1,000,000.")
        #expect(loadError("views:\n  a: {}\nconstraints:\n  - a.width == \(big) * root.width\n").hasSuffix(
            "the multiplier and constant must be finite numbers from -1,000,000 to 1,000,000."))
        #expect(loadError("views:\n  a: {}\nconstraints:\n  - \"H:|-\(big)-[a]\"\n").hasSuffix(
            "the multiplier and constant must be finite numbers from -1,000,000 to 1,000,000."))
    }

    @Test func aLayoutBuiltInCodeIsCheckedToo() throws {
        var layout = Layout()
        let stack = try layout.addView("stack", kind: .stackView)
        layout[stack].stack.spacing = .nan
        do {
            _ = try layout.solve(in: environment(390, 844))
            Issue.record("expected a refusal")
        } catch {
            #expect("\(error)" == "view 'stack': spacing nan is outside the accepted range, from -1,000,000 to 1,000,000.")
        }
        layout[stack].stack.spacing = 8
        layout[stack].frame = Rect(x: 0, y: 0, width: 1e29, height: 10)
        do {
            _ = try layout.solve(in: environment(390, 844))
            Issue.record("expected a refusal")
        } catch {
            #expect("\(error)" == "view 'stack': frame.width 1e+29 is outside the accepted range, from 0 to 1,000,000.")
        }
    }

    @Test func viewsFarLargerThanTheScreenAreDrawnClipped() throws {
        let layout = try load(yaml: """
            views:
              wide: {}
            constraints:
              - wide.leading == root.leading - 999000
              - wide.width == 1000000
              - V:|-200-[wide(300)]
            """)
        let solution = try layout.solve(in: environment(390, 844))
        let diagram = BoxDiagram(columns: 20, maximumRows: 8).render(solution).split(separator: "\n", omittingEmptySubsequences: false)
        // Its left and right edges are off screen: no border at the screen's edges.
        #expect(diagram[2...4] == ["--------------------", "wide", "--------------------"])
    }
}
