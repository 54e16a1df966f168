import ConstraintSolver
import TrellisBase

/// Every check Trellis makes of a solved layout, in the order they are reported: what the source
/// file holds that is not modelled, conflicts, then per visible view (ambiguity, compression,
/// empty size, off screen), content under the unsafe area, and frames off the pixel grid. `trellis
/// solve` and `trellis run` both report exactly these.
extension LayoutEngine {
    func diagnostics(frames: [SolvedFrame]) -> [Diagnostic] {
        var diagnostics = layout.layoutDiagnostics(ambiguousInDesign: checked.designedAmbiguous)
        diagnostics += conflicts.map(Diagnostic.unsatisfiable)
        let candidates = checked.diagnosed
        // An optimum that is the only one has nothing ambiguous: the cheaper test answers first,
        // and the incremental path has usually asked it already.
        let (open, freedoms) = solver.determinesUniquely(checked.variables) ? ([:], [:]) : ambiguousDimensions(of: candidates, in: solver)
        let unsettled = unsettledViews(open)
        diagnostics += viewDiagnostics(frames: frames, open: open, reported: ambiguityLeftByCode(open),
                                       together: viewsOpenTogether(freedoms), unsettled: unsettled)
        diagnostics += unsafeAreaOverlaps(frames: frames, unsettled: unsettled)
        if let misaligned = pixelMisalignment(frames: frames) { diagnostics.append(misaligned) }
        return diagnostics
    }

    /// The positions in the tree of the views whose frame on screen the constraints leave open:
    /// an ambiguous view and every view inside it. Where such a view lies is the solver's
    /// arbitrary choice, so it is never judged by it (off screen, in the unsafe area); the
    /// ambiguity is the finding.
    private func unsettledViews(_ ambiguous: [Int: [AmbiguousDimension]]) -> Set<Int> {
        guard !ambiguous.isEmpty else { return [] }
        return positionsWithin { index, _ in ambiguous[index] != nil }
    }

    /// Of the dimensions the constraints leave open, those that stay open with Interface
    /// Builder's placeholder constraints in place. A placeholder stands for a constraint the app
    /// makes in code (Xcode removes it at build time: "Remove at build time" is how a developer
    /// says so), so an ambiguity it resolves is the app's design, not a finding. Its views stay
    /// unjudged all the same (`unsettledViews`): their frames here are the solver's choice.
    private func ambiguityLeftByCode(_ open: [Int: [AmbiguousDimension]]) -> [Int: [AmbiguousDimension]] {
        guard !open.isEmpty, !layout.placeholderConstraints.isEmpty else { return open }
        let placeholders = layout.placeholderConstraints.compactMap(placeholderConstraint)
        guard !placeholders.isEmpty else { return open }
        // A copy, so the solution and every later answer of this engine stay as they were.
        let probe = solver.copy()
        for placeholder in placeholders { _ = probe.addIfItHolds(placeholder) }
        let stillOpen = ambiguousDimensions(of: open.keys.sorted(), in: probe).dimensions
        // A placeholder at its priority can open what the layout determined: only what was open stays.
        var left: [Int: [AmbiguousDimension]] = [:]
        for (index, dimensions) in stillOpen {
            let kept = dimensions.filter { open[index]?.contains($0) == true }
            if !kept.isEmpty { left[index] = kept }
        }
        return left
    }

    /// The ambiguous views grouped by the freedoms they move with, as the position in the tree of
    /// each one's group (its first view): views that share a freedom, directly or through another
    /// view, are left open by the same missing constraint. UIKit's `_autolayoutTrace` marks each
    /// of them; a developer adds one constraint, so they make one finding.
    private func viewsOpenTogether(_ freedoms: [Int: [Int]]) -> [Int: Int] {
        var group: [Int: Int] = [:]
        func root(_ index: Int) -> Int {
            var current = index
            while let parent = group[current], parent != current { current = parent }
            return current
        }
        var holder: [Int: Int] = [:]
        for index in freedoms.keys.sorted() {
            group[index] = index
            for freedom in freedoms[index]! {
                guard let other = holder[freedom] else {
                    holder[freedom] = index
                    continue
                }
                let (a, b) = (root(other), root(index))
                if a != b { group[max(a, b)] = min(a, b) }
            }
        }
        return group.keys.reduce(into: [:]) { $0[$1] = root($1) }
    }

