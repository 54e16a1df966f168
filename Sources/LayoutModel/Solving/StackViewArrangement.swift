import ConstraintSolver
import TrellisBase

/// The constraints a `UIStackView` makes for its arranged subviews, under UIKit's names
/// (`UISV-canvas-connection`, `UISV-spacing`, …).
///
/// Along the axis: the first and last visible views meet the canvas edges; neighbours are
/// `spacing` apart (fill, fill equally, fill proportionally), at least `spacing` apart with equal
/// gaps (equal spacing), or at least `spacing` apart with equally spaced centres at priorities from
/// 149 down, below compression resistance, so views shrink only once the spacing is at its minimum
/// (equal centering; see `equalCenteringPriority`). Fill equally makes every size equal; fill
/// proportionally makes sizes proportional to the views' natural lengths (see
/// `addProportionalSizes`). Across the axis: fill pins both edges; the other alignments align
/// every view, keep each inside the canvas, and pull the canvas tight around the largest at
/// priority 51. Views with no intrinsic size across the axis collapse to it at priority 25
/// (`UISV-ambiguity-suppression`). Hidden arranged views collapse to zero along the axis
/// (`UISV-hiding`) and take no spacing. The canvas is the stack's bounds, or its margins with
/// `isLayoutMarginsRelativeArrangement`.
extension LayoutEngine {
    /// UIKit's priority for keeping the centre distance after the arranged view at `index` (of all
    /// arranged views, hidden ones included) equal to the first: `max(150 − index, 50)`, so 149
    /// for the second distance, 148 for the third, … (UIKit's `_UIOrderedLayoutArrangement`
    /// gives its dimension constraints these priorities when it distributes by centres). When
    /// not every distance can be kept, the earlier ones are kept first, one after another, rather
    /// than the sum of the misses made smallest.
    static func equalCenteringPriority(index: Int) -> Priority {
        Priority(Float(max(150 - index, 50)))
    }
    static let spanningFitPriority: Priority = 51
    static let canvasFitPriority: Priority = 49
    static let ambiguitySuppressionPriority: Priority = 25

    func addStackViewConstraints() {
        for name in viewNames where view(name).kind == .stackView {
            addArrangement(of: view(name))
        }
    }

    private struct Edges {
        var start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute
    }

    private func relate(
        _ a: LayoutItem, _ attributeA: LayoutAttribute, _ relation: Relation = .equal, to b: LayoutItem,
        _ attributeB: LayoutAttribute, multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
        name: String
    ) {
        add(LayoutConstraint(item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB,
                             multiplier: multiplier, constant: constant, priority: priority), generatedName: name)
    }

