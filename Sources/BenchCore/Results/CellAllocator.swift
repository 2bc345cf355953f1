//===----------------------------------------------------------------------===//
// CellAllocator: which malloc timed a cell
//===----------------------------------------------------------------------===//

/// The `malloc` a cell's process ran under, as that process saw it.
///
/// The allocator changes times by up to 2× (the C library's malloc hands
/// large transient buffers back to the kernel and faults them in again on
/// every diff; jemalloc keeps them), so every cell records it.
package enum CellAllocator: String, Codable, Hashable, Sendable, CaseIterable {
    /// jemalloc (preloaded into the cell's process); allocations are counted.
    case jemalloc
    /// The C library's malloc (glibc); allocations are not measured.
    case system
}
