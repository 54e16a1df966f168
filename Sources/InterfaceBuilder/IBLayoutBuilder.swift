import ConstraintSolver
import DeviceCatalog
import LayoutModel
import TextMeasurement
import TrellisBase

/// Builds one `Layout` from a layout root of an Interface Builder file: its views with their
/// classes, content, priorities, margins and stack settings, its constraints, and its
/// size-class variations.
struct IBLayoutBuilder {
    var file: String
    var textSizing: IBTextSizing
    /// The font files named fonts are measured with.
    var fonts: FontLibrary
    /// The file's `<resources>` images.
    var images: IBImages
    /// `<designables>` intrinsic sizes by view id.
    var designables: [String: IntrinsicSize]
    /// The design device's pixels per point (text heights round to them).
    var designScale: Double
    /// The ids of every element in the file, to tell a constraint naming a view of another
    /// layout from one naming nothing at all.
    var fileIDs: Set<String> = []
    /// The margins on every side Xcode's canvas for the file's `toolsVersion` drew table cells
    /// with; nil: the table's.
    var tableCellOwnMargins: Double?
    /// The margins above and below Xcode's canvas for the file's `toolsVersion` drew table cells'
    /// content views with; nil: UIKit's 11.
    var tableCellVerticalMargins: Double?
    /// Controls at the sizes the canvas of the file's Xcode drew them, where they differ from
    /// Trellis's defaults (`verify-ib` only), by element.
    var canvasControls: [String: ControlMetrics] = [:]

    struct Root {
        var node: IBNode
        var kind: IBLayout.RootKind
        var name: String
        /// The view controller's legacy top and bottom layout guides by id.
        var legacyGuides: [String: LayoutGuideKind] = [:]
        var bars: BarSet = .none
        /// Where UIKit puts the root on a device.
        var container: RootContainer = .viewController
        /// For a cell of a scene: the id of the table or collection view that holds it, and the
        /// scene's layout name.
        var hostID: String?
        var hostLayout: String?
        var designScreen: Screen?
        /// A cell of a xib, which Xcode's canvas draws alone on the design screen.
        var isDrawnAlone = false
        var isFreeform = false
        var isSheet = false
        /// The file's simulated status bar is None here (`IBLayout.hidesStatusBarOnCanvas`).
        var hidesStatusBarOnCanvas = false
        /// For a cell's content view: the cell's element, which may hold constraints of its own
        /// (Xcode writes them there when the content view has no id); they apply to the content view.
        var cellNode: IBNode?
        /// For a table cell: its height when it sizes itself and its constraints give it none
        /// (`IBFileImporter.collapsedRowHeight`).
        var collapsedRowHeight: Double?
        /// For a table cell with no table in the file (a xib's): the app's table sizes it.
        var tableIsUnknown = false
        /// What the file's scene graph does to this root that Trellis does not model.
        var notModelled: [ImportWarning] = []
    }

