import ConstraintSolver
import TrellisBase

/// The solver variables of a view or guide: its frame in root coordinates.
struct FrameVariables {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
        x = Variable("\(name).minX")
        y = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var all: [Variable] { [x, y, width, height] }

    /// The rect of the `index`th frame in `values`, a reading of frames' variables in order
    /// (`all` of each, one after another).
    static func rect(at index: Int, in values: [Double]) -> Rect {
        Rect(x: values[4 * index], y: values[4 * index + 1], width: values[4 * index + 2], height: values[4 * index + 3])
    }
}

/// Turns one resolved layout in one environment into solver constraints, adding them in UIKit's
/// order: the root's size, autoresizing masks, stack views, intrinsic sizes, then the layout's
/// own constraints (guides' constraints join when a guide is first used). A required constraint
/// that conflicts with those before it is broken, that is left out, and recorded.
final class LayoutEngine {
    let layout: Layout
    /// The environment solved for; an incremental engine moves it with `update(to:)`.
    private(set) var environment: LayoutEnvironment
    /// Edit variables standing for the environment's numbers (incremental engines only).
    private var parameters: [Variable] = []
    let solver = Solver()
    /// Views in the tree, root first; detached views take no part.
    let viewNames: [String]
    /// Each view's index in `viewNames`.
    let positionInTree: [String: Int]
    /// Each view's variables, in `viewNames` order.
    private(set) var frameVariables: [FrameVariables] = []
    /// What the checks read of the tree: the same for every screen, so made once, when first asked.
    private(set) lazy var checked = CheckedViews(self)
    /// Every view's four variables, in tree order.
    private(set) lazy var allFrameVariables: [Variable] = frameVariables.flatMap(\.all)
    private(set) var frames: [String: FrameVariables] = [:]
    private var guides: [LayoutItem: FrameVariables] = [:]
    /// Each view's intrinsic content size as first measured (a wrapping label's on one line);
    /// `intrinsicSize(_:)` gives the one the last layout pass measured.
    private let intrinsicSizes: [String: IntrinsicSize]
    /// What UIKit's layout passes measure again after each solve, and what they measured last
    /// (see `LayoutPasses.swift`).
    var passes = LayoutPassState()
    /// The scroll views: views of that kind, and views whose scroll content or frame guide a
    /// constraint names.
    lazy var scrollViews: Set<String> = Set(layout.constraints.flatMap { constraint in
        [constraint.firstItem, constraint.secondItem].compactMap { item -> String? in
            guard case let .guide(kind, owner)? = item, kind == .scrollContent || kind == .scrollFrame else { return nil }
            return owner
        }
    }).union(viewNames.filter { view($0).kind == .scrollView })
    /// Every constraint added to the solver, as diagnostics show it, and those left out.
    private var added = AddedConstraints()
    /// Optional constraints that read arranged views' sizes, added once those sizes have their own
    /// constraints (`deferUntilContentSizes`).
    private var afterContentSizes: [() -> Void] = []
    /// Required constraints that conflicted with those before them, each left out.
    var conflicts: [UnsatisfiableConstraints] { added.conflicts }
    /// The first constraint the solver refused for a reason other than a conflict.
    var refusal: LayoutError? { added.refusal }
    /// Hidden arranged subviews of stack views: collapsed to nothing along the stack's axis.
    private(set) var collapsed: [String: Axis] = [:]

    /// Whether every width and height has a floor at zero (see `addSizeFloors`).
    let hasSizeFloors: Bool

    init(layout: Layout, environment: LayoutEnvironment, sizeFloors: Bool = false) {
        self.layout = layout
        self.environment = layout.rootContainer.environmentOfRoot(environment)
        self.hasSizeFloors = sizeFloors
        var names: [String] = []
        var stack = [layout.rootName]
        while let name = stack.popLast() {
            names.append(name)
            stack += layout.view(named: name)!.subviews.reversed()
        }
        viewNames = names
        positionInTree = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let sizeContext = IntrinsicSizeContext(layout: layout, environment: environment)
        var sizes: [String: IntrinsicSize] = [:]
        for name in names {
            frames[name] = FrameVariables(name)
            frameVariables.append(frames[name]!)
            sizes[name] = layout.intrinsicContentSize(of: layout.view(named: name)!, in: sizeContext)
        }
        intrinsicSizes = sizes
        for name in names {
            let view = layout.view(named: name)!
            guard view.kind == .stackView else { continue }
            for child in view.subviews where layout.view(named: child)!.isHidden { collapsed[child] = view.stack.axis }
        }
    }

