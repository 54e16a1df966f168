import Testing
@testable import TrellisBase

/// The terminal tables of `devices`, `runs` and `query`: columns padded to their widest cell, two
/// spaces apart, no trailing blanks. Padding appends spaces (Foundation's `padding(toLength:)`
/// made a 5,000-character cell take 12 s).
struct TextTableTests {
    @Test func columnsAlignWithoutTrailingBlanks() {
        #expect(TextTable.lines([["name", "size"], ["iPhone SE", "375x667"], ["iPad", ""]], rule: true) == [
            "name       size",
            "---------  -------",
            "iPhone SE  375x667",
            "iPad",
        ])
    }

    @Test func wideCellsArePaddedToTheirColumn() {
        let wide = String(repeating: "x", count: 5_000)
        let lines = TextTable.lines([[wide, "1"], ["y", "2"]])
        #expect(lines == [wide + "  1", "y" + String(repeating: " ", count: 4_999) + "  2"])
        #expect(TextTable.padded("abc", to: 2) == "abc")
        #expect(TextTable.padded("ab", to: 4) == "ab  ")
    }
}
