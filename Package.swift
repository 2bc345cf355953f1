// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "DiffBench",
    products: [
        .library(name: "DiffAlgorithms", targets: ["DiffAlgorithms"]),
        .library(name: "BatchUpdateChecker", targets: ["BatchUpdateChecker"]),
        .executable(name: "benchrunner", targets: ["BenchRunner"]),
        .executable(name: "fuzzer", targets: ["Fuzzer"]),
        // The libFuzzer entry point; build it with scripts/fuzz-libfuzzer.sh.
        .executable(name: "diff-libfuzzer", targets: ["DiffLibFuzzer"]),
        // The adapter side of the external-library protocol (docs/adapters.md).
        .library(name: "DiffBenchAdapter", targets: ["DiffBenchAdapter"]),
        .executable(name: "stdlib-adapter", targets: ["stdlib-adapter"]),
        .executable(name: "hash-linear-adapter", targets: ["hash-linear-adapter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // The algorithms, the changeset model and the applier. No CLI dependencies.
        .target(
            name: "DiffAlgorithms",
            path: "Sources/Algorithms"
        ),
        // Text helpers shared by the commands: JSON string literals, digit grouping.
        .target(name: "TextFormatting"),
        // Seeded generators and benchmark workloads, shared by benchrunner and fuzzer.
        .target(
            name: "Workloads",
            dependencies: ["DiffAlgorithms"]
        ),
        // UIKit's batch-update validation, hazards, display oracle and staging.
        .target(
            name: "BatchUpdateChecker",
            dependencies: ["DiffAlgorithms", "TextFormatting"]
        ),
        // jemalloc, for exact allocation counts; linked by benchrunner alone
        // (it replaces malloc for the whole process).
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        .executableTarget(
            name: "BenchRunner",
            dependencies: [
                "DiffAlgorithms",
                "TextFormatting",
                "Workloads",
                "BatchUpdateChecker",
                "CJemalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/BenchRunner"
        ),
        // Fuzz-case generators, properties, shrinker and repros, shared by the
        // fuzzer and the libFuzzer entry point.
        .target(
            name: "FuzzCore",
            dependencies: ["DiffAlgorithms", "Workloads", "BatchUpdateChecker"]
        ),
        .executableTarget(
            name: "Fuzzer",
            dependencies: [
                "FuzzCore",
                "TextFormatting",
                "DiffAlgorithms",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // One file, no top-level code: with `--sanitize fuzzer` SwiftPM
        // compiles it as a library and libFuzzer supplies `main`; a plain build
        // links an empty `main` (the binary does nothing).
        .executableTarget(
            name: "DiffLibFuzzer",
            dependencies: ["FuzzCore", "DiffAlgorithms"]
        ),
        // The adapter side of the external-library protocol: Foundation only,
        // so that any Swift diff library can depend on it.
        .target(name: "DiffBenchAdapter"),
        // The harness side: launches adapters, speaks the protocol, classifies
        // faults and converts the three changeset formats.
        .target(
            name: "AdapterHost",
            dependencies: ["DiffAlgorithms", "TextFormatting"]
        ),
        // Example adapters (docs/adapters.md).
        .executableTarget(
            name: "stdlib-adapter",
            dependencies: ["DiffBenchAdapter"],
            path: "Examples/stdlib-adapter"
        ),
        .executableTarget(
            name: "hash-linear-adapter",
            dependencies: ["DiffBenchAdapter", "DiffAlgorithms"],
            path: "Examples/hash-linear-adapter"
        ),
        .testTarget(
            name: "AdapterHostTests",
            dependencies: ["AdapterHost", "DiffAlgorithms", "Workloads", "stdlib-adapter", "hash-linear-adapter"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "DiffBenchAdapterTests",
            dependencies: ["DiffBenchAdapter"]
        ),
        .testTarget(
            name: "FuzzerTests",
            dependencies: ["Fuzzer", "FuzzCore", "DiffAlgorithms", "Workloads"]
        ),
        .testTarget(
            name: "DiffAlgorithmsTests",
            dependencies: [
                "DiffAlgorithms",
                "Workloads",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "BenchRunnerTests",
            dependencies: ["BenchRunner", "BatchUpdateChecker", "Workloads", "DiffAlgorithms"]
        ),
        .testTarget(
            name: "TextFormattingTests",
            dependencies: ["TextFormatting"]
        ),
        .testTarget(
            name: "WorkloadsTests",
            dependencies: ["Workloads", "DiffAlgorithms"]
        ),
        .testTarget(
            name: "BatchUpdateCheckerTests",
            dependencies: [
                "BatchUpdateChecker",
                "DiffAlgorithms",
                "Workloads",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
