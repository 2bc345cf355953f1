//===----------------------------------------------------------------------===//
// Hunt–Szymanski: the nodes of the chains, in borrowed memory until full
//===----------------------------------------------------------------------===//

/// The nodes `_HuntSzymanskiSearch` creates, one per threshold it sets: the
/// old offset of each and the node it extends (-1 for none), indexed by node
/// number `0..<count` in creation order.
///
/// The first `capacity` nodes live in memory the caller lends (a region of
/// the diff's workspace); one more moves both lists to an allocation of
/// twice the capacity, and so on, as an array's appends would.
///
/// - Complexity: Amortized O(1) per `append`; 8 bytes per node of capacity.
internal struct _HuntSzymanskiNodes {
    /// `old[node]`: the old offset of `node`.
    private(set) var old: UnsafeMutablePointer<Int32>
    /// `predecessor[node]`: the node before `node` in its chain, or -1.
    private(set) var predecessor: UnsafeMutablePointer<Int32>
    /// The number of nodes.
    private(set) var count = 0
    private var capacity: Int
    /// Whether the lists are this value's own allocation (else the lender's).
    private var owned = false

    /// Empty lists in `old[0..<capacity]` and `predecessor[0..<capacity]`,
    /// which must outlive the lists (or `deallocate()`).
    ///
    /// - Precondition: `capacity >= 0`; the two regions do not overlap.
    init(old: UnsafeMutablePointer<Int32>, predecessor: UnsafeMutablePointer<Int32>, capacity: Int) {
        self.old = old
        self.predecessor = predecessor
        self.capacity = capacity
    }

    /// Adds a node with old offset `oldOffset` after node `predecessor`.
    @inline(__always)
    mutating func append(old oldOffset: Int32, predecessor node: Int32) {
        if count == capacity { grow() }
        old[count] = oldOffset
        predecessor[count] = node
        count &+= 1
    }

    /// Moves the lists to an allocation of twice the capacity (at least 16).
    @inline(never)
    private mutating func grow() {
        let newCapacity = max(16, 2 * capacity)
        let newOld = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity)
        let newPredecessor = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity)
        newOld.initialize(from: old, count: count)
        newPredecessor.initialize(from: predecessor, count: count)
        deallocate()
        old = newOld
        predecessor = newPredecessor
        capacity = newCapacity
        owned = true
    }

    /// Frees the lists when they are this value's own allocation.
    func deallocate() {
        guard owned else { return }
        old.deallocate()
        predecessor.deallocate()
    }
}
