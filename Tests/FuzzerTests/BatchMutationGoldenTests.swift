import BatchUpdateChecker
import FuzzCore
import Testing

/// Pins every batch the validator campaign builds for seed 7's first 300
/// cases — each mutation on each view: its document, predicted outcome and
/// predicted message — as one FNV-1a digest, so that restructuring the
/// mutations cannot change a byte of what the campaign checks. The digest
/// was computed before the mutations and their messages were described
/// together, and again when the case generator gained deep-carry cases
/// (which changed the base diffs of the cases they replaced).
@Suite struct BatchMutationGoldenTests {
    @Test func theCampaignsBatchesAreAsPinned() {
        let campaign = ValidatorCampaign(seed: 7, iterations: 300, maxSize: 64)
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        var batches = 0
        for index in 0..<300 {
            guard let base = campaign.base(caseIndex: index) else { continue }
            for mutation in [nil] + BatchMutation.allCases.map(Optional.some) {
                for view in ListViewKind.allCases {
                    guard let batch = PredictedBatch(base: base, view: view, mutation: mutation) else { continue }
                    let line = "\(index) \(batch.check) \(batch.document.json) \(batch.predicted) \(batch.message ?? "-")\n"
                    for byte in line.utf8 { digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
                    batches += 1
                }
            }
        }
        #expect(batches == 21_112)
        #expect(digest == 11_115_503_201_894_773_219)
    }
}
