import ConstraintSolver
import DeviceCatalog
import Testing
import TextMeasurement
import TrellisBase
@testable import LayoutModel

/// Intrinsic sizes with hugging and compression resistance, as UIKit's
/// `NSContentSizeLayoutConstraint`s.
struct IntrinsicSizeTests {
    /// A 100×30 button pinned to a container's leading edge (required) and trailing edge at 500.
    func buttonLayout(containerWidth: Double, hugging: Priority = 250, compression: Priority = 750) throws -> Layout {
        var layout = try LayoutModelTests.layout([("container", .view)])
        let container = ViewReference(name: "container")
        let button = try layout.addView("button", kind: .button, to: container, translatesAutoresizingMaskIntoConstraints: false)
        layout[button].content.title = "Click me"
        layout[button].intrinsicSizeOverride = IntrinsicSize(width: 100, height: 30)
        layout[button].contentHugging.horizontal = hugging
        layout[button].compressionResistance.horizontal = compression
        try layout.addConstraints([
            container.leadingAnchor.constraint(equalTo: layout.root.leadingAnchor),
            container.topAnchor.constraint(equalTo: layout.root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: containerWidth),
            container.heightAnchor.constraint(equalToConstant: 50),
            button.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            button.topAnchor.constraint(equalTo: container.topAnchor),
            button.trailingAnchor.constraint(equalTo: container.trailingAnchor).withPriority(500),
        ])
        return layout
    }

    @Test func huggingAbovePinKeepsIntrinsicWidth() throws {
        let solution = try buttonLayout(containerWidth: 300, hugging: 501).solve(in: environment(400, 800))
        #expect(frame(solution, "button") == "(0, 0, 100, 30)")
        #expect(solution.diagnostics.isEmpty)
    }

    @Test func huggingBelowPinStretches() throws {
        let solution = try buttonLayout(containerWidth: 300, hugging: 499).solve(in: environment(400, 800))
        #expect(frame(solution, "button") == "(0, 0, 300, 30)")
        #expect(solution.diagnostics.isEmpty)
    }

    @Test func compressionBelowPinTruncatesTheTitle() throws {
        let solution = try buttonLayout(containerWidth: 60, compression: 499).solve(in: environment(400, 800))
        #expect(frame(solution, "button") == "(0, 0, 60, 30)")
        #expect(solution.diagnostics.map(\.description) == ["Title truncated: button is 60 pt wide; its title needs 100 pt."])
    }

    @Test func compressionAbovePinKeepsTheTitleWhole() throws {
        let solution = try buttonLayout(containerWidth: 60, compression: 501).solve(in: environment(400, 800))
        #expect(frame(solution, "button") == "(0, 0, 100, 30)")
        #expect(solution.diagnostics.isEmpty)
    }

    @Test func axesWithoutIntrinsicSizeAddNoConstraints() throws {
        var layout = try LayoutModelTests.layout([("bar", .view)])
        layout[ViewReference(name: "bar")].intrinsicSizeOverride = IntrinsicSize(width: nil, height: 44)
        try layout.addConstraints(visualFormat: "H:|[bar]|")
        try layout.addConstraints(visualFormat: "V:|[bar]")
        #expect(frame(try layout.solve(in: environment(390, 844)), "bar") == "(0, 0, 390, 44)")
    }

