import DiffAlgorithms

/// A sectioned source and target made of atoms, with unique identities
/// (sections among sections, items across all items of a side).
public struct SectionedCase: Hashable, Sendable, CustomStringConvertible {
    public var source: [AtomSection]
    public var target: [AtomSection]

    public init(source: [AtomSection], target: [AtomSection]) {
        self.source = source
        self.target = target
    }

    /// The item count of every section of each side.
    public var sourceCounts: [Int] { source.map(\.items.count) }
    public var targetCounts: [Int] { target.map(\.items.count) }

    /// `sectioned S0:[100,101] S1:[] → S1:[101'1] …`.
    public var description: String {
        func show(_ sections: [AtomSection]) -> String {
            sections.map { "S\($0.model):[\($0.items.map(\.description).joined(separator: ","))]" }.joined(separator: " ")
        }
        return "sectioned \(show(source)) → \(show(target))"
    }
}
