import ConstraintSolver
import DeviceCatalog
import Testing
import TextMeasurement
import TrellisBase
@testable import LayoutModel

/// Loading layout files: what each key builds, and errors that name file, line and column.
struct LayoutFileTests {
    @Test func readsTheWholeModel() throws {
        let layout = try load(yaml: """
            name: sample
            orientations: [portrait, landscape]
            designSize: 375x667
            metrics: {pad: 12}
            views:
              header:
                kind: view
                margins: {top: 1, left: 2, bottom: 3, right: 4}
                subviews:
                  title: {kind: label, text: Hello, font: {style: headline, size: 20}, lines: 2, hugging: {horizontal: 252, vertical: 253}}
              stack:
                kind: stackView
                axis: vertical
                distribution: fillEqually
                alignment: center
                spacing: pad
                layoutMarginsRelativeArrangement: true
              legacy:
                frame: 1,2,3,4
                autoresizingMask: [flexibleWidth]
            constraints:
              - id: pinned
                equation: header.top == safeArea.top + pad @high
                active: false
              - vfl: H:|-pad-[header]-|
                options: alignAllTop
                priority: 999
            """)
        #expect(layout.name == "sample")
        #expect(layout.supportedOrientations == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(layout.designSize == Size(width: 375, height: 667))
        let header = try #require(layout.view(named: "header"))
        #expect(header.layoutMargins == .physical(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(header.subviews == ["title"])
        #expect(header.translatesAutoresizingMaskIntoConstraints == false)
        let title = try #require(layout.view(named: "title"))
        // Headline is semibold, as UIKit resolves it, and keeps its style (its leading) at 20 pt.
        let font = try #require(title.content.font)
        #expect(font.pointSize == 20 && font.weight == .semibold && font.textStyle == .headline)
        #expect(title.content.numberOfLines == 2)
        #expect(title.contentHugging == AxisPriorities(horizontal: 252, vertical: 253))
        let stack = try #require(layout.view(named: "stack")).stack
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center)
        #expect(stack.spacing == 12 && stack.isLayoutMarginsRelativeArrangement)
        let legacy = try #require(layout.view(named: "legacy"))
        #expect(legacy.translatesAutoresizingMaskIntoConstraints && legacy.autoresizingMask == .flexibleWidth)
        #expect(legacy.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(layout.constraints.map(\.description) == [
            "'pinned' header.top == root.safeArea.top + 12 @750",
            "header.leading == root.leading + 12 @999", "root.trailingMargin == header.trailing @999"])
        #expect(layout.constraints.map(\.isActive) == [false, true, true])
        #expect(layout.constraints[0].source == SourceLocation(file: "test.yaml", line: 23, column: 15))
    }

    @Test func containerBars() throws {
        let layout = try load(yaml: "container: {navigationBar: largeTitle, toolbar: true}\nviews: {}")
        #expect(layout.bars == BarSet(navigationBar: .largeTitle, tabBar: false, toolbar: true))
        #expect(loadError("container: {navigationBar: huge}\n").hasPrefix("test.yaml:1:28: unknown navigationBar 'huge'"))
    }

    @Test func equationForms() throws {
        let layout = try load(yaml: """
            metrics: {gap: 8}
            views: {a: {}, b: {}}
            constraints:
              - b.leading == a.trailing + 8 @750
              - a.width == 1.5 * a.height
              - a.height == b.height * 0.5 - 10
              - a.top >= root.top + gap
              - b.top <= a.bottom
              - b.width == 44 @ 251
              - a.leading == root.margins.leading
              - a.bottom == root.bottomLayoutGuide.top - gap
            """)
        #expect(layout.constraints.map(\.equation) == [
            "b.leading == a.trailing + 8 @750", "a.width == 1.5 * a.height", "a.height == 0.5 * b.height - 10",
            "a.top >= root.top + 8", "b.top <= a.bottom", "b.width == 44 @251", "a.leading == root.margins.leading",
            "a.bottom == root.bottomLayoutGuide.top - 8"])
    }

    @Test func badYAMLNamesLineAndColumn() {
        #expect(loadError("views:\n  a: {kind: label\n") == "test.yaml:3:1: not valid YAML: did not find expected ',' or '}' (while parsing a flow mapping at 2:6)")
    }

    @Test func unknownKeysAreNamedWithTheExpectedOnes() {
        #expect(loadError("views:\n  a: {fnot: 17}\n").hasPrefix("test.yaml:2:7: unknown key 'fnot' in view 'a'; expected one of kind, text, title"))
        #expect(loadError("layout: x\n") == "test.yaml:1:1: unknown key 'layout' in the layout file; expected one of name, idioms, orientations, designSize, container, root, metrics, views, constraints, placeholders, variations")
    }

    @Test func misshapenNodesAreNamedInTheWordsEveryYAMLReaderUses() {
        #expect(loadError("views: [a, b]\n") == "test.yaml:1:8: expected a mapping for views (view name: its properties)")
        #expect(loadError("views:\n  a: [label]\n") == "test.yaml:2:6: expected a mapping for view 'a'")
        #expect(loadError("name: [a, b]\n") == "test.yaml:1:7: expected a single value, not a list or mapping")
        #expect(loadError("metrics: 8\n") == "test.yaml:1:10: expected a mapping for metrics")
    }

    @Test func badValuesSayWhatWasExpected() {
        #expect(loadError("views:\n  a: {kind: slider}\n") == "test.yaml:2:13: unknown kind 'slider'; expected one of view, label, button, imageView, textField, stackView, switch, toolbar, scrollView")
        #expect(loadError("views:\n  a: {hidden: maybe}\n") == "test.yaml:2:15: expected true or false, not 'maybe'")
        #expect(loadError("views:\n  a: {kind: textField, borderStyle: dotted}\n")
            == "test.yaml:2:37: unknown borderStyle 'dotted'; expected one of none, line, bezel, roundedRect")
        #expect(loadError("views:\n  a: {kind: button, buttonStyle: plain}\n")
            == "test.yaml:2:34: unknown buttonStyle 'plain'; expected one of system, custom, configured")
        #expect(loadError("views:\n  a: {kind: label, font: huge}\n").hasPrefix("test.yaml:2:26: expected a font size in points or a text style"))
        #expect(loadError("orientations: sideways\n").hasPrefix("test.yaml:1:15: unknown orientation 'sideways'"))
        #expect(loadError("views:\n  a: {axis: vertical}\n") == "test.yaml:2:13: 'axis' applies to stack views only; 'a' is a view")
        #expect(loadError("views:\n  a: {intrinsicSize: 10by20}\n").hasPrefix("test.yaml:2:22: expected an intrinsic size as WIDTHxHEIGHT"))
    }

    @Test func duplicateAndReservedNames() {
        #expect(loadError("views:\n  a: {}\n  b:\n    subviews:\n      a: {}\n")
            == "test.yaml:5:7: duplicate view name 'a' (first declared at test.yaml:2:3); view names must be unique.")
        #expect(loadError("views:\n  safeArea: {}\n") == "test.yaml:2:3: 'safeArea' is the name of a layout guide; choose another view name")
        #expect(loadError("views:\n  my-view: {}\n") == "test.yaml:2:3: view name 'my-view' must be letters, digits and _, starting with a letter")
    }

    @Test func viewsMayNameTheirSuperviewInsteadOfNesting() throws {
        let layout = try load(yaml: """
            views:
              title: {kind: label, superview: card}
              card: {}
              badge: {superview: card}
            """)
        #expect(layout.view(named: "card")?.subviews == ["title", "badge"])
        #expect(layout.view(named: "title")?.superview == "card")
        #expect(layout.viewsInTreeOrder.map(\.name) == ["root", "card", "title", "badge"])
    }

    @Test func superviewCyclesAndUnknownSuperviews() {
        #expect(loadError("views:\n  a: {superview: b}\n  b: {superview: c}\n  c: {superview: a}\n")
            == "test.yaml:2:18: the superviews a → b → c → a form a cycle; a view cannot contain itself")
        #expect(loadError("views:\n  a: {superview: a}\n") == "test.yaml:2:18: the superviews a → a form a cycle; a view cannot contain itself")
        #expect(loadError("views:\n  a: {superview: ghost}\n") == "test.yaml:2:18: unknown view or guide 'ghost' in superview of a.")
        #expect(loadError("views:\n  root: {}\n") == "test.yaml:2:3: duplicate view name 'root'; view names must be unique.")
    }

    @Test func unknownViewsInConstraints() {
        #expect(loadError("views: {a: {}}\nconstraints:\n  - a.top == ghost.bottom\n")
            == "test.yaml:3:5: unknown view or guide 'ghost' in constraint a.top == ghost.bottom.")
        #expect(loadError("views: {a: {}}\nvariations:\n  - width: compact\n    views:\n      ghost: {hidden: true}\n")
            == "test.yaml:5:7: unknown view or guide 'ghost' in variation (width: compact, height: any).")
    }

    @Test func equationErrorsPointIntoTheEquation() {
        #expect(loadError("views: {a: {}}\nconstraints:\n  - a.top = root.top\n")
            == "test.yaml:3:11: in constraint 'a.top = root.top': expected '==', '<=' or '>='")
        #expect(loadError("views: {a: {}}\nconstraints:\n  - \"a.top == root.middle\"\n").hasPrefix(
            "test.yaml:3:20: in constraint 'a.top == root.middle': unknown attribute 'middle'; expected one of left, right"))
        #expect(loadError("views: {a: {}}\nconstraints:\n  - a.top == root.top + gap\n")
            == "test.yaml:3:25: in constraint 'a.top == root.top + gap': unknown metric 'gap'; define it under metrics")
        #expect(loadError("views: {a: {}}\nconstraints:\n  - a.top == root.top @1200\n")
            == "test.yaml:3:24: in constraint 'a.top == root.top @1200': priority 1200 is outside 1...1000")
        #expect(loadError("views: {a: {}}\nconstraints:\n  - a.top == root.top ) \n")
            == "test.yaml:3:23: in constraint 'a.top == root.top )': unexpected ')'; expected '+', '-', '*', '@' or the end of the constraint")
        #expect(loadError("views: {a: {}}\nconstraints:\n  - a.leading == root.width\n").hasPrefix(
            "test.yaml:3:5: constraint a.leading == root.width: Invalid pairing of layout attributes"))
    }

    @Test func visualFormatErrorsPointIntoTheFormat() {
        #expect(loadError("views: {a: {}}\nconstraints:\n  - \"H:|-[a(>=50]-|\"\n") == """
            test.yaml:3:17: Unable to parse constraint format: 
            Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier
            H:|-[a(>=50]-|
                       ^
            """)
        #expect(loadError("views: {a: {}}\nconstraints:\n  - vfl: H:|[a]|\n    options: [alignAllSideways]\n")
            .hasPrefix("test.yaml:4:15: unknown VFL option 'alignAllSideways'"))
    }

    @Test func unreadableAndEmptyFiles() {
        #expect(throws: LayoutFileError.self) { try LayoutFileLoader.load(contentsOf: "/nonexistent/layout.yaml") }
        #expect(loadError("") == "test.yaml:1:1: the file is empty; expected a layout (see Layouts/README.md)")
    }
}
