//===----------------------------------------------------------------------===//
// Interning integer identities of two arrays, keyed by position
//===----------------------------------------------------------------------===//

/// Assigns the dense codes of `IdentityCodes` to the `Int` identities of a
/// source and a target buffer, with open addressing and Fibonacci hashing.
///
/// A slot holds the *position* of the first element with its identity, not
/// the identity: positions `0..<n` are source offsets and `n..<n + m` target
/// offsets plus *n*. A probe compares the identity of the element at that
/// position, and a hit reads the code already written for that element. So
/// the table is a single array of 4-byte slots: no array of keys, and no
/// array of codes besides the two results. `UInt32` positions cover two
/// collections of up to `IdentityCodes.maximumCount` elements each;
/// `UInt32.max` marks an empty slot.
///
/// The table starts at a load factor of at most 1/2 for max(*n*, *m*)
/// distinct identities and doubles when more arrive (when the target brings
/// many identities the source does not have). Its first slots may be the
/// caller's memory (a diff's `_DiffWorkspace`).
///
/// - Complexity: O(*n* + *m*) expected time; 8·max(*n*, *m*) to
///   16·max(*n*, *m*) bytes of slots, rounded up to a power of two, besides
///   the two code arrays.
@usableFromInline
internal struct _IntegerIdentityPositions {
    @usableFromInline var slots: UnsafeMutablePointer<UInt32>
    @usableFromInline var size: Int
    @usableFromInline var shift: UInt64
    /// The number of distinct identities seen: the next code.
    @usableFromInline var count: Int = 0

    @usableFromInline static var empty: UInt32 { .max }

    /// Whether `slots` is this table's own allocation (else the caller's
    /// memory, until the table grows).
    @usableFromInline var ownsSlots: Bool

    /// The slots of a table for `expectedCount` distinct identities at a
    /// load factor of at most 1/2: a power of two, at least 16.
    @inlinable
    static func slotCount(forExpectedCount expectedCount: Int) -> Int {
        var size = 16
        while size < 2 * expectedCount { size <<= 1 }
        return size
    }

    /// A table sized for `expectedCount` distinct identities at a load
    /// factor of at most 1/2, in its own allocation. Call `deallocate()`
    /// when done.
    @inlinable
    init(expectedCount: Int) {
        let size = Self.slotCount(forExpectedCount: expectedCount)
        self.init(slots: .allocate(capacity: size), size: size, owned: true)
    }

    /// A table in the caller's `slots[0..<size]`, which must outlive it;
    /// when the table grows it moves to an allocation of its own. Call
    /// `deallocate()` when done.
    ///
    /// - Precondition: `size` is a power of two, at least 16.
    @inlinable
    init(slots: UnsafeMutablePointer<UInt32>, size: Int, owned: Bool = false) {
        self.size = size
        shift = UInt64(64 - size.trailingZeroBitCount)
        self.slots = slots
        ownsSlots = owned
        slots.initialize(repeating: Self.empty, count: size)
    }

    /// Frees the slots when they are the table's own.
    @inlinable
    func deallocate() {
        if ownsSlots { slots.deallocate() }
    }

