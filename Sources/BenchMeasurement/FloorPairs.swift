//===----------------------------------------------------------------------===//
// FloorPairs: what one scan of the floor rows' table finds
//===----------------------------------------------------------------------===//

/// The pairs of equal identity a `FloorScan` finds: each target element
/// whose identity is in the source, paired with the first source element of
/// that identity.
///
/// - Complexity: O(1) storage.
public struct FloorPairs: Hashable, Sendable {
    /// Target elements whose identity is in the source.
    public var matched: Int
    /// Of `matched`, those whose content differs from their source partner's
    /// (0 when the scan does not compare content).
    public var changed: Int

    /// Creates a value from every stored property.
    public init(matched: Int, changed: Int) {
        self.matched = matched
        self.changed = changed
    }
}
