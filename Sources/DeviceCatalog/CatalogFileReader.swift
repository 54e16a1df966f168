import TrellisBase
import YAMLReading
import Yams

/// Reads one catalog file's YAML tree, checking every field and naming its line and column.
struct CatalogFileReader {
    let file: String

    static let deviceKeys = [
        "name", "aliases", "family", "year", "lastOS", "points", "scale", "pixels", "statusBar", "cornerRadius", "safeArea", "sizeClasses",
        "orientations", "uncertain", "notes", "source",
    ]
    static let windowKeys = ["screen", "orientation", "arrangement", "size", "sizeClasses"]

    mutating func read(_ node: Node) throws(DeviceCatalogError) -> DeviceCatalog {
        let top = try mapping(node, keys: ["devices", "windows", "sets", "bars", "designDevices", "canvas"], field: "file")
        var catalog = DeviceCatalog()
        if let devices = top["devices"] {
            for (index, entry) in try sequence(devices, field: "devices").enumerated() {
                catalog.devices.append(try device(entry, field: "devices[\(index)]"))
            }
        }
        if let windows = top["windows"] {
            for (index, entry) in try sequence(windows, field: "windows").enumerated() {
                catalog.windows.append(try window(entry, field: "windows[\(index)]"))
            }
        }
        if let sets = top["sets"] {
            for (key, value) in try pairs(sets, field: "sets") {
                let name = try string(key, field: "sets")
                let members = try sequence(value, field: "sets.\(name)")
                catalog.sets[name] = try members.map { node throws(DeviceCatalogError) in try string(node, field: "sets.\(name)") }
                catalog.setMemberLocations[name] = members.map(location)
            }
        }
        if let bars = top["bars"] {
            for (index, entry) in try sequence(bars, field: "bars").enumerated() {
                let metrics = try barMetrics(entry, field: "bars[\(index)]")
                catalog.bars[metrics.idiom] = metrics
            }
        }
        if let designDevices = top["designDevices"] {
            for (index, entry) in try sequence(designDevices, field: "designDevices").enumerated() {
                catalog.designDevices.append(try designDevice(entry, field: "designDevices[\(index)]"))
            }
        }
        if let canvas = top["canvas"] {
            let fields = try mapping(canvas, keys: ["tableCellOwnMargins", "embeddedTableCellMargins", "tableCellVerticalMargins", "topLevelViewsAtScreenTop", "shortTopLevelViewsWithoutStatusBar", "sheets", "controls", "navigationBars", "uncertain", "notes"], field: "canvas")
            if let margins = fields["tableCellOwnMargins"] {
                let (before, value) = try marginsEra(margins, field: "canvas.tableCellOwnMargins")
                if let before { catalog.designCanvas.tableCellOwnMarginsBefore = before }
                if let value { catalog.designCanvas.tableCellOwnMargins = value }
            }
            if let margins = fields["embeddedTableCellMargins"] {
                let (before, value) = try marginsEra(margins, field: "canvas.embeddedTableCellMargins")
                if let before { catalog.designCanvas.embeddedTableCellMarginsBefore = before }
                if let value { catalog.designCanvas.embeddedTableCellMargins = value }
            }
            if let margins = fields["tableCellVerticalMargins"] {
                let field = "canvas.tableCellVerticalMargins"
                let entry = try mapping(margins, keys: ["fromToolsVersion", "margins"], field: field)
                guard let from = entry["fromToolsVersion"], let value = entry["margins"] else {
                    throw invalid(margins, field, "needs fromToolsVersion: and margins:")
                }
                catalog.designCanvas.tableCellVerticalMarginsFrom = try toolsVersion(from, field: "\(field).fromToolsVersion")
                catalog.designCanvas.tableCellVerticalMargins = try number(value, field: "\(field).margins", in: 0...1_000)
            }
            if let views = fields["topLevelViewsAtScreenTop"] {
                let entry = try mapping(views, keys: ["beforeToolsVersion"], field: "canvas.topLevelViewsAtScreenTop")
                guard let before = entry["beforeToolsVersion"] else {
                    throw invalid(views, "canvas.topLevelViewsAtScreenTop", "needs beforeToolsVersion:")
                }
                catalog.designCanvas.topLevelViewsAtScreenTopBefore = try toolsVersion(before, field: "canvas.topLevelViewsAtScreenTop.beforeToolsVersion")
            }
            if let views = fields["shortTopLevelViewsWithoutStatusBar"] {
                let field = "canvas.shortTopLevelViewsWithoutStatusBar"
                let entry = try mapping(views, keys: ["beforeToolsVersion", "shorterThanScreen"], field: field)
                guard let before = entry["beforeToolsVersion"] else { throw invalid(views, field, "needs beforeToolsVersion:") }
                catalog.designCanvas.shortTopLevelViewsWithoutStatusBarBefore = try toolsVersion(before, field: "\(field).beforeToolsVersion")
                if let fraction = entry["shorterThanScreen"] {
                    catalog.designCanvas.shortViewFraction = try number(fraction, field: "\(field).shorterThanScreen", in: 0...1)
                }
            }
            if let sheets = fields["sheets"] {
                let entry = try mapping(sheets, keys: ["fromToolsVersion", "navigationBar"], field: "canvas.sheets")
                guard let from = entry["fromToolsVersion"] else { throw invalid(sheets, "canvas.sheets", "needs fromToolsVersion:") }
                catalog.designCanvas.sheetsFrom = try toolsVersion(from, field: "canvas.sheets.fromToolsVersion")
                if let height = entry["navigationBar"] {
                    catalog.designCanvas.sheetNavigationBar = try number(height, field: "canvas.sheets.navigationBar", in: 0...1_000)
                }
            }
            if let eras = fields["controls"] {
                catalog.designCanvas.controlEras = try sequence(eras, field: "canvas.controls").enumerated().map { index, node throws(DeviceCatalogError) in
                    try controlEra(node, field: "canvas.controls[\(index)]")
                }
            }
            if let eras = fields["navigationBars"] {
                catalog.designCanvas.navigationBarEras = try sequence(eras, field: "canvas.navigationBars").enumerated().map { index, node throws(DeviceCatalogError) in
                    let place = "canvas.navigationBars[\(index)]"
                    let era = try mapping(node, keys: ["fromToolsVersion", "height"], field: place)
                    guard let from = era["fromToolsVersion"], let height = era["height"] else {
                        throw invalid(node, place, "needs fromToolsVersion: and height:")
                    }
                    return NavigationBarEra(fromToolsVersion: try toolsVersion(from, field: "\(place).fromToolsVersion"),
                                            height: try number(height, field: "\(place).height", in: 0...1_000))
                }
            }
            if let uncertain = fields["uncertain"] {
                catalog.designCanvas.uncertain = try sequence(uncertain, field: "canvas.uncertain").map { node throws(DeviceCatalogError) in
                    try string(node, field: "canvas.uncertain")
                }
            }
        }
        return catalog
    }

