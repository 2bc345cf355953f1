import DiffAlgorithms
import Testing

/// An element whose identity is not `Int`: interned through `Dictionary`,
/// the reference for the integer table.
private struct Tagged: Diffable {
    var id: Int
    var diffIdentity: String { String(id) }
    func hasSameContent(as other: Tagged) -> Bool { id == other.id }
}

@Suite struct IdentityCodesTests {
    @Test func numbersIdentitiesInOrderOfFirstAppearanceSourceFirst() throws {
        let codes = try #require(IdentityCodes(source: [30, 10, 30, 20], target: [20, 40, 10, 40, 50]))
        #expect(codes.old == [0, 1, 0, 2])
        #expect(codes.new == [2, 3, 1, 3, 4])
        #expect(codes.distinctCount == 5)
    }

    @Test func theIntegerTableGrowsWhenTheTargetBringsNewIdentities() throws {
        // 20 + 20 distinct identities: more than the table's first size holds
        // at half load (it is sized for max(n, m) = 20), so it doubles while
        // interning the target, and the duplicates after that must still
        // find their codes.
        let source = Array(0..<20)
        let target = Array(100..<120) + Array(0..<20).reversed() + Array(100..<120)
        let codes = try #require(IdentityCodes(source: source, target: target))
        #expect(codes.distinctCount == 40)
        let sourceCodes: [Int32] = Array(0..<20)
        let newCodes: [Int32] = Array(20..<40)
        let expectedNew: [Int32] = newCodes + sourceCodes.reversed() + newCodes
        #expect(codes.old == sourceCodes)
        #expect(codes.new == expectedNew)
    }

    @Test func integerIdentitiesGetTheCodesDictionaryInterningGives() throws {
        var random = SystemRandomNumberGenerator()
        for round in 0..<200 {
            let range = round % 2 == 0 ? 0..<8 : -1_000_000..<1_000_000
            let source = (0..<Int.random(in: 0...60, using: &random)).map { _ in Int.random(in: range, using: &random) }
            let target = (0..<Int.random(in: 0...60, using: &random)).map { _ in Int.random(in: range, using: &random) }
            let integers = try #require(IdentityCodes(source: source, target: target))
            let reference = try #require(
                IdentityCodes(source: source.map { Tagged(id: $0) }, target: target.map { Tagged(id: $0) }))
            #expect(integers == reference, "source \(source), target \(target)")
        }
    }
}
