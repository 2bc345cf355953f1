//===----------------------------------------------------------------------===//
// Algorithms whose matching stays in the diff's workspace
//===----------------------------------------------------------------------===//

/// An algorithm that can leave its matching in a diff's workspace as `Int32`
/// offsets, so that `diff(from:to:)` builds the changeset straight from them:
/// the codes, the algorithm's scratch and its matching are then one block,
/// and the only other allocations are the changeset's own lists.
///
/// Its public `matching(for:)` runs the same passes and copies the result
/// into a `DiffMatching`.
@usableFromInline
internal protocol _WorkspaceOffsetsMatching: NonRefusingDiffAlgorithm {
    /// The bytes of workspace `_offsetsMatching(old:new:in:)` takes for
    /// `sourceCount` and `targetCount` codes.
    ///
    /// - Complexity: O(1).
    func _offsetsScratchByteCount(sourceCount: Int, targetCount: Int) -> Int

    /// The matching of `old` and `new`, its lists in `workspace`.
    ///
    /// - Precondition: `old` and `new` are codes numbered from 0 in order of
    ///   first appearance, source first (so every old code is below
    ///   `old.count`); `workspace.remainingByteCount` is at least
    ///   `_offsetsScratchByteCount` for their counts.
    func _offsetsMatching(
        old: UnsafeBufferPointer<Int32>, new: UnsafeBufferPointer<Int32>, in workspace: inout _DiffWorkspace
    ) -> _MatchingOffsets<Int32>
}

extension DiffChangeset {
    /// `_diffing` for `Int` identities and an algorithm that leaves its
    /// matching in the workspace.
    ///
    /// One `_DiffWorkspace` holds the source's and the target's codes, then
    /// interning's slots; once the codes are written the slots are dead and
    /// the algorithm's scratch (its matching included) takes their place. The
    /// changeset is built while the workspace lives, then it is freed.
    ///
    /// - Precondition: `Element.DiffIdentity` is `Int`; each buffer has at
    ///   most `IdentityCodes.maximumCount` elements.
    /// - Complexity: Interning's and the algorithm's; besides the changeset,
    ///   one allocation of 4(*n* + *m*) bytes plus the larger of the slots
    ///   and the algorithm's scratch.
    @inlinable
    internal static func _diffingInWorkspace<Element: Diffable>(
        _ source: UnsafeBufferPointer<Element>, _ target: UnsafeBufferPointer<Element>,
        using algorithm: any _WorkspaceOffsetsMatching
    ) -> Result<DiffChangeset, DiffError> {
        let sourceCount = source.count
        let targetCount = target.count
        let slotCount = _IntegerIdentityPositions.slotCount(forExpectedCount: max(sourceCount, targetCount))
        let codeByteCount =
            _DiffWorkspace.byteCount(of: Int32.self, count: sourceCount)
            + _DiffWorkspace.byteCount(of: Int32.self, count: targetCount)
        var workspace = _DiffWorkspace(
            byteCount: codeByteCount
                + max(
                    _DiffWorkspace.byteCount(of: UInt32.self, count: slotCount),
                    algorithm._offsetsScratchByteCount(sourceCount: sourceCount, targetCount: targetCount)))
        defer { workspace.deallocate() }
        let old = workspace.take(Int32.self, count: sourceCount)
        let new = workspace.take(Int32.self, count: targetCount)
        var table = _IntegerIdentityPositions(slots: workspace.take(UInt32.self, count: slotCount), size: slotCount)
        table.writeCodes(of: source, base: 0, to: old, source: source, sourceCodes: old)
        table.writeCodes(of: target, base: sourceCount, to: new, source: source, sourceCodes: old)
        table.deallocate()
        workspace.reset(to: codeByteCount)
        let matching = algorithm._offsetsMatching(
            old: UnsafeBufferPointer(start: old, count: sourceCount),
            new: UnsafeBufferPointer(start: new, count: targetCount), in: &workspace)
        do {
            return .success(
                try DiffChangeset(_offsets: matching, source: source, target: target) { old[$0] == new[$1] })
        } catch {
            return .failure(.illFormedMatching(algorithm: algorithm.id, error))
        }
    }
}
