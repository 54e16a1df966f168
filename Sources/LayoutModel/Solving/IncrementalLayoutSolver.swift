import ConstraintSolver
import TrellisBase

/// Solves one layout on many screens that share size classes and layout direction. The
/// variations for those size classes are applied and checked once. Each screen's size, safe area
/// and margins are edit variables, so each further screen is a dual-simplex re-solve instead of a
/// rebuild. Screens of every pixel scale share the solver: screens on which the layout's intrinsic
/// sizes come out the same (text rounds to the pixel grid, a toolbar may stand on a home
/// indicator: `IntrinsicSizeContext`) share one engine, others get an engine of their own. This
/// is the one place that decides which screens share an engine.
///
/// It gives the frames and diagnostics `Layout.solve(in:)` gives. Where it cannot (the layout
/// has conflicting required constraints, or a screen makes them conflict) it solves that screen
/// from scratch, and `Result.isIncremental` says so.
public final class IncrementalLayoutSolver {
    public let layout: Layout
    /// The traits every screen must share.
    public let sizeClasses: SizeClasses
    public let direction: LayoutDirection
    /// The layout with its variations for `sizeClasses` applied and checked.
    private let resolved: Layout
    /// The engines built so far, one per distinct list of intrinsic sizes, each with that list;
    /// nil where the engine met a conflict (every such screen is then solved from scratch).
    private var engines: [(sizes: [IntrinsicSize], engine: LayoutEngine?)] = []
    /// For each intrinsic-size context seen, the index in `engines` of the engine its intrinsic
    /// sizes share: the sizes are computed and compared once per context, not once per screen.
    private var engineOfContext: [IntrinsicSizeContext: Int] = [:]

    /// How many engines the screens solved so far needed: one per distinct list of intrinsic sizes.
    public var engineCount: Int { engines.count }

    /// What one screen solved to, and how.
    public struct Result: Sendable {
        public var solution: LayoutSolution
        public var isIncremental: Bool
    }

    /// Prepares the layout for screens with these size classes and direction. Throws when the
    /// layout is invalid for them.
    public init(layout: Layout, sizeClasses: SizeClasses, direction: LayoutDirection) throws(LayoutError) {
        self.layout = layout
        self.sizeClasses = sizeClasses
        self.direction = direction
        resolved = try layout.validated(for: sizeClasses)
    }

    /// Prepares the layout for screens with `environment`'s size classes and direction.
    public convenience init(layout: Layout, environment: LayoutEnvironment) throws(LayoutError) {
        try self.init(layout: layout, sizeClasses: environment.sizeClasses, direction: environment.direction)
    }

    /// The variation descriptions that apply to this solver's screens (`width: compact, height: any`).
    public var variationDescriptions: [String] { layout.variationDescriptions(for: sizeClasses) }

    /// The layout on `environment`, which must have the size classes and direction the solver was
    /// made for.
    public func solve(in environment: LayoutEnvironment) throws(LayoutError) -> Result {
        precondition(environment.sizeClasses == sizeClasses && environment.direction == direction,
                     "an incremental solver serves one set of size classes and one direction")
        if let engine = engine(for: environment) {
            do {
                try engine.update(to: environment)
                if engine.solver.hasStalled {
                    // The simplex cycled (rounding on a long history of screens): the engine is
                    // not trusted again, and this screen, and later ones like it, are solved from scratch.
                    drop(engine)
                } else if engine.solver.determinesUniquely(engine.checked.variables),
                          case let solution = engine.solution(layoutName: layout.name), !solution.hasNegativeSize {
                    // Kept, unless a visible frame may have another optimal value (an ambiguous layout,
                    // or a tie hidden behind a degenerate vertex: which optimum the dual simplex
                    // lands on depends on the screens solved before, a fresh engine's on this
                    // screen alone) or a size is below zero (it needs the floors this engine was
                    // built without, see `LayoutEngine.addSizeFloors`): then the fresh solve below
                    // gives every path the same frames. Hidden views are not asked: a hidden
                    // arranged view's place across its stack is left open by design, and asking
                    // would send every layout with one to the slow path.
                    return Result(solution: solution, isIncremental: true)
                }
            } catch {
                // The required constraints cannot hold on this screen: UIKit breaks one; so do we.
            }
        }
        return Result(solution: try resolved.builtValidatedEngine(in: environment).solution(layoutName: layout.name),
                      isIncremental: false)
    }

    private func drop(_ engine: LayoutEngine) {
        for index in engines.indices where engines[index].engine === engine { engines[index].engine = nil }
    }

    /// The engine for the screen's intrinsic sizes, built on the first such screen. Which
    /// constraint breaks can depend on the screen: an engine that meets a conflict is dropped, and
    /// screens like it are solved from scratch, as UIKit would meet them.
    private func engine(for environment: LayoutEnvironment) -> LayoutEngine? {
        let context = IntrinsicSizeContext(layout: resolved, environment: environment)
        if let index = engineOfContext[context] { return engines[index].engine }
        let sizes = resolved.intrinsicSizes(in: context)
        if let index = engines.firstIndex(where: { $0.sizes == sizes }) {
            engineOfContext[context] = index
            return engines[index].engine
        }
        let engine = LayoutEngine(layout: resolved, environment: environment)
        do {
            try engine.makeIncremental()
        } catch {
            preconditionFailure("fresh edit variables were refused: \(error)")
        }
        engine.build()
        let shared = engine.conflicts.isEmpty && engine.refusal == nil && !engine.solver.hasStalled ? engine : nil
        engineOfContext[context] = engines.count
        engines.append((sizes, shared))
        return shared
    }
}