    private func addArrangement(of stack: LayoutView) {
        let properties = stack.stack
        let canvas: LayoutItem = properties.isLayoutMarginsRelativeArrangement
            ? .guide(.margins, owner: stack.name) : .view(stack.name)
        let along = properties.axis == .horizontal
            ? Edges(start: .leading, end: .trailing, size: .width, center: .centerX)
            : Edges(start: .top, end: .bottom, size: .height, center: .centerY)
        let across = properties.axis == .horizontal
            ? Edges(start: .top, end: .bottom, size: .height, center: .centerY)
            : Edges(start: .leading, end: .trailing, size: .width, center: .centerX)
        // Each visible view's index among all arranged views (hidden ones included), which UIKit's
        // priorities count by.
        let positions = stack.subviews.indices.filter { collapsed[stack.subviews[$0]] == nil }
        let visible = positions.map { stack.subviews[$0] }

        addHidden(stack.subviews, visible: visible, canvas: canvas, along: along)
        guard let first = visible.first, let last = visible.last else {
            // Every arranged view hidden: the stack has nothing to show and collapses along its
            // axis (its hidden views are chained from its start at zero length).
            if let lastHidden = stack.subviews.last {
                relate(canvas, along.end, to: .view(lastHidden), along.end, priority: Self.canvasFitPriority, name: "UISV-canvas-fit")
            }
            return
        }
        relate(.view(first), along.start, to: canvas, along.start, name: "UISV-canvas-connection")
        relate(canvas, along.end, to: .view(last), along.end, name: "UISV-canvas-connection")
        let spacing = properties.spacing
        for (earlier, later) in zip(visible, visible.dropFirst()) {
            switch properties.distribution {
            case .fill, .fillEqually, .fillProportionally:
                relate(.view(later), along.start, to: .view(earlier), along.end, constant: spacing, name: "UISV-spacing")
            case .equalSpacing, .equalCentering:
                relate(.view(later), along.start, .greaterThanOrEqual, to: .view(earlier), along.end, constant: spacing, name: "UISV-spacing")
            }
        }
        switch properties.distribution {
        case .fill:
            if properties.axis == .horizontal, widthIsDecidedOutside(stack.name) {
                addTextWidthDisambiguation(visible, canvas: canvas, spacing: spacing)
            }
        case .fillEqually:
            for other in visible.dropFirst() { relate(.view(other), along.size, to: .view(first), along.size, name: "UISV-fill-equally") }
        case .fillProportionally:
            addProportionalSizes(stack, visible: visible, positions: positions, canvas: canvas, along: along)
        case .equalSpacing:
            addEqualDistances(visible, from: along.end, to: along.start, along: along) { _ in .required }
            addCanvasFit(stack, along: along)
        case .equalCentering:
            // Optional, so they go in once the arranged views' sizes have constraints of their
            // own: each gap's row then reads its two views alone. Added before, every row was
            // solved for a view's still-free height and read the first gap's terms, and the
            // simplex spread them through all the others (a 1,000-view stack took 10 s). The
            // canvas fit comes after them: its row reads every gap, and each distance, solved for
            // its gap's slack, would otherwise be substituted into it (n² terms merged).
            deferUntilContentSizes { [self] in
                addEqualDistances(visible, from: along.center, to: along.center, along: along) { index in
                    Self.equalCenteringPriority(index: positions[index])
                }
                addCanvasFit(stack, along: along)
            }
        }
        addAlignment(properties, visible: visible, canvas: canvas, across: across)
    }

    /// `UISV-text-width-disambiguation`: in a horizontal fill stack, each multi-line label is
    /// pulled to an equal share of the stack's width less its spacing,
    /// `label.width == 1/n × stack.width − spacing × (n − 1)/n`, at the label's horizontal
    /// compression resistance + 10 (759 for the 749 of openradar 39275811; at most 999), because a
    /// label that wraps has no width of its own to settle on (openradar 41192642 gives the form).
    /// UIKit adds it unasked: a label beside a switch takes half the row. Xcode's frames agree:
    /// two labels 10 pt apart in a 374-pt row are saved 182 wide each, not 187 and 177.
    private func addTextWidthDisambiguation(_ visible: [String], canvas: LayoutItem, spacing: Double) {
        let count = Double(visible.count)
        for name in visible where view(name).kind == .label && view(name).content.numberOfLines != 1 {
            let priority = Priority(min(view(name).compressionResistance.horizontal.value + 10, 999))
            relate(.view(name), .width, to: canvas, .width, multiplier: 1 / count, constant: -spacing * (count - 1) / count,
                   priority: priority, name: "UISV-text-width-disambiguation")
        }
    }

    /// Whether a view's width is decided from outside its content: required constraints fix its
    /// width, or both its horizontal edges, or its autoresizing mask does, or a stack view arranges
    /// it along its axis or stretches it across it (a fill-aligned vertical stack whose own width is
    /// decided). Only such a stack gets `UISV-text-width-disambiguation`: the constraint must not
    /// widen a stack that hugs its content.
    func widthIsDecidedOutside(_ name: String) -> Bool {
        var seen = Set<String>()
        var current = name
        while seen.insert(current).inserted {
            if current == rootName { return true }
            let view = self.view(current)
            if view.translatesAutoresizingMaskIntoConstraints { return true }
            var leading = false, trailing = false
            for constraint in layout.constraints where constraint.isActive && constraint.priority == .required && constraint.relation == .equal {
                for (item, attribute, other) in [(constraint.firstItem, constraint.firstAttribute, constraint.secondItem),
                                                 (constraint.secondItem, constraint.secondAttribute, Optional(constraint.firstItem))] {
                    guard item == .view(current) else { continue }
                    switch attribute {
                    case .width where other != .view(current): return true
                    case .leading, .left, .leadingMargin, .leftMargin: leading = true
                    case .trailing, .right, .trailingMargin, .rightMargin: trailing = true
                    default: break
                    }
                }
            }
            if leading && trailing { return true }
            guard let superview = view.superview, self.view(superview).kind == .stackView else { return false }
            let stack = self.view(superview).stack
            if stack.axis == .horizontal { return true }
            guard stack.alignment == .fill else { return false }
            current = superview
        }
        return false
    }

