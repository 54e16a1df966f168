import ConstraintSolver
import TrellisBase

/// Every check Trellis makes of a solved layout, in the order they are reported: what the source
/// file holds that is not modelled, conflicts, then per visible view (ambiguity, compression,
/// empty size, off screen), content under the unsafe area, and frames off the pixel grid. `trellis
/// solve` and `trellis run` both report exactly these.
extension LayoutEngine {
    func diagnostics(frames: [SolvedFrame]) -> [Diagnostic] {
        var diagnostics = layout.importWarnings.map(Diagnostic.notModelled)
        diagnostics += conflicts.map(Diagnostic.unsatisfiable)
        diagnostics += viewDiagnostics(frames: frames)
        diagnostics += unsafeAreaOverlaps(frames: frames)
        if let misaligned = pixelMisalignment(frames: frames) { diagnostics.append(misaligned) }
        return diagnostics
    }

    /// Per visible view, in tree order: ambiguity, compression below the intrinsic size, an
    /// empty size, a place outside the root. Hidden views and views inside them are skipped.
    private func viewDiagnostics(frames solved: [SolvedFrame]) -> [Diagnostic] {
        let candidates = diagnosedViews
        // An optimum that is the only one has nothing ambiguous: the cheaper test answers first,
        // and the incremental path has usually asked it already.
        let ambiguous = solver.determinesUniquely(diagnosedVariables) ? []
            : Set(solver.ambiguousVariables(among: diagnosedVariables).map(\.id))
        let tolerance = 0.5 / environment.displayScale
        let bounds = solved[0].rootFrame
        var diagnostics: [Diagnostic] = []
        var probesLeft = Self.ambiguityProbes
        for index in candidates {
            let name = viewNames[index]
            let variables = frameVariables[index]
            let frame = solved[index]
            if !ambiguous.isEmpty {
                let dimensions = zip([variables.x, variables.width, variables.y, variables.height], AmbiguousDimension.allCases)
                    .filter { ambiguous.contains($0.0.id) }.map(\.1)
                if !dimensions.isEmpty {
                    diagnostics.append(.ambiguous(
                        view: name, axes: dimensions, frame: frame.frame,
                        alternative: alternativeFrame(name, dimensions, current: frame, probesLeft: &probesLeft)))
                }
            }
            let intrinsic = intrinsicSize(name)
            for axis in Axis.allCases {
                // Exact sizes: rounding both edges to pixels may shave off up to a pixel without clipping anything.
                let size = axis == .horizontal ? frame.exactRootFrame.width : frame.exactRootFrame.height
                if let wanted = intrinsic[axis], size < wanted - tolerance, size > 0 {
                    diagnostics.append(.compressed(view: name, axis: axis, size: size, intrinsic: wanted))
                }
            }
            let root = frame.rootFrame
            if root.width <= 0 || root.height <= 0 {
                diagnostics.append(.emptySize(view: name, frame: frame.frame))
            } else if root.x >= bounds.maxX || root.maxX <= bounds.x || root.y >= bounds.maxY || root.maxY <= bounds.y {
                diagnostics.append(.outsideRoot(view: name, frame: root, partly: false))
            } else if root.x < bounds.x - tolerance || root.maxX > bounds.maxX + tolerance
                        || root.y < bounds.y - tolerance || root.maxY > bounds.maxY + tolerance {
                diagnostics.append(.outsideRoot(view: name, frame: root, partly: true))
            }
        }
        return diagnostics
    }

    /// Views with content that reach into the status bar, sensor housing or home indicator area
    /// while still on screen. Plain views and stack views (backgrounds and containers) and
    /// toolbars may extend there (`ViewKind.mayExtendIntoUnsafeArea`).
    private func unsafeAreaOverlaps(frames: [SolvedFrame]) -> [Diagnostic] {
        let size = environment.size
        let safe = environment.safeRect
        var result: [Diagnostic] = []
        for index in contentViews {
            let frame = frames[index].rootFrame
            guard frame.width > 0, frame.height > 0 else { continue }
            let outside = !environment.keepsWithinSafeArea(frame)
            let onScreen = frame.x < size.width && frame.maxX > 0 && frame.y < size.height && frame.maxY > 0
            if outside && onScreen { result.append(.unsafeArea(view: frames[index].view, frame: frame, safeArea: safe)) }
        }
        return result
    }

