import FuzzCore
import Testing
import DiffBenchWorkloads

@Suite("Case generator")
struct CaseGeneratorTests {
    @Test func sameSeedAndIndexGiveTheSameCase() {
        let generator = CaseGenerator(maxSize: 64)
        for index in 0..<200 {
            #expect(generator.makeCase(seed: 42, index: index) == generator.makeCase(seed: 42, index: index))
        }
    }

    @Test func differentSeedsGiveDifferentCampaigns() {
        let generator = CaseGenerator(maxSize: 64)
        let a = (0..<100).map { generator.makeCase(seed: 1, index: $0) }
        let b = (0..<100).map { generator.makeCase(seed: 2, index: $0) }
        #expect(a != b)
        #expect(Set(a).count > 50, "cases of one seed should mostly differ")
    }

    @Test(arguments: [0, 1, 5, 64])
    func sizesStayWithinMaxSize(maxSize: Int) {
        let generator = CaseGenerator(maxSize: maxSize)
        for index in 0..<500 {
            let fuzzCase = generator.makeCase(seed: 7, index: index)
            let within = fuzzCase.source.count <= maxSize && fuzzCase.target.count <= maxSize
            // From 64 on, a word-boundary case (63–131 elements) or a deep-carry
            // case (up to five words) may exceed maxSize.
            let wordBoundary = maxSize >= CaseGenerator.wordBoundaryMinimum
                && max(fuzzCase.source.count, fuzzCase.target.count) <= CaseGenerator.deepCarryMaximum
                && max(fuzzCase.source.count, fuzzCase.target.count) >= 63
            #expect(within || wordBoundary)
        }
    }

    @Test func drawsWordBoundarySizesForBitLCS() {
        let generator = CaseGenerator(maxSize: 64)
        let sizes = (0..<3000).map { generator.makeCase(seed: 3, index: $0) }.map { max($0.source.count, $0.target.count) }
        #expect(sizes.contains { $0 > 64 }, "some cases should cross into a second 64-bit word")
        #expect(sizes.contains { $0 > 128 }, "some cases should cross into a third 64-bit word")
    }

    @Test func drawsDeepCarryCasesForBitLCS() {
        let generator = CaseGenerator(maxSize: 64)
        let deep = (0..<3000).map { generator.makeCase(seed: 3, index: $0) }.filter {
            max($0.source.count, $0.target.count) > 3 * 64
        }
        #expect(!deep.isEmpty, "some cases should span three or more 64-bit words")
        // Rare identities (the sparse path), every one on both sides (none set aside).
        #expect(deep.allSatisfy { fuzzCase in
            let identities = Set(fuzzCase.source.map(\.id))
            return identities.count == fuzzCase.source.count && identities == Set(fuzzCase.target.map(\.id))
        })
    }

    @Test func drawsSubtleContentVersions() {
        let generator = CaseGenerator(maxSize: 64)
        let versions = Set((0..<2000).map { generator.makeCase(seed: 4, index: $0) }
            .filter { $0.kind == .book }.flatMap { $0.target.map(\.content) })
        // Every style of every field of a book.
        #expect(Set(16..<36).isSubset(of: versions))
    }

    @Test func coversTheShapesTheIssueAsksFor() {
        let generator = CaseGenerator(maxSize: 64)
        let cases = (0..<3000).map { generator.makeCase(seed: 99, index: $0) }
        // Every element kind.
        #expect(Set(cases.map(\.kind)) == Set(ElementKind.allCases))
        // Edge cases.
        #expect(cases.contains { $0.source.isEmpty && $0.target.isEmpty })
        #expect(cases.contains { $0.source.count == 1 && $0.target.count == 1 })
        #expect(cases.contains { $0.source.count > 2 && Set($0.source.map(\.id)).count == 1 })
        // Duplicates are common.
        let withDuplicates = cases.filter { Set($0.source.map(\.id)).count < $0.source.count }
        #expect(withDuplicates.count > cases.count / 5)
        // Content updates for the kinds that have content.
        #expect(cases.contains { $0.kind.hasContent && $0.target.contains { $0.content > 0 } })
        #expect(cases.allSatisfy { $0.kind.hasContent || ($0.source + $0.target).allSatisfy { $0.content == 0 } })
        // Sizes skewed small but reaching the maximum region.
        let sizes = cases.map(\.source.count)
        #expect(sizes.filter { $0 <= 21 }.count > cases.count / 2)
        #expect(sizes.contains { $0 >= 48 })
        // Pure permutations (moves, reversal, rotation).
        #expect(cases.contains {
            $0.source.count > 3 && $0.source != $0.target && $0.source.sorted { $0.id < $1.id } == $0.target.sorted { $0.id < $1.id }
        })
    }

    @Test func casesDoNotDependOnEachOther() {
        // Case 500 is the same whether or not 0..<500 were generated first.
        let generator = CaseGenerator(maxSize: 32)
        let direct = generator.makeCase(seed: 3, index: 500)
        _ = (0..<500).map { generator.makeCase(seed: 3, index: $0) }
        #expect(generator.makeCase(seed: 3, index: 500) == direct)
    }

    @Test func fuzzBytesRoundTrip() {
        let generator = CaseGenerator(maxSize: 40)
        for index in 0..<300 {
            var fuzzCase = generator.makeCase(seed: 11, index: index)
            // Bytes carry identities 0…63 and content 0…3.
            fuzzCase.source = fuzzCase.source.map { WorkloadAtom($0.id & 0x3F, content: $0.content & 3) }
            fuzzCase.target = fuzzCase.target.map { WorkloadAtom($0.id & 0x3F, content: $0.content & 3) }
            let decoded = fuzzCase.fuzzBytes.withUnsafeBytes { FuzzCase(fuzzBytes: $0) }
            #expect(decoded == fuzzCase.normalized())
        }
        let empty = [UInt8]().withUnsafeBytes { FuzzCase(fuzzBytes: $0) }
        #expect(empty.source.isEmpty && empty.target.isEmpty)
    }
}
