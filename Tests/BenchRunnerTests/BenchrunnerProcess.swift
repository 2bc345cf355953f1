import BenchMeasurement
import BenchTestSupport
import Foundation

/// The `benchrunner` binary built next to the test bundle.
func benchrunnerPath() -> String? {
    let directory = URL(fileURLWithPath: currentExecutablePath()).deletingLastPathComponent()
    let candidate = directory.appendingPathComponent("benchrunner").path
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
}

/// The exit status and the output of one run of `benchrunner`.
struct ProcessOutput {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs benchrunner as a separate process and collects its output;
/// `standardInput`, when given, is what it reads on standard input.
func runBenchrunner(
    _ arguments: [String], environment extra: [String: String] = [:], standardInput: Data? = nil
) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try requireBenchrunner())
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in extra { environment[name] = value }
    process.environment = environment
    // stderr goes to a file, stdout to a pipe read to the end: neither can fill up.
    let errorFile = temporaryFolder().appendingPathExtension("stderr")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let errorHandle = try FileHandle(forWritingTo: errorFile)
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = errorHandle
    let input = standardInput.map { _ in Pipe() }
    if let input { process.standardInput = input }
    try process.run()
    if let input, let standardInput {
        // A writer thread: a large input must not wait for the reader of stdout.
        let handle = input.fileHandleForWriting
        Thread.detachNewThread {
            handle.write(standardInput)
            try? handle.close()
        }
    }
    let outData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try errorHandle.close()
    return ProcessOutput(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
}

/// `benchrunner` is not next to the test bundle.
struct MissingBinary: Error, CustomStringConvertible {
    var description: String { "benchrunner was not built next to the tests (run `swift build` first)" }
}

/// The path of the `benchrunner` binary, or `MissingBinary`.
func requireBenchrunner() throws -> String {
    guard let path = benchrunnerPath() else { throw MissingBinary() }
    return path
}
