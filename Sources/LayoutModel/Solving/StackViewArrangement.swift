import ConstraintSolver

/// The constraints a `UIStackView` makes for its arranged subviews, under UIKit's names
/// (`UISV-canvas-connection`, `UISV-spacing`, …).
///
/// Along the axis: the first and last visible views meet the canvas edges; neighbours are
/// `spacing` apart (fill, fill equally, fill proportionally), at least `spacing` apart with equal
/// gaps (equal spacing), or at least `spacing` apart with equally spaced centres at priority 150,
/// below compression resistance, so views shrink only once the spacing is at its minimum (equal
/// centering). Fill equally makes every size equal; fill proportionally makes sizes proportional
/// to intrinsic sizes (priority 999). Across the axis: fill pins both edges; the other alignments
/// align every view, keep each inside the canvas, and pull the canvas tight around the largest
/// at priority 51. Views with no intrinsic size across the axis collapse to it at priority 25
/// (`UISV-ambiguity-suppression`). Hidden arranged views collapse to zero along the axis
/// (`UISV-hiding`) and take no spacing. The canvas is the stack's bounds, or its margins with
/// `isLayoutMarginsRelativeArrangement`.
extension LayoutEngine {
    static let equalCenteringPriority: Priority = 150
    static let fillProportionallyPriority: Priority = 999
    static let spanningFitPriority: Priority = 51
    static let ambiguitySuppressionPriority: Priority = 25
    static let textWidthDisambiguationPriority: Priority = 759

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
        let visible = stack.subviews.filter { collapsed[$0] == nil }

        addHidden(stack.subviews, visible: visible, canvas: canvas, along: along)
        guard let first = visible.first, let last = visible.last else { return }
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
            if properties.axis == .horizontal { addTextWidthDisambiguation(visible, canvas: canvas) }
        case .fillEqually:
            for other in visible.dropFirst() { relate(.view(other), along.size, to: .view(first), along.size, name: "UISV-fill-equally") }
        case .fillProportionally:
            addProportionalSizes(visible, canvas: canvas, along: along, spacing: spacing)
        case .equalSpacing:
            addEqualDistances(visible, from: along.end, to: along.start, priority: .required, along: along)
        case .equalCentering:
            addEqualDistances(visible, from: along.center, to: along.center, priority: Self.equalCenteringPriority, along: along)
        }
        addAlignment(properties, visible: visible, canvas: canvas, across: across)
    }

    /// `UISV-text-width-disambiguation`: in a horizontal fill stack, each multi-line label is
    /// pulled to an equal share of the stack's width (`label.width == 1/n × stack.width`) at
    /// priority 759, above the default hugging and compression priorities, because a label
    /// that wraps has no width of its own to settle on. UIKit adds it unasked (the "stack views
    /// and multi-line labels" surprise: a label beside a switch takes half the row).
    private func addTextWidthDisambiguation(_ visible: [String], canvas: LayoutItem) {
        let share = 1 / Double(visible.count)
        for name in visible where view(name).kind == .label && view(name).content.numberOfLines != 1 {
            relate(.view(name), .width, to: canvas, .width, multiplier: share, priority: Self.textWidthDisambiguationPriority,
                   name: "UISV-text-width-disambiguation")
        }
    }

    /// Sizes proportional to the views' intrinsic sizes; a stack whose views have none fills.
    private func addProportionalSizes(_ visible: [String], canvas: LayoutItem, along: Edges, spacing: Double) {
        let axis: Axis = along.size == .width ? .horizontal : .vertical
        let intrinsic = visible.map { intrinsicSize($0)[axis] ?? 0 }
        let total = intrinsic.reduce(0, +)
        guard total > 0 else { return }
        let spacingTotal = spacing * Double(visible.count - 1)
        for (name, size) in zip(visible, intrinsic) {
            let share = size / total
            add(LayoutConstraint(item: .view(name), attribute: along.size, toItem: canvas, attribute: along.size,
                                 multiplier: share, constant: -share * spacingTotal,
                                 priority: Self.fillProportionallyPriority), generatedName: "UISV-fill-proportionally")
        }
    }

    /// Equal distances between consecutive views, measured from `from` of one to `to` of the next.
    private func addEqualDistances(_ visible: [String], from: LayoutAttribute, to: LayoutAttribute, priority: Priority, along: Edges) {
        guard visible.count >= 3 else { return }
        func distance(_ index: Int) -> Expression {
            expression(.view(visible[index + 1]), to) - expression(.view(visible[index]), from)
        }
        for index in 1..<(visible.count - 1) {
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
