import ConstraintSolver
import DeviceCatalog
import Testing
import TextMeasurement
import TrellisBase
@testable import LayoutModel

/// Writing layouts as layout files: the exact text, what reads back, and what cannot be written.
struct LayoutFileWriterTests {
    /// A table cell's content view with a switch, a label whose text YAML would read as a number,
    /// a 16:9 multiplier and a variation: every part of the format the writer has to get right.
    static func cellLayout() throws -> Layout {
        var layout = Layout(name: "Main.storyboard#Settings/switchCell", rootName: "contentView")
        layout.designSize = Size(width: 375, height: 44)
        layout.rootContainer = RootContainer(kind: .tableCell, height: .fixed(44), accessoryWidth: 26.5, tableStyle: .insetGrouped,
                                             host: RootContainer.Host(layout: "Main.storyboard#Settings", view: "tableView"))
        layout.supportedOrientations = .portrait
        layout[layout.root].layoutMargins = .directional(DirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8))
        let label = try layout.addView("countLabel", kind: .label, translatesAutoresizingMaskIntoConstraints: false)
        layout[label].content.text = "123"
        layout[label].content.font = Font(size: 15, bold: true)
        layout[label].contentHugging = AxisPriorities(horizontal: 251, vertical: 250)
        let toggle = try layout.addView("toggle", kind: .switch, translatesAutoresizingMaskIntoConstraints: false)
        layout[toggle].alignmentRectOutsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        try layout.addConstraints([
            LayoutConstraint(item: .view("countLabel"), attribute: .leading, toItem: .guide(.margins, owner: "contentView"),
                             attribute: .leading, identifier: "a1-b2-c3"),
            LayoutConstraint(item: .view("toggle"), attribute: .width, toItem: .view("toggle"), attribute: .height,
                             multiplier: 16.0 / 9, constant: 0.25, priority: 999.5, identifier: "w16-9"),
            LayoutConstraint(item: .view("toggle"), attribute: .trailing, toItem: .view("contentView"), attribute: .trailingMargin,
                             identifier: "t-r", isActive: false),
        ])
        var compact = Variation(width: .regular)
        compact.activations = [("t-r", true)]
        compact.constants = [("a1-b2-c3", 4), ("a1-b2-c3", 20)]
        var hide = ViewChange()
        hide.isHidden = true
        var smaller = ViewChange()
        smaller.font = Font(size: 13)
        compact.viewChanges = [("countLabel", hide), ("countLabel", smaller)]
        layout.variations = [compact]
        return layout
    }

    @Test func writesOnlyWhatDiffersFromTheDefaultsWithEveryDigit() throws {
        let text = try LayoutFileWriter().text(of: Self.cellLayout(), comments: ["Imported from Main.storyboard."])
        #expect(text == """
            # Imported from Main.storyboard.
            name: Main.storyboard#Settings/switchCell
            orientations: [portrait]
            designSize: 375x44
            container: {kind: tableCell, accessoryWidth: 26.5, tableStyle: insetGrouped, height: 44, host: {layout: Main.storyboard#Settings, view: tableView}}
            root: {name: contentView, margins: {top: 11, leading: 8, bottom: 11, trailing: 8}}
            views:
              countLabel: {kind: label, text: "123", font: {size: 15, weight: bold}, hugging: {horizontal: 251, vertical: 250}}
              toggle: {kind: switch, alignmentRectOutsets: {top: 0, left: 0, bottom: 0, right: 2}}
            constraints:
            - {id: a1-b2-c3, equation: countLabel.leading == contentView.margins.leading}
            - {id: w16-9, equation: toggle.width == 1.7777777777777777 * toggle.height + 0.25 @999.5}
            - {id: t-r, equation: toggle.trailing == contentView.trailingMargin, active: false}
            variations:
            - width: regular
              active:
                t-r: true
              constants:
                a1-b2-c3: 20
              views:
                countLabel: {font: 13, hidden: true}

            """)
    }

    @Test func readsBackTheSameLayout() throws {
        let original = try Self.cellLayout()
        let reread = try LayoutFileLoader.load(yaml: try LayoutFileWriter().text(of: original), file: "cell.yaml")
        #expect(reread.name == original.name)
        #expect(reread.rootName == "contentView")
        #expect(reread.rootContainer == original.rootContainer)
        #expect(reread.rootContainer.height == .fixed(44))
        #expect(reread[reread.root].layoutMargins == original[original.root].layoutMargins)
        #expect(reread.viewsInTreeOrder.map(\.name) == original.viewsInTreeOrder.map(\.name))
        for view in original.viewsInTreeOrder.dropFirst() {
            var read = reread.view(named: view.name)!
            read.source = view.source
            #expect(read == view)
        }
        #expect(reread.constraints.map(\.description) == original.constraints.map(\.description))
        #expect(reread.constraints.map(\.multiplier) == [1, 16.0 / 9, 1])
        let regular = try reread.resolved(for: SizeClasses(width: .regular, height: .regular))
        #expect(regular.constraints.map { "\($0.identifier!) \($0.constant) \($0.isActive)" } == ["a1-b2-c3 20.0 true", "w16-9 0.25 true", "t-r 0.0 true"])
        #expect(regular.view(named: "countLabel")!.isHidden)
        #expect(regular.view(named: "countLabel")!.content.font == Font(size: 13))
    }

    /// A text field's border decides its height, so an imported borderless field says so.
    @Test func aTextFieldsBorderIsWrittenAndReadBack() throws {
        var layout = Layout(name: "form")
        let field = try layout.addView("search", kind: .textField, translatesAutoresizingMaskIntoConstraints: false)
        layout[field].content.borderStyle = .none
        let text = try LayoutFileWriter().text(of: layout)
        #expect(text.contains("  search: {kind: textField, borderStyle: none}\n"))
        #expect(try LayoutFileLoader.load(yaml: text, file: "form.yaml").view(named: "search")?.content.borderStyle == TextFieldBorderStyle.none)
    }

    /// A Dynamic Type style is written by name, so its leading survives an import: as it is
    /// (`footnote`), or with the size or weight a file gave it.
    @Test func textStylesReadBack() throws {
        var layout = Layout(name: "styles")
        var resized = Font(.headline)
        resized.pointSize = 20
        var lighter = Font(.headline)
        lighter.weight = .regular
        for (name, font) in [("note", Font(.footnote)), ("big", resized), ("plain", lighter)] {
            let view = try layout.addView(name, kind: .label, translatesAutoresizingMaskIntoConstraints: false)
            layout[view].content.text = "Hi"
            layout[view].content.font = font
        }
        let text = try LayoutFileWriter().text(of: layout)
        #expect(text.contains("note: {kind: label, text: Hi, font: footnote}"))
        #expect(text.contains("big: {kind: label, text: Hi, font: {size: 20, style: headline}}"))
        #expect(text.contains("plain: {kind: label, text: Hi, font: {size: 17, weight: regular, style: headline}}"))
        let reread = try LayoutFileLoader.load(yaml: text, file: "styles.yaml")
        #expect(["note", "big", "plain"].map { reread.view(named: $0)?.content.font } == [Font(.footnote), resized, lighter])
    }

    /// What decides a text's size is written and read back: a weight, a named font, a line break
    /// mode, a button's insets, title padding and style.
    @Test func fontsLineBreaksAndButtonInsetsReadBack() throws {
        var layout = Layout(name: "card")
        let title = try layout.addView("title", kind: .label, translatesAutoresizingMaskIntoConstraints: false)
        layout[title].content.text = "Hello"
        layout[title].content.font = Font(size: 15, weight: .medium, name: "Avenir-Medium")
        layout[title].content.lineBreakMode = .wordWrap
        let button = try layout.addView("go", kind: .button, translatesAutoresizingMaskIntoConstraints: false)
        layout[button].content.title = "Go"
        layout[button].content.font = Font(size: 17, weight: .semibold)
        layout[button].content.contentInsets = ViewContent.configurationInsets
        layout[button].content.titlePadding = 0
        layout[button].content.buttonStyle = .configured
        layout[button].content.backgroundImage = Size(width: 68, height: 27)
        let text = try LayoutFileWriter().text(of: layout)
        #expect(text.contains("title: {kind: label, text: Hello, font: {name: Avenir-Medium, size: 15, weight: medium}, lineBreak: wordWrap}"))
        #expect(text.contains("go: {kind: button, title: Go, font: {size: 17, weight: semibold}, contentInsets: {top: 7, leading: 12, bottom: 7, trailing: 12}, titlePadding: 0, buttonStyle: configured, backgroundImage: 68x27}"))
        let reread = try LayoutFileLoader.load(yaml: text, file: "card.yaml")
        #expect(reread.view(named: "title")?.content == layout[title].content)
        #expect(reread.view(named: "go")?.content == layout[button].content)
    }

    @Test func aFontHasBoldOrAWeightNotBoth() throws {
        #expect(throws: LayoutFileError.self) {
            try LayoutFileLoader.load(yaml: "views:\n  a: {kind: label, font: {size: 15, bold: true, weight: light}}\n", file: "f.yaml")
        }
        do {
            _ = try LayoutFileLoader.load(yaml: "views:\n  a: {kind: label, font: {size: 15, weight: fat}}\n", file: "f.yaml")
            Issue.record("a weight that does not exist was read")
        } catch {
            #expect(error.description == "f.yaml:2:45: expected a font weight (ultraLight, thin, light, regular, medium, semibold, bold, heavy, black), not 'fat'")
        }
    }

    /// What decides whether a squeezed view loses anything is written and read back.
    @Test func contentModeClippingAutoshrinkAndPlaceholderSizesReadBack() throws {
        var layout = Layout(name: "card")
        let image = try layout.addView("photo", kind: .imageView, translatesAutoresizingMaskIntoConstraints: false)
        layout[image].contentMode = .center
        layout[image].clipsToBounds = true
        let label = try layout.addView("total", kind: .label, translatesAutoresizingMaskIntoConstraints: false)
        layout[label].content.minimumScaleFactor = 0.5
        layout[label].intrinsicSizeOverride = IntrinsicSize(width: 80, height: nil)
        layout[label].intrinsicSizeIsPlaceholder = true
        let text = try LayoutFileWriter().text(of: layout)
        #expect(text.contains("  photo: {kind: imageView, contentMode: center, clipsToBounds: true}\n"))
        #expect(text.contains("  total: {kind: label, intrinsicSize: 80xnone, minimumScaleFactor: 0.5, intrinsicSizeIsPlaceholder: true}\n"))
        let read = try LayoutFileLoader.load(yaml: text, file: "card.yaml")
        #expect(read.view(named: "photo")?.contentMode == .center && read.view(named: "photo")?.clipsToBounds == true)
        #expect(read.view(named: "total")?.content.minimumScaleFactor == 0.5 && read.view(named: "total")?.intrinsicSizeIsPlaceholder == true)
        #expect(loadError("views:\n  a: {kind: label, minimumScaleFactor: 2}\n") == "test.yaml:2:40: minimumScaleFactor must be above 0 and at most 1")
        #expect(loadError("views:\n  a: {contentMode: stretch}\n").hasPrefix("test.yaml:2:20: unknown contentMode 'stretch'; expected one of scaleToFill, "))
    }

    /// The edges an imported file's design put a view past are written and read back, so a run
    /// of the imported layout judges it as a run of the file does; an unknown edge is refused.
    @Test func designedPlacementsReadBack() throws {
        var layout = Layout(name: "chart")
        let button = try layout.addView("options", kind: .button, translatesAutoresizingMaskIntoConstraints: false)
        layout[button].designedPastSafeArea = [.top]
        layout[button].designedPastRoot = [.left, .top]
        layout[button].designedSize = Size(width: 79, height: 0)
        layout[button].designedAmbiguous = true
        let text = try LayoutFileWriter().text(of: layout)
        #expect(text.contains("  options: {kind: button, designedPastRoot: [top, left], designedPastSafeArea: [top], designedSize: 79x0, designedAmbiguous: true}\n"))
        let read = try LayoutFileLoader.load(yaml: text, file: "chart.yaml")
        #expect(read.view(named: "options")?.designedPastRoot == [.left, .top])
        #expect(read.view(named: "options")?.designedPastSafeArea == [.top])
        #expect(read.view(named: "options")?.designedSize == Size(width: 79, height: 0))
        #expect(read.view(named: "options")?.isDesignedEmpty(along: .vertical) == true)
        #expect(read.view(named: "options")?.isDesignedEmpty(along: .horizontal) == false)
        #expect(read.view(named: "options")?.designedAmbiguous == true)
        #expect(loadError("views:\n  a: {designedPastRoot: [up]}\n") == "test.yaml:2:26: unknown edge 'up'; expected top, left, bottom, right")
    }

    /// Interface Builder's placeholder constraints go to a `placeholders:` section of their own,
    /// after the constraints, and read back there (never among the constraints solved); one that
    /// names an unknown view is refused with its place.
    @Test func placeholderConstraintsAreWrittenApartAndReadBack() throws {
        var layout = Layout(name: "signIn")
        _ = try layout.addView("content", translatesAutoresizingMaskIntoConstraints: false)
        try layout.addConstraint(LayoutConstraint(item: .view("content"), attribute: .top, toItem: .view("root"), attribute: .top))
        try layout.addPlaceholderConstraints([
            LayoutConstraint(item: .view("content"), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                             constant: 600, identifier: "hOT-Wn-hIb"),
        ])
        let text = try LayoutFileWriter().text(of: layout)
        #expect(text.hasSuffix("constraints:\n- content.top == root.top\nplaceholders:\n- {id: hOT-Wn-hIb, equation: content.width == 600}\n"))
        let read = try LayoutFileLoader.load(yaml: text, file: "signIn.yaml")
        #expect(read.constraints.count == 1)
        #expect(read.placeholderConstraints.map(\.description) == layout.placeholderConstraints.map(\.description))
        #expect(read.placeholderConstraints.first?.identifier == "hOT-Wn-hIb")
        #expect(loadError("placeholders:\n  - ghost.width == 600\n") == "test.yaml:2:5: unknown view or guide 'ghost' in constraint ghost.width == 600.")
    }

    @Test func refusesANameALayoutFileCannotHold() throws {
        var layout = Layout()
        try layout.addView("margins")
        #expect(throws: LayoutFileWriteError.unwritableViewName("margins", "'margins' is the name of a layout guide; choose another view name")) {
            try LayoutFileWriter().text(of: layout)
        }
        #expect(LayoutFileWriteError.unwritableViewName("margins", "'margins' is the name of a layout guide; choose another view name").description
                == "cannot write the layout file: 'margins' is the name of a layout guide; choose another view name")
    }

    @Test func numbersKeepEveryDigitWithoutExponents() {
        #expect(LayoutFileWriter.number(20) == "20")
        #expect(LayoutFileWriter.number(-0.5) == "-0.5")
        #expect(LayoutFileWriter.number(20.333333333333332) == "20.333333333333332")
        #expect(LayoutFileWriter.number(0.00001) == "0.00001")
        #expect(Double(LayoutFileWriter.number(0.00001)) == 0.00001)
    }

    /// A root that is a stack view (a xib's top-level stack) is written with its kind and stack
    /// properties, reads back so, and arranges its subviews: two 40-pt views 16 apart in a
    /// 96-pt component.
    @Test func aStackViewRootKeepsItsKindAndArrangesItsSubviews() throws {
        let text = """
            name: HUD.xib#stack
            container: {kind: component, width: 96, height: 30}
            root: {kind: stackView, spacing: 16}
            views:
              a: {intrinsicSize: 40x30}
              b: {intrinsicSize: 40x30}

            """
        let layout = try load(yaml: text)
        #expect(layout[layout.root].kind == .stackView)
        #expect(try LayoutFileWriter().text(of: layout) == text)
        let solution = try layout.solve(in: environment(390, 844))
        #expect(frame(solution, "a") == "(0, 0, 40, 30)")
        #expect(frame(solution, "b") == "(56, 0, 40, 30)")
    }

    /// A Notification Center view (a widget) writes and reads back its kind and height, and is
    /// solved at the screen's width and that height, with a view controller's side margins and
    /// none of the screen's safe area.
    @Test func aNotificationCenterContainerKeepsItsHeightAndHasNoSafeArea() throws {
        let text = """
            name: MainInterface.storyboard#widget
            container: {kind: notificationCenter, height: 110}
            views:
              title: {intrinsicSize: 60x20}
            constraints:
            - title.top == root.top
            - title.leading == root.leadingMargin

            """
        let layout = try load(yaml: text)
        #expect(try LayoutFileWriter().text(of: layout) == text)
        let solution = try layout.solve(in: environment(390, 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        #expect(frame(solution, "root") == "(0, 0, 390, 110)")
        #expect(frame(solution, "title") == "(16, 0, 60, 20)")
    }

    /// A number too small for seventeen decimals is written with an exponent, which every reader
    /// takes back (it was written `0.`, and a size of `20x0.` was refused on reading).
    @Test func tinyNumbersAreWrittenSoThatTheyReadBack() throws {
        #expect(LayoutFileWriter.number(1e-320) == "1e-320")
        #expect(LayoutFileWriter.number(0.25) == "0.25")
        #expect(LayoutFileWriter.number(1e-5) == "0.00001")
        var layout = Layout(name: "tiny")
        var image = layout[try layout.addView("image", kind: .imageView, translatesAutoresizingMaskIntoConstraints: false)]
        image.content.image = Size(width: 20, height: 1e-320)
        layout[ViewReference(name: "image")] = image
        try layout.addConstraint(LayoutConstraint(item: .view("image"), attribute: .leading, toItem: .view("root"), attribute: .leading,
                                                  constant: 1e-320))
        let text = try LayoutFileWriter().text(of: layout)
        #expect(text.contains("image: {kind: imageView, image: 20x1e-320}"))
        #expect(text.contains("- image.leading == root.leading + 1e-320\n"))
        let reread = try LayoutFileLoader.load(yaml: text, file: "tiny.yaml")
        #expect(reread.constraints.first?.constant == 1e-320)
        #expect(reread.view(named: "image")?.content.image == Size(width: 20, height: 1e-320))
    }

    /// A tree deeper than 32 levels is written nested to 32 and, below, at the top of `views:`
    /// with `superview:` (the YAML emitter recursed on nesting and overflowed its stack at about
    /// 1,500 levels); it reads back as the same tree.
    @Test func aDeepTreeIsWrittenFlatBelowThirtyTwoLevels() throws {
        var layout = Layout(name: "deep")
        var superview = layout.root
        for index in 0..<100 {
            superview = try layout.addView("v\(index)", to: superview, translatesAutoresizingMaskIntoConstraints: false)
        }
        let text = try LayoutFileWriter().text(of: layout)
        #expect(text.contains(" v31: {}\n  v32:\n    superview: v31\n    subviews:\n      v33:\n"))
        #expect(text.contains(" v64: {}\n  v65:\n    superview: v64\n    subviews:\n      v66:\n"))
        let reread = try LayoutFileLoader.load(yaml: text, file: "deep.yaml")
        #expect(reread.viewsInTreeOrder.map(\.name) == layout.viewsInTreeOrder.map(\.name))
        #expect(reread.viewsInTreeOrder.map(\.superview) == layout.viewsInTreeOrder.map(\.superview))
    }

    /// `idioms:` names the device families a layout is shown on; both when left out.
    @Test func idiomsAreReadAndWritten() throws {
        let text = "name: Main~ipad.storyboard#home\nidioms: [pad]\nviews: {}\n"
        let layout = try load(yaml: text)
        #expect(layout.idioms == [.pad])
        #expect(try LayoutFileWriter().text(of: layout) == "name: Main~ipad.storyboard#home\nidioms: [pad]\n")
        #expect(try load(yaml: "views: {}\n").idioms == [.phone, .pad])
        #expect(loadError("idioms: [tv]\n") == "test.yaml:1:10: unknown idiom 'tv'; expected one of phone, pad")
        #expect(loadError("idioms: []\n") == "test.yaml:1:9: idioms needs at least one of phone, pad")
    }

    @Test func containerAndVariationKeysAreChecked() {
        #expect(loadError("container: {accessoryWidth: 20}\n")
                == "test.yaml:1:29: accessoryWidth applies to a table cell only (kind: tableCell)")
        #expect(loadError("container: {tableStyle: insetGrouped}\n")
                == "test.yaml:1:25: tableStyle applies to a table cell only (kind: tableCell)")
        #expect(loadError("container: {kind: tableCell, tableStyle: inset}\n")
                == "test.yaml:1:42: unknown tableStyle 'inset'; expected one of plain, grouped, insetGrouped")
        #expect(loadError("container: {kind: cell}\n")
                == "test.yaml:1:19: unknown container kind 'cell'; expected one of viewController, sheet, notificationCenter, tableCell, collectionCell, headerFooter, component, plain")
        #expect(loadError("container: {kind: tableCell, host: {layout: Main}}\n")
                == "test.yaml:1:36: host needs the layout and the view that holds the root: {layout: Main.storyboard#Settings, view: tableView}")
        #expect(loadError("root: {name: margins}\n")
                == "test.yaml:1:14: 'margins' is the name of a layout guide; choose another view name")
        #expect(loadError("root: {frame: [0, 0, 1, 1]}\n").hasPrefix("test.yaml:1:8: unknown key 'frame' in root; expected one of name, kind, margins"))
        #expect(loadError("root: {kind: pane}\n").hasPrefix("test.yaml:1:14: unknown kind 'pane'; expected one of view, label"))
        #expect(loadError("root: {spacing: 8}\n") == "test.yaml:1:17: 'spacing' applies to stack views only; 'root' is a view")
        #expect(loadError("views: {a: {}}\nconstraints: [{id: x, equation: a.width == 1}]\nvariations: [{width: compact, active: {y: true}}]\n")
                == "test.yaml:3:40: no constraint has the identifier 'y'.")
    }
}