    /// `{beforeToolsVersion:, margins:}`: margins the canvas drew before a `toolsVersion`; each part optional.
    private func marginsEra(_ node: Node, field: String) throws(DeviceCatalogError) -> (before: Int?, margins: Double?) {
        let entry = try mapping(node, keys: ["beforeToolsVersion", "margins"], field: field)
        let before = try entry["beforeToolsVersion"].map { (value: Node) throws(DeviceCatalogError) -> Int in
            try toolsVersion(value, field: "\(field).beforeToolsVersion")
        }
        let margins = try entry["margins"].map { (value: Node) throws(DeviceCatalogError) -> Double in
            try number(value, field: "\(field).margins", in: 0...1_000)
        }
        return (before, margins)
    }

    /// A file's `toolsVersion` (Xcode 14 writes 21xxx), as the canvas eras bound them.
    private func toolsVersion(_ node: Node, field: String) throws(DeviceCatalogError) -> Int {
        Int(try number(node, field: field, in: 0...1_000_000))
    }

    /// `{fromToolsVersion: 24400, switch: {width: 61, height: 28, outsets: {top: 0, left: 0, bottom: 0, right: 2}}}`.
    private func controlEra(_ node: Node, field: String) throws(DeviceCatalogError) -> ControlEra {
        let fields = try mapping(node, keys: ["fromToolsVersion"] + ControlMetrics.elements.sorted(), field: field)
        guard let from = fields["fromToolsVersion"] else { throw invalid(node, field, "needs fromToolsVersion:") }
        var controls: [String: ControlMetrics] = [:]
        for (element, value) in fields where element != "fromToolsVersion" {
            let place = "\(field).\(element)"
            let metrics = try mapping(value, keys: ["width", "height", "outsets"], field: place)
            controls[element] = ControlMetrics(
                width: try metrics["width"].map { (node: Node) throws(DeviceCatalogError) in try number(node, field: "\(place).width", in: 0...1_000) },
                height: try metrics["height"].map { (node: Node) throws(DeviceCatalogError) in try number(node, field: "\(place).height", in: 0...1_000) },
                outsets: try metrics["outsets"].map { (node: Node) throws(DeviceCatalogError) in try insets(node, field: "\(place).outsets") } ?? .zero)
        }
        return ControlEra(fromToolsVersion: try toolsVersion(from, field: "\(field).fromToolsVersion"), controls: controls)
    }

