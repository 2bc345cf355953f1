import BatchUpdateChecker
import DiffAlgorithms
import Foundation
import FuzzCore
import Testing
import DiffBenchWorkloads

/// validator-libfuzzer's input: `PredictedBatch(fuzzBytes:)` picks a base
/// batch, a view and a mutation; `PredictedBatch.failure` is the check.
@Suite struct PredictedBatchTests {
    static func decode(_ bytes: [UInt8]) -> PredictedBatch? {
        bytes.withUnsafeBytes { PredictedBatch(fuzzBytes: $0) }
    }

    @Test func theDocumentedExampleDecodesAsDocumented() throws {
        let batch = try #require(Self.decode([8, 0b0000_1010, 0, 3, 0, 1, 2, 2, 0, 1]))
        let base = try #require(ValidBatch(diffing: [0, 1, 2], to: [2, 0, 1], using: HashKeyedLinearDiff(), untouched: (1, 0)))
        let expected = try #require(PredictedBatch(base: base, view: .table, mutation: .deleteAndMove))
        #expect(batch == expected)
        #expect(batch.check == "delete-and-move")
        #expect(batch.predicted == .exception(.deleteAndMove))
        #expect(batch.document.before == BatchShape([3, 1, 0]))
        #expect(batch.failure(caseIndex: 0) == nil)
    }

    @Test func decodingIsDeterministic() {
        var random = WorkloadRandom(seed: 19)
        for _ in 0..<200 {
            let bytes = (0..<random.next(below: 60)).map { _ in UInt8(random.next(below: 256)) }
            #expect(Self.decode(bytes) == Self.decode(bytes), "\(bytes)")
        }
    }

    @Test func aMutationThatDoesNotApplyChecksTheBaseBatch() throws {
        // [0, 1] → [0, 1] has no delete, so delete-and-reload has nothing to reload.
        let batch = try #require(Self.decode([7, 0, 0, 2, 0, 1, 0, 1]))
        #expect(batch.check == ValidatorCampaign.baseCheck)
        #expect(batch.predicted == .accepted)
    }

    @Test func shortInputsDecodeToTheEmptyBase() throws {
        for bytes: [UInt8] in [[], [5], [0, 1]] {
            let batch = try #require(Self.decode(bytes))
            #expect(batch.document.before.itemCounts[0] == 0 && batch.document.after.itemCounts[0] == 0)
        }
    }

    @Test func randomBytesReachEveryCheckAndViewAndTheValidatorAgrees() throws {
        var random = WorkloadRandom(seed: 2026)
        var checks: Set<String> = []
        var views: Set<ListViewKind> = []
        for _ in 0..<3_000 {
            let bytes = (0..<random.next(below: 50)).map { _ in UInt8(random.next(below: 256)) }
            let batch = try #require(Self.decode(bytes))
            checks.insert(batch.check)
            views.insert(batch.document.view)
            let failure = batch.failure(caseIndex: 0)
            #expect(failure == nil, "\(bytes): \(failure?.description ?? "") \(batch.document.json)")
        }
        #expect(checks == Set(ValidatorCheck.names))
        #expect(views == Set(ListViewKind.allCases))
    }

    @Test func aWrongPredictionIsAFailureWithTheBatch() throws {
        let base = try #require(ValidBatch(diffing: [0, 1], to: [1], using: HeckelSixPassDiff(), untouched: (0, 0)))
        var batch = try #require(PredictedBatch(base: base, view: .collection, mutation: .duplicateDelete))
        #expect(batch.failure(caseIndex: 3) == nil)
        batch.predicted = .accepted
        let failure = try #require(batch.failure(caseIndex: 3))
        #expect(failure.check == "duplicate-delete")
        #expect(failure.expected == "accepted")
        #expect(failure.got.hasPrefix("exception R-COUNT-ITEMS"))
        #expect(failure.caseIndex == 3)
        #expect(try BatchDocument(json: Data(failure.document.json.utf8)) == batch.document)
    }

    @Test func theSeedsAreTheChecksTheyAreNamedAfterAndPass() throws {
        let seeds = try clusterFuzzLiteSeeds("validator-libfuzzer")
        #expect(seeds.count >= 5)
        for seed in seeds {
            let batch = try #require(Self.decode(seed.bytes), "\(seed.name)")
            let prefix = batch.check == ValidatorCampaign.baseCheck ? "base" : batch.check
            #expect(seed.name.hasPrefix(prefix + "-"), "\(seed.name) decodes to \(batch.check)")
            #expect(batch.failure(caseIndex: 0) == nil, "\(seed.name)")
        }
    }
}
