@testable import AdapterHost
import Foundation
import Testing
import DiffBenchWorkloads

/// The path of a built example adapter: in `$ADAPTER_TEST_PRODUCTS` when
/// set (to time a release build), else next to the test bundle.
func builtProduct(_ name: String) throws -> String {
    let override = ProcessInfo.processInfo.environment["ADAPTER_TEST_PRODUCTS"].map { [URL(fileURLWithPath: $0)] }
    let candidates = (override ?? []) + [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        Bundle.main.bundleURL,
        Bundle.main.bundleURL.deletingLastPathComponent(),
        packageRoot.appendingPathComponent(".build/debug"),
    ]
    for directory in candidates {
        let path = directory.appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    throw TestSetupError("\(name) is not built next to the tests (tried \(candidates.map(\.path)))")
}

struct TestSetupError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The package's root directory.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The Python example adapter's path.
let pythonExample = packageRoot.appendingPathComponent("Examples/python-difflib/adapter.py").path

/// The broken fixture adapter in `mode`, run through python3.
func brokenAdapter(_ mode: String) throws -> AdapterCommand {
    let script = packageRoot.appendingPathComponent("Tests/AdapterHostTests/Fixtures/broken_adapter.py").path
    return try AdapterCommand(executable: "python3", arguments: [script, mode])
}

/// Where adapters' standard error goes during tests.
let quietLog: FileHandle = FileHandle(forWritingAtPath: "/dev/null") ?? .standardError

/// Seeded arrays of small integers: duplicates, moves, inserts and deletes.
func randomIntPair(seed: UInt64, maxCount: Int = 64) -> (source: [Int], target: [Int]) {
    var random = WorkloadRandom(seed: seed)
    func array() -> [Int] {
        let count = random.next(below: maxCount + 1)
        return (0..<count).map { _ in random.next(below: 24) }
    }
    return (array(), array())
}

/// A few books, some sharing ids with changed titles.
func books(_ ids: [Int], retitled: Set<Int> = []) -> [AdapterBook] {
    ids.map { id in
        AdapterBook(
            id: id, title: retitled.contains(id) ? "Title \(id), revised" : "Title \(id)",
            author: "Author \(id % 3)", isbn: "978-\(id)", published: 1_600_000_000 + Double(id) * 86_400)
    }
}

/// Expects the answer's changeset to rebuild `target` from `source`.
func expectRebuilds<Element: Equatable>(
    _ answer: AdapterAnswer, _ source: [Element], _ target: [Element],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        let rebuilt = try answer.changeset.rebuild(source: source, target: target)
        #expect(rebuilt == target, "\(answer.changeset)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("does not apply: \(error); \(answer.changeset)", sourceLocation: sourceLocation)
    }
}
