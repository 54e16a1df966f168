import ConstraintSolver
import TrellisBase

/// The constraints UIKit makes on its own: the root's size, layout guides, autoresizing masks
/// and intrinsic content sizes, each under the name Xcode's console shows.
extension LayoutEngine {
    var rootName: String { layout.rootName }

    /// The size the root's container asks for (a fitting height is the smallest the constraints
    /// allow, asked as 0, or a designed height the constraints may override).
    func rootSize(in environment: LayoutEnvironment) -> Size {
        Size(width: layout.rootContainer.rootWidth(in: environment), height: layout.rootContainer.rootHeight(in: environment).value)
    }

    /// The container gives the root its size: `UIView-Encapsulated-Layout-*`, required, but for a
    /// fitting height, asked at `fittingSizeLevel` (50) as `systemLayoutSizeFitting` asks it.
    func addRootConstraints() {
        let root = LayoutItem.view(rootName)
        let size = rootSize(in: environment)
        let heightPriority: Priority = layout.rootContainer.rootHeight(in: environment).isFitting ? .fittingSizeLevel : .required
        let entries: [(LayoutAttribute, Double, EnvironmentParameter?, Priority)] = [
            (.left, 0, nil, .required), (.top, 0, nil, .required), (.width, size.width, .rootWidth, .required),
            (.height, size.height, .rootHeight, heightPriority),
        ]
        for (attribute, value, parameter, priority) in entries {
            let name = "UIView-Encapsulated-Layout-\(attribute.rawValue.prefix(1).uppercased() + attribute.rawValue.dropFirst())"
            add(LayoutConstraint(item: root, attribute: attribute, constant: value, priority: priority), generatedName: name,
                constantParameter: parameter)
        }
    }

    // MARK: Layout guides

    func addGuideConstraints(_ kind: LayoutGuideKind, owner: String, guide: FrameVariables) {
        let item = LayoutItem.guide(kind, owner: owner)
        switch kind {
        case .safeArea where owner != rootName:
            addInsetGuide(item, in: owner, insets: .zero, parameters: nil, variables: addMeasuredSafeArea(of: owner)) {
                "UIViewSafeAreaLayoutGuide-\($0)"
            }
        case .safeArea:
            addInsetGuide(item, in: owner, insets: environment.safeAreaInsets, parameters: EnvironmentParameter.safeArea) {
                "UIViewSafeAreaLayoutGuide-\($0)"
            }
        case .margins:
            let preserved = measuresMargins(of: owner) ? addPreservedMargins(of: owner) : nil
            addInsetGuide(item, in: owner, insets: marginInsets(of: owner, in: environment),
                          parameters: owner == rootName ? EnvironmentParameter.rootMargins : nil, variables: preserved) {
                "UIView-\($0)Margin-guide-constraint"
            }
        case .readableContent:
            addInsetGuide(item, in: owner, insets: readableInsets(in: environment), parameters: EnvironmentParameter.readable) {
                "UIViewReadableContentGuide-\($0)"
            }
        case .topLayoutGuide, .bottomLayoutGuide:
            let isTop = kind == .topLayoutGuide
            let length = isTop ? environment.safeAreaInsets.top : environment.safeAreaInsets.bottom
            let view = LayoutItem.view(owner)
            let name = "_UILayoutSupportConstraint"
            add(LayoutConstraint(item: item, attribute: .left, toItem: view, attribute: .left), generatedName: name)
            add(LayoutConstraint(item: item, attribute: .width, constant: 0), generatedName: name)
            add(LayoutConstraint(item: item, attribute: isTop ? .top : .bottom, toItem: view, attribute: isTop ? .top : .bottom),
                generatedName: name)
            add(LayoutConstraint(item: item, attribute: .height, constant: length), generatedName: name,
                constantParameter: isTop ? .safeTop : .safeBottom)
        case .scrollContent:
            // Content offset zero: the content starts at the scroll view's corner; its size is
            // whatever the constraints on the guide make it.
            let view = LayoutItem.view(owner)
            add(LayoutConstraint(item: item, attribute: .left, toItem: view, attribute: .left), generatedName: "UIScrollView-content-left")
            add(LayoutConstraint(item: item, attribute: .top, toItem: view, attribute: .top), generatedName: "UIScrollView-content-top")
        case .keyboard:
            let view = LayoutItem.view(owner)
            let name = "UIKeyboardLayoutGuide"
            for attribute in [LayoutAttribute.left, .width, .bottom] {
                add(LayoutConstraint(item: item, attribute: attribute, toItem: view, attribute: attribute), generatedName: name)
            }
            add(LayoutConstraint(item: item, attribute: .height, constant: environment.safeAreaInsets.bottom), generatedName: name,
                constantParameter: .safeBottom)
        case .scrollFrame:
            let view = LayoutItem.view(owner)
            for attribute in [LayoutAttribute.left, .top, .width, .height] {
                add(LayoutConstraint(item: item, attribute: attribute, toItem: view, attribute: attribute),
                    generatedName: "UIScrollView-frame-\(attribute)")
            }
        }
    }

