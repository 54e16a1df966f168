import TrellisBase

/// What holds a layout's root view, as UIKit lays it out: it decides the root's width and
/// height, its safe area and its margins. A run solves every layout in its container on every
/// device; each case records which.
public struct RootContainer: Sendable, Hashable {
    /// The kinds of container, as layout files and the results database name them.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A view controller's view (a storyboard scene's, a view controller's xib view): the
        /// screen, its safe area, and margins at least the system minimum at the sides, measured
        /// from the safe area.
        case viewController
        /// A view controller presented modally as a page or form sheet (a `presentation` segue in
        /// the automatic style since iOS 13). On an iPhone in portrait the sheet begins a little
        /// below the status bar or sensor housing (`Devices/bars.yaml`, `pageSheet`), which are not
        /// in its safe area, and a navigation bar in it is a sheet's; in landscape it fills the
        /// screen. On an iPad it is solved on the whole screen: the sheet's card is not modelled.
        /// Otherwise as a view controller's view.
        case sheet
        /// A view controller's view shown in Notification Center: a Today widget, or a
        /// notification's custom content (Interface Builder's `simulatedAppContext
        /// ="notificationCenter"`). The system shows it inside its own platter, below the status bar
        /// and above the home indicator: no safe area; a view controller's margins (the system
        /// minimum at the sides); the screen's width, less the platter's side insets, which are
        /// not modelled; the height it asks for (`preferredContentSize`), by default the designed one.
        case notificationCenter
        /// A table view cell's content view: the table's width less the cell's accessory, the
        /// safe area at the sides only (`insetsContentViewsToSafeArea`), side margins the table's
        /// (the system minimum plus the safe area) less the content view's distance from that edge,
        /// never below its own; top and bottom margins its own.
        case tableCell
        /// A collection view cell's content view: no safe area, the view's own margins.
        case collectionCell
        /// A table's header or footer view (or a section's): the table's width, no safe area.
        case headerFooter
        /// Any other top-level view of a xib (a banner, a card, a custom control): no safe area,
        /// its own margins (8 pt like any view), no root minimum.
        case component
        /// A layout file's plain container: the screen's width, no safe area, its own margins.
        case plain
    }

    /// The view that holds a table cell inside a scene: the table view, found by solving that
    /// layout on the same screen.
    public struct Host: Sendable, Hashable, CustomStringConvertible {
        /// The layout's name (`Main.storyboard#Settings`).
        public var layout: String
        /// The view's name in that layout (`tableView`).
        public var view: String

        public init(layout: String, view: String) {
            self.layout = layout
            self.view = view
        }

        public var description: String { "\(view) of \(layout)" }
    }

    public var kind: Kind
    public var width: RootWidth
    public var height: RootHeight
    /// A table cell's accessory (a disclosure indicator takes 26.5 pt on the trailing side): the
    /// content view is that much narrower than the cell.
    public var accessoryWidth: Double
    /// The style of a table cell's table: an inset-grouped one insets its cells from its sides.
    public var tableStyle: TableStyle
    /// Where the container is when it is another layout's view; nil: the screen stands for it.
    public var host: Host?

    public init(kind: Kind, width: RootWidth = .container, height: RootHeight = .container, accessoryWidth: Double = 0,
                tableStyle: TableStyle = .plain, host: Host? = nil) {
        self.kind = kind
        self.width = width
        self.height = height
        self.accessoryWidth = accessoryWidth
        self.tableStyle = tableStyle
        self.host = host
    }

    /// A cell of an inset-grouped table, inset from the table's sides by its side margins.
    var isInsetFromTable: Bool { kind == .tableCell && tableStyle == .insetGrouped }

    /// The screen, as a view controller's view has it.
    public static let viewController = RootContainer(kind: .viewController)
    /// A layout file's plain container: the screen's width and height, no safe area.
    public static let plain = RootContainer(kind: .plain)

    /// Whether the root can have a safe area (a view controller's view, a table cell's sides).
    var hasSafeArea: Bool { kind == .viewController || kind == .sheet || kind == .tableCell }

    /// Whether what the root holds can reach under the status bar, sensor housing or home
    /// indicator (`unsafe-area`): only a screen's own root. A cell, a header or a component is
    /// placed by its container, which keeps it in the safe area (a table insets its cells' content
    /// views); a Notification Center view is in the system's platter.
    public var reachesUnsafeArea: Bool { kind == .viewController || kind == .sheet }

    /// Whether what lies beyond the root's bounds is lost even when the root does not clip: a
    /// screen's edge, or a Notification Center platter's. A cell, header, component or embedded
    /// view controller that does not clip has it drawn over whatever holds it.
    public var losesWhatIsOutside: Bool { (kind == .viewController && host == nil) || kind == .sheet || kind == .notificationCenter }

    /// The environment as the root sees it: the screen, with the root's safe area. A view
    /// controller embedded in another's container view sees that view as its screen: its size,
    /// and the part of the screen's safe area it covers. A cell of an inset-grouped table has
    /// the part of the table it takes as its container, and no safe area.
    func environmentOfRoot(_ environment: LayoutEnvironment) -> LayoutEnvironment {
        var seen = environment
        seen.safeAreaInsets = safeArea(in: environment)
        if kind == .viewController, host != nil, let frame = environment.containerFrame {
            seen.screenSize = environment.size
            seen.size = Size(width: frame.width, height: frame.height)
        }
        if isInsetFromTable {
            // The cell takes the table's frame less the table's side margins: the cells' minimum
            // plus the safe area the table covers, on each side.
            let table = environment.containerFrame ?? Rect(x: 0, y: 0, width: environment.size.width, height: environment.size.height)
            let safe = tableSafeArea(in: environment)
            let margin = environment.tableCellMinimumSideMargin
            seen.containerFrame = Rect(x: table.x + margin + safe.left, y: table.y,
                                       width: max(0, table.width - 2 * margin - safe.left - safe.right), height: table.height)
        }
        return seen
    }

    /// Whether the root's size on `axis` is known, not one the app decides at run time: a
    /// collection cell's size is its layout's (item sizes, a delegate's, self-sizing), and a xib
    /// view whose constraints leave its height to it is as tall as the app makes it, not its
    /// designed height (`solvedHeight` equal to it). What lies beyond such an edge is not called
    /// lost (`outside-root`): Trellis lays the root out at the designed size, not the app's.
    func knowsSize(on axis: Axis, solvedHeight: Double) -> Bool {
        switch (kind, axis) {
        case (.collectionCell, _): return false
        case (.component, .vertical):
            if case let .fittingElse(designed) = height { return abs(solvedHeight - designed) > 1e-6 }
            return true
        default: return true
        }
    }

    /// Where `frame` (in root coordinates) lies against the root's `bounds`, counting only the
    /// edges whose place is known (`knowsSize`): wholly beyond one, or past one by more than the
    /// checks' slack (`LayoutEngine.edgeSlack`); nil when it lies within them or beyond only an
    /// edge the app places or one the file's design put it past (`designed`).
    public func placeBeyondKnownEdges(of frame: Rect, in bounds: Rect, except designed: RectEdges = []) -> BeyondEdges? {
        var known: RectEdges = []
        if knowsSize(on: .horizontal, solvedHeight: bounds.height) { known.formUnion([.left, .right]) }
        if knowsSize(on: .vertical, solvedHeight: bounds.height) { known.formUnion([.top, .bottom]) }
        known.subtract(designed)
        var beyond: RectEdges = []
        if frame.x >= bounds.maxX { beyond.insert(.right) }
        if frame.maxX <= bounds.x { beyond.insert(.left) }
        if frame.y >= bounds.maxY { beyond.insert(.bottom) }
        if frame.maxY <= bounds.y { beyond.insert(.top) }
        if !beyond.isDisjoint(with: known) { return .wholly }
        if !beyond.isEmpty { return nil }
        return RectEdges.crossed(by: frame, of: bounds, slack: LayoutEngine.edgeSlack).isDisjoint(with: known) ? nil : .partly
    }

    /// How a view lies beyond its root's bounds (`placeBeyondKnownEdges`).
    public enum BeyondEdges: Sendable {
        case wholly, partly
    }

    /// The root's safe area: the part of the screen's (or the host view's) that reaches it.
    func safeArea(in environment: LayoutEnvironment) -> EdgeInsets {
        switch kind {
        case .sheet: return environment.safeAreaInsets
        case .viewController:
            guard host != nil, let frame = environment.containerFrame else { return environment.safeAreaInsets }
            return Self.safeArea(in: environment, coveredBy: frame)
        case .tableCell:
            // An inset-grouped table's cell lies inside the table's margins, which hold the safe area.
            if isInsetFromTable { return .zero }
            // The content view is inset from the cell by the safe area at the sides; what the
            // table covers of the screen's safe area is measured from the host's frame.
            let safe = tableSafeArea(in: environment)
            return EdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right)
        case .notificationCenter, .collectionCell, .headerFooter, .component, .plain: return .zero
        }
    }

    /// The part of the screen's safe area that a cell's table covers: measured from the host's
    /// frame, else the screen's.
    private func tableSafeArea(in environment: LayoutEnvironment) -> EdgeInsets {
        environment.containerFrame.map { Self.safeArea(in: environment, coveredBy: $0) } ?? environment.safeAreaInsets
    }

    /// The part of the screen's safe area that `frame` (in the screen's coordinates) covers, as
    /// insets from the frame's edges.
    private static func safeArea(in environment: LayoutEnvironment, coveredBy frame: Rect) -> EdgeInsets {
        let safe = environment.safeAreaInsets, screen = environment.size
        return EdgeInsets(top: max(0, safe.top - frame.y), left: max(0, safe.left - frame.x),
                          bottom: max(0, frame.maxY - (screen.height - safe.bottom)), right: max(0, frame.maxX - (screen.width - safe.right)))
    }

    /// The width the container gives the root.
    func rootWidth(in environment: LayoutEnvironment) -> Double {
        switch width {
        case .container: max(0, (environment.containerFrame?.width ?? environment.size.width) - accessoryWidth)
        case let .fixed(value): value
        }
    }

    /// The height the root is asked for, and whether the constraints may override it (a fitting
    /// size: `UILayoutPriority.fittingSizeLevel`, 50).
    func rootHeight(in environment: LayoutEnvironment) -> (value: Double, isFitting: Bool) {
        switch height {
        case .container: (environment.containerFrame?.height ?? environment.size.height, false)
        case let .fixed(value): (value, false)
        case .fitting: (0, true)
        case let .fittingElse(designed): (designed, true)
        }
    }

    /// The rules in words, for reports: `table cell: the width of tableView of Main.storyboard#Settings, self-sizing height`.
    public var description: String {
        var parts: [String] = []
        switch (kind, width) {
        case (.viewController, _):
            return host.map { "view controller: the frame of \($0) (an embedded child)" } ?? "view controller: the screen"
        case (.sheet, _):
            return "page sheet: on an iPhone in portrait, from the catalog's gap below the status bar (pageSheet.topGap) "
                + "to the screen's bottom; elsewhere the screen (an iPad's sheet card is not modelled)"
        case (_, let .fixed(value)): parts.append("\(formatPoints(value)) pt wide")
        case (_, .container):
            if let host { parts.append("the width of \(host)") } else {
                switch kind {
                case .tableCell, .headerFooter: parts.append("the screen's width (in a full-width table)")
                case .notificationCenter: parts.append("the screen's width (the system's side insets around it are not modelled)")
                case .component: parts.append("the screen's width (a flexible width in a full-width container)")
                default: parts.append("the screen's width")
                }
            }
        }
        if isInsetFromTable { parts.append("less the table's side margins (inset grouped)") }
        if accessoryWidth != 0 { parts.append("less a \(formatPoints(accessoryWidth)) pt accessory") }
        switch height {
        case .container: parts.append("the screen's height")
        case let .fixed(value): parts.append("\(formatPoints(value)) pt tall")
        case .fitting: parts.append("self-sizing height")
        case let .fittingElse(value): parts.append("the height its constraints give, else the designed \(formatPoints(value)) pt")
        }
        return "\(kind.phrase): " + parts.joined(separator: ", ")
    }
}