    func view(_ name: String) -> LayoutView { layout.view(named: name)! }

    /// Makes the environment's numbers edit variables; call before `build()`.
    func makeIncremental() throws(SolverError) {
        parameters = EnvironmentParameter.allCases.map { Variable("environment.\($0)") }
        for (variable, value) in zip(parameters, parameterValues(in: environment)) {
            try solver.addEditVariable(variable, priority: .required)
            try solver.suggestValue(value, for: variable)
        }
    }

    /// Moves an incremental engine to another environment of the same size classes, scale and
    /// direction. Throws when the layout's required constraints cannot hold there; the engine is
    /// then as it was.
    func update(to environment: LayoutEnvironment) throws(SolverError) {
        let environment = layout.rootContainer.environmentOfRoot(environment)
        let values = parameterValues(in: environment)
        // Wrapping labels and preserved margins start again where a fresh engine starts them.
        try solver.suggestValues(zip(parameters, values).map { (variable: $0, value: $1) } + passes.startingMoves())
        passes.returnToStart()
        self.environment = environment
        settlePasses()
    }

    /// A view's intrinsic content size: a wrapping label's as the last pass measured it.
    func intrinsicSize(_ name: String) -> IntrinsicSize { passes.measuredSize(of: name) ?? intrinsicSizes[name]! }

    func build() {
        if hasSizeFloors { addSizeFloors() }
        addRootConstraints()
        addAutoresizingConstraints()
        addStackViewConstraints()
        addWrappingLabels()
        for constraint in layout.constraints where constraint.isActive { add(constraint) }
        // The guides a placeholder names are made with the others, so that the ambiguity check can
        // ask what the placeholder would determine; a guide's constraints place only the guide.
        for placeholder in layout.placeholderConstraints { makeGuides(of: placeholder) }
        // UIKit makes the content-size constraints in `updateConstraints`, after a nib's
        // constraints are installed: where a required one conflicts with them, it is the one
        // broken (Xcode keeps an image view's explicit `width == 176` over its 1000 compression
        // resistance).
        addContentSizeConstraints()
        for addition in afterContentSizes { addition() }
        afterContentSizes = []
        settlePasses()
    }

    // MARK: Adding

    /// Runs `addition` (which adds optional constraints) after the content-size constraints instead of now.
    func deferUntilContentSizes(_ addition: @escaping () -> Void) {
        afterContentSizes.append(addition)
    }

