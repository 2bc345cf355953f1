//===----------------------------------------------------------------------===//
// hash-linear on Int identities: the queues in the hash table, no codes
//===----------------------------------------------------------------------===//

extension HashKeyedLinearDiff {
    /// An empty slot of the table.
    @inlinable static var _emptySlot: UInt32 { .max }

    /// The bit of a slot whose identity's queue is exhausted: the slot keeps
    /// the last old position it held (the identity is read there), and
    /// further targets of that identity are inserted.
    @inlinable static var _exhaustedBit: UInt32 { 1 << 31 }

    /// `diff(from:to:)` for `Int` identities: the same changeset as through
    /// `IdentityCodes` and `matching(for:)`, without the codes.
    ///
    /// The queues of old positions live in a hash table keyed by identity
    /// (open addressing, Fibonacci hashing, as `_IntegerIdentityPositions`):
    /// a slot holds the first unused old position of its identity, whose
    /// element a probe reads the identity from, and `next[o]` the old
    /// position after *o* with the same identity (-1 ends the queue). The
    /// source is inserted back to front, so each queue is ascending; each
    /// target probes once and takes the head of its identity's queue. Only
    /// the source goes into the table (a target's new identity is a miss,
    /// not an insert), and no code is written or read: interning and
    /// matching are one pass over each array, the floor's two passes plus a
    /// queue link per source and a matched pair per target.
    ///
    /// The matching stays in the workspace as `Int32` offsets
    /// (`_MatchingOffsets`), and the builder checks it as for every
    /// algorithm, comparing the identities of matched elements.
    ///
    /// - Precondition: `Element.DiffIdentity` is `Int`; each buffer has at
    ///   most `IdentityCodes.maximumCount` elements.
    /// - Complexity: O(*n* + *m* + *k* log *k*), as `matching(for:)`;
    ///   besides the changeset one allocation: 8·*n* to 16·*n* bytes of slots
    ///   (a power of two), then 8·*n* + 4·min(*n*, *m*) + *n* / 8 bytes.
    @inlinable
    internal static func _diffingIntegerIdentities<Element: Diffable>(
        _ source: UnsafeBufferPointer<Element>, _ target: UnsafeBufferPointer<Element>
    ) -> Result<DiffChangeset, DiffError> {
        let sourceCount = source.count
        let targetCount = target.count
        let matchLimit = min(sourceCount, targetCount)
        let slotCount = _IntegerIdentityPositions.slotCount(forExpectedCount: sourceCount)
        let wordCount = _movedBitWordCount(sourceCount: sourceCount)
        var workspace = _DiffWorkspace(
            byteCount: _DiffWorkspace.byteCount(of: UInt32.self, count: slotCount)
                + 2 * _DiffWorkspace.byteCount(of: Int32.self, count: sourceCount)
                + _DiffWorkspace.byteCount(of: Int32.self, count: matchLimit)
                + _DiffWorkspace.byteCount(of: UInt64.self, count: wordCount))
        defer { workspace.deallocate() }
        // The slots, later the subsequence's levels and tails (2·k ≤ 2·n ≤
        // slotCount); the queue links, later the list of moves.
        let slots = workspace.take(UInt32.self, count: slotCount)
        let next = workspace.take(Int32.self, count: sourceCount)
        let targetOfSource = workspace.take(Int32.self, count: sourceCount)
        let matchedSources = workspace.take(Int32.self, count: matchLimit)
        let movedBits = workspace.take(UInt64.self, count: wordCount)
        let shift = UInt64(64 - slotCount.trailingZeroBitCount)
        let table = UnsafeMutableBufferPointer(start: slots, count: slotCount)
        _queueSources(source, in: table, shift: shift, next: next, targetOfSource: targetOfSource)
        let matchedCount = _matchTargets(
            target, source: source, in: table, shift: shift, next: next, targetOfSource: targetOfSource,
            matchedSources: matchedSources)
        let movedCount = _movedSources(
            UnsafeBufferPointer(start: matchedSources, count: matchedCount), sourceCount: sourceCount,
            subsequenceScratch: UnsafeMutableRawPointer(slots).bindMemory(to: Int32.self, capacity: slotCount),
            movedBits: movedBits, into: next)
        let matching = _MatchingOffsets(
            targetOfSource: UnsafeBufferPointer(start: targetOfSource, count: sourceCount),
            movedSources: UnsafeBufferPointer(start: next, count: movedCount))
        do {
            return .success(
                try DiffChangeset(_offsets: matching, source: source, target: target) {
                    _identity(source[$0]) == _identity(target[$1])
                })
        } catch {
            return .failure(.illFormedMatching(algorithm: HashKeyedLinearDiff().id, error))
        }
    }

