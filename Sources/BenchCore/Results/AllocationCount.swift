//===----------------------------------------------------------------------===//
// AllocationCount: the heap allocations of one diff, as recorded
//===----------------------------------------------------------------------===//

/// The heap allocations of one piece of work: bytes (jemalloc's per-thread
/// `thread.allocated` counter, usable sizes) and requests (the arenas'
/// `small.nrequests + large.nrequests`, after flushing the thread cache).
package struct AllocationCount: Codable, Hashable, Sendable {
    package var bytes: Int
    package var count: Int

    /// Creates a value from every stored property.
    package init(bytes: Int, count: Int) {
        self.bytes = bytes
        self.count = count
    }
}