    /// `{id: retina6_1, device: iPhone 11, safeArea: [{fromToolsVersion: 0, portrait: …, landscape: …}]}`.
    private func designDevice(_ node: Node, field: String) throws(DeviceCatalogError) -> DesignDevice {
        let fields = try mapping(node, keys: ["id", "device", "points", "safeArea", "uncertain", "notes"], field: field)
        func required(_ key: String) throws(DeviceCatalogError) -> Node {
            guard let value = fields[key] else { throw invalid(node, "\(field).\(key)", "missing; every design device needs \(key)") }
            return value
        }
        let id = try string(try required("id"), field: "\(field).id")
        var eras: [DesignDevice.SafeAreaEra] = []
        if let list = fields["safeArea"] {
            for (index, entry) in try sequence(list, field: "\(id).safeArea").enumerated() {
                let place = "\(id).safeArea[\(index)]"
                let era = try mapping(entry, keys: ["fromToolsVersion", "portrait", "landscape"], field: place)
                guard let from = era["fromToolsVersion"], let portrait = era["portrait"], let landscape = era["landscape"] else {
                    throw invalid(entry, place, "needs fromToolsVersion:, portrait: and landscape:")
                }
                let version = try toolsVersion(from, field: "\(place).fromToolsVersion")
                if let previous = eras.last, version <= previous.fromToolsVersion {
                    throw invalid(from, "\(place).fromToolsVersion", "eras must be listed oldest first")
                }
                eras.append(DesignDevice.SafeAreaEra(
                    fromToolsVersion: version, portrait: try insets(portrait, field: "\(place).portrait"),
                    landscape: try insets(landscape, field: "\(place).landscape")))
            }
        }
        return DesignDevice(
            id: id, deviceName: try string(try required("device"), field: "\(id).device"),
            points: try fields["points"].map { node throws(DeviceCatalogError) in try size(node, field: "\(id).points") }, safeAreaEras: eras,
            uncertainFields: try fields["uncertain"].map { node throws(DeviceCatalogError) in
                try sequence(node, field: "\(id).uncertain").map { item throws(DeviceCatalogError) in try string(item, field: "\(id).uncertain") }
            } ?? [],
            location: location(node))
    }

    private func barMetrics(_ node: Node, field: String) throws(DeviceCatalogError) -> BarMetrics {
        let keys = ["family", "navigationBar", "largeTitleNavigationBar", "tabBar", "toolbar", "pageSheet", "uncertain"]
        let fields = try mapping(node, keys: keys, field: field)
        func required(_ key: String) throws(DeviceCatalogError) -> Node {
            guard let value = fields[key] else { throw invalid(node, "\(field).\(key)", "missing; every bar entry needs \(key)") }
            return value
        }
        func height(_ key: String) throws(DeviceCatalogError) -> BarHeight {
            let value = try required(key)
            let heights = try mapping(value, keys: ["regular", "compact"], field: "\(field).\(key)")
            guard let regular = heights["regular"], let compact = heights["compact"] else {
                throw invalid(value, "\(field).\(key)", "needs regular: and compact:")
            }
            return BarHeight(regular: try nonNegative(regular, field: "\(field).\(key).regular"),
                             compact: try nonNegative(compact, field: "\(field).\(key).compact"))
        }
        let familyNode = try required("family")
        guard let idiom = Idiom(rawValue: try string(familyNode, field: "\(field).family")) else {
            throw invalid(familyNode, "\(field).family", "expected phone or pad")
        }
        var pageSheet: PageSheetMetrics?
        if let sheet = fields["pageSheet"] {
            let sheetFields = try mapping(sheet, keys: ["topGap", "navigationBar", "largeTitleNavigationBar"], field: "\(field).pageSheet")
            func length(_ key: String) throws(DeviceCatalogError) -> Double {
                guard let value = sheetFields[key] else { throw invalid(sheet, "\(field).pageSheet.\(key)", "missing; a page sheet needs topGap, navigationBar and largeTitleNavigationBar") }
                return try nonNegative(value, field: "\(field).pageSheet.\(key)")
            }
            pageSheet = PageSheetMetrics(topGap: try length("topGap"), navigationBar: try length("navigationBar"),
                                         largeTitleNavigationBar: try length("largeTitleNavigationBar"))
        }
        return BarMetrics(
            idiom: idiom, navigationBar: try height("navigationBar"), largeTitleNavigationBar: try height("largeTitleNavigationBar"),
            tabBar: try height("tabBar"), toolbar: try height("toolbar"), pageSheet: pageSheet,
            uncertainFields: try fields["uncertain"].map { node throws(DeviceCatalogError) in
                try sequence(node, field: "\(field).uncertain").map { item throws(DeviceCatalogError) in try string(item, field: "\(field).uncertain") }
            } ?? [])
    }

