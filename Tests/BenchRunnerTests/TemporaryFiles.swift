import Foundation

/// A folder of scratch files, removed when the value is released.
final class TemporaryFiles {
    let directory: URL
    private var counter = 0

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("benchrunner-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Writes `text` to a new file and returns its path.
    func write(_ text: String) throws -> String {
        counter += 1
        let url = directory.appendingPathComponent("file\(counter).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

/// The outcome of one run of the benchrunner executable.
struct ProcessResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// The benchrunner executable built next to the test bundle.
func benchRunnerExecutable() -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // The bundle may be a directory (`*.xctest/...`) or the test binary itself.
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("benchrunner").path),
        directory.path != "/"
    {
        directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent("benchrunner")
}

/// Runs `benchrunner arguments...` to completion and captures its output.
func runBenchRunner(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = benchRunnerExecutable()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus,
        standardOutput: String(decoding: outputData, as: UTF8.self),
        standardError: String(decoding: errorData, as: UTF8.self))
}
