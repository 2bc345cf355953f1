//===----------------------------------------------------------------------===//
// Scenario: how a target array is derived from its source, as data
//===----------------------------------------------------------------------===//

/// How a workload's target array is derived from its source array.
///
/// Scenarios are plain data, so that results files can record exactly which
/// edits were applied and new scenarios need no new code:
///
///     let mixed = Scenario.named("mixed")!
///     // mixed.deleted == 0.1, mixed.inserted == 0.1, mixed.moved == 0.1
///
/// Fractions are of the source count *n* and are rounded to the nearest
/// integer. Edits are applied in a fixed order: delete, then move, then
/// insert, then update (see `WorkloadGenerator`).
public struct WorkloadScenario: Sendable, Hashable, Codable {
    /// How the survivors are ordered in the target.
    public enum Order: String, Sendable, Hashable, Codable {
        /// Survivors keep their relative order (moved ones aside).
        case kept
        /// The whole target is the source reversed.
        case reversed
    }

    /// Stable identifier used on the command line and in results files.
    public var name: String
    /// One line for `--help` and results files.
    public var summary: String
    /// Fraction of the source removed.
    public var deleted: Double
    /// Number of new items added, as a fraction of the source count.
    public var inserted: Double
    /// Fraction of the source moved to a random new place.
    public var moved: Double
    /// Fraction of the source whose content changes while its identity stays
    /// (only datasets with content beyond identity, such as `book`).
    public var updated: Double
    /// How survivors are ordered.
    public var order: Order
    /// When set, identities are drawn with replacement from a pool of
    /// `n × duplicatePool` values (at least 1), so many items share one.
    public var duplicatePool: Double?

    /// Creates a scenario; every edit defaults to none, survivors keep their
    /// order and identities are unique.
    public init(
        name: String, summary: String, deleted: Double = 0, inserted: Double = 0,
        moved: Double = 0, updated: Double = 0, order: Order = .kept,
        duplicatePool: Double? = nil
    ) {
        self.name = name
        self.summary = summary
        self.deleted = deleted
        self.inserted = inserted
        self.moved = moved
        self.updated = updated
        self.order = order
        self.duplicatePool = duplicatePool
    }
}

extension WorkloadScenario {
    /// Every built-in scenario, `mixed` (the default) first.
    public static let all: [WorkloadScenario] = [
        WorkloadScenario(
            name: "mixed", summary: "10% deleted, 10% new inserted, 10% moved, 10% updated (book)",
            deleted: 0.1, inserted: 0.1, moved: 0.1, updated: 0.1),
        WorkloadScenario(name: "inserts", summary: "10% new items inserted at random places", inserted: 0.1),
        WorkloadScenario(name: "deletes", summary: "10% of items deleted", deleted: 0.1),
        WorkloadScenario(name: "moves", summary: "10% of items moved to random places", moved: 0.1),
        WorkloadScenario(name: "updates", summary: "10% of items updated in content (book; int is unchanged)", updated: 0.1),
        WorkloadScenario(name: "reversed", summary: "the target is the source reversed", order: .reversed),
        WorkloadScenario(name: "disjoint", summary: "every item deleted, as many new items inserted", deleted: 1, inserted: 1),
        WorkloadScenario(name: "identical", summary: "the target equals the source"),
        WorkloadScenario(
            name: "duplicates", summary: "identities from a pool of n/10 values, then the mixed edits",
            deleted: 0.1, inserted: 0.1, moved: 0.1, updated: 0.1, duplicatePool: 0.1),
    ]

    /// The default scenario.
    public static var mixed: WorkloadScenario { all[0] }

    /// The names of `all`, in order.
    public static var names: [String] { all.map(\.name) }

    /// The built-in scenario with this name, or `nil`.
    public static func named(_ name: String) -> WorkloadScenario? {
        all.first { $0.name == name }
    }
}

/// The element types workloads are built from.
public enum WorkloadDataset: String, CaseIterable, Sendable, Hashable, Codable {
    /// `Int` items: identity and content are the same value.
    case int
    /// `WorkloadBook` items: an `id` identity and four content fields.
    case book
    /// `WorkloadBook`s in sections by author (`WorkloadGenerator.sectionedBooks`),
    /// diffed as a `SectionedChangeset`.
    case bookSections = "book-sections"
}

extension WorkloadScenario {
    /// The target count the generator produces from `sourceCount` items.
    public func targetCount(sourceCount n: Int) -> Int {
        guard order == .kept else { return n }
        let deleted = Swift.min(Swift.max(0, Int((self.deleted * Double(n)).rounded())), n)
        let inserted = Swift.max(0, Int((self.inserted * Double(n)).rounded()))
        return n - deleted + inserted
    }
}