    private func device(_ node: Node, field: String) throws(DeviceCatalogError) -> Device {
        let fields = try mapping(node, keys: Self.deviceKeys, field: field)
        func required(_ key: String) throws(DeviceCatalogError) -> Node {
            guard let value = fields[key] else { throw invalid(node, "\(field).\(key)", "missing; every device needs \(key)") }
            return value
        }
        let name = try string(try required("name"), field: "\(field).name")
        let prefix = "\(name)."
        let familyNode = try required("family")
        guard let idiom = Idiom(rawValue: try string(familyNode, field: prefix + "family")) else {
            throw invalid(familyNode, prefix + "family", "expected phone or pad")
        }
        let yearNode = try required("year")
        guard let year = Int(try string(yearNode, field: prefix + "year")) else { throw invalid(yearNode, prefix + "year", "expected a year") }
        var lastOS: Int?
        if let node = fields["lastOS"] {
            guard let value = Int(try string(node, field: prefix + "lastOS")), (2...99).contains(value) else {
                throw invalid(node, prefix + "lastOS", "expected the last major iOS release the device runs (18)")
            }
            lastOS = value
        }
        let scaleNode = try required("scale")
        let scale = try number(scaleNode, field: prefix + "scale", in: NumberLimits.scales)
        var statusBar: Double?
        if let node = fields["statusBar"], node.string != "unknown" { statusBar = try nonNegative(node, field: prefix + "statusBar") }
        let cornerRadius = try fields["cornerRadius"].map { node throws(DeviceCatalogError) in try nonNegative(node, field: prefix + "cornerRadius") }

        let safeNode = try required("safeArea")
        let safeFields = try mapping(safeNode, keys: Orientation.allCases.map(\.rawValue), field: prefix + "safeArea")
        var safeArea: [Orientation: EdgeInsets] = [:]
        for orientation in Orientation.allCases {
            if let value = safeFields[orientation.rawValue] {
                safeArea[orientation] = try insets(value, field: "\(prefix)safeArea.\(orientation)")
            }
        }
        let orientationsNode = try required("orientations")
        let text = try string(orientationsNode, field: prefix + "orientations")
        guard let mask = OrientationMask(named: text) else {
            throw invalid(orientationsNode, prefix + "orientations",
                          "unknown orientation \(text.quotedForMessage); expected \(OrientationMask.namedMasks.map(\.name).joined(separator: ", "))")
        }
        for orientation in mask.orientations where safeArea[orientation] == nil {
            throw invalid(safeNode, "\(prefix)safeArea.\(orientation)", "missing; the device supports \(orientation)")
        }
        let classesNode = try required("sizeClasses")
        let classes = try mapping(classesNode, keys: ["portrait", "landscape"], field: prefix + "sizeClasses")
        func sizeClasses(_ key: String) throws(DeviceCatalogError) -> SizeClasses {
            guard let value = classes[key] else { throw invalid(classesNode, "\(prefix)sizeClasses.\(key)", "missing") }
            return try self.sizeClasses(value, field: "\(prefix)sizeClasses.\(key)")
        }
        return Device(
            name: name,
            aliases: try fields["aliases"].map { node throws(DeviceCatalogError) in
                try sequence(node, field: prefix + "aliases").map { item throws(DeviceCatalogError) in try string(item, field: prefix + "aliases") }
            } ?? [],
            idiom: idiom, year: year,
            portraitSize: try size(try required("points"), field: prefix + "points"),
            scale: scale,
            nativePixels: try size(try required("pixels"), field: prefix + "pixels"),
            statusBarHeight: statusBar, safeArea: safeArea,
            portraitSizeClasses: try sizeClasses("portrait"), landscapeSizeClasses: try sizeClasses("landscape"),
            supportedOrientations: mask,
            uncertainFields: try fields["uncertain"].map { node throws(DeviceCatalogError) in
                try sequence(node, field: prefix + "uncertain").map { item throws(DeviceCatalogError) in try string(item, field: prefix + "uncertain") }
            } ?? [],
            notes: fields["notes"]?.string, source: fields["source"]?.string, location: location(node), lastMajorOS: lastOS,
            cornerRadius: cornerRadius)
    }

