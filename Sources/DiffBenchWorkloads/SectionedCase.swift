import DiffAlgorithms

//===----------------------------------------------------------------------===//
// SectionedCase: a sectioned source/target pair made of atoms
//===----------------------------------------------------------------------===//

/// One sectioned fuzz case: source and target sections of atoms.
///
/// Identities are meant to be unique (sections among sections, items across
/// all items of a side); a case with duplicates tests that the diff rejects
/// them with `SectionedDiffError`.
public struct SectionedCase: Hashable, Sendable, CustomStringConvertible {
    /// The source sections.
    public var source: [WorkloadAtomSection]
    /// The target sections.
    public var target: [WorkloadAtomSection]

    /// Creates a case from its source and target sections.
    public init(source: [WorkloadAtomSection], target: [WorkloadAtomSection]) {
        self.source = source
        self.target = target
    }

    /// Whether a section or an item identity repeats on one side.
    public var hasDuplicates: Bool {
        func repeats(_ sections: [WorkloadAtomSection]) -> Bool {
            var sectionIDs = Set<Int>(), itemIDs = Set<Int>()
            for section in sections {
                guard sectionIDs.insert(section.model.id).inserted else { return true }
                for item in section.items where !itemIDs.insert(item.id).inserted { return true }
            }
            return false
        }
        return repeats(source) || repeats(target)
    }

    /// The item count of every source section.
    public var sourceCounts: [Int] { source.map(\.items.count) }
    /// The item count of every target section.
    public var targetCounts: [Int] { target.map(\.items.count) }

    /// `sectioned S0:[100,101'1] → …`: each side's sections, the model then the
    /// items.
    public var description: String {
        func show(_ sections: [WorkloadAtomSection]) -> String {
            sections.map { "S\($0.model):[\($0.items.map(\.description).joined(separator: ","))]" }.joined(separator: " ")
        }
        return "sectioned \(show(source)) → \(show(target))"
    }
}
