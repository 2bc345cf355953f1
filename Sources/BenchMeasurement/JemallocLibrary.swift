import BenchCore
import Foundation

//===----------------------------------------------------------------------===//
// JemallocLibrary: the shared library preloaded into jemalloc cells
//===----------------------------------------------------------------------===//

/// Finds `libjemalloc.so.2` (Debian's `libjemalloc2`, installed with
/// `libjemalloc-dev` by `scripts/setup.sh`), which benchrunner preloads
/// (`LD_PRELOAD`) into every cell of a `--allocator jemalloc` run: jemalloc
/// then serves every `malloc` of the cell's process, Swift runtime included,
/// and its statistics give exact allocation counts.
package enum JemallocLibrary {
    /// The environment variable that names the library explicitly.
    package static let overrideVariable = "DIFFBENCH_JEMALLOC"

    /// Where distributions put it.
    static let directories = [
        "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib",
        "/opt/homebrew/lib",
    ]

    /// The library's path: `$DIFFBENCH_JEMALLOC` when set, else the first
    /// `libjemalloc.so.2` of `directories`; `nil` when there is none.
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment[overrideVariable], !path.isEmpty {
            return FileManager.default.isReadableFile(atPath: path) ? path : nil
        }
        return directories.map { "\($0)/libjemalloc.so.2" }.first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// The one-line error when jemalloc was asked for and is missing.
    package static let missingMessage =
        "--allocator jemalloc needs libjemalloc.so.2, which was not found: install it (Debian/Ubuntu: apt-get install libjemalloc2, or scripts/setup.sh), name it with \(overrideVariable)=PATH, or give --allocator system"

    /// The environment a child needs to run under `allocator`: `LD_PRELOAD`
    /// with `library` prepended for jemalloc, nothing for the system malloc.
    package static func childEnvironment(
        _ allocator: CellAllocator, library: String?, inherited: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String: String] {
        guard allocator == .jemalloc, let library else { return [:] }
        let existing = inherited["LD_PRELOAD"].map { $0.isEmpty ? "" : " " + $0 } ?? ""
        return ["LD_PRELOAD": library + existing]
    }
}

/// A run that cannot choose its allocator.
package enum AllocatorError: Error, CustomStringConvertible {
    case jemallocMissing

    package var description: String { JemallocLibrary.missingMessage }
}
