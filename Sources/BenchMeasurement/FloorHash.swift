import DiffAlgorithms

//===----------------------------------------------------------------------===//
// FloorHash: the work no identity-keyed diff can avoid
//===----------------------------------------------------------------------===//

/// Hashes every identity of both arrays once into a pre-sized table and
/// counts the distinct ones: the least an identity-keyed diff must do, as
/// simply and fast as it can be written. The `floor` reference row times it.
///
/// `Int` identities go into an open-addressing table of `Int` keys (Fibonacci
/// hashing, linear probing, allocated once at twice the element count);
/// other identities into a `Set` reserved to its final size.
///
/// - Complexity: O(*n* + *m*) expected time and space.
public enum FloorHash {
    /// The number of distinct identities of `source` and `target` together.
    @inline(never)
    public static func distinctIdentities<Element: Diffable>(_ source: [Element], _ target: [Element]) -> Int {
        if Element.DiffIdentity.self == Int.self {
            return distinctIntegers(source, target)
        }
        var seen = Set<Element.DiffIdentity>(minimumCapacity: source.count + target.count)
        for element in source { seen.insert(element.diffIdentity) }
        for element in target { seen.insert(element.diffIdentity) }
        return seen.count
    }

    /// `distinctIdentities` for `Int` identities.
    ///
    /// - Precondition: `Element.DiffIdentity` is `Int`.
    private static func distinctIntegers<Element: Diffable>(_ source: [Element], _ target: [Element]) -> Int {
        var size = 16
        while size < 2 * (source.count + target.count) { size <<= 1 }
        let shift = UInt64(64 - size.trailingZeroBitCount)
        let mask = size - 1
        // `Int.min` marks an empty slot; an `Int.min` key is counted aside.
        var slots = [Int](repeating: Int.min, count: size)
        var distinct = 0
        var sawMinimum = false
        slots.withUnsafeMutableBufferPointer { slots in
            func insert(_ key: Int) {
                if key == Int.min {
                    if !sawMinimum { sawMinimum = true; distinct += 1 }
                    return
                }
                var slot = Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
                while true {
                    let value = slots[slot]
                    if value == Int.min {
                        slots[slot] = key
                        distinct += 1
                        return
                    }
                    if value == key { return }
                    slot = (slot &+ 1) & mask
                }
            }
            for element in source { insert(unsafeBitCast(element.diffIdentity, to: Int.self)) }
            for element in target { insert(unsafeBitCast(element.diffIdentity, to: Int.self)) }
        }
        return distinct
    }
}
