//===----------------------------------------------------------------------===//
// DiffAlgorithm: the one protocol every algorithm conforms to
//===----------------------------------------------------------------------===//

/// A strategy for computing the `DiffChangeset` that turns one collection into
/// another.
///
/// An algorithm sees only identity codes (`IdentityCodes`) and returns a
/// `DiffMatching`; `diff(from:to:)` interns the identities, asks the algorithm, and
/// builds the changeset, comparing content only for matched pairs. So every
/// algorithm is timed on the same footing and none compares whole elements.
///
/// `diff(from:to:)` throws `DiffError`: `.refused` when
/// `refusal(sourceCount:targetCount:)` refuses the sizes, `.illFormedMatching`
/// when the algorithm returned a matching that breaks `DiffMatching`'s invariants
/// (a bug in the algorithm; the matching is checked in every build, in
/// O(*n* + *m*), so it never traps). Algorithms that accept every input
/// conform to `NonRefusingDiffAlgorithm` instead, and their `diff` needs no
/// `try`.
///
///     let changes = try DynamicProgrammingLCS().diff(from: [1, 2, 3], to: [1, 3, 4])
///     // changes.deleted == [1], changes.inserted == [2]
public protocol DiffAlgorithm: Sendable {
    /// Stable identifier used on the command line and in results files,
    /// e.g. `"myers"`.
    var id: String { get }

    /// What the algorithm documents: minimality, move rule, duplicate rule,
    /// refusals, cost. The fuzzer and the conformance tests check every
    /// promise made here.
    var traits: AlgorithmTraits { get }

    /// Why the algorithm refuses inputs of these sizes, or `nil` if it accepts
    /// them. Refusals protect the machine (exponential time, a table that
    /// would not fit in memory).
    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal?

    /// Why the algorithm refuses these identities, or `nil`: for guards
    /// that depend on the identities and not only on the sizes (the number
    /// of matching pairs, say). Asked after `refusal(sourceCount:targetCount:)`
    /// and after interning, before `matching(for:)`. The default accepts.
    ///
    /// - Complexity: Should be O(*n* + *m*): `diff` pays it on every call.
    func refusal(for codes: IdentityCodes) -> DiffRefusal?

    /// Matches source identities with target identities.
    ///
    /// - Precondition: `refusal(sourceCount:targetCount:)` and
    ///   `refusal(for:)` returned `nil`.
    func matching(for codes: IdentityCodes) -> DiffMatching
}

extension DiffAlgorithm {
    /// Accepts every input whose sizes `refusal(sourceCount:targetCount:)` accepts.
    public func refusal(for codes: IdentityCodes) -> DiffRefusal? { nil }
}

/// An algorithm that accepts every input and whose matchings are always
/// well-formed: its `diff(from:to:)` cannot fail and needs no `try`.
///
///     let changes = HashKeyedLinearDiff().diff(from: [1, 2, 3, 4], to: [4, 1, 2, 3])
///
/// Called through `any DiffAlgorithm` (the registry), `diff` still
/// `throws(DiffError)` like every algorithm's.
///
/// - Important: Conforming promises two things, checked by the fuzzer: its
///   traits say `refusalRule: .never` (`refusal` returns `nil`, its default
///   here), and `matching(for:)` always returns a well-formed matching. A
///   conforming algorithm that breaks the second promise is a programmer
///   error: its non-throwing `diff` stops with a precondition failure that
///   names the broken invariant.
public protocol NonRefusingDiffAlgorithm: DiffAlgorithm {}

extension NonRefusingDiffAlgorithm {
    /// Never refuses.
    public func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }
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

    /// Creates the refusal of the algorithm with id `algorithm`, for `reason`
    /// (one line), with the estimated cost when there is one.
    public init(algorithm: String, reason: String, estimate: Double? = nil) {
        self.algorithm = algorithm
        self.reason = reason
        self.estimate = estimate
    }

    /// `algorithm: reason`, one line.
    public var description: String { "\(algorithm): \(reason)" }
}

/// Why `diff(from:to:)` gave no changeset.
public enum DiffError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The algorithm refused the sizes (its documented guard, or more
    /// elements than `IdentityCodes.maximumCount`).
    case refused(DiffRefusal)
    /// The algorithm returned an ill-formed matching: a bug in the algorithm.
    case illFormedMatching(algorithm: String, DiffMatchingError)

    /// The refusal, when the error is one.
    public var refusal: DiffRefusal? {
        if case let .refused(refusal) = self { refusal } else { nil }
    }

    /// One line: the refusal, or the algorithm and its matching's defect.
    public var description: String {
        switch self {
        case let .refused(refusal): refusal.description
        case let .illFormedMatching(algorithm, error): "\(algorithm) returned an ill-formed matching: \(error)"
        }
    }
}

extension DiffAlgorithm {
    /// Computes the changeset that turns `source` into `target`.
    ///
    /// Any random-access collections of the same `Diffable` element work;
    /// changeset offsets count from 0 whatever the collections' indices.
    /// Arrays (and other contiguous collections) are read in place; other
    /// collections are copied into an array first.
    ///
    /// - Parameters:
    ///   - source: The old collection; `deleted`, `updated` and move sources
    ///     are offsets in it.
    ///   - target: The new collection; `inserted` and move targets are
    ///     offsets in it.
    /// - Returns: A changeset, every list ascending.
    /// - Throws: `DiffError.refused` when the inputs exceed the algorithm's
    ///   guard; `DiffError.illFormedMatching` when the algorithm is buggy.
    /// - Complexity: The algorithm's own, plus O(*n* + *m*) to hash identities,
    ///   check the matching and compare the content of matched pairs.
    @inlinable @inline(__always)
    public func diff<Source: RandomAccessCollection, Target: RandomAccessCollection>(
        from source: Source, to target: Target
    ) throws(DiffError) -> DiffChangeset where Source.Element: Diffable, Target.Element == Source.Element {
        // Forward to a function generic over the collections only, so that a
        // call through `any DiffAlgorithm` still specializes for `Element`.
        try DiffChangeset(diffing: source, to: target, using: self)
    }
}

extension NonRefusingDiffAlgorithm {
    /// Computes the changeset that turns `source` into `target`; it cannot
    /// fail, so it needs no `try`. Same as `DiffAlgorithm.diff(from:to:)`
    /// otherwise.
    ///
    /// - Precondition: Each collection has at most
    ///   `IdentityCodes.maximumCount` (2³¹ − 2) elements, and the algorithm
    ///   keeps its `NonRefusingDiffAlgorithm` promises (see there).
    /// - Complexity: The algorithm's own, plus O(*n* + *m*).
    @inlinable @inline(__always)
    public func diff<Source: RandomAccessCollection, Target: RandomAccessCollection>(
        from source: Source, to target: Target
    ) -> DiffChangeset where Source.Element: Diffable, Target.Element == Source.Element {
        do {
            return try DiffChangeset(diffing: source, to: target, using: self)
        } catch {
            preconditionFailure("\(id) is a NonRefusingDiffAlgorithm but failed: \(error)")
        }
    }
}
