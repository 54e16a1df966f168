import DeviceCatalog
import Foundation
import LayoutModel
import TextMeasurement
import TrellisBase

/// Everything made from one Interface Builder file: a layout per scene, top-level view and
/// cell, the scenes that could not be made (each with its error), and the warnings.
public struct IBFileImport: Sendable {
    public var document: IBDocument
    public var layouts: [IBLayout]
    /// Layout roots that could not be made into layouts; the others still are.
    public var failures: [(name: String, error: IBImportError)]
}

/// Reads `.storyboard` and `.xib` files into layouts.
///
/// A storyboard gives one layout per scene with a view (`Main.storyboard#Login`, named by the
/// scene's storyboard identifier, else its title, else its view controller's id); a xib one per
/// top-level view (`Card.xib#CardView`, by custom class when that is unique in the file, else by
/// id); every table or collection view cell one more, its content view as root
/// (`Main.storyboard#Settings/switchCell`, by reuse identifier, else id).
public struct IBFileImporter: Sendable {
    public var catalog: DeviceCatalog
    public var textSizing: IBTextSizing
    /// Size controls as the canvas of the Xcode that saved each file drew them (`verify-ib`:
    /// Xcode 26 draws iOS 26's switches and sliders), instead of at the sizes a run uses.
    public var sizesControlsAsSaved = false
    /// The font files named fonts are measured with (the system font stands in for the rest).
    public var fonts: FontLibrary

    public init(catalog: DeviceCatalog, textSizing: IBTextSizing = .textModel, fonts: FontLibrary = FontLibrary()) {
        self.catalog = catalog
        self.textSizing = textSizing
        self.fonts = fonts
    }

    /// Imports a file; `name` is what layout names start with (the file's name, or its path
    /// relative to the folder a run reads).
    public func importFile(_ path: String, name: String? = nil) throws(IBImportError) -> IBFileImport {
        let document: IBDocument
        do { document = try IBDocument.read(contentsOf: path) } catch { throw .unreadable(error) }
        return try importDocument(document, name: name ?? (path as NSString).lastPathComponent)
    }

