//===----------------------------------------------------------------------===//
// One diff's scratch memory, as a single allocation
//===----------------------------------------------------------------------===//

/// One raw allocation, carved front to back into typed buffers: the scratch
/// of one diff (interning's slots and the algorithm's own arrays) in a single
/// block instead of one allocation per array.
///
/// A diff's transient memory then comes and goes as one large block. Under
/// glibc's malloc that block sets how much free memory may sit at the top of
/// the heap before it is given back to the kernel (twice the largest block
/// freed so far): with the scratch in one block, the rest of a diff fits
/// below that limit, and the next diff finds its pages still mapped.
///
/// Regions are laid out by `byteCount(of:count:)` and handed out, in the same
/// order, by `take(_:count:)`: each starts at a multiple of `alignment`
/// bytes from the base, which is itself so aligned. Memory is bound to each
/// region's type when it is taken and is not initialized. The owner calls
/// `deallocate()` once, after the last use of every region.
///
///     var workspace = _DiffWorkspace(
///         byteCount: _DiffWorkspace.byteCount(of: Int32.self, count: n)
///             + _DiffWorkspace.byteCount(of: UInt8.self, count: n))
///     defer { workspace.deallocate() }
///     let links = workspace.take(Int32.self, count: n)   // offsets 0..<n
///     let flags = workspace.take(UInt8.self, count: n)
///
/// - Complexity: O(1) per region; `byteCount` bytes, allocated once.
@usableFromInline
internal struct _DiffWorkspace {
    /// Every region starts at a multiple of this many bytes; at least the
    /// alignment of any type a diff keeps in it.
    @inlinable static var alignment: Int { 16 }

    /// The first byte.
    @usableFromInline let base: UnsafeMutableRawPointer
    /// The bytes allocated.
    @usableFromInline let byteCount: Int
    /// The bytes handed out so far, a multiple of `alignment`.
    @usableFromInline var usedByteCount = 0

    /// The bytes a region of `count` values of `T` takes: their stride,
    /// rounded up to a multiple of `alignment`.
    ///
    /// - Precondition: `count >= 0`; `T`'s alignment divides `alignment`.
    @inlinable
    static func byteCount<T>(of type: T.Type, count: Int) -> Int {
        precondition(count >= 0 && alignment % MemoryLayout<T>.alignment == 0)
        return (count * MemoryLayout<T>.stride + alignment - 1) & ~(alignment - 1)
    }

    /// Allocates `byteCount` bytes (at least one), uninitialized.
    ///
    /// - Precondition: `byteCount >= 0`.
    @inlinable
    init(byteCount: Int) {
        precondition(byteCount >= 0)
        self.byteCount = byteCount
        base = .allocate(byteCount: max(byteCount, 1), alignment: Self.alignment)
    }

    /// The bytes not handed out yet.
    @inlinable
    var remainingByteCount: Int { byteCount - usedByteCount }

    /// The next region: room for `count` values of `T`, bound to `T`,
    /// uninitialized, `byteCount(of: T.self, count: count)` bytes.
    ///
    /// - Precondition: that many bytes remain.
    @inlinable
    mutating func take<T>(_ type: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        let size = Self.byteCount(of: type, count: count)
        precondition(size <= remainingByteCount, "workspace region beyond the allocation")
        let region = (base + usedByteCount).bindMemory(to: type, capacity: count)
        usedByteCount += size
        return region
    }

    /// Hands out regions from byte `mark` again (by default the first):
    /// every region taken beyond `mark` must be dead.
    ///
    /// - Precondition: `mark` is 0 or a `usedByteCount` read earlier, and at
    ///   most the current `usedByteCount`.
    @inlinable
    mutating func reset(to mark: Int = 0) {
        precondition(mark >= 0 && mark <= usedByteCount && mark % Self.alignment == 0)
        usedByteCount = mark
    }

    /// Frees the allocation; every region taken is invalid afterwards.
    @inlinable
    func deallocate() { base.deallocate() }
}
