//===----------------------------------------------------------------------===//
// A set of offsets, one bit each
//===----------------------------------------------------------------------===//

/// A set of offsets in `0..<count`, stored as one bit per offset: an eighth
/// of the memory of `[Bool]`, a sixty-fourth of `[Int]`.
///
/// The changeset builder marks matched targets and updated sources here, then
/// reads each list off in ascending order. Marking goes through the words'
/// buffer (`words.withUnsafeMutableBufferPointer`), as hot loops do.
///
/// - Complexity: `count` / 8 bytes, rounded up to whole 64-bit words.
@usableFromInline
internal struct _OffsetBits {
    @usableFromInline var words: [UInt64]

    /// An empty set of offsets in `0..<count`.
    @inlinable
    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) >> 6)
    }

    /// Whether `offset` is in the set whose words are `words`.
    ///
    /// - Precondition: `offset` is in `0..<count`.
    @inlinable @inline(__always)
    static func contains(_ offset: Int, in words: UnsafeMutableBufferPointer<UInt64>) -> Bool {
        words[offset &>> 6] & (1 &<< UInt64(offset & 63)) != 0
    }

    /// Adds `offset` to the set whose words are `words`.
    ///
    /// - Precondition: `offset` is in `0..<count`.
    @inlinable @inline(__always)
    static func insert(_ offset: Int, in words: UnsafeMutableBufferPointer<UInt64>) {
        words[offset &>> 6] |= 1 &<< UInt64(offset & 63)
    }

    /// Calls `body` with each offset in `0..<count` whose membership is
    /// `member`, ascending.
    ///
    /// - Complexity: O(`count` / 64 + calls) when `member` is `true`,
    ///   O(`count`) when it is `false`.
    @inlinable
    func forEach(in count: Int, whereMember member: Bool, _ body: (Int) -> Void) {
        words.withUnsafeBufferPointer { words in
            for index in 0..<words.count {
                var word = member ? words[index] : ~words[index]
                if index == words.count - 1 && count & 63 != 0 { word &= (1 << UInt64(count & 63)) &- 1 }
                while word != 0 {
                    body(index << 6 | word.trailingZeroBitCount)
                    word &= word &- 1
                }
            }
        }
    }
}
