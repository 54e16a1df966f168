import DeviceCatalog
import LayoutModel
import TrellisBase

extension IBLayout {
    /// The layout as Xcode's canvas laid it out: on the design device, in the container the canvas
    /// drew the root in, with the placeholder constraints installed, resolved for the design
    /// device's size classes. Views Xcode marks ambiguous are not exempt from ambiguity findings
    /// here, so that Trellis's own are compared with Xcode's marks.
    func solvedAsDesigned(in environment: LayoutEnvironment) throws(LayoutError) -> (resolved: Layout, solution: LayoutSolution) {
        var design = layout.withPlaceholdersInstalled()
        design.rootContainer = designContainer
        if let margins = designRootMargins { design[design.root].layoutMargins = margins }
        for name in markedAmbiguous { design[ViewReference(name: name)].designedAmbiguous = false }
        // Resolved once; solving a layout without variations resolves nothing more.
        let resolved = try design.resolved(for: environment.sizeClasses)
        return (resolved, try resolved.solve(in: environment))
    }

    /// Gives a custom view that draws itself (`selfDrawnViews`) the size Xcode drew it at as its
    /// intrinsic size, along an axis where the layout leaves its size to something Trellis does
    /// not have: on the design device the size is ambiguous, or collapses to nothing where Xcode
    /// drew it with a size. Xcode marks a view ambiguous when nothing sizes it and shows a view
    /// at the size its constraints give; one it neither marks nor shows so had its size from its
    /// class (an `@IBDesignable` view's `intrinsicContentSize`, such as a star-rating view centred
    /// with no size of its own). A custom view its constraints size (a map view between the top
    /// and a toolbar) gets nothing: its class may well have no size, and a guessed one would
    /// contend with the toolbar's on every other screen. The size is a placeholder: laid out
    /// with, never called compressed. Nothing is learnt from a view Xcode marks ambiguous or
    /// misplaced or inside one, on a layout with no design device, or where Trellis finds the
    /// design's required constraints in conflict.
    mutating func learnSizesOfSelfDrawnViews(bars: [Idiom: BarMetrics]) {
        // Inside a view Xcode marks misplaced or ambiguous, frames are where Xcode left them.
        let candidates = selfDrawnViews.filter { name in !layout.ancestors(of: name).contains(where: unverifiable.contains) }
        guard !candidates.isEmpty, let environment = designEnvironment(bars: bars),
              let (_, solution) = try? solvedAsDesigned(in: environment),
              // Where Trellis finds the design's constraints in conflict, its frames are not Xcode's to learn from.
              !solution.diagnostics.contains(where: { $0.kind == .unsatisfiable }) else { return }
        var open: [String: Set<Axis>] = [:]
        for diagnostic in solution.diagnostics {
            guard case let .ambiguous(view, axes, _, _, withIt) = diagnostic else { continue }
            for frame in [OpenFrame(view: view, axes: axes)] + withIt where candidates.contains(frame.view) {
                if frame.axes.contains(.width) { open[frame.view, default: []].insert(.horizontal) }
                if frame.axes.contains(.height) { open[frame.view, default: []].insert(.vertical) }
            }
        }
        let collapseLength = 0.5
        for frame in solution.frames where candidates.contains(frame.view) {
            guard let saved = savedFrames[frame.view] else { continue }
            if frame.rootFrame.width < collapseLength, saved.width >= collapseLength { open[frame.view, default: []].insert(.horizontal) }
            if frame.rootFrame.height < collapseLength, saved.height >= collapseLength { open[frame.view, default: []].insert(.vertical) }
        }
        for (name, axes) in open {
            guard let saved = savedFrames[name] else { continue }
            var view = layout[ViewReference(name: name)]
            let drawn = Size(width: axes.contains(.horizontal) ? saved.width : 0, height: axes.contains(.vertical) ? saved.height : 0)
            guard let size = IBLayoutBuilder.drawnSizeStandIn(for: view, drawn: drawn) else { continue }
            view.intrinsicSizeOverride = size
            view.intrinsicSizeIsPlaceholder = true
            layout[ViewReference(name: name)] = view
        }
    }
}
