//===----------------------------------------------------------------------===//
// FloorTableShape: the open-addressing table of the reference rows
//===----------------------------------------------------------------------===//

/// The shape of the table `FloorScan` probes for both floor rows: a power of
/// two of slots, at least 16 and at least twice the elements that go in, and
/// each key's home slot by Fibonacci hashing (the top bits of the key times
/// 2⁶⁴/φ); a probe walks on linearly, wrapping with `mask`.
///
/// - Complexity: O(log *count*) to size, O(1) per `home`.
struct FloorTableShape {
    /// The number of slots.
    let size: Int
    /// `size − 1`: a slot index wraps with `& mask`.
    let mask: Int
    /// 64 − log₂ `size`: the hash's top bits are the home slot.
    let shift: UInt64

    /// The shape for `count` elements.
    ///
    /// - Precondition: `count >= 0`.
    @inline(__always)
    init(forCount count: Int) {
        var size = 16
        while size < 2 * count { size <<= 1 }
        self.size = size
        mask = size - 1
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    /// The slot where the probe for `key` starts in a table of this
    /// `shift`. (Static, so a hot loop keeps `shift` in a local.)
    @inline(__always)
    static func home(_ key: Int, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