    /// Adds `lhs relation rhs`; a required constraint that conflicts is recorded and left out.
    func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required,
             _ description: ConstraintDescription) {
        add(lhs, relation, rhs, priority: priority, name: description.name, .made(description))
    }

    private func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority, name: String?,
                     _ description: PendingDescription) {
        let constraint = Constraint(lhs - rhs, relation, priority: priority, identifier: name)
        added.describe(constraint, as: description)
        do {
            try solver.add(constraint)
        } catch {
            added.record(error, adding: constraint)
        }
    }

    /// Adds a layout-level constraint, explicit or generated by UIKit under `name`. In an
    /// incremental engine, a `constantParameter` replaces the constant; a `constantVariable`
    /// (an edit variable of a later pass) replaces it in every engine.
    func add(_ constraint: LayoutConstraint, generatedName: String? = nil, uikitClass: String = "NSLayoutConstraint",
             constantParameter: EnvironmentParameter? = nil, constantVariable: Variable? = nil) {
        var constant = Expression(constraint.constant)
        if let constantParameter, !parameters.isEmpty { constant = Expression(parameters[constantParameter.rawValue]) }
        if let constantVariable { constant = Expression(constantVariable) }
        let (lhs, rhs) = sides(of: constraint, constant: constant)
        let name = generatedName ?? constraint.identifier
        add(lhs, constraint.relation, rhs, priority: constraint.priority, name: name,
            .layout(constraint, name: name, uikitClass: uikitClass))
    }

    /// The layout guides `constraint` names (a guide, or a view's margins for a margin attribute).
    private func guideItems(of constraint: LayoutConstraint) -> [LayoutItem] {
        let ends = [(constraint.firstItem, constraint.firstAttribute)] + (constraint.secondItem.map { [($0, constraint.secondAttribute)] } ?? [])
        return ends.compactMap { item, attribute in
            if case let .view(name) = item, attribute.marginBase != nil { return .guide(.margins, owner: name) }
            if case .guide = item { return item }
            return nil
        }
    }

    private func makeGuides(of constraint: LayoutConstraint) {
        guard !constraint.viewNames.contains(where: { frames[$0] == nil }) else { return }
        for guide in guideItems(of: constraint) { _ = variables(guide) }
    }

    /// The solver constraint a placeholder constraint would be, at its priority (a required one
    /// just below required, so that it can lose to the layout's own constraints rather than be
    /// refused), for asking what it would determine; nil when it names a view outside the tree or
    /// a guide not made (`build` makes those a placeholder names).
    func placeholderConstraint(_ constraint: LayoutConstraint) -> Constraint? {
        guard constraint.isActive, !constraint.viewNames.contains(where: { frames[$0] == nil }),
              !guideItems(of: constraint).contains(where: { guides[$0] == nil }) else { return nil }
        let (lhs, rhs) = sides(of: constraint, constant: Expression(constraint.constant))
        let priority = constraint.priority.isRequired ? Priority(999) : constraint.priority
        return Constraint(lhs - rhs, constraint.relation, priority: priority, identifier: constraint.identifier)
    }

    /// The two sides of `first.attribute == multiplier × second.attribute + constant` in the
    /// solver's root coordinates. UIKit reads both locations in the coordinate system of the items'
    /// nearest common ancestor, which a multiplier of 1 makes no matter; any other multiplier
    /// scales the ancestor's origin too, so it is added back: `a − g = m (b − g) + c`. (A centre
    /// at 0.5 × its superview's centre sits at a quarter of the superview's width, wherever the
    /// superview is.)
    private func sides(of constraint: LayoutConstraint, constant: Expression) -> (lhs: Expression, rhs: Expression) {
        let mirrored = isMirrored(constraint)
        let lhs = expression(constraint.firstItem, constraint.firstAttribute, mirrored: mirrored)
        guard let second = constraint.secondItem else { return (lhs, constant) }
        var rhs = constant + constraint.multiplier * expression(second, constraint.secondAttribute, mirrored: mirrored)
        if constraint.multiplier != 1, let axis = constraint.firstAttribute.axis, !constraint.firstAttribute.isSize,
           let ancestor = layout.nearestCommonAncestor(constraint.firstItem.viewName, second.viewName), let origin = frames[ancestor] {
            // Leading and trailing in a right-to-left view are negated: the ancestor's origin there is its right edge.
            let start = axis == .vertical ? Expression(origin.y)
                : mirrored ? -1 * (Expression(origin.x) + Expression(origin.width)) : Expression(origin.x)
            rhs = rhs + (1 - constraint.multiplier) * start
        }
        return (lhs, rhs)
    }

    /// UIKit's engine never lets a width or height go below zero: constraints that would make
    /// one negative conflict, and are reported and broken like any other conflict. Added
    /// first, so a floor is never the constraint broken.
    ///
    /// Only engines whose solution without floors has a negative size get them (see
    /// `Layout.builtEngine`): where every size comes out at zero or more, the floors hold
    /// already and change nothing, so the common case pays nothing for them (they cost a
    /// third more solving time when always present).
    private func addSizeFloors() {
        for frame in frameVariables {
            for size in [frame.width, frame.height] {
                add(Expression(size), .greaterThanOrEqual, Expression(0), priority: .required, name: nil, .sizeFloor)
            }
        }
    }

    /// `NSContentSizeLayoutConstraint`: `size <= intrinsic` at hugging priority or `size >=
    /// intrinsic` at compression resistance.
    func addContentSize(_ view: String, _ axis: Axis, _ relation: Relation, _ value: Double, priority: Priority) {
        let frame = frames[view]!
        let size = Expression(axis == .horizontal ? frame.width : frame.height)
        add(size, relation, intrinsicTerm(view, axis, value: value), priority: priority, name: nil,
            .contentSize(view: view, axis: axis, relation: relation, value: value, priority: priority))
    }

    // MARK: Attributes

    /// The direction a view lays out in: the environment's unless the view forces one.
    func direction(of viewName: String) -> LayoutDirection {
        switch view(viewName).semanticContentAttribute {
        case .unspecified: environment.direction
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// Constraints with leading or trailing in a right-to-left view are solved mirrored: every
    /// horizontal location is negated, so `a.leading == b.leading + 20` puts a 20 pt in from
    /// b's right edge. The first item's view decides the direction.
    private func isMirrored(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional else { return false }
        return direction(of: constraint.firstItem.viewName) == .rightToLeft
    }

    func variables(_ item: LayoutItem) -> FrameVariables {
        switch item {
        case let .view(name): return frames[name]!
        case let .guide(kind, owner):
            if let existing = guides[item] { return existing }
            let made = FrameVariables("\(owner).\(kind.fileName)")
            guides[item] = made
            addGuideConstraints(kind, owner: owner, guide: made)
            return made
        }
    }

    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, mirrored: Bool = false) -> Expression {
        if let base = attribute.marginBase, case let .view(name) = item {
            return expression(.guide(.margins, owner: name), base, mirrored: mirrored)
        }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            return baseline(item, first: attribute == .firstBaseline)
        }
        let frame = variables(item)
        let x = Expression(frame.x), y = Expression(frame.y)
        let width = Expression(frame.width), height = Expression(frame.height)
        let sign: Double = mirrored ? -1 : 1
        switch attribute {
        case .left: return x
        case .right: return x + width
        case .top: return y
        case .bottom: return y + height
        case .width: return width
        case .height: return height
        case .centerX: return sign * (x + 0.5 * width)
        case .centerY: return y + 0.5 * height
        case .leading: return mirrored ? -1 * (x + width) : x
        case .trailing: return mirrored ? -1 * x : x + width
        default: preconditionFailure("\(attribute) has no expression")
        }
    }

    /// A label's baseline sits at a fixed offset from its top or bottom, a control's from its
    /// centre, a view without text's at its bottom (`LayoutView.baselines`); a stack view's is
    /// its first (or last) visible arranged view's.
    private func baseline(_ item: LayoutItem, first: Bool) -> Expression {
        guard case let .view(name) = item else { return expression(item, .bottom) }
        let view = self.view(name)
        if view.kind == .stackView {
            let visible = view.subviews.filter { collapsed[$0] == nil }
            let chosen = first || view.stack.axis == .horizontal ? visible.first : visible.last
            guard let chosen else { return expression(item, .bottom) }
            return baseline(.view(chosen), first: first)
        }
        let frame = frames[name]!
        let position = first ? view.baselines.first : view.baselines.last
        return Expression(frame.y) + position.fractionOfHeight * Expression(frame.height) + position.offset
    }

    /// How a constraint this engine added is shown in diagnostics.
    func describe(_ constraint: Constraint) -> ConstraintDescription? { added.description(of: constraint) }

    // MARK: Results

    func frame(_ variables: FrameVariables) -> Rect {
        let values = solver.values(of: variables.all)
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}

