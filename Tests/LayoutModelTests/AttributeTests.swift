import ConstraintSolver
import Testing
import TextMeasurement
import TrellisBase
@testable import LayoutModel

/// Each attribute positions a 100×50 box in a 400×800 root (margins: 16 at the root's sides,
/// 20 left / 0 right / 20 top / 0 bottom on `container`, which fills the root).
struct AttributeCase: CustomTestStringConvertible, Sendable {
    var equation: String
    var expected: String
    var testDescription: String { equation }
}

let attributeCases: [AttributeCase] = [
    .init(equation: "box.left == root.left + 10", expected: "(10, 0, 100, 50)"),
    .init(equation: "box.right == root.right - 10", expected: "(290, 0, 100, 50)"),
    .init(equation: "box.leading == root.leading + 10", expected: "(10, 0, 100, 50)"),
    .init(equation: "box.trailing == root.trailing - 10", expected: "(290, 0, 100, 50)"),
    .init(equation: "box.centerX == root.centerX", expected: "(150, 0, 100, 50)"),
    .init(equation: "box.leftMargin == root.leftMargin", expected: "(8, 0, 100, 50)"),
    .init(equation: "box.left == root.leftMargin", expected: "(16, 0, 100, 50)"),
    .init(equation: "box.right == root.rightMargin", expected: "(284, 0, 100, 50)"),
    .init(equation: "box.leading == root.leadingMargin", expected: "(16, 0, 100, 50)"),
    .init(equation: "box.trailing == root.trailingMargin", expected: "(284, 0, 100, 50)"),
    .init(equation: "box.left == container.leftMargin", expected: "(20, 0, 100, 50)"),
    .init(equation: "box.centerX == container.centerXWithinMargins", expected: "(160, 0, 100, 50)"),
    .init(equation: "box.leading == 0.5 * root.trailing", expected: "(200, 0, 100, 50)"),
]

let verticalCases: [AttributeCase] = [
    .init(equation: "box.top == root.top + 20", expected: "(0, 20, 100, 50)"),
    .init(equation: "box.bottom == root.bottom - 20", expected: "(0, 730, 100, 50)"),
    .init(equation: "box.centerY == root.centerY", expected: "(0, 375, 100, 50)"),
    .init(equation: "box.top == container.topMargin", expected: "(0, 20, 100, 50)"),
    .init(equation: "box.bottom == container.bottomMargin", expected: "(0, 750, 100, 50)"),
    .init(equation: "box.centerY == container.centerYWithinMargins", expected: "(0, 385, 100, 50)"),
    .init(equation: "box.lastBaseline == root.top + 100", expected: "(0, 50, 100, 50)"),
    .init(equation: "box.firstBaseline == root.top + 100", expected: "(0, 50, 100, 50)"),
]

/// A 100×50 `box` placed by two constraints, beside a `container` that fills the root.
func attributeLayout(
    horizontal: String, vertical: String, containerMargins: String = "{top: 20, left: 20, bottom: 0, right: 0}"
) throws -> Layout {
    try load(yaml: """
        views:
          container:
            margins: \(containerMargins)
          box: {}
        constraints:
          - H:|[container]|
          - V:|[container]|
          - box.width == 100
          - box.height == 50
          - \(horizontal)
          - \(vertical)
        """)
}

@Test(arguments: attributeCases)
func horizontalAttribute(_ test: AttributeCase) throws {
    let solution = try attributeLayout(horizontal: test.equation, vertical: "box.top == root.top").solve(in: environment(400, 800))
    #expect(frame(solution, "box") == test.expected)
    #expect(solution.diagnostics.isEmpty)
}

@Test(arguments: verticalCases)
func verticalAttribute(_ test: AttributeCase) throws {
    let solution = try attributeLayout(horizontal: "box.left == root.left", vertical: test.equation).solve(in: environment(400, 800))
    #expect(frame(solution, "box") == test.expected)
    #expect(solution.diagnostics.isEmpty)
}

@Test func sizeAttributesRelateToOtherSizesWithMultipliers() throws {
    var layout = try attributeLayout(horizontal: "box.left == root.left", vertical: "box.top == root.top")
    layout.constraints.removeAll { $0.equation == "box.width == 100" || $0.equation == "box.height == 50" }
    try layout.addConstraints([
        ViewReference(name: "box").widthAnchor.constraint(equalTo: layout.root.widthAnchor, multiplier: 0.5),
        ViewReference(name: "box").heightAnchor.constraint(equalTo: ViewReference(name: "box").widthAnchor, multiplier: 0.25, constant: 10),
    ])
    #expect(frame(try layout.solve(in: environment(400, 800)), "box") == "(0, 0, 200, 60)")
}

