//===----------------------------------------------------------------------===//
// Building a changeset: from collections with an algorithm, or from a matching
//===----------------------------------------------------------------------===//

extension DiffChangeset {
    /// Computes the changeset that turns `source` into `target` with
    /// `algorithm`: interns identities, asks for a matching, checks it, then
    /// compares the content of matched pairs. Same as `algorithm.diff(from:to:)`.
    ///
    /// - Throws: `DiffError` (see `DiffAlgorithm`).
    /// - Complexity: The algorithm's own, plus O(*n* + *m*).
    @inlinable
    public init<Source: RandomAccessCollection, Target: RandomAccessCollection>(
        diffing source: Source, to target: Target, using algorithm: any DiffAlgorithm
    ) throws(DiffError) where Source.Element: Diffable, Target.Element == Source.Element {
        let result = _withContiguousElements(of: source) { source in
            _withContiguousElements(of: target) { target in
                DiffChangeset._diffing(source, target, using: algorithm)
            }
        }
        self = try result.get()
    }

    @inlinable
    internal static func _diffing<Element: Diffable>(
        _ source: UnsafeBufferPointer<Element>, _ target: UnsafeBufferPointer<Element>,
        using algorithm: any DiffAlgorithm
    ) -> Result<DiffChangeset, DiffError> {
        if let refusal = algorithm.refusal(sourceCount: source.count, targetCount: target.count) {
            return .failure(.refused(refusal))
        }
        guard source.count <= IdentityCodes.maximumCount && target.count <= IdentityCodes.maximumCount else {
            return .failure(
                .refused(
                    DiffRefusal(
                        algorithm: algorithm.id,
                        reason: "\(source.count) × \(target.count) elements exceed the \(IdentityCodes.maximumCount) per collection that identity codes support")))
        }
        let plan = Element.DiffIdentity.self == Int.self ? _WorkspacePlan(for: algorithm) : .none
        switch plan {
        case .offsets(let inWorkspace): return _diffingInWorkspace(source, target, using: inWorkspace)
        case .hashLinearWithoutCodes: return HashKeyedLinearDiff._diffingIntegerIdentities(source, target)
        case .matching, .none: break
        }
        let codes: IdentityCodes
        let matching: DiffMatching
        switch _codesAndMatching(source, target, using: algorithm, plan: plan) {
        case let .success(result): (codes, matching) = result
        case let .failure(error): return .failure(error)
        }
        do {
            let changeset = try codes.old.withUnsafeBufferPointer { old throws(DiffMatchingError) in
                try codes.new.withUnsafeBufferPointer { new throws(DiffMatchingError) in
                    try DiffChangeset(_matching: matching, source: source, target: target) { old[$0] == new[$1] }
                }
            }
            return .success(changeset)
        } catch {
            return .failure(.illFormedMatching(algorithm: algorithm.id, error))
        }
    }

    /// Builds the changeset of a matching, checking it first: unmatched
    /// sources are deleted, unmatched targets inserted, matched pairs with
    /// different content updated.
    ///
    /// Offsets in `matching` are offsets in `source` and `target` (from 0,
    /// whatever their indices).
    ///
    /// - Throws: `DiffMatchingError` when the matching breaks `DiffMatching`'s
    ///   invariants for these collections (compared by `diffIdentity`); it
    ///   never traps.
    /// - Complexity: O(*n* + *m*).
    @inlinable
    public init<Source: RandomAccessCollection, Target: RandomAccessCollection>(
        matching: DiffMatching, source: Source, target: Target
    ) throws(DiffMatchingError) where Source.Element: Diffable, Target.Element == Source.Element {
        let result = _withContiguousElements(of: source) { source in
            _withContiguousElements(of: target) { target in
                Result { () throws(DiffMatchingError) in
                    try DiffChangeset(_matching: matching, source: source, target: target) {
                        source[$0].diffIdentity == target[$1].diffIdentity
                    }
                }
            }
        }
        self = try result.get()
    }

