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
        // Callgrind's client requests (start/stop instrumentation, toggle
        // collection) as static inline C functions, for instruction counts.
        .target(name: "CCallgrind"),
        // Plumbing shared by the command-line tools: one-line errors, exit
        // codes, strict JSON decoding, the `--algorithms` list.
        .target(
            name: "CLISupport",
            dependencies: [
                "DiffAlgorithms",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark's results: schema, statistics, comparison, history,
        // SVG charts and tables. No measurement, no argument parsing.
        .target(
            name: "BenchCore",
            dependencies: ["DiffAlgorithms", "TextFormatting", "CLISupport"]
        ),
        // Measuring cells: one child process per cell with a timeout and a
        // memory limit, jemalloc's allocation counts, the run controller.
        .target(
            name: "BenchMeasurement",
            dependencies: ["BenchCore", "DiffAlgorithms", "TextFormatting", "Workloads", "CJemalloc", "CCallgrind"]
        ),
        // The `benchrunner` command: argument parsing and wiring, one file
        // per subcommand under Commands/.
        .executableTarget(
            name: "BenchRunner",
            dependencies: [
                "BenchCore",
                "BenchMeasurement",
                "CLISupport",
                "DiffAlgorithms",
                "TextFormatting",
                "Workloads",
                "BatchUpdateChecker",
                "CJemalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/BenchRunner"
        ),
        // Test only, never shipped: measures cells of algorithms that crash,
        // hang or exhaust memory on purpose, for the isolation tests.
        .executableTarget(
            name: "MisbehavingCells",
            dependencies: ["BenchMeasurement", "BenchCore", "DiffAlgorithms", "CJemalloc"],
            path: "Tests/MisbehavingCells"
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
                "CLISupport",
                "BatchUpdateChecker",
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
            dependencies: ["Fuzzer", "FuzzCore", "DiffAlgorithms", "Workloads", "CLISupport", "BatchUpdateChecker"]
        ),
        .testTarget(
            name: "DiffAlgorithmsTests",
            dependencies: [
                "DiffAlgorithms",
                "Workloads",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The results library, tested through its public API.
        .testTarget(
            name: "BenchCoreTests",
            dependencies: ["BenchCore", "BenchTestSupport", "CLISupport", "DiffAlgorithms", "TextFormatting"]
        ),
        // Child-process isolation, with the test-only misbehaving cells.
        .testTarget(
            name: "BenchMeasurementTests",
            dependencies: ["BenchMeasurement", "BenchCore", "BenchTestSupport", "MisbehavingCells", "DiffAlgorithms", "Workloads"]
        ),
        // The benchrunner commands, mostly run as a separate process.
        .testTarget(
            name: "BenchRunnerTests",
            dependencies: [
                "BenchRunner", "BenchCore", "BenchMeasurement", "BenchTestSupport", "CLISupport", "BatchUpdateChecker", "Workloads",
                "DiffAlgorithms",
            ]
        ),
        // Results fixtures and process helpers shared by the benchmark tests.
        .target(
            name: "BenchTestSupport",
            dependencies: ["BenchCore"],
            path: "Tests/BenchTestSupport"
        ),
        .testTarget(
            name: "CLISupportTests",
            dependencies: ["CLISupport", "DiffAlgorithms"]
        ),
        // Look-alikes of DifferenceKit, LiveCollections and HeckelDiff's
        // top-level names (not available offline), for ImportCoexistenceTests.
        .target(
            name: "LookAlikeDiffLibraries",
            path: "Tests/LookAlikeDiffLibraries"
        ),
        .testTarget(
            name: "ImportCoexistenceTests",
            dependencies: ["DiffAlgorithms", "LookAlikeDiffLibraries"]
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
