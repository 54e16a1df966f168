import Testing
import TrellisBase

@Test func namedMasksParse() {
    #expect(OrientationMask(named: "all") == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
    #expect(OrientationMask(named: "allButUpsideDown") == [.portrait, .landscapeLeft, .landscapeRight])
    #expect(OrientationMask(named: "landscape") == [.landscapeLeft, .landscapeRight])
    #expect(OrientationMask(named: "portraitUpsideDown") == .portraitUpsideDown)
    #expect(OrientationMask(named: "sideways") == nil)
}

@Test func maskListsItsOrientationsAndNamesItself() {
    let mask: OrientationMask = [.portrait, .landscapeRight]
    #expect(mask.orientations == [.portrait, .landscapeRight])
    #expect(mask.description == "portrait, landscapeRight")
    #expect(OrientationMask.allButUpsideDown.description == "allButUpsideDown")
}

@Test func sizeClassesParseInEveryWrittenForm() {
    let expected = SizeClasses(width: .compact, height: .regular)
    for text in ["wC,hR", "wC hR", "wc/hr", "compact,regular", "C,R"] {
        #expect(SizeClasses(parsing: text) == expected, "\(text)")
    }
    #expect(SizeClasses(parsing: "wX,hR") == nil)
    #expect(SizeClasses(parsing: "wC") == nil)
    #expect(expected.description == "wC hR")
}

@Test func severitiesOrderFromNoteToError() {
    #expect(Severity.allCases.sorted() == [.note, .warning, .error])
    #expect(Severity.warning >= .warning && Severity.error > .warning && !(Severity.note > .warning))
}

@Test func directionsAreStoredAsTheirShortNames() {
    #expect(LayoutDirection.allCases.map(\.rawValue) == ["ltr", "rtl"])
    #expect(LayoutDirection(rawValue: "rtl") == .rightToLeft)
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(insets.resolved(for: .leftToRight) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(insets.resolved(for: .rightToLeft) == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
}
