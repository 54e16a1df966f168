// swift-tools-version: 6.0
// In-process fuzz targets for Trellis's readers (libFuzzer, through `swiftc -sanitize=fuzzer`).
// A package of its own so that the main build and `swift test` never compile them: build and run
// them with `Fuzz/run.sh` (see README.md), which compiles every module, Trellis's and Yams's,
// with coverage instrumentation (`-Xswiftc -sanitize=fuzzer`, `-Xcc -fsanitize=fuzzer-no-link`).
import PackageDescription

let package = Package(
    name: "TrellisFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Trellis", path: "..")],
    targets: [
        // The libFuzzer driver and the rule every refusal must keep.
        .target(name: "FuzzSupport"),
        // Layout files: YAML, the view tree, equations, VFL, variations; each input that loads is
        // also solved at 390×844 and printed as `trellis solve` prints it.
        .executableTarget(
            name: "FuzzLayoutFile",
            dependencies: [
                "FuzzSupport", .product(name: "TrellisBase", package: "Trellis"), .product(name: "LayoutModel", package: "Trellis"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // Interface Builder files: the XML reader (libxml2), the importer (scenes, cells, xib views,
        // constraints, variations), and each layout solved on its design device and on a phone.
        .executableTarget(
            name: "FuzzInterfaceBuilder",
            dependencies: [
                "FuzzSupport", .product(name: "TrellisBase", package: "Trellis"), .product(name: "LayoutModel", package: "Trellis"),
                .product(name: "InterfaceBuilder", package: "Trellis"), .product(name: "DeviceCatalog", package: "Trellis"),
                .product(name: "BundledDevices", package: "Trellis"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // Device catalog files: devices, windows, sets, bars.
        .executableTarget(
            name: "FuzzCatalog",
            dependencies: [
                "FuzzSupport", .product(name: "TrellisBase", package: "Trellis"), .product(name: "DeviceCatalog", package: "Trellis"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