    public func importDocument(_ document: IBDocument, name fileName: String) throws(IBImportError) -> IBFileImport {
        if document.kind == .macOS { throw .macOSFile(file: document.file) }
        var designScreen: Screen?
        var deviceSafeArea: EdgeInsets?
        var unknownDevice: ImportWarning?
        if let id = document.deviceID {
            if let (designDevice, device) = catalog.designDevice(id: id) {
                designScreen = designDevice.screen(of: device, landscape: document.isLandscape, xcodeBuild: document.xcodeBuild)
                deviceSafeArea = device.screen(in: document.isLandscape ? .landscapeLeft : .portrait).safeArea
            } else {
                // The layouts still run on the catalog's devices; only verify-ib needs the design device.
                unknownDevice = ImportWarning(location: document.root.child("device")?.location ?? document.root.location,
                    message: "the design device '\(id)' is not in the catalog's designDevices (Devices/interface-builder.yaml); "
                        + "the layouts run, but verify-ib cannot compare their frames")
            }
        }
        let builder = IBLayoutBuilder(
            file: document.file, textSizing: textSizing, fonts: fonts, images: try IBImages(document: document.root),
            designables: try Self.designables(document.root), designScale: designScreen?.scale ?? 2,
            fileIDs: Set(document.root.descendants { $0["id"] != nil }.compactMap { $0["id"] }),
            tableCellOwnMargins: catalog.designCanvas.drawsTableCellsWithOwnMargins(xcodeBuild: document.xcodeBuild)
                ? catalog.designCanvas.tableCellOwnMargins : nil,
            tableCellVerticalMargins: catalog.designCanvas.tableCellVerticalMargins(xcodeBuild: document.xcodeBuild),
            canvasControls: sizesControlsAsSaved ? catalog.designCanvas.controls(xcodeBuild: document.xcodeBuild) : [:])
        var roots: [IBLayoutBuilder.Root] = []
        if document.kind == .storyboard {
            roots = sceneRoots(document.root, fileName: fileName,
                               drawsSheets: catalog.designCanvas.drawsSheets(xcodeBuild: document.xcodeBuild))
        } else {
            let objects = document.root.child("objects")?.children ?? []
            roots = topLevelRoots(objects.filter { IBViewClass.named($0.name) != nil },
                                  fileName: fileName, controllerViews: Self.viewControllerViews(document.root))
            // View controllers at the top of a xib hold their views as a storyboard scene does.
            var used = Set<String>()
            for controller in objects where controller.name.hasSuffix("Controller") {
                guard let view = controller.children.first(where: { $0["key"] == "view" && IBViewClass.named($0.name) != nil }),
                      let root = controllerRoot(controller, view: view, fileName: fileName, used: &used, bars: BarSet(), isSheet: false,
                                                drawsSheets: false)
                else { continue }
                roots.append(root)
                roots += cellRoots(in: root.node, prefix: root.name, hostLayout: root.name)
            }
        }
        var result = IBFileImport(document: document, layouts: [], failures: [])
        // The name each layout gives each view id, for the layouts held by another's view (a
        // scene's cells by its table, an embedded scene by a container view); resolved once every
        // layout is built, as a parent scene may come after the child it embeds.
        var viewNames: [String: [String: String]] = [:]
        var hosted: [(index: Int, layout: String, id: String)] = []
        for var root in roots {
            root.designScreen = designScreen
            root.isDrawnAlone = document.kind == .xib && root.kind == .cell
            do {
                var imported = try builder.build(root)
                imported.layout.idioms = document.idioms
                if let unknownDevice { imported.layout.importWarnings.insert(unknownDevice, at: 0) }
                viewNames[imported.layout.name] = Dictionary(imported.viewIDs.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
                if let host = root.hostLayout, let id = root.hostID { hosted.append((result.layouts.count, host, id)) }
                Self.useFallbackHeightIfFittingCollapses(&imported, fallback: root.collapsedRowHeight ?? Self.standardRowHeight,
                                                         tableIsUnknown: root.tableIsUnknown)
                imported.isDrawnAlone = root.isDrawnAlone
                imported.hidesStatusBarOnCanvas = root.hidesStatusBarOnCanvas
                imported.embeddedTableCellMargins = catalog.designCanvas.embeddedTableCellMargins(xcodeBuild: document.xcodeBuild)
                imported.deviceSafeArea = deviceSafeArea
                imported.designNavigationBarHeight = catalog.designCanvas.navigationBarHeight(xcodeBuild: document.xcodeBuild)
                imported.sheetNavigationBarHeight = catalog.designCanvas.sheetNavigationBar
                imported.isDrawnAtScreenTop = imported.rootKind == .topLevelView
                    && catalog.designCanvas.drawsTopLevelViewsAtScreenTop(xcodeBuild: document.xcodeBuild)
                if imported.isDrawnAtScreenTop, let screen = designScreen, !catalog.designCanvas.drawsStatusBar(
                    overTopLevelViewOfHeight: imported.savedRootFrame.height, screenHeight: screen.size.height, xcodeBuild: document.xcodeBuild) {
                    imported.hidesStatusBarOnCanvas = true
                }
                imported.learnSizesOfSelfDrawnViews(bars: catalog.bars)
                imported.recordDesignedPlacements(bars: catalog.bars)
                result.layouts.append(imported)
            } catch {
                result.failures.append((root.name, error))
            }
        }
        for (index, host, id) in hosted {
            if let view = viewNames[host]?[id] { result.layouts[index].layout.rootContainer.host = RootContainer.Host(layout: host, view: view) }
        }
        return result
    }

    // MARK: Finding layout roots

    private func sceneRoots(_ document: IBNode, fileName: String, drawsSheets: Bool) -> [IBLayoutBuilder.Root] {
        let controllers = Self.controllers(document)
        let bars = Self.inferredBars(controllers)
        let sheets = Self.sheetDestinations(controllers, sheetNavigationBar: catalog.designCanvas.sheetNavigationBar)
        var roots: [IBLayoutBuilder.Root] = []
        var used = Set<String>()
        var rootIndexByController: [String: Int] = [:]
        for scene in document.child("scenes")?.children ?? [] where scene.name == "scene" {
            let objects = scene.child("objects")?.children ?? []
            var extras = objects.filter { IBViewClass.named($0.name) != nil }
            var prefix = "\(fileName)#\(scene["sceneID"] ?? "scene")"
            for controller in objects where controller["sceneMemberID"] == "viewController" {
                // A controller's view is its `view` child, or a view beside it that its `view` outlet names.
                let outletView = controller.child("connections")?.children
                    .first { $0.name == "outlet" && $0["property"] == "view" }?["destination"]
                let beside = extras.firstIndex { $0["id"] != nil && $0["id"] == outletView }
                let view = controller.children.first { $0["key"] == "view" && IBViewClass.named($0.name) != nil }
                    ?? beside.map { extras[$0] }
                guard let view, let root = controllerRoot(controller, view: view, fileName: fileName, used: &used,
                                                          bars: bars[controller["id"] ?? ""] ?? BarSet(),
                                                          isSheet: sheets.contains(controller["id"] ?? ""), drawsSheets: drawsSheets) else { continue }
                if let beside, view["key"] == nil { extras.remove(at: beside) }
                prefix = root.name
                if let id = controller["id"] { rootIndexByController[id] = roots.count }
                roots.append(root)
                roots += cellRoots(in: root.node, prefix: root.name, hostLayout: root.name)
            }
            // Views beside the controllers in the scene (loaded with them, placed by the app):
            // components, like a xib's top-level views.
            roots += topLevelRoots(extras, fileName: prefix, separator: "/", controllerViews: [])
        }
        // A scene embedded in another's container view is laid out in that view, under the bars
        // of the scene that holds it.
        for (child, embed) in Self.embeddedControllers(controllers) {
            guard let childIndex = rootIndexByController[child], let parentIndex = rootIndexByController[embed.parent] else { continue }
            roots[childIndex].hostLayout = roots[parentIndex].name
            roots[childIndex].hostID = embed.containerView
            roots[childIndex].container = .viewController
            roots[childIndex].bars = roots[parentIndex].bars
        }
        for (child, warning) in Self.stacksShownWithABarInAContainer(controllers) {
            guard let childIndex = rootIndexByController[child] else { continue }
            roots[childIndex].notModelled.append(warning)
        }
        return roots
    }

    /// The view controllers a navigation controller shows: its root and what that pushes (`push`
    /// and `show` segues), in the file's order; a navigation or tab bar controller among them
    /// starts a stack of its own and is left out.
    static func navigationStack(of navigation: String, _ controllers: [String: Controller]) -> [String] {
        guard let node = controllers[navigation]?.node else { return [] }
        var stack: [String] = []
        var seen = Set<String>()
        var pending = node.descendants { $0.name == "segue" && $0["relationship"] == "rootViewController" }.compactMap { $0["destination"] }
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let controller = controllers[next],
                  !["navigationController", "tabBarController"].contains(controller.node.name) else { continue }
            stack.append(next)
            pending += controller.segues.filter { ["push", "show"].contains($0["kind"] ?? "") }.compactMap { $0["destination"] }.reversed()
        }
        return stack.sorted { controllers[$0]!.order < controllers[$1]!.order }
    }

