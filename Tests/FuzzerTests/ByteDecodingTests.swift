import DiffAlgorithms
import FuzzCore
import Testing
import DiffBenchWorkloads

@Suite("libFuzzer byte decoding")
struct ByteDecodingTests {
    @Test func anyBytesDecodeToACheckableCase() {
        var random = WorkloadRandom(seed: 2026)
        let campaign = Campaign(CampaignConfiguration(seed: 0, iterations: 1, maxSize: 64))
        for _ in 0..<200 {
            let bytes = (0..<random.next(below: 40)).map { _ in UInt8(random.next(below: 256)) }
            let fuzzCase = bytes.withUnsafeBytes { FuzzCase(fuzzBytes: $0) }
            #expect(fuzzCase.source.count + fuzzCase.target.count == max(0, bytes.count - 2))
            #expect((fuzzCase.source + fuzzCase.target).allSatisfy { (0..<64).contains($0.id) && (0..<4).contains($0.content) })
            let results = campaign.check(fuzzCase, [HashKeyedLinearDiff(), MyersLinearSpaceDiff()])
            #expect(results.allSatisfy { $0.failure == nil })
        }
    }
}
