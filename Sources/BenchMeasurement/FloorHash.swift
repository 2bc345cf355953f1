import DiffAlgorithms

//===----------------------------------------------------------------------===//
// FloorHash: the work no identity-keyed diff can avoid
//===----------------------------------------------------------------------===//

/// Hashes every identity of both arrays once into a pre-sized table and
/// counts the distinct ones: the least an identity-keyed diff must do, as
/// simply and fast as it can be written. The `floor` reference row times it.
///
/// `Int` identities go into an open-addressing table of element positions
/// (Fibonacci hashing, linear probing, allocated once at twice the element
/// count);
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
    /// The table holds positions, not keys: slot values are a position in
    /// `source` followed by `target`, + 1 (0: empty), and a probe reads the
    /// identity from the element itself, so four bytes a slot keep the table
    /// small.
    ///
    /// - Precondition: `Element.DiffIdentity` is `Int`; `source.count +
    ///   target.count` < 2³².
    private static func distinctIntegers<Element: Diffable>(_ source: [Element], _ target: [Element]) -> Int {
        let table = FloorTableShape(forCount: source.count + target.count)
        let shift = table.shift
        let mask = table.mask
        var slots = [UInt32](repeating: 0, count: table.size)
        var distinct = 0
        source.withUnsafeBufferPointer { source in
            target.withUnsafeBufferPointer { target in
                slots.withUnsafeMutableBufferPointer { slots in
                    // The identity read in place: copying a `Book` out would
                    // retain and release its strings.
                    func identity(_ position: Int) -> Int {
                        position < source.count
                            ? unsafeBitCast(source[position].diffIdentity, to: Int.self)
                            : unsafeBitCast(target[position &- source.count].diffIdentity, to: Int.self)
                    }
                    func insert(_ key: Int, at position: Int) {
                        var slot = FloorTableShape.home(key, shift: shift)
                        while true {
                            let value = slots[slot]
                            if value == 0 {
                                slots[slot] = UInt32(truncatingIfNeeded: position &+ 1)
                                distinct += 1
                                return
                            }
                            if identity(Int(value) &- 1) == key { return }
                            slot = (slot &+ 1) & mask
                        }
                    }
                    for offset in 0..<source.count {
                        insert(unsafeBitCast(source[offset].diffIdentity, to: Int.self), at: offset)
                    }
                    for offset in 0..<target.count {
                        insert(unsafeBitCast(target[offset].diffIdentity, to: Int.self), at: source.count &+ offset)
                    }
                }
            }
        }
        return distinct
    }
}
