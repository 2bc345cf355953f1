import DiffAlgorithms

//===----------------------------------------------------------------------===//
// FloorContentRule: whether a floor scan compares content, and how
//===----------------------------------------------------------------------===//

/// What a `FloorScan` does with each pair of equal identity it finds: the
/// only difference between the `floor` row (`IgnoringContent`) and the
/// `floor-content` row (`ComparingContent`).
///
/// - Complexity: O(1) per call for `IgnoringContent`; one
///   `hasSameContent(as:)` for `ComparingContent`.
package protocol FloorContentRule {
    /// Whether the content of the pair at `sourceOffset` and `targetOffset`
    /// counts as changed. Takes the buffers, not the elements, so that a
    /// `WorkloadBook` is compared in place, without retaining its strings.
    static func changed<Element: Diffable>(
        _ source: UnsafeBufferPointer<Element>, _ sourceOffset: Int,
        _ target: UnsafeBufferPointer<Element>, _ targetOffset: Int
    ) -> Bool
}

/// The `floor` row's rule: content is never read.
///
/// - Complexity: O(1), no work.
package enum IgnoringContent: FloorContentRule {
    @inline(__always)
    package static func changed<Element: Diffable>(
        _ source: UnsafeBufferPointer<Element>, _ sourceOffset: Int,
        _ target: UnsafeBufferPointer<Element>, _ targetOffset: Int
    ) -> Bool {
        false
    }
}

/// The `floor-content` row's rule: one `hasSameContent(as:)` per pair.
///
/// - Complexity: one content comparison.
package enum ComparingContent: FloorContentRule {
    @inline(__always)
    package static func changed<Element: Diffable>(
        _ source: UnsafeBufferPointer<Element>, _ sourceOffset: Int,
        _ target: UnsafeBufferPointer<Element>, _ targetOffset: Int
    ) -> Bool {
        !source[sourceOffset].hasSameContent(as: target[targetOffset])
    }
}