    /// Four constraints holding `guide` at `insets` inside `owner`, named per edge; with
    /// `parameters` (top, left, bottom, right) the insets follow the environment, with
    /// `variables` (the same order) they are edit variables of the layout passes.
    private func addInsetGuide(
        _ guide: LayoutItem, in owner: String, insets: EdgeInsets, parameters: [EnvironmentParameter]?,
        variables: [Variable]? = nil, name: (String) -> String
    ) {
        let view = LayoutItem.view(owner)
        add(LayoutConstraint(item: guide, attribute: .left, toItem: view, attribute: .left, constant: insets.left),
            generatedName: name("left"), constantParameter: parameters?[1], constantVariable: variables?[1])
        add(LayoutConstraint(item: view, attribute: .right, toItem: guide, attribute: .right, constant: insets.right),
            generatedName: name("right"), constantParameter: parameters?[3], constantVariable: variables?[3])
        add(LayoutConstraint(item: guide, attribute: .top, toItem: view, attribute: .top, constant: insets.top),
            generatedName: name("top"), constantParameter: parameters?[0], constantVariable: variables?[0])
        add(LayoutConstraint(item: view, attribute: .bottom, toItem: guide, attribute: .bottom, constant: insets.bottom),
            generatedName: name("bottom"), constantParameter: parameters?[2], constantVariable: variables?[2])
    }

    /// A view's margins in physical edges. The root's are at least the system minimum at the
    /// sides and, unless `insetsLayoutMarginsFromSafeArea` is off, measured from the safe area.
    func marginInsets(of name: String, in environment: LayoutEnvironment) -> EdgeInsets {
        let view = self.view(name)
        var insets = view.layoutMargins.resolved(for: direction(of: name))
        guard name == rootName else { return insets }
        let minimum = environment.systemMinimumSideMargin
        switch layout.rootContainer.kind {
        case .viewController, .sheet, .notificationCenter: break
        case .plain, .collectionCell, .headerFooter, .component: return insets
        case .tableCell:
            let cellMinimum = environment.tableCellMinimumSideMargin
            let safe = environment.safeAreaInsets
            insets.left = max(insets.left, cellMinimum + safe.left)
            insets.right = max(insets.right, cellMinimum + safe.right - layout.rootContainer.accessoryWidth)
            return insets
        }
        insets.left = max(insets.left, minimum)
        insets.right = max(insets.right, minimum)
        if view.insetsLayoutMarginsFromSafeArea {
            let safe = environment.safeAreaInsets
            insets = EdgeInsets(top: insets.top + safe.top, left: insets.left + safe.left,
                                bottom: insets.bottom + safe.bottom, right: insets.right + safe.right)
        }
        if view.layoutMarginsFollowReadableWidth { insets = insets.narrowedToReadableWidth(within: rootSize(in: environment).width) }
        return insets
    }

    /// The root's margins, narrowed symmetrically to the readable width.
    func readableInsets(in environment: LayoutEnvironment) -> EdgeInsets {
        marginInsets(of: rootName, in: environment).narrowedToReadableWidth(within: rootSize(in: environment).width)
    }

    // MARK: Autoresizing masks

    /// `NSAutoresizingMaskLayoutConstraint`s: per axis, the view's origin and size as UIKit
    /// derives them from the frame and mask when the superview's size changes. A change in the
    /// superview's length is shared by the flexible parts in proportion to their lengths (equally
    /// when they are all zero); with nothing flexible, the trailing margin takes it.
    func addAutoresizingConstraints() {
        for name in viewNames where name != rootName {
            let view = self.view(name)
            guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else { continue }
            let notation = "\(view.autoresizingMask.notation(.horizontal)) \(view.autoresizingMask.notation(.vertical))"
            let designSize = designSize(of: superview)
            for axis in Axis.allCases {
                addAutoresizing(view, axis: axis, superview: superview, superviewLength: axis == .horizontal ? designSize.width : designSize.height, notation: notation)
            }
        }
    }

