import DeviceCatalog
import LayoutModel
import TrellisBase

/// What a run solves: layouts × devices × the orientations both allow (× directions, ×
/// multitasking windows when asked), expanded into cases.
public struct MatrixPlan: Sendable {
    public var layouts: [LoadedLayout]
    public var devices: [Device]
    public var catalog: DeviceCatalog
    /// The app's supported orientations per idiom (`UISupportedInterfaceOrientations`).
    public var appOrientations: [Idiom: OrientationMask]
    /// Left-to-right only unless right-to-left is asked for.
    public var directions: [LayoutDirection]
    /// Also solve every iPad's Split View windows.
    public var includesWindows: Bool

    public init(
        layouts: [LoadedLayout], devices: [Device], catalog: DeviceCatalog,
        appOrientations: [Idiom: OrientationMask] = OrientationMask.appDefaults,
        directions: [LayoutDirection] = [.leftToRight], includesWindows: Bool = false
    ) {
        self.layouts = layouts
        self.devices = devices
        self.catalog = catalog
        self.appOrientations = appOrientations
        self.directions = directions
        self.includesWindows = includesWindows
    }

    /// The orientations a layout is shown in on a device: the device's, the app's and the
    /// layout's masks intersected.
    public func orientations(of layout: Layout, on device: Device) -> OrientationMask {
        device.supportedOrientations.intersection(appOrientations[device.idiom] ?? .all)
            .intersection(layout.supportedOrientations)
    }

    /// Every case, layout by layout, device by device, orientation by orientation. A device
    /// and layout with no orientation in common, or a layout file that could not be loaded, give
    /// one case with no screen.
    public func cases() -> [MatrixCase] {
        var cases: [MatrixCase] = []
        forEachCase { cases.append($0) }
        return cases
    }

    /// How many cases `cases()` gives, without making them: the screens each layout is shown on.
    public var caseCount: Int {
        var count = 0
        for layoutIndex in layouts.indices { forEachScreen(ofLayout: layoutIndex) { _, _, _ in count += 1 } }
        return count
    }

    /// The cases of `cases()`, in order, one at a time: a 1,000-layout run's 300,000 cases are
    /// over 100 MB, so whoever groups them should not hold them twice.
    func forEachCase(_ body: (MatrixCase) -> Void) {
        let hosts = hostIndices
        var next = 0
        for layoutIndex in layouts.indices { next = forEachCase(ofLayout: layoutIndex, firstIndex: next, hosts: hosts, body) }
    }

    /// Per layout, the index of the layout whose view holds its root (a scene's table for its
    /// cell), if it is in the plan.
    var hostIndices: [Int?] {
        var indexByName: [String: Int] = [:]
        for (index, entry) in layouts.enumerated() where entry.loadError == nil { indexByName[entry.layout.name] = indexByName[entry.layout.name] ?? index }
        return layouts.map { entry in entry.layout.rootContainer.host.flatMap { indexByName[$0.layout] } }
    }

    /// The cases of the `layoutIndex`th layout, numbered from `firstIndex`; the number after
    /// the last. `hosts` is `hostIndices`.
    func forEachCase(ofLayout layoutIndex: Int, firstIndex: Int, hosts: [Int?], _ body: (MatrixCase) -> Void) -> Int {
        var count = firstIndex
        let entry = layouts[layoutIndex]
        let hostIndex = hosts[layoutIndex]
        forEachScreen(ofLayout: layoutIndex) { device, screen, direction in
            var matrixCase = MatrixCase(index: count, layoutIndex: layoutIndex, device: device, screen: screen, direction: direction)
            if let screen, let metrics = catalog.bars[device.idiom] {
                if entry.layout.rootContainer.kind == .sheet, let sheet = metrics.pageSheet, screen.window == nil,
                   screen.size.height > screen.size.width {
                    matrixCase.barInsets = metrics.sheetInsets(of: entry.layout.bars, sheet: sheet)
                    matrixCase.sheetTop = screen.safeArea.top + sheet.topGap
                } else {
                    matrixCase.barInsets = metrics.insets(of: entry.layout.bars, verticalSizeClass: screen.sizeClasses.height)
                }
            }
            matrixCase.rootBelowTopBars = entry.layout.bars.rootBelowTopBars
            if let screen, entry.layout.rootContainer.reachesUnsafeArea,
               (screen.safeArea.bottom > 0 && matrixCase.barInsets.bottom <= 0) || !screen.clearSide.isEmpty {
                matrixCase.cornerRadius = screen.cornerRadius
            }
            if let screen, let hostIndex {
                let bars = catalog.bars[device.idiom]?.insets(of: layouts[hostIndex].layout.bars, verticalSizeClass: screen.sizeClasses.height)
                matrixCase.host = (hostIndex, bars ?? (0, 0))
            }
            count += 1
            body(matrixCase)
        }
        return count
    }

    /// Each device, screen and direction the `layoutIndex`th layout is shown on, in case order. A
    /// layout of one family is never shown on the other's devices; a device and layout with no
    /// orientation in common, or a layout that could not be loaded, give one case with no screen.
    private func forEachScreen(ofLayout layoutIndex: Int, _ body: (Device, Screen?, LayoutDirection) -> Void) {
        let entry = layouts[layoutIndex]
        for device in devices where entry.layout.idioms.contains(device.idiom) {
            let mask = entry.loadError == nil ? orientations(of: entry.layout, on: device) : []
            guard !mask.isEmpty else {
                body(device, nil, .leftToRight)
                continue
            }
            for orientation in mask.orientations {
                for direction in directions {
                    body(device, device.screen(in: orientation), direction)
                    guard includesWindows else { continue }
                    for window in catalog.windows(of: device) where window.isLandscape == orientation.isLandscape {
                        body(device, window.screen(on: device, in: orientation), direction)
                    }
                }
            }
        }
    }
}

extension MatrixPlan {
    /// The findings about the `index`th layout itself rather than any of its cases
    /// (`Layout.layoutDiagnostics`). A run stores and counts them once per layout.
    public func layoutFindings(_ index: Int) -> [Finding] {
        let layout = layouts[index].layout
        return layout.layoutDiagnostics.map { Finding($0, in: layout) }
    }
}

extension MatrixPlan {
    /// The environment a run solves `matrixCase` in: its screen, the safe area its layout's bars
    /// and container leave, and for a cell of a scene the frame of the scene's table on the same
    /// screen (the scene solved first, from scratch). Nil for a case with no screen.
    public func environment(of matrixCase: MatrixCase) -> LayoutEnvironment? {
        guard let screen = matrixCase.screen else { return nil }
        var hosts = ContainerHosts(plan: self, sizeClasses: screen.sizeClasses, direction: matrixCase.direction, fromScratch: true)
        let container = layouts[matrixCase.layoutIndex].layout.rootContainer
        return SolutionKey(matrixCase, containerFrame: hosts.containerFrame(for: matrixCase, container: container))?.environment
    }
}
