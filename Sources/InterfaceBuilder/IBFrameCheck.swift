import DeviceCatalog
import LayoutModel
import TrellisBase

/// Solves an imported layout on its file's design device and compares every view's frame with
/// the one Xcode saved: the oracle that Trellis's Auto Layout matches Apple's.
public struct IBFrameCheck: Sendable {
    /// A view whose solved frame is off the saved one by more than the tolerance.
    public struct Offset: Sendable {
        public var view: String
        public var id: String?
        public var source: SourceLocation?
        /// Both in the root view's coordinates.
        public var saved: Rect
        public var solved: Rect
        /// The constraints that name the view, as equations with their lines.
        public var constraints: [String]
    }

    /// One layout's result.
    public struct LayoutResult: Sendable {
        public var name: String
        /// The design device's Interface Builder id.
        public var device: String
        /// Views compared (every view but the root, less those Xcode marks misplaced or ambiguous).
        public var views: Int
        public var within: Int
        /// Of those, the views that show text (labels, buttons, text fields): what text metrics decide.
        public var textViews = 0
        public var textWithin = 0
        public var off: [Offset]
        /// Views not compared because Xcode marks their saved frame misplaced or ambiguous.
        public var skipped: Int
        /// Why the layout could not be solved, when it could not.
        public var error: String?
        /// The errors and warnings Trellis finds on the design device. Xcode saved the file
        /// without complaint, so each is a real runtime problem (a conflict UIKit would log) or a
        /// Trellis mistake.
        public var findings: [Finding] = []
        /// How many of the `ambiguous` findings are on a view Xcode marks ambiguous too.
        public var ambiguousFindingsMarkedByXcode = 0
        /// Views Xcode marks ambiguous, and how many of them Trellis finds ambiguous too.
        public var markedAmbiguous = 0
        public var markedAmbiguousFound = 0
        /// Single-line text views whose saved width is their text's natural width (with
        /// `probesNaturalWidths`): the data the system font's advances are fitted on.
        public var naturalWidths: [NaturalWidth] = []
    }

    /// A text view whose solved width follows its intrinsic width on the design device, so that the
    /// width Xcode saved is the width Apple's fonts measured for its text.
    public struct NaturalWidth: Sendable, Equatable {
        /// The view's Interface Builder id.
        public var id: String
        public var kind: ViewKind
        /// The saved width, without the control's alignment-rect outsets.
        public var width: Double
    }

    /// In device pixels.
    public var tolerancePixels: Double
    public var bars: [Idiom: BarMetrics]
    /// Whether `check` also finds the text views saved at their natural width (one more solve).
    public var probesNaturalWidths = false

    public init(tolerancePixels: Double = 1, bars: [Idiom: BarMetrics]) {
        self.tolerancePixels = tolerancePixels
        self.bars = bars
    }

