import Foundation
import TrellisBase
import YAMLReading
import Yams

extension DeviceCatalog {
    /// Loads every `*.yaml` file in `directory` (in name order). Each file may hold `devices`,
    /// `windows` and `sets`; the format is described in `Devices/README.md`. The whole catalog is
    /// checked before anything uses it.
    public static func load(from directory: String) throws(DeviceCatalogError) -> DeviceCatalog {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }.sorted()
        } catch {
            throw .unreadable(path: directory, reason: (error as NSError).localizedDescription)
        }
        guard !names.isEmpty else { throw .empty(path: directory) }
        var files: [CatalogFile] = []
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            do { files.append(CatalogFile(path: path, text: try YAMLDocument.text(ofFile: path))) } catch {
                throw DeviceCatalogError(error, file: path)
            }
        }
        return try load(files: files, origin: directory)
    }

    /// A catalog from files already read (the catalog built into the executable is one), in the order
    /// given; `origin` names the catalog in a message that has no file of its own.
    public static func load(files: [CatalogFile], origin: String) throws(DeviceCatalogError) -> DeviceCatalog {
        guard !files.isEmpty else { throw .empty(path: origin) }
        var catalog = DeviceCatalog()
        var declared: [String: SourceLocation] = [:]
        for source in files {
            let file = try load(yaml: source.text, file: source.path)
            for device in file.devices {
                for key in [device.name] + device.aliases {
                    if let first = declared[key] { throw .duplicateName(key, first: first, second: device.location!) }
                    declared[key] = device.location!
                }
            }
            catalog.devices += file.devices
            catalog.windows += file.windows
            for (set, members) in file.sets {
                catalog.sets[set] = members
                catalog.setMemberLocations[set] = file.setMemberLocations[set]
            }
            for (idiom, metrics) in file.bars { catalog.bars[idiom] = metrics }
            for designDevice in file.designDevices {
                if let first = catalog.designDevices.first(where: { $0.id == designDevice.id }) {
                    throw .duplicateName(designDevice.id, first: first.location!, second: designDevice.location!)
                }
                catalog.designDevices.append(designDevice)
            }
            if file.designCanvas != DesignCanvas() { catalog.designCanvas = file.designCanvas }
        }
        // Phones first, then pads; oldest first; ties as the files list them.
        func key(_ entry: (offset: Int, element: Device)) -> (Int, Int, Int) {
            (entry.element.idiom == .phone ? 0 : 1, entry.element.year, entry.offset)
        }
        catalog.devices = catalog.devices.enumerated().sorted { key($0) < key($1) }.map(\.element)
        if let (set, index) = firstUnknownSetMember(in: catalog) {
            let member = catalog.sets[set]![index]
            let locations = catalog.setMemberLocations[set] ?? []
            let place = index < locations.count ? locations[index] : SourceLocation(file: origin, line: 1, column: 1)
            throw .invalid(place, field: "sets.\(set)", "\(member.quotedForMessage) is not a device in the catalog")
        }
        for designDevice in catalog.designDevices where catalog.device(named: designDevice.deviceName) == nil {
            throw .invalid(designDevice.location!, field: "\(designDevice.id).device",
                           "\(designDevice.deviceName.quotedForMessage) is not a device in the catalog")
        }
        return catalog
    }

    /// The first member of a set (sets in name order) that names no device.
    private static func firstUnknownSetMember(in catalog: DeviceCatalog) -> (set: String, index: Int)? {
        for set in catalog.sets.keys.sorted() {
            if let index = catalog.sets[set]!.firstIndex(where: { catalog.device(named: $0) == nil }) { return (set, index) }
        }
        return nil
    }

    /// One catalog file's contents; `file` names it in messages.
    public static func load(yaml: String, file: String) throws(DeviceCatalogError) -> DeviceCatalog {
        let composed: Node?
        do {
            composed = try YAMLDocument.compose(yaml, file: file)
        } catch {
            throw DeviceCatalogError(error, file: file)
        }
        guard let node = composed else { return DeviceCatalog() }
        var reader = CatalogFileReader(file: file)
        return try reader.read(node)
    }
}

/// One catalog file's text and the path that names it in messages.
public struct CatalogFile: Sendable, Hashable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

extension DeviceCatalogError {
    init(_ problem: YAMLDocument.Problem, file: String) {
        switch problem {
        case let .unreadable(reason): self = .unreadable(path: file, reason: reason)
        case let .invalid(location, message): self = .badYAML(location, message)
        }
    }
}
