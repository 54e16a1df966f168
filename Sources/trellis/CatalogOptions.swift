import ArgumentParser
import BundledDevices
import DeviceCatalog
import ProjectSettings
import TrellisBase

/// Where the catalog is, as command-line options (shared by every command that reads it).
struct CatalogLocation: ParsableArguments {
    @Option(help: ArgumentHelp("A catalog of your own, laid over the built-in one (same format as Devices/; `trellis devices --export DIR` writes the built-in one out).", valueName: "dir"))
    var devices: String?

    /// The built-in catalog with the team's own over it (`--devices`, else trellis.yml's `catalog`).
    func catalog(_ settings: ProjectSettings? = nil) throws -> DeviceCatalog {
        try Self.catalog(under: try settings?.catalog.value ?? Project.settings(commandLine(.init())).catalog.value)
    }

    /// The built-in catalog with the one in `folder`, if any, over it.
    static func catalog(under folder: String?) throws -> DeviceCatalog {
        var catalog = try BuiltInCatalog.load()
        if let folder { catalog = catalog.merged(with: try DeviceCatalog.load(from: folder)) }
        return catalog
    }

    func commandLine(_ commandLine: ProjectSettings.CommandLine) -> ProjectSettings.CommandLine {
        var result = commandLine
        result.catalog = devices
        return result
    }
}

/// Which catalog and which of its devices, as command-line options (shared by `devices` and `run`).
struct CatalogOptions: ParsableArguments {
    @OptionGroup var location: CatalogLocation

    @Option(name: .customLong("device"), help: ArgumentHelp("Only devices with this name or alias; * is a wildcard; repeatable.", valueName: "name"))
    var deviceNames: [String] = []

    @Option(help: "Only phone or pad.")
    var family: Idiom?

    @Option(help: ArgumentHelp("Only the devices of a named set in the catalog (Devices/sets.yaml).", valueName: "name"))
    var deviceSet: String?

    @Option(help: ArgumentHelp("The app's deployment target (17, 17.4): models that cannot run it are left out.", valueName: "version"))
    var deploymentTarget: OSVersion?

    /// These options over `commandLine`.
    func commandLine(_ commandLine: ProjectSettings.CommandLine = .init()) -> ProjectSettings.CommandLine {
        var result = location.commandLine(commandLine)
        result.devices = deviceNames
        result.family = family
        result.deviceSet = deviceSet
        result.deploymentTarget = deploymentTarget
        return result
    }

    /// What the settings' deployment target leaves out of the devices they pick, said in a
    /// note; nil when it leaves out none.
    static func deploymentNote(_ settings: ProjectSettings, catalog: DeviceCatalog) throws -> String? {
        guard let target = settings.deploymentTarget.value else { return nil }
        var everyModel = selection(settings)
        everyModel.deploymentTarget = nil
        let left = try catalog.select(everyModel).filter { !$0.runs(target) }.map(\.name)
        guard !left.isEmpty else { return nil }
        return "left out \(left.count) model\(left.count == 1 ? "" : "s") that cannot run iOS \(target) "
            + "(deploymentTarget, from \(settings.deploymentTarget.source)): \(left.joined(separator: ", "))"
    }

    /// The devices the settings pick.
    static func selection(_ settings: ProjectSettings) -> DeviceSelection {
        DeviceSelection(names: settings.devices.value, idiom: settings.family.value, set: settings.deviceSet.value,
                        deploymentTarget: settings.deploymentTarget.value)
    }
}
