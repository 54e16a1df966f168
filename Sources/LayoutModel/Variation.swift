import ConstraintSolver
import TextMeasurement
import TrellisBase

/// Changes that apply under a size class: Interface Builder's "Vary for Traits". A variation
/// with both classes given is more specific than one with a single class, which is more specific
/// than the base layout; the more specific wins.
public struct Variation: Sendable {
    /// nil: any width class.
    public var width: SizeClass?
    /// nil: any height class.
    public var height: SizeClass?
    /// New constraints, added after the base ones.
    public var addedConstraints: [LayoutConstraint] = []
    /// Identifiers of constraints to remove (uninstall).
    public var removedConstraints: [String] = []
    /// New constants by constraint identifier.
    public var constants: [(identifier: String, value: Double)] = []
    /// Constraints installed (made active) or uninstalled by identifier: Interface Builder's
    /// per-size-class "Installed" box.
    public var activations: [(identifier: String, isActive: Bool)] = []
    /// New priorities by constraint identifier.
    public var priorities: [(identifier: String, value: Priority)] = []
    /// Property changes by view name, applied in order.
    public var viewChanges: [(view: String, change: ViewChange)] = []
    public var source: SourceLocation?

    public init(width: SizeClass? = nil, height: SizeClass? = nil, source: SourceLocation? = nil) {
        self.width = width
        self.height = height
        self.source = source
    }

    /// How many size classes the variation names (0, 1 or 2).
    public var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

    public func applies(to sizeClasses: SizeClasses) -> Bool {
        (width == nil || width == sizeClasses.width) && (height == nil || height == sizeClasses.height)
    }

    /// `width: compact, height: any`.
    public var traitDescription: String {
        "width: \(width?.rawValue ?? "any"), height: \(height?.rawValue ?? "any")"
    }
}

/// Properties a variation may change on a view; nil leaves a property as it is.
public struct ViewChange: Sendable, Hashable {
    public var isHidden: Bool?
    public var isInstalled: Bool?
    /// `.some(.none)` removes the intrinsic size.
    public var intrinsicSize: IntrinsicSize?
    public var font: Font?
    public var text: String?
    public var title: String?
    public var image: Size?
    public var layoutMargins: LayoutMargins?
    public var axis: Axis?
    public var distribution: StackDistribution?
    public var alignment: StackAlignment?
    public var spacing: Double?
    public var contentHugging: AxisPriorities?
    public var compressionResistance: AxisPriorities?

    public init() {}

    /// What turns `defaults` into `view`: each property that differs (stack properties on a
    /// stack view only).
    public init(from defaults: LayoutView, to view: LayoutView) {
        func changed<Value: Equatable>(_ value: Value, _ original: Value) -> Value? { value == original ? nil : value }
        isHidden = changed(view.isHidden, defaults.isHidden)
        isInstalled = changed(view.isInstalled, defaults.isInstalled)
        intrinsicSize = view.intrinsicSizeOverride == defaults.intrinsicSizeOverride ? nil : view.intrinsicSizeOverride
        font = view.content.font == defaults.content.font ? nil : view.content.font
        text = view.content.text == defaults.content.text ? nil : view.content.text
        title = view.content.title == defaults.content.title ? nil : view.content.title
        image = view.content.image == defaults.content.image ? nil : view.content.image
        layoutMargins = changed(view.layoutMargins, defaults.layoutMargins)
        contentHugging = changed(view.contentHugging, defaults.contentHugging)
        compressionResistance = changed(view.compressionResistance, defaults.compressionResistance)
        guard view.kind == .stackView else { return }
        axis = changed(view.stack.axis, defaults.stack.axis)
        distribution = changed(view.stack.distribution, defaults.stack.distribution)
        alignment = changed(view.stack.alignment, defaults.stack.alignment)
        spacing = changed(view.stack.spacing, defaults.stack.spacing)
    }