    public func check(_ imported: IBLayout, deviceID: String) -> LayoutResult {
        var result = LayoutResult(name: imported.layout.name, device: deviceID, views: 0, within: 0, off: [], skipped: 0)
        guard let environment = imported.designEnvironment(bars: bars) else {
            result.error = deviceID == "none"
                ? "the file names no design device (saved before Xcode 8); there is nothing to compare with"
                : "the design device '\(deviceID)' is not in the catalog's designDevices (Devices/interface-builder.yaml); add it there to compare"
            return result
        }
        let solution: LayoutSolution
        let resolved: Layout
        let marked = imported.markedAmbiguous
        do {
            (resolved, solution) = try imported.solvedAsDesigned(in: environment)
        } catch {
            result.error = error.description
            return result
        }
        let heightConflictIsCanvasOnly = canvasOnlyHeightConflict(imported)
        let placedOnCanvasOnly = [canvasOnlyUnsafeArea(imported), canvasOnlyBounds(imported)]
        let reported = solution.diagnostics.compactMap { diagnostic -> Diagnostic? in
            guard diagnostic.severity >= .warning, diagnostic.kind != .notModelled, !heightConflictIsCanvasOnly(diagnostic) else { return nil }
            return diagnostic.keepingPlacedViews { placed in !placedOnCanvasOnly.contains { $0(diagnostic.kind, placed) } }
        }
        result.findings = reported.map { Finding($0, in: resolved) }
        result.ambiguousFindingsMarkedByXcode = reported.count { diagnostic in
            diagnostic.kind == .ambiguous && diagnostic.views.contains { marked.contains($0) }
        }
        result.markedAmbiguous = marked.count
        let foundAmbiguous = Set(solution.diagnostics.filter { $0.kind == .ambiguous }.flatMap(\.views))
        result.markedAmbiguousFound = marked.intersection(foundAmbiguous).count
        let tolerance = tolerancePixels / environment.displayScale + 1e-6
        for frame in solution.frames where frame.superview != nil {
            guard let saved = imported.savedFrames[frame.view] else { continue }
            if imported.unverifiable.contains(frame.view) {
                result.skipped += 1
                continue
            }
            result.views += 1
            let showsText = resolved.view(named: frame.view)?.kind.showsText == true
            if showsText { result.textViews += 1 }
            let solved = frame.rootFrame
            // Inside a view Xcode marks misplaced or ambiguous, the saved frame is where Xcode left
            // it in that view, which is not where its constraints put the view: compared within it.
            let (offset, savedOffset) = markedAncestorOrigins(of: frame.view, imported, resolved, solution)
            let distance = max(abs(solved.x - offset.x - (saved.x - savedOffset.x)), abs(solved.y - offset.y - (saved.y - savedOffset.y)),
                               abs(solved.width - saved.width), abs(solved.height - saved.height))
            if distance <= tolerance {
                result.within += 1
                if showsText { result.textWithin += 1 }
            } else {
                let constraints = resolved.constraints.filter { $0.isActive && $0.viewNames.contains(frame.view) }.map { constraint in
                    "\(constraint.equation)" + (constraint.source.map { "  (line \($0.line))" } ?? "")
                }
                result.off.append(Offset(view: frame.view, id: imported.viewIDs[frame.view], source: resolved.view(named: frame.view)?.source,
                                         saved: saved, solved: solved, constraints: constraints))
            }
        }
        if probesNaturalWidths {
            let placed = Set(solution.frames.map(\.view)).subtracting(result.off.map(\.view)).subtracting(imported.unverifiable)
            result.naturalWidths = naturalWidths(resolved, solution, placed: placed, ids: imported.viewIDs, in: environment)
        }
        return result
    }

    /// The solved and saved origins of the nearest ancestor of `view` that Xcode marks misplaced
    /// or ambiguous; zero without one.
    private func markedAncestorOrigins(of view: String, _ imported: IBLayout, _ layout: Layout,
                                       _ solution: LayoutSolution) -> (solved: (x: Double, y: Double), saved: (x: Double, y: Double)) {
        guard !imported.unverifiable.isEmpty else { return ((0, 0), (0, 0)) }  // most layouts: no walk up the tree
        for ancestor in layout.ancestors(of: view).dropFirst() where imported.unverifiable.contains(ancestor) {
            guard let saved = imported.savedFrames[ancestor], let solved = solution.frame(of: ancestor)?.rootFrame else { break }
            return ((solved.x, solved.y), (saved.x, saved.y))
        }
        return ((0, 0), (0, 0))
    }

