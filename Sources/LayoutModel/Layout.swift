import ConstraintSolver
import TrellisBase

/// A screen to lay out: a view tree under a root, constraints, the orientations it supports and
/// its per-size-class variations. Build one in code or load it from a layout file
/// (`LayoutFileLoader`).
public struct Layout: Sendable {
    public var name: String
    public let rootName: String
    private var viewsByName: [String: LayoutView]
    /// Explicit constraints in the order they were added (the order matters for which
    /// constraint UIKit breaks).
    public var constraints: [LayoutConstraint] = []
    /// Interface Builder's placeholder constraints ("Remove at build time"): the canvas's stand-ins
    /// for constraints the app makes in code. Never solved, as they are gone on a device; they
    /// only tell an ambiguity the app resolves (no finding) from one it leaves.
    public internal(set) var placeholderConstraints: [LayoutConstraint] = []
    public var supportedOrientations: OrientationMask = .all
    /// The device families the layout is shown on: both, unless its file is made for one (an
    /// iPad storyboard, a `~iphone` or `~ipad` file, which UIKit loads on that family only).
    public var idioms: Set<Idiom> = Set(Idiom.allCases)
    /// Applied by `resolved(for:)`, from the most general to the most specific.
    public var variations: [Variation] = []
    /// The file the layout came from, for messages.
    public var sourceFile: String?
    /// The root size that autoresizing frames were written for; nil: `defaultDesignSize`.
    public var designSize: Size?
    /// What autoresizing frames are relative to when a layout gives no `designSize`: the
    /// 390×844 of iPhone 12 to 14. One fixed size, never the screen being solved, so that a
    /// frame means the same on every screen whichever path solves it.
    public static let defaultDesignSize = Size(width: 390, height: 844)
    /// `designSize`, or the default.
    public var effectiveDesignSize: Size { designSize ?? Self.defaultDesignSize }
    /// The bars around the screen (navigation bar, tab bar, toolbar); a run grows the safe area
    /// by them.
    public var bars: BarSet = .none
    /// What holds the root view.
    public var rootContainer: RootContainer = .viewController
    /// What the file the layout was imported from holds that Trellis does not model.
    public var importWarnings: [ImportWarning] = []

    /// The findings about the layout itself, the same on every screen (`Diagnostic.isAboutTheLayout`):
    /// what its file uses that is not modelled, then the views Xcode marks ambiguous in the design.
    public var layoutDiagnostics: [Diagnostic] {
        layoutDiagnostics(ambiguousInDesign: viewsInTreeOrder.filter(\.designedAmbiguous).map(\.name))
    }

    /// `layoutDiagnostics`, given the views Xcode marks ambiguous in tree order (an engine has
    /// them already: `CheckedViews.designedAmbiguous`).
    func layoutDiagnostics(ambiguousInDesign marked: [String]) -> [Diagnostic] {
        importWarnings.map(Diagnostic.notModelled) + (marked.isEmpty ? [] : [.ambiguousInDesign(views: marked)])
    }

    /// A layout with just a root view, which the environment sizes (the view controller's view).
    public init(name: String = "layout", rootName: String = "root") {
        self.name = name
        self.rootName = rootName
        var root = LayoutView(name: rootName, kind: .view, translatesAutoresizingMaskIntoConstraints: false)
        // UIKit gives the root no margins of its own beyond the system minimum at the sides.
        root.layoutMargins = .directional(DirectionalEdgeInsets(all: 0))
        viewsByName = [rootName: root]
    }

    public var root: ViewReference { ViewReference(name: rootName) }

    /// Adds a view as the frontmost subview of `superview` (the root when omitted). Pass
    /// `superview: .detached` for a view made but never added to the tree.
    @discardableResult
    public mutating func addView(
        _ name: String, kind: ViewKind = .view, to superview: ViewReference? = nil,
        translatesAutoresizingMaskIntoConstraints: Bool = true, source: SourceLocation? = nil
    ) throws(LayoutError) -> ViewReference {
        if let existing = viewsByName[name] {
            throw .duplicateViewName(name, first: existing.source, second: source)
        }
        var view = LayoutView(
            name: name, kind: kind,
            translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints)
        view.source = source
        let parent = superview ?? root
        if parent != .detached {
            guard viewsByName[parent.name] != nil else { throw .unknownView(parent.name, context: "superview of \(name)", source: source) }
            view.superview = parent.name
            viewsByName[parent.name]!.subviews.append(name)
        }
        viewsByName[name] = view
        return ViewReference(name: name)
    }

    /// The view with this name, if the layout has one.
    public func view(named name: String) -> LayoutView? { viewsByName[name] }