    func build(_ root: Root) throws(IBImportError) -> IBLayout {
        let rootName = root.kind == .cell ? "contentView" : "root"
        let tree = IBViewTree(root: root.node, rootName: rootName, file: file,
                              excluding: root.cellNode.map(IBCellAccessory.viewIDs(of:)) ?? [])
        for entry in tree.entries { _ = try IBNumbers.frame(of: entry.node) }
        var warnings = tree.warnings
        var layout = Layout(name: root.name, rootName: rootName)
        layout.sourceFile = file
        let rootEntry = tree.entries[0]
        layout.designSize = Size(width: rootEntry.frame.width, height: rootEntry.frame.height)
        layout.bars = root.bars
        layout.rootContainer = root.container
        layout[layout.root].layoutMargins = Self.defaultRootMargins(root.container.kind)

        var items: [String: LayoutItem] = [:]
        for (id, name) in tree.nameByID { items[id] = .view(name) }
        for (id, kind) in root.legacyGuides { items[id] = .guide(kind, owner: rootName) }
        if let cell = root.cellNode, cell != root.node {
            if let id = cell["id"], items[id] == nil { items[id] = .view(rootName) }
            // A cell's own safe area guide is its content view's.
            for guide in cell.children where guide.name == "viewLayoutGuide" && guide["key"] == "safeArea" {
                if let id = guide["id"] { items[id] = .guide(.safeArea, owner: rootName) }
            }
        }
        var savedFrames: [String: Rect] = [:]
        var unverifiable = Set<String>()
        var misplaced = Set<String>()
        var selfDrawn = Set<String>()
        // A cell of a system style places its labels and image view itself (`IBCellStyle`).
        let styled = root.cellNode.flatMap { cell in IBCellStyle(cell: cell).map { (style: $0, parts: IBCellStyle.parts(of: cell, in: tree)) } }
        let placedByStyle = styled?.parts.names ?? []
        var keysShown: [(view: String, location: SourceLocation)] = []

        // The views that hold `<constraints>`, each with the view a constraint that leaves out its
        // first item is about (a cell's own constraints are its content view's).
        var holders = tree.entries.map { (node: $0.node, owner: $0.name) }
        if let cell = root.cellNode, cell != root.node { holders.append((cell, rootName)) }
        let named = Self.viewsNamedByConstraints(in: holders.map(\.node))
        for entry in tree.entries {
            let node = entry.node
            // Set not to translate its mask, yet named by no constraint: Interface Builder holds it
            // at the frame it was drawn at with constraints of its own at build time ("IB auto
            // generated at build time for view with fixed frame": its left, top, width and height),
            // which a mask fixed at the top left gives; Xcode marks nothing ambiguous there.
            var heldAtItsFrame = false
            if let superview = entry.superview {
                // UIStackView turns translatesAutoresizingMaskIntoConstraints off for every arranged
                // subview, whatever the file says (and every subview of a stack in a file is arranged).
                let arranged = entry.superviewNode?.name == "stackView"
                // A table view places its header and footer views by their frames whatever the file says.
                let headerOrFooter = IBViewTree.tableHeaderFooterKeys.contains(node["key"] ?? "") || node["key"] == IBViewTree.backgroundViewKey
                let placedByItsOwnRules = !arranged && !headerOrFooter && !placedByStyle.contains(entry.name)
                let setNotToTranslate = node["translatesAutoresizingMaskIntoConstraints"] == "NO" && node["fixedFrame"] != "YES"
                heldAtItsFrame = placedByItsOwnRules && setNotToTranslate && !named.contains(node["id"] ?? "")
                let translates = headerOrFooter || (placedByItsOwnRules && (!setNotToTranslate || heldAtItsFrame))
                do {
                    try layout.addView(entry.name, kind: entry.viewClass.kind, to: ViewReference(name: superview),
                                       translatesAutoresizingMaskIntoConstraints: translates, source: node.location)
                } catch {
                    throw .invalidConstraint(node.location, constraint: entry.name, reason: error.description)
                }
            }
            var view = layout[ViewReference(name: entry.name)]
            view.source = node.location
            try configure(&view, entry: entry, isRoot: entry.superview == nil, warnings: &warnings)
            if heldAtItsFrame { view.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin] }
            // A label with no text in the file gets it from the app, and the size Xcode drew it at
            // stands for that text (Xcode draws a style's empty label with its placeholder,
            // "Title", "Detail"); empty, UIKit would give it no size, and the views beside it
            // would collapse around it ("nothing shows" for the icon beside a streak count). One
            // drawn 0 wide keeps the line's height it was drawn (between two views with required
            // hugging, an empty one conflicts with them on every device). A
            // button with neither title nor image (nor background) likewise gets them from the
            // app, or draws UIKit's own glyph (an info, detail-disclosure, add-contact or close
            // button), whose size changed between iOS versions (22 pt, then about 25.667).
            let emptyLabel = (placedByStyle.contains(entry.name) || view.kind == .label) && (view.content.text?.isEmpty ?? true)
            let emptyButton = view.kind == .button && (view.content.title ?? "").isEmpty && view.content.image == nil
                && view.content.backgroundImage == nil
            if emptyLabel || emptyButton, entry.viewClass.showsText, entry.frame.width > 0 || entry.frame.height > 0 {
                view.intrinsicSizeOverride = IntrinsicSize(width: entry.frame.width, height: entry.frame.height)
                view.intrinsicSizeIsPlaceholder = true
            }
            if let key = Self.localizationKeyShown(by: node, content: view.content) {
                // The file shows the key the app looks its text up by (a `transKey` or `locKey`
                // runtime attribute of the same value): the text on a device is another, of
                // another length. Laid out with the key, but never called truncated.
                view.content.textIsStandIn = true
                keysShown.append((view: "\(entry.name) (\(key))", location: node.location))
            } else if view.kind == .label && view.content.text == "Label" || view.kind == .button && view.content.title == "Button" {
                // Interface Builder's default text, which the app replaces.
                view.content.textIsStandIn = true
            }
            if view.kind == .imageView, view.content.image == nil, view.intrinsicSizeOverride == nil {
                view.intrinsicSizeOverride = Self.drawnSizeStandIn(for: view, drawn: Size(width: entry.frame.width, height: entry.frame.height))
                view.intrinsicSizeIsPlaceholder = view.intrinsicSizeOverride != nil
            }
            if Self.drawsItself(node), view.intrinsicSizeOverride == nil { selfDrawn.insert(entry.name) }
            layout[ViewReference(name: entry.name)] = view
            savedFrames[entry.name] = entry.rootFrame
            if node["misplaced"] == "YES" || node["ambiguous"] == "YES" { unverifiable.insert(entry.name) }
            if node["misplaced"] == "YES" { misplaced.insert(entry.name) }
            if node["ambiguous"] == "YES" { layout[ViewReference(name: entry.name)].designedAmbiguous = true }
            for guide in node.children where guide.name == "keyboardLayoutGuide" && entry.superview == nil {
                if let id = guide["id"] { items[id] = .guide(.keyboard, owner: rootName) }
            }
            for guide in node.children where guide.name == "viewLayoutGuide" {
                guard let id = guide["id"] else { continue }
                switch guide["key"] {
                case "safeArea":
                    items[id] = .guide(.safeArea, owner: entry.superview == nil ? rootName : entry.name)
                case "contentLayoutGuide": items[id] = .guide(.scrollContent, owner: entry.name)
                case "frameLayoutGuide": items[id] = .guide(.scrollFrame, owner: entry.name)
                default:
                    warnings.append(ImportWarning(location: guide.location, message: "layout guide '\(guide["key"] ?? "?")' is not modelled; constraints to it are refused"))
                }
            }
        }