    /// Per visible view, in tree order: ambiguity (the `reported` part of what is `open`, one
    /// finding per group of views open `together`, on its first view; none for a group with a view
    /// Xcode marks ambiguous, which the layout's own finding names), compression below the
    /// intrinsic size, an empty size; then the views wholly and those partly outside the root, one
    /// finding each. Hidden views and views inside them are skipped.
    private func viewDiagnostics(frames solved: [SolvedFrame], open: [Int: [AmbiguousDimension]], reported: [Int: [AmbiguousDimension]],
                                 together: [Int: Int], unsettled: Set<Int>) -> [Diagnostic] {
        let candidates = checked.diagnosed
        let tolerance = 0.5 / environment.displayScale
        let bounds = solved[0].rootFrame
        // A scene in a container view that does not clip is cut by the screen where the
        // container reaches past it; what lies beyond the container but on screen is drawn over
        // the scene that holds it.
        let pastScreen = !layout.rootLosesWhatIsOutside && environment.screenSize != nil
        let cutBy = pastScreen ? environment.screenRect : bounds
        let rootLosesOutside = layout.rootLosesWhatIsOutside || pastScreen
        var diagnostics: [Diagnostic] = []
        var probesLeft = Self.ambiguityProbes
        var outside: [PlacedView] = [], partlyOutside: [PlacedView] = []
        var withFirst: [Int: [OpenFrame]] = [:]
        var firstOfGroup: [Int: Int] = [:]
        let marked = Set(checked.designedAmbiguous)
        let markedGroups = Set(reported.keys.filter { marked.contains(viewNames[$0]) }.map { together[$0] ?? $0 })
        for index in candidates {
            guard let dimensions = reported[index] else { continue }
            let group = together[index] ?? index
            guard !markedGroups.contains(group) else { continue }
            if let first = firstOfGroup[group] {
                withFirst[first, default: []].append(OpenFrame(view: viewNames[index], axes: dimensions))
            } else {
                firstOfGroup[group] = index
            }
        }
        for index in candidates {
            let name = viewNames[index]
            let frame = solved[index]
            if let dimensions = reported[index], firstOfGroup[together[index] ?? index] == index {
                diagnostics.append(.ambiguous(
                    view: name, axes: dimensions, frame: frame.frame,
                    alternative: alternativeFrame(name, dimensions, probesLeft: &probesLeft), withIt: withFirst[index] ?? []))
            }
            let view = self.view(name)
            let intrinsic = intrinsicSize(name)
            let root = frame.rootFrame
            var isEmpty = false
            // A size the constraints leave open is the solver's choice: the ambiguity is the finding.
            let openSizes = Set((open[index] ?? []).compactMap { $0 == .width ? Axis.horizontal : $0 == .height ? Axis.vertical : nil })
            for axis in Axis.allCases where !openSizes.contains(axis) {
                // Exact sizes: rounding both edges to pixels may shave off up to a pixel without clipping anything.
                let size = axis == .horizontal ? frame.exactRootFrame.width : frame.exactRootFrame.height
                let shown = axis == .horizontal ? root.width : root.height
                guard let wanted = intrinsic[axis], wanted > 0, !view.intrinsicSizeIsPlaceholder else { continue }
                let lost = view.content.lostWhenNarrower(than: wanted, kind: view.kind, axis: axis, scale: environment.displayScale)
                if shown <= 0 {
                    if !isEmpty, !view.isDesignedEmpty(along: axis) {
                        diagnostics.append(.emptySize(view: name, frame: frame.frame, axis: axis, needed: wanted))
                    }
                    isEmpty = true
                } else if let loss = ContentLoss(view, axis: axis, size: size, needed: designedCap(view, axis: axis, root: root, needed: lost, tolerance: tolerance),
                                                 tolerance: tolerance) {
                    diagnostics.append(.compressed(view: name, loss: loss, axis: axis, size: size,
                                                   intrinsic: loss.need(of: view, intrinsic: lost, scale: environment.displayScale)))
                }
            }
            // Content of a scroll view beyond the root is scrolled to, not lost; a view with no
            // area is not drawn anywhere; a container or background beyond the edge loses nothing
            // of its own (its content is checked for itself).
            guard rootLosesOutside, !checked.scrolled.contains(index), !unsettled.contains(index), root.width > 0, root.height > 0, view.kind.showsContent else { continue }
            // Only edges whose place UIKit decides: beyond a size the app gives, nothing is known lost.
            switch layout.rootContainer.placeBeyondKnownEdges(of: root, in: cutBy, except: judgedNot(at: index, designed: view.designedPastRoot)) {
            case .wholly: outside.append(PlacedView(view: name, frame: root))
            // Text and controls cut by the edge; a picture bleeding off it is a design.
            case .partly where view.kind.isTextOrControl: partlyOutside.append(PlacedView(view: name, frame: root))
            case .partly, nil: break
            }
        }
        // The two findings in the order of their first views in the tree.
        let offScreen = [(views: outside, partly: false), (views: partlyOutside, partly: true)].filter { !$0.views.isEmpty }
        for group in offScreen.sorted(by: { positionInTree[$0.views[0].view]! < positionInTree[$1.views[0].view]! }) {
            diagnostics.append(.outsideRoot(views: group.views, partly: group.partly, pastScreen: pastScreen))
        }
        return diagnostics
    }