extension RootContainer.Kind {
    var phrase: String {
        switch self {
        case .viewController: "view controller"
        case .notificationCenter: "Notification Center view (a widget or a notification's content)"
        case .sheet: "page sheet"
        case .tableCell: "table cell"
        case .collectionCell: "collection cell"
        case .headerFooter: "header or footer view"
        case .component: "xib view"
        case .plain: "plain container"
        }
    }
}

/// How wide a container makes its root.
public enum RootWidth: Sendable, Hashable {
    /// The container's width: the host view's, else the screen's.
    case container
    /// A fixed width: a collection cell's item size, a xib view whose width is not flexible.
    case fixed(Double)
}

/// How tall a container makes its root.
public enum RootHeight: Sendable, Hashable {
    /// The container's height (a view controller's view fills the screen).
    case container
    /// A fixed height: a table's row height, a collection cell's item size. Required, so content
    /// that needs another height conflicts with it, as UIKit logs it
    /// (`UIView-Encapsulated-Layout-Height`).
    case fixed(Double)
    /// Self-sizing: the content's fitting height (`systemLayoutSizeFitting` with the height at
    /// `fittingSizeLevel`), the smallest the constraints allow.
    case fitting
    /// The height its constraints give it, else this designed height (a xib view the app sizes).
    case fittingElse(Double)
}
