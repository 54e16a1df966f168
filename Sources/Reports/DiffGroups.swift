import DeviceCatalog
import ResultStore

/// A diff's view changes grouped for reading: per layout, each view's identical change across
/// cases in one line, largest change first.
public struct DiffGroup: Sendable {
    public var layout: String
    public var view: String
    public var kind: RunDiff.ViewChange.Kind
    public var dx: Double, dy: Double, dWidth: Double, dHeight: Double
    /// The cases showing this change, in case order.
    public var cases: [CaseKey]
    /// All cases of the layout in the head run (of `scope` when there is one).
    public var of: Int
    /// `compact-width` or `regular-height` when every case of the group shares that size class and
    /// the layout has cases of the other; `of` then counts only cases of that class.
    public var scope: String?

    /// `on 14 of 38 compact-width cases`.
    public var extent: String {
        "on \(cases.count) of \(of) \(scope.map { "\($0) " } ?? "")cases"
    }

    /// `x +12, height -8`, `removed`, `hidden`.
    public var change: String {
        guard kind == .changed else { return kind.rawValue }
        let parts = [("x", dx), ("y", dy), ("width", dWidth), ("height", dHeight)].filter { abs($0.1) > 1e-9 }
        return parts.map { "\($0.0) \($0.1 > 0 ? "+" : "")\(formatPoints($0.1))" }.joined(separator: ", ")
    }

    var magnitude: Double { kind == .changed ? max(abs(dx), abs(dy), abs(dWidth), abs(dHeight)) : .infinity }
}

extension RunDiff {
    /// View changes grouped by layout, view and identical change; layouts by name, groups largest
    /// change first (added and removed views before moves).
    public var groups: [DiffGroup] {
        struct Key: Hashable {
            var layout: String, view: String, kind: RunDiff.ViewChange.Kind
            var dx: Int, dy: Int, dWidth: Int, dHeight: Int
        }
        func milli(_ value: Double) -> Int { Int((value * 1000).rounded()) }
        var order: [Key] = []
        var grouped: [Key: DiffGroup] = [:]
        for change in viewChanges {
            let key = Key(layout: change.key.layout, view: change.view, kind: change.kind, dx: milli(change.dx),
                          dy: milli(change.dy), dWidth: milli(change.dWidth), dHeight: milli(change.dHeight))
            if grouped[key] == nil {
                order.append(key)
                grouped[key] = DiffGroup(layout: change.key.layout, view: change.view, kind: change.kind, dx: change.dx, dy: change.dy,
                                         dWidth: change.dWidth, dHeight: change.dHeight, cases: [], of: casesPerLayout[change.key.layout] ?? 0)
            }
            grouped[key]!.cases.append(change.key)
        }
        for key in order {
            var group = grouped[key]!
            let layoutCases = sizeClasses.filter { $0.key.layout == group.layout }
            for (axis, pick) in [("width", { (c: (width: String?, height: String?)) in c.width }), ("height", { c in c.height })] {
                let classes = Set(group.cases.map { pick(sizeClasses[$0] ?? (nil, nil)) })
                guard classes.count == 1, let only = classes.first, let sizeClass = only,
                      Set(layoutCases.values.map(pick)).count > 1 else { continue }
                group.scope = "\(sizeClass)-\(axis)"
                group.of = layoutCases.values.filter { pick($0) == sizeClass }.count
                break
            }
            grouped[key] = group
        }
        return order.map { grouped[$0]! }.sorted {
            ($0.layout, -$0.magnitude, -$0.cases.count, $0.view) < ($1.layout, -$1.magnitude, -$1.cases.count, $1.view)
        }
    }
}
