@testable import FuzzCore
import Testing

/// `PropertyID.ordinal`, which `AlgorithmCheck` and the campaign counts use
/// for a property's bit and slot, is its position in `allCases`.
@Suite struct PropertyOrderTests {
    @Test func everyPropertyMarksItsOwnBitInCheckingOrder() {
        for (position, property) in PropertyID.allCases.enumerated() {
            #expect(property.ordinal == position, "\(property)")
        }
        #expect(PropertyID.allCases.sorted() == PropertyID.allCases)
        #expect(Set(PropertyID.allCases.map(\.bit)).count == PropertyID.allCases.count)
    }
}