    /// A view's frame as UIKit reads it for ambiguity (`hasAmbiguousLayout`): its origin relative
    /// to its superview, and its size. A view whose superview may move, but that moves with it,
    /// is not ambiguous itself; the superview is.
    private func relativeFrameExpressions(_ name: String) -> [(AmbiguousDimension, Expression)] {
        let own = frames[name]!
        let parent = view(name).superview.flatMap { frames[$0] }
        func offset(_ variable: Variable, _ parentVariable: Variable?) -> Expression {
            guard let parentVariable else { return Expression(variable) }
            return Expression(terms: [Term(variable), Term(parentVariable, -1)])
        }
        return [
            (.horizontalPosition, offset(own.x, parent?.x)), (.width, Expression(own.width)),
            (.verticalPosition, offset(own.y, parent?.y)), (.height, Expression(own.height)),
        ]
    }

    /// Per position in the tree, the dimensions of the view's relative frame that are open, and
    /// the solver's freedoms they move with.
    private func ambiguousDimensions(of candidates: [Int], in solver: Solver)
        -> (dimensions: [Int: [AmbiguousDimension]], freedoms: [Int: [Int]]) {
        var asked: [(index: Int, dimension: AmbiguousDimension)] = []
        var expressions: [Expression] = []
        for index in candidates {
            for (dimension, expression) in relativeFrameExpressions(viewNames[index]) {
                asked.append((index, dimension))
                expressions.append(expression)
            }
        }
        var result: [Int: [AmbiguousDimension]] = [:]
        var freedoms: [Int: [Int]] = [:]
        for open in solver.openExpressions(expressions) {
            let index = asked[open.index].index
            result[index, default: []].append(asked[open.index].dimension)
            freedoms[index, default: []].append(contentsOf: open.freedoms)
        }
        return (result, freedoms)
    }

