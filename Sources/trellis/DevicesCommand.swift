import ArgumentParser
import DeviceCatalog
import Foundation

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device catalog: sizes, scale, pixels, size classes and safe areas.",
        discussion: """
            Safe areas are top,left,bottom,right in points. A * after a name marks a device with \
            uncertain facts (see the catalog file's `uncertain` field).
            """
    )

    @OptionGroup var catalogOptions: CatalogOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        let catalog = try catalogOptions.catalog()
        let devices = try catalog.select(try catalogOptions.selection())
        if json {
            print(DeviceTable.json(devices, catalog: catalog))
        } else {
            print(DeviceTable.text(devices, catalog: catalog), terminator: "")
        }
    }
}
