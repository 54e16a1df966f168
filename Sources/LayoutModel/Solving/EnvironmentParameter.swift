import ConstraintSolver

/// A number the environment gives a layout: the root's size, the safe-area insets, the root's
/// margins and readable insets. In an incremental solve each is a required edit variable, so
/// moving to another device of the same traits is a re-solve, not a rebuild.
enum EnvironmentParameter: Int, CaseIterable {
    case rootWidth, rootHeight
    case safeTop, safeLeft, safeBottom, safeRight
    case marginTop, marginLeft, marginBottom, marginRight
    case readableTop, readableLeft, readableBottom, readableRight

    /// Top, left, bottom, right.
    static let safeArea: [EnvironmentParameter] = [.safeTop, .safeLeft, .safeBottom, .safeRight]
    static let rootMargins: [EnvironmentParameter] = [.marginTop, .marginLeft, .marginBottom, .marginRight]
    static let readable: [EnvironmentParameter] = [.readableTop, .readableLeft, .readableBottom, .readableRight]
}

extension LayoutEngine {
    /// Every parameter's value in `environment`.
    func parameterValues(in environment: LayoutEnvironment) -> [Double] {
        let safe = environment.safeAreaInsets
        let margins = marginInsets(of: rootName, in: environment)
        let readable = readableInsets(in: environment)
        let root = rootSize(in: environment)
        return [
            root.width, root.height,
            safe.top, safe.left, safe.bottom, safe.right,
            margins.top, margins.left, margins.bottom, margins.right,
            readable.top, readable.left, readable.bottom, readable.right,
        ]
    }
}