    /// Text and controls that reach into the status bar, sensor housing or home indicator area
    /// while still on screen (`ViewKind.isTextOrControl`), in a root that can
    /// (`RootContainer.reachesUnsafeArea`), as one finding. A scroll view insets its content by
    /// the safe area, so its content is checked by no one here.
    private func unsafeAreaOverlaps(frames: [SolvedFrame], unsettled: Set<Int>) -> [Diagnostic] {
        guard layout.rootContainer.reachesUnsafeArea else { return [] }
        let screen = environment.screenRect
        let safe = environment.safeRect
        var overlapping: [PlacedView] = []
        for index in checked.content where !checked.scrolled.contains(index) && !unsettled.contains(index) {
            let frame = frames[index].rootFrame
            guard frame.width > 0, frame.height > 0, !environment.keepsWithinSafeArea(frame, slack: Self.edgeSlack) else { continue }
            let shown = shownRect(of: index, frame: frame)
            guard shown.width > 0, shown.height > 0 else { continue }
            let crossed = environment.safeAreaEdgesCrossed(by: shown, slack: Self.edgeSlack)
            let outside = !underSomething(crossed, shown: shown, isText: view(frames[index].view).kind == .label)
                .isSubset(of: judgedNot(at: index, designed: view(frames[index].view).designedPastSafeArea))
            // Past the screen a view is under nothing: a container larger than the screen reaches there.
            let onScreen = shown.x < screen.maxX && shown.maxX > screen.x && shown.y < screen.maxY && shown.maxY > screen.y
            if outside && onScreen { overlapping.append(PlacedView(view: frames[index].view, frame: frame)) }
        }
        return overlapping.isEmpty ? [] : [.unsafeArea(views: overlapping, safeArea: safe)]
    }

    /// What a view's content needs along `axis` that is news on this screen: no more than its
    /// designed size there. A multi-line label's height only where the screen gives it at least
    /// its designed width (so its text wraps to no more lines than in the design); a width, or a
    /// height that no width changes (a one-line label's), whatever the view's other size. What
    /// the design itself cut off (a label saved narrower than its text, a line taller than its
    /// saved frame) the designer saw, and where Trellis's text model measures wider than Apple's
    /// font did, the design's size is the measure. Less room than the design gave is judged
    /// against the content's whole need (and the finding names that need). `tolerance` is the
    /// half pixel a size may lose to rounding.
    func designedCap(_ view: LayoutView, axis: Axis, root: Rect, needed: Double, tolerance: Double) -> Double {
        // A control's own size is the system's (a switch is wider since iOS 26), not the design's.
        guard view.kind != .switch, let designed = view.designedSize else { return needed }
        let wraps = view.kind == .label && view.content.numberOfLines != 1
        guard axis == .horizontal || !wraps || root.width >= designed.width - tolerance else { return needed }
        return min(needed, axis == .horizontal ? designed.width : designed.height)
    }

    /// The edges the view at `index` is not judged past (off screen or in the unsafe area): those
    /// its design put it past, as they lie on this screen (a right-to-left screen mirrors what
    /// leading and trailing constraints placed, and not what left and right ones did, so there a
    /// side designed past either side counts for both), and the bottom and right edges of a view
    /// fixed at the top left by Interface Builder's default mask (`isFixedAtTopLeft`).
    private func judgedNot(at index: Int, designed: RectEdges) -> RectEdges {
        var edges = environment.direction == .rightToLeft ? designed.union(designed.mirrored) : designed
        if checked.fixedAtTopLeft.contains(index) { edges.formUnion([.bottom, .right]) }
        return edges
    }

