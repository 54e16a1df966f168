import ArgumentParser
import BundledDevices
import DeviceCatalog

/// Where the catalog is, as command-line options (shared by every command that reads it).
struct CatalogLocation: ParsableArguments {
    @Option(help: ArgumentHelp("A catalog of your own, laid over the built-in one (same format as Devices/; `trellis devices --export DIR` writes the built-in one out).", valueName: "dir"))
    var devices: String?

    func catalog() throws -> DeviceCatalog {
        var catalog = try BuiltInCatalog.load()
        if let devices { catalog = catalog.merged(with: try DeviceCatalog.load(from: devices)) }
        return catalog
    }
}

/// Which catalog and which of its devices, as command-line options (shared by `devices` and `run`).
struct CatalogOptions: ParsableArguments {
    @OptionGroup var location: CatalogLocation

    @Option(name: .customLong("device"), help: ArgumentHelp("Only devices with this name or alias; * is a wildcard; repeatable.", valueName: "name"))
    var deviceNames: [String] = []

    @Option(help: "Only phone or pad.")
    var family: String?

    @Option(help: ArgumentHelp("Only the devices of a named set in the catalog (Devices/sets.yaml).", valueName: "name"))
    var deviceSet: String?

    func catalog() throws -> DeviceCatalog { try location.catalog() }

    func selection() throws -> DeviceSelection {
        var idiom: Idiom?
        if let family {
            guard let parsed = Idiom(rawValue: family) else { throw ValidationError("--family must be phone or pad (got '\(family)')") }
            idiom = parsed
        }
        return DeviceSelection(names: deviceNames, idiom: idiom, set: deviceSet)
    }
}
