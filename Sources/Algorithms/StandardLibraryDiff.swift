//===----------------------------------------------------------------------===//
// stdlib: Swift's CollectionDifference, the reference peer
//===----------------------------------------------------------------------===//

/// An adapter over the standard library: `new.difference(from: old)` followed
/// by `inferringMoves()`, run on the identity codes.
///
/// The standard library implements Myers' greedy algorithm (1986) without
/// trimming the common prefix and suffix, then pairs each removal with an
/// insertion of an equal element as a move. It is kept as the reference that
/// apps get for free.
///
/// - Note: The difference before move inference is minimal. After it, a
///   removed element equal to an inserted one becomes a move, so the changeset
///   is at least as small as a minimal one. Duplicates: `inferringMoves()`
///   pairs a removal only with an insertion of an element that is removed and
///   inserted exactly once; others stay deletes and inserts.
/// - Complexity: O((*n* + *m*) · *D*) time in the worst case (it stores
///   the search rows), where *D* is the edit distance; O(*n* + *m* + *D*²)
///   expected for similar arrays.
public struct StandardLibraryDiff: DiffAlgorithm {
    public init() {}

    public var id: String { "stdlib" }

    public var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Swift CollectionDifference",
            reference: "Swift stdlib difference(from:) + inferringMoves() (Myers 1986)",
            time: "O((n+m)·D)", space: "O((n+m)·D)",
            isMinimal: false, reportsMoves: true,
            duplicates: "moves inferred only for identities removed and inserted once")
    }

    public func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }

    public func matching(for codes: IdentityCodes) -> Matching {
        let difference = codes.new.difference(from: codes.old).inferringMoves()
        return Matching(difference, sourceCount: codes.old.count, targetCount: codes.new.count)
    }
}

extension Matching {
    /// The matching a `CollectionDifference` implies: associated removals and
    /// insertions are moves; the untouched elements of both sides pair up in
    /// order.
    ///
    /// - Precondition: `difference` applies to a source of `sourceCount`
    ///   elements and yields `targetCount` elements.
    /// - Complexity: O(*n* + *m* + *c*), *c* the number of changes.
    init<Element>(_ difference: CollectionDifference<Element>, sourceCount: Int, targetCount: Int) {
        var targetOfSource = [Int](repeating: -1, count: sourceCount)
        var removed = [Bool](repeating: false, count: sourceCount)
        var insertedTarget = [Bool](repeating: false, count: targetCount)
        var movedSources: [Int] = []
        for change in difference {
            switch change {
            case let .remove(offset, _, associatedWith):
                removed[offset] = true
                if let target = associatedWith {
                    targetOfSource[offset] = target
                    movedSources.append(offset)
                }
            case let .insert(offset, _, _):
                insertedTarget[offset] = true
            }
        }
        var target = 0
        for source in 0..<sourceCount where !removed[source] {
            while insertedTarget[target] { target += 1 }
            targetOfSource[source] = target
            target += 1
        }
        movedSources.sort()
        self.init(targetOfSource: targetOfSource, movedSources: movedSources)
    }
}
