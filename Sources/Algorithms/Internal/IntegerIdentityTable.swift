//===----------------------------------------------------------------------===//
// A hash table for integer identities
//===----------------------------------------------------------------------===//

/// Assigns dense codes to `Int` identities with open addressing and
/// Fibonacci hashing, for `IdentityCodes`.
///
/// `Dictionary` hashes every key with SipHash (a keyed hash that resists
/// flooding); interning integer identities needs no such defence, and a
/// multiplicative hash plus a probe into an array of 4-byte codes is about
/// twice as fast. Slots hold codes (`-1` = empty); `keys[code]` is the
/// identity, so a probe compares one integer.
///
/// Both arrays are allocated once, at their final size (`keys` is not
/// initialized beyond `count`), and the hot loop reads and writes them
/// through unsafe pointers: no appends, no uniqueness or bounds checks.
///
/// - Precondition: At most `capacity` distinct keys are inserted (the table
///   never grows; it is sized for a load factor of at most 1/2).
/// - Complexity: O(1) expected per lookup, O(`capacity`) space.
@usableFromInline
internal struct _IntegerIdentityTable {
    @usableFromInline var slots: [Int32]
    /// `keys[code]` for `code < count`; the rest is uninitialized.
    @usableFromInline var keys: [Int]
    /// The number of distinct keys seen.
    @usableFromInline var count: Int
    @usableFromInline let shift: UInt64
    @usableFromInline let mask: Int

    @inlinable
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        keys = [Int](unsafeUninitializedCapacity: capacity) { _, initialized in initialized = capacity }
        count = 0
        shift = UInt64(64 - size.trailingZeroBitCount)
        mask = size - 1
    }

    /// The codes of the identities of `elements`, assigning the next free
    /// code to each identity not seen before.
    ///
    /// - Precondition: `Element.DiffIdentity` is `Int`, and at most
    ///   `capacity` distinct identities in all calls together.
    @inlinable
    mutating func codes<Element: Diffable>(of elements: UnsafeBufferPointer<Element>) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: elements.count) { codes, initialized in
            writeCodes(of: elements, to: codes.baseAddress!)
            initialized = elements.count
        }
    }

    /// Writes the codes of `elements` to `destination[0..<elements.count]`,
    /// as `codes(of:)` returns them.
    ///
    /// - Precondition: as for `codes(of:)`; `destination` has room for
    ///   `elements.count` codes.
    @inlinable
    mutating func writeCodes<Element: Diffable>(
        of elements: UnsafeBufferPointer<Element>, to destination: UnsafeMutablePointer<Int32>
    ) {
        let mask = mask
        let shift = shift
        var count = count
        slots.withUnsafeMutableBufferPointer { slots in
            keys.withUnsafeMutableBufferPointer { keys in
                // The code in this loop is very hot: one probe sequence per element.
                for index in 0..<elements.count {
                    let key = unsafeBitCast(elements[index].diffIdentity, to: Int.self)
                    var slot = Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
                    while true {
                        let code = slots[slot]
                        if code < 0 {
                            let new = Int32(truncatingIfNeeded: count)
                            slots[slot] = new
                            keys[count] = key
                            count &+= 1
                            destination[index] = new
                            break
                        }
                        if keys[Int(code)] == key {
                            destination[index] = code
                            break
                        }
                        slot = (slot &+ 1) & mask
                    }
                }
            }
        }
        self.count = count
    }
}
