import FuzzCore
import Testing
import DiffBenchWorkloads

/// Pins the per-case seed of every campaign wing: fixed-seed campaigns
/// (the mutation catalogue's verdicts, printed `--seed`/`--case` pairs,
/// corpora) depend on the exact cases, so a change to any derivation must
/// fail here. The values were computed on the commit before the wings
/// shared one derivation; each row also checks that the wing really draws
/// its case from that seed.
@Suite struct CaseSeedTests {
    /// (campaign seed, case index, algorithm and adapter case seed,
    /// sectioned case seed, validator untouched-sections seed).
    static let pinned: [(UInt64, Int, UInt64, UInt64, UInt64)] = [
        (0, 0, 0xE220_A839_7B1D_CDAF, 0x5EC7, 0xE220_A839_25DA_DDBA),
        (7, 0, 0x63CB_E1E4_5932_0DD7, 0x5EC0, 0x63CB_E1E4_07F5_1DC2),
        (7, 1999, 0x860B_822B_3799_006A, 0x732F_7F78_F69E_B93B, 0x860B_822B_695E_107F),
        (42, 7, 0xF08A_AEFC_EC73_03C2, 0x5384_5412_7B09_3A7E, 0xF08A_AEFC_B2B4_13D7),
        (.max, 123_456_789, 0xEFE0_5302_DE6E_9FA9, 0x418E_2FFB_3B10_5F81, 0xEFE0_5302_80A9_8FBC),
    ]

    @Test func algorithmAndAdapterCasesKeepTheirSeeds() {
        let generator = CaseGenerator(maxSize: 64)
        for (seed, index, caseSeed, _, _) in Self.pinned {
            #expect(CaseSeed.derive(campaign: seed, index: index, stream: .cases) == caseSeed)
            var random = WorkloadRandom(seed: caseSeed)
            #expect(generator.makeCase(seed: seed, index: index) == generator.makeCase(using: &random))
        }
    }

    @Test func sectionedCasesKeepTheirSeeds() {
        for (seed, index, _, sectionedSeed, _) in Self.pinned {
            #expect(CaseSeed.derive(campaign: seed, index: index, stream: .sectioned) == sectionedSeed)
            var random = WorkloadRandom(seed: sectionedSeed)
            #expect(SectionedCampaign.makeCase(seed: seed, index: index) == SectionedCaseGenerator.next(&random))
        }
    }

    @Test func validatorBasesKeepTheirUntouchedSections() {
        var checked = 0
        for (seed, index, _, _, untouchedSeed) in Self.pinned {
            #expect(CaseSeed.derive(campaign: seed, index: index, stream: .validatorSections) == untouchedSeed)
            guard let base = ValidatorCampaign(seed: seed, iterations: 1, maxSize: 64).base(caseIndex: index) else {
                continue
            }
            var random = WorkloadRandom(seed: untouchedSeed)
            let untouched = [random.next(below: 4), random.next(below: 4)]
            #expect(Array(base.before.itemCounts.dropFirst()) == untouched)
            checked += 1
        }
        #expect(checked >= 3)
    }
}
