@testable import AdapterHost
import DiffAlgorithms
import Foundation
import Testing

/// A full exchange with each example adapter: the handshake it declares,
/// and changesets that rebuild the target.
@Suite struct ExampleAdapterTests {
    @Test func standardLibraryAdapterSpeaksDifference() throws {
        let adapter = try AdapterConnection(
            command: AdapterCommand(executable: builtProduct("stdlib-adapter")), log: quietLog)
        #expect(adapter.handshake == AdapterHandshake(
            name: "swift-stdlib", version: "swift-6", elements: [.int, .string, .book], format: .difference))

        let moved = try adapter.diff(source: [1, 2, 3, 4], target: [4, 1, 2, 3, 5], repeatCount: 3)
        #expect(moved.nanoseconds.count == 3)
        guard case .difference(let changeset) = moved.changeset else {
            Issue.record("not a difference: \(moved.changeset)")
            return
        }
        // inferringMoves pairs the removal of 4 with its insertion.
        #expect(changeset.moved.map { [$0.source, $0.target] } == [[3, 0]])
        #expect(changeset.inserted == [4] && changeset.deleted.isEmpty)
        expectRebuilds(moved, [1, 2, 3, 4], [4, 1, 2, 3, 5])

        for seed in 0..<20 as Range<UInt64> {
            let (source, target) = randomIntPair(seed: seed)
            expectRebuilds(try adapter.diff(source: source, target: target), source, target)
        }
        let words = (["a", "b", "c", "d"], ["d", "x", "a", "c"])
        expectRebuilds(try adapter.diff(source: words.0, target: words.1), words.0, words.1)
        let shelf = (books([1, 2, 3]), books([3, 2, 4], retitled: [2]))
        expectRebuilds(try adapter.diff(source: shelf.0, target: shelf.1), shelf.0, shelf.1)
        #expect(adapter.launches == 1)
    }

    @Test func hashLinearAdapterSpeaksBatch() throws {
        let adapter = try AdapterConnection(
            command: AdapterCommand(executable: builtProduct("hash-linear-adapter")), log: quietLog)
        #expect(adapter.handshake == AdapterHandshake(
            name: "hash-linear-adapter", version: "DiffBench", elements: [.int, .string, .book],
            format: .batch, updates: true))

        let shelf = (books([1, 2, 3, 4]), books([4, 1, 2, 5], retitled: [2]))
        let answer = try adapter.diff(source: shelf.0, target: shelf.1, repeatCount: 4)
        #expect(answer.nanoseconds.count == 4 && answer.nanoseconds.allSatisfy { $0 > 0 })
        guard case .batch(let changeset) = answer.changeset else {
            Issue.record("not a batch: \(answer.changeset)")
            return
        }
        #expect(changeset.deleted == [2] && changeset.inserted == [3])
        #expect(changeset.updated.map { [$0.source, $0.target] } == [[1, 2]])
        expectRebuilds(answer, shelf.0, shelf.1)

        // The same changeset the built-in algorithm computes.
        guard let builtIn = AlgorithmRegistry.algorithm(id: "hash-linear") else {
            Issue.record("no built-in hash-linear")
            return
        }
        for seed in 0..<20 as Range<UInt64> {
            let (source, target) = randomIntPair(seed: seed)
            let answer = try adapter.diff(source: source, target: target)
            expectRebuilds(answer, source, target)
            #expect(answer.changeset == .batch(try builtIn.diff(from: source, to: target)))
        }
    }

    @Test(arguments: [AdapterFormat.batch, .stages])
    func pythonDifflibAdapter(format: AdapterFormat) throws {
        let command = try AdapterCommand(
            executable: "python3", arguments: [pythonExample] + (format == .stages ? ["--format", "stages"] : []))
        let adapter = try AdapterConnection(command: command, log: quietLog)
        #expect(adapter.handshake.name == "python-difflib")
        #expect(adapter.handshake.format == format && adapter.handshake.updates && !adapter.handshake.minimal)
        #expect(adapter.handshake.elements == [.int, .string, .book])

        let shelf = (books([1, 2, 3, 4]), books([1, 2, 5, 4], retitled: [2, 4]))
        let answer = try adapter.diff(source: shelf.0, target: shelf.1, repeatCount: 2)
        #expect(answer.nanoseconds.count == 2)
        expectRebuilds(answer, shelf.0, shelf.1)
        let updated = answer.changeset.batches.flatMap(\.updated).map(\.source)
        #expect(updated.sorted() == [1, 3])
        if format == .stages {
            #expect(answer.changeset.batches.count == 2)
        }
        for seed in 100..<120 as Range<UInt64> {
            let (source, target) = randomIntPair(seed: seed)
            expectRebuilds(try adapter.diff(source: source, target: target), source, target)
        }
    }
}