        if let first = keysShown.first {
            warnings.append(ImportWarning(location: first.location, message:
                "\(keysShown.count == 1 ? "1 view shows" : "\(keysShown.count) views show") the localization key the app replaces with "
                + "its text at run time, of another length: laid out with the key, never called truncated: "
                + keysShown.prefix(8).map(\.view).joined(separator: ", ")
                + (keysShown.count > 8 ? " and \(keysShown.count - 8) more" : "")))
        }

        let reader = IBConstraintReader(items: items, scrollViews: Set(tree.entries.filter(\.viewClass.scrolls).map(\.name)), layout: layout)
        var variations = IBVariations()
        for (holder, owner) in holders {
            for node in holder.child("constraints")?.children ?? [] where node.name == "constraint" {
                if IBConstraintReader.isPlaceholder(node) {
                    // Gone at build time; kept to tell ambiguity the app resolves in code, and for
                    // `verify-ib`, whose canvas has it. One Trellis cannot read or UIKit would refuse
                    // is left out: a device never has it.
                    if let placeholder = try? reader.constraint(node, owner: owner) {
                        try? layout.addPlaceholderConstraints([placeholder])
                    }
                    continue
                }
                let constraint: LayoutConstraint
                do { constraint = try reader.constraint(node, owner: owner) } catch {
                    guard case let .unknownItem(location, constraint, id) = error else { throw error }
                    warnings.append(ImportWarning(location: location, message: fileIDs.contains(id)
                        ? "constraint \(constraint) names '\(id)', which is outside this layout (Trellis lays out cells, scenes and top-level views apart); it is not applied"
                        : "constraint \(constraint) names '\(id)', which is nowhere in the file (a leftover that Xcode drops when it compiles the file); it is not applied"))
                    continue
                }
                do { try layout.addConstraint(constraint) } catch {
                    if case let .invalidConstraint(_, problem) = error, case .marginOfGuide = problem {
                        // Xcode writes these (a scroll view's content guide's `bottomMargin`); UIKit has no such anchor.
                        warnings.append(ImportWarning(location: node.location, message: "constraint '\(node["id"] ?? "?")': "
                            + problem.message(for: constraint) + " It is not applied."))
                        continue
                    }
                    throw .invalidConstraint(node.location, constraint: "'\(node["id"] ?? "?")'", reason: error.description)
                }
                try variations.read(constraintNode: node, identifier: constraint.identifier ?? "", reader: reader)
            }
        }
        if let styled {
            let contentSize = Size(width: rootEntry.frame.width, height: rootEntry.frame.height)
            for constraint in styled.style.constraints(placing: styled.parts, in: rootName, contentSize: contentSize, frames: savedFrames) {
                do { try layout.addConstraint(constraint) } catch {
                    throw .invalidConstraint(root.cellNode?.location ?? rootEntry.node.location, constraint: constraint.identifier ?? "", reason: error.description)
                }
            }
        }
        for entry in tree.entries {
            try variations.read(viewNode: entry.node, view: entry.name, tree: tree, layout: &layout)
        }
        if let cell = root.cellNode, cell != root.node {
            try variations.read(viewNode: cell, view: rootName, tree: tree, layout: &layout)
        }
        layout.variations = variations.made()
        layout.importWarnings = root.notModelled + warnings
        // With the saved text sizes no text is measured, so there is nothing to say about fonts.
        layout.measureFonts(with: fonts, sayingWhatIsNot: textSizing == .textModel)
        let viewIDs = Dictionary(uniqueKeysWithValues: tree.nameByID.map { id, name in (name, id) })
        // Xcode's canvas draws a cell or a xib view at its saved size, as a view controller's view
        // Xcode shows a xib's top-level view (the screen's safe area, the root's minimum margins).
        var designContainer = root.container
        // Xcode's canvas draws a Notification Center view as a free-form view controller's view,
        // under the design device's safe area (a view centred in the safe area is saved so).
        // A sheet's canvas is the file's Xcode's (`IBLayout.designEnvironment`).
        if designContainer.kind == .notificationCenter || designContainer.kind == .sheet { designContainer = .viewController }
        let hasOwnMargins = rootEntry.node.child("edgeInsets", key: "layoutMargins") != nil
            || rootEntry.node.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
        if root.kind != .scene {
            designContainer = RootContainer(kind: root.kind == .topLevelView ? .viewController : root.container.kind,
                                            width: .fixed(rootEntry.frame.width), height: .fixed(rootEntry.frame.height),
                                            accessoryWidth: root.container.accessoryWidth)
        }
        var designMargins = hasOwnMargins ? layout[layout.root].layoutMargins : Self.defaultRootMargins(designContainer.kind)
        if designContainer.kind == .collectionCell, root.isDrawnAlone, let screen = root.designScreen {
            // Xcode's canvas draws a xib's collection cell (or reusable view) alone as it draws a
            // xib's top-level view, as a screen's root: its margins, its own or UIView's 8, are at
            // least the system minimum for its own width at the sides (16 pt below 414, else 20),
            // not as they are in a collection view (and in a scene). Vocable's 523-pt cell with
            // 16-pt margins was saved 20 in on a 414-pt iPhone, 16 from its top.
            let side = LayoutEnvironment(size: Size(width: rootEntry.frame.width, height: screen.size.height), idiom: screen.idiom).systemMinimumSideMargin
            designMargins = designMargins.withSides(atLeast: side)
        }
        if designContainer.kind == .tableCell, !hasOwnMargins, let vertical = tableCellVerticalMargins,
           case .directional(var insets) = designMargins {
            insets.top = vertical
            insets.bottom = vertical
            designMargins = .directional(insets)
        }
        if designContainer.kind == .tableCell, let ownMargins = tableCellOwnMargins {
            // Drawn with its own margins on every side: a plain container's rule.
            designContainer.kind = .plain
            if !hasOwnMargins { designMargins = .directional(DirectionalEdgeInsets(all: ownMargins)) }
        }
        return IBLayout(layout: layout, rootKind: root.kind, viewIDs: viewIDs, savedFrames: savedFrames, unverifiable: unverifiable,
                        markedMisplaced: misplaced, selfDrawnViews: selfDrawn, savedRootFrame: rootEntry.frame, designScreen: root.designScreen, isFreeform: root.isFreeform, isSheet: root.isSheet,
                        designContainer: designContainer, designRootMargins: designMargins)
    }

    /// The root's own margins in a container: none for a view controller's view (the system
    /// minimum and the safe area make them); a table cell's content view 11 pt above and below and
    /// 8 at the sides (or the table's margins); any other view UIView's 8 pt on every side.
    static func defaultRootMargins(_ kind: RootContainer.Kind) -> LayoutMargins {
        switch kind {
        case .viewController, .sheet, .notificationCenter: .directional(DirectionalEdgeInsets(all: 0))
        case .tableCell: .directional(DirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8))
        case .collectionCell, .headerFooter, .component, .plain: .directional(DirectionalEdgeInsets(all: 8))
        }
    }

    /// The ids of the views a `<constraint>` of the layout names, placeholders included: its first
    /// and second items, or the view that holds it when it leaves out its first item.
    private static func viewsNamedByConstraints(in holders: [IBNode]) -> Set<String> {
        var named = Set<String>()
        for holder in holders {
            for node in holder.child("constraints")?.children ?? [] where node.name == "constraint" {
                if let first = node["firstItem"] { named.insert(first) } else if let id = holder["id"] { named.insert(id) }
                if let second = node["secondItem"] { named.insert(second) }
            }
        }
        return named
    }

    // MARK: One view

    private func configure(_ view: inout LayoutView, entry: IBViewTree.Entry, isRoot: Bool, warnings: inout [ImportWarning]) throws(IBImportError) {
        let node = entry.node
        // A layout's root is made a plain view; a root that is a stack view (a xib's top-level
        // stack) arranges its subviews as any stack does.
        if isRoot { view.kind = entry.viewClass.kind }
        view.frame = entry.frame
        view.alignmentRectOutsets = alignmentRectOutsets(of: entry)
        if node.name == "segmentedControl", let height = defaultIntrinsicSize(of: entry)?.height {
            view.baselineOverride = Self.segmentedControlBaselines(height: height, outsets: view.alignmentRectOutsets)
        }
        view.autoresizingMask = Self.autoresizingMask(node.child("autoresizingMask", key: "autoresizingMask"))
        if IBViewTree.tableHeaderFooterKeys.contains(node["key"] ?? "") {
            // "The table view respects only the height of your view's frame rectangle; it adjusts
            // the width of your header view automatically to match the table view's width."
            view.autoresizingMask.subtract([.flexibleLeftMargin, .flexibleRightMargin])
            view.autoresizingMask.insert(.flexibleWidth)
        }
        if node["key"] == IBViewTree.backgroundViewKey { view.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        func priority(_ key: String, _ fallback: Priority) throws(IBImportError) -> Priority {
            guard let text = node[key] else { return fallback }
            guard let value = Float(text), (1...1000).contains(value) else {
                throw .invalidValue(node.location, element: node.name, attribute: key, value: text, expected: "a number from 1 to 1000")
            }
            return Priority(value)
        }
        // Interface Builder writes every priority that differs from UIView's 250 and 750.
        view.contentHugging = AxisPriorities(horizontal: try priority("horizontalHuggingPriority", .defaultLow),
                                             vertical: try priority("verticalHuggingPriority", .defaultLow))
        view.compressionResistance = AxisPriorities(horizontal: try priority("horizontalCompressionResistancePriority", .defaultHigh),
                                                    vertical: try priority("verticalCompressionResistancePriority", .defaultHigh))
        view.isHidden = node["hidden"] == "YES"
        if node["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        let margins: LayoutMargins?
        func edge(_ insets: IBNode, _ key: String) throws(IBImportError) -> Double {
            try IBNumbers.value(insets, key, in: NumberLimits.points) ?? 0
        }
        if let insets = node.child("edgeInsets", key: "layoutMargins") {
            margins = .physical(EdgeInsets(top: try edge(insets, "top"), left: try edge(insets, "left"),
                                           bottom: try edge(insets, "bottom"), right: try edge(insets, "right")))
        } else if let insets = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            margins = .directional(DirectionalEdgeInsets(
                top: try edge(insets, "top"), leading: try edge(insets, "leading"),
                bottom: try edge(insets, "bottom"), trailing: try edge(insets, "trailing")))
        } else {
            margins = nil
        }
        if let margins { view.layoutMargins = margins }
        switch node["semanticContentAttribute"] {
        case "forceRightToLeft": view.semanticContentAttribute = .forceRightToLeft
        case "forceLeftToRight": view.semanticContentAttribute = .forceLeftToRight
        default: break
        }
        if node["layoutMarginsFollowReadableWidth"] == "YES" { view.layoutMarginsFollowReadableWidth = true }
        // Xcode writes a few modes capitalised (`TopLeft`); an unknown one keeps UIView's default.
        if let mode = node["contentMode"], let first = mode.first,
           let value = ContentMode(rawValue: first.lowercased() + mode.dropFirst()) {
            view.contentMode = value
        }
        if node["clipsSubviews"] == "YES" { view.clipsToBounds = true }
        if node["preservesSuperviewLayoutMargins"] == "YES", !isRoot, !node.name.hasSuffix("Cell") {
            view.preservesSuperviewLayoutMargins = true
        }
        if entry.viewClass.kind == .stackView {
            view.stack = try stackProperties(node, hasMargins: margins != nil, warnings: &warnings)
        }
        try setContent(&view, entry: entry)
    }

    /// Text, font, image and the intrinsic size that stands in for what Trellis cannot measure.
    private func setContent(_ view: inout LayoutView, entry: IBViewTree.Entry) throws(IBImportError) {
        let node = entry.node
        var content = ViewContent()
        content.text = IBText.text(node)
        content.placeholder = IBText.placeholder(node)
        if node.name == "textField" {
            // Xcode writes no borderStyle for a field without a border.
            let style = node["borderStyle"] ?? TextFieldBorderStyle.none.rawValue
            guard let border = TextFieldBorderStyle(rawValue: style) else {
                throw .invalidValue(node.location, element: node.name, attribute: "borderStyle", value: style,
                                    expected: "one of " + TextFieldBorderStyle.allCases.map(\.rawValue).joined(separator: ", "))
            }
            content.borderStyle = border
        }
        if let description = node.child("fontDescription", key: "fontDescription"), let font = try IBFonts.font(description) { content.font = font }
        if let mode = node["lineBreakMode"].flatMap(IBFonts.lineBreakMode), node.name == "label" { content.lineBreakMode = mode }
        content.alignment = Self.contentAlignment(node)
        try setButtonInsets(&content, node)
        if let lines = node["numberOfLines"] {
            guard let value = Int(lines), value >= 0 else {
                throw .invalidValue(node.location, element: node.name, attribute: "numberOfLines", value: lines, expected: "a whole number, 0 for no limit")
            }
            content.numberOfLines = value
        }
        if let width = try IBNumbers.value(node, "preferredMaxLayoutWidth", in: NumberLimits.lengths), width > 0 {
            content.preferredMaxLayoutWidth = width
        }
        content.minimumScaleFactor = try Self.autoshrink(node, pointSize: content.font?.pointSize ?? Font.body.pointSize)
        let shown = IBText.shownStates(of: node)
        content.title = IBText.title(node)
        if let image = node["image"] ?? shown.lazy.compactMap({ $0["image"] }).first ?? node.child("buttonConfiguration")?["image"] {
            content.image = try images.size(of: image, in: node)
        }
        if node.name == "button", let background = shown.lazy.compactMap({ $0["backgroundImage"] }).first {
            content.backgroundImage = try images.size(of: background, in: node)
        }
        view.content = content

        let id = node["id"] ?? ""
        // A label subclass Xcode renders live (`<designables>`) records its text's one-line size,
        // which a multi-line label does not keep: it wraps at the width the layout gives it. With
        // the saved text sizes, the size Xcode drew it at stands for its text, as for any label
        // (86 views of `../shared/ib-wide` were off while the one-line size held: a two-line
        // headline laid out one line tall); with the text model, the recorded size is the text's
        // one line in the subclass's font, which the label's wrapped lines are scaled to.
        let drawnLabel = textSizing == .savedFrames && view.kind == .label
        if let designed = designables[id], !drawnLabel {
            if view.kind == .label, let width = designed.width, let height = designed.height {
                view.content.oneLineSize = Size(width: width, height: height)
            } else {
                view.intrinsicSizeOverride = designed
            }
        } else if node["placeholderIntrinsicWidth"] != nil || node["placeholderIntrinsicHeight"] != nil {
            func axis(_ key: String) throws(IBImportError) -> Double? {
                node[key] == "infinite" ? nil : try IBNumbers.value(node, key, in: NumberLimits.lengths)
            }
            view.intrinsicSizeOverride = IntrinsicSize(width: try axis("placeholderIntrinsicWidth"), height: try axis("placeholderIntrinsicHeight"))
            view.intrinsicSizeIsPlaceholder = true
        } else if entry.viewClass.showsText, !(entry.viewClass.scrolls && node["scrollEnabled"] != "NO") {
            if textSizing == .savedFrames {
                let drawn = drawnSize(of: entry)
                var height = drawn.height
                // A vertical proportional stack stretches its views, so the saved height is not the
                // text's; the text model's line heights are (San Francisco's metrics).
                if let stack = entry.superviewNode, stack.name == "stackView", stack["axis"] == "vertical",
                   stack["distribution"] == "fillProportionally",
                   let measured = view.intrinsicContentSize(scale: designScale, layoutWidth: entry.frame.width).height {
                    height = measured
                }
                // A control saved smaller than its outsets (a segmented control 0 tall) has no text size left.
                view.intrinsicSizeOverride = IntrinsicSize(width: max(0, drawn.width), height: max(0, height))
            } else if entry.node.name == "textView" {
                view.intrinsicSizeOverride = textViewSize(view.content, width: entry.frame.width)
            } else if entry.node.name == "textField" {
                // Only the height of a rounded-rect field is the canvas's (30 pt before Xcode 11,
                // more for a large font); its width is its text's.
                if view.content.borderStyle == .roundedRect, let minimum = canvasControls["textField"]?.height {
                    var size = view.intrinsicContentSize(scale: designScale)
                    let height = view.content.roundedRectFieldHeight(minimum: minimum, scale: designScale)
                    if size.height != height {
                        size.height = height
                        view.intrinsicSizeOverride = size
                    }
                }
            } else if entry.node.name == "segmentedControl", entry.frame.width > 0 {
                setDrawnWidth(&view, entry)
            } else if let size = defaultIntrinsicSize(of: entry) {
                view.intrinsicSizeOverride = size
            }
        } else if entry.node.name == "pageControl", entry.frame.width > 0 {
            setDrawnWidth(&view, entry)
        } else if let size = defaultIntrinsicSize(of: entry) {
            view.intrinsicSizeOverride = size
        }
    }

    /// A segmented control's baselines are its titles': UISegmentedControl centres its 13-pt
    /// titles in its frame (the `height`-pt alignment rect and the point below it), 20.62 pt below
    /// its top, where a view without text has its baselines at its bottom. A label aligned to its
    /// first baseline in heremaps/here-ios-sdk-examples cle2-ios Main.storyboard is saved with its
    /// baseline 20.69 pt below the control's top.
    static func segmentedControlBaselines(height: Double, outsets: EdgeInsets) -> BaselineOffsets {
        let title = Font(size: 13)
        let first = (height + outsets.top + outsets.bottom) / 2 - outsets.top + title.ascender - title.lineHeight / 2
        return BaselineOffsets(firstFromTop: first, lastFromBottom: height - first)
    }

    /// A custom view with no subviews in the file: its class draws its content in code, which
    /// Xcode runs when the class is `@IBDesignable` (`IBLayout.selfDrawnViews`).
    static func drawsItself(_ node: IBNode) -> Bool {
        node.name == "view" && node["customClass"] != nil && (node.child("subviews")?.children.isEmpty ?? true)
    }

    /// The size Xcode drew a view at, standing for content the app or the view's class gives it
    /// (an image view with no image in the file shows the one the app sets; Xcode, which has no
    /// image, marks it ambiguous where only an image would size it): its intrinsic size at the
    /// view's own hugging and compression resistance, on an axis drawn with a length where those
    /// are not required (a guess made required would conflict with the layout's own constraints
    /// on other devices). nil when no axis is left.
    static func drawnSizeStandIn(for view: LayoutView, drawn: Size) -> IntrinsicSize? {
        func axis(_ length: Double, _ hugging: Priority, _ resistance: Priority) -> Double? {
            length > 0 && hugging < .required && resistance < .required ? length : nil
        }
        let size = IntrinsicSize(width: axis(drawn.width, view.contentHugging.horizontal, view.compressionResistance.horizontal),
                                 height: axis(drawn.height, view.contentHugging.vertical, view.compressionResistance.vertical))
        return size.width == nil && size.height == nil ? nil : size
    }

    /// The runtime attribute by which the app replaces a text view's text with a translation,
    /// when the file shows the key itself (`transKey`, `locKey`, `xibLocKey`, … of the same value
    /// as the text or title): its keyPath; nil for text the file gives as it is.
    static func localizationKeyShown(by node: IBNode, content: ViewContent) -> String? {
        guard let shown = content.text ?? content.title, !shown.isEmpty else { return nil }
        for attribute in node.child("userDefinedRuntimeAttributes")?.children ?? []
        where attribute.name == "userDefinedRuntimeAttribute" && attribute["type"] == "string" && attribute["value"] == shown {
            guard let keyPath = attribute["keyPath"] else { continue }
            let lowered = keyPath.lowercased()
            if lowered.contains("key"), ["loc", "trans", "l10n", "i18n"].contains(where: lowered.contains) { return keyPath }
        }
        return nil
    }

    /// A control whose width is its content's, which Trellis does not measure (a segmented
    /// control's titles, a page control's dots): the width Xcode drew stands for it, a
    /// placeholder, and its height is the control's (without one, its width was left open and
    /// called ambiguous).
    private func setDrawnWidth(_ view: inout LayoutView, _ entry: IBViewTree.Entry) {
        view.intrinsicSizeOverride = IntrinsicSize(width: max(0, drawnSize(of: entry).width), height: defaultIntrinsicSize(of: entry)?.height)
        view.intrinsicSizeIsPlaceholder = true
    }

    /// The size Xcode drew a view's alignment rectangle at: its saved frame less its outsets.
    private func drawnSize(of entry: IBViewTree.Entry) -> Size {
        let outsets = alignmentRectOutsets(of: entry)
        return Size(width: entry.frame.width - outsets.left - outsets.right, height: entry.frame.height - outsets.top - outsets.bottom)
    }

    /// A text view that does not scroll sizes itself to its text, as a label of as many lines as
    /// needed inside UIKit's default insets (`textContainerInset` 8 pt above and below,
    /// `lineFragmentPadding` 5 pt each side), wrapped at the width the file gives it; empty, it
    /// is one line tall.
    private func textViewSize(_ content: ViewContent, width: Double) -> IntrinsicSize {
        var text = LayoutView(name: "text", kind: .label)
        text.content.text = content.text
        text.content.font = content.font
        text.content.numberOfLines = 0
        let measured = text.intrinsicContentSize(scale: designScale, layoutWidth: max(0, width - 10))
        let lineHeight = (content.font ?? Font.body).lineHeight
        let height = max(measured.height ?? 0, (lineHeight * designScale).rounded(.up) / designScale)
        return IntrinsicSize(width: (measured.width ?? 0) + 10, height: height + 16)
    }

    /// A button's style and room around its content: a configuration's insets (its title font
    /// 17 pt unless it names one, no padding of the title's line), or the old `contentEdgeInsets`.
    private func setButtonInsets(_ content: inout ViewContent, _ node: IBNode) throws(IBImportError) {
        guard node.name == "button" else { return }
        if let configuration = node.child("buttonConfiguration") {
            content.buttonStyle = .configured
            content.titlePadding = 0
            content.contentInsets = ViewContent.configurationInsets
            if let insets = configuration.child("directionalEdgeInsets", key: "contentInsets") {
                content.contentInsets = try Self.insets(insets, keys: ("top", "leading", "bottom", "trailing"))
            }
            let titleFont = configuration.child("fontDescription", key: "titleFontDescription")
            content.font = try titleFont.flatMap { (description: IBNode) throws(IBImportError) in try IBFonts.font(description) } ?? Font(size: 17)
        } else {
            // Xcode writes no buttonType for a custom button.
            content.buttonStyle = node["buttonType"] == nil ? .custom : .system
            if let insets = node.child("inset", key: "contentEdgeInsets") {
                content.contentInsets = try Self.insets(insets, keys: ("minY", "minX", "maxY", "maxX"))
                // UIKit pads the title's line 6 pt above and below only while the insets are all
                // zero (the old trick of a 0.01-pt inset to hug the title). In ../shared/ib-wide
                // with the text model, 88 buttons more are placed so and none fewer.
                if content.contentInsets != DirectionalEdgeInsets() { content.titlePadding = 0 }
            }
        }
    }

    /// Insets from the attributes `keys` names (top, leading, bottom, trailing); a missing one is 0.
    private static func insets(_ node: IBNode, keys: (String, String, String, String)) throws(IBImportError) -> DirectionalEdgeInsets {
        func value(_ key: String) throws(IBImportError) -> Double { try IBNumbers.value(node, key, in: NumberLimits.points) ?? 0 }
        return DirectionalEdgeInsets(top: try value(keys.0), leading: try value(keys.1), bottom: try value(keys.2), trailing: try value(keys.3))
    }

    /// How far a label shrinks its text before truncating it: Interface Builder writes
    /// `adjustsFontSizeToFit="NO"` when Autoshrink is off, and with it on a `minimumScaleFactor`
    /// or (older files) a `minimumFontSize`.
    private static func autoshrink(_ node: IBNode, pointSize: Double) throws(IBImportError) -> Double? {
        guard node.name == "label", node["adjustsFontSizeToFit"] != "NO" else { return nil }
        if let factor = try IBNumbers.value(node, "minimumScaleFactor", in: 0...1), factor > 0 { return factor }
        if let size = try IBNumbers.value(node, "minimumFontSize", in: 0...NumberLimits.fontSizes.upperBound), size > 0 {
            return min(1, size / pointSize)
        }
        return nil
    }

    /// A control's own size: its class's, or the canvas's for the file's Xcode.
    private func defaultIntrinsicSize(of entry: IBViewTree.Entry) -> IntrinsicSize? {
        let size = entry.viewClass.defaultIntrinsicSize(of: entry.node)
        guard let drawn = canvasControls[entry.viewClass.element] else { return size }
        return IntrinsicSize(width: drawn.width ?? size?.width, height: drawn.height ?? size?.height)
    }

    private func alignmentRectOutsets(of entry: IBViewTree.Entry) -> EdgeInsets {
        canvasControls[entry.viewClass.element]?.outsets ?? entry.viewClass.alignmentRectOutsets
    }

    /// Where a label draws its text (`textAlignment`) and a button its title
    /// (`contentHorizontalAlignment`); nil for the kind's default or a value Xcode does not write.
    static func contentAlignment(_ node: IBNode) -> ContentAlignment? {
        switch node.name {
        case "label":
            let alignments: [String: ContentAlignment] = ["natural": .leading, "left": .left, "center": .center, "right": .right, "justified": .fill]
            return node["textAlignment"].flatMap { alignments[$0] }
        case "button":
            return node["contentHorizontalAlignment"].flatMap(ContentAlignment.init(rawValue:))
        default:
            return nil
        }
    }

    private func stackProperties(_ node: IBNode, hasMargins: Bool, warnings: inout [ImportWarning]) throws(IBImportError) -> StackProperties {
        var stack = StackProperties()
        try Self.applyStackAttributes(node, to: &stack)
        // Interface Builder has no switch for it: giving a stack view margins (Fixed or Language
        // Directional in the size inspector) also arranges its views inside them, as saved frames show.
        if hasMargins || node["layoutMarginsRelativeArrangement"] == "YES" { stack.isLayoutMarginsRelativeArrangement = true }
        if node["baselineRelativeArrangement"] == "YES" {
            warnings.append(ImportWarning(location: node.location,
                message: "baselineRelativeArrangement is not modelled; spacing is measured between frames"))
        }
        return stack
    }

    /// `axis`, `distribution`, `alignment`, `spacing` and `spacingType`, on a stack view or on one
    /// of its variations.
    static func applyStackAttributes(_ node: IBNode, to stack: inout StackProperties) throws(IBImportError) {
        func invalid(_ key: String, _ expected: String) -> IBImportError {
            .invalidValue(node.location, element: node.name, attribute: key, value: node[key] ?? "", expected: expected)
        }
        if let axis = node["axis"] {
            guard let value = Axis(rawValue: axis) else { throw invalid("axis", "horizontal or vertical") }
            stack.axis = value
        }
        if let distribution = node["distribution"] {
            guard let value = StackDistribution(rawValue: distribution) else {
                throw invalid("distribution", StackDistribution.allCases.map(\.rawValue).joined(separator: ", "))
            }
            stack.distribution = value
        }
        if let alignment = node["alignment"] {
            guard let value = StackAlignment(rawValue: alignment) else {
                throw invalid("alignment", StackAlignment.allCases.map(\.rawValue).joined(separator: ", "))
            }
            stack.alignment = value
        }
        if let spacing = try IBNumbers.value(node, "spacing", in: NumberLimits.points) { stack.spacing = spacing }
        // UIStackView.spacingUseSystem: the standard space between siblings.
        if node["spacingType"] == "standard" { stack.spacing = standardSiblingSpacing }
    }

    static func autoresizingMask(_ node: IBNode?) -> AutoresizingMask {
        guard let node else { return [] }
        var mask: AutoresizingMask = []
        let flags: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (attribute, flag) in flags where node[attribute] == "YES" { mask.insert(flag) }
        return mask
    }

}