    /// The slot where the probe sequence of `key` starts: the top bits of
    /// its Fibonacci hash.
    @inlinable @inline(__always)
    static func home(of key: Int, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The codes of `source` and `target`, in `IdentityCodes`' order: codes
    /// from 0 in order of first appearance, source first.
    ///
    /// The table lives in `slots` when given (`slotCount(forExpectedCount:
    /// max(n, m))` of them, which must outlive the call), else in an
    /// allocation of its own.
    ///
    /// - Precondition: `Element.DiffIdentity` is `Int`; each buffer has at
    ///   most `IdentityCodes.maximumCount` elements.
    /// - Complexity: O(*n* + *m*) expected.
    @inlinable
    static func codes<Element: Diffable>(
        source: UnsafeBufferPointer<Element>, target: UnsafeBufferPointer<Element>,
        slots: UnsafeMutablePointer<UInt32>? = nil
    ) -> IdentityCodes {
        let expectedCount = max(source.count, target.count)
        var table =
            if let slots {
                _IntegerIdentityPositions(slots: slots, size: slotCount(forExpectedCount: expectedCount))
            } else {
                _IntegerIdentityPositions(expectedCount: expectedCount)
            }
        defer { table.deallocate() }
        let old = [Int32](unsafeUninitializedCapacity: source.count) { old, initialized in
            table.writeCodes(of: source, base: 0, to: old.baseAddress!, source: source, sourceCodes: old.baseAddress!)
            initialized = source.count
        }
        let new = old.withUnsafeBufferPointer { old in
            [Int32](unsafeUninitializedCapacity: target.count) { new, initialized in
                table.writeCodes(
                    of: target, base: source.count, to: new.baseAddress!, source: source, sourceCodes: old.baseAddress!)
                initialized = target.count
            }
        }
        return IdentityCodes(old: old, new: new, distinctCount: table.count)
    }

    /// Writes the codes of `elements`, whose positions start at `base`, to
    /// `destination[0..<elements.count]`.
    ///
    /// Positions below `base` are `source` offsets, whose codes are in
    /// `sourceCodes`; the others are offsets in `elements` plus `base`, whose
    /// codes are in `destination`. For the source itself, `base` is 0 and
    /// `elements` is `source`.
    ///
    /// - Precondition: `destination` has room for `elements.count` codes;
    ///   `sourceCodes[0..<base]` holds the source's codes.
    @inlinable @inline(__always)
    mutating func writeCodes<Element: Diffable>(
        of elements: UnsafeBufferPointer<Element>, base: Int, to destination: UnsafeMutablePointer<Int32>,
        source: UnsafeBufferPointer<Element>, sourceCodes: UnsafePointer<Int32>
    ) {
        var slots = slots
        var mask = size - 1
        var shift = shift
        var count = count
        var limit = size / 2
        // The code in this loop is very hot: one probe sequence per element.
        for index in 0..<elements.count {
            let key = unsafeBitCast(elements[index].diffIdentity, to: Int.self)
            var slot = Self.home(of: key, shift: shift)
            while true {
                let position = Int(slots[slot])
                if position == Int(Self.empty) {
                    slots[slot] = UInt32(truncatingIfNeeded: base &+ index)
                    let code = Int32(truncatingIfNeeded: count)
                    destination[index] = code
                    count &+= 1
                    if count > limit {
                        self.count = count
                        grow(elements: elements, base: base, source: source)
                        slots = self.slots
                        mask = size - 1
                        shift = self.shift
                        limit = size / 2
                    }
                    break
                }
                let found =
                    position < base
                    ? unsafeBitCast(source[position].diffIdentity, to: Int.self)
                    : unsafeBitCast(elements[position &- base].diffIdentity, to: Int.self)
                if found == key {
                    destination[index] = position < base ? sourceCodes[position] : destination[position &- base]
                    break
                }
                slot = (slot &+ 1) & mask
            }
        }
        self.count = count
    }

    /// Doubles the table, re-inserting every occupied slot by the identity
    /// at its position.
    ///
    /// - Precondition: `elements`, `base` and `source` as in `writeCodes`.
    /// - Complexity: O(size).
    @usableFromInline @inline(never)
    mutating func grow<Element: Diffable>(
        elements: UnsafeBufferPointer<Element>, base: Int, source: UnsafeBufferPointer<Element>
    ) {
        let oldSlots = slots
        let oldSize = size
        size = oldSize * 2
        shift -= 1
        slots = .allocate(capacity: size)
        slots.initialize(repeating: Self.empty, count: size)
        let mask = size - 1
        for oldSlot in 0..<oldSize where oldSlots[oldSlot] != Self.empty {
            let position = Int(oldSlots[oldSlot])
            let key =
                position < base
                ? unsafeBitCast(source[position].diffIdentity, to: Int.self)
                : unsafeBitCast(elements[position &- base].diffIdentity, to: Int.self)
            var slot = Self.home(of: key, shift: shift)
            while slots[slot] != Self.empty { slot = (slot &+ 1) & mask }
            slots[slot] = oldSlots[oldSlot]
        }
        if ownsSlots { oldSlots.deallocate() }
        ownsSlots = true
    }
}
