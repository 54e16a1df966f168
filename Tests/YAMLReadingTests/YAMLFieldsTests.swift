import Testing
import TrellisBase
import YAMLReading
import Yams

private let fields = YAMLFields(file: "x.yaml")

private func root(_ text: String) throws -> Node {
    try #require(try YAMLDocument.compose(text, file: "x.yaml"))
}

private func problem(_ read: () throws(YAMLFields.Problem) -> Void) -> YAMLFields.Problem? {
    do { try read() } catch { return error }
    return nil
}

@Test func positionsCountFromOneAndPointAtTheOffendingNode() throws {
    let node = try root("top:\n  name: a\n  colour: red\n")
    let top = try fields.mapping(node, keys: ["top"], field: "file")
    let found = problem { () throws(YAMLFields.Problem) in _ = try fields.mapping(top["top"]!, keys: ["name"], field: "view 'a'") }
    #expect(found?.location == SourceLocation(file: "x.yaml", line: 3, column: 3))
    #expect(found?.reason == .unknownKey("colour", expected: ["name"]))
    #expect(found?.message == "unknown key 'colour'; expected one of name")
    #expect(found?.messageNamingField == "unknown key 'colour' in view 'a'; expected one of name")
}

@Test func eachShapeHasOneReasonInBothPhrasings() throws {
    let list = try root("- 1\n- 2\n")
    let notAMapping = problem { () throws(YAMLFields.Problem) in _ = try fields.mapping(list, keys: [], field: "margins") }
    #expect(notAMapping?.location == SourceLocation(file: "x.yaml", line: 1, column: 1))
    #expect(notAMapping?.message == "expected a mapping")
    #expect(notAMapping?.messageNamingField == "expected a mapping for margins")

    let scalar = try root("just text\n")
    let notAList = problem { () throws(YAMLFields.Problem) in _ = try fields.sequence(scalar, field: "devices") }
    #expect(notAList?.message == "expected a list")
    #expect(notAList?.messageNamingField == "expected a list for devices")

    let notAValue = problem { () throws(YAMLFields.Problem) in _ = try fields.string(list, field: "name") }
    #expect(notAValue?.message == "expected a single value, not a list or mapping")
    #expect(notAValue?.messageNamingField == "expected a single value, not a list or mapping")

    let refused = fields.problem(scalar, "scale", "expected a number from 1 to 10, not 'just text'")
    #expect(refused.message == "expected a number from 1 to 10, not 'just text'")
    #expect(refused.messageNamingField == refused.message)
}

@Test func anEmptyValueIsAnEmptyMappingOnlyWhereAllowed() throws {
    let node = try root("views:\n")
    let empty = try fields.mapping(node, keys: ["views"], field: "file")["views"]!
    #expect(try fields.pairs(empty, field: "views", allowingNull: true).isEmpty)
    #expect(problem { () throws(YAMLFields.Problem) in _ = try fields.pairs(empty, field: "views") }?.reason == .notAMapping)
    #expect(try fields.mapping(empty, keys: ["kind"], field: "view 'a'", allowingNull: true).isEmpty)
    let refused = problem { () throws(YAMLFields.Problem) in _ = try fields.mapping(empty, keys: ["kind"], field: "view 'a'") }
    #expect(refused?.reason == .notAMapping)
    #expect(refused?.location == SourceLocation(file: "x.yaml", line: 1, column: 7))
}

@Test func pairsKeepTheOrderWritten() throws {
    let node = try root("b: 1\na: 2\nc: 3\n")
    #expect(try fields.pairs(node, field: "metrics").map { $0.key.string } == ["b", "a", "c"])
}

@Test func aSingleValueStandsForAListOfOne() throws {
    let node = try root("one: portrait\nmany: [portrait, landscape]\nnested: {a: 1}\n")
    let top = try fields.mapping(node, keys: ["one", "many", "nested"], field: "file")
    #expect(try fields.sequenceOrSingle(top["one"]!, field: "one").map(\.string) == ["portrait"])
    #expect(try fields.sequenceOrSingle(top["many"]!, field: "many").map(\.string) == ["portrait", "landscape"])
    let refused = problem { () throws(YAMLFields.Problem) in _ = try fields.sequenceOrSingle(top["nested"]!, field: "nested") }
    #expect(refused?.reason == .notASingleValue)
    #expect(refused?.location == SourceLocation(file: "x.yaml", line: 3, column: 9))
}

/// Scalars are text to every reader, so a key is the same key quoted or not: `1` and `"1"` in one
/// mapping is a duplicate, refused where the second is (before, Yams typed the first as a number,
/// the two were different keys to it, and the reader, which reads keys as text, kept only one).
@Test func aKeyIsTheSameKeyQuotedOrNot() {
    #expect(throws: YAMLDocument.Problem.invalid(SourceLocation(file: "x.yaml", line: 3, column: 4),
                                                 "duplicate key '1': a mapping has it twice")) {
        try YAMLDocument.compose("metrics:\n  1: 5\n  \"1\": 6\n", file: "x.yaml")
    }
}

/// A flag is a plain YAML 1.1 boolean; the same word quoted is text.
@Test func aBooleanIsAPlainScalarSpelledAsOne() throws {
    let flags = try fields.mapping(try root("a: yes\nb: FALSE\nc: \"true\"\nd: tRuE\ne: 1\n"), keys: ["a", "b", "c", "d", "e"], field: "file")
    #expect(["a", "b", "c", "d", "e"].map { YAMLDocument.boolean(flags[$0]!) } == [true, false, nil, nil, nil])
}