    /// The view a reference names. Reading an unknown view is a programming error.
    public subscript(view: ViewReference) -> LayoutView {
        get {
            guard let found = viewsByName[view.name] else { preconditionFailure("no view named \(view.name)") }
            return found
        }
        set {
            precondition(newValue.name == view.name, "a view's name cannot change")
            viewsByName[view.name] = newValue
        }
    }

    /// Every view in the tree, root first, depth first, each before its subviews; detached
    /// views follow in name order.
    public var viewsInTreeOrder: [LayoutView] {
        var order: [LayoutView] = []
        var visited = Set<String>()
        // Depth first, preorder, without recursion: a file decides how deep the tree is.
        func visit(_ start: String) {
            var stack = [start]
            while let name = stack.popLast() {
                guard let view = viewsByName[name], visited.insert(name).inserted else { continue }
                order.append(view)
                stack += view.subviews.reversed()
            }
        }
        visit(rootName)
        for name in viewsByName.keys.sorted() where viewsByName[name]!.superview == nil { visit(name) }
        return order
    }

    /// Takes views out of the tree (they must include each other's subviews).
    mutating func removeViews(_ names: Set<String>) {
        for name in names {
            guard let view = viewsByName.removeValue(forKey: name) else { continue }
            if let superview = view.superview, !names.contains(superview) {
                viewsByName[superview]?.subviews.removeAll { $0 == name }
            }
        }
    }

    /// The superview chain from `name` upward, starting with `name` itself.
    public func ancestors(of name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let next = current, let view = viewsByName[next] {
            chain.append(next)
            current = view.superview
        }
        return chain
    }

    /// Whether what lies beyond the root's bounds is lost: its container loses it
    /// (`RootContainer.losesWhatIsOutside`), or the root clips to its bounds.
    public var rootLosesWhatIsOutside: Bool { rootContainer.losesWhatIsOutside || self[root].clipsToBounds }

    /// The nearest view both `first` and `second` are in (either of them, when one holds the
    /// other); nil when they share none.
    func nearestCommonAncestor(_ first: String, _ second: String) -> String? {
        let chain = Set(ancestors(of: second))
        return ancestors(of: first).first(where: chain.contains)
    }

    /// Adds constraints (UIKit's `NSLayoutConstraint.activate`), after checking each against
    /// UIKit's rules.
    public mutating func addConstraints(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for constraint in constraints { try validate(constraint) }
        self.constraints += constraints
    }

    public mutating func addConstraint(_ constraint: LayoutConstraint) throws(LayoutError) {
        try addConstraints([constraint])
    }

    /// The layout as Interface Builder's canvas lays it out: the placeholder constraints installed
    /// with the others (the canvas keeps them; a device never has them).
    public func withPlaceholdersInstalled() -> Layout {
        var canvas = self
        canvas.constraints += placeholderConstraints
        canvas.placeholderConstraints = []
        return canvas
    }

    /// Adds placeholder constraints (see `placeholderConstraints`), checked as constraints are.
    public mutating func addPlaceholderConstraints(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for constraint in constraints { try validate(constraint) }
        placeholderConstraints += constraints
    }

    /// Installs or uninstalls the placeholder constraints named `identifier` (Interface Builder's
    /// `default` mask for them): an uninstalled one is on no canvas and resolves no ambiguity.
    public mutating func setPlaceholderConstraints(_ identifier: String, active: Bool) {
        for index in placeholderConstraints.indices where placeholderConstraints[index].identifier == identifier {
            placeholderConstraints[index].isActive = active
        }
    }

    /// Parses a Visual Format Language string and adds the constraints it describes.
    public mutating func addConstraints(
        visualFormat format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
        priority: Priority = .required, identifier: String? = nil, source: SourceLocation? = nil
    ) throws(LayoutError) {
        let made = try constraints(visualFormat: format, options: options, metrics: metrics, source: source)
        try addConstraints(made.map { constraint in
            var constraint = constraint
            if priority != .required && constraint.priority == .required { constraint.priority = priority }
            constraint.identifier = identifier
            return constraint
        })
    }

    /// The constraints a Visual Format Language string describes, checked against this layout's
    /// views but not added.
    public func constraints(
        visualFormat format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
        source: SourceLocation? = nil
    ) throws(LayoutError) -> [LayoutConstraint] {
        do throws(VisualFormatError) {
            var parser = VisualFormatParser(format: format, metrics: metrics)
            var made = try parser.parse().constraints(options: options, layout: self)
            for index in made.indices { made[index].source = source }
            return made
        } catch {
            throw .visualFormat(error, source: source)
        }
    }
}

/// Names a view of a layout; its anchors make constraints, as UIKit's do.
public struct ViewReference: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    public init(name: String) { self.name = name }

    /// Marks a view added outside the tree (UIKit: made, never added as a subview).
    public static let detached = ViewReference(name: "\u{0}detached")

    public var description: String { name }
}
