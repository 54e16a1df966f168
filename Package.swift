// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Incremental Cassowary over plain numbers; knows nothing of views.
        .target(name: "ConstraintSolver"),
        // The neutral `alc/1` constraint-system files: loading, solving, digests, timing.
        .target(name: "SolverBenchmark", dependencies: ["ConstraintSolver"]),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "ConstraintSolver",
                "SolverBenchmark",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(
            name: "SolverBenchmarkTests",
            dependencies: ["SolverBenchmark", "ConstraintSolver"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