    private func window(_ node: Node, field: String) throws(DeviceCatalogError) -> DeviceWindow {
        let fields = try mapping(node, keys: Self.windowKeys, field: field)
        func required(_ key: String) throws(DeviceCatalogError) -> Node {
            guard let value = fields[key] else { throw invalid(node, "\(field).\(key)", "missing; every window needs \(key)") }
            return value
        }
        let orientationNode = try required("orientation")
        let orientation = try string(orientationNode, field: "\(field).orientation")
        guard orientation == "portrait" || orientation == "landscape" else {
            throw invalid(orientationNode, "\(field).orientation", "expected portrait or landscape")
        }
        return DeviceWindow(
            screenClass: try size(try required("screen"), field: "\(field).screen"),
            isLandscape: orientation == "landscape",
            arrangement: try string(try required("arrangement"), field: "\(field).arrangement"),
            size: try size(try required("size"), field: "\(field).size"),
            sizeClasses: try sizeClasses(try required("sizeClasses"), field: "\(field).sizeClasses"),
            location: location(node))
    }

    // MARK: Values

    private var yaml: YAMLFields { YAMLFields(file: file) }

    private func location(_ node: Node) -> SourceLocation { yaml.location(node) }

    private func invalid(_ node: Node, _ field: String, _ message: String) -> DeviceCatalogError {
        .invalid(location(node), field: field, message)
    }

    private func mapping(_ node: Node, keys: [String], field: String) throws(DeviceCatalogError) -> [String: Node] {
        do { return try yaml.mapping(node, keys: keys, field: field) } catch { throw DeviceCatalogError(error) }
    }

    private func pairs(_ node: Node, field: String) throws(DeviceCatalogError) -> [(key: Node, value: Node)] {
        do { return try yaml.pairs(node, field: field) } catch { throw DeviceCatalogError(error) }
    }

    private func sequence(_ node: Node, field: String) throws(DeviceCatalogError) -> [Node] {
        do { return try yaml.sequence(node, field: field) } catch { throw DeviceCatalogError(error) }
    }

    private func string(_ node: Node, field: String) throws(DeviceCatalogError) -> String {
        do { return try yaml.string(node, field: field) } catch { throw DeviceCatalogError(error) }
    }

    /// A number in `range`; the error names the range.
    private func number(_ node: Node, field: String, in range: ClosedRange<Double>) throws(DeviceCatalogError) -> Double {
        let text = try string(node, field: field)
        guard let value = Double(text), range.contains(value) else {
            throw invalid(node, field, "expected a number \(NumberLimits.describe(range)), not \(text.quotedForMessage)")
        }
        return value
    }

    private func nonNegative(_ node: Node, field: String) throws(DeviceCatalogError) -> Double {
        try number(node, field: field, in: NumberLimits.lengths)
    }

    private func size(_ node: Node, field: String) throws(DeviceCatalogError) -> Size {
        let text = try string(node, field: field)
        let parts = text.split(separator: "x").map { Double($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1] else {
            throw invalid(node, field, "expected WIDTHxHEIGHT, not \(text.quotedForMessage)")
        }
        guard width > 0, height > 0, NumberLimits.lengths.contains(width), NumberLimits.lengths.contains(height) else {
            throw invalid(node, field, "each side must be greater than 0 and at most 1,000,000, not \(text.quotedForMessage)")
        }
        return Size(width: width, height: height)
    }

    private func insets(_ node: Node, field: String) throws(DeviceCatalogError) -> EdgeInsets {
        let fields = try mapping(node, keys: ["top", "left", "bottom", "right"], field: field)
        func edge(_ key: String) throws(DeviceCatalogError) -> Double {
            guard let value = fields[key] else { throw invalid(node, "\(field).\(key)", "missing") }
            return try nonNegative(value, field: "\(field).\(key)")
        }
        return EdgeInsets(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
    }

    private func sizeClasses(_ node: Node, field: String) throws(DeviceCatalogError) -> SizeClasses {
        let text = try string(node, field: field)
        guard let classes = SizeClasses(parsing: text) else {
            throw invalid(node, field, "unknown size classes \(text.quotedForMessage); expected like wC hR (C compact, R regular)")
        }
        return classes
    }
}
