import DeviceCatalog
import Testing

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
