import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// The properties the fuzzer checks, and what each algorithm documents
//===----------------------------------------------------------------------===//

/// A property of one algorithm on one input. They are checked in this order;
/// the first that fails is reported.
package enum PropertyID: String, CaseIterable, Codable, Sendable, Comparable {
    /// The algorithm returns: no trap, no runaway memory, no hang. Checked by
    /// running the case in a child process after the fuzzer itself crashed.
    case noCrash = "no-crash"
    /// The matching pairs equal identities one-to-one, and the unmoved pairs
    /// increase on both sides.
    case wellFormedMatching = "well-formed-matching"
    /// `changeset.apply(to: source, target: target) == target`.
    case rebuildsTarget = "rebuilds-target"
    /// `DiffChangeset.checkRebuilds(source:target:)`, the benchmark cell's check,
    /// gives exactly what `CellCheckOracle` (the reference replay, then `==`
    /// slot by slot) gives on the changeset and on wrong variants of it and
    /// of the target (`CellCheckVariants`).
    case cellCheck = "cell-check"
    /// `apply(to:target:)` and the independent `ReferenceApplier` agree on
    /// the changeset and on wrong variants of it (same array, or both reject).
    case appliersAgree = "appliers-agree"
    /// The validating entry points (`apply(to:target:)`,
    /// `DiffChangeset(matching:source:target:)`, `DiffMatching.validate(for:)`),
    /// fed the case's changeset and matching made wrong one fault at a time,
    /// throw exactly the error `IllFormedOracle` predicts.
    case rejectsIllFormed = "rejects-ill-formed"
    /// Every list is strictly ascending.
    case sortedLists = "sorted-lists"
    /// `updated` is exactly the matched pairs whose elements differ (`==`).
    case updatesExact = "updates-exact"
    /// The same input gives the same changeset a second time.
    case deterministic
    /// Every public diff entry point (the non-throwing `diff` of a
    /// `NonRefusingDiffAlgorithm`, the throwing one on arrays and on other
    /// collection types, both through `DiffChangeset(diffing:to:using:)`) gives
    /// the same changeset.
    case entryPoints = "entry-points"
    /// `DiffChangeset` ↔ `CollectionDifference` both ways:
    /// `source.applying(difference) == target`, and back.
    case collectionDifference = "collection-difference"
    /// `benchrunner diff`'s path: the arrays written as JSON files, decoded
    /// by `DiffInput` and diffed, give the same changeset; and the decoder's
    /// fast path reads each file as its general path does.
    case jsonInput = "json-input"
    /// The diff of the source with itself is empty.
    case selfEmpty = "self-empty"
    /// Deletes, inserts and moves depend only on which identities are equal:
    /// the same case as plain integers gives the same lists, and the same
    /// identity codes numbered backwards give the same matching.
    case identityInvariant = "identity-invariant"
    /// deletes + inserts + 2·moves = *n* + *m* − 2·LCS (traits say `.minimal`).
    case minimal
    /// The algorithm's documented move rule (`traits.moveRule`).
    case moveRule = "move-rule"
    /// moves = matched − LIS of the matched old offsets in new order
    /// (`traits.moveRule == .fewestForMatching`).
    case fewestMoves = "fewest-moves"
    /// The algorithm's documented treatment of duplicate identities
    /// (`traits.duplicateRule`).
    case duplicates
    /// `BatchUpdate(changeset:)` read back into a changeset
    /// (`BatchUpdateInverse`) is the changeset, reloads of moved rows included.
    case batchRoundTrip = "batch-round-trip"
    /// The batch-update checker accepts the changeset as one batch, or staged.
    case batchValid = "batch-valid"
    /// The checker's display oracle shows the target after the update(s).
    case displayOracle = "display-oracle"
    /// `BatchStager`'s stages, each read back into a changeset and replayed
    /// in order by `ReferenceApplier`, turn the source into each stage's data
    /// and finally into the target, and each stage records the shapes it
    /// really goes between.
    case stagesCompose = "stages-compose"
    /// Not an algorithm's: the shrinker, run on a synthetic failure ("at
    /// least two elements") every 1,000 cases, ends with exactly two.
    case shrinkerMinimal = "shrinker-minimal"

    /// Whether the property judges DiffBench's own code (its appliers,
    /// validating entry points, conversions, JSON input path, benchmark
    /// check, stager or shrinker) rather than the algorithm's changesets.
    /// The fuzzer checks both kinds; DiffBenchTesting only the algorithm's
    /// (`CampaignConfiguration.harnessChecks`).
    package var judgesTheHarness: Bool {
        switch self {
        case .cellCheck, .appliersAgree, .rejectsIllFormed, .collectionDifference, .jsonInput, .batchRoundTrip,
            .stagesCompose, .shrinkerMinimal:
            true
        default: false
        }
    }

    /// The position in `allCases` (the checking order), spelled out so that
    /// marking a property checked costs no search.
    var ordinal: Int {
        switch self {
        case .noCrash: 0
        case .wellFormedMatching: 1
        case .rebuildsTarget: 2
        case .cellCheck: 3
        case .appliersAgree: 4
        case .rejectsIllFormed: 5
        case .sortedLists: 6
        case .updatesExact: 7
        case .deterministic: 8
        case .entryPoints: 9
        case .collectionDifference: 10
        case .jsonInput: 11
        case .selfEmpty: 12
        case .identityInvariant: 13
        case .minimal: 14
        case .moveRule: 15
        case .fewestMoves: 16
        case .duplicates: 17
        case .batchRoundTrip: 18
        case .batchValid: 19
        case .displayOracle: 20
        case .stagesCompose: 21
        case .shrinkerMinimal: 22
        }
    }

    var bit: UInt32 { 1 << UInt32(ordinal) }

    package static func < (lhs: PropertyID, rhs: PropertyID) -> Bool {
        lhs.ordinal < rhs.ordinal
    }
}

/// A property that does not hold, with what was observed.
package struct PropertyFailure: Error, Sendable, Hashable, CustomStringConvertible {
    package var property: PropertyID
    package var message: String
    /// The changeset the algorithm returned, if it got that far.
    package var changeset: DiffChangeset?

    package init(property: PropertyID, message: String, changeset: DiffChangeset?) {
        self.property = property
        self.message = message
        self.changeset = changeset
    }

    package var description: String { "\(property.rawValue): \(message)" }
}

/// The result of checking one algorithm on one input.
package struct AlgorithmCheck: Sendable {
    /// The algorithm refused the sizes (its documented guard); nothing checked.
    package var refused = false
    /// The properties that were checked (and held, except `failure`'s).
    package var checked: Set<PropertyID> { Set(PropertyID.allCases.filter { checkedBits & $0.bit != 0 }) }
    /// The first property that failed.
    package var failure: PropertyFailure?
    /// The stager policy `stages-compose` (and, when the single batch does
    /// not do, `batch-valid` and `display-oracle`) ran with; `nil` when the
    /// check stopped before the stager.
    package var stagedWith: ReloadPolicy?

    var checkedBits: UInt32 = 0

    package init() {}

    mutating func mark(_ property: PropertyID) { checkedBits |= property.bit }

    package func didCheck(_ property: PropertyID) -> Bool { checkedBits & property.bit != 0 }
}
