import ArgumentParser
import BundledDevices
import DeviceCatalog
import Foundation

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device catalog: sizes, scale, pixels, size classes and safe areas.",
        discussion: """
            Safe areas are top,left,bottom,right in points. A * after a name marks a device with \
            uncertain facts (see the catalog file's `uncertain` field). The catalog is built into \
            trellis; --devices DIR lays a catalog of your own over it, and --export DIR writes the \
            built-in one out as YAML to start one from.
            """
    )

    @OptionGroup var catalogOptions: CatalogOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Option(help: ArgumentHelp("Write the built-in catalog's YAML files into this folder (made if missing) instead of listing.", valueName: "dir"))
    var export: String?

    func run() throws {
        if let export {
            let written = try BuiltInCatalog.export(to: export)
            print("Wrote \(written.count) catalog files to \(export); pass --devices \(export) to use your edits.")
            return
        }
        let settings = try Project.settings(catalogOptions.commandLine())
        let catalog = try catalogOptions.location.catalog(settings)
        let devices = try catalog.select(CatalogOptions.selection(settings))
        if json {
            print(DeviceTable.json(devices, catalog: catalog))
        } else {
            print(DeviceTable.text(devices, catalog: catalog), terminator: "")
        }
    }
}
