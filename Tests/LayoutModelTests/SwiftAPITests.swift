import ConstraintSolver
import DeviceCatalog
import Testing
import TrellisBase
@testable import LayoutModel

/// Layouts built in code with UIKit-style anchors.
struct SwiftAPITests {
    @Test func readmeExample() throws {
        var layout = Layout()
        let label = try layout.addView("label", kind: .label, translatesAutoresizingMaskIntoConstraints: false)
        layout[label].content.text = "Hello"
        try layout.addConstraints([
            label.leadingAnchor.constraint(equalTo: layout.root.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: layout.root.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        try layout.addConstraints(visualFormat: "H:[label]-(>=20)-|")
        let solution = try layout.solve(in: LayoutEnvironment(
            size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        #expect(solution.frame(of: "label")?.frame.description == "(16, 67, 39, 20.333)")
        #expect(solution.diagnostics.isEmpty)
    }

    @Test func anchorsMakeTheConstraintsTheyName() {
        let a = ViewReference(name: "a"), b = ViewReference(name: "b")
        #expect(a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8).equation == "a.leading == b.trailing + 8")
        #expect(a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor).equation == "a.top >= b.bottom")
        #expect(a.centerYAnchor.constraint(lessThanOrEqualTo: b.centerYAnchor, constant: -4).equation == "a.centerY <= b.centerY - 4")
        #expect(a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2, constant: 1).equation == "a.width == 2 * b.height + 1")
        #expect(a.heightAnchor.constraint(lessThanOrEqualToConstant: 44).withPriority(.defaultLow).withIdentifier("h").description
            == "'h' a.height <= 44 @250")
        #expect(a.firstBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor).equation == "a.firstBaseline == b.lastBaseline")
        #expect(a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2).equation
            == "a.leading == b.trailing + 16")
        #expect(a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor).equation == "a.top == b.bottom + 8")
        #expect(a.readableContentGuide.leftAnchor.constraint(equalTo: a.rightAnchor).equation == "a.readable.left == a.right")
        #expect(a.topLayoutGuide.bottomAnchor.constraint(equalTo: a.bottomLayoutGuide.topAnchor).equation
            == "a.topLayoutGuide.bottom == a.bottomLayoutGuide.top")
        #expect(a.widthAnchor.constraint(greaterThanOrEqualToConstant: 1).equation == "a.width >= 1")
        #expect(a.widthAnchor.constraint(equalToConstant: 1).equation == "a.width == 1")
        #expect(a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor).equation == "a.width >= b.width")
        #expect(a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 0.5).equation == "a.width <= 0.5 * b.width")
        #expect(a.centerXAnchor.constraint(greaterThanOrEqualTo: b.centerXAnchor).equation == "a.centerX >= b.centerX")
        #expect(a.leftAnchor.constraint(lessThanOrEqualTo: b.rightAnchor).equation == "a.left <= b.right")
    }

    @Test func viewsMadeInCodeTranslateTheirAutoresizingMaskByDefault() throws {
        var layout = Layout()
        let view = try layout.addView("view")
        #expect(layout[view].translatesAutoresizingMaskIntoConstraints)
        #expect(layout.viewsInTreeOrder.map(\.name) == ["root", "view"])
        #expect(layout.ancestors(of: "view") == ["view", "root"])
    }
}

@Test func pointsPrintWithAtMostThreeDecimals() {
    #expect([0, -0.0, 20, 20.5, 20.333333, 1.0 / 3, -4.05, 0.001, 0.0004, 1234567.125, -0.5, 100.1].map(formatPoints)
        == ["0", "0", "20", "20.5", "20.333", "0.333", "-4.05", "0.001", "0", "1234567.125", "-0.5", "100.1"])
    #expect(formatPoints(.infinity) == "inf")
}