/// UIKit reads a constraint's two locations in the coordinate system of the items' nearest
/// common ancestor, so a multiplier scales positions within it, not within the screen: in a card
/// 200 wide at x = 100, a centre at 0.5 × the card's centre is at a quarter of the card (50 in
/// it, 150 on screen), and two siblings in a card at y = 300 relate their centres inside the card. In a
/// right-to-left card, leading is measured from the card's right edge.
@Test func aMultipliedLocationIsReadInTheCommonAncestor() throws {
    func frames(rtl: Bool = false) throws -> [String] {
        let layout = try load(yaml: """
            views:
              card:
                subviews:
                  dot: {}
                  mark: {}
                  tag: {}
            constraints:
              - card.left == root.left + 100
              - card.top == root.top + 300
              - card.width == 200
              - card.height == 100
              - dot.width == 20
              - dot.height == 20
              - dot.centerX == 0.5 * card.centerX
              - dot.top == card.top
              - mark.width == 10
              - mark.height == 10
              - mark.left == card.left
              - mark.centerY == 0.5 * dot.centerY + 40
              - tag.width == 30
              - tag.height == 10
              - tag.leading == 0.5 * card.trailing
              - tag.bottom == card.bottom
            """)
        let solution = try layout.solve(in: environment(400, 800, rtl: rtl))
        #expect(solution.diagnostics.filter { $0.kind != .pixelMisaligned }.isEmpty)
        return ["dot", "mark", "tag"].map { frame(solution, $0) }
    }
    // In the card's coordinates: dot's centre at 50; mark's at 0.5 × 10 + 40 = 45; tag's leading at
    // 0.5 × 200 = 100. (Read in the screen's, the dot would sit at −10, outside the card.)
    #expect(try frames() == ["(40, 0, 20, 20)", "(0, 40, 10, 10)", "(100, 90, 30, 10)"])
    // Right to left: the tag's leading (its right edge) is 100 from the card's right edge.
    #expect(try frames(rtl: true)[2] == "(70, 90, 30, 10)")
}

/// A 40 pt font: ascender 38.09, descender 9.65, line 47.73 → 48 on @3x.
@Test func labelBaselinesComeFromTheFont() throws {
    func labelTop(_ equation: String) throws -> String {
        let layout = try load(yaml: """
            views:
              label: {kind: label, text: Hi, font: 40}
            constraints:
              - label.left == root.left
              - \(equation)
            """)
        let solution = try layout.solve(in: environment(400, 800))
        // No finding; a note that a baseline falls between pixels is a fact, not a finding.
        #expect(solution.diagnostics.allSatisfy { $0.severity == .note })
        return frame(solution, "label")
    }
    // Top = 100 − 38.086 = 61.914 → 62 on the @3x grid; bottom = 100 + 9.648 = 109.648.
    #expect(try labelTop("label.firstBaseline == root.top + 100") == "(0, 62, 37.333, 48)")
    #expect(try labelTop("label.lastBaseline == root.top + 100") == "(0, 61.667, 37.333, 48)")
}

/// A button centres its title in its height, and a text field its text, so a taller control's
/// baselines move down with its centre (15 pt: ascender 14.282, line 17.900).
@Test func controlBaselinesFollowTheirCentredText() throws {
    func top(_ kind: String, _ extra: String = "") throws -> String {
        let layout = try load(yaml: """
            views:
              control: {kind: \(kind), \(kind == "button" ? "title" : "text"): Go, font: 15\(extra)}
            constraints:
              - control.left == root.left
              - control.height == 44
              - control.firstBaseline == root.top + 100
            """)
        return frame(try layout.solve(in: environment(400, 800)), "control")
    }
    // 100 − (22 − 8.950 + 14.282) = 72.668; at the 30-pt height it would be 79.668.
    #expect(try top("button") == "(0, 72.667, 30, 44)")
    #expect(try top("textField", ", borderStyle: none") == "(0, 72.667, 33.667, 44)")
    // Content insets move the centre of the room the title is centred in: 10 above, 2 below, so
    // 100 − (22 + 4 − 8.950 + 14.282) = 68.668.
    #expect(try top("button", ", contentInsets: {top: 10, leading: 0, bottom: 2, trailing: 0}") == "(0, 68.667, 30, 44)")
}

@Test func explicitBaselineOffsetsOverrideTheFont() throws {
    let layout = try load(yaml: """
        views:
          label: {kind: label, text: Hi, intrinsicSize: 50x30, baseline: {first: 20, last: 6}}
        constraints:
          - label.left == root.left
          - label.lastBaseline == root.top + 100
        """)
    #expect(frame(try layout.solve(in: environment(400, 800)), "label") == "(0, 76, 50, 30)")
}