    /// The builder for a `DiffMatching`: `init(_offsets:source:target:sameIdentity:)`
    /// on its lists.
    @inlinable @inline(__always)
    internal init<Element: Diffable>(
        _matching matching: DiffMatching, source: UnsafeBufferPointer<Element>, target: UnsafeBufferPointer<Element>,
        sameIdentity: (_ source: Int, _ target: Int) -> Bool
    ) throws(DiffMatchingError) {
        self = try matching._withOffsets { offsets throws(DiffMatchingError) in
            try DiffChangeset(_offsets: offsets, source: source, target: target, sameIdentity: sameIdentity)
        }
    }

    /// The builder: one pass over the sources that checks the matching
    /// (`_MatchingOffsets.forEachValidatedPair`, inlined so that the content
    /// comparison reads elements in place) and marks updated sources, then
    /// one pass per list.
    ///
    /// Matched targets and updated sources are bit sets (*m* + *n* bits):
    /// deleted sources are read off `targetOfSource` again, inserted targets
    /// off the matched set, and every list is allocated at its exact size,
    /// so nothing grows and no scratch list of offsets is needed.
    @inlinable @inline(__always)
    internal init<Element: Diffable, Offset>(
        _offsets matching: _MatchingOffsets<Offset>, source: UnsafeBufferPointer<Element>,
        target: UnsafeBufferPointer<Element>, sameIdentity: (_ source: Int, _ target: Int) -> Bool
    ) throws(DiffMatchingError) {
        let sourceCount = source.count
        let targetCount = target.count
        var deletedCount = 0
        var updatedCount = 0
        var updatedSources = _OffsetBits(count: sourceCount)
        let targetMatched = try updatedSources.words.withUnsafeMutableBufferPointer { updatedSources throws(DiffMatchingError) in
            try matching.forEachValidatedPair(
                sourceCount: sourceCount, targetCount: targetCount, sameIdentity: sameIdentity,
                unmatched: { _ in deletedCount &+= 1 },
                matched: { sourceOffset, targetOffset in
                    if !source[sourceOffset].hasSameContent(as: target[targetOffset]) {
                        updatedCount &+= 1
                        _OffsetBits.insert(sourceOffset, in: updatedSources)
                    }
                })
        }
        let insertedCount = targetCount - (sourceCount - deletedCount)
        let inserted = [Int](unsafeUninitializedCapacity: insertedCount) { inserted, initialized in
            var count = 0
            targetMatched.forEach(in: targetCount, whereMember: false) { offset in
                inserted[count] = offset
                count &+= 1
            }
            initialized = count
        }
        let targetOfSource = matching.targetOfSource
        let movedSources = matching.movedSources
        let deleted = [Int](unsafeUninitializedCapacity: deletedCount) { deleted, initialized in
            var count = 0
            for offset in 0..<sourceCount where targetOfSource[offset] < 0 {
                deleted[count] = offset
                count &+= 1
            }
            initialized = count
        }
        let moved = [OffsetPair](unsafeUninitializedCapacity: movedSources.count) { moved, initialized in
            for index in 0..<movedSources.count {
                let source = Int(movedSources[index])
                (moved.baseAddress! + index).initialize(to: OffsetPair(source, Int(targetOfSource[source])))
            }
            initialized = movedSources.count
        }
        let updated = [OffsetPair](unsafeUninitializedCapacity: updatedCount) { updated, initialized in
            var count = 0
            updatedSources.forEach(in: sourceCount, whereMember: true) { source in
                (updated.baseAddress! + count).initialize(to: OffsetPair(source, Int(targetOfSource[source])))
                count &+= 1
            }
            initialized = count
        }
        self.init(deleted: deleted, inserted: inserted, moved: moved, updated: updated)
    }
}

/// Calls `body` with the collection's elements in contiguous storage: in
/// place when the collection has such storage (arrays), else in a copy.
///
/// - Complexity: O(1) for contiguous collections, O(*n*) otherwise.
@inlinable @inline(__always)
internal func _withContiguousElements<C: RandomAccessCollection, Result>(
    of collection: C, _ body: (UnsafeBufferPointer<C.Element>) -> Result
) -> Result {
    if let result = collection.withContiguousStorageIfAvailable(body) { return result }
    return Array(collection).withUnsafeBufferPointer(body)
}
