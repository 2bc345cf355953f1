import DiffAlgorithms

//===----------------------------------------------------------------------===//
// FloorScan: the one table scan both floor rows time
//===----------------------------------------------------------------------===//

/// The work of the `floor` and `floor-content` rows, written once: every
/// source identity hashed once into a pre-sized table of first offsets,
/// every target identity hashed once and looked up in it, and each pair of
/// equal identity found handed to `Rule` (`IgnoringContent` reads nothing,
/// `ComparingContent` compares the two elements' content). The two rows
/// share the table, its layout, its one allocation and every probe; only
/// the rule differs.
///
/// `Int` identities (`Int`, `WorkloadBook`) go into an open-addressing table of
/// source positions (`FloorTableShape`: Fibonacci hashing, linear probing,
/// allocated once at twice the source's count, four bytes a slot); other
/// identities into a `Dictionary` reserved to the source's count.
///
/// - Complexity: O(*n* + *m*) expected time, O(*n*) space, plus one `Rule`
///   call per target element whose identity is in the source.
package enum FloorScan {
    /// The pairs of equal identity of `source` and `target`, each target
    /// element paired with the first source element of its identity.
    @inline(never)
    package static func pairs<Element: Diffable, Rule: FloorContentRule>(
        _ source: [Element], _ target: [Element], _ rule: Rule.Type
    ) -> FloorPairs {
        if Element.DiffIdentity.self == Int.self {
            return pairsOfIntegerIdentities(source, target, rule)
        }
        var firstOffset = [Element.DiffIdentity: Int](minimumCapacity: source.count)
        // Backwards, so that the first offset of a repeated identity stays.
        for offset in source.indices.reversed() { firstOffset[source[offset].diffIdentity] = offset }
        var pairs = FloorPairs(matched: 0, changed: 0)
        source.withUnsafeBufferPointer { source in
            target.withUnsafeBufferPointer { target in
                for offset in 0..<target.count {
                    guard let partner = firstOffset[target[offset].diffIdentity] else { continue }
                    pairs.matched &+= 1
                    if Rule.changed(source, partner, target, offset) { pairs.changed &+= 1 }
                }
            }
        }
        return pairs
    }

    /// `pairs` for `Int` identities.
    ///
    /// The table holds positions, not keys: slot values are a source offset
    /// + 1 (0: empty), and a probe reads the identity from the source element
    /// itself. Four bytes a slot keep the table small enough to stay in the
    /// cache while both arrays stream past it, and the source element a hit
    /// reads is the one whose content `ComparingContent` compares next.
    ///
    /// - Precondition: `Element.DiffIdentity` is `Int`; `source.count` < 2³².
    private static func pairsOfIntegerIdentities<Element: Diffable, Rule: FloorContentRule>(
        _ source: [Element], _ target: [Element], _ rule: Rule.Type
    ) -> FloorPairs {
        let table = FloorTableShape(forCount: source.count)
        let shift = table.shift
        let mask = table.mask
        var slots = [UInt32](repeating: 0, count: table.size)
        var matched = 0
        var changed = 0
        // Elements read through buffer pointers: no copy, no retain of a
        // `WorkloadBook`'s strings per probe or comparison.
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
                            let partner = Int(slots[slot]) &- 1
                            if identity(partner) == key {
                                matched &+= 1
                                if Rule.changed(source, partner, target, offset) { changed &+= 1 }
                                break
                            }
                            slot = (slot &+ 1) & mask
                        }
                    }
                }
            }
        }
        return FloorPairs(matched: matched, changed: changed)
    }
}
