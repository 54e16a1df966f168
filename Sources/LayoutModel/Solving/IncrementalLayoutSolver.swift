import ConstraintSolver
import DeviceCatalog

/// Solves one layout on many screens that share size classes, pixel scale and layout direction,
/// with one solver: the screen's size, safe area and margins are edit variables, so each further
/// screen is a dual-simplex re-solve instead of a rebuild.
///
/// It gives the frames and diagnostics `Layout.solve(in:)` gives. Where it cannot (the layout
/// has conflicting required constraints, or a screen makes them conflict) it solves that screen
/// from scratch, and `Result.isIncremental` says so.
public final class IncrementalLayoutSolver {
    public let layout: Layout
    /// The traits every screen must share with the first.
    public let traits: LayoutTraits
    private let engine: LayoutEngine?

    /// What one screen solved to, and how.
    public struct Result: Sendable {
        public var solution: LayoutSolution
        public var isIncremental: Bool
    }

    /// Prepares the layout for screens like `environment`. Throws when the layout is invalid.
    public init(layout: Layout, environment: LayoutEnvironment) throws(LayoutError) {
        self.layout = layout
        self.traits = LayoutTraits(environment)
        let resolved = try layout.resolved(for: environment.sizeClasses)
        for constraint in resolved.constraints where constraint.isActive { try resolved.validate(constraint) }
        let engine = LayoutEngine(layout: resolved, environment: environment)
        do {
            try engine.makeIncremental()
        } catch {
            preconditionFailure("fresh edit variables were refused: \(error)")
        }
        engine.build()
        // Which constraint breaks can depend on the screen: a layout with conflicts is solved
        // from scratch everywhere, as UIKit would meet it.
        self.engine = engine.conflicts.isEmpty ? engine : nil
    }

    /// The layout on `environment`, which must have the size classes, scale and direction the
    /// solver was made for.
    public func solve(in environment: LayoutEnvironment) throws(LayoutError) -> Result {
        precondition(LayoutTraits(environment) == traits, "an incremental solver serves one set of traits")
        if let engine {
            do {
                try engine.update(to: environment)
                return Result(solution: engine.solution(layoutName: layout.name), isIncremental: true)
            } catch {
                // The required constraints cannot hold on this screen: UIKit breaks one; so do we.
            }
        }
        return Result(solution: try layout.solve(in: environment), isIncremental: false)
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
