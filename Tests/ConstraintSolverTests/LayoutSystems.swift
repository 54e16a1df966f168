import ConstraintSolver

/// A row of `count` equal-width views filling a root of editable size, as the benchmark's
/// chain family: margins 16, spacing 8, widths ≥ 44 at 750, heights filling the root at 500.
struct ChainLayout {
    let root = (x: Variable("root.x"), y: Variable("root.y"), w: Variable("root.w"), h: Variable("root.h"))
    let views: [(x: Variable, y: Variable, w: Variable, h: Variable)]
    let constraints: [Constraint]

    init(count: Int) {
        views = (0..<count).map { i in
            (Variable("v\(i).x"), Variable("v\(i).y"), Variable("v\(i).w"), Variable("v\(i).h"))
        }
        var list: [Constraint] = [root.x == 0, root.y == 0]
        for (i, view) in views.enumerated() {
            if i == 0 {
                list.append(view.x == root.x + 16)
            } else {
                let previous = views[i - 1]
                list.append(view.x == previous.x + previous.w + 8)
                list.append(view.w == views[0].w)
            }
            list.append((view.w >= 44).withPriority(750))
            list.append((view.w <= 44).withPriority(250))
            list.append(view.y == root.y + 16)
            list.append((view.h >= 44).withPriority(750))
            list.append((view.h <= 44).withPriority(250))
            list.append((view.y + view.h == root.y + root.h - 16).withPriority(500))
        }
        let last = views[count - 1]
        list.append((last.x + last.w == root.x + root.w - 16).withPriority(500))
        constraints = list
    }

    /// A solver with the root size as required edit variables, then every constraint.
    func solver(width: Double, height: Double) throws -> Solver {
        let solver = Solver()
        try solver.addEditVariable(root.w, priority: .required)
        try solver.addEditVariable(root.h, priority: .required)
        try solver.suggestValue(width, for: root.w)
        try solver.suggestValue(height, for: root.h)
        for constraint in constraints { try solver.add(constraint) }
        return solver
    }

    var allVariables: [Variable] { [root.x, root.y, root.w, root.h] + views.flatMap { [$0.x, $0.y, $0.w, $0.h] } }
}
