// swift-tools-version:6.1
import PackageDescription

// A third-party diff library, TrimDiff, that tests itself with DiffBench.
let package = Package(
    name: "TrimDiff",
    products: [
        .library(name: "TrimDiff", targets: ["TrimDiff"]),
    ],
    traits: [
        // A deliberate bug, to show what a DiffBench failure looks like:
        // `swift test --traits PlantedBug`.
        .trait(name: "PlantedBug"),
    ],
    dependencies: [
        // In a real library: .package(url: "https://github.com/diffbench/DiffBench.git", branch: "main").
        .package(name: "DiffBench", path: "../.."),
    ],
    targets: [
        .target(
            name: "TrimDiff",
            swiftSettings: [.define("TRIMDIFF_PLANTED_BUG", .when(traits: ["PlantedBug"]))]
        ),
        // The same diff behind DiffBench's adapter protocol, for `fuzzer adapter` and `benchrunner --adapter`.
        .executableTarget(
            name: "trim-diff-adapter",
            dependencies: ["TrimDiff", .product(name: "DiffBenchAdapter", package: "DiffBench")]
        ),
        .testTarget(
            name: "TrimDiffTests",
            dependencies: ["TrimDiff", .product(name: "DiffBenchTesting", package: "DiffBench")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
