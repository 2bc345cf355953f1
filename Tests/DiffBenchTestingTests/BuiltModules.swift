import Foundation

//===----------------------------------------------------------------------===//
// BuiltModules: type-checking a user's test file against this build
//===----------------------------------------------------------------------===//

/// The modules this test bundle was built with, for `swiftc -typecheck` of
/// a file as a library's test would write it: the bin directory holding the
/// test bundle (`.build/<triple>/debug`), its `Modules` folder, and the C
/// modules' module maps (a Swift module that imports one needs its map to
/// load).
struct BuiltModules {
    /// The bin directory, e.g. `.build/x86_64-unknown-linux-gnu/debug`.
    let binDirectory: URL

    /// The bin directory of the running test bundle, found by walking up
    /// from the executable (or bundle) to the folder whose `Modules` holds
    /// `DiffBenchTesting.swiftmodule`; `nil` when there is none.
    static func ofThisBundle() -> BuiltModules? {
        var starts = [Bundle.main.bundleURL] + Bundle.allBundles.map(\.bundleURL)
        #if os(Linux)
        starts.insert(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(), at: 0)
        #endif
        for start in starts {
            var directory = start
            for _ in 0..<5 {
                directory = directory.deletingLastPathComponent()
                let module = directory.appendingPathComponent("Modules/DiffBenchTesting.swiftmodule")
                if FileManager.default.fileExists(atPath: module.path) { return BuiltModules(binDirectory: directory) }
            }
        }
        return nil
    }

    /// The search-path arguments of `swiftc`.
    var arguments: [String] {
        var arguments = ["-I", binDirectory.appendingPathComponent("Modules").path]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: binDirectory.path)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".build") {
            let map = binDirectory.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) {
                arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
            }
        }
        return arguments
    }

    /// Type-checks `source` as one Swift 6 file with `swiftc -typecheck`
    /// (found on `PATH`), warnings as errors; the compiler's output when it
    /// fails, `nil` when it passes.
    func typeCheck(_ source: String) throws -> String? {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("diffbench-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("PastedCounterexamples.swift")
        // SwiftPM's own module cache when there is one: the clang modules
        // (Foundation's, the C targets') are built already.
        let shared = binDirectory.appendingPathComponent("ModuleCache")
        let cache = FileManager.default.fileExists(atPath: shared.path) ? shared : directory.appendingPathComponent("cache")
        try Data(source.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
             "-module-cache-path", cache.path]
            + arguments + [file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : text
    }
}
