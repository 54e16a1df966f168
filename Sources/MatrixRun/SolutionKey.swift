import LayoutModel
import TrellisBase

/// Everything a case's frames and findings are a function of: its layout and its layout
/// environment (root size, safe area with the bars, size classes, idiom, pixel scale, direction,
/// and the frame of the view that holds the root). Cases with equal keys get equal results, so a
/// run solves each key once; iPhones of one screen size and the same safe area are one key.
///
/// A layout solve reads nothing else (`Layout.solve(in:)` takes the layout and the environment),
/// which is what makes the key exact; `GroupedRunTests` checks it against solving every case.
public struct SolutionKey: Hashable, Sendable {
    public var layoutIndex: Int
    public var environment: LayoutEnvironment

    /// The key of `matrixCase` once its container is known (`containerFrame`: where the view that
    /// holds the root is on this screen, nil for the screen); nil for a case without a screen.
    init?(_ matrixCase: MatrixCase, containerFrame: Rect?) {
        guard var environment = matrixCase.environment else { return nil }
        environment.containerFrame = containerFrame
        self.layoutIndex = matrixCase.layoutIndex
        self.environment = environment
    }
}
