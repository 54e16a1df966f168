import DeviceCatalog
import Foundation
import ResultStore
import TrellisBase

/// A diff's view changes grouped for reading: per layout, each view's identical change across
/// cases in one line, largest change first.
public struct DiffGroup: Sendable {
    public var layout: String
    public var view: String
    public var kind: RunDiff.ViewDifference.Kind
    public var dx: Double, dy: Double, dWidth: Double, dHeight: Double
    /// The cases showing this change, in case order.
    public var cases: [CaseKey]
    /// The layout's cases that both runs have (of `scope` when there is one).
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

/// The first three screens of some cases, for a line a person reads:
/// `iPhone 8 portrait, iPhone 8 landscapeLeft, iPhone 15 portrait, …`.
func screenList(_ cases: [CaseKey]) -> String {
    cases.prefix(3).map(\.screen).joined(separator: ", ") + (cases.count > 3 ? ", …" : "")
}

/// A delta in thousandths of a point: changes that print alike group alike.
private func milli(_ value: Double) -> Int { Int((value * 1000).rounded()) }

extension RunDiff {
    /// View changes grouped by layout, view and identical change; layouts by name, groups largest
    /// change first (added and removed views before moves).
    public var groups: [DiffGroup] {
        struct Key: Hashable {
            var layout: String, view: String, kind: RunDiff.ViewDifference.Kind
            var dx: Int, dy: Int, dWidth: Int, dHeight: Int
        }
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
        var classesByLayout: [String: [SizeClasses?]] = [:]
        for (key, classes) in sizeClasses { classesByLayout[key.layout, default: []].append(classes) }
        for key in order {
            var group = grouped[key]!
            let layoutCases = classesByLayout[group.layout] ?? []
            for (axis, pick) in [("width", { (c: SizeClasses?) in c?.width }), ("height", { (c: SizeClasses?) in c?.height })] {
                let classes = Set(group.cases.map { pick(sizeClasses[$0] ?? nil) })
                guard classes.count == 1, let only = classes.first, let sizeClass = only,
                      Set(layoutCases.map(pick)).count > 1 else { continue }
                group.scope = "\(sizeClass)-\(axis)"
                group.of = layoutCases.filter { pick($0) == sizeClass }.count
                break
            }
            grouped[key] = group
        }
        // Ties keep the order changes were found in: tree order, so a card comes before its title.
        return order.enumerated().map { (index: $0, group: grouped[$1]!) }.sorted {
            ($0.group.layout, -$0.group.magnitude, -$0.group.cases.count, $0.index)
                < ($1.group.layout, -$1.group.magnitude, -$1.group.cases.count, $1.index)
        }.map(\.group)
    }
}

/// Groups of one layout that are the same change on the same cases, as one line to read: a
/// title that moves down takes everything below it along, and that is one finding, not thirty.
public struct DiffLine: Sendable {
    /// The views, in the order of their groups.
    public var views: [String]
    /// The first group; the others differ only in the view.
    public var group: DiffGroup

