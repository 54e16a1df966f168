import Foundation
import PackagePlugin

/// Builds the package's `Devices/*.yaml` into the target it is applied to, as Swift source made by
/// `catalog-embedder`, so the `trellis` executable needs no catalog folder beside it. The YAML files
/// stay the single source: they are the build step's inputs, and an invalid catalog fails the build.
@main
struct EmbedDeviceCatalog: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let devices = context.package.directoryURL.appending(path: "Devices")
        let names = try FileManager.default.contentsOfDirectory(atPath: devices.path(percentEncoded: false))
            .filter { $0.hasSuffix(".yaml") }.sorted()
        let inputs = names.map { devices.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInCatalogFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the device catalog",
                executable: try context.tool(named: "catalog-embedder").url,
                arguments: [output.path(percentEncoded: false), devices.path(percentEncoded: false)],
                // The folder too: a file added to it changes the folder, and the tool lists it anew.
                inputFiles: inputs + [devices],
                outputFiles: [output]
            ),
        ]
    }
}
