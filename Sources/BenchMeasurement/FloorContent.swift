import DiffAlgorithms

//===----------------------------------------------------------------------===//
// FloorContent: the floor, plus the content comparison an update costs
//===----------------------------------------------------------------------===//

/// `FloorHash`'s work plus what every diff that reports updates must add:
/// each identity of both arrays hashed once (the source's into a pre-sized
/// table of their first offsets, the target's looked up in it) and the
/// content of each target element compared once with the source element of
/// the same identity. The `floor-content` reference row times it.
///
/// `Int` identities (`Int`, `Book`) use an open-addressing table of source
/// positions (Fibonacci hashing, linear probing, allocated once at twice the
/// source's count); other identities a `Dictionary` reserved to its size.
///
/// - Complexity: O(*n* + *m*) expected time, O(*n*) space.
public enum FloorContent {
    /// The number of target elements whose identity is in `source` with
    /// other content (compared with the first source element of that
    /// identity).
    @inline(never)
    public static func changedPairs<Element: Diffable>(_ source: [Element], _ target: [Element]) -> Int {
        if Element.DiffIdentity.self == Int.self {
            return changedPairsOfIntegerIdentities(source, target)
        }
        var firstOffset = [Element.DiffIdentity: Int](minimumCapacity: source.count)
        // Backwards, so that the first offset of a repeated identity stays.
        for offset in source.indices.reversed() { firstOffset[source[offset].diffIdentity] = offset }
        var changed = 0
        for element in target {
            if let offset = firstOffset[element.diffIdentity], !source[offset].hasSameContent(as: element) {
                changed += 1
            }
        }
        return changed
    }

    /// `changedPairs` for `Int` identities.
    ///
    /// The table holds positions, not keys: slot values are a source offset
    /// + 1 (0: empty), and a probe reads the identity from the source element
    /// itself. Four bytes a slot keep the table small enough to stay in the
    /// cache while both arrays stream past it, and the source element a hit
    /// reads is the one whose content it compares next.
    ///
    /// - Precondition: `Element.DiffIdentity` is `Int`; `source.count` < 2³².
    private static func changedPairsOfIntegerIdentities<Element: Diffable>(_ source: [Element], _ target: [Element]) -> Int {
        let table = FloorTableShape(forCount: source.count)
        let shift = table.shift
        let mask = table.mask
        var slots = [UInt32](repeating: 0, count: table.size)
        var changed = 0
        // Elements read through buffer pointers: no copy, no retain of a
        // `Book`'s strings per comparison.
        source.withUnsafeBufferPointer { source in
            target.withUnsafeBufferPointer { target in
                slots.withUnsafeMutableBufferPointer { slots in
                    func identity(_ offset: Int) -> Int { unsafeBitCast(source[offset].diffIdentity, to: Int.self) }
                    for offset in 0..<source.count {
                        let key = identity(offset)
                        var slot = FloorTableShape.home(key, shift: shift)
                        // A repeated identity keeps its first offset.
                        while slots[slot] != 0 && identity(Int(slots[slot]) &- 1) != key { slot = (slot &+ 1) & mask }
                        if slots[slot] == 0 { slots[slot] = UInt32(truncatingIfNeeded: offset &+ 1) }
                    }
                    for offset in 0..<target.count {
                        let key = unsafeBitCast(target[offset].diffIdentity, to: Int.self)
                        var slot = FloorTableShape.home(key, shift: shift)
                        while slots[slot] != 0 {
                            let candidate = Int(slots[slot]) &- 1
                            if identity(candidate) == key {
                                if !source[candidate].hasSameContent(as: target[offset]) { changed += 1 }
                                break
                            }
                            slot = (slot &+ 1) & mask
                        }
                    }
                }
            }
        }
        return changed
    }
}