/// The views a layout's checks look at, as positions in the engine's tree, and their variables.
struct CheckedViews {
    /// Not the root, not hidden (nor inside a hidden view, nor a collapsed arranged view).
    let diagnosed: [Int]
    /// The diagnosed views that are text or controls (labels, buttons, fields, switches).
    let content: [Int]
    /// The views inside a scroll view: content the user scrolls to.
    let scrolled: Set<Int>
    /// Views placed by their frame with Interface Builder's default autoresizing mask (a fixed
    /// top-left position and size: `flexibleRightMargin`, `flexibleBottomMargin`), and the views
    /// inside them (`AutoresizingMask.isFixedAtTopLeft`).
    let fixedAtTopLeft: Set<Int>
    /// The diagnosed views' four variables each, in tree order.
    let variables: [Variable]
    /// The views Xcode marks ambiguous in the design (`LayoutView.designedAmbiguous`), in tree order.
    let designedAmbiguous: [String]

    init(_ engine: LayoutEngine) {
        let hidden = engine.hiddenPositions()
        let names = engine.viewNames
        diagnosed = names.indices.filter { $0 != 0 && !hidden.contains($0) }
        content = diagnosed.filter { engine.view(names[$0]).kind.isTextOrControl }
        scrolled = Set(names.indices.filter { engine.isInsideScrollView(names[$0]) })
        fixedAtTopLeft = engine.positionsWithin { index, view in
            index != 0 && view.translatesAutoresizingMaskIntoConstraints && view.autoresizingMask.isFixedAtTopLeft
        }
        variables = diagnosed.flatMap { engine.frameVariables[$0].all }
        designedAmbiguous = names.filter { engine.view($0).designedAmbiguous }
    }
}

