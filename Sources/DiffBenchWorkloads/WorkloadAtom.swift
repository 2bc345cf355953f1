import DiffAlgorithms

//===----------------------------------------------------------------------===//
// Atom: an identity number and a content version
//===----------------------------------------------------------------------===//

/// An abstract element: an identity number and a content version (a changed
/// version is a changed row). The fuzzer's generators and shrinker work on
/// atoms and turn them into concrete elements; sectioned cases and the tests
/// diff them directly.
public struct WorkloadAtom: Diffable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The identity number.
    public var id: Int
    /// The content version; 0 for the original, a changed version is a changed
    /// row.
    public var content: Int

    /// Creates atom `id` with content version `content`.
    public init(_ id: Int, content: Int = 0) {
        self.id = id
        self.content = content
    }

    /// The atom's `id`.
    public var diffIdentity: Int { id }

    /// Same content when `content` is equal.
    public func hasSameContent(as other: WorkloadAtom) -> Bool { content == other.content }

    /// `3`, or `3'1` for content version 1.
    public var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// A section of atoms: the model atom is the section's identity and content.
public typealias WorkloadAtomSection = DiffSection<WorkloadAtom, WorkloadAtom>