    /// Of the safe area's edges `shown` reaches past, those where something covers it. On a
    /// phone in landscape the side away from the sensor housing (`LayoutEnvironment.clearSide`)
    /// has only the rounded corners, and the housing's side the housing at its middle
    /// (`SensorHousing`) and the corners. Past the bottom, where no bar is, only the home
    /// indicator's bar and the corners cover a label's text (`isText`): the rest of that inset
    /// shows it, and only a control there meets the home gesture.
    private func underSomething(_ crossed: RectEdges, shown: Rect, isText: Bool) -> RectEdges {
        var covered = crossed
        let insets = environment.safeAreaInsets
        // The corners are the screen's: a root in a container view lies inside it.
        let screen = environment.screenRect
        let clear = environment.clearSide
        if !clear.isDisjoint(with: covered) {
            let depth = clear == .left ? insets.left : insets.right
            if !cutByCorner(shown, screen: screen, depth: depth, fromEdges: [.top, .bottom]) { covered.subtract(clear) }
        }
        if !clear.isEmpty {
            let housing: RectEdges = clear == .left ? .right : .left
            let margin = screen.height * (1 - SensorHousing.edgeShare) / 2
            let besideHousing = shown.maxY <= screen.y + margin || shown.y >= screen.maxY - margin
            let depth = housing == .left ? insets.left : insets.right
            if covered.contains(housing), besideHousing, !cutByCorner(shown, screen: screen, depth: depth, fromEdges: [.top, .bottom]) {
                covered.subtract(housing)
            }
        }
        if isText, covered.contains(.bottom), environment.bottomBarHeight <= 0 {
            let underBar = shown.maxY > screen.maxY - HomeIndicator.reach
            if !underBar && !cutByCorner(shown, screen: screen, depth: insets.bottom, fromEdges: [.left, .right]) { covered.remove(.bottom) }
        }
        return covered
    }

    /// Whether the screen's rounded corners cut into `shown`: a corner point of it lies outside
    /// its corner's arc (`LayoutEnvironment.screenCornerRadius`). With the radius unknown, a
    /// corner reaches `depth` from `fromEdges` (the top and bottom, or the sides).
    private func cutByCorner(_ shown: Rect, screen: Rect, depth: Double, fromEdges edges: RectEdges) -> Bool {
        guard let radius = environment.screenCornerRadius else {
            return edges.contains(.top) ? shown.y < screen.y + depth || shown.maxY > screen.maxY - depth
                : shown.x < screen.x + depth || shown.maxX > screen.maxX - depth
        }
        guard radius > 0 else { return false }
        // How far each of the rect's corner points lies towards the screen's corner past the
        // centre of that corner's arc, across and along.
        let left = screen.x + radius - shown.x, right = shown.maxX - (screen.maxX - radius)
        let top = screen.y + radius - shown.y, bottom = shown.maxY - (screen.maxY - radius)
        func outside(_ dx: Double, _ dy: Double) -> Bool { dx > 0 && dy > 0 && dx * dx + dy * dy > radius * radius }
        return outside(left, top) || outside(right, top) || outside(left, bottom) || outside(right, bottom)
    }

    /// What a user must see or touch of a view: a label's text and a button's title where the view
    /// draws them (across its width by its alignment, centred in its height), so a full-width
    /// banner whose centred text keeps clear of the sensor housing is no finding; the whole frame
    /// of any other view, of a label whose text Trellis does not know (none in the file), and of
    /// a button with a background image (stretched to its bounds).
    private func shownRect(of index: Int, frame: Rect) -> Rect {
        let name = viewNames[index]
        let view = self.view(name)
        guard view.kind == .label || view.kind == .button, !view.intrinsicSizeIsPlaceholder,
              view.content.backgroundImage == nil else { return frame }
        let intrinsic = intrinsicSize(name)
        guard let width = intrinsic.width, let height = intrinsic.height, width > 0, height > 0 else { return frame }
        let alignment = view.content.alignment ?? (view.kind == .button ? .center : .leading)
        let span = alignment.span(contentWidth: width, in: frame.width, rightToLeft: environment.direction == .rightToLeft)
        let shownHeight = min(height, frame.height)
        return Rect(x: frame.x + span.offset, y: frame.y + (frame.height - shownHeight) / 2, width: span.width, height: shownHeight)
    }

