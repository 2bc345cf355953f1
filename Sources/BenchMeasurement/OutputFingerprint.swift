//===----------------------------------------------------------------------===//
// OutputFingerprint: what a cell keeps of its warm-up's output while it times
//===----------------------------------------------------------------------===//

/// The hash of a diff's output (a changeset, a `CollectionDifference`, a
/// count), which a cell keeps in place of the warm-up's output while it
/// times: the last timed output must have the same fingerprint, and the
/// applier then checks that output.
///
/// Keeping the output itself would hold blocks the warm-up allocated at the
/// top of the heap across every timed diff. Under glibc's malloc that stops
/// the heap's top from being given back to the kernel after each diff, as it
/// is in a process that drops each result, and the cell would be cheaper
/// than such a process.
///
/// Hashes come from one process's `Hasher` (seeded per process), so a
/// fingerprint means nothing outside the cell that made it.
package struct OutputFingerprint: Hashable, Sendable {
    private let hash: Int

    /// The fingerprint of `output`; `nil` (a diff that threw) has its own.
    ///
    /// - Complexity: O(size of `output`).
    package init<Output: Hashable>(_ output: Output?) {
        var hasher = Hasher()
        hasher.combine(output)
        hash = hasher.finalize()
    }
}
