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
/// - Note: Minimal: the difference before move inference is minimal, and
///   inferring a move turns one removal and one insertion into one move, so
///   deletes + inserts + 2·moves stays *n* + *m* − 2·LCS (the fuzzer checks it). Duplicates: `inferringMoves()`
///   pairs a removal only with an insertion of an element that is removed and
///   inserted exactly once; others stay deletes and inserts.
/// - Complexity: O((*n* + *m*) · *D*) time in the worst case (it stores
///   the search rows), where *D* is the edit distance; O(*n* + *m* + *D*²)
///   expected for similar arrays.
public struct StandardLibraryDiff: NonRefusingDiffAlgorithm {
    /// Creates the algorithm (it has no settings).
    public init() {}

    public var id: String { "stdlib" }

    public var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Swift CollectionDifference",
            reference: "Swift stdlib difference(from:) + inferringMoves() (Myers 1986)",
            time: "O((n+m)·D)", space: "O((n+m)·D)",
            minimality: .minimal, moveRule: .uniqueRemovalAndInsertion,
            duplicateRule: .neverMovedUnlessUnique, refusalRule: .never)
    }

    public func matching(for codes: IdentityCodes) -> DiffMatching {
        let difference = codes.new.difference(from: codes.old).inferringMoves()
        return DiffMatching(difference, sourceCount: codes.old.count, targetCount: codes.new.count)
    }
}

extension DiffMatching {
    /// The matching a `CollectionDifference` implies: associated removals and
    /// insertions are moves; the untouched elements of both sides pair up in
    /// order.
    ///
    /// - Precondition: `difference` applies to a source of `sourceCount`
    ///   elements and yields `targetCount` elements (the standard library's
    ///   own difference of arrays of those counts always does).
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
        DiffChangeset.placeSurvivors(
            sourceCount: sourceCount, targetCount: targetCount,
            isSurvivor: { !removed[$0] }, isFreeSlot: { !insertedTarget[$0] }
        ) { source, target in
            targetOfSource[source] = target
        }
        movedSources.sort()
        self.init(targetOfSource: targetOfSource, movedSources: movedSources)
    }
}
