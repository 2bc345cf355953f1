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
/// `Int` identities (`Int`, `Book`) use an open-addressing table of keys and
/// offsets (Fibonacci hashing, linear probing, allocated once at twice the
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
    /// - Precondition: `Element.DiffIdentity` is `Int`.
    private static func changedPairsOfIntegerIdentities<Element: Diffable>(_ source: [Element], _ target: [Element]) -> Int {
        var size = 16
        while size < 2 * source.count { size <<= 1 }
        let shift = UInt64(64 - size.trailingZeroBitCount)
        let mask = size - 1
        // A slot's offset is -1 while it is empty.
        var keys = [Int](repeating: 0, count: size)
        var offsets = [Int](repeating: -1, count: size)
        var changed = 0
        // Elements read through buffer pointers: no copy, no retain of a
        // `Book`'s strings per comparison.
        source.withUnsafeBufferPointer { source in
            target.withUnsafeBufferPointer { target in
                keys.withUnsafeMutableBufferPointer { keys in
                    offsets.withUnsafeMutableBufferPointer { offsets in
                        func home(_ key: Int) -> Int {
                            Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
                        }
                        for offset in 0..<source.count {
                            let key = unsafeBitCast(source[offset].diffIdentity, to: Int.self)
                            var slot = home(key)
                            while offsets[slot] >= 0 && keys[slot] != key { slot = (slot &+ 1) & mask }
                            if offsets[slot] < 0 {
                                keys[slot] = key
                                offsets[slot] = offset
                            }
                        }
                        for offset in 0..<target.count {
                            let key = unsafeBitCast(target[offset].diffIdentity, to: Int.self)
                            var slot = home(key)
                            while offsets[slot] >= 0 {
                                if keys[slot] == key {
                                    if !source[offsets[slot]].hasSameContent(as: target[offset]) { changed += 1 }
                                    break
                                }
                                slot = (slot &+ 1) & mask
                            }
                        }
                    }
                }
            }
        }
        return changed
    }
}
