import DiffAlgorithms
import Foundation
import Testing
import Workloads

/// Diffs with `algorithm`, applies the changeset, and expects the target back
/// (identity and content). Returns the changeset for further checks.
@discardableResult
func expectReproduces<Element: Diffable & Equatable>(
    _ algorithm: any DiffAlgorithm, from source: [Element], to target: [Element],
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Changeset {
    let changeset = try algorithm.diff(from: source, to: target)
    #expect(
        throws: Never.self, "\(algorithm.id): \(source) → \(target) gave \(changeset)",
        sourceLocation: sourceLocation
    ) { try changeset.checkRebuilds(source: source, target: target) }
    #expect(changeset == changeset.sorted(), "\(algorithm.id): lists not ascending", sourceLocation: sourceLocation)
    return changeset
}

/// The length of a longest common subsequence of identities, by the textbook
/// quadratic recurrence (independent of every algorithm under test).
func lcsLength<Element: Diffable>(_ a: [Element], _ b: [Element]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return 0 }
    var previous = [Int](repeating: 0, count: b.count + 1)
    var current = previous
    for i in 1...a.count {
        for j in 1...b.count {
            current[j] = a[i - 1].diffIdentity == b[j - 1].diffIdentity
                ? previous[j - 1] + 1 : max(previous[j], current[j - 1])
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// The edit size of a changeset in LCS terms: deletes + inserts + 2·moves.
func editSize(_ changeset: Changeset) -> Int {
    changeset.deleted.count + changeset.inserted.count + 2 * changeset.moved.count
}

/// An identity whose hash always collides: equality alone tells them apart.
struct CollidingKey: Diffable, Hashable, CustomStringConvertible {
    var value: Int
    var label: String = ""

    var diffIdentity: Int_ { Int_(value: value) }
    func hasSameContent(as other: CollidingKey) -> Bool { label == other.label }
    var description: String { label.isEmpty ? "#\(value)" : "#\(value)\(label)" }

    /// The identity: equal by value, every hash the same.
    struct Int_: Hashable {
        var value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }
}

/// A book with a predictable title, for content-update tests.
func book(_ id: Int, _ title: String = "") -> Book {
    Book(
        id: id, title: title.isEmpty ? "Title \(id)" : title, author: "Author \(id % 7)",
        isbn: "978-\(100_000 + id)", published: Date(timeIntervalSince1970: Double(id) * 86_400))
}

/// Every algorithm that accepts inputs of these sizes.
func algorithms(accepting sourceCount: Int, _ targetCount: Int) -> [any DiffAlgorithm] {
    AlgorithmRegistry.all.filter { $0.refusal(sourceCount: sourceCount, targetCount: targetCount) == nil }
}

/// A seeded random array of `count` values below `alphabet`.
func randomArray(_ count: Int, alphabet: Int, _ random: inout SplitMix64) -> [Int] {
    (0..<count).map { _ in random.next(below: alphabet) }
}
