// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "DiffBench",
    products: [
        .library(name: "DiffAlgorithms", targets: ["DiffAlgorithms"]),
        .library(name: "BatchUpdateChecker", targets: ["BatchUpdateChecker"]),
        // Seeded workloads (Int, Book, sectioned) and scenarios, to time other
        // libraries on DiffBench's data; the module is `DiffBenchWorkloads`.
        .library(name: "DiffBenchWorkloads", targets: ["DiffBenchWorkloads"]),
        .executable(name: "benchrunner", targets: ["BenchRunner"]),
        .executable(name: "fuzzer", targets: ["Fuzzer"]),
        // The libFuzzer entry point; build it with scripts/fuzz-libfuzzer.sh.
        .executable(name: "diff-libfuzzer", targets: ["DiffLibFuzzer"]),
        .executable(name: "json-inputs-libfuzzer", targets: ["JSONInputsLibFuzzer"]),
        .executable(name: "adapter-protocol-libfuzzer", targets: ["AdapterProtocolLibFuzzer"]),
        .executable(name: "validator-libfuzzer", targets: ["ValidatorLibFuzzer"]),
        .executable(name: "sectioned-libfuzzer", targets: ["SectionedLibFuzzer"]),
        // The adapter side of the external-library protocol (docs/adapters.md).
        .library(name: "DiffBenchAdapter", targets: ["DiffBenchAdapter"]),
        .executable(name: "stdlib-adapter", targets: ["stdlib-adapter"]),
        .executable(name: "hash-linear-adapter", targets: ["hash-linear-adapter"]),
        // DiffBench's property checks inside another library's own tests.
        .library(name: "DiffBenchTesting", targets: ["DiffBenchTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // `swift package generate-documentation` (scripts/check-docc.sh); a
        // command plugin only, linked into no product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The algorithms, the changeset model and the applier. No CLI dependencies.
        .target(
            name: "DiffAlgorithms",
            dependencies: ["DiffBenchText"],
            path: "Sources/Algorithms"
        ),
        // Text helpers (no Foundation): JSON string literals, digit grouping,
        // durations and byte counts; DiffAlgorithms spells its refusals with
        // them (an `internal import`), benchrunner and the fuzzer everything.
        .target(name: "DiffBenchText"),
        // Seeded generators and benchmark workloads, shared by benchrunner and fuzzer.
        .target(
            name: "DiffBenchWorkloads",
            dependencies: ["DiffAlgorithms"]
        ),
        // UIKit's batch-update validation, hazards, display oracle and staging.
        .target(
            name: "BatchUpdateChecker",
            dependencies: ["DiffAlgorithms", "DiffBenchText", "JSONDepthGuard"]
        ),
        // jemalloc's statistics looked up at run time (cells get jemalloc by
        // LD_PRELOAD, or the C library's malloc with --allocator system), and
        // prctl for child cells.
        .target(name: "CProcessSupport"),
        // Starting adapters that die with the harness (fork/exec with
        // PR_SET_PDEATHSIG), and the watchdog that ends their process groups.
        .target(name: "CAdapterProcess"),
        // Callgrind's client requests (start/stop instrumentation, toggle
        // collection) as static inline C functions, for instruction counts.
        .target(name: "CCallgrind"),
        // The JSON arrays `benchrunner diff` reads, decoded into elements and
        // diffed; the fuzzer's `json-input` property goes the same way. No
        // argument parsing, so the fuzzer's core can use it.
        .target(
            name: "JSONDiffInput",
            dependencies: ["DiffAlgorithms", "InputValidation", "JSONDepthGuard"]
        ),
        // Bad input the user gave, as one-line errors: `InputError`, strict
        // decoding of user files (`StrictJSON`, `JSONSyntax`) and the reasons
        // of file errors. Foundation only (no argument parsing), so that the
        // libraries below the command-line tools can report through it.
        .target(
            name: "InputValidation",
            dependencies: ["JSONDepthGuard"]
        ),
        // Plumbing shared by the command-line tools: the `main` that turns
        // errors into one line and an exit code, numeric options, the
        // `--algorithms` list; it re-exports InputValidation.
        .target(
            name: "CLISupport",
            dependencies: [
                "DiffAlgorithms",
                "InputValidation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark's results: schema, statistics, comparison, history,
        // SVG charts and tables. No measurement, no argument parsing.
        .target(
            name: "BenchCore",
            dependencies: ["DiffAlgorithms", "DiffBenchText", "InputValidation", "JSONDepthGuard"]
        ),
        // Measuring cells: one child process per cell with a timeout and a
        // memory limit, jemalloc's allocation counts, the run controller.
        .target(
            name: "BenchMeasurement",
            dependencies: [
                "BenchCore", "DiffAlgorithms", "DiffBenchText", "InputValidation", "DiffBenchWorkloads", "CProcessSupport", "AdapterHost",
                "CCallgrind", "DiffBenchWire",
            ]
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
                "DiffBenchText",
                "DiffBenchWorkloads",
                "BatchUpdateChecker",
                "CProcessSupport",
                "AdapterHost",
                "JSONDiffInput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/BenchRunner"
        ),
        // Test only, never shipped: measures cells of algorithms that crash,
        // hang or exhaust memory on purpose, for the isolation tests.
        .executableTarget(
            name: "MisbehavingCells",
            dependencies: ["BenchMeasurement", "BenchCore", "DiffAlgorithms", "CProcessSupport"],
            path: "Tests/MisbehavingCells"
        ),
        // Fuzz-case generators, properties, shrinker and repros, shared by the
        // fuzzer and the libFuzzer entry point.
        .target(
            name: "FuzzCore",
            dependencies: ["DiffAlgorithms", "DiffBenchWorkloads", "BatchUpdateChecker", "AdapterProtocol", "JSONDiffInput", "JSONDepthGuard"]
        ),
        // The fuzzer's engine as a test library: a DiffAlgorithm or an
        // in-process adapter differ, checked from Swift Testing or XCTest.
        .target(
            name: "DiffBenchTesting",
            dependencies: ["FuzzCore", "DiffAlgorithms", "DiffBenchAdapter", "AdapterProtocol", "DiffBenchWorkloads", "BatchUpdateChecker"]
        ),
        .executableTarget(
            name: "Fuzzer",
            dependencies: [
                "FuzzCore",
                "DiffBenchText",
                "DiffAlgorithms",
                "CLISupport",
                "BatchUpdateChecker",
                "AdapterHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // One file, no top-level code: with `--sanitize fuzzer` SwiftPM
        // compiles it as a library and libFuzzer supplies `main`; a plain build
        // links an empty `main` (the binary does nothing).
        .executableTarget(
            name: "DiffLibFuzzer",
            dependencies: ["FuzzCore", "DiffAlgorithms", "FuzzTargetSupport"]
        ),
        // The JSON decoders behind benchrunner diff, validate, compare and
        // fuzzer replay, fed any bytes (built like DiffLibFuzzer).
        .executableTarget(
            name: "JSONInputsLibFuzzer",
            dependencies: ["JSONDiffInput", "BatchUpdateChecker", "BenchCore", "FuzzCore", "FuzzTargetSupport"]
        ),
        // Any line an adapter could print, through the handshake and
        // response checks (built like DiffLibFuzzer).
        .executableTarget(
            name: "AdapterProtocolLibFuzzer",
            dependencies: ["AdapterProtocol", "FuzzTargetSupport"]
        ),
        // Rule-targeted mutations of valid batches against the validator's
        // verdict and the display oracle (built like DiffLibFuzzer).
        .executableTarget(
            name: "ValidatorLibFuzzer",
            dependencies: ["FuzzCore", "FuzzTargetSupport"]
        ),
        // Sectioned diffs of every algorithm, their staging and the strict
        // applier (built like DiffLibFuzzer).
        .executableTarget(
            name: "SectionedLibFuzzer",
            dependencies: ["FuzzCore", "DiffAlgorithms", "FuzzTargetSupport"]
        ),
        // JSONDecoder.decodeCheckingNesting: Foundation's decoder traps on
        // some over-deep input, so every decoder of user files checks first.
        .target(name: "JSONDepthGuard"),
        // The sanitizer defaults every libFuzzer target links
        // (`__asan_default_options`, `__lsan_default_suppressions`).
        .target(name: "FuzzTargetSupport"),
        // The adapter protocol's vocabulary, shared by both sides: the protocol
        // version, element kinds, formats, the handshake, the book record, and
        // the monotonic clock samples and deadlines are read from. Foundation
        // only, and part of the DiffBenchAdapter product.
        .target(name: "DiffBenchWire"),
        // The adapter side of the external-library protocol: Foundation only,
        // so that any Swift diff library can depend on it. Re-exports
        // DiffBenchWire.
        .target(
            name: "DiffBenchAdapter",
            dependencies: ["DiffBenchWire"]
        ),
        // The harness's side of the adapter protocol, without processes: the
        // messages, response validation, fault classification and the three
        // changeset formats an adapter reports. Swift and Foundation only, so
        // DiffBenchTesting can check an in-process differ with it. Re-exports
        // DiffBenchWire.
        .target(
            name: "AdapterProtocol",
            dependencies: ["DiffAlgorithms", "DiffBenchText", "DiffBenchWire", "DiffBenchWorkloads", "JSONDepthGuard"]
        ),
        // The process side: parses adapter commands, launches adapters that die
        // with the harness, runs the watchdog and the connection. Re-exports
        // AdapterProtocol.
        .target(
            name: "AdapterHost",
            dependencies: ["AdapterProtocol", "DiffAlgorithms", "DiffBenchText", "DiffBenchWire", "CAdapterProcess"]
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
            dependencies: ["AdapterHost", "AdapterProtocol", "DiffAlgorithms", "DiffBenchWorkloads", "stdlib-adapter", "hash-linear-adapter"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "DiffBenchAdapterTests",
            dependencies: ["DiffBenchAdapter"]
        ),
        .testTarget(
            name: "FuzzerTests",
            dependencies: [
                "Fuzzer", "FuzzCore", "DiffAlgorithms", "DiffBenchWorkloads", "CLISupport", "BatchUpdateChecker", "AdapterHost",
                "hash-linear-adapter", "JSONDepthGuard", "JSONDiffInput", "BenchCore",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "DiffAlgorithmsTests",
            dependencies: ["DiffAlgorithms", "DiffTestSupport", "DiffBenchWorkloads"]
        ),
        // Fixtures shared by the algorithm and checker tests: books, seeded
        // random arrays and sectioned cases, colliding keys, the LCS length,
        // the algorithms that accept a size, edit sizes. Not the fuzzer's
        // engine: these tests hold the library to its promises on their own.
        .target(
            name: "DiffTestSupport",
            dependencies: ["DiffAlgorithms", "DiffBenchWorkloads"],
            path: "Tests/DiffTestSupport"
        ),
        // The results library, tested through its public API.
        .testTarget(
            name: "BenchCoreTests",
            dependencies: ["BenchCore", "BenchTestSupport", "InputValidation", "DiffAlgorithms", "DiffBenchText"]
        ),
        // Child-process isolation, with the test-only misbehaving cells.
        .testTarget(
            name: "BenchMeasurementTests",
            dependencies: [
                "BenchMeasurement", "BenchCore", "BenchTestSupport", "MisbehavingCells", "DiffAlgorithms", "InputValidation", "DiffBenchWorkloads",
            ]
        ),
        // The benchrunner commands, mostly run as a separate process.
        .testTarget(
            name: "BenchRunnerTests",
            dependencies: [
                "BenchRunner", "BenchCore", "BenchMeasurement", "BenchTestSupport", "CLISupport", "BatchUpdateChecker", "DiffBenchWorkloads",
                "DiffAlgorithms", "AdapterHost",
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
        .testTarget(
            name: "InputValidationTests",
            dependencies: ["InputValidation"]
        ),
        // Look-alikes of DifferenceKit, LiveCollections and HeckelDiff's
        // top-level names (not available offline), for ImportCoexistenceTests.
        .target(
            name: "LookAlikeDiffLibraries",
            path: "Tests/LookAlikeDiffLibraries"
        ),
        // SwiftUI-like names and an app's own short type names, for
        // ImportCoexistenceTests.
        .target(
            name: "LookAlikeAppFrameworks",
            path: "Tests/LookAlikeAppFrameworks"
        ),
        .testTarget(
            name: "ImportCoexistenceTests",
            dependencies: [
                "DiffAlgorithms", "BatchUpdateChecker", "DiffBenchAdapter", "DiffBenchTesting", "DiffBenchWorkloads",
                "LookAlikeDiffLibraries", "LookAlikeAppFrameworks",
            ]
        ),
        .testTarget(
            name: "DiffBenchTestingTests",
            dependencies: ["DiffBenchTesting", "FuzzCore", "DiffBenchWorkloads"]
        ),
        .testTarget(
            name: "DiffBenchTextTests",
            dependencies: ["DiffBenchText"]
        ),
        .testTarget(
            name: "WorkloadsTests",
            dependencies: ["DiffBenchWorkloads", "DiffAlgorithms"]
        ),
        .testTarget(
            name: "BatchUpdateCheckerTests",
            dependencies: ["BatchUpdateChecker", "DiffAlgorithms", "DiffTestSupport", "DiffBenchWorkloads"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
