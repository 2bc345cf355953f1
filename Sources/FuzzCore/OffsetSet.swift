//===----------------------------------------------------------------------===//
// OffsetSet: a set of offsets into an array of known length
//===----------------------------------------------------------------------===//

/// A set of offsets in `0..<count`, one flag per offset: what `Set<Int>`
/// does for the oracles that collect a changeset's offsets, without hashing
/// and with one allocation.
///
///     var seen = OffsetSet(count: 4)
///     seen.insert(2)   // true
///     seen.insert(2)   // false: already there
///     seen.count       // 1
struct OffsetSet {
    private var flags: [Bool]
    /// How many offsets the set holds.
    private(set) var count = 0

    /// An empty set for offsets in `0..<count`.
    init(count: Int) {
        flags = [Bool](repeating: false, count: count)
    }

    /// Adds `offset`; `true` when it was not in the set yet.
    ///
    /// - Precondition: `0 <= offset < count` of the initializer.
    @discardableResult
    mutating func insert(_ offset: Int) -> Bool {
        if flags[offset] { return false }
        flags[offset] = true
        count += 1
        return true
    }

    /// Whether `offset` is in the set; `false` for an offset out of range.
    func contains(_ offset: Int) -> Bool {
        offset >= 0 && offset < flags.count && flags[offset]
    }
}
