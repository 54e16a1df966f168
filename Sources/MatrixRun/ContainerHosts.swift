import LayoutModel
import TrellisBase

/// The host views of one solver group's cases: a cell of a scene is as wide as the scene's table
/// view on the same screen, so the scene is solved there first (incrementally, or from scratch
/// when the run compares the two paths) and the table's frame becomes the cell's container.
struct ContainerHosts {
    let plan: MatrixPlan
    let sizeClasses: SizeClasses
    let direction: LayoutDirection
    let fromScratch: Bool
    /// One solver per host layout, made on first use; nil where the host cannot be solved.
    private var solvers: [Int: IncrementalLayoutSolver?] = [:]
    /// Each host layout's answer per screen: iPhones of one size share it.
    private var answers: [HostScreen: Rect?] = [:]
    private struct HostScreen: Hashable {
        var layoutIndex: Int
        var environment: LayoutEnvironment
    }

    init(plan: MatrixPlan, sizeClasses: SizeClasses, direction: LayoutDirection, fromScratch: Bool) {
        self.plan = plan
        self.sizeClasses = sizeClasses
        self.direction = direction
        self.fromScratch = fromScratch
    }

    /// The host view's frame in the screen's coordinates; nil when the case has no host, or the
    /// host cannot be solved, has no such view or has no width there (the screen then stands for
    /// the container).
    mutating func containerFrame(for matrixCase: MatrixCase, container: RootContainer) -> Rect? {
        guard let host = matrixCase.host, let viewName = container.host?.view, var environment = matrixCase.hostEnvironment else { return nil }
        environment.sizeClasses = sizeClasses
        let screen = HostScreen(layoutIndex: host.layoutIndex, environment: environment)
        if let answer = answers[screen] { return answer }
        let layout = plan.layouts[host.layoutIndex].layout
        let solution: LayoutSolution?
        if fromScratch {
            solution = try? layout.solve(in: environment)
        } else {
            if solvers[host.layoutIndex] == nil {
                solvers[host.layoutIndex] = try? IncrementalLayoutSolver(layout: layout, sizeClasses: sizeClasses, direction: direction)
            }
            solution = (solvers[host.layoutIndex] ?? nil).flatMap { try? $0.solve(in: environment).solution }
        }
        // A host collapsed to no width (a table in a hidden arranged view) shows no rows; the rows
        // it shows once it is back are laid out at the screen's width, not at none.
        let answer = solution?.frames.first { $0.view == viewName }?.rootFrame.nonEmptyWidth
        answers[screen] = answer
        return answer
    }
}

private extension Rect {
    var nonEmptyWidth: Rect? { width > 0 ? self : nil }
}
