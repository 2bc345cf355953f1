import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// WorkloadGenerator: seeded source and target arrays
//===----------------------------------------------------------------------===//

/// A source array and the target a scenario derives from it.
public struct WorkloadArrays<Element> {
    /// The source (old) array.
    public var source: [Element]
    /// The target (new) array.
    public var target: [Element]

    /// Creates a workload from its two arrays.
    public init(source: [Element], target: [Element]) {
        self.source = source
        self.target = target
    }
}

/// The identities of a workload before they become elements: which identity
/// sits at each offset, and which target offsets carry changed content.
public struct WorkloadPlan: Sendable, Hashable {
    /// Identity of each source item.
    public var source: [Int]
    /// Identity of each target item.
    public var target: [Int]
    /// Target offsets whose item keeps its identity but changes content.
    public var updatedTargets: [Int]
}

/// Builds reproducible workloads from a seed.
///
/// Every random draw goes through `WorkloadRandom.next(below:)` and a
/// hand-written Fisher–Yates shuffle, never the standard library's `shuffle`
/// or `random(in:)`, so the same seed gives the same arrays on every machine
/// and toolchain.
///
///     let workload = WorkloadGenerator.ints(scenario: .mixed, count: 1000, seed: 42)
///     // workload.source.count == 1000, workload.target.count == 1000
public enum WorkloadGenerator {
    /// The identities and updates of a workload.
    ///
    /// Source identities are a seeded permutation of `0..<n` (or, for a
    /// duplicates scenario, draws from a pool of `n × duplicatePool` values);
    /// inserted items take identities from `n` upwards. Edits are applied in
    /// order: delete, move, insert, update.
    ///
    /// - Precondition: `count >= 0`.
    /// - Complexity: O(*n*) time and space.
    public static func plan(scenario: WorkloadScenario, count: Int, seed: UInt64) -> WorkloadPlan {
        precondition(count >= 0, "count must not be negative")
        var random = WorkloadRandom(seed: seed)
        let n = count
        func amount(_ fraction: Double, of total: Int) -> Int {
            min(max(0, Int((fraction * Double(total)).rounded())), max(total, 0))
        }

        // Source identities.
        var source: [Int]
        let pool: Int?
        if let fraction = scenario.duplicatePool {
            let poolSize = max(1, Int((fraction * Double(n)).rounded()))
            pool = poolSize
            source = (0..<n).map { _ in random.next(below: poolSize) }
        } else {
            pool = nil
            source = Array(0..<n)
            shuffle(&source, using: &random)
        }

        if scenario.order == .reversed {
            let target = Array(source.reversed())
            let updates = sample(amount(scenario.updated, of: n), from: target.count, using: &random)
            return WorkloadPlan(source: source, target: target, updatedTargets: updates.sorted())
        }

        // Delete.
        let deleteCount = amount(scenario.deleted, of: n)
        var isDeleted = [Bool](repeating: false, count: n)
        for offset in sample(deleteCount, from: n, using: &random) { isDeleted[offset] = true }
        var survivors: [Int] = []
        survivors.reserveCapacity(n - deleteCount)
        for offset in 0..<n where !isDeleted[offset] { survivors.append(source[offset]) }

        // Move: pick moved survivors; they and the inserted items land in
        // random slots of the target, the other survivors fill the rest in order.
        let moveCount = amount(scenario.moved, of: n)
        let movedOffsets = sample(min(moveCount, survivors.count), from: survivors.count, using: &random)
        var isMoved = [Bool](repeating: false, count: survivors.count)
        for offset in movedOffsets { isMoved[offset] = true }
        var placed: [Int] = movedOffsets.sorted().map { survivors[$0] }

        // Insert.
        let insertCount = amount(scenario.inserted, of: n)
        for index in 0..<insertCount {
            placed.append(pool.map { random.next(below: $0) } ?? (n + index))
        }
        shuffle(&placed, using: &random)

        let targetCount = survivors.count + insertCount
        var isPlacedSlot = [Bool](repeating: false, count: targetCount)
        for slot in sample(placed.count, from: targetCount, using: &random) { isPlacedSlot[slot] = true }
        var target: [Int] = []
        target.reserveCapacity(targetCount)
        var nextPlaced = 0
        var nextStaying = 0
        for slot in 0..<targetCount {
            if isPlacedSlot[slot] {
                target.append(placed[nextPlaced])
                nextPlaced += 1
            } else {
                while isMoved[nextStaying] { nextStaying += 1 }
                target.append(survivors[nextStaying])
                nextStaying += 1
            }
        }

        // Update: among target items that came from the source.
        let insertedIdentities = pool == nil ? n..<(n + insertCount) : 0..<0
        var kept: [Int] = []
        kept.reserveCapacity(targetCount)
        for (slot, identity) in target.enumerated() where !insertedIdentities.contains(identity) {
            kept.append(slot)
        }
        let updates = sample(amount(scenario.updated, of: n), from: kept.count, using: &random)
            .map { kept[$0] }.sorted()
        return WorkloadPlan(source: source, target: target, updatedTargets: updates)
    }