    /// The size the superview had when the frame was set: its own frame when it has one, the
    /// layout's design size for the root and for superviews placed by constraints. Never the
    /// screen's size: the constraints must not depend on which screen a solver was built for.
    private func designSize(of name: String) -> Size {
        let view = self.view(name)
        if name != rootName, view.frame.width > 0 || view.frame.height > 0 {
            return Size(width: view.frame.width, height: view.frame.height)
        }
        return layout.effectiveDesignSize
    }

    private func addAutoresizing(_ view: LayoutView, axis: Axis, superview: String, superviewLength: Double, notation: String) {
        let mask = view.autoresizingMask
        let horizontal = axis == .horizontal
        // The constraints hold the alignment rect that the frame stands for, so the frame is kept
        // as set (a switch's frame stays 51 wide, its alignment rect 49).
        let outsets = view.alignmentRectOutsets
        let origin = horizontal ? view.frame.x + outsets.left : view.frame.y + outsets.top
        let length = horizontal ? view.frame.width - outsets.left - outsets.right : view.frame.height - outsets.top - outsets.bottom
        let parts = [origin, length, superviewLength - origin - length]
        let flags: [AutoresizingMask] = horizontal
            ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        var flexible = flags.map { mask.contains($0) }
        if !flexible.contains(true) { flexible[2] = true }
        let flexibleTotal = zip(parts, flexible).filter(\.1).map { max(0, $0.0) }.reduce(0, +)
        let flexibleCount = Double(flexible.filter { $0 }.count)
        func share(_ index: Int) -> Double {
            guard flexible[index] else { return 0 }
            return flexibleTotal > 0 ? max(0, parts[index]) / flexibleTotal : 1 / flexibleCount
        }
        let own = frames[view.name]!, parent = frames[superview]!
        let parentLength = Expression(horizontal ? parent.width : parent.height)
        let parentOrigin = Expression(horizontal ? parent.x : parent.y)
        let (originShare, lengthShare) = (share(0), share(1))
        // origin' = origin + share × (L − design L), in the superview's coordinates.
        add(Expression(horizontal ? own.x : own.y), .equal,
            parentOrigin + originShare * parentLength + (origin - originShare * superviewLength),
            autoresizingDescription(notation, view.name, horizontal ? "minX" : "minY", superview, originShare, origin - originShare * superviewLength, horizontal))
        add(Expression(horizontal ? own.width : own.height), .equal,
            lengthShare * parentLength + (length - lengthShare * superviewLength),
            autoresizingDescription(notation, view.name, horizontal ? "width" : "height", superview, lengthShare, length - lengthShare * superviewLength, horizontal))
    }

    private func autoresizingDescription(
        _ notation: String, _ view: String, _ attribute: String, _ superview: String, _ share: Double, _ constant: Double, _ horizontal: Bool
    ) -> ConstraintDescription {
        var equation = "\(notation) \(view).\(attribute) == "
        if share == 0 {
            equation += formatPoints(constant)
        } else {
            equation += "\(share == 1 ? "" : formatPoints(share) + "*")\(superview).\(horizontal ? "width" : "height")"
            if constant > 0 { equation += " + \(formatPoints(constant))" }
            if constant < 0 { equation += " - \(formatPoints(-constant))" }
        }
        return ConstraintDescription(uikitClass: "NSAutoresizingMaskLayoutConstraint", name: nil, equation: equation)
    }

    // MARK: Intrinsic content size

    /// `NSContentSizeLayoutConstraint`s: per axis with an intrinsic size, `size <= intrinsic`
    /// at the hugging priority and `size >= intrinsic` at the compression resistance.
    func addContentSizeConstraints() {
        for name in viewNames where name != rootName {
            let view = self.view(name)
            let intrinsic = intrinsicSize(name)
            for axis in Axis.allCases {
                guard let value = intrinsic[axis], collapsed[name] != axis else { continue }
                addContentSize(name, axis, .lessThanOrEqual, value, priority: view.contentHugging[axis])
                addContentSize(name, axis, .greaterThanOrEqual, value, priority: view.compressionResistance[axis])
            }
        }
    }
}