    /// One finding listing the visible views whose exact edges are off the device's pixel grid,
    /// which UIKit rounds when it draws them; nil when every view is on it.
    private func pixelMisalignment(frames: [SolvedFrame]) -> Diagnostic? {
        let scale = environment.displayScale
        func offGrid(_ value: Double) -> Bool { abs(value * scale - (value * scale).rounded()) > 1e-3 }
        var views: [String] = []
        for index in diagnosedViews {
            let exact = frames[index].exactRootFrame
            if offGrid(exact.x) || offGrid(exact.y) || offGrid(exact.maxX) || offGrid(exact.maxY) { views.append(frames[index].view) }
        }
        return views.isEmpty ? nil : .pixelMisaligned(views: views, scale: scale)
    }

    /// Hidden views, their subviews, and collapsed arranged views, as positions in the tree.
    func hiddenPositions() -> Set<Int> {
        var hidden = Set<Int>()
        for (index, name) in viewNames.enumerated() {
            let view = self.view(name)
            if view.isHidden || collapsed[name] != nil || (view.superview.map { hidden.contains(positionInTree[$0]!) } ?? false) {
                hidden.insert(index)
            }
        }
        return hidden
    }

    /// How many ambiguous views get an alternative frame by re-solving. Each such probe costs a
    /// re-solve that can touch every row; past this many the rest are reported without one, so
    /// a layout with thousands of open views is reported in linear time.
    static let ambiguityProbes = 50

    /// Another frame the constraints allow (UIKit's `exerciseAmbiguityInLayout`): the first
    /// ambiguous dimension pushed 10 pt away (then −10, 1, −1) by a required inequality, the
    /// layout re-solved and the inequality removed. An inequality, not an equation, because
    /// removing it is incremental (its slack marks it), where removing an equation rebuilds.
    /// When the dimension hangs on a single free parameter (a position nothing pins) the move is
    /// read off the tableau instead, with the same result. nil when no such move is allowed, or
    /// when the probes are used up.
    private func alternativeFrame(
        _ name: String, _ dimensions: [AmbiguousDimension], current: SolvedFrame, probesLeft: inout Int
    ) -> Rect? {
        let variables = frames[name]!
        let order: [(AmbiguousDimension, Variable)] = [
            (.width, variables.width), (.height, variables.height),
            (.horizontalPosition, variables.x), (.verticalPosition, variables.y),
        ]
        guard let (_, variable) = order.first(where: { dimensions.contains($0.0) }) else { return nil }
        let parentVariables = view(name).superview.map { frames[$0]!.all } ?? []
        if let values = solver.valuesAlongFreeParameter(of: variable, by: 10, reading: variables.all + parentVariables) {
            let moved = snap(FrameVariables.rect(at: 0, in: values))
            let parent = parentVariables.isEmpty ? Rect(x: 0, y: 0, width: 0, height: 0) : snap(FrameVariables.rect(at: 1, in: values))
            return moved.offsetBy(dx: -parent.x, dy: -parent.y)
        }
        guard probesLeft > 0 else { return nil }
        probesLeft -= 1
        let value = solver.value(of: variable)
        for delta in [10.0, -10, 1, -1] {
            let push = Constraint(Expression(variable) - (value + delta), delta > 0 ? .greaterThanOrEqual : .lessThanOrEqual)
            guard (try? solver.add(push)) != nil else { continue }
            let moved = snap(frame(variables))
            try? solver.remove(push)
            let parent = view(name).superview.map { snap(frame(frames[$0]!)) } ?? Rect(x: 0, y: 0, width: 0, height: 0)
            return moved.offsetBy(dx: -parent.x, dy: -parent.y)
        }
        return nil
    }
}
