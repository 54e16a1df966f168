import ConstraintSolver

extension VisualFormat {
    /// The constraints the format describes, for the views of `layout`.
    func constraints(options: VisualFormatOptions, layout: Layout) throws(VisualFormatError) -> [LayoutConstraint] {
        for view in views where layout.view(named: view.name) == nil {
            throw VisualFormatError(format: format, column: view.column,
                                    problem: "\(view.name) is not a key in the views dictionary.")
        }
        let edges = try readingEdges(options)
        var made: [LayoutConstraint] = []

        if let connection = leadingSuperview {
            let superview = try self.superview(in: layout, barColumn: format.firstIndex(of: "|").map { format.distance(from: format.startIndex, to: $0) + 1 } ?? 1)
            made += spacing(connection, from: .view(superview), views.first!.name, edges, superviewAtStart: true)
        }
        for (index, view) in views.enumerated() {
            made += try sizeConstraints(view, layout: layout)
            if index < connections.count {
                made += spacing(connections[index], from: .view(view.name), views[index + 1].name, edges, superviewAtStart: false)
            }
        }
        if let connection = trailingSuperview {
            let superview = try self.superview(in: layout, barColumn: format.count)
            made += spacing(connection, from: .view(views.last!.name), superview, edges, superviewAtEnd: true)
        }
        made += try alignmentConstraints(options)
        return made
    }

    /// The attributes a format reads along: (start, end) of each view in reading order.
    private struct ReadingEdges {
        var start: LayoutAttribute
        var end: LayoutAttribute
        /// Right to left (start is the right edge): the constraint is written from the earlier
        /// view, `earlier.left == later.right + gap`, as UIKit writes it.
        var reversed: Bool
    }

    private func readingEdges(_ options: VisualFormatOptions) throws(VisualFormatError) -> ReadingEdges {
        if axis == .vertical { return ReadingEdges(start: .top, end: .bottom, reversed: false) }
        let directions = [VisualFormatOptions.directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft]
            .filter(options.contains)
        guard directions.count <= 1 else {
            throw VisualFormatError(format: format, column: 1, problem: "Options mask contains more than one direction option.")
        }
        switch directions.first {
        case .directionLeftToRight?: return ReadingEdges(start: .left, end: .right, reversed: false)
        case .directionRightToLeft?: return ReadingEdges(start: .right, end: .left, reversed: true)
        default: return ReadingEdges(start: .leading, end: .trailing, reversed: false)
        }
    }

    private func superview(in layout: Layout, barColumn: Int) throws(VisualFormatError) -> String {
        guard let superview = layout.view(named: views[0].name)?.superview else {
            throw VisualFormatError(
                format: format, column: barColumn,
                problem: "Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        return superview
    }

    /// The constraints for one connection: `earlier` comes before `later` in the format.
    private func spacing(
        _ connection: VisualFormatConnection, from earlier: LayoutItem, _ later: String, _ edges: ReadingEdges,
        superviewAtStart: Bool = false
    ) -> [LayoutConstraint] {
        connectionConstraints(connection, earlier: earlier, later: .view(later), edges, superviewAtStart: superviewAtStart, superviewAtEnd: false)
    }

    private func spacing(
        _ connection: VisualFormatConnection, from earlier: LayoutItem, _ superview: String, _ edges: ReadingEdges,
        superviewAtEnd: Bool
    ) -> [LayoutConstraint] {
        connectionConstraints(connection, earlier: earlier, later: .view(superview), edges, superviewAtStart: false, superviewAtEnd: true)
    }

    private func connectionConstraints(
        _ connection: VisualFormatConnection, earlier: LayoutItem, later: LayoutItem, _ edges: ReadingEdges,
        superviewAtStart: Bool, superviewAtEnd: Bool
    ) -> [LayoutConstraint] {
        // Inside the superview its start edge faces the first view, its end edge the last one.
        var earlierAttribute = superviewAtStart ? edges.start : edges.end
        var laterAttribute = superviewAtEnd ? edges.end : edges.start
        let predicates: [VisualFormatPredicate]
        switch connection {
        case .flush:
            predicates = [VisualFormatPredicate(relation: .equal, object: .constant(0), priority: .required, objectColumn: 0)]
        case .standard:
            if superviewAtStart || superviewAtEnd {
                // UIKit's standard space to the superview is its layout margin.
                if superviewAtStart { earlierAttribute = marginAttribute(earlierAttribute) }
                if superviewAtEnd { laterAttribute = marginAttribute(laterAttribute) }
                predicates = [VisualFormatPredicate(relation: .equal, object: .constant(0), priority: .required, objectColumn: 0)]
            } else {
                predicates = [VisualFormatPredicate(relation: .equal, object: .constant(standardSiblingSpacing), priority: .required, objectColumn: 0)]
            }
        case let .predicates(list):
            predicates = list
        }
        return predicates.map { predicate in
            guard case let .constant(gap) = predicate.object else { preconditionFailure("parser allows only constants here") }
            // later.start == earlier.end + gap; reversed: earlier.end == later.start + gap.
            let (first, firstAttribute, second, secondAttribute) = edges.reversed
                ? (earlier, earlierAttribute, later, laterAttribute)
                : (later, laterAttribute, earlier, earlierAttribute)
            return LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: predicate.relation, toItem: second,
                attribute: secondAttribute, constant: gap, priority: predicate.priority)
        }
    }

    private func marginAttribute(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: attribute
        }
    }

    private func sizeConstraints(_ view: VisualFormatView, layout: Layout) throws(VisualFormatError) -> [LayoutConstraint] {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        var made: [LayoutConstraint] = []
        for predicate in view.predicates {
            switch predicate.object {
            case let .constant(value):
                made.append(LayoutConstraint(
                    item: .view(view.name), attribute: attribute, relatedBy: predicate.relation,
                    constant: value, priority: predicate.priority))
            case let .view(other):
                guard layout.view(named: other) != nil else {
                    throw VisualFormatError(format: format, column: predicate.objectColumn, problem: "\(other) is not a key in the views dictionary.")
                }
                made.append(LayoutConstraint(
                    item: .view(view.name), attribute: attribute, relatedBy: predicate.relation,
                    toItem: .view(other), attribute: attribute, priority: predicate.priority))
            }
        }
        return made
    }

    private func alignmentConstraints(_ options: VisualFormatOptions) throws(VisualFormatError) -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        for (option, attribute) in VisualFormatOptions.alignments where options.contains(option) {
            guard attribute.axis != axis else {
                let edge = axis == .horizontal ? "horizontal" : "vertical"
                throw VisualFormatError(
                    format: format, column: 1,
                    problem: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).")
            }
            for index in views.indices.dropFirst() {
                made.append(LayoutConstraint(
                    item: .view(views[index - 1].name), attribute: attribute,
                    toItem: .view(views[index].name), attribute: attribute))
            }
        }
        return made
    }
}
