import ArgumentParser
import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutSources
import TrellisBase

struct BenchImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-import",
        abstract: "Time importing storyboards and xibs: XML read from the file, every layout built.",
        discussion: """
            Per file, the median time of one import (the file parsed with libxml2, streaming, \
            and every scene, top-level view and cell made into a layout with its constraints and \
            variations), and the layouts and views made. Build with -c release.
            """
    )

    @Argument(help: "Storyboards and xibs.")
    var files: [String]

    @Option(help: ArgumentHelp("Repeat each import until this many seconds are spent (at least 5 repetitions).", valueName: "seconds"))
    var minTime: Double = 1

    @OptionGroup var catalogLocation: CatalogLocation

    func run() throws {
        let importer = LayoutLoader(catalog: try catalogLocation.catalog()).importer
        print("file\tbytes\tlayouts\tviews\timport_ms\trepetitions")
        for file in files {
            var times: [Double] = []
            var spent = 0.0
            var last: IBFileImport?
            while times.count < 5 || spent < minTime {
                let stopwatch = Stopwatch()
                last = try importer.importFile(file)
                let seconds = stopwatch.seconds
                times.append(seconds)
                spent += seconds
            }
            times.sort()
            let views = last!.layouts.map { $0.layout.viewsInTreeOrder.count }.reduce(0, +)
            let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            print("\(file)\t\(bytes)\t\(last!.layouts.count)\t\(views)\t\(String(format: "%.3f", times[times.count / 2] * 1e3))\t\(times.count)")
        }
    }
}