    /// The navigation controllers in a container view that show their bar, each of their
    /// screens with what Trellis says about them: the bar is inside the container there, which is
    /// not modelled, so those screens are laid out as whole screens.
    static func stacksShownWithABarInAContainer(_ controllers: [String: Controller]) -> [(String, ImportWarning)] {
        var result: [(String, ImportWarning)] = []
        for embed in embedSegues(controllers) {
            guard let node = Self.navigationController(embed.destination, controllers), !Self.hidesItsBar(node),
                  let parent = controllers[embed.parent]?.node else { continue }
            let message = "this scene is shown by navigation controller \(sceneName(node)) in a container view (\(embed.container["id"] ?? "no id")) "
                + "of scene \(sceneName(parent)), with its navigation bar; a navigation bar inside a container view is not "
                + "modelled, so Trellis lays the scene out as a whole screen"
            for child in navigationStack(of: embed.destination, controllers) {
                result.append((child, ImportWarning(location: controllers[child]!.node.location, message: message)))
            }
        }
        return result
    }

    /// The navigation controller with id `id`, nil when that controller is another kind.
    static func navigationController(_ id: String, _ controllers: [String: Controller]) -> IBNode? {
        controllers[id].flatMap { $0.node.name == "navigationController" ? $0.node : nil }
    }

    /// Whether a navigation controller hides its navigation bar (`navigationBarHidden`).
    static func hidesItsBar(_ navigation: IBNode) -> Bool { navigation["navigationBarHidden"] == "YES" }

    /// Every `embed` segue of a container view: the controller whose view holds the container,
    /// the container, and the controller it shows; in the file's order.
    static func embedSegues(_ controllers: [String: Controller]) -> [(parent: String, container: IBNode, destination: String)] {
        var segues: [(parent: String, container: IBNode, destination: String)] = []
        for (id, controller) in controllers.sorted(by: { $0.value.order < $1.value.order }) {
            for container in controller.node.descendants(where: { $0.name == "containerView" }) {
                for segue in container.child("connections")?.children ?? [] where segue.name == "segue" && segue["kind"] == "embed" {
                    if let destination = segue["destination"] { segues.append((id, container, destination)) }
                }
            }
        }
        return segues
    }

    /// The view controllers shown in another's container view (the destinations of `embed`
    /// segues, and the screens a navigation controller there shows when it hides its bar: its
    /// root and what that pushes), each with that controller and the container view's id. One
    /// embedded in several container views is laid out in the first of them in the file. One
    /// embedded in a scene that is itself embedded is left out: its container's frame would be
    /// measured as if its scene filled the screen.
    static func embeddedControllers(_ controllers: [String: Controller]) -> [String: (parent: String, containerView: String)] {
        var embedded: [String: (parent: String, containerView: String, at: SourceLocation)] = [:]
        for embed in embedSegues(controllers) {
            guard let containerID = embed.container["id"] else { continue }
            var shown = [embed.destination]
            if let node = Self.navigationController(embed.destination, controllers), Self.hidesItsBar(node) {
                shown += navigationStack(of: embed.destination, controllers)
            }
            let at = embed.container.location
            for child in shown {
                // Controllers are in the file's order, not their containers: the container that comes first in the file wins.
                if let earlier = embedded[child]?.at, (earlier.line, earlier.column) < (at.line, at.column) { continue }
                embedded[child] = (embed.parent, containerID, at)
            }
        }
        return embedded.filter { embedded[$0.value.parent] == nil }.mapValues { ($0.parent, $0.containerView) }
    }

