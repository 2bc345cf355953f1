//===----------------------------------------------------------------------===//
// TrimDiff: keep the common prefix and suffix, replace the middle
//===----------------------------------------------------------------------===//

/// The changes that turn one array into another: offsets in the old array
/// that are deleted, offsets in the new array that are inserted.
public struct TrimChanges: Equatable, Sendable {
    /// Offsets in the old array, ascending.
    public var deleted: [Int]
    /// Offsets in the new array, ascending.
    public var inserted: [Int]
}

/// Keeps the longest common prefix and suffix of `old` and `new` and
/// replaces everything between them: correct for any input, minimal only
/// when the arrays differ in one contiguous run.
///
/// - Complexity: O(*n* + *m*).
public func trimDiff<Element: Equatable>(_ old: [Element], _ new: [Element]) -> TrimChanges {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
        old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
        suffix += 1
    }
    #if TRIMDIFF_PLANTED_BUG
    // The bug: the inserted offsets are counted in the old array.
    return TrimChanges(deleted: Array(prefix..<(old.count - suffix)), inserted: Array(prefix..<(old.count - suffix)))
    #else
    return TrimChanges(deleted: Array(prefix..<(old.count - suffix)), inserted: Array(prefix..<(new.count - suffix)))
    #endif
}