    /// The single-line labels and buttons, placed as saved, whose frame follows their intrinsic
    /// width both ways: every such view's intrinsic width is widened by 4 pt at once and the layout
    /// solved again, then narrowed by 4 pt; a view whose width grew and shrank by exactly that much
    /// is at its text's natural width. A label stretched by its constraints, squeezed by a
    /// neighbour or held at a `>=` bound moves one way at most.
    private func naturalWidths(_ layout: Layout, _ solution: LayoutSolution, placed: Set<String>, ids: [String: String],
                               in environment: LayoutEnvironment) -> [NaturalWidth] {
        let step = 4.0
        var probed: [String: (width: Double, intrinsic: IntrinsicSize)] = [:]
        for view in layout.viewsInTreeOrder where placed.contains(view.name) && !view.isHidden {
            guard view.kind == .label || view.kind == .button, view.content.numberOfLines == 1 || view.kind == .button,
                  let size = view.intrinsicSizeOverride, let width = size.width, width > step,
                  let frame = solution.frame(of: view.name), abs(frame.rootFrame.width - view.alignmentRectOutsets.left
                      - view.alignmentRectOutsets.right - width) < 0.01 else { continue }
            probed[view.name] = (frame.rootFrame.width, size)
        }
        func widths(changedBy change: Double) -> [String: Double] {
            var changed = layout
            for (name, probe) in probed {
                changed[ViewReference(name: name)].intrinsicSizeOverride = IntrinsicSize(width: probe.intrinsic.width.map { $0 + change },
                                                                                          height: probe.intrinsic.height)
            }
            guard let solved = try? changed.solve(in: environment) else { return [:] }
            return Dictionary(uniqueKeysWithValues: solved.frames.map { ($0.view, $0.rootFrame.width) })
        }
        guard !probed.isEmpty else { return [] }
        let wider = widths(changedBy: step), narrower = widths(changedBy: -step)
        return layout.viewsInTreeOrder.compactMap { view in
            guard let probe = probed[view.name], let grown = wider[view.name], let shrunk = narrower[view.name],
                  abs(grown - probe.width - step) < 0.01, abs(probe.width - shrunk - step) < 0.01,
                  let id = ids[view.name], let width = probe.intrinsic.width
            else { return nil }
            return NaturalWidth(id: id, kind: view.kind, width: width)
        }
    }

    /// Whether a conflict comes from the height the canvas draws a self-sizing root at: Xcode
    /// draws a xib's cell or view at its saved height, but a device makes it as tall as its
    /// content asks (`RootHeight.fitting`), so no `UIView-Encapsulated-Layout-Height` holds it.
    private func canvasOnlyHeightConflict(_ imported: IBLayout) -> (Diagnostic) -> Bool {
        switch imported.layout.rootContainer.height {
        case .fitting, .fittingElse:
            return { diagnostic in
                guard case let .unsatisfiable(set) = diagnostic else { return false }
                return set.conflicting.contains { $0.name == "UIView-Encapsulated-Layout-Height" }
            }
        case .container, .fixed:
            return { _ in false }
        }
    }

    /// Whether a view of an `outside-root` finding is there only because the canvas draws the
    /// root as a screen's: on a device, a xib's view, a cell or a header that does not clip has
    /// what lies beyond it drawn over its container; one that clips is cut only at the edges
    /// whose place is known (`RootContainer.knowsSize`), not at a size the app decides.
    private func canvasOnlyBounds(_ imported: IBLayout) -> (DiagnosticKind, PlacedView) -> Bool {
        let isOffScreen: (DiagnosticKind) -> Bool = { $0 == .outsideRoot || $0 == .partlyOutsideRoot }
        guard imported.layout.rootLosesWhatIsOutside else { return { kind, _ in isOffScreen(kind) } }
        let container = imported.layout.rootContainer
        let designed = Rect(x: 0, y: 0, width: imported.savedRootFrame.width, height: imported.savedRootFrame.height)
        return { kind, placed in isOffScreen(kind) && container.placeBeyondKnownEdges(of: placed.frame, in: designed) == nil }
    }

    /// Whether a view of an `unsafe-area` finding is there because of the canvas's safe area
    /// alone: Xcode 16.3 and later draw notched iPhones with twice the device's, and a view inside
    /// the device's own safe area is under no status bar or home indicator on the device. A root
    /// that is not a screen's (a xib's view, a cell, a Notification Center view) has none on a
    /// device, whatever the canvas draws.
    private func canvasOnlyUnsafeArea(_ imported: IBLayout) -> (DiagnosticKind, PlacedView) -> Bool {
        if !imported.layout.rootContainer.reachesUnsafeArea { return { kind, _ in kind == .unsafeArea } }
        guard let own = imported.deviceSafeArea, own != imported.designScreen?.safeArea,
              let device = imported.designEnvironment(bars: bars, screenSafeArea: own) else { return { _, _ in false } }
        return { kind, placed in kind == .unsafeArea && device.keepsWithinSafeArea(placed.frame) }
    }
}
