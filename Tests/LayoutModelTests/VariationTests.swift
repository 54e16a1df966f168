import ConstraintSolver
import DeviceCatalog
import Testing
import TrellisBase
@testable import LayoutModel

/// "Vary for Traits": the more specific variation wins over the more general, and both win
/// over the base layout.
struct VariationTests {
    let yaml = """
        views:
          box: {}
          sidebar: {installed: false}
          label: {kind: label, text: Hi, font: 17}
        constraints:
          - id: gap
            equation: box.leading == root.leading + 8
          - box.top == root.top
          - box.width == 10
          - id: height
            equation: box.height == 10
          - V:|[label]
          - H:|[label]
        variations:
          - width: compact
            constants: {gap: 20}
          - width: compact
            height: regular
            constants: {gap: 30}
            views:
              label: {font: 34}
          - height: regular
            width: any
            constants: {gap: 40}
          - width: regular
            height: compact
            views:
              sidebar: {installed: true}
            add:
              - H:|[sidebar(100)]
              - V:|[sidebar(100)]
            remove: [height]
            priorities: {gap: 999}
        """

    func solve(_ width: SizeClass, _ height: SizeClass) throws -> LayoutSolution {
        let layout = try load(yaml: yaml)
        var environment = LayoutModelTests.environment(400, 800)
        environment.sizeClasses = SizeClasses(width: width, height: height)
        return try layout.solve(in: environment)
    }

    @Test func twoTraitVariationBeatsOneTrait() throws {
        #expect(frame(try solve(.compact, .regular), "box") == "(30, 0, 10, 10)")
    }

    @Test func oneTraitVariationBeatsBase() throws {
        #expect(frame(try solve(.compact, .compact), "box") == "(20, 0, 10, 10)")
        #expect(frame(try solve(.regular, .regular), "box") == "(40, 0, 10, 10)")
    }

    @Test func baseAppliesWhenNothingMatches() throws {
        let layout = try load(yaml: yaml)
        var environment = LayoutModelTests.environment(400, 800)
        environment.sizeClasses = SizeClasses(width: .regular, height: .compact)
        let resolved = try layout.resolved(for: environment.sizeClasses)
        #expect(resolved.constraints.first { $0.identifier == "gap" }?.equation == "box.leading == root.leading + 8 @999")
    }

    @Test func variationsInstallViewsAndSwapConstraints() throws {
        let regular = try solve(.regular, .compact)
        #expect(frame(regular, "sidebar") == "(0, 0, 100, 100)")
        // Removing the height constraint leaves the box's height open; the solver picks 0, which
        // hides nothing of a plain box's own (no empty-size finding).
        #expect(regular.diagnostics.map(\.kind.name) == ["ambiguous"])
        #expect(regular.diagnostics.first?.views == ["box"])
        let compact = try solve(.compact, .regular)
        #expect(compact.frame(of: "sidebar") == nil)
    }

    @Test func fontsVaryToo() throws {
        // 34 pt: line 40.57 → 40.667 at @3x; 17 pt: 20.333.
        #expect(try solve(.compact, .regular).frame(of: "label")?.frame.height == 40 + 2.0 / 3)
        #expect(try solve(.compact, .compact).frame(of: "label")?.frame.height == 20 + 1.0 / 3)
    }

    @Test func uninstalledViewsTakeTheirConstraintsAndSubviewsWithThem() throws {
        let layout = try load(yaml: """
            views:
              panel:
                installed: false
                subviews:
                  inner: {}
              box: {}
            constraints:
              - H:|[panel]|
              - inner.width == 10
              - box.leading == root.leading
              - box.top == root.top
              - box.width == 10
              - box.height == 10
            """)
        let solution = try layout.solve(in: environment(400, 800))
        #expect(solution.frames.map(\.view) == ["root", "box"])
        #expect(solution.diagnostics.isEmpty)
    }

    @Test func unknownIdentifiersAreReportedWithTheirPlace() throws {
        #expect(throws: LayoutFileError.layout(.unknownConstraintIdentifier("nope", source: SourceLocation(file: "test.yaml", line: 7, column: 17)))) {
            try load(yaml: """
                views:
                  box: {}
                constraints:
                  - box.width == 10
                variations:
                  - width: compact
                    constants: {nope: 3}
                """)
        }
    }
}
