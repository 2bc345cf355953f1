//===----------------------------------------------------------------------===//
// A hash table for integer identities
//===----------------------------------------------------------------------===//

/// Assigns dense codes to `Int` identities with open addressing and
/// Fibonacci hashing, for the sectioned diff, whose items come in one array
/// per section (the flat diff's `IdentityCodes` use
/// `_IntegerIdentityPositions`, which needs no key array).
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

    /// Writes the codes of the identities of `elements` to
    /// `destination[0..<elements.count]`, assigning the next free code to each
    /// identity not seen before.
    ///
    /// - Precondition: `Element.DiffIdentity` is `Int`, and at most
    ///   `capacity` distinct identities in all calls together; `destination`
    ///   has room for `elements.count` codes.
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
                    var slot = _IntegerIdentityPositions.home(of: key, shift: shift)
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