    /// This change, then `later`: what applying both in turn does.
    public func followed(by later: ViewChange) -> ViewChange {
        var both = self
        both.isHidden = later.isHidden ?? isHidden
        both.isInstalled = later.isInstalled ?? isInstalled
        both.intrinsicSize = later.intrinsicSize ?? intrinsicSize
        both.font = later.font ?? font
        both.text = later.text ?? text
        both.title = later.title ?? title
        both.image = later.image ?? image
        both.layoutMargins = later.layoutMargins ?? layoutMargins
        both.axis = later.axis ?? axis
        both.distribution = later.distribution ?? distribution
        both.alignment = later.alignment ?? alignment
        both.spacing = later.spacing ?? spacing
        both.contentHugging = later.contentHugging ?? contentHugging
        both.compressionResistance = later.compressionResistance ?? compressionResistance
        return both
    }

    public func apply(to view: inout LayoutView) {
        if let isHidden { view.isHidden = isHidden }
        if let isInstalled { view.isInstalled = isInstalled }
        if let intrinsicSize { view.intrinsicSizeOverride = intrinsicSize }
        if let font { view.content.font = font }
        if let text { view.content.text = text }
        if let title { view.content.title = title }
        if let image { view.content.image = image }
        if let layoutMargins { view.layoutMargins = layoutMargins }
        if let axis { view.stack.axis = axis }
        if let distribution { view.stack.distribution = distribution }
        if let alignment { view.stack.alignment = alignment }
        if let spacing { view.stack.spacing = spacing }
        if let contentHugging { view.contentHugging = contentHugging }
        if let compressionResistance { view.compressionResistance = compressionResistance }
    }
}

extension Layout {
    /// The variations that apply under `sizeClasses`, described (`width: compact, height: any`),
    /// in declaration order: what a run records with each case.
    public func variationDescriptions(for sizeClasses: SizeClasses) -> [String] {
        variations.filter { $0.applies(to: sizeClasses) }.map(\.traitDescription)
    }

    /// The layout as it is under `sizeClasses`: matching variations applied from the most
    /// general to the most specific (declaration order among equals), uninstalled views removed
    /// with their subviews and every constraint that names them.
    public func resolved(for sizeClasses: SizeClasses) throws(LayoutError) -> Layout {
        var result = self
        result.variations = []
        let matching = variations.enumerated()
            .filter { $0.element.applies(to: sizeClasses) }
            .sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
            .map(\.element)
        for variation in matching { try result.apply(variation) }
        result.removeUninstalledViews()
        return result
    }

    private mutating func apply(_ variation: Variation) throws(LayoutError) {
        for (name, change) in variation.viewChanges {
            guard let view = view(named: name) else {
                throw .unknownView(name, context: "variation (\(variation.traitDescription))", source: variation.source)
            }
            var changed = view
            change.apply(to: &changed)
            self[ViewReference(name: name)] = changed
        }
        for identifier in variation.removedConstraints {
            try requireIdentifier(identifier, variation)
            constraints.removeAll { $0.identifier == identifier }
        }
        for (identifier, value) in variation.constants {
            try requireIdentifier(identifier, variation)
            for index in constraints.indices where constraints[index].identifier == identifier {
                constraints[index].constant = value
            }
        }
        for (identifier, isActive) in variation.activations {
            try requireIdentifier(identifier, variation)
            for index in constraints.indices where constraints[index].identifier == identifier {
                constraints[index].isActive = isActive
            }
        }
        for (identifier, value) in variation.priorities {
            try requireIdentifier(identifier, variation)
            for index in constraints.indices where constraints[index].identifier == identifier {
                constraints[index].priority = value
            }
        }
        constraints += variation.addedConstraints
    }

    private func requireIdentifier(_ identifier: String, _ variation: Variation) throws(LayoutError) {
        guard constraints.contains(where: { $0.identifier == identifier }) else {
            throw .unknownConstraintIdentifier(identifier, source: variation.source)
        }
    }

    private mutating func removeUninstalledViews() {
        var removed = Set<String>()
        for view in viewsInTreeOrder where !view.isInstalled || (view.superview.map(removed.contains) ?? false) {
            removed.insert(view.name)
        }
        guard !removed.isEmpty else { return }
        constraints.removeAll { $0.viewNames.contains(where: removed.contains) }
        placeholderConstraints.removeAll { $0.viewNames.contains(where: removed.contains) }
        removeViews(removed)
    }
}
