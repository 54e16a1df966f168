import ConstraintSolver
import Testing
@testable import LayoutModel

/// The Visual Format Language: Apple's documented examples, the classic tutorial ones, metrics,
/// options, and UIKit's parse errors with their caret lines.
struct VisualFormatTests {
    static let names = [
        "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView", "button1",
        "button2", "flexibleButton", "find", "findNext", "findField", "imageView", "dateLabel", "toolbar",
        "imageViewLeft", "imageViewRight", "someView", "a", "b",
    ]

    func layout() throws -> Layout {
        try LayoutModelTests.layout(Self.names.map { ($0, .view) })
    }

    func equations(_ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:]) throws -> [String] {
        try layout().constraints(visualFormat: format, options: options, metrics: metrics).map(\.equation)
    }

    func parseError(_ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:]) throws -> String {
        let layout = try layout()
        do {
            _ = try layout.constraints(visualFormat: format, options: options, metrics: metrics)
            return "parsed"
        } catch {
            return error.description
        }
    }

    // MARK: Apple's examples (Auto Layout Guide, "Visual Format Language")

    @Test func appleDocumentationExamples() throws {
        #expect(try equations("[button]-[textField]") == ["textField.leading == button.trailing + 8"])
        #expect(try equations("[button(>=50)]") == ["button.width >= 50"])
        #expect(try equations("|-50-[purpleBox]-50-|") == [
            "purpleBox.leading == root.leading + 50", "root.trailing == purpleBox.trailing + 50"])
        #expect(try equations("V:[topField]-10-[bottomField]") == ["bottomField.top == topField.bottom + 10"])
        #expect(try equations("[maroonView][blueView]") == ["blueView.leading == maroonView.trailing"])
        #expect(try equations("[button(100@20)]") == ["button.width == 100 @20"])
        #expect(try equations("[button1(==button2)]") == ["button1.width == button2.width"])
        #expect(try equations("[flexibleButton(>=70,<=100)]") == ["flexibleButton.width >= 70", "flexibleButton.width <= 100"])
        #expect(try equations("|-[find]-[findNext]-[findField(>=20)]-|") == [
            "find.leading == root.leadingMargin", "findNext.leading == find.trailing + 8",
            "findField.leading == findNext.trailing + 8", "findField.width >= 20", "root.trailingMargin == findField.trailing"])
    }

    // MARK: Tutorial examples

    @Test func classicTutorialExamples() throws {
        let pinned = ["imageView.leading == root.leading", "root.trailing == imageView.trailing"]
        #expect(try equations("H:|-0-[imageView]-0-|") == pinned)
        #expect(try equations("H:|[imageView]|") == pinned)
        let stacked = ["imageView.top == dateLabel.bottom + 8", "toolbar.top == imageView.bottom + 8"]
        #expect(try equations("V:[dateLabel]-8-[imageView]-8-[toolbar]") == stacked)
        #expect(try equations("V:[dateLabel]-[imageView]-[toolbar]") == stacked)
        #expect(try equations("H:|-20-[imageViewLeft]-10-[imageViewRight]-20-|") == [
            "imageViewLeft.leading == root.leading + 20", "imageViewRight.leading == imageViewLeft.trailing + 10",
            "root.trailing == imageViewRight.trailing + 20"])
        #expect(try equations("V:[someView(==50)]") == ["someView.height == 50"])
    }

    @Test func tutorialLayoutSolves() throws {
        var layout = try layout()
        try layout.addConstraints(visualFormat: "H:|-20-[imageViewLeft]-10-[imageViewRight(==imageViewLeft)]-20-|")
        try layout.addConstraints(visualFormat: "V:|-[imageViewLeft(50)]")
        try layout.addConstraints(visualFormat: "V:|-[imageViewRight(50)]")
        let solution = try layout.solve(in: environment(320, 568))
        #expect(frame(solution, "imageViewLeft") == "(20, 0, 135, 50)")
        #expect(frame(solution, "imageViewRight") == "(165, 0, 135, 50)")
    }

    // MARK: Predicates, metrics, options

    @Test func connectionPredicatesWithRelationsAndPriorities() throws {
        #expect(try equations("[a]-(>=20@500)-[b]") == ["b.leading >= a.trailing + 20 @500"])
        #expect(try equations("[a]-(>=8,<=40)-[b]") == ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 40"])
        #expect(try equations("V:|-(-5)-[a]") == ["a.top == root.top - 5"])
        #expect(try equations("[a]-(>=0)-|") == ["root.trailing >= a.trailing"])
    }

    @Test func metricsByName() throws {
        let metrics = ["pad": 12.0, "width": 80, "strong": 750]
        #expect(try equations("H:|-pad-[a(width@strong)]-(>=pad)-|", metrics: metrics) == [
            "a.leading == root.leading + 12", "a.width == 80 @750", "root.trailing >= a.trailing + 12"])
    }

    @Test func alignmentOptionsAlignNeighbours() throws {
        #expect(try equations("H:[a]-[b]", options: [.alignAllTop, .alignAllBottom]) == [
            "b.leading == a.trailing + 8", "a.top == b.top", "a.bottom == b.bottom"])
        #expect(try equations("H:[a][b]", options: .alignAllLastBaseline) == [
            "b.leading == a.trailing", "a.lastBaseline == b.lastBaseline"])
        #expect(try equations("H:[a][b]", options: .alignAllFirstBaseline).last == "a.firstBaseline == b.firstBaseline")
        #expect(try equations("V:[a][b]", options: [.alignAllLeading, .alignAllCenterX]) == [
            "b.top == a.bottom", "a.leading == b.leading", "a.centerX == b.centerX"])
        #expect(try equations("V:[a][b]", options: [.alignAllLeft, .alignAllRight, .alignAllTrailing]) == [
            "b.top == a.bottom", "a.left == b.left", "a.right == b.right", "a.trailing == b.trailing"])
        #expect(try equations("H:[a][b]", options: .alignAllCenterY).last == "a.centerY == b.centerY")
    }

    @Test func directionOptions() throws {
        #expect(try equations("H:|-10-[a]-[b]", options: .directionLeftToRight) == [
            "a.left == root.left + 10", "b.left == a.right + 8"])
        #expect(try equations("H:|-10-[a]-[b]-|", options: .directionRightToLeft) == [
            "root.right == a.right + 10", "a.left == b.right + 8", "b.left == root.leftMargin"])
        #expect(try equations("H:|-10-[a]", options: .directionLeadingToTrailing) == ["a.leading == root.leading + 10"])
        var layout = try layout()
        try layout.addConstraints(visualFormat: "H:|-10-[a(50)]-5-[b(50)]", options: .directionRightToLeft)
        try layout.addConstraints(visualFormat: "V:|[a(20)]")
        try layout.addConstraints(visualFormat: "V:|[b(20)]")
        let solution = try layout.solve(in: environment(400, 800))
        #expect(frame(solution, "a") == "(340, 0, 50, 20)")
        #expect(frame(solution, "b") == "(285, 0, 50, 20)")
    }

    @Test func standardSpacingToTheSuperviewIsItsMargin() throws {
        var layout = try layout()
        try layout.addConstraints(visualFormat: "H:|-[a]-|")
        try layout.addConstraints(visualFormat: "V:|-[a(10)]")
        #expect(frame(try layout.solve(in: environment(375, 667)), "a") == "(16, 0, 343, 10)")
        #expect(frame(try layout.solve(in: environment(414, 896)), "a") == "(20, 0, 374, 10)")
    }

    // MARK: Errors

    @Test func unclosedPredicateList() throws {
        #expect(try parseError("H:|-[button(>=50]-|") == """
            Unable to parse constraint format: 
            Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier
            H:|-[button(>=50]-|
                            ^
            """)
    }

    @Test func unknownViewName() throws {
        #expect(try parseError("H:|-[ghost]-|") == """
            Unable to parse constraint format: 
            ghost is not a key in the views dictionary.
            H:|-[ghost]-|
                 ^
            """)
        #expect(try parseError("[a(==ghost)]").hasSuffix("ghost is not a key in the views dictionary.\n[a(==ghost)]\n     ^"))
    }

    @Test func unknownMetric() throws {
        #expect(try parseError("H:|-pad-[a]") == """
            Unable to parse constraint format: 
            Unknown metric name 'pad'; pass it in metrics
            H:|-pad-[a]
                ^
            """)
    }

    @Test func otherGrammarErrorsPointAtTheirColumn() throws {
        func caretColumn(_ format: String) throws -> Int {
            let message = try parseError(format)
            return (message.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0)
        }
        #expect(try parseError("X:[a]").contains("Expected 'H:' or 'V:' as the orientation"))
        #expect(try caretColumn("X:[a]") == 1)
        #expect(try parseError("H:[a").contains("Expected ']' to close the view"))
        #expect(try caretColumn("H:[a") == 5)
        #expect(try parseError("[a(50@1001)]").contains("Priority 1001 is out of range: priorities are 1 to 1000"))
        #expect(try caretColumn("[a(50@1001)]") == 7)
        #expect(try parseError("H:[a]x").contains("Expected a view"))
        #expect(try caretColumn("H:[a]x") == 6)
        #expect(try parseError("H:[a]|[b]").contains("The superview may appear only at the start and the end of a format"))
        #expect(try caretColumn("H:[a]|[b]") == 6)
        #expect(try parseError("[a]-(=>8)-[b]").contains("Expected '==', '<=' or '>='"))
        #expect(try parseError("[]").contains("Expected a view name"))
        #expect(try parseError("|-8-").contains("Expected a view after the superview and its connection"))
        #expect(try parseError("[a]-8").contains("Expected '-' to close the connection's spacing"))
    }

    @Test func superviewBarNeedsASuperview() throws {
        #expect(try parseError("H:|[root]|") == """
            Unable to parse constraint format: 
            Unable to interpret '|' character, because the related view doesn't have a superview
            H:|[root]|
              ^
            """)
    }

    @Test func alignmentAlongTheFormatsOwnAxisIsRefused() throws {
        #expect(try parseError("H:[a]-[b]", options: .alignAllLeading) == """
            Unable to parse constraint format: 
            Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.
            H:[a]-[b]
            ^
            """)
        #expect(try parseError("V:[a]-[b]", options: .alignAllTop).contains("vertical edge"))
        #expect(try parseError("H:[a]", options: [.directionLeftToRight, .directionRightToLeft])
            .contains("Options mask contains more than one direction option."))
    }
}
