import ConstraintSolver
import Testing
import TrellisBase
@testable import LayoutModel

/// The warning rules against UIKit, one behaviour each: what a compressed view loses by its class,
/// which views an empty size, an off-screen place or the unsafe area is a finding for, and
/// ambiguity read from a view's frame in its superview.
struct FindingRuleTests {
    func messages(_ yaml: String, _ environment: LayoutEnvironment = LayoutModelTests.environment(390, 844)) throws -> [String] {
        try load(yaml: yaml).solve(in: environment).diagnostics.filter { $0.kind != .pixelMisaligned }.map(\.description)
    }

    /// One view 100 pt wide (`width`) whose content asks for `needed` × 20.
    func squeezed(_ view: String, width: Double = 100) -> String {
        """
        views:
          v: \(view)
        constraints:
          - v.leading == root.leading
          - v.top == root.top + 100
          - v.width == \(width)
        """
    }

    /// The kinds are declared here, beside their checks; every diagnostic's kind is one of them,
    /// found again by its stored name, and a name none has is nil (ResultStore refuses the row).
    @Test func everyKindIsListedAndFoundByItsName() {
        #expect(DiagnosticKind.all.map(\.name) == ["unsatisfiable", "no-supported-orientation", "invalid-layout", "ambiguous",
                                                   "compressed", "empty-size", "outside-root", "partly-outside-root",
                                                   "unsafe-area", "not-modelled", "pixel-misaligned"])
        #expect(DiagnosticKind.all.allSatisfy { DiagnosticKind(name: $0.name)?.severity == $0.severity })
        #expect(DiagnosticKind.all.map(\.severity) == [.error, .error, .error] + Array(repeating: .warning, count: 7) + [.note])
        #expect(DiagnosticKind(name: "Compressed") == nil && DiagnosticKind(name: "") == nil)
        let outside = Diagnostic.outsideRoot(views: [PlacedView(view: "v", frame: Rect(x: 0, y: -30, width: 10, height: 20))], partly: false)
        let partly = Diagnostic.outsideRoot(views: [PlacedView(view: "v", frame: Rect(x: 0, y: -10, width: 10, height: 20))], partly: true)
        #expect([outside.kind, partly.kind] == [.outsideRoot, .partlyOutsideRoot] && DiagnosticKind.all.contains(partly.kind))
    }

    @Test func aLabelIsTruncatedOnlyWhenItsTextCannotShrinkOrWrap() throws {
        #expect(try messages(squeezed("{kind: label, text: Quarterly report, intrinsicSize: 150x20}"))
            == ["Text truncated: v is 100 pt wide; its text needs 150 pt."])
        // Autoshrink down to half its font size fits 150 pt of text in 100.
        #expect(try messages(squeezed("{kind: label, text: Quarterly report, intrinsicSize: 150x20, minimumScaleFactor: 0.5}")) == [])
        #expect(try messages(squeezed("{kind: label, text: Quarterly report, intrinsicSize: 150x20, minimumScaleFactor: 0.6}", width: 80))
            == ["Text truncated: v is 80 pt wide; its text needs 150 pt."])
        // Within the text model's uncertainty (5%, at least 2 pt) nothing is said.
        #expect(try messages(squeezed("{kind: label, text: Quarterly report, intrinsicSize: 104x20}")) == [])
    }

    /// Text in a font Trellis has no file for is measured as the system font: an estimate that
    /// may be a quarter off either way (a condensed display face), so no width or height in it
    /// is called truncated. The `not-modelled` note says so, once per layout and font.
    /// A button's background image stretches to its bounds: narrower than the background, the
    /// button loses nothing (RadarCOVID's 295-pt "Accept" over a 341-pt background was "title
    /// truncated"); its title still truncates, by its own width.
    @Test func aButtonsBackgroundImageStretches() throws {
        #expect(try messages(squeezed("{kind: button, title: OK, backgroundImage: 341x60}")) == [])
        #expect(try messages(squeezed("{kind: button, title: Accept the new terms of use, backgroundImage: 341x60}")) == [
            "Title truncated: v is 100 pt wide; its title needs 197 pt.",
        ])
    }

    @Test func textInAFontWithoutAFileIsNeverCalledTruncated() throws {
        let condensed = """
            views:
              v: {kind: label, text: FM PLAYER CLASSIC, font: {name: Trellis-CondensedDisplay, size: 40}}
              b: {kind: button, title: Hello world, font: {name: Trellis-CondensedDisplay, size: 40}}
            constraints:
              - v.leading == root.leading
              - v.top == root.top + 100
              - v.width == 100
              - v.height == 10
              - b.leading == root.leading
              - b.top == root.top + 200
              - b.width == 50
            """
        #expect(try messages(condensed) == [
            "test.yaml:2:3: warning: font 'Trellis-CondensedDisplay' is measured as the system font at its weight (regular): Trellis has no file "
                + "for it, so text widths in it are estimates and no text in it is called truncated (add the app's font files to the "
                + "project, or a folder of them under `fonts:` in trellis.yml)",
        ])
        // The same text in the system font is measured, and truncated.
        #expect(try messages(condensed.replacingOccurrences(of: "{name: Trellis-CondensedDisplay, size: 40}", with: "40")) == [
            "Text truncated: v is 100 pt wide; its text needs 375.333 pt.", "Text cut off: v is 10 pt tall; its text needs 48 pt.",
            "Title truncated: b is 50 pt wide; its title needs 199 pt.",
        ])
    }

    /// A label shorter than its line draws the line centred and clipped: only letters past an
    /// edge are lost. Capitals at 40 pt (28.8 pt of ink in a 47.7-pt line) fit 37 pt; a
    /// descender does not, and 25 pt cuts the capitals' feet.
    @Test func aLabelShorterThanItsLineIsCutOnlyWhereItsLettersAre() throws {
        func cut(_ text: String, height: Double) throws -> [String] {
            try messages("""
                views:
                  v: {kind: label, text: \(text), font: {size: 40, weight: heavy}}
                constraints:
                  - v.leading == root.leading + 8
                  - v.top == root.top + 100
                  - v.height == \(height)
                """)
        }
        #expect(try cut("EXPLORE", height: 37) == [])
        #expect(try cut("Explore", height: 37) == ["Text cut off: v is 37 pt tall; its text needs 48 pt."])
        #expect(try cut("EXPLORE", height: 25) == ["Text cut off: v is 25 pt tall; its text needs 48 pt."])
        // A character Trellis has no height for is given the whole line.
        #expect(try cut("ÉCOLE", height: 37) == ["Text cut off: v is 37 pt tall; its text needs 48 pt."])
    }

    /// A button's height may be its image's (which shrinks to fit a shorter button) and its
    /// insets': only its title's letters past its edges are lost. A 100-pt button with a 144-pt
    /// image and a 15-pt title loses nothing; 12 pt cuts the title, whose line needs 18 pt.
    @Test func aButtonsTitleIsCutOnlyWhereItsLettersAre() throws {
        func button(_ content: String, height: Double) throws -> [String] {
            try messages("""
                views:
                  b: {kind: button, \(content)}
                constraints:
                  - b.leading == root.leading + 8
                  - b.top == root.top + 100
                  - b.height == \(height)
                """)
        }
        #expect(try button("title: Play, image: 144x144", height: 100) == [])
        #expect(try button("image: 144x144", height: 100) == [])
        #expect(try button("title: Play", height: 12) == ["Title cut off: b is 12 pt tall; its title's line needs 18 pt."])
        #expect(try button("title: Play, image: 144x144", height: 12) == ["Title cut off: b is 12 pt tall; its title's line needs 18 pt."])
    }

    @Test func anImageIsCroppedOnlyWhenDrawnUnscaledAndClipped() throws {
        #expect(try messages(squeezed("{kind: imageView, image: 150x150, contentMode: scaleAspectFit}")).filter { $0.hasPrefix("Image") } == [])
        #expect(try messages(squeezed("{kind: imageView, image: 150x150, contentMode: center}")).filter { $0.hasPrefix("Image") } == [])
        #expect(try messages(squeezed("{kind: imageView, image: 150x150, contentMode: center, clipsToBounds: true}")).filter { $0.hasPrefix("Image") }
            == ["Image cropped: v is 100 pt wide and clips to its bounds; its image is 150 pt and its content mode does not scale it."])
    }

    @Test func aFieldsTextScrollsButAPlaceholderAloneTruncates() throws {
        #expect(try messages(squeezed("{kind: textField, text: someone@example.com, intrinsicSize: 180x34}")) == [])
        #expect(try messages(squeezed("{kind: textField, placeholder: Email address or phone, intrinsicSize: 180x34}"))
            == ["Placeholder truncated: v is 100 pt wide; its placeholder needs 180 pt."])
        // A field shorter than its line (30 pt: 35.8) cuts what it shows only past its edges;
        // the message gives the line, not the field's bordered 34 pt.
        func short(_ content: String, height: Double) throws -> [String] {
            try messages(squeezed("{kind: textField, \(content), font: 30}", width: 300) + "\n  - v.height == \(height)")
        }
        #expect(try short("placeholder: NAME", height: 30) == [])
        #expect(try short("placeholder: Your name, text: gray", height: 30) == ["Text cut off: v is 30 pt tall; its text needs 36 pt."])
    }

    @Test func aPlaceholderIntrinsicSizeIsNeverCalledCompressed() throws {
        #expect(try messages(squeezed("{kind: label, text: Title, intrinsicSize: 150x20, intrinsicSizeIsPlaceholder: true}")) == [])
        #expect(try messages(squeezed("{kind: label, text: Title, intrinsicSize: 150x20, intrinsicSizeIsPlaceholder: true}", width: 0)) == [])
    }

    /// Text that stands for the app's (a localization key, Interface Builder's "Label") has no
    /// known length: never truncated. One line cut off by a short frame, or squeezed to nothing,
    /// it still loses its letters, whatever its text.
    @Test func aStandInTextIsNeverCalledTruncatedButStillEmpty() throws {
        #expect(try messages(squeezed("{kind: label, text: report_title_key, intrinsicSize: 150x20}"))
            == ["Text truncated: v is 100 pt wide; its text needs 150 pt."])
        #expect(try messages(squeezed("{kind: label, text: report_title_key, intrinsicSize: 150x20, textIsStandIn: true}")) == [])
        #expect(try messages(squeezed("{kind: label, text: report_title_key, intrinsicSize: 150x20, textIsStandIn: true}", width: 0))
            == ["Nothing shows: v has frame (0, 100, 0, 20), 0 pt wide; its content needs 150 pt."])
        #expect(try messages(squeezed("{kind: label, text: report_title_key, intrinsicSize: 150x20, textIsStandIn: true}", width: 200)
            + "\n  - v.height == 8") == ["Text cut off: v is 8 pt tall; its text needs 20 pt."])
    }

    @Test func anEmptySizeIsAFindingOnlyForContent() throws {
        func empty(_ view: String) throws -> [String] {
            try messages(squeezed(view, width: 0) + "\n  - v.height == 30").filter { $0.hasPrefix("Nothing shows") }
        }
        #expect(try empty("{}") == [])
        #expect(try empty("{kind: label, text: Saved, intrinsicSize: 45x20}")
            == ["Nothing shows: v has frame (0, 100, 0, 30), 0 pt wide; its content needs 45 pt."])
        // An empty label is how text set in code starts: nothing is missing.
        #expect(try empty("{kind: label, text: \"\"}") == [])
    }

    @Test func offScreenIsAboutContentThatNothingScrollsTo() throws {
        let layout = """
            views:
              background: {}
              caption: {kind: label, text: Below the fold, intrinsicSize: 120x20}
              scroller:
                kind: scrollView
                subviews:
                  footer: {kind: label, text: Terms, intrinsicSize: 60x20}
            constraints:
              - H:|-(-20)-[background]-(-20)-|
              - V:|[background]|
              - caption.leading == root.leading + 16
              - caption.top == root.bottom + 10
              - H:|[scroller]|
              - V:|[scroller]|
              - footer.leading == scroller.contentGuide.leading + 16
              - footer.top == scroller.contentGuide.top + 2000
              - footer.bottom == scroller.contentGuide.bottom
            """
        // The background past both edges and the footer 2,000 pt down the scroll view are fine;
        // the caption below the screen is never seen.
        #expect(try messages(layout) == ["Off screen: caption at (16, 854, 120, 20) (in root coordinates) lies entirely outside the root's bounds."])
    }

    /// Up to 2 pt past an edge holds only a view's own padding (a cell's field over its 0.5-pt
    /// separator, the spacing above a line's letters): no finding; more is one.
    @Test func aSliverPastAnEdgeIsNoFinding() throws {
        func past(_ overhang: Double) throws -> [String] {
            try messages("""
                views:
                  field: {kind: textField, placeholder: Name, intrinsicSize: 100x44}
                constraints:
                  - field.leading == root.leading + 16
                  - field.bottom == root.bottom + \(overhang)
                """).filter { $0.hasPrefix("Off screen") }
        }
        #expect(try past(0.5) == [])
        #expect(try past(2) == [])
        #expect(try past(3) == ["Off screen: field at (16, 803, 100, 44) (in root coordinates) extends beyond the root's bounds."])
        let notched = LayoutModelTests.environment(390, 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(notched.keepsWithinSafeArea(Rect(x: 16, y: 45.5, width: 100, height: 20), slack: 2))
        #expect(!notched.keepsWithinSafeArea(Rect(x: 16, y: 44, width: 100, height: 20), slack: 2))
    }

    @Test func theUnsafeAreaIsAScreensTextAndControls() throws {
        let views = """
            views:
              header: {kind: imageView, image: 390x200}
              title: {kind: label, text: Inbox, intrinsicSize: 80x34}
            constraints:
              - V:|[header]
              - H:|[header]|
              - title.top == root.top + 8
              - title.leading == margins.leading
            """
        let notched = LayoutModelTests.environment(390, 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // The header picture bleeds under the status bar by design; the title is under it.
        #expect(try messages(views, notched) == [
            "Unsafe area: title at (16, 8, 80, 34) (in root coordinates) reaches outside the safe area (0, 47, 390, 763), "
                + "under the status bar, sensor housing or home indicator."])
        // The same views as a component placed by whatever holds it: its container keeps it in
        // the safe area, or not, and is checked there.
        #expect(try messages("container: {kind: component, width: 390, height: 300}\n" + views, notched) == [])
    }

    /// What a label or button must show is its text: a full-width banner pinned to the screen's
    /// edges in landscape (insets at both sides) whose text is centred keeps it in the
    /// safe area; the same text at the leading edge is under the housing, and so is a button's
    /// title aligned to the left. A label with no known text is judged by its frame, and a button
    /// with a background image by its frame too.
    @Test func theUnsafeAreaIsJudgedByTheTextALabelOrButtonShows() throws {
        let landscape = LayoutModelTests.environment(844, 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        func banner(_ kind: String, _ alignment: String?) -> String {
            """
            views:
              banner: {kind: \(kind), \(kind == "label" ? "text" : "title"): Calibrate to begin, intrinsicSize: 140x20\(alignment.map { ", contentAlignment: \($0)" } ?? "")}
            constraints:
              - H:|[banner]|
              - banner.top == root.top + 100
            """
        }
        let underHousing = { (view: String) in
            "Unsafe area: \(view) at (0, 100, 844, 20) (in root coordinates) reaches outside the safe area (47, 0, 750, 369), "
                + "under the status bar, sensor housing or home indicator."
        }
        #expect(try messages(banner("label", "center"), landscape) == [])
        #expect(try messages(banner("label", nil), landscape) == [underHousing("banner")])
        #expect(try messages(banner("button", nil), landscape) == [])
        #expect(try messages(banner("button", "left"), landscape) == [underHousing("banner")])
        // A button's background image is stretched across its bounds: all of it shows.
        let backed = banner("button", nil).replacingOccurrences(of: "intrinsicSize: 140x20", with: "intrinsicSize: 140x20, backgroundImage: 40x20")
        #expect(try messages(backed, landscape) == [underHousing("banner")])
        // Text at the trailing edge is under the other side's inset.
        #expect(try messages(banner("label", "trailing"), landscape) == [underHousing("banner")])
        #expect(try messages("views:\n  banner: {kind: label}\nconstraints:\n  - H:|[banner]|\n  - banner.top == root.top + 100\n  - banner.height == 20\n",
                             landscape) == [underHousing("banner")])
    }

    /// The home indicator is a 5-pt bar 8 pt above the screen's bottom edge, drawn over the app;
    /// the rest of its inset shows what lies there. A label's text in that inset but above the
    /// bar is seen whole (a launch screen's copyright line 20 pt above the bottom), unless it
    /// reaches a rounded corner (within the inset's depth of a side) or the bar itself. A control
    /// there meets the home gesture, which starts at the bottom edge, wherever it is; and under
    /// a tab bar or toolbar everything is covered.
    @Test func aLabelInTheHomeIndicatorsInsetIsUnderItOnlyWhereTheBarIs() throws {
        let notched = LayoutModelTests.environment(393, 852, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        func line(_ kind: String, bottom: Double, leading: Double = 20, alignment: String = "center") -> String {
            """
            views:
              line: {kind: \(kind), \(kind == "label" ? "text" : "title"): Copyright 2026, intrinsicSize: 120x20, contentAlignment: \(alignment)}
            constraints:
              - line.leading == root.leading + \(formatPoints(leading))
              - root.trailing == line.trailing + 20
              - root.bottom == line.bottom + \(formatPoints(bottom))
            """
        }
        let under = { (y: Double, x: Double) in
            "Unsafe area: line at (\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(393 - 20 - x)), 20) (in root coordinates) reaches outside the safe area "
                + "(0, 59, 393, 759), under the status bar, sensor housing or home indicator."
        }
        #expect(try messages(line("label", bottom: 20), notched) == [])
        #expect(try messages(line("label", bottom: 13), notched) == [])
        #expect(try messages(line("label", bottom: 12), notched) == [under(820, 20)])
        // Text at a side within the inset's depth meets a rounded corner.
        #expect(try messages(line("label", bottom: 20, alignment: "leading"), notched) == [under(812, 20)])
        #expect(try messages(line("label", bottom: 20, leading: 40, alignment: "leading"), notched) == [])
        // With the screen's corner radius known, a corner cuts only what lies outside its arc:
        // an iPhone 15's 55-pt corner leaves text at x 20 whole 20 pt above the bottom, and cuts
        // it at x 10.
        var rounded = notched
        rounded.screenCornerRadius = 55
        #expect(try messages(line("label", bottom: 20, alignment: "leading"), rounded) == [])
        #expect(try messages(line("label", bottom: 20, leading: 10, alignment: "leading"), rounded) == [under(812, 10)])
        #expect(try messages(line("button", bottom: 20), notched) == [under(812, 20)])
        var barred = notched
        barred.safeAreaInsets.bottom = 34 + 49
        barred.bottomBarHeight = 49
        #expect(try messages(line("label", bottom: 70), barred) == [
            "Unsafe area: line at (20, 762, 353, 20) (in root coordinates) reaches outside the safe area (0, 59, 393, 710), "
                + "under the status bar, sensor housing or home indicator."])
    }

    @Test func pastAnEdgeWithoutAnInsetIsOffScreenNotUnsafe() {
        let environment = LayoutModelTests.environment(390, 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(environment.keepsWithinSafeArea(Rect(x: -10, y: 100, width: 50, height: 20)))
        #expect(environment.keepsWithinSafeArea(Rect(x: 360, y: 100, width: 50, height: 20)))
        #expect(!environment.keepsWithinSafeArea(Rect(x: 10, y: 40, width: 50, height: 20)))
        #expect(!environment.keepsWithinSafeArea(Rect(x: 10, y: 800, width: 50, height: 20)))
    }

    /// A card with no vertical position and a label pinned inside it: the card is ambiguous, the
    /// label (which moves with it) is not.
    @Test func ambiguityIsReadFromTheFrameInTheSuperview() throws {
        let found = try load(yaml: """
            views:
              card:
                subviews:
                  label: {kind: label, text: Hello, intrinsicSize: 50x20}
            constraints:
              - H:|-[card]-|
              - card.height == 100
              - label.leading == card.leading + 8
              - label.top == card.top + 8
            """).solve(in: LayoutModelTests.environment(390, 844)).diagnostics.filter { $0.kind == .ambiguous }
        #expect(found.map(\.views) == [["card"]])
        #expect(found.map(\.description).first?.hasSuffix("both satisfy its constraints equally well.") == true)
    }

    /// A form too tall for a landscape phone pushes its last controls off the bottom: one thing
    /// to fix, so one finding per kind, naming each view with its frame in tree order (the field
    /// the edge cuts, and the two buttons wholly below it). The help button pinned to the screen's
    /// leading edge, not its safe area's, reaches under the sensor housing and the cut field under
    /// the home indicator: one unsafe-area finding for both. The title at the top edge is clear: a
    /// phone in landscape has no status bar.
    @Test func viewsOffOneScreenAreOneFindingPerKind() throws {
        let landscape = LayoutModelTests.environment(844, 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let form = """
            views:
              title: {kind: label, text: Sign in, intrinsicSize: 60x20}
              help: {kind: button, title: Help, intrinsicSize: 40x30}
              field: {kind: textField, intrinsicSize: 200x34}
              send: {kind: button, title: Send, intrinsicSize: 60x34}
              cancel: {kind: button, title: Cancel, intrinsicSize: 60x34}
            constraints:
              - title.top == root.top
              - title.centerX == root.centerX
              - help.leading == root.leading + 8
              - help.top == root.top + 100
              - field.centerX == root.centerX
              - field.top == root.top + 370
              - send.centerX == root.centerX
              - send.top == field.bottom + 20
              - cancel.centerX == root.centerX
              - cancel.top == send.bottom + 8
            """
        let found = try messages(form, landscape)
        #expect(found == [
            "Off screen: field at (322, 370, 200, 34) (in root coordinates) extends beyond the root's bounds.",
            "Off screen: send at (392, 424, 60, 34) and cancel at (392, 466, 60, 34) (in root coordinates) lie entirely outside the root's bounds.",
            "Unsafe area: help at (8, 100, 40, 30) and field at (322, 370, 200, 34) (in root coordinates) reach outside the safe area (47, 0, 750, 369), "
                + "under the status bar, sensor housing or home indicator.",
        ])
    }

    /// Where a view lies is a finding only when its constraints decide it. A stack with no
    /// vertical position is ambiguous, and that is the finding; the solver's arbitrary choice (the top of the screen) puts its title
    /// under the status bar and its button below the screen, neither of which the layout says.
    @Test func aViewPlacedByAnAmbiguousPositionIsNotJudgedByWhereItLies() throws {
        let notched = LayoutModelTests.environment(390, 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let stack = """
            views:
              stack:
                subviews:
                  title: {kind: label, text: Enter your number, intrinsicSize: 140x20}
                  send: {kind: button, title: Send, intrinsicSize: 60x34}
            constraints:
              - stack.centerX == root.centerX
              - stack.width == 280
              - stack.height == 900
              - title.top == stack.top
              - title.leading == stack.leading
              - send.bottom == stack.bottom
              - send.leading == stack.leading
            """
        #expect(try messages(stack, notched) == [
            "Ambiguous layout: stack has an ambiguous vertical position. Frame (55, 0, 280, 900) and (55, 10, 280, 900) both satisfy its constraints equally well.",
        ])
        // Placed, the same views are judged where they are.
        #expect(try messages(stack + "\n  - stack.top == root.top", notched) == [
            "Off screen: send at (55, 866, 60, 34) (in root coordinates) lies entirely outside the root's bounds.",
            "Unsafe area: title at (55, 0, 140, 20) (in root coordinates) reaches outside the safe area (0, 47, 390, 763), "
                + "under the status bar, sensor housing or home indicator.",
        ])
    }

    /// Xcode's own mark is news to no one: a view Xcode marks ambiguous in the design (its issue
    /// navigator says so) is the layout's finding, said once (`isAboutTheLayout`), and no case
    /// repeats it, nor the views its freedom moves (the caption below the card). A view Xcode
    /// does not mark is still each case's finding.
    @Test func ambiguityXcodeMarksInTheDesignIsTheLayoutsFinding() throws {
        var layout = try load(yaml: """
            views:
              card: {}
              caption: {kind: label, text: Hello, intrinsicSize: 50x20}
              badge: {kind: imageView, image: 20x20}
            constraints:
              - H:|-[card]-|
              - card.height == 100
              - caption.leading == card.leading
              - caption.top == card.bottom + 8
              - badge.top == root.top + 100
            """)
        let badge = "Ambiguous layout: badge has an ambiguous horizontal position. Frame (0, 100, 20, 20) and (10, 100, 20, 20) both satisfy its constraints equally well."
        #expect(try messages(LayoutFileWriter().text(of: layout)) == [
            "Ambiguous layout: card has an ambiguous vertical position. Frame (16, 0, 358, 100) and (16, 10, 358, 100) both satisfy its constraints equally well. "
                + "Open with it: caption's vertical position.",
            badge,
        ])
        layout[ViewReference(name: "card")].designedAmbiguous = true
        let solved = try layout.solve(in: LayoutModelTests.environment(390, 844)).diagnostics.filter { $0.kind != .pixelMisaligned }
        #expect(solved.map(\.description) == [
            "Ambiguous layout in the design: Xcode marks card ambiguous on the design device: its constraints allow more than one frame, "
                + "and UIKit shows whichever its engine finds. Said once for the layout, not on each case.",
            badge,
        ])
        #expect(solved.map(\.isAboutTheLayout) == [true, false])
        #expect(solved.first?.views == ["card"])
        #expect(layout.layoutDiagnostics == [.ambiguousInDesign(views: ["card"])])
    }

    /// A placeholder constraint (Interface Builder's "Remove at build time") stands for one the app
    /// makes in code, so an ambiguity it resolves is the app's to resolve: no finding, and the
    /// views it leaves open are still not judged by where the solver put them (the title hangs
    /// 30 pt off the screen's edge). A placeholder about something else resolves nothing.
    @Test func anAmbiguityAPlaceholderResolvesIsTheAppsToResolve() throws {
        let content = """
            views:
              content:
                subviews:
                  title: {kind: label, text: Sign in, intrinsicSize: 60x20}
            constraints:
              - content.leading == root.leading
              - content.top == root.top + 100
              - content.height == 200
              - title.centerX == content.centerX
              - title.top == content.top + 8
            """
        let open = [
            "Ambiguous layout: content has an ambiguous width. Frame (0, 100, 0, 200) and (0, 100, 10, 200) both satisfy its constraints equally well. "
                + "Open with it: title's horizontal position.",
        ]
        #expect(try messages(content) == open)
        #expect(try messages(content + "\nplaceholders:\n  - content.width == 600") == [])
        #expect(try messages(content + "\nplaceholders:\n  - content.height == 300") == open)
        // A placeholder may name a guide no constraint of the layout uses.
        #expect(try messages(content + "\nplaceholders:\n  - content.trailing == margins.trailing") == [])
    }

    /// Two labels sharing a box too short for both, at the same compression resistance: which one
    /// gives way is the solver's choice, so their heights are ambiguous, and that is the finding
    /// (one: one priority to change decides both); "nothing shows" and "text cut off" for the one
    /// it happened to squeeze are not.
    @Test func aSizeTheConstraintsLeaveOpenIsNotJudged() throws {
        let found = try messages("""
            views:
              box:
                subviews:
                  title: {kind: label, text: Welcome back, font: 17}
                  detail: {kind: label, text: Choose a PIN, font: 17}
            constraints:
              - H:|-16-[box]-16-|
              - box.top == root.top + 100
              - box.height == 30
              - H:|[title]|
              - H:|[detail]|
              - V:|[title][detail]|
            """)
        #expect(found == [
            "Ambiguous layout: title has an ambiguous height. Frame (0, 0, 358, 20.333) and (0, 0, 358, 30.333) both satisfy its constraints equally well. "
                + "Open with it: detail's vertical position and height.",
        ])
    }

    /// Beyond a screen's edge nothing shows. A component (or cell) that does not clip has what
    /// lies beyond it drawn over whatever holds it: a chevron hung 15 pt left of a message view
    /// is a design, no finding; the same root clipping to its bounds cuts it off.
    @Test func outsideAComponentIsLostOnlyWhenItClips() throws {
        func component(clips: Bool) throws -> [String] {
            try messages("""
                container: {kind: component, width: 200, height: 17}
                root: {name: message\(clips ? ", clipsToBounds: true" : "")}
                views:
                  chevron: {kind: label, text: », intrinsicSize: 15x17}
                constraints:
                  - chevron.leading == message.leading - 15
                  - chevron.top == message.top
                """)
        }
        #expect(try component(clips: false) == [])
        #expect(try component(clips: true) == ["Off screen: chevron at (-15, 0, 15, 17) (in root coordinates) lies entirely outside the root's bounds."])
    }

    /// A xib view whose constraints leave its height open is as tall as the app makes it; Trellis
    /// lays it out at its designed height, so what hangs below that is not called lost (a video
    /// tile designed 50 pt tall, its caption at y 76). Its width is the container's: what is cut
    /// at the side is. A collection cell's size is its layout's, on both axes.
    @Test func beyondASizeTheAppDecidesNothingIsCalledLost() throws {
        func clipped(_ container: String, captionX: Int) throws -> [String] {
            try messages("""
                container: \(container)
                root: {name: tile, clipsToBounds: true}
                views:
                  caption: {kind: label, text: Calling, intrinsicSize: 50x24}
                constraints:
                  - caption.leading == tile.leading + \(captionX)
                  - caption.top == tile.top + 76
                """)
        }
        #expect(try clipped("{kind: component, designedHeight: 50}", captionX: 0) == [])
        #expect(try clipped("{kind: component, designedHeight: 50}", captionX: 400) == [
            "Off screen: caption at (400, 76, 50, 24) (in root coordinates) lies entirely outside the root's bounds.",
        ])
        #expect(try clipped("{kind: component, height: 50}", captionX: 0) == [
            "Off screen: caption at (0, 76, 50, 24) (in root coordinates) lies entirely outside the root's bounds.",
        ])
        #expect(try clipped("{kind: collectionCell, width: 100, height: 50}", captionX: 400) == [])
    }
    /// Past the side clear of the sensor housing a view is under nothing unless it reaches one of
    /// the screen's rounded corners, found from the screen's top and bottom, not the root's: a
    /// scene in a container view 50 pt below the top of an 852 × 393 landscape screen has a label
    /// 20 pt below the container's top, 70 pt below the screen's, clear of the 59-pt corner; one
    /// 4 pt below is 54 pt below the screen's top, in the corner.
    @Test func aCornerIsTheScreensNotTheContainers() throws {
        var hosted = LayoutEnvironment(size: Size(width: 600, height: 300), safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 0, right: 0),
                                       containerFrame: Rect(x: 0, y: 50, width: 600, height: 300))
        hosted.screenSize = Size(width: 852, height: 393)
        hosted.clearSide = .left
        func label(at top: Int) -> String {
            "views:\n  l: {kind: label, text: Side, intrinsicSize: 60x20}\nconstraints:\n  - l.leading == root.leading + 10\n  - l.top == root.top + \(top)\n"
        }
        #expect(try messages(label(at: 20), hosted) == [])
        #expect(try messages(label(at: 4), hosted) == ["Unsafe area: l at (10, 4, 60, 20) (in root coordinates) reaches outside the "
            + "safe area (59, 0, 541, 300), under the status bar, sensor housing or home indicator."])
    }

    /// In landscape the sensor housing covers only the middle of its side (the widest, the
    /// iPhone X's notch, 209 of 375 pt): beside it, in its inset, a view is seen and touched as
    /// anywhere else, unless the rounded corner cuts it. An 852 × 393 iPhone 15 in landscapeLeft
    /// has its housing on the right: a field at the top reaching 27 pt into that inset is clear of
    /// both the island and the 55-pt corner; 2 pt from the top the corner cuts it, and at mid
    /// height the island covers it.
    @Test func besideTheSensorHousingItsInsetIsClear() throws {
        var landscape = LayoutModelTests.environment(852, 393, safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        landscape.clearSide = .left
        landscape.screenCornerRadius = 55
        func field(top: Double) -> String {
            """
            views:
              field: {kind: textField, intrinsicSize: 200x30}
            constraints:
              - root.trailing == field.trailing + 32
              - field.top == root.top + \(formatPoints(top))
            """
        }
        let under = { (y: Double) in
            "Unsafe area: field at (620, \(formatPoints(y)), 200, 30) (in root coordinates) reaches outside the safe area (59, 0, 734, 372), "
                + "under the status bar, sensor housing or home indicator."
        }
        #expect(try messages(field(top: 20), landscape) == [])
        #expect(try messages(field(top: 2), landscape) == [under(2)])
        #expect(try messages(field(top: 150), landscape) == [under(150)])
        // With the corner's radius unknown, a corner reaches the inset's depth from the top.
        landscape.screenCornerRadius = nil
        #expect(try messages(field(top: 20), landscape) == [under(20)])
    }
}