    /// What a scene is called: its view controller's storyboard identifier, else its title, else
    /// its navigation item's title, else its id.
    static func sceneName(_ controller: IBNode) -> String {
        let title = controller["storyboardIdentifier"] ?? controller["title"]
            ?? controller.child("navigationItem", key: "navigationItem")?["title"]
        return title.flatMap { $0.isEmpty ? nil : $0 } ?? controller["id"] ?? "scene"
    }

    /// A view controller's view as a layout root (in a storyboard scene, or at the top of a xib),
    /// named by its storyboard identifier, else its title, else its id; nil without a view.
    /// `isSheet`: presented as a sheet; drawn as one where the file's Xcode drew sheets
    /// (`drawsSheets`), and when free-form whichever Xcode drew it.
    private func controllerRoot(_ controller: IBNode, view: IBNode, fileName: String, used: inout Set<String>, bars: BarSet,
                                isSheet: Bool, drawsSheets: Bool) -> IBLayoutBuilder.Root? {
        var sceneName = Self.sceneName(controller)
        if used.contains(sceneName), let id = controller["id"] { sceneName += " (\(id))" }
        used.insert(sceneName)
        var guides: [String: LayoutGuideKind] = [:]
        for guide in controller.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
            if let id = guide["id"] { guides[id] = guide["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide }
        }
        var root = IBLayoutBuilder.Root(node: view, kind: .scene, name: "\(fileName)#\(sceneName)", legacyGuides: guides, bars: bars)
        let freeformSize = controller.child("size", key: "freeformSize")
        root.isFreeform = freeformSize != nil
        if view["simulatedAppContext"] == "notificationCenter" {
            // A Today widget's or a notification content extension's view: in the system's
            // platter, at the height the extension asks for (the designed one stands for it).
            root.container = RootContainer(kind: .notificationCenter, height: .fixed(IBViewTree.frame(of: view).height))
        }
        root.isSheet = isSheet && (drawsSheets || root.isFreeform)
        root.hidesStatusBarOnCanvas = Self.hidesSimulatedStatusBar(controller)
        // On a device today a sheet is a sheet, whatever the file's Xcode drew.
        if isSheet, root.container.kind == .viewController { root.container = RootContainer(kind: .sheet) }
        // A free-form view saved at y 0 but shorter than its free-form size was drawn below its top
        // bars (an opaque bar, or edges not extended), as a full-screen one shorter by the bars is.
        let frame = IBViewTree.frame(of: view)
        if let height = freeformSize?["height"].flatMap(Double.init), frame.y == 0, frame.height < height - 0.5 {
            root.bars.rootBelowTopBars = true
        }
        return root
    }

    /// A xib's top-level views, and the views beside a scene's view controller (`separator` "/").
    private func topLevelRoots(_ views: [IBNode], fileName: String, separator: String = "#", controllerViews: Set<String>) -> [IBLayoutBuilder.Root] {
        var classCounts: [String: Int] = [:]
        for view in views { if let custom = view["customClass"] { classCounts[custom, default: 0] += 1 } }
        var roots: [IBLayoutBuilder.Root] = []
        for view in views {
            let custom = view["customClass"].flatMap { classCounts[$0] == 1 ? $0 : nil }
            let name = "\(fileName)\(separator)\(custom ?? view["id"] ?? view.name)"
            if let cell = cellRoot(view, name: name, table: nil) {
                roots.append(cell)
            } else {
                let frame = IBViewTree.frame(of: view)
                var root = IBLayoutBuilder.Root(node: view, kind: .topLevelView, name: name)
                root.isFreeform = view.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
                if let id = view["id"], controllerViews.contains(id) {
                    root.container = .viewController
                    // A view controller's xib says which bars it is shown under, as a scene does.
                    Self.applySimulatedBars(of: view, to: &root.bars)
                } else {
                    // A view the app places itself: it follows its container's width where its
                    // autoresizing mask makes the width flexible, and is as tall as its constraints make
                    // it, else as designed.
                    let mask = IBLayoutBuilder.autoresizingMask(view.child("autoresizingMask", key: "autoresizingMask"))
                    root.container = RootContainer(kind: .component, width: mask.contains(.flexibleWidth) ? .container : .fixed(frame.width),
                                                   height: .fittingElse(frame.height))
                }
                roots.append(root)
                roots += cellRoots(in: view, prefix: name)
            }
        }
        return roots
    }

    /// The top-level views of a xib that are a view controller's view: the `view` outlet of a File's
    /// Owner that is a view controller (not a view or cell class with an outlet of that name), and
    /// a launch screen's views.
    static func viewControllerViews(_ document: IBNode) -> Set<String> {
        let objects = document.child("objects")?.children ?? []
        if document["launchScreen"] == "YES" { return Set(objects.compactMap { $0["id"] }) }
        var views = Set<String>()
        for owner in objects where owner.name == "placeholder" && owner["placeholderIdentifier"] == "IBFilesOwner" {
            let custom = owner["customClass"] ?? ""
            guard !custom.hasSuffix("View"), !custom.hasSuffix("Cell") else { continue }
            for outlet in owner.child("connections")?.children ?? [] where outlet.name == "outlet" && outlet["property"] == "view" {
                if let destination = outlet["destination"] { views.insert(destination) }
            }
        }
        return views
    }

    /// The cells anywhere under a view (table and collection view prototypes and static cells),
    /// each with the table or collection view that holds it; `hostLayout`, the layout those tables
    /// are laid out in, when the cells take their width from them (a scene's).
    private func cellRoots(in view: IBNode, prefix: String, hostLayout: String? = nil) -> [IBLayoutBuilder.Root] {
        var roots: [IBLayoutBuilder.Root] = []
        var used = Set<String>()
        func holds(_ node: IBNode) -> Bool { node.name == "tableView" || node.name == "collectionView" }
        // The view itself is the table of a table view controller (and the collection view of a
        // collection view controller): its row height and flow layout size the cells, and, being
        // the root, it is the screen's width, so it is no host to solve first.
        let rootTable = holds(view) ? view : nil
        // Iterative: the depth of a file is its author's to choose.
        var pending: [(node: IBNode, table: IBNode?)] = view.children.reversed().map { ($0, rootTable) }
        while let (node, table) = pending.popLast() {
            if Self.cellElements.contains(node.name), let id = node["id"] {
                var name = node["reuseIdentifier"] ?? id
                if used.contains(name) { name += " (\(id))" }
                used.insert(name)
                var root = cellRoot(node, name: "\(prefix)/\(name)", table: table)!
                if rootTable != nil, root.hostID == view["id"] { root.hostID = nil }
                if root.hostID != nil { root.hostLayout = hostLayout }
                roots.append(root)
            }
            let holder = holds(node) ? node : table
            pending += node.children.reversed().map { ($0, holder) }
        }
        return roots
    }

    /// The elements that are cells: each becomes a layout of its own, its content view the root.
    static let cellElements: Set = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    /// A cell's content view as a layout root, in the container UIKit gives it; nil when `node`
    /// is no cell. `table` is the table or collection view holding it in a scene.
    private func cellRoot(_ node: IBNode, name: String, table: IBNode?) -> IBLayoutBuilder.Root? {
        guard Self.cellElements.contains(node.name) else { return nil }
        let content = node.children.first { $0["key"] == "contentView" } ?? node
        let cellFrame = IBViewTree.frame(of: node)
        let contentFrame = IBViewTree.frame(of: content)
        var root = IBLayoutBuilder.Root(node: content, kind: .cell, name: name)
        root.cellNode = node
        root.hostID = table?["id"]
        switch node.name {
        case "tableViewCell":
            // The content view is narrower than the cell by the accessory (disclosure indicator, …).
            // Files of Xcode 6 and earlier may save the content view with no frame: nothing to tell.
            let hasFrame = content.child("rect", key: "frame") != nil
            // An accessory view drawn inside the content view is moved out of it by the cell.
            let accessory = max(hasFrame ? max(0, cellFrame.width - contentFrame.width) : 0,
                                IBCellAccessory.width(of: node, content: content))
            let style = table.flatMap { $0["style"] }.flatMap(TableStyle.init(rawValue:)) ?? .plain
            root.container = RootContainer(kind: .tableCell, height: Self.rowHeight(cell: node, table: table), accessoryWidth: accessory,
                                           tableStyle: style)
            root.collapsedRowHeight = Self.collapsedRowHeight(cell: node, hasTable: table != nil)
            root.tableIsUnknown = table == nil
        case "tableViewHeaderFooterView":
            root.container = RootContainer(kind: .headerFooter, height: .fittingElse(contentFrame.height))
        default:
            let flow = table?.child("collectionViewFlowLayout")
            let drawn = RootContainer(kind: .collectionCell, width: .fixed(contentFrame.width), height: .fixed(contentFrame.height))
            if flow?["automaticEstimatedItemSize"] == "YES" {
                root.container = RootContainer(kind: .collectionCell, width: .fixed(contentFrame.width), height: .fitting)
            } else if node.name == "collectionViewCell", let item = flow?.child("size", key: "itemSize"),
                      let width = (try? IBNumbers.value(item, "width", in: NumberLimits.lengths)) ?? nil,
                      let height = (try? IBNumbers.value(item, "height", in: NumberLimits.lengths)) ?? nil, width > 0, height > 0 {
                root.container = RootContainer(kind: .collectionCell, width: .fixed(width), height: .fixed(height))
                // Drawn at a custom size: UIKit gives every item the item size, so an app whose
                // cell is designed at another sizes its items in code (the delegate's
                // `sizeForItemAt`), and the drawn size stands for that.
                if node.child("size", key: "customSize") != nil, contentFrame.width > 0, contentFrame.height > 0,
                   abs(contentFrame.width - width) >= 0.5 || abs(contentFrame.height - height) >= 0.5 {
                    root.container = drawn
                    root.notModelled.append(ImportWarning(location: node.location, message:
                        "the collection cell is drawn at a custom size, \(formatPoints(contentFrame.width)) × \(formatPoints(contentFrame.height)), "
                        + "where its flow layout's item size is \(formatPoints(width)) × \(formatPoints(height)): UIKit gives every item the "
                        + "item size unless the app sizes them in code (collectionView(_:layout:sizeForItemAt:)), which Trellis does "
                        + "not run; laid out at its drawn size"))
                }
            } else {
                root.container = drawn
            }
        }
        return root
    }

    /// UIKit's rule for a self-sizing table cell whose constraints give its content view no height
    /// (nothing ties the content to the bottom): it logs "constraints ambiguously suggest a height
    /// of zero for a table view cell's content view" and uses the standard row height, 44 pt
    /// (`collapsedRowHeight` says where Trellis keeps another). Whether the fitting height is zero
    /// depends on the constraints, not on the screen, so it is decided once, at the cell's
    /// designed width. A cell of a xib (`tableIsUnknown`: no table in the file) is also sized by
    /// the app when its fitting height squeezes a view Xcode drew to nothing (an avatar tied to
    /// the top and bottom with only an aspect ratio): its constraints do not give its height.
    static func useFallbackHeightIfFittingCollapses(_ imported: inout IBLayout, fallback: Double, tableIsUnknown: Bool) {
        var layout = imported.layout
        guard layout.rootContainer.kind == .tableCell, layout.rootContainer.height == .fitting else { return }
        layout.rootContainer.width = .fixed(imported.savedRootFrame.width)
        let screen = imported.designScreen
        let environment = LayoutEnvironment(size: screen?.size ?? Layout.defaultDesignSize, idiom: screen?.idiom ?? .phone,
                                            displayScale: screen?.scale ?? 3)
        guard let solution = try? layout.solve(in: environment),
              let root = solution.frames.first(where: { $0.superview == nil }) else { return }
        guard root.rootFrame.height < 0.5 || (tableIsUnknown && Self.collapsesADrawnView(solution, imported)) else { return }
        imported.layout.rootContainer.height = .fixed(fallback)
    }

    /// Whether a visible view that Xcode drew at least 1 pt tall, and that shows no text (an empty
    /// label is filled by the app), is under half a point tall in `solution`.
    private static func collapsesADrawnView(_ solution: LayoutSolution, _ imported: IBLayout) -> Bool {
        solution.frames.contains { frame in
            guard frame.superview != nil, !frame.isHidden, frame.rootFrame.height < 0.5,
                  let drawn = imported.savedFrames[frame.view], drawn.height >= 1,
                  let kind = imported.layout.view(named: frame.view)?.kind else { return false }
            return !kind.showsText
        }
    }

    /// `UITableView`'s standard row height.
    static let standardRowHeight = 44.0

    /// A table cell's row height at run time. A dynamic table's automatic row height (-1) makes
    /// its prototypes size themselves: a prototype's own `rowHeight` ("Custom" in Xcode's size
    /// inspector) only sizes it on the canvas. A static cell's own height wins over its table's.
    /// Otherwise the cell's own, else the table's, when fixed. A cell with no table in the file (a
    /// xib's) sizes itself: the table the app registers it with has `rowHeight`'s default,
    /// `automaticDimension`, and the cell's own row height is Xcode's canvas.
    static func rowHeight(cell: IBNode, table: IBNode?) -> RootHeight {
        guard let table else { return .fitting }
        let own = fixedHeight(cell["rowHeight"]), tables = fixedHeight(table["rowHeight"])
        if tables == .fitting, table["dataMode"] != "static" { return .fitting }
        // A table that writes no row height has Interface Builder's default, 44 pt.
        return own ?? tables ?? .fixed(standardRowHeight)
    }

    private static func fixedHeight(_ text: String?) -> RootHeight? {
        guard let text, let value = Double(text), value.isFinite, value <= NumberLimits.lengths.upperBound else { return nil }
        return value >= 0 ? .fixed(value) : .fitting
    }

    /// The height of a self-sizing row whose constraints give its content view none. UIKit uses the
    /// standard 44 pt ("constraints ambiguously suggest a height of zero"), but some cells are
    /// sized by something Trellis cannot see, and keep the height they were drawn at: a cell of
    /// a system style (`subtitle`, …), sized by the labels the cell places itself; a prototype
    /// drawn at a height of its own ("Custom"), and a cell of a xib (no table in the file), which
    /// the app must size (`tableView(_:heightForRowAt:)`, its table's `rowHeight`) or its rows
    /// would collapse.
    static func collapsedRowHeight(cell: IBNode, hasTable: Bool) -> Double {
        let designed = IBViewTree.frame(of: cell).height
        if IBCellStyle(cell: cell) != nil, designed > 0 { return designed }
        if !hasTable, designed > 0 { return designed }
        if case let .fixed(own)? = fixedHeight(cell["rowHeight"]), own > 0 { return own }
        return standardRowHeight
    }

    // MARK: File-wide facts

    private static func designables(_ document: IBNode) throws(IBImportError) -> [String: IntrinsicSize] {
        var sizes: [String: IntrinsicSize] = [:]
        for designable in document.child("designables")?.children ?? [] where designable.name == "designable" {
            guard let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize") else { continue }
            // UIView.noIntrinsicMetric (-1) is written as a negative size: none in that axis.
            func axis(_ key: String) throws(IBImportError) -> Double? {
                if let text = size[key], let value = Double(text), value < 0 { return nil }
                return try IBNumbers.value(size, key, in: NumberLimits.lengths)
            }
            sizes[id] = IntrinsicSize(width: try axis("width"), height: try axis("height"))
        }
        return sizes
    }

    /// The bars Xcode shows around each view controller of a storyboard, by controller id.
    ///
    /// Inferred as Xcode infers them: a navigation controller's root has a navigation bar, a tab
    /// bar controller's children a tab bar (a navigation controller passes it to its root), and
    /// a `show` (push) segue passes its source's bars to its destination. A simulated metric set
    /// in the file (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`) wins over inference.
    /// A storyboard's view controllers by id, each with the segues it starts.
    struct Controller {
        var node: IBNode
        var segues: [IBNode]
        /// Its place among the file's view controllers.
        var order: Int
    }

    static func controllers(_ document: IBNode) -> [String: Controller] {
        var controllers: [String: Controller] = [:]
        for scene in document.child("scenes")?.children ?? [] {
            for node in scene.child("objects")?.children ?? [] where node["sceneMemberID"] == "viewController" {
                guard let id = node["id"] else { continue }
                let segues = node.descendants { $0.name == "segue" && $0["destination"] != nil }
                controllers[id] = Controller(node: node, segues: segues, order: controllers.count)
            }
        }
        return controllers
    }

    /// The view controllers presented modally as a sheet: the destinations of `presentation`
    /// segues in the automatic style (a page sheet since iOS 13) or as a page or form sheet, and a
    /// navigation controller whose saved bar Xcode drew as a sheet's (at the top, as tall as a
    /// sheet's bar: one the app presents from code).
    static func sheetDestinations(_ controllers: [String: Controller], sheetNavigationBar: Double) -> Set<String> {
        var sheets = Set<String>()
        let sheetStyles: Set<String?> = [nil, "automatic", "pageSheet", "formSheet"]
        for (id, controller) in controllers where controller.node.name == "navigationController" {
            let bar = controller.node.child("navigationBar", key: "navigationBar").map(IBViewTree.frame(of:))
            if let bar, bar.y == 0, bar.height == sheetNavigationBar { sheets.insert(id) }
        }
        for controller in controllers.values {
            // A popover is drawn by Xcode as a sheet is: no status bar above it.
            for segue in controller.segues where segue["kind"] == "presentation" || segue["kind"] == "popoverPresentation" {
                guard let destination = segue["destination"], let presented = controllers[destination]?.node,
                      sheetStyles.contains(segue["modalPresentationStyle"]), sheetStyles.contains(presented["modalPresentationStyle"])
                else { continue }
                sheets.insert(destination)
            }
        }
        // A navigation controller shown as a sheet holds its root, and what that pushes, in the sheet.
        var pending = Array(sheets)
        while let id = pending.popLast() {
            guard let entry = controllers[id] else { continue }
            for segue in entry.segues {
                guard let destination = segue["destination"], !sheets.contains(destination) else { continue }
                let inSheet = switch (segue["kind"], segue["relationship"]) {
                case ("relationship", "rootViewController"): true
                case ("show", _), ("push", _): entry.node.name != "navigationController"
                default: false
                }
                if inSheet {
                    sheets.insert(destination)
                    pending.append(destination)
                }
            }
        }
        return sheets
    }

    /// The bars a file's simulated metrics say the screen has (`simulatedTopBarMetrics`,
    /// `simulatedBottomBarMetrics` on a scene's view controller or a xib's view): they win over
    /// what is inferred.
    static func applySimulatedBars(of node: IBNode, to set: inout BarSet) {
        if let top = node.children.first(where: { $0["key"] == "simulatedTopBarMetrics" }) {
            set.navigationBar = top.name == "simulatedNavigationBarMetrics" ? (set.navigationBar == .none ? .standard : set.navigationBar) : .none
        }
        // A simulated toolbar or tab bar adds to the bars the screen's containers give it (Xcode
        // draws a navigation stack's toolbar above its tab bar controller's tab bar); None
        // (`<nil key="simulatedBottomBarMetrics"/>`) takes both away.
        if let bottom = node.children.first(where: { $0["key"] == "simulatedBottomBarMetrics" }) {
            switch bottom.name {
            case "simulatedTabBarMetrics": set.tabBar = true
            case "simulatedToolbarMetrics": set.toolbar = true
            default:
                set.tabBar = false
                set.toolbar = false
            }
        }
    }

    /// Whether a scene's view controller sets its simulated status bar to None (a xib's view that
    /// does is drawn with the status bar all the same: `IBLayout.hidesStatusBarOnCanvas`).
    static func hidesSimulatedStatusBar(_ controller: IBNode) -> Bool {
        controller.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
    }

    /// A navigation controller that shows its toolbar (`toolbarHidden="NO"`, UIKit's
    /// `isToolbarHidden` false): every controller on its stack has the toolbar at the bottom.
    private static func showsToolbar(_ navigationController: IBNode) -> Bool {
        navigationController["toolbarHidden"] == "NO"
    }

    /// `largeTitleDisplayMode="never"` on the controller's navigation item.
    private static func neverShowsLargeTitle(_ controller: IBNode) -> Bool {
        controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] == "never"
    }

