import TrellisBase

/// Every device the run can solve on, the iPad multitasking windows, and named device sets.
/// Load it with `DeviceCatalog.load(from:)`.
public struct DeviceCatalog: Sendable {
    /// In file-name order, then in the order written.
    public var devices: [Device]
    public var windows: [DeviceWindow]
    /// Named sets of device names (`modern`).
    public var sets: [String: [String]]
    /// Where each set's members were written, for naming a member that is no device.
    var setMemberLocations: [String: [SourceLocation]] = [:]
    /// Bar heights per idiom.
    public var bars: [Idiom: BarMetrics]
    /// Interface Builder's design devices (`<device id>`), each standing for a catalog device.
    public var designDevices: [DesignDevice] = []
    /// What Xcode's canvas drew differently by version.
    public var designCanvas = DesignCanvas()

    public init(devices: [Device] = [], windows: [DeviceWindow] = [], sets: [String: [String]] = [:],
                bars: [Idiom: BarMetrics] = [:]) {
        self.devices = devices
        self.windows = windows
        self.sets = sets
        self.bars = bars
    }

    /// The design device with an Interface Builder id, with the catalog device it stands for. Ids
    /// match whatever their case: Xcode writes the 13-inch iPad Pro's both `ipad13_0rounded` and
    /// `iPad13_0rounded` (threema-ch/threema-ios's share extension, 23727).
    public func designDevice(id: String) -> (designDevice: DesignDevice, device: Device)? {
        let id = id.lowercased()
        guard let designDevice = designDevices.first(where: { $0.id.lowercased() == id }),
              let device = device(named: designDevice.deviceName) else { return nil }
        return (designDevice, device)
    }

    /// The device with this name or alias.
    public func device(named name: String) -> Device? {
        devices.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// `other` laid over this catalog: its devices replace same-named ones and add new ones; its
    /// windows replace the window of the same screen class, orientation and arrangement, or are
    /// added; its sets, bars and design devices replace those of the same name. So a catalog
    /// exported with `trellis devices --export` and edited overlays without doubling anything.
    public func merged(with other: DeviceCatalog) -> DeviceCatalog {
        var result = self
        for device in other.devices {
            if let index = result.devices.firstIndex(where: { $0.name == device.name }) {
                result.devices[index] = device
            } else {
                result.devices.append(device)
            }
        }
        for window in other.windows {
            result.windows.removeAll {
                $0.screenClass == window.screenClass && $0.isLandscape == window.isLandscape && $0.arrangement == window.arrangement
            }
            result.windows.append(window)
        }
        for (name, members) in other.sets { result.sets[name] = members }
        for (idiom, metrics) in other.bars { result.bars[idiom] = metrics }
        for designDevice in other.designDevices {
            result.designDevices.removeAll { $0.id == designDevice.id }
            result.designDevices.append(designDevice)
        }
        if other.designCanvas != DesignCanvas() { result.designCanvas = other.designCanvas }
        return result
    }

    /// The multitasking windows of a device, in catalog order.
    public func windows(of device: Device) -> [DeviceWindow] {
        guard device.idiom == .pad else { return [] }
        return windows.filter { $0.screenClass == device.portraitSize }
    }

    /// The devices a selection picks, in catalog order. Names match a device's name or alias,
    /// with `*` as a wildcard (`iPhone 15*`).
    public func select(_ selection: DeviceSelection) throws(DeviceCatalogError) -> [Device] {
        var allowed: Set<String>?
        if let set = selection.set {
            guard let members = sets[set] else { throw .unknownSet(set, known: sets.keys.sorted()) }
            allowed = Set(members)
        }
        var picked: [Device] = []
        for device in devices {
            if let idiom = selection.idiom, device.idiom != idiom { continue }
            if let target = selection.deploymentTarget, !device.runs(target) { continue }
            if let allowed, !allowed.contains(device.name) { continue }
            if !selection.names.isEmpty,
               !selection.names.contains(where: { pattern in ([device.name] + device.aliases).contains { matches($0, pattern) } }) {
                continue
            }
            picked.append(device)
        }
        for pattern in selection.names where !devices.contains(where: { ([$0.name] + $0.aliases).contains { matches($0, pattern) } }) {
            throw .unknownDevice(pattern)
        }
        return picked
    }
}

/// Which devices a run uses: names (with `*` wildcards), an idiom, a named set. Empty picks all.
public struct DeviceSelection: Sendable, Hashable {
    public var names: [String]
    public var idiom: Idiom?
    public var set: String?
    /// The app's deployment target: models whose last release is older are left out.
    public var deploymentTarget: OSVersion?

    public init(names: [String] = [], idiom: Idiom? = nil, set: String? = nil, deploymentTarget: OSVersion? = nil) {
        self.names = names
        self.idiom = idiom
        self.set = set
        self.deploymentTarget = deploymentTarget
    }
}

/// Glob matching with `*` only.
func matches(_ text: String, _ pattern: String) -> Bool {
    guard pattern.contains("*") else { return text == pattern }
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    var rest = Substring(text)
    for (index, part) in parts.enumerated() {
        if index == 0 {
            guard rest.hasPrefix(part) else { return false }
            rest = rest.dropFirst(part.count)
        } else if index == parts.count - 1 {
            return part.isEmpty || rest.hasSuffix(part)
        } else if let range = rest.range(of: part) {
            rest = rest[range.upperBound...]
        } else {
            return false
        }
    }
    return rest.isEmpty
}
