import DiffAlgorithms
import Foundation
import FuzzCore
import DiffBenchWorkloads

/// Checks one algorithm on one abstract case.
func check(_ algorithm: any DiffAlgorithm, _ fuzzCase: FuzzCase) -> AlgorithmCheck {
    Campaign(CampaignConfiguration(seed: 0, iterations: 1)).check(fuzzCase, [algorithm])[0]
}

/// Myers' id and traits with a matching that depends on how many times it
/// has been called (`matchingOnCall(n, codes)` for the *n*-th call, from 1):
/// an algorithm that is not deterministic, for the tests of the checks that
/// run it again.
struct CallDependentMyers: DiffAlgorithm {
    final class Calls: @unchecked Sendable { var count = 0 }
    let calls = Calls()
    let matchingOnCall: @Sendable (Int, IdentityCodes) -> DiffMatching

    var id: String { MyersLinearSpaceDiff().id }
    var traits: AlgorithmTraits { MyersLinearSpaceDiff().traits }
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }
    func matching(for codes: IdentityCodes) -> DiffMatching {
        calls.count += 1
        return matchingOnCall(calls.count, codes)
    }
}

/// The corpus folder, Tests/FuzzCorpus.
let corpusFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

/// Atoms from identity numbers.
func atoms(_ ids: [Int]) -> [WorkloadAtom] { ids.map { WorkloadAtom($0) } }

/// The seed corpus of ClusterFuzzLite target `target`
/// (`.clusterfuzzlite/targets/TARGET/seeds`): file names and bytes.
func clusterFuzzLiteSeeds(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
    let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".clusterfuzzlite/targets/\(target)/seeds")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try names.map { ($0, [UInt8](try Data(contentsOf: folder.appendingPathComponent($0)))) }
}

/// What one run of the built `fuzzer` executable printed, and its status.
struct FuzzerRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs the `fuzzer` executable built next to the test bundle with
/// `arguments` (and `environment` added to this process's), to the end.
func runFuzzer(_ arguments: [String], environment: [String: String] = [:]) throws -> FuzzerRun {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("fuzzer").path) {
        guard directory.path != "/" else { throw CocoaError(.fileNoSuchFile) }
        directory.deleteLastPathComponent()
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fuzzer-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("out"), err = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    process.executableURL = directory.appendingPathComponent("fuzzer")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
        environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { given, _ in given }) { _, given in given }
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return FuzzerRun(
        status: process.terminationStatus, standardOutput: try String(contentsOf: out, encoding: .utf8),
        standardError: try String(contentsOf: err, encoding: .utf8))
}

/// A fresh, empty folder for repros; removed by the caller.
func scratchFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// The files in `folder` (none when it does not exist).
func files(in folder: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
}

/// The fixture adapter's command line in `mode`, as `--adapter` takes it.
func faultyAdapterCommand(_ mode: String) -> String {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/faulty_adapter.py").path
    return "python3 \(script) \(mode)"
}
