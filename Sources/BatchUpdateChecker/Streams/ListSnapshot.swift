import DiffAlgorithms

//===----------------------------------------------------------------------===//
// ListSnapshot: one version of a list in a stream of updates
//===----------------------------------------------------------------------===//

/// One version of a flat (single-section) list: the elements an app wants
/// its list view to show, numbered in the order the versions arrive.
///
/// Version 0 is what the view shows when the stream starts; the stream's
/// snapshots are numbered 1, 2, … in arrival order, so a larger version is
/// always newer.
///
///     let first = ListSnapshot(version: 1, elements: ["A", "B", "C"])
public struct ListSnapshot<Element> {
    /// The snapshot's place in the stream: 0 for the initial contents, then
    /// 1, 2, … in arrival order.
    public var version: Int
    /// The rows of section 0, in order.
    public var elements: [Element]

    /// The snapshot numbered `version` holding `elements`.
    ///
    /// - Precondition: `version >= 0`.
    public init(version: Int, elements: [Element]) {
        precondition(version >= 0, "a snapshot's version is never negative")
        self.version = version
        self.elements = elements
    }

    /// The number of rows.
    public var count: Int { elements.count }
}

extension ListSnapshot: Sendable where Element: Sendable {}
extension ListSnapshot: Equatable where Element: Equatable {}
