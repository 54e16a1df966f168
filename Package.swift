// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "TrellisBase", targets: ["TrellisBase"]),
        .library(name: "DeviceCatalog", targets: ["DeviceCatalog"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
        .library(name: "BundledDevices", targets: ["BundledDevices"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    ],
    targets: [
        // Incremental Cassowary over plain numbers; knows nothing of views.
        .target(name: "ConstraintSolver"),
        // The vocabulary every module shares: geometry, source locations, number formatting, text
        // tables, and the closed sets (orientation, idiom, size class, direction, severity,
        // statuses, diagnostic kinds). Depends on nothing.
        .target(name: "TrellisBase"),
        // YAML files into node trees, and nodes into mappings, lists and values, with
        // file:line:column errors (1-based) in the same words for every YAML reader.
        .target(name: "YAMLReading", dependencies: ["TrellisBase", .product(name: "Yams", package: "Yams")]),
        // Devices only: models, screens, windows, bar heights, the catalog files.
        .target(name: "DeviceCatalog", dependencies: ["TrellisBase", "YAMLReading", .product(name: "Yams", package: "Yams")]),
        // Devices/*.yaml built into the code (checked at build time), so the binary needs no folder.
        .target(name: "BundledDevices", dependencies: ["DeviceCatalog"], plugins: ["EmbedDeviceCatalog"]),
        .plugin(name: "EmbedDeviceCatalog", capability: .buildTool(), dependencies: ["catalog-embedder"]),
        .executableTarget(name: "catalog-embedder", dependencies: ["DeviceCatalog"]),
        // Text in fonts: San Francisco's advances fitted on Xcode's saved frames (Tools/system-font),
        // Apple's tracking, line breaking; the size of a text at a width and line count.
        .target(name: "TextMeasurement", dependencies: ["CFreeType", "TrellisBase"]),
        // FreeType (Debian's libfreetype-dev), for font files' advances and vertical metrics.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // Views, constraints, VFL, stack views, variations, layout files; turns a layout and
        // its environment into solver constraints, solves it and checks the solution.
        .target(
            name: "LayoutModel",
            dependencies: ["ConstraintSolver", "TrellisBase", "TextMeasurement", "YAMLReading", .product(name: "Yams", package: "Yams")]
        ),
        // libxml2 (Debian's libxml2-dev), for its SAX2 push parser.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // Storyboards and xibs: read with libxml2's SAX2 push parser (no DTD, no entities, no network).
        .target(name: "InterfaceBuilder", dependencies: ["CLibXML2", "TrellisBase", "TextMeasurement", "LayoutModel", "DeviceCatalog", "ConstraintSolver"]),
        // Finding layout files (folders, patterns, excludes) and loading them, YAML and Interface
        // Builder alike, through one `LayoutLoader`: layouts, failures and notes for every command.
        .target(name: "LayoutSources", dependencies: ["TrellisBase", "DeviceCatalog", "TextMeasurement", "LayoutModel", "InterfaceBuilder"]),
        // Expands layouts × devices × orientations into cases, solves them in parallel per solver
        // group, and performs a whole run (storing through `RunStorage`, tally, finishing).
        .target(name: "MatrixRun", dependencies: ["TrellisBase", "DeviceCatalog", "LayoutModel"]),
        // The results database: schema in migrations, a record type per table, the writer (a
        // `RunStorage`), snapshots and queries (GRDB over libsqlite3).
        .target(
            name: "ResultStore",
            dependencies: [
                "TrellisBase", "MatrixRun", "LayoutModel", "DeviceCatalog", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Run-to-run diffs and their renderings.
        .target(name: "Reports", dependencies: ["TrellisBase", "ResultStore", "DeviceCatalog"]),
        // A repository's settings: trellis.yml, the app's Info.plist, and the command line over them.
        .target(
            name: "ProjectSettings",
            dependencies: ["TrellisBase", "YAMLReading", "DeviceCatalog", "LayoutSources", .product(name: "Yams", package: "Yams")]
        ),
        // The neutral `alc/1` constraint-system files: loading, solving, digests, timing.
        .target(name: "SolverBenchmark", dependencies: ["TrellisBase", "ConstraintSolver"]),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisBase",
                "InterfaceBuilder",
                "ConstraintSolver",
                "SolverBenchmark",
                "DeviceCatalog",
                "BundledDevices",
                "LayoutModel",
                "TextMeasurement",
                "LayoutSources",
                "MatrixRun",
                "ResultStore",
                "Reports",
                "ProjectSettings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What tests share: the repository and ../shared, temporary folders, running a program.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TrellisBaseTests", dependencies: ["TrellisBase"]),
        .testTarget(name: "YAMLReadingTests", dependencies: ["YAMLReading", "TrellisBase", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement", "TrellisBase"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "InterfaceBuilderTests", dependencies: ["TestSupport", "InterfaceBuilder", "LayoutSources", "DeviceCatalog", "LayoutModel", "TextMeasurement", "TrellisBase"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "LayoutSourcesTests", dependencies: ["LayoutSources", "LayoutModel", "TestSupport", "TrellisBase"]),
        .testTarget(name: "ProjectSettingsTests", dependencies: ["TestSupport", "ProjectSettings", "DeviceCatalog", "TrellisBase"]),
        .testTarget(name: "DeviceCatalogTests", dependencies: ["TestSupport", "DeviceCatalog", "BundledDevices", "TrellisBase"]),
        .testTarget(
            name: "LayoutModelTests",
            dependencies: ["TestSupport", "LayoutModel", "DeviceCatalog", "ConstraintSolver", "TextMeasurement", "TrellisBase"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "ResultStoreTests", dependencies: ["TestSupport", "ResultStore", "MatrixRun", "LayoutModel", "DeviceCatalog", "TrellisBase", .product(name: "GRDB", package: "GRDB.swift")],
                    exclude: ["Fixtures"]),
        .testTarget(name: "ReportsTests", dependencies: ["TestSupport", "Reports", "ResultStore", "MatrixRun", "LayoutModel", "DeviceCatalog", "TrellisBase"]),
        // Runs the built `trellis` as a user would: exit statuses, output, files written.
        .testTarget(name: "TrellisTests", dependencies: ["TestSupport", "trellis", .product(name: "Yams", package: "Yams")], exclude: ["Schemas"]),
        .testTarget(name: "MatrixRunTests", dependencies: ["TestSupport", "MatrixRun", "LayoutSources", "DeviceCatalog", "LayoutModel", "InterfaceBuilder", "TextMeasurement", "TrellisBase"]),
        .testTarget(
            name: "SolverBenchmarkTests",
            dependencies: ["SolverBenchmark", "ConstraintSolver"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