    static func inferredBars(_ controllers: [String: Controller]) -> [String: BarSet] {
        var bars: [String: BarSet] = [:]
        // The view controllers under an opaque navigation bar (`translucent="NO"`): a navigation
        // controller's root and what it pushes.
        var opaqueNavigationBars = Set<String>()
        // Relationships first, then pushes, until nothing changes (chains of pushes).
        for _ in 0..<max(1, controllers.count) {
            var changed = false
            // `stacked`: the controller is on a navigation controller's stack (its root, or pushed).
            func grant(_ id: String, navigation: BarSet.NavigationBar? = nil, tabBar: Bool = false, toolbar: Bool = false,
                       stacked: Bool = false) {
                var set = bars[id] ?? BarSet()
                let before = set
                if let navigation, set.navigationBar == .none { set.navigationBar = navigation }
                // On a navigation stack, a controller that hides the bottom bar when pushed
                // (`hidesBottomBarWhenPushed`), and so what it pushes, has no tab bar.
                if tabBar, !stacked || controllers[id]?.node["hidesBottomBarWhenPushed"] != "YES" { set.tabBar = true }
                if toolbar { set.toolbar = true }
                if set != before { bars[id] = set; changed = true }
            }
            // In the file's order: a screen pushed from several takes the first push's bars.
            for (id, entry) in controllers.sorted(by: { $0.value.order < $1.value.order }) {
                let controller = entry.node
                // What a screen passes on includes the bars its own simulated metrics give it
                // (Xcode's "inferred" metrics follow the segues from there).
                var own = bars[id] ?? BarSet()
                Self.applySimulatedBars(of: controller, to: &own)
                for segue in entry.segues {
                    let destination = segue["destination"]!
                    switch (segue["kind"], segue["relationship"]) {
                    case ("relationship", "rootViewController") where Self.hidesItsBar(controller):
                        // The navigation controller hides its bar: its children get none.
                        grant(destination, tabBar: own.tabBar, toolbar: Self.showsToolbar(controller), stacked: true)
                    case ("relationship", "rootViewController"):
                        if controller.child("navigationBar", key: "navigationBar")?["translucent"] == "NO" { opaqueNavigationBars.insert(destination) }
                        let large = controller.child("navigationBar", key: "navigationBar")?["largeTitles"] == "YES"
                        grant(destination, navigation: large ? .largeTitle : .standard, tabBar: own.tabBar, toolbar: Self.showsToolbar(controller),
                              stacked: true)
                    case ("relationship", "viewControllers"):
                        // A tab bar controller pushed or rooted in a navigation controller lays
                        // its children out under that navigation bar too.
                        if opaqueNavigationBars.contains(id) { opaqueNavigationBars.insert(destination) }
                        grant(destination, navigation: own.navigationBar == .none ? nil : own.navigationBar, tabBar: true)
                    case ("show", _), ("push", _):
                        if controller.name != "navigationController" {
                            if opaqueNavigationBars.contains(id) { opaqueNavigationBars.insert(destination) }
                            // A pushed item's automatic large-title mode is the one before it: after
                            // a controller that never shows a large title, the bar stays standard.
                            // Without a navigation bar there is no stack to push onto: UIKit presents
                            // the screen instead, over the tab bar.
                            var navigation = own.navigationBar
                            if navigation == .largeTitle, Self.neverShowsLargeTitle(controller) { navigation = .standard }
                            if navigation != .none {
                                grant(destination, navigation: navigation, tabBar: own.tabBar, toolbar: own.toolbar, stacked: true)
                            }
                        }
                    default:
                        break
                    }
                }
            }
            if !changed { break }
        }
        for (id, entry) in controllers {
            let controller = entry.node
            var set = bars[id] ?? BarSet()
            if Self.neverShowsLargeTitle(controller), set.navigationBar == .largeTitle {
                set.navigationBar = .standard
            }
            Self.applySimulatedBars(of: controller, to: &set)
            // The view starts below the top bars when they are opaque and it does not extend under
            // opaque bars, or when its extended edges leave out the top.
            let edges = controller.child("extendedEdge", key: "edgesForExtendedLayout")
            let extendsUnderTop = edges == nil || edges?["top"] == "YES"
            let opaque = opaqueNavigationBars.contains(id) && controller["extendedLayoutIncludesOpaqueBars"] != "YES"
            set.rootBelowTopBars = set.navigationBar != .none && (opaque || !extendsUnderTop)
            bars[id] = set
        }
        return bars
    }
}