    /// UIKit's fill proportionally: each visible view's length along the axis is its share of the
    /// canvas, `view.size == length / (Σ lengths + spacing) × canvas.size`, asked at 999 for the
    /// first arranged view, 998 for the second, … (never below 751; required for a share of 1).
    /// A view of no length is held at zero, required. A stack whose views have no length at all
    /// fills equally, required. Lengths are intrinsic sizes, else fitting sizes (`naturalLength`).
    /// `positions`: each visible view's index among all arranged views.
    private func addProportionalSizes(_ stack: LayoutView, visible: [String], positions: [Int], canvas: LayoutItem, along: Edges) {
        let axis: Axis = along.size == .width ? .horizontal : .vertical
        let spacing = stack.stack.spacing
        let lengths = visible.map { naturalLength(of: $0, along: axis) }
        let denominator = lengths.filter { $0 > 0 }.reduce(0, +) + spacing * Double(visible.count - 1)
        guard denominator > max(spacing * Double(stack.subviews.count - 1), 1) else {
            for other in visible.dropFirst() {
                relate(.view(other), along.size, to: .view(visible[0]), along.size, name: "UISV-fill-proportionally")
            }
            return
        }
        for (name, (length, index)) in zip(visible, zip(lengths, positions)) {
            let share = max(length, 0) / denominator
            guard share > 0 else {
                add(LayoutConstraint(item: .view(name), attribute: along.size, constant: 0), generatedName: "UISV-fill-proportionally")
                continue
            }
            let priority = share == 1 ? Priority.required : Priority(Float(max(999 - Double(index), 751)))
            relate(.view(name), along.size, to: canvas, along.size, multiplier: share, priority: priority, name: "UISV-fill-proportionally")
        }
    }

    /// The length UIKit gives a view in a proportional stack: its intrinsic size along the axis,
    /// else its compressed fitting size. Trellis estimates the fitting size without a solve: a
    /// stack view's is its arranged views' along its axis plus spacing, their largest across it,
    /// plus its margins when it arranges within them; another view's is a constant size
    /// constraint on it, else its size when the stack first lays it out: the frame it was loaded
    /// at (a view from a file starts at its saved frame; one with none, at 0). Xcode's frames
    /// agree: custom views with no size of their own keep the proportions they were saved at (45
    /// views of `../shared/ib-wide` were off when such a view counted 0).
    private func naturalLength(of name: String, along axis: Axis) -> Double {
        if let intrinsic = intrinsicSize(name)[axis] { return intrinsic }
        let view = self.view(name)
        guard view.kind == .stackView else {
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let sizes = layout.constraints.filter {
                $0.isActive && $0.priority.isRequired && $0.relation == .equal && $0.secondItem == nil
                    && $0.firstItem == .view(name) && $0.firstAttribute == attribute
            }
            if let size = sizes.last?.constant { return size }
            return max(0, axis == .horizontal ? view.frame.width : view.frame.height)
        }
        let visible = view.subviews.filter { collapsed[$0] == nil }
        let lengths = visible.map { naturalLength(of: $0, along: axis) }
        var length = view.stack.axis == axis
            ? lengths.reduce(0, +) + view.stack.spacing * Double(max(visible.count - 1, 0))
            : lengths.max() ?? 0
        if view.stack.isLayoutMarginsRelativeArrangement {
            let margins = view.layoutMargins.resolved(for: .leftToRight)
            length += axis == .horizontal ? margins.left + margins.right : margins.top + margins.bottom
        }
        return length
    }

