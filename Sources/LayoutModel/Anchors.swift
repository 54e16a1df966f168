import ConstraintSolver

/// What an anchor measures; it decides which anchors can be related (at compile time, as in
/// UIKit).
public protocol AnchorKind {}
/// A position on one axis: related to positions on the same axis only.
public protocol PositionAnchorKind: AnchorKind {}
/// Left, right, leading, trailing, centerX.
public enum XAxisAnchorKind: PositionAnchorKind {}
/// Top, bottom, centerY, baselines.
public enum YAxisAnchorKind: PositionAnchorKind {}
/// Width and height.
public enum DimensionAnchorKind: AnchorKind {}

/// One attribute of a view or layout guide (`NSLayoutAnchor`): the start of a constraint in
/// code, `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`.
public struct LayoutAnchor<Kind: AnchorKind>: Sendable, Hashable {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    func constraint(
        _ relation: Relation, _ other: LayoutAnchor?, multiplier: Double = 1, constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

public typealias XAxisAnchor = LayoutAnchor<XAxisAnchorKind>
public typealias YAxisAnchor = LayoutAnchor<YAxisAnchorKind>
public typealias DimensionAnchor = LayoutAnchor<DimensionAnchorKind>

extension LayoutAnchor where Kind: PositionAnchorKind {
    public func constraint(equalTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        constraint(.equal, other, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, other, constant: constant)
    }
    public func constraint(lessThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        constraint(.lessThanOrEqual, other, constant: constant)
    }
}

extension LayoutAnchor where Kind == XAxisAnchorKind {
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`: `multiplier` × 8 after `other`.
    public func constraint(equalToSystemSpacingAfter other: XAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        constraint(.equal, other, constant: multiplier * standardSiblingSpacing)
    }
}

extension LayoutAnchor where Kind == YAxisAnchorKind {
    /// `constraint(equalToSystemSpacingBelow:multiplier:)`: `multiplier` × 8 below `other`.
    public func constraint(equalToSystemSpacingBelow other: YAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        constraint(.equal, other, constant: multiplier * standardSiblingSpacing)
    }
}

extension LayoutAnchor where Kind == DimensionAnchorKind {
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        constraint(.equal, nil, constant: constant)
    }
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: constant)
    }
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: constant)
    }
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        constraint(.equal, other, multiplier: multiplier, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
    }
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        constraint(.lessThanOrEqual, other, multiplier: multiplier, constant: constant)
    }
}

/// Anything with anchors: a view or a layout guide.
public protocol LayoutAnchorProvider {
    var layoutItem: LayoutItem { get }
}

extension LayoutAnchorProvider {
    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: layoutItem, attribute: .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: layoutItem, attribute: .right) }
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: layoutItem, attribute: .leading) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: layoutItem, attribute: .trailing) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: layoutItem, attribute: .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: layoutItem, attribute: .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: layoutItem, attribute: .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: layoutItem, attribute: .centerY) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: layoutItem, attribute: .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: layoutItem, attribute: .height) }
}

extension ViewReference: LayoutAnchorProvider {
    public var layoutItem: LayoutItem { .view(name) }
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: layoutItem, attribute: .firstBaseline) }
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: layoutItem, attribute: .lastBaseline) }
    public var safeAreaLayoutGuide: GuideReference { GuideReference(kind: .safeArea, owner: name) }
    public var layoutMarginsGuide: GuideReference { GuideReference(kind: .margins, owner: name) }
    public var readableContentGuide: GuideReference { GuideReference(kind: .readableContent, owner: name) }
    public var topLayoutGuide: GuideReference { GuideReference(kind: .topLayoutGuide, owner: name) }
    public var bottomLayoutGuide: GuideReference { GuideReference(kind: .bottomLayoutGuide, owner: name) }
}

/// Names a layout guide of a view (`UILayoutGuide`).
public struct GuideReference: Sendable, Hashable, LayoutAnchorProvider {
    public let kind: LayoutGuideKind
    public let owner: String
    public var layoutItem: LayoutItem { .guide(kind, owner: owner) }
}

extension LayoutConstraint {
    /// The same constraint at another priority.
    public func withPriority(_ priority: Priority) -> LayoutConstraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// The same constraint with an identifier.
    public func withIdentifier(_ identifier: String) -> LayoutConstraint {
        var copy = self
        copy.identifier = identifier
        return copy
    }
}
