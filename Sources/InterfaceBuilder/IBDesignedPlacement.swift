import DeviceCatalog
import LayoutModel
import TrellisBase

extension IBLayout {
    /// Records on each view what Xcode's saved frame shows on the design device: the edges of the
    /// root and of the safe area it lies past (`LayoutView.designedPastRoot`, `designedPastSafeArea`)
    /// and its size (`designedSize`). The designer saw it so, and a run reports only what differs.
    /// The safe area is the device's own with its status bar shown: a designer who hid the
    /// simulated status bar and put a button where it would be expects none (the app hides it). A
    /// view whose saved frame is not what its constraints give (misplaced) has no design to go by;
    /// one Xcode marks only ambiguous was drawn where its engine put it, and the designer saw it
    /// there (a label held 19 pt tall for a 20.3-pt line, its place across left open).
    mutating func recordDesignedPlacements(bars: [Idiom: BarMetrics]) {
        var canvas = self
        canvas.hidesStatusBarOnCanvas = false
        let environment = canvas.designEnvironment(bars: bars, screenSafeArea: deviceSafeArea)
        let bounds = Rect(x: 0, y: 0, width: savedRootFrame.width, height: savedRootFrame.height)
        for (name, frame) in savedFrames where name != layout.rootName && !markedMisplaced.contains(name) {
            guard var view = layout.view(named: name) else { continue }
            view.designedPastRoot = RectEdges.crossed(by: frame, of: bounds, slack: Diagnostic.edgeSlack)
            view.designedPastSafeArea = environment?.safeAreaEdgesCrossed(by: frame, slack: Diagnostic.edgeSlack) ?? []
            view.designedSize = Size(width: frame.width, height: frame.height)
            layout[ViewReference(name: name)] = view
        }
    }
}