    /// `UISV-canvas-fit`: the gaps of an equal-spacing or equal-centering stack may grow, so UIKit
    /// pulls the stack's length along its axis towards zero at priority 49, below everything a
    /// layout sets: a stack that nothing stretches hugs its views at the minimum spacing, and one
    /// held longer spreads them. Without it the stack's length would be open (ambiguous).
    private func addCanvasFit(_ stack: LayoutView, along: Edges) {
        add(LayoutConstraint(item: .view(stack.name), attribute: along.size, constant: 0, priority: Self.canvasFitPriority),
            generatedName: "UISV-canvas-fit")
    }

    /// Equal distances between consecutive views, measured from `from` of one to `to` of the next:
    /// each after the first equal to the first, at the priority `priority` gives for the index in
    /// `visible` of the view it starts from.
    private func addEqualDistances(
        _ visible: [String], from: LayoutAttribute, to: LayoutAttribute, along: Edges, priority: (Int) -> Priority
    ) {
        guard visible.count >= 3 else { return }
        func distance(_ index: Int) -> Expression {
            expression(.view(visible[index + 1]), to) - expression(.view(visible[index]), from)
        }
        for index in 1..<(visible.count - 1) {
            let priority = priority(index)
            add(distance(index), .equal, distance(0), priority: priority, ConstraintDescription(
                name: "UISV-distributing",
                equation: "\(visible[index + 1]).\(to) - \(visible[index]).\(from) == \(visible[1]).\(to) - \(visible[0]).\(from)"
                    + (priority.isRequired ? "" : " @\(priority)")))
        }
    }

    private func addHidden(_ arranged: [String], visible: [String], canvas: LayoutItem, along: Edges) {
        var previousEnd: (LayoutItem, LayoutAttribute) = (canvas, along.start)
        for name in arranged {
            guard collapsed[name] != nil else {
                previousEnd = (.view(name), along.end)
                continue
            }
            add(LayoutConstraint(item: .view(name), attribute: along.size, constant: 0), generatedName: "UISV-hiding")
            add(LayoutConstraint(item: .view(name), attribute: along.start, toItem: previousEnd.0, attribute: previousEnd.1),
                generatedName: "UISV-hiding")
        }
    }

    private func addAlignment(
        _ properties: StackProperties, visible: [String], canvas: LayoutItem, across: Edges
    ) {
        var alignment = properties.alignment
        if properties.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
            alignment = .fill  // Baseline alignment applies to horizontal stacks only.
        }
        let attribute: LayoutAttribute
        switch alignment {
        case .fill:
            for name in visible {
                relate(.view(name), across.start, .equal, to: canvas, across.start, name: "UISV-canvas-connection")
                relate(canvas, across.end, .equal, to: .view(name), across.end, name: "UISV-canvas-connection")
            }
            return
        case .leading, .top: attribute = across.start
        case .trailing, .bottom: attribute = across.end
        case .center: attribute = across.center
        case .firstBaseline: attribute = .firstBaseline
        case .lastBaseline: attribute = .lastBaseline
        }
        let first = visible[0]
        for name in visible.dropFirst() {
            relate(.view(name), attribute, .equal, to: .view(first), attribute, name: "UISV-alignment")
        }
        if attribute != .firstBaseline && attribute != .lastBaseline {
            relate(canvas, attribute, .equal, to: .view(first), attribute, name: "UISV-canvas-connection")
        }
        let axis: Axis = across.size == .width ? .horizontal : .vertical
        for name in visible {
            relate(.view(name), across.start, .greaterThanOrEqual, to: canvas, across.start, name: "UISV-spanning-boundary")
            relate(canvas, across.end, .greaterThanOrEqual, to: .view(name), across.end, name: "UISV-spanning-boundary")
            if intrinsicSize(name)[axis] == nil {
                add(LayoutConstraint(item: .view(name), attribute: across.size, constant: 0,
                                     priority: Self.ambiguitySuppressionPriority), generatedName: "UISV-ambiguity-suppression")
            }
        }
        add(LayoutConstraint(item: canvas, attribute: across.size, constant: 0, priority: Self.spanningFitPriority),
            generatedName: "UISV-spanning-fit")
    }
}