/// The constraints an engine added to its solver: how each is shown (made into text only when a
/// diagnostic needs it), the required ones left out because they conflicted, and the first the
/// solver refused for another reason.
struct AddedConstraints {
    private var descriptions: [Int: PendingDescription] = [:]
    private(set) var conflicts: [UnsatisfiableConstraints] = []
    private(set) var refusal: LayoutError?

    mutating func describe(_ constraint: Constraint, as description: PendingDescription) {
        descriptions[constraint.id] = description
    }

    func description(of constraint: Constraint) -> ConstraintDescription? { descriptions[constraint.id]?.made }

    /// Records why the solver refused `constraint` (described already).
    mutating func record(_ error: SolverError, adding constraint: Constraint) {
        let made = descriptions[constraint.id]!.made
        if case let .unsatisfiable(_, set) = error {
            // An incremental engine's edit variables are not described; it never reports conflicts.
            // The engine's own floors under sizes are never listed: UIKit's log shows only
            // the constraints that push a size below zero.
            let listed = set.filter { if case .sizeFloor = descriptions[$0.id] { false } else { true } }
            conflicts.append(UnsatisfiableConstraints(
                conflicting: listed.map { descriptions[$0.id]?.made ?? ConstraintDescription(name: "environment", equation: $0.written) },
                broken: made))
        } else if refusal == nil {
            // Validation keeps non-finite values and bad priorities out, so this is a bug;
            // it is reported as the layout's error, never a crash that ends a whole run.
            refusal = .unsolvable(constraint: made.description, reason: error.description)
        }
    }
}

/// What a constraint's description will be made from; text is only made for diagnostics.
enum PendingDescription {
    case made(ConstraintDescription)
    case layout(LayoutConstraint, name: String?, uikitClass: String)
    case contentSize(view: String, axis: Axis, relation: Relation, value: Double, priority: Priority)
    /// `size >= 0`, implicit in UIKit and never shown.
    case sizeFloor

    var made: ConstraintDescription {
        switch self {
        case .sizeFloor:
            return ConstraintDescription(name: nil, equation: "size >= 0")
        case let .made(description):
            return description
        case let .layout(constraint, name, uikitClass):
            return ConstraintDescription(uikitClass: uikitClass, name: name, equation: constraint.equation, source: constraint.source)
        case let .contentSize(view, axis, relation, value, priority):
            let attribute = axis == .horizontal ? "width" : "height"
            let label = relation == .lessThanOrEqual ? "Hug" : "CompressionResistance"
            return ConstraintDescription(
                uikitClass: "NSContentSizeLayoutConstraint", name: nil,
                equation: "\(view).\(attribute) \(relation) \(formatPoints(value)) \(label):\(priority)")
        }
    }
}