    /// An `Int` workload: elements are the identities (updates do not apply).
    public static func ints(scenario: WorkloadScenario, count: Int, seed: UInt64) -> WorkloadArrays<Int> {
        let plan = plan(scenario: scenario, count: count, seed: seed)
        return WorkloadArrays(source: plan.source, target: plan.target)
    }

    /// A `WorkloadBook` workload: each identity gets fields derived from it and the
    /// seed; updated target items get a new title.
    public static func books(scenario: WorkloadScenario, count: Int, seed: UInt64) -> WorkloadArrays<WorkloadBook> {
        let plan = plan(scenario: scenario, count: count, seed: seed)
        let source = plan.source.map { book(id: $0, seed: seed) }
        var target = plan.target.map { book(id: $0, seed: seed) }
        for slot in plan.updatedTargets {
            revise(&target[slot])
        }
        return WorkloadArrays(source: source, target: target)
    }

    /// Gives `book` the content of an updated item: its title gains
    /// `" (revised)"`; its identity and other fields stay.
    ///
    /// `books(scenario:count:seed:)` and `sectionedBooks(plan:seed:)` revise
    /// their updated items with it, so whoever builds those items from a
    /// plan gets the same books.
    public static func revise(_ book: inout WorkloadBook) {
        book.title += " (revised)"
    }

    /// The book with this identity for this seed: the same on every machine.
    public static func book(id: Int, seed: UInt64) -> WorkloadBook {
        var random = WorkloadRandom(seed: seed ^ (UInt64(truncatingIfNeeded: id) &* 0xD6E8_FEB8_6659_FD93))
        func pick(_ words: [String]) -> String { words[random.next(below: words.count)] }
        let title = "\(pick(adjectives)) \(pick(nouns)) of \(pick(places))"
        let author = "\(pick(givenNames)) \(pick(familyNames))"
        var isbn = "978-"
        for _ in 0..<10 { isbn.append(Character(Unicode.Scalar(UInt8(48 + random.next(below: 10))))) }
        // 1950-01-01 plus up to about 75 years, whole seconds.
        let published = Date(timeIntervalSince1970: -631_152_000 + Double(random.next(below: 2_366_841_600)))
        return WorkloadBook(id: id, title: title, author: author, isbn: isbn, published: published)
    }

    /// Shuffles in place with Fisher–Yates driven by `next(below:)`.
    public static func shuffle<T>(_ array: inout [T], using random: inout WorkloadRandom) {
        guard array.count > 1 else { return }
        for index in stride(from: array.count - 1, to: 0, by: -1) {
            array.swapAt(index, random.next(below: index + 1))
        }
    }

    /// `k` distinct offsets from `0..<n`, in the order drawn (a partial
    /// Fisher–Yates shuffle).
    ///
    /// - Complexity: O(*n*).
    public static func sample(_ k: Int, from n: Int, using random: inout WorkloadRandom) -> [Int] {
        let k = min(max(k, 0), n)
        guard k > 0 else { return [] }
        var offsets = Array(0..<n)
        for index in 0..<k {
            offsets.swapAt(index, index + random.next(below: n - index))
        }
        return Array(offsets[..<k])
    }

    private static let adjectives = [
        "Silent", "Crimson", "Hidden", "Last", "Broken", "Golden", "Distant", "Quiet",
        "Burning", "Frozen", "Lost", "Secret", "Endless", "Wandering", "Pale", "Hollow",
    ]
    private static let nouns = [
        "River", "Garden", "Empire", "Winter", "Letters", "Harbor", "Lantern", "Orchard",
        "Kingdom", "Shadow", "Voyage", "Archive", "Mirror", "Compass", "Tide", "Station",
    ]
    private static let places = [
        "Lisbon", "the North", "Kyoto", "the Sea", "Prague", "Ashes", "the Valley", "Marrakesh",
        "Glass", "Dawn", "Avalon", "the Steppe", "Oslo", "Salt", "Tomorrow", "the Delta",
    ]
    private static let givenNames = [
        "Ada", "Jorge", "Mei", "Olu", "Ingrid", "Ravi", "Lucia", "Tomas",
        "Amara", "Kenji", "Noor", "Pavel", "Sofia", "Emeka", "Hana", "Luis",
    ]
    private static let familyNames = [
        "Okafor", "Lindqvist", "Tanaka", "Moreau", "Haddad", "Novak", "Ferreira", "Kowalski",
        "Nakamura", "Abiodun", "Castillo", "Petrov", "Svensson", "Mensah", "Rossi", "Iyer",
    ]
}
