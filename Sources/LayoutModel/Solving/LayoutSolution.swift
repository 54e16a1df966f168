import ConstraintSolver
import TrellisBase

/// One view's place after solving, snapped to the pixel grid as UIKit draws it.
public struct SolvedFrame: Sendable, Hashable {
    public var view: String
    public var superview: String?
    /// In the superview's coordinates, as `UIView.frame`.
    public var frame: Rect
    /// In the root view's coordinates.
    public var rootFrame: Rect
    /// In the root view's coordinates, before rounding to the pixel grid.
    public var exactRootFrame: Rect
    public var isHidden: Bool

    /// Narrower or shorter than nothing, beyond rounding: possible only in an engine without size
    /// floors (see `LayoutEngine.addSizeFloors`).
    var hasNegativeSize: Bool { exactRootFrame.width < -1e-9 || exactRootFrame.height < -1e-9 }
}

/// The frames and diagnostics of one layout in one environment.
public struct LayoutSolution: Sendable {
    public var layoutName: String
    public var environment: LayoutEnvironment
    /// Every view in the tree, root first, each before its subviews.
    public var frames: [SolvedFrame]
    /// In the order of `LayoutChecks.swift`: not modelled, conflicts (in the order they arose),
    /// per view in tree order, unsafe area, pixel grid.
    public var diagnostics: [Diagnostic]
    /// The root view's layout margins in physical edges (safe area included unless the root's
    /// `insetsLayoutMarginsFromSafeArea` is off), for drawing the margins guide.
    public var rootMargins: EdgeInsets

    public func frame(of view: String) -> SolvedFrame? { frames.first { $0.view == view } }

    /// Whether some view came out narrower or shorter than nothing.
    var hasNegativeSize: Bool { frames.contains(where: \.hasNegativeSize) }

    /// Whether some view's frame is one of several that satisfy the constraints equally well.
    public var isAmbiguous: Bool {
        diagnostics.contains { if case .ambiguous = $0 { true } else { false } }
    }
}

extension Layout {
    /// Solves the layout as UIKit would lay it out in `environment`: variations for its size
    /// classes applied, generated constraints added, conflicts broken, diagnostics collected.
    /// Throws when the layout itself is invalid (unknown names, constraints UIKit refuses), or
    /// larger than `limits`.
    public func solve(in environment: LayoutEnvironment, limits: LayoutLimits = .standard) throws(LayoutError) -> LayoutSolution {
        try builtEngine(in: environment, limits: limits).solution(layoutName: name)
    }

    /// The solver constraints Trellis solves for this layout in `environment`, in the order they
    /// were added, without the ones broken to resolve conflicts: for exporting and benchmarks.
    public func solverConstraints(in environment: LayoutEnvironment, limits: LayoutLimits = .standard) throws(LayoutError) -> [Constraint] {
        try builtEngine(in: environment, limits: limits).solver.constraints
    }

    /// The layout with the variations for `sizeClasses` applied and every active constraint
    /// checked against UIKit's rules: what an engine is built from.
    func validated(for sizeClasses: SizeClasses, limits: LayoutLimits = .standard) throws(LayoutError) -> Layout {
        let resolved = try resolved(for: sizeClasses)
        let views = resolved.viewsInTreeOrder
        try resolved.validateSize(views, within: limits)
        try resolved.validateNumbers(views)
        for constraint in resolved.constraints where constraint.isActive { try resolved.validate(constraint) }
        return resolved
    }

    private func builtEngine(in environment: LayoutEnvironment, limits: LayoutLimits) throws(LayoutError) -> LayoutEngine {
        try validated(for: environment.sizeClasses, limits: limits).builtValidatedEngine(in: environment)
    }

    /// An engine solved for `environment`, from this layout as `validated(for:)` returned it.
    func builtValidatedEngine(in environment: LayoutEnvironment) throws(LayoutError) -> LayoutEngine {
        var engine = LayoutEngine(layout: self, environment: environment)
        engine.build()
        if engine.refusal == nil, engine.hasNegativeSize {
            // Some size came out below zero, which UIKit's engine never allows: build again with
            // floors under every size, so the conflict is found and broken where UIKit finds it.
            engine = LayoutEngine(layout: self, environment: environment, sizeFloors: true)
            engine.build()
        }
        if let refusal = engine.refusal { throw refusal }
        if engine.solver.hasStalled {
            throw .unsolvable(constraint: "of this layout", reason: "the simplex stopped after its pivot budget without settling "
                + "(rounding made it cycle); please report the layout")
        }
        return engine
    }
}

extension LayoutEngine {
    /// Whether some view's width or height is below zero in the current solution: only possible
    /// in an engine without size floors.
    var hasNegativeSize: Bool { !hasSizeFloors && snappedFrames().contains(where: \.hasNegativeSize) }

    /// Frames and diagnostics as the engine stands.
    func solution(layoutName: String) -> LayoutSolution {
        let frames = snappedFrames()
        return LayoutSolution(layoutName: layoutName, environment: environment, frames: frames, diagnostics: diagnostics(frames: frames),
                              rootMargins: marginInsets(of: rootName, in: environment))
    }

    /// Frames with every edge rounded to the nearest pixel, as UIKit rounds the engine's values.
    func snappedFrames() -> [SolvedFrame] {
        let values = solver.values(of: allFrameVariables)
        var result: [SolvedFrame] = []
        result.reserveCapacity(viewNames.count)
        for (index, name) in viewNames.enumerated() {
            let view = self.view(name)
            let outsets = view.alignmentRectOutsets
            let aligned = FrameVariables.rect(at: index, in: values)
            let exact = Rect(x: aligned.x - outsets.left, y: aligned.y - outsets.top,
                             width: aligned.width + outsets.left + outsets.right, height: aligned.height + outsets.top + outsets.bottom)
            let root = snap(exact)
            let origin = view.superview.map { result[positionInTree[$0]!].rootFrame } ?? Rect(x: 0, y: 0, width: 0, height: 0)
            result.append(SolvedFrame(
                view: name, superview: view.superview, frame: root.offsetBy(dx: -origin.x, dy: -origin.y), rootFrame: root,
                exactRootFrame: exact, isHidden: view.isHidden))
        }
        return result
    }

    func snap(_ rect: Rect) -> Rect {
        let scale = environment.displayScale
        func round(_ value: Double) -> Double {
            // A value on a half pixel rounds up whatever float noise the path that solved it
            // left (118.83333 at @3x is 356.5 px, solved as 356.49999999 or 356.50000001).
            let snapped = (value * scale + 1e-7).rounded() / scale
            return snapped == 0 ? 0 : snapped  // no -0
        }
        let minX = round(rect.x), minY = round(rect.y)
        return Rect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