    /// A toolbar held to the safe area's bottom stands on the home indicator of an iPhone 14 Pro
    /// and is 49 pt tall there; on an iPhone SE, in landscape (compact height), higher up, or
    /// above a container's tab bar it is 44. Both solving paths agree, screens in any order. A
    /// full-width toolbar is no unsafe-area finding in landscape: UIKit bars inset their items.
    @Test func aToolbarOnTheHomeIndicatorIsTall() throws {
        let text = """
            name: toolbars
            views:
              actions: {kind: toolbar}
              header: {kind: toolbar}
            constraints:
              - H:|[actions]|
              - actions.bottom == safeArea.bottom
              - H:|[header]|
              - header.top == safeArea.top
            """
        let layout = try load(yaml: text)
        let island = environment(393, 852, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let homeButton = environment(375, 667, scale: 2, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let landscape = LayoutEnvironment(size: Size(width: 852, height: 393), safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                                          displayScale: 3)
        let expected = [
            ("(0, 769, 393, 49)", "(0, 59, 393, 44)"),
            ("(0, 623, 375, 44)", "(0, 20, 375, 44)"),
            ("(0, 328, 852, 44)", "(0, 0, 852, 44)"),
        ]
        for (environment, (actions, header)) in zip([island, homeButton, landscape], expected) {
            let solution = try layout.solve(in: environment)
            #expect(frame(solution, "actions") == actions)
            #expect(frame(solution, "header") == header)
            // A bar spans the screen under the sensor housing and insets its items itself.
            #expect(solution.diagnostics.filter { $0.kind == .unsafeArea } == [])
        }
        let solver = try IncrementalLayoutSolver(layout: layout, environment: island)
        for environment in [island, homeButton, island] {
            let incremental = try solver.solve(in: environment).solution
            #expect(incremental.frames == (try layout.solve(in: environment)).frames)
        }
        #expect(solver.engineCount == 2)

        var aboveTabBar = layout
        aboveTabBar.bars.tabBar = true
        #expect(frame(try aboveTabBar.solve(in: island), "actions") == "(0, 774, 393, 44)")
        let raised = try load(yaml: text.replacingOccurrences(of: "actions.bottom == safeArea.bottom", with: "actions.bottom == safeArea.bottom - 8"))
        #expect(frame(try raised.solve(in: island), "actions") == "(0, 766, 393, 44)")
    }

    /// UIKit makes content-size constraints after a nib's constraints: where a required one (an
    /// image's 1000 compression resistance) conflicts with an explicit size, the content size is
    /// what breaks, and the image keeps the explicit 176 × 36 that Xcode saved (woocommerce's
    /// logo, 263 × 54).
    @Test func aRequiredContentSizeGivesWayToAnExplicitSize() throws {
        let layout = try load(yaml: """
            views:
              logo: {kind: imageView, image: 263x54, compression: 1000}
            constraints:
              - logo.width == 176
              - logo.height == 36
              - logo.centerX == root.centerX
              - logo.top == safeArea.top + 28
            """)
        let solution = try layout.solve(in: environment(390, 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        #expect(frame(solution, "logo") == "(107, 75, 176, 36)")
        let broken = solution.diagnostics.compactMap { diagnostic -> String? in
            guard case let .unsatisfiable(conflict) = diagnostic else { return nil }
            return conflict.broken.description
        }
        #expect(broken == ["<NSContentSizeLayoutConstraint:logo.width >= 263 CompressionResistance:1000>",
                           "<NSContentSizeLayoutConstraint:logo.height >= 54 CompressionResistance:1000>"])
    }

    /// A button without a configuration sizes its title in whole points and a system one is at
    /// least 30 pt wide (Xcode's saved frames: a 17-pt title's button is 33 tall on @2x and @3x,
    /// "OK" 30 wide); a custom one's title is 18 pt unless set (34 tall); a configured one stays
    /// on the pixel grid; one that shows only an image is the image's height.
    func buttonStyles() throws {
        var button = LayoutView(name: "button", kind: .button)
        button.content.title = "Share"
        button.content.font = Font(size: 17)
        #expect(button.intrinsicContentSize(scale: 2).height == 33)
        #expect(button.intrinsicContentSize(scale: 3).height == 33)
        let width = try #require(button.intrinsicContentSize(scale: 3).width)
        #expect(width == width.rounded())
        button.content.buttonStyle = .configured
        button.content.titlePadding = 0
        #expect(button.intrinsicContentSize(scale: 2).height == 20.5)
        #expect(try #require(button.intrinsicContentSize(scale: 3).width) < width)

        var short = LayoutView(name: "ok", kind: .button)
        short.content.title = "OK"
        #expect(short.intrinsicContentSize(scale: 2) == IntrinsicSize(width: 30, height: 30))
        short.content.buttonStyle = .custom
        let custom = short.intrinsicContentSize(scale: 2)
        #expect(custom.height == 34)
        #expect(try #require(custom.width) < 30)

        var icon = LayoutView(name: "icon", kind: .button)
        icon.content.image = Size(width: 24, height: 24)
        icon.content.buttonStyle = .custom
        #expect(icon.intrinsicContentSize(scale: 2) == IntrinsicSize(width: 24, height: 24))
        icon.content.title = "Edit"
        #expect(icon.intrinsicContentSize(scale: 2).height == 34)

        // A background image is a floor on both axes (Xcode drew a "7:30 pm" button over a
        // 68 × 27 background 68 wide); one alone sizes an empty button.
        var backed = LayoutView(name: "time", kind: .button)
        backed.content.title = "7:30 pm"
        backed.content.backgroundImage = Size(width: 68, height: 27)
        #expect(backed.intrinsicContentSize(scale: 2) == IntrinsicSize(width: 68, height: 30))
        backed.content.title = nil
        backed.content.buttonStyle = .custom
        #expect(backed.intrinsicContentSize(scale: 2) == IntrinsicSize(width: 68, height: 27))
    }

    /// Sizes UIKit-like controls get from their content.
    @Test func contentSizes() throws {
        var label = LayoutView(name: "label", kind: .label)
        label.content.text = "Hello"
        // San Francisco's fitted advances with 17-pt tracking → 39 at @3x (TextMeasurementTests
        // has Xcode's own widths); line height 17 × 2444/2048 = 20.287 → 20.333 (@3x), 20.5 (@2x).
        #expect(label.intrinsicContentSize(scale: 3) == IntrinsicSize(width: 39, height: 20 + 1.0 / 3))
        #expect(label.intrinsicContentSize(scale: 2).height == 20.5)
        label.content.text = ""
        #expect(label.intrinsicContentSize(scale: 3) == IntrinsicSize(width: 0, height: 0))

        var button = LayoutView(name: "button", kind: .button)
        button.content.title = "Button"
        // A 15 pt title: 17.9 pt line + 12 pt padding = 29.9 → 30.
        #expect(button.intrinsicContentSize(scale: 2).height == 30)
        let title = try #require(button.intrinsicContentSize(scale: 2).width)
        // Content insets add to both axes.
        button.content.contentInsets = DirectionalEdgeInsets(top: 2, leading: 10, bottom: 2, trailing: 10)
        #expect(button.intrinsicContentSize(scale: 2) == IntrinsicSize(width: title + 20, height: 34))
        // A configured button: 17-pt title, 7/12 insets, no title padding: 20.287 + 14 → 34.5 on @2x,
        // as Xcode saves configured buttons (34.333 on @3x).
        button.content.font = Font(size: 17)
        button.content.contentInsets = ViewContent.configurationInsets
        button.content.titlePadding = 0
        button.content.buttonStyle = .configured
        #expect(button.intrinsicContentSize(scale: 2).height == 34.5)
        #expect(button.intrinsicContentSize(scale: 3).height == 34 + 1.0 / 3)

        var image = LayoutView(name: "image", kind: .imageView)
        #expect(image.intrinsicContentSize(scale: 3) == .none)
        try buttonStyles()
        image.content.image = Size(width: 24, height: 16)
        #expect(image.intrinsicContentSize(scale: 3) == IntrinsicSize(width: 24, height: 16))

        #expect(LayoutView(name: "switch", kind: .switch).intrinsicContentSize(scale: 2) == IntrinsicSize(width: 51, height: 31))
        #expect(LayoutView(name: "field", kind: .textField).intrinsicContentSize(scale: 2) == IntrinsicSize(width: nil, height: 34))
        // A field without a rounded-rect border is as tall as its font's line plus 5/3 pt, on the
        // pixel grid (Xcode's saved frames: 17 pt → 22, 14 pt → 18.667 at @3x).
        var borderless = LayoutView(name: "field", kind: .textField)
        borderless.content.borderStyle = .none
        borderless.content.font = Font(size: 17)
        #expect(borderless.intrinsicContentSize(scale: 3) == IntrinsicSize(width: nil, height: 22))
        borderless.content.font = Font(size: 14)
        #expect(borderless.intrinsicContentSize(scale: 3) == IntrinsicSize(width: nil, height: 18 + 2.0 / 3))
        #expect(borderless.intrinsicContentSize(scale: 2) == IntrinsicSize(width: nil, height: 18.5))
        borderless.content.borderStyle = .roundedRect
        #expect(borderless.intrinsicContentSize(scale: 3) == IntrinsicSize(width: nil, height: 34))
        #expect(LayoutView(name: "view", kind: .view).intrinsicContentSize(scale: 2) == .none)
    }

    /// A rounded-rect field grows with a font whose line does not fit its standard height: its
    /// line plus 2 pt above and below, on the pixel grid (Xcode saved a 35-pt field 46 tall and a
    /// 50-pt bold one 64 on @2x screens, neither held by a height constraint).
    @Test func aRoundedRectFieldGrowsWithALargeFont() {
        var field = LayoutView(name: "field", kind: .textField)
        field.content.font = Font(size: 35)
        #expect(field.intrinsicContentSize(scale: 2).height == 46)
        field.content.font = Font(size: 50, weight: .bold)
        #expect(field.intrinsicContentSize(scale: 2).height == 64)
        #expect(field.content.roundedRectFieldHeight(minimum: 30, scale: 2) == 64)
        // Up to a 25-pt font (a 29.8-pt line) the standard height holds.
        field.content.font = Font(size: 25)
        #expect(field.intrinsicContentSize(scale: 3).height == 34)
        #expect(field.content.roundedRectFieldHeight(minimum: 30, scale: 3) == 34)
        field.content.font = Font(size: 14)
        #expect(field.content.roundedRectFieldHeight(minimum: 30, scale: 2) == 30)
    }

    @Test func multiLineLabelsWrapAtThePreferredWidth() {
        var label = LayoutView(name: "label", kind: .label)
        label.content.text = String(repeating: "a", count: 20)  // 178 pt on one line
        label.content.numberOfLines = 0
        label.content.preferredMaxLayoutWidth = 100
        // One word wider than the line breaks between characters: 11 a's (98 pt, the widest line,
        // which is the label's width) and 9; two lines, 2 × 20.287 → 41.
        #expect(label.intrinsicContentSize(scale: 2) == IntrinsicSize(width: 98, height: 41))
        label.content.numberOfLines = 1
        #expect(label.intrinsicContentSize(scale: 2) == IntrinsicSize(width: 178, height: 20.5))
    }

    @Test func defaultPrioritiesPerKind() {
        #expect(LayoutView(name: "v", kind: .view).contentHugging == AxisPriorities(250))
        #expect(LayoutView(name: "l", kind: .label).contentHugging == AxisPriorities(251))
        #expect(LayoutView(name: "i", kind: .imageView).contentHugging == AxisPriorities(251))
        #expect(LayoutView(name: "b", kind: .button).contentHugging == AxisPriorities(250))
        #expect(LayoutView(name: "s", kind: .switch).contentHugging == AxisPriorities(750))
        #expect(LayoutView(name: "l", kind: .label).compressionResistance == AxisPriorities(750))
    }
}
