//===----------------------------------------------------------------------===//
// Algorithms that match in a diff's workspace
//===----------------------------------------------------------------------===//

/// An algorithm whose scratch memory is planned from the sizes alone, so
/// that `diff(from:to:)` can allocate it together with interning's slots as
/// one `_DiffWorkspace`.
///
/// Its public `matching(for:)` is `_matchingInOwnWorkspace(for:)`: the same
/// code, in a workspace of the exact size.
@usableFromInline
internal protocol _WorkspaceMatching: DiffAlgorithm {
    /// The bytes of workspace `_matching(for:in:)` takes for codes with
    /// `sourceCount` and `targetCount` elements and at most `distinctCount`
    /// distinct codes.
    ///
    /// - Complexity: O(1).
    func _scratchByteCount(sourceCount: Int, targetCount: Int, distinctCount: Int) -> Int

    /// `matching(for: codes)`, its scratch taken from `workspace`.
    ///
    /// - Precondition: `refusal(for: codes)` returned `nil`;
    ///   `workspace.remainingByteCount` is at least `_scratchByteCount` for
    ///   `codes.old.count`, `codes.new.count` and `codes.distinctCount` (or
    ///   more distinct codes).
    func _matching(for codes: IdentityCodes, in workspace: inout _DiffWorkspace) -> DiffMatching

    /// `refusal(for: codes)`, or when it is `nil` `_matching(for: codes, in:
    /// &workspace)`: an algorithm whose refusal counts what its matching
    /// counts anyway answers both from one pass. By default, the two calls.
    ///
    /// - Precondition: `workspace` as `_matching(for:in:)` requires.
    func _matchingUnlessRefused(
        for codes: IdentityCodes, in workspace: inout _DiffWorkspace
    ) -> Result<DiffMatching, DiffRefusal>
}

extension _WorkspaceMatching {
    /// `refusal(for:)`, then `_matching(for:in:)` unless refused.
    @usableFromInline func _matchingUnlessRefused(
        for codes: IdentityCodes, in workspace: inout _DiffWorkspace
    ) -> Result<DiffMatching, DiffRefusal> {
        if let refusal = refusal(for: codes) { return .failure(refusal) }
        return .success(_matching(for: codes, in: &workspace))
    }

    /// `_matching(for:in:)` in a workspace of its own, of the exact size.
    ///
    /// - Complexity: The algorithm's, plus one allocation.
    func _matchingInOwnWorkspace(for codes: IdentityCodes) -> DiffMatching {
        var workspace = _DiffWorkspace(
            byteCount: _scratchByteCount(
                sourceCount: codes.old.count, targetCount: codes.new.count, distinctCount: codes.distinctCount))
        defer { workspace.deallocate() }
        return _matching(for: codes, in: &workspace)
    }
}

extension DiffChangeset {
    /// The codes of `source` and `target` and `algorithm`'s matching, or the
    /// reason there is none, as `_diffing` needs them.
    ///
    /// For `Int` identities and an algorithm that plans its scratch
    /// (`plan` is `.matching`), one `_DiffWorkspace` holds interning's slots
    /// and then the algorithm's scratch beside them, sized up front from
    /// *n* and *m* for as many distinct codes as the slots hold at half load;
    /// it is freed before the changeset is built. When the target brought
    /// more identities than that (the table grew), the scratch starts at the
    /// workspace's first byte instead, over the slots, which are dead once
    /// the codes are written: *d* ≤ *n* + *m* ≤ the slot count, so the extra
    /// `Int32` per code beyond half the slots fits in the slots' 4 bytes
    /// each. An algorithm whose scratch would still not fit matches in a
    /// workspace of its own.
    ///
    /// - Precondition: Each buffer has at most `IdentityCodes.maximumCount`
    ///   elements; `plan` is `_WorkspacePlan(for: algorithm)`, or `.none`.
    /// - Complexity: Interning's and the algorithm's.
    @inlinable
    internal static func _codesAndMatching<Element: Diffable>(
        _ source: UnsafeBufferPointer<Element>, _ target: UnsafeBufferPointer<Element>,
        using algorithm: any DiffAlgorithm, plan: _WorkspacePlan
    ) -> Result<(IdentityCodes, DiffMatching), DiffError> {
        guard Element.DiffIdentity.self == Int.self, case .matching(let planned) = plan else {
            let codes = IdentityCodes(_source: source, target: target)!
            if let refusal = algorithm.refusal(for: codes) { return .failure(.refused(refusal)) }
            return .success((codes, algorithm.matching(for: codes)))
        }
        let slotCount = _IntegerIdentityPositions.slotCount(forExpectedCount: max(source.count, target.count))
        var workspace = _DiffWorkspace(
            byteCount: _DiffWorkspace.byteCount(of: UInt32.self, count: slotCount)
                + planned._scratchByteCount(
                    sourceCount: source.count, targetCount: target.count, distinctCount: slotCount / 2))
        defer { workspace.deallocate() }
        let slots = workspace.take(UInt32.self, count: slotCount)
        let codes = _IntegerIdentityPositions.codes(source: source, target: target, slots: slots)
        let needed = planned._scratchByteCount(
            sourceCount: source.count, targetCount: target.count, distinctCount: codes.distinctCount)
        if needed > workspace.remainingByteCount { workspace.reset() }
        guard needed <= workspace.remainingByteCount else {
            if let refusal = algorithm.refusal(for: codes) { return .failure(.refused(refusal)) }
            return .success((codes, algorithm.matching(for: codes)))
        }
        switch planned._matchingUnlessRefused(for: codes, in: &workspace) {
        case .success(let matching): return .success((codes, matching))
        case .failure(let refusal): return .failure(.refused(refusal))
        }
    }
}
