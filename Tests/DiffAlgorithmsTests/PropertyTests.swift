import DiffAlgorithms
import PropertyBased
import Testing

/// Random inputs, with and without duplicate identities: every changeset
/// applies, and the LCS family is minimal (cross-checked against dp-lcs).
@Suite struct PropertyTests {
    /// Arrays over a small alphabet: duplicates are common.
    static let withDuplicates = Gen.int(in: 0...5).array(of: 0...14)
    /// Shuffled prefixes of distinct values: no duplicates.
    static let distinct = Gen.int(in: 0...1_000).array(of: 0...40).map { Array(Set($0)) }

    @Test func everyChangesetAppliesWithDuplicates() async {
        await propertyCheck(count: 300, input: Self.withDuplicates, Self.withDuplicates) { source, target in
            for algorithm in algorithms(accepting: source.count, target.count) {
                let changes = try algorithm.diff(from: source, to: target)
                #expect(throws: Never.self, "\(algorithm.id)") { try changes.checkRebuilds(source: source, target: target) }
            }
        }
    }

    @Test func everyChangesetAppliesWithoutDuplicates() async {
        await propertyCheck(count: 200, input: Self.distinct, Self.distinct) { source, target in
            for algorithm in algorithms(accepting: source.count, target.count) {
                let changes = try algorithm.diff(from: source, to: target)
                #expect(throws: Never.self, "\(algorithm.id)") { try changes.checkRebuilds(source: source, target: target) }
            }
        }
    }

    @Test func theLCSFamilyIsMinimal() async {
        await propertyCheck(count: 300, input: Self.withDuplicates, Self.withDuplicates) { source, target in
            let reference = editSize(try DynamicProgrammingLCS().diff(from: source, to: target))
            #expect(reference == source.count + target.count - 2 * lcsLength(source, target))
            for algorithm in algorithms(accepting: source.count, target.count) {
                let size = editSize(try algorithm.diff(from: source, to: target))
                if (algorithm.traits.minimality == .minimal) {
                    #expect(size == reference, "\(algorithm.id)")
                } else {
                    #expect(size >= reference, "\(algorithm.id)")
                }
            }
        }
    }

    @Test func booksWithContentUpdatesApply() async {
        let rows = zip(Gen.int(in: 0...8), Gen.int(in: 0...2)).array(of: 0...12)
        await propertyCheck(count: 200, input: rows, rows) { old, new in
            let source = old.map { book($0.0, $0.1 == 0 ? "v2" : "") }
            let target = new.map { book($0.0, $0.1 == 1 ? "v2" : "") }
            for algorithm in algorithms(accepting: source.count, target.count) {
                let changes = try algorithm.diff(from: source, to: target)
                #expect(throws: Never.self, "\(algorithm.id)") { try changes.checkRebuilds(source: source, target: target) }
            }
        }
    }
}
