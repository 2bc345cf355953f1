internal import DiffBenchText

//===----------------------------------------------------------------------===//
// AlgorithmTraits: what an algorithm documents, as data
//===----------------------------------------------------------------------===//

/// The documented behaviour of an algorithm, as data: the README's algorithm
/// table, the conformance tests and the fuzzer's property selection all read
/// it, so a third-party `DiffAlgorithm` gets every check its traits promise.
///
/// Each rule's `description` is the one-line wording the README uses.
public struct AlgorithmTraits: Sendable, Hashable {
    /// Human-readable name, e.g. "Myers O(ND), linear space".
    public var name: String
    /// The paper or source the implementation follows.
    public var reference: String
    /// Time complexity, e.g. "O((n+m)·D)".
    public var time: String
    /// Space complexity.
    public var space: String
    /// Whether deletes + inserts + 2·moves is always *n* + *m* − 2·LCS.
    public var minimality: Minimality
    /// Which matches are reported as moves.
    public var moveRule: MoveRule
    /// How repeated identities are matched.
    public var duplicateRule: DuplicateRule
    /// When the algorithm refuses to run.
    public var refusalRule: RefusalRule

    /// Creates traits from the columns of the README's algorithm table: name,
    /// reference, time, space, minimality, move rule, duplicate rule and
    /// refusal rule.
    public init(
        name: String, reference: String, time: String, space: String,
        minimality: Minimality, moveRule: MoveRule, duplicateRule: DuplicateRule,
        refusalRule: RefusalRule
    ) {
        self.name = name
        self.reference = reference
        self.time = time
        self.space = space
        self.minimality = minimality
        self.moveRule = moveRule
        self.duplicateRule = duplicateRule
        self.refusalRule = refusalRule
    }
}

extension AlgorithmTraits {
    /// Whether the changeset's edit size is minimal.
    public enum Minimality: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// deletes + inserts + 2·moves = *n* + *m* − 2·LCS(identities), always.
        case minimal
        /// No promise beyond a correct changeset.
        case notMinimal

        /// The README's wording: "yes" or "no".
        public var description: String {
            switch self {
            case .minimal: "yes"
            case .notMinimal: "no"
            }
        }
    }

    /// Which matched pairs an algorithm reports as moves.
    public enum MoveRule: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Never: a moved row is a delete plus an insert.
        case none
        /// IGListKit's offset rule: a match is moved iff
        /// `old − deletesBefore ≠ new − insertsBefore` (`heckel`).
        case offsetRule
        /// The fewest moves for the matching: the complement of a longest
        /// increasing subsequence of matched old offsets in new order.
        case fewestForMatching
        /// `inferringMoves()`: an identity removed once and inserted once is
        /// a move, no other is (`stdlib`).
        case uniqueRemovalAndInsertion
        /// Nothing documented beyond a well-formed matching.
        case unspecified

        /// The README's wording of the rule, e.g. "none: a moved row is deleted
        /// and inserted".
        public var description: String {
            switch self {
            case .none: "none: a moved row is deleted and inserted"
            case .offsetRule: "every match whose offset shifted beyond the deletes and inserts before it"
            case .fewestForMatching: "the fewest for its matching (off a longest increasing subsequence)"
            case .uniqueRemovalAndInsertion: "an identity removed once and inserted once"
            case .unspecified: "unspecified"
            }
        }
    }

    /// How an algorithm matches identities that repeat.
    public enum DuplicateRule: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// As in a longest common subsequence: matched pairs = LCS.
        case longestCommonSubsequence
        /// The *k*-th occurrence in the new array takes the *k*-th in the old.
        case inOrder
        /// Heckel: identities unique on both sides are always matched; a
        /// repeated identity only next to a neighbouring match.
        case neighbouringMatch
        /// An identity removed or inserted more than once is never a move.
        case neverMovedUnlessUnique
        /// Nothing documented.
        case unspecified

        /// The README's wording of the rule, e.g. "matched in order; extras
        /// deleted or inserted".
        public var description: String {
            switch self {
            case .longestCommonSubsequence: "matched as in a longest common subsequence"
            case .inOrder: "matched in order; extras deleted or inserted"
            case .neighbouringMatch: "matched only next to a neighbouring match; else deleted and inserted"
            case .neverMovedUnlessUnique: "never moved unless removed and inserted once"
            case .unspecified: "unspecified"
            }
        }
    }

    /// When an algorithm refuses inputs (see `DiffAlgorithm.refusal`).
    public enum RefusalRule: Sendable, Hashable, CustomStringConvertible {
        /// Accepts every input.
        case never
        /// Refuses more than this many elements in total (`naive-lcs`).
        case aboveTotalCount(Int)
        /// Refuses inputs whose working memory would exceed this many bytes
        /// (`dp-lcs`'s table).
        case aboveMemoryBudget(bytes: Int)
        /// Refuses inputs of more than this many cells *n*·*m* (`bit-lcs`).
        case aboveCellCount(Double)
        /// Refuses inputs with more than this many matching pairs (source
        /// offset, target offset) of equal identity, counted on the codes by
        /// `refusal(for:)` (`hunt-szymanski`).
        case aboveMatchingPairs(Int)

        /// The README's wording of the limit, e.g. "above 20 elements in
        /// total".
        public var description: String {
            switch self {
            case .never: "never"
            case let .aboveTotalCount(count): "above \(count) elements in total"
            case let .aboveMemoryBudget(bytes): "above a \(formatBytes(Double(bytes))) table"
            case let .aboveCellCount(cells): "above \(_powerOfTen(cells)) cells n·m"
            case let .aboveMatchingPairs(pairs): "above \(_millions(pairs)) matching pairs"
            }
        }
    }
}

/// `1e12` → `"10^12"`; other values as integers.
private func _powerOfTen(_ value: Double) -> String {
    var exponent = 0
    var rest = value
    while rest >= 10, rest.truncatingRemainder(dividingBy: 10) == 0 {
        rest /= 10
        exponent += 1
    }
    return rest == 1 && exponent > 0 ? "10^\(exponent)" : "\(Int(value))"
}

/// `67_108_864` → `"64 Mi"` (binary millions, like the byte counts); others as integers.
private func _millions(_ value: Int) -> String {
    value >= 1 << 20 && value % (1 << 20) == 0 ? "\(value >> 20) Mi" : "\(value)"
}