    /// An `Int` identity, read without a dynamic cast.
    ///
    /// - Precondition: `Element.DiffIdentity` is `Int`.
    @inlinable @inline(__always)
    internal static func _identity<Element: Diffable>(_ element: Element) -> Int {
        unsafeBitCast(element.diffIdentity, to: Int.self)
    }

    /// Interning's part of `_diffingIntegerIdentities`: inserts the old
    /// positions of `source`, back to front, into `slots` (all empty), so
    /// that each identity's slot holds its first old position and
    /// `next[o]` the following old position of the identity of *o*, or -1.
    /// Also sets every source's `targetOfSource` to -1 (unmatched) on the
    /// way: a store in a pass that runs anyway, rather than a pass of its own.
    ///
    /// Not inlined, so that a profile shows its instructions apart.
    ///
    /// - Precondition: `slots.count` is a power of two above
    ///   2·`source.count`, `shift` 64 − log₂ of it; `next` and
    ///   `targetOfSource` have room for `source.count` entries.
    /// - Complexity: O(*n*) expected.
    @inlinable @inline(never)
    internal static func _queueSources<Element: Diffable>(
        _ source: UnsafeBufferPointer<Element>, in slots: UnsafeMutableBufferPointer<UInt32>, shift: UInt64,
        next: UnsafeMutablePointer<Int32>, targetOfSource: UnsafeMutablePointer<Int32>
    ) {
        let mask = slots.count - 1
        slots.initialize(repeating: _emptySlot)
        var offset = source.count - 1
        while offset >= 0 {
            let key = _identity(source[offset])
            var slot = _IntegerIdentityPositions.home(of: key, shift: shift)
            var position = slots[slot]
            while position != _emptySlot && _identity(source[Int(position)]) != key {
                slot = (slot &+ 1) & mask
                position = slots[slot]
            }
            next[offset] = position == _emptySlot ? -1 : Int32(bitPattern: position)
            slots[slot] = UInt32(truncatingIfNeeded: offset)
            targetOfSource[offset] = -1
            offset -= 1
        }
    }

    /// The matching's part of `_diffingIntegerIdentities`: each target
    /// takes the head of its identity's queue in `slots` (filled by
    /// `_queueSources`), which advances; writes `targetOfSource` for the
    /// matched sources and lists them, in target order, in
    /// `matchedSources`. Returns how many matched.
    ///
    /// Not inlined, so that a profile shows its instructions apart.
    ///
    /// - Precondition: `targetOfSource` holds -1 for every source (as
    ///   `_queueSources` leaves it);
    ///   `matchedSources` has room for min(*n*, *m*) entries.
    /// - Complexity: O(*m*) expected.
    @inlinable @inline(never)
    internal static func _matchTargets<Element: Diffable>(
        _ target: UnsafeBufferPointer<Element>, source: UnsafeBufferPointer<Element>,
        in slots: UnsafeMutableBufferPointer<UInt32>, shift: UInt64, next: UnsafeMutablePointer<Int32>,
        targetOfSource: UnsafeMutablePointer<Int32>, matchedSources: UnsafeMutablePointer<Int32>
    ) -> Int {
        let mask = slots.count - 1
        var matchedCount = 0
        // Hot loop: one probe sequence per target element.
        for offset in 0..<target.count {
            let key = _identity(target[offset])
            var slot = _IntegerIdentityPositions.home(of: key, shift: shift)
            while true {
                let position = slots[slot]
                if position == _emptySlot { break }
                let head = Int(position & ~_exhaustedBit)
                if _identity(source[head]) == key {
                    if position & _exhaustedBit == 0 {
                        targetOfSource[head] = Int32(truncatingIfNeeded: offset)
                        matchedSources[matchedCount] = Int32(truncatingIfNeeded: head)
                        matchedCount &+= 1
                        let following = next[head]
                        slots[slot] = following >= 0 ? UInt32(truncatingIfNeeded: following) : position | _exhaustedBit
                    }
                    break
                }
                slot = (slot &+ 1) & mask
            }
        }
        return matchedCount
    }
}
