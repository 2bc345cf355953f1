//===----------------------------------------------------------------------===//
// FloorPairs: what one scan of the floor rows' table finds
//===----------------------------------------------------------------------===//

/// The pairs of equal identity a `FloorScan` finds: each target element
/// whose identity is in the source, paired with the first source element of
/// that identity.
///
/// - Complexity: O(1) storage.
package struct FloorPairs: Hashable, Sendable {
    /// Target elements whose identity is in the source.
    package var matched: Int
    /// Of `matched`, those whose content differs from their source partner's
    /// (0 when the scan does not compare content).
    package var changed: Int

    /// Creates a value from every stored property.
    package init(matched: Int, changed: Int) {
        self.matched = matched
        self.changed = changed
    }
}
