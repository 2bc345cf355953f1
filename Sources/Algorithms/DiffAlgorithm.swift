//===----------------------------------------------------------------------===//
// DiffAlgorithm: the one protocol every algorithm conforms to
//===----------------------------------------------------------------------===//

/// A strategy for computing the `Changeset` that turns one array into another.
///
/// An algorithm sees only identity codes (`IdentityCodes`) and returns a
/// `Matching`; `diff(from:to:)` interns the identities, asks the algorithm, and
/// builds the changeset, comparing content only for matched pairs. So every
/// algorithm is timed on the same footing and none compares whole elements.
///
/// Conforming types must return a well-formed matching (see `Matching`);
/// then applying the changeset to the source always rebuilds the target.
///
///     let changes = try MyersDiff().diff(from: [1, 2, 3], to: [1, 3, 4])
///     // changes.deleted == [1], changes.inserted == [2]
public protocol DiffAlgorithm: Sendable {
    /// Stable identifier used on the command line and in results files,
    /// e.g. `"myers"`.
    var id: String { get }

    /// What the algorithm guarantees: minimality, moves, duplicates, cost.
    var traits: AlgorithmTraits { get }

    /// Why the algorithm refuses inputs of these sizes, or `nil` if it accepts
    /// them. Refusals protect the machine (exponential time, a table that
    /// would not fit in memory).
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal?

    /// Matches source identities with target identities.
    ///
    /// - Precondition: `refusal(sourceCount:targetCount:)` returned `nil`.
    func matching(for codes: IdentityCodes) -> Matching
}

/// The documented properties of an algorithm, for tables and property tests.
public struct AlgorithmTraits: Sendable, Hashable {
    /// Human-readable name, e.g. "Myers O(ND)".
    public var name: String
    /// The paper or source the implementation follows.
    public var reference: String
    /// Time complexity, e.g. "O((n+m)·D)".
    public var time: String
    /// Space complexity.
    public var space: String
    /// Whether deletes + inserts + 2·moves is always n + m − 2·LCS.
    public var isMinimal: Bool
    /// Whether the algorithm reports moves (otherwise a moved row is a delete
    /// plus an insert).
    public var reportsMoves: Bool
    /// How repeated identities are matched.
    public var duplicates: String

    public init(
        name: String, reference: String, time: String, space: String,
        isMinimal: Bool, reportsMoves: Bool, duplicates: String
    ) {
        self.name = name
        self.reference = reference
        self.time = time
        self.space = space
        self.isMinimal = isMinimal
        self.reportsMoves = reportsMoves
        self.duplicates = duplicates
    }
}

/// An algorithm's refusal to run on inputs of a given size.
public struct DiffRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The refusing algorithm's id.
    public var algorithm: String
    /// One line saying why, with the limit and the estimate.
    public var reason: String
    /// The estimated cost that exceeds the limit (bytes of memory, or
    /// recursive calls), when there is one.
    public var estimate: Double?

    public init(algorithm: String, reason: String, estimate: Double? = nil) {
        self.algorithm = algorithm
        self.reason = reason
        self.estimate = estimate
    }

    public var description: String { "\(algorithm): \(reason)" }
}

extension DiffAlgorithm {
    /// Computes the changeset that turns `source` into `target`.
    ///
    /// - Parameters:
    ///   - source: The old array; `deleted`, `updated` and move sources index it.
    ///   - target: The new array; `inserted` and move targets index it.
    /// - Returns: A changeset, every list ascending.
    /// - Throws: `DiffRefusal` when the inputs exceed the algorithm's guard.
    /// - Complexity: The algorithm's own, plus O(*n* + *m*) to hash identities
    ///   and compare the content of matched pairs.
    @inlinable @inline(__always)
    public func diff<Element: Diffable>(
        from source: [Element], to target: [Element]
    ) throws(DiffRefusal) -> Changeset {
        // Forward to a function generic over the element type only, so that a
        // call through `any DiffAlgorithm` still specializes for `Element`.
        try Changeset(diffing: source, to: target, using: self)
    }
}

extension Changeset {
    /// Computes the changeset that turns `source` into `target` with
    /// `algorithm`: interns identities, asks for a matching, then compares
    /// the content of matched pairs. Same as `algorithm.diff(from:to:)`.
    ///
    /// - Throws: `DiffRefusal` when the inputs exceed the algorithm's guard.
    /// - Complexity: The algorithm's own, plus O(*n* + *m*).
    @inlinable
    public init<Element: Diffable>(
        diffing source: [Element], to target: [Element], using algorithm: any DiffAlgorithm
    ) throws(DiffRefusal) {
        if let refusal = algorithm.refusal(sourceCount: source.count, targetCount: target.count) {
            throw refusal
        }
        let codes = IdentityCodes(source: source, target: target)
        let matching = algorithm.matching(for: codes)
        assert(matching.isWellFormed(for: codes), "\(algorithm.id) returned an ill-formed matching")
        self.init(matching: matching, source: source, target: target)
    }
}

extension Changeset {
    /// Builds the changeset of a well-formed matching: unmatched sources are
    /// deleted, unmatched targets inserted, matched pairs with different
    /// content updated.
    ///
    /// - Complexity: O(*n* + *m*).
    @inlinable
    public init<Element: Diffable>(matching: Matching, source: [Element], target: [Element]) {
        var deleted: [Int] = []
        var updated: [IndexPair] = []
        var targetMatched = [Bool](repeating: false, count: target.count)
        source.withUnsafeBufferPointer { source in
            target.withUnsafeBufferPointer { target in
                for (offset, targetOffset) in matching.targetOfSource.enumerated() {
                    if targetOffset < 0 {
                        deleted.append(offset)
                        continue
                    }
                    targetMatched[targetOffset] = true
                    if !source[offset].hasSameContent(as: target[targetOffset]) {
                        updated.append(IndexPair(offset, targetOffset))
                    }
                }
            }
        }
        var inserted: [Int] = []
        inserted.reserveCapacity(max(0, target.count - (source.count - deleted.count)))
        for (offset, matched) in targetMatched.enumerated() where !matched {
            inserted.append(offset)
        }
        let moved = matching.movedSources.map { IndexPair($0, matching.targetOfSource[$0]) }
        self.init(deleted: deleted, inserted: inserted, moved: moved, updated: updated)
    }
}
