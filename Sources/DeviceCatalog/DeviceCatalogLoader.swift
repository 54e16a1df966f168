import Foundation
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
        var catalog = DeviceCatalog()
        var declared: [String: SourceLocation] = [:]
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            let text: String
            do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
                throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
            }
            let file = try load(yaml: text, file: path)
            for device in file.devices {
                for key in [device.name] + device.aliases {
                    if let first = declared[key] { throw .duplicateName(key, first: first, second: device.location!) }
                    declared[key] = device.location!
                }
            }
            catalog.devices += file.devices
            catalog.windows += file.windows
            for (set, members) in file.sets { catalog.sets[set] = members }
            for (idiom, metrics) in file.bars { catalog.bars[idiom] = metrics }
        }
        // Phones first, then pads; oldest first; ties as the files list them.
        func key(_ entry: (offset: Int, element: Device)) -> (Int, Int, Int) {
            (entry.element.idiom == .phone ? 0 : 1, entry.element.year, entry.offset)
        }
        catalog.devices = catalog.devices.enumerated().sorted { key($0) < key($1) }.map(\.element)
        for (set, members) in catalog.sets.sorted(by: { $0.key < $1.key }) {
            for member in members where catalog.device(named: member) == nil {
                throw .invalid(SourceLocation(file: directory, line: 1, column: 1), field: "sets.\(set)",
                               "\(member.quotedForMessage) is not a device in the catalog")
            }
        }
        return catalog
    }

    /// One catalog file's contents; `file` names it in messages.
    public static func load(yaml: String, file: String) throws(DeviceCatalogError) -> DeviceCatalog {
        let node: Node
        do {
            guard let composed = try Yams.compose(yaml: yaml) else { return DeviceCatalog() }
            node = composed
        } catch let error as YamlError {
            switch error {
            case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
                throw .badYAML(SourceLocation(file: file, line: mark.line, column: mark.column), problem)
            default:
                throw .badYAML(SourceLocation(file: file, line: 1, column: 1), "\(error)")
            }
        } catch {
            throw .badYAML(SourceLocation(file: file, line: 1, column: 1), "\(error)")
        }
        var reader = CatalogFileReader(file: file)
        return try reader.read(node)
    }
}
