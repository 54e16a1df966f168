import DeviceCatalog
import Foundation
import LayoutModel
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

    public init(catalog: DeviceCatalog, textSizing: IBTextSizing = .textModel) {
        self.catalog = catalog
        self.textSizing = textSizing
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
        var unknownDevice: ImportWarning?
        if let id = document.deviceID {
            if let (designDevice, device) = catalog.designDevice(id: id) {
                designScreen = designDevice.screen(of: device, landscape: document.isLandscape, toolsVersion: document.toolsVersion)
            } else {
                // The layouts still run on the catalog's devices; only verify-ib needs the design device.
                unknownDevice = ImportWarning(location: document.root.child("device")?.location ?? document.root.location,
                    message: "the design device '\(id)' is not in the catalog's designDevices (Devices/interface-builder.yaml); "
                        + "the layouts run, but verify-ib cannot compare their frames")
            }
        }
        let builder = IBLayoutBuilder(
            file: document.file, textSizing: textSizing, images: Self.images(document.root),
            designables: Self.designables(document.root), designScale: designScreen?.scale ?? 2,
            fileIDs: Set(document.root.descendants { $0["id"] != nil }.compactMap { $0["id"] }))
        var roots: [IBLayoutBuilder.Root] = []
        if document.kind == .storyboard {
            roots = sceneRoots(document.root, fileName: fileName)
        } else {
            roots = topLevelRoots(document.root, fileName: fileName)
        }
        var result = IBFileImport(document: document, layouts: [], failures: [])
        for var root in roots {
            root.designScreen = designScreen
            do {
                var imported = try builder.build(root)
                if let unknownDevice { imported.layout.importWarnings.insert(unknownDevice, at: 0) }
                result.layouts.append(imported)
            } catch {
                result.failures.append((root.name, error))
            }
        }
        return result
    }

    // MARK: Finding layout roots

    private func sceneRoots(_ document: IBNode, fileName: String) -> [IBLayoutBuilder.Root] {
        let controllers = Self.controllers(document)
        let bars = Self.inferredBars(controllers)
        let sheets = Self.sheetDestinations(controllers)
        var roots: [IBLayoutBuilder.Root] = []
        var used = Set<String>()
        for scene in document.child("scenes")?.children ?? [] where scene.name == "scene" {
            for controller in scene.child("objects")?.children ?? [] where controller["sceneMemberID"] == "viewController" {
                guard let view = controller.children.first(where: { $0["key"] == "view" && IBViewClass.named($0.name) != nil }) else { continue }
                let title = controller["storyboardIdentifier"] ?? controller["title"]
                    ?? controller.child("navigationItem", key: "navigationItem")?["title"]
                var sceneName = title.flatMap { $0.isEmpty ? nil : $0 } ?? controller["id"] ?? scene["sceneID"] ?? "scene"
                if used.contains(sceneName), let id = controller["id"] { sceneName += " (\(id))" }
                used.insert(sceneName)
                var guides: [String: LayoutGuideKind] = [:]
                for guide in controller.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
                    if let id = guide["id"] { guides[id] = guide["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide }
                }
                let name = "\(fileName)#\(sceneName)"
                var root = IBLayoutBuilder.Root(node: view, kind: .scene, name: name, legacyGuides: guides, bars: bars[controller["id"] ?? ""] ?? BarSet())
                root.isFreeform = controller.child("size", key: "freeformSize") != nil
                root.isSheet = sheets.contains(controller["id"] ?? "")
                roots.append(root)
                roots += cellRoots(in: view, prefix: name)
            }
        }
        return roots
    }

    private func topLevelRoots(_ document: IBNode, fileName: String) -> [IBLayoutBuilder.Root] {
        let views = (document.child("objects")?.children ?? []).filter { IBViewClass.named($0.name) != nil }
        var classCounts: [String: Int] = [:]
        for view in views { if let custom = view["customClass"] { classCounts[custom, default: 0] += 1 } }
        var roots: [IBLayoutBuilder.Root] = []
        for view in views {
            let custom = view["customClass"].flatMap { classCounts[$0] == 1 ? $0 : nil }
            let name = "\(fileName)#\(custom ?? view["id"] ?? view.name)"
            if let cell = cellRoot(view, name: name) {
                roots.append(cell)
            } else {
                let freeform = view.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
                roots.append(IBLayoutBuilder.Root(node: view, kind: .topLevelView, name: name, keepsHeight: freeform))
                roots += cellRoots(in: view, prefix: name)
            }
        }
        return roots
    }

    /// The cells anywhere under a view (table and collection view prototypes and static cells).
    private func cellRoots(in view: IBNode, prefix: String) -> [IBLayoutBuilder.Root] {
        var roots: [IBLayoutBuilder.Root] = []
        var used = Set<String>()
        for node in view.descendants(where: { Self.cellElements.contains($0.name) }) {
            guard let id = node["id"] else { continue }
            var name = node["reuseIdentifier"] ?? id
            if used.contains(name) { name += " (\(id))" }
            used.insert(name)
            roots.append(cellRoot(node, name: "\(prefix)/\(name)")!)
        }
        return roots
    }

    private static let cellElements: Set = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    /// A cell's content view as a layout root; nil when `node` is no cell.
    private func cellRoot(_ node: IBNode, name: String) -> IBLayoutBuilder.Root? {
        guard Self.cellElements.contains(node.name) else { return nil }
        let content = node.children.first { $0["key"] == "contentView" } ?? node
        // The content view is narrower than the cell by the accessory (disclosure indicator, …).
        let accessoryWidth = max(0, IBViewTree.frame(of: node).width - IBViewTree.frame(of: content).width)
        var root = IBLayoutBuilder.Root(node: content, kind: .cell, name: name, keepsHeight: true,
                                        container: node.name == "tableViewCell" ? .tableCell(accessoryWidth: accessoryWidth) : .plain)
        root.cellNode = node
        return root
    }

    // MARK: File-wide facts

    private static func images(_ document: IBNode) -> [String: Size] {
        var images: [String: Size] = [:]
        for image in document.child("resources")?.children ?? [] where image.name == "image" {
            guard let name = image["name"], let width = image["width"].flatMap(Double.init),
                  let height = image["height"].flatMap(Double.init) else { continue }
            images[name] = Size(width: width, height: height)
        }
        return images
    }

    private static func designables(_ document: IBNode) -> [String: IntrinsicSize] {
        var sizes: [String: IntrinsicSize] = [:]
        for designable in document.child("designables")?.children ?? [] where designable.name == "designable" {
            guard let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize") else { continue }
            func axis(_ key: String) -> Double? { size[key].flatMap(Double.init).flatMap { $0 < 0 ? nil : $0 } }
            sizes[id] = IntrinsicSize(width: axis("width"), height: axis("height"))
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
    }

    static func controllers(_ document: IBNode) -> [String: Controller] {
        var controllers: [String: Controller] = [:]
        for scene in document.child("scenes")?.children ?? [] {
            for node in scene.child("objects")?.children ?? [] where node["sceneMemberID"] == "viewController" {
                guard let id = node["id"] else { continue }
                let segues = node.descendants { $0.name == "segue" && $0["destination"] != nil }
                controllers[id] = Controller(node: node, segues: segues)
            }
        }
        return controllers
    }

    /// The view controllers presented modally as a sheet: the destinations of `presentation`
    /// segues in the automatic style (a page sheet since iOS 13) or as a page or form sheet.
    static func sheetDestinations(_ controllers: [String: Controller]) -> Set<String> {
        var sheets = Set<String>()
        let sheetStyles: Set<String?> = [nil, "automatic", "pageSheet", "formSheet"]
        for controller in controllers.values {
            for segue in controller.segues where segue["kind"] == "presentation" {
                guard let destination = segue["destination"], let presented = controllers[destination]?.node,
                      sheetStyles.contains(segue["modalPresentationStyle"]), sheetStyles.contains(presented["modalPresentationStyle"])
                else { continue }
                sheets.insert(destination)
            }
        }
        return sheets
    }

    static func inferredBars(_ controllers: [String: Controller]) -> [String: BarSet] {
        var bars: [String: BarSet] = [:]
        // Relationships first, then pushes, until nothing changes (chains of pushes).
        for _ in 0..<max(1, controllers.count) {
            var changed = false
            func grant(_ id: String, navigation: BarSet.NavigationBar? = nil, tabBar: Bool = false) {
                var set = bars[id] ?? BarSet()
                let before = set
                if let navigation, set.navigationBar == .none { set.navigationBar = navigation }
                if tabBar { set.tabBar = true }
                if set != before { bars[id] = set; changed = true }
            }
            for (id, entry) in controllers {
                let controller = entry.node
                let own = bars[id] ?? BarSet()
                for segue in entry.segues {
                    let destination = segue["destination"]!
                    switch (segue["kind"], segue["relationship"]) {
                    case ("relationship", "rootViewController"):
                        let large = controller.child("navigationBar", key: "navigationBar")?["largeTitles"] == "YES"
                        grant(destination, navigation: large ? .largeTitle : .standard, tabBar: own.tabBar)
                    case ("relationship", "viewControllers"):
                        grant(destination, tabBar: true)
                    case ("show", _), ("push", _):
                        if controller.name != "navigationController" { grant(destination, navigation: own.navigationBar == .none ? nil : own.navigationBar, tabBar: own.tabBar) }
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
            if controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] == "never", set.navigationBar == .largeTitle {
                set.navigationBar = .standard
            }
            if let top = controller.children.first(where: { $0["key"] == "simulatedTopBarMetrics" }) {
                set.navigationBar = top.name == "simulatedNavigationBarMetrics" ? (set.navigationBar == .none ? .standard : set.navigationBar) : .none
            }
            if let bottom = controller.children.first(where: { $0["key"] == "simulatedBottomBarMetrics" }) {
                set.tabBar = bottom.name == "simulatedTabBarMetrics"
                set.toolbar = bottom.name == "simulatedToolbarMetrics"
            }
            bars[id] = set
        }
        return bars
    }
}