    /// `card1, card2, card3, card4 and 33 more`; `quoted` puts each name in Markdown's backticks.
    public func viewList(quoted: Bool = false) -> String {
        let names = views.map { quoted ? "`\($0)`" : $0 }
        return names.count <= 5 ? names.joined(separator: ", ") : names.prefix(4).joined(separator: ", ") + " and \(names.count - 4) more"
    }
}

extension RunDiff {
    /// `groups` with the groups that differ only in their view merged, in the groups' order.
    public var lines: [DiffLine] {
        struct Key: Hashable {
            var layout: String, kind: RunDiff.ViewDifference.Kind, deltas: [Int], cases: [CaseKey]
        }
        var order: [Key] = []
        var merged: [Key: DiffLine] = [:]
        for group in groups {
            let key = Key(layout: group.layout, kind: group.kind,
                          deltas: [group.dx, group.dy, group.dWidth, group.dHeight].map(milli), cases: group.cases)
            if merged[key] == nil {
                order.append(key)
                merged[key] = DiffLine(views: [], group: group)
            }
            merged[key]!.views.append(group.view)
        }
        return order.map { merged[$0]! }
    }
}

extension RunDiff {
    /// Cases added (or removed) summarised for reading: a line per device the other run has no
    /// case on (`iPad Pro 13-inch (M4): new device, 14 cases in 4 layouts`), then a line per
    /// layout for the rest (`login: 2 cases: iPad Air 2 portraitUpsideDown, iPhone 15 …`).
    public func caseSummary(added: Bool) -> [String] {
        let keys = added ? casesAdded : casesRemoved
        let otherRun = added ? baseDevices : headDevices
        var lines: [String] = []
        let byDevice = Dictionary(grouping: keys, by: \.device)
        let wholeDevices = Set(byDevice.keys).subtracting(otherRun)
        // Devices in the runs' catalog order (the keys are in sheet order), not by name.
        var devicesInOrder: [String] = []
        for key in keys where wholeDevices.contains(key.device) && !devicesInOrder.contains(key.device) { devicesInOrder.append(key.device) }
        for device in devicesInOrder {
            let cases = byDevice[device]!
            let layouts = Set(cases.map(\.layout)).count
            lines.append("\(device): \(added ? "new device" : "device no longer run"), \(counted(cases.count, "case")) "
                + "in \(counted(layouts, "layout"))")
        }
        let rest = Dictionary(grouping: keys.filter { !wholeDevices.contains($0.device) }, by: \.layout)
        for layout in rest.keys.sorted() {
            let cases = rest[layout]!
            lines.append(cases.count == 1 ? "\(layout): \(screenList(cases))" : "\(layout): \(cases.count) cases: \(screenList(cases))")
        }
        return lines
    }
}

/// New (or fixed) diagnostics grouped for reading: one line per layout and finding, with the
/// cases it shows on.
public struct DiagnosticGroup: Sendable {
    public var layout: String
    public var severity: Severity
    public var kind: DiagnosticKind
    /// What the finding is about: its constraints, else its views, else its message's first line.
    public var subject: String
    public var cases: [CaseKey]
    /// The layout's cases that both runs have.
    public var of: Int

    /// `error unsatisfiable (form.width <= 400, form.width == 500) on 6 of 13 cases: …`
    public var line: String {
        "\(severity) \(kind) (\(subject)) on \(cases.count) of \(of) cases: \(screenList(cases))"
    }
}

extension RunDiff {
    /// New (`fixed: false`) or fixed diagnostics by layout and finding, errors first.
    public func diagnosticGroups(fixed: Bool) -> [DiagnosticGroup] {
        struct GroupID: Hashable {
            var layout: String
            var identity: Finding.Identity
        }
        var order: [GroupID] = []
        var groups: [GroupID: DiagnosticGroup] = [:]
        for entry in fixed ? fixedDiagnostics : newDiagnostics {
            let id = GroupID(layout: entry.key.layout, identity: entry.diagnostic.identity)
            if groups[id] == nil {
                order.append(id)
                let diagnostic = entry.diagnostic
                let constraints = diagnostic.constraints, views = diagnostic.views
                let subject = !constraints.isEmpty ? constraints.joined(separator: ", ")
                    : !views.isEmpty ? views.joined(separator: ", ") : DiffText.firstLine(diagnostic.message)
                groups[id] = DiagnosticGroup(layout: entry.key.layout, severity: diagnostic.severity, kind: diagnostic.kind,
                                             subject: subject, cases: [], of: casesPerLayout[entry.key.layout] ?? 0)
            }
            groups[id]!.cases.append(entry.key)
        }
        return order.map { groups[$0]! }.sorted { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            return (a.layout, -a.cases.count, a.kind.name, a.subject) < (b.layout, -b.cases.count, b.kind.name, b.subject)
        }
    }
}
