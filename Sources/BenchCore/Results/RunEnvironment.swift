import Foundation

//===----------------------------------------------------------------------===//
// RunEnvironment: the machine, toolchain and commit a run was made on
//===----------------------------------------------------------------------===//

/// Where a run was made. Two runs compare fairly only when `cpu`, `swift`
/// and `buildConfiguration` match.
package struct RunEnvironment: Codable, Hashable, Sendable {
    /// CPU model name from `/proc/cpuinfo`.
    package var cpu: String
    /// Logical processors available.
    package var cores: Int
    /// Physical memory, bytes.
    package var memoryBytes: Int
    /// Operating system, e.g. `"Ubuntu 24.04.3 LTS"`.
    package var os: String
    /// Kernel release, e.g. `"6.8.0-…"`.
    package var kernel: String
    /// `swift --version`'s first line, e.g. `"Swift version 6.3.1 (swift-6.3.1-RELEASE)"`.
    package var swift: String
    /// Short commit hash of the working tree, or `"unknown"`.
    package var commit: String
    /// Whether the working tree had uncommitted changes.
    package var dirty: Bool
    /// `"release"` or `"debug"`.
    package var buildConfiguration: String
    /// jemalloc's version, or `nil` when allocations could not be counted.
    package var jemalloc: String?
    /// `valgrind --version`, e.g. `"valgrind-3.19.0"`, when the run counted
    /// instructions; `nil` otherwise.
    package var valgrind: String?

    package static var buildConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// Reads the environment of this machine and the current directory's git checkout.
    package static func capture(jemalloc: String?) -> RunEnvironment {
        let info = ProcessInfo.processInfo
        let commit = shell(["git", "rev-parse", "--short=7", "HEAD"])?.trimmed ?? "unknown"
        let status = shell(["git", "status", "--porcelain", "--untracked-files=no"])
        return RunEnvironment(
            cpu: cpuModel() ?? "unknown",
            cores: info.activeProcessorCount,
            memoryBytes: Int(info.physicalMemory),
            os: osName() ?? info.operatingSystemVersionString,
            kernel: kernelRelease() ?? "unknown",
            swift: shell(["swift", "--version"])?.split(separator: "\n").first.map(String.init)?.trimmed
                ?? "unknown",
            commit: commit.isEmpty ? "unknown" : commit,
            dirty: !(status?.trimmed.isEmpty ?? true),
            buildConfiguration: buildConfiguration,
            jemalloc: jemalloc)
    }

    private static func cpuModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") { return String(line[line.index(after: colon)...]).trimmed }
        }
        return nil
    }

    private static func osName() -> String? {
        guard let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
            return String(line.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return nil
    }

    private static func kernelRelease() -> String? {
        (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8))?.trimmed
    }

    /// Runs a command found on `PATH`; its stdout, or `nil` if it failed.
    package static func shell(_ command: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Creates a value from every stored property.
    package init(cpu: String, cores: Int, memoryBytes: Int, os: String, kernel: String, swift: String, commit: String, dirty: Bool, buildConfiguration: String, jemalloc: String? = nil, valgrind: String? = nil) {
        self.cpu = cpu
        self.cores = cores
        self.memoryBytes = memoryBytes
        self.os = os
        self.kernel = kernel
        self.swift = swift
        self.commit = commit
        self.dirty = dirty
        self.buildConfiguration = buildConfiguration
        self.jemalloc = jemalloc
        self.valgrind = valgrind
    }
}

extension StringProtocol {
    package var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
