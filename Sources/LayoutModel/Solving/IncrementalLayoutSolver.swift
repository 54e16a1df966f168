import ConstraintSolver
import DeviceCatalog

/// Solves one layout on many screens that share size classes and layout direction, with one
/// solver: the screen's size, safe area and margins are edit variables, so each further screen is
/// a dual-simplex re-solve instead of a rebuild. Screens of another pixel scale share it when the
/// layout's intrinsic sizes come out the same at that scale (they round to the pixel grid).
///
/// It gives the frames and diagnostics `Layout.solve(in:)` gives. Where it cannot (the layout
/// has conflicting required constraints, or a screen makes them conflict) it solves that screen
/// from scratch, and `Result.isIncremental` says so.
public final class IncrementalLayoutSolver {
    public let layout: Layout
    /// The traits every screen must share with the first (the scale aside, see above).
    public let traits: LayoutTraits
    private let engine: LayoutEngine?
    private let resolved: Layout
    /// Whether a scale gives the intrinsic sizes the engine was built with.
    private var scaleFits: [Double: Bool] = [:]

    /// What one screen solved to, and how.
    public struct Result: Sendable {
        public var solution: LayoutSolution
        public var isIncremental: Bool
    }

    /// Prepares the layout for screens like `environment`. Throws when the layout is invalid.
    public init(layout: Layout, environment: LayoutEnvironment) throws(LayoutError) {
        self.layout = layout
        self.traits = LayoutTraits(environment)
        let resolved = try layout.validated(for: environment.sizeClasses)
        self.resolved = resolved
        scaleFits[environment.displayScale] = true
        let engine = LayoutEngine(layout: resolved, environment: environment)
        do {
            try engine.makeIncremental()
        } catch {
            preconditionFailure("fresh edit variables were refused: \(error)")
        }
        engine.build()
        // Which constraint breaks can depend on the screen: a layout with conflicts is solved
        // from scratch everywhere, as UIKit would meet it.
        self.engine = engine.conflicts.isEmpty && engine.refusal == nil ? engine : nil
    }

    /// The layout on `environment`, which must have the size classes and direction the solver was
    /// made for.
    public func solve(in environment: LayoutEnvironment) throws(LayoutError) -> Result {
        precondition(environment.sizeClasses == traits.sizeClasses && environment.isRightToLeft == traits.isRightToLeft,
                     "an incremental solver serves one set of size classes and one direction")
        if let engine, fits(environment.displayScale) {
            do {
                try engine.update(to: environment)
                let solution = engine.solution(layoutName: layout.name)
                // A size below zero needs the floors this engine was built without (see
                // `LayoutEngine.addSizeFloors`): a fresh solve adds them. An ambiguous layout has
                // more than one optimal solution, and which one the dual simplex lands on depends
                // on the screens solved before; a fresh engine's choice depends on this screen
                // alone. Either way the fresh solve gives every path the same frames.
                if !solution.hasNegativeSize && !solution.isAmbiguous { return Result(solution: solution, isIncremental: true) }
            } catch {
                // The required constraints cannot hold on this screen: UIKit breaks one; so do we.
            }
        }
        return Result(solution: try layout.solve(in: environment), isIncremental: false)
    }

    private func fits(_ scale: Double) -> Bool {
        if let known = scaleFits[scale] { return known }
        let fits = resolved.intrinsicSizes(scale: scale) == resolved.intrinsicSizes(scale: traits.displayScale)
        scaleFits[scale] = fits
        return fits
    }
}

extension Layout {
    /// Every view's intrinsic size at a pixel scale, in tree order.
    public func intrinsicSizes(scale: Double) -> [IntrinsicSize] {
        viewsInTreeOrder.map { $0.intrinsicContentSize(scale: scale) }
    }
}

/// The traits that decide a layout's constraints (as opposed to their constants): size classes,
/// pixel scale (intrinsic sizes round to it) and layout direction.
public struct LayoutTraits: Sendable, Hashable {
    public var sizeClasses: SizeClasses
    public var displayScale: Double
    public var isRightToLeft: Bool

    public init(_ environment: LayoutEnvironment) {
        sizeClasses = environment.sizeClasses
        displayScale = environment.displayScale
        isRightToLeft = environment.isRightToLeft
    }
}
