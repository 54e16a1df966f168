import ConstraintSolver
import Testing
@testable import LayoutModel

/// UIKit's rules for which constraints may exist, each refused with UIKit's words and the
/// constraint named.
struct ValidationTests {
    func refusal(_ constraint: LayoutConstraint, in layout: Layout? = nil) throws -> String {
        var layout = try layout ?? LayoutModelTests.layout([("a", .view), ("b", .view)])
        do {
            try layout.addConstraint(constraint)
        } catch {
            return error.description
        }
        return "accepted"
    }

    let a = ViewReference(name: "a"), b = ViewReference(name: "b")

    @Test func locationCannotRelateToSize() throws {
        let constraint = LayoutConstraint(item: .view("a"), attribute: .leading, toItem: .view("b"), attribute: .width)
        #expect(try refusal(constraint) == "constraint a.leading == b.width: Invalid pairing of layout attributes: "
            + "a location (leading) cannot be related to a size (width).")
    }

    @Test func horizontalCannotRelateToVertical() throws {
        let constraint = LayoutConstraint(item: .view("a"), attribute: .leading, toItem: .view("b"), attribute: .top)
        #expect(try refusal(constraint) == "constraint a.leading == b.top: Constraint improperly relates anchors of "
            + "incompatible types: leading is horizontal and top is vertical.")
    }

    @Test func leadingCannotRelateToLeft() throws {
        let constraint = LayoutConstraint(item: .view("a"), attribute: .leading, toItem: .view("b"), attribute: .left, constant: 8)
        #expect(try refusal(constraint) == "constraint a.leading == b.left + 8: A constraint cannot be made between a "
            + "leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
        let margins = LayoutConstraint(item: .view("a"), attribute: .rightMargin, toItem: .view("b"), attribute: .trailing)
        #expect(try refusal(margins).hasPrefix("constraint a.rightMargin == b.trailing: A constraint cannot be made"))
    }

    @Test func zeroMultiplierOnLocationIsIllegal() throws {
        let constraint = LayoutConstraint(item: .view("a"), attribute: .centerX, toItem: .view("b"), attribute: .centerX,
                                          multiplier: 0, constant: 20)
        #expect(try refusal(constraint) == "constraint a.centerX == 0 * b.centerX + 20: A multiplier of 0 or a nil second "
            + "item together with a location for the first attribute creates an illegal constraint of a location equal "
            + "to a constant. Location attributes must be specified in pairs.")
        let toConstant = LayoutConstraint(item: .view("a"), attribute: .top, constant: 20)
        #expect(try refusal(toConstant).hasPrefix("constraint a.top == 20: A multiplier of 0 or a nil second item"))
    }

    @Test func sizesMayRelateToConstantsAndToEachOther() throws {
        #expect(try refusal(a.widthAnchor.constraint(equalToConstant: 20)) == "accepted")
        #expect(try refusal(a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2)) == "accepted")
        let zero = LayoutConstraint(item: .view("a"), attribute: .width, toItem: .view("b"), attribute: .width, multiplier: 0, constant: 5)
        #expect(try refusal(zero) == "accepted")
    }

    @Test func itemsMustShareAnAncestor() throws {
        var layout = try LayoutModelTests.layout([("a", .view)])
        try layout.addView("loose", to: .detached, translatesAutoresizingMaskIntoConstraints: false)
        let constraint = a.topAnchor.constraint(equalTo: ViewReference(name: "loose").bottomAnchor)
        #expect(try refusal(constraint, in: layout) == "constraint a.top == loose.bottom: Unable to activate constraint "
            + "with anchors a.top and loose.bottom because they have no common ancestor. Does the constraint or its "
            + "anchors reference items in different view hierarchies? That's illegal.")
    }

    @Test func unknownViewsAreNamed() throws {
        let constraint = a.topAnchor.constraint(equalTo: ViewReference(name: "ghost").bottomAnchor, constant: 8)
        #expect(try refusal(constraint) == "unknown view or guide 'ghost' in constraint a.top == ghost.bottom + 8.")
    }

    /// Every view has a safe area (the part of the root's it overlaps); the readable content guide
    /// is the root's only in Trellis.
    @Test func onlyTheRootHasAReadableContentGuide() throws {
        #expect(try refusal(a.topAnchor.constraint(equalTo: b.safeAreaLayoutGuide.topAnchor)) == "accepted")
        let constraint = a.topAnchor.constraint(equalTo: b.readableContentGuide.topAnchor)
        #expect(try refusal(constraint) == "constraint a.top == b.readable.top: only the root view has a readable guide "
            + "in Trellis (UIViewReadableContentGuide); relate to root.readable.")
    }

    @Test func missingAttributesAndBadNumbersAreRefused() throws {
        let noAttribute = LayoutConstraint(item: .view("a"), attribute: .width, toItem: .view("b"), attribute: .notAnAttribute)
        #expect(try refusal(noAttribute).hasSuffix("each item needs an attribute (a size held to a constant has no second item)."))
        let infinite = a.widthAnchor.constraint(equalToConstant: .infinity)
        #expect(try refusal(infinite) == "constraint a.width == inf: the multiplier and constant must be finite numbers from -1,000,000 to 1,000,000.")
        let badPriority = a.widthAnchor.constraint(equalToConstant: 10).withPriority(Priority(1001))
        #expect(try refusal(badPriority) == "constraint a.width == 10 @1001: priority 1001 is outside 1...1000.")
    }

    @Test func duplicateViewNamesAreRefused() throws {
        var layout = Layout()
        try layout.addView("a")
        #expect(throws: LayoutError.duplicateViewName("a", first: nil, second: nil)) { try layout.addView("a") }
        #expect(LayoutError.duplicateViewName("a", first: nil, second: nil).description
            == "duplicate view name 'a'; view names must be unique.")
    }
}