    /// One finding listing the visible views whose exact edges are off the device's pixel grid,
    /// which UIKit rounds when it draws them; nil when every view is on it.
    private func pixelMisalignment(frames: [SolvedFrame]) -> Diagnostic? {
        let scale = environment.displayScale
        func offGrid(_ value: Double) -> Bool { abs(value * scale - (value * scale).rounded()) > 1e-3 }
        var views: [String] = []
        for index in checked.diagnosed {
            let exact = frames[index].exactRootFrame
            if offGrid(exact.x) || offGrid(exact.y) || offGrid(exact.maxX) || offGrid(exact.maxY) { views.append(frames[index].view) }
        }
        return views.isEmpty ? nil : .pixelMisaligned(views: views, scale: scale)
    }

    /// Hidden views, their subviews, and collapsed arranged views, as positions in the tree.
    func hiddenPositions() -> Set<Int> {
        positionsWithin { _, view in view.isHidden || collapsed[view.name] != nil }
    }

    /// The positions in the tree of the views for which `holds` is true, and of every view inside
    /// one of them: the tree is walked in order, each superview before its subviews.
    func positionsWithin(_ holds: (_ index: Int, _ view: LayoutView) -> Bool) -> Set<Int> {
        var positions = Set<Int>()
        for (index, name) in viewNames.enumerated() {
            let view = self.view(name)
            if holds(index, view) || view.superview.flatMap({ positionInTree[$0] }).map(positions.contains) == true {
                positions.insert(index)
            }
        }
        return positions
    }

    static let edgeSlack = Diagnostic.edgeSlack

    /// How many ambiguous views get an alternative frame by re-solving. Each such probe costs a
    /// re-solve that can touch every row; past this many the rest are reported without one, so
    /// a layout with thousands of open views is reported in linear time.
    static let ambiguityProbes = 50

    /// Another frame the constraints allow (UIKit's `exerciseAmbiguityInLayout`): the first
    /// ambiguous dimension of the view's frame in its superview pushed 10 pt away (then −10, 1,
    /// −1) by a required inequality, the layout re-solved and the inequality removed. An inequality, not an equation, because
    /// removing it is incremental (its slack marks it), where removing an equation rebuilds.
    /// When the dimension hangs on a single free parameter (a position nothing pins) the move is
    /// read off the tableau instead, with the same result. nil when no such move is allowed, or
    /// when the probes are used up.
    private func alternativeFrame(_ name: String, _ dimensions: [AmbiguousDimension], probesLeft: inout Int) -> Rect? {
        let variables = frames[name]!
        let order: [AmbiguousDimension] = [.width, .height, .horizontalPosition, .verticalPosition]
        guard let dimension = order.first(where: { dimensions.contains($0) }),
              let expression = relativeFrameExpressions(name).first(where: { $0.0 == dimension })?.1
        else { return nil }
        let parentVariables = view(name).superview.map { frames[$0]!.all } ?? []
        if let values = solver.valuesAlongFreeParameter(of: expression, by: 10, reading: variables.all + parentVariables) {
            let moved = snap(FrameVariables.rect(at: 0, in: values))
            let parent = parentVariables.isEmpty ? Rect(x: 0, y: 0, width: 0, height: 0) : snap(FrameVariables.rect(at: 1, in: values))
            return moved.offsetBy(dx: -parent.x, dy: -parent.y)
        }
        guard probesLeft > 0 else { return nil }
        probesLeft -= 1
        let value = expression.terms.reduce(0) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        for delta in [10.0, -10, 1, -1] {
            var pushed = expression
            pushed.constant = -(value + delta)
            let push = Constraint(pushed, delta > 0 ? .greaterThanOrEqual : .lessThanOrEqual)
            guard solver.addIfItHolds(push) else { continue }
            let moved = snap(frame(variables))
            let parent = view(name).superview.map { snap(frame(frames[$0]!)) } ?? Rect(x: 0, y: 0, width: 0, height: 0)
            try? solver.remove(push)
            return moved.offsetBy(dx: -parent.x, dy: -parent.y)
        }
        return nil
    }
}
