//===----------------------------------------------------------------------===//
// Look-alikes of the top-level names of popular Swift diff libraries
//===----------------------------------------------------------------------===//

// Those packages are not available offline; these declarations copy the
// top-level names (and the shapes an app touches) that could collide with
// DiffAlgorithms, so `ImportCoexistenceTests` can show that an app imports
// both without ambiguity. Test-only: no product ships this module.

// MARK: DifferenceKit (ra1028/DifferenceKit)

/// DifferenceKit's element protocol.
public protocol Differentiable: Equatable {
    associatedtype DifferenceIdentifier: Hashable
    var differenceIdentifier: DifferenceIdentifier { get }
}

/// DifferenceKit's element path.
public struct ElementPath: Hashable {
    public var element: Int
    public var section: Int
    public init(element: Int, section: Int) {
        self.element = element
        self.section = section
    }
}

/// DifferenceKit's one-stage changeset (generic, like the real one).
public struct Changeset<Data: Collection> {
    public var data: Data
    public var elementDeleted: [ElementPath] = []
    public var elementInserted: [ElementPath] = []
    public init(data: Data) { self.data = data }
}

/// DifferenceKit's staged changeset, the type apps use most.
public struct StagedChangeset<Data: Collection> {
    public var changesets: [Changeset<Data>]
    public init(source: Data, target: Data) { changesets = [Changeset(data: target)] }
    public var isEmpty: Bool { changesets.allSatisfy { $0.elementDeleted.isEmpty && $0.elementInserted.isEmpty } }
}

/// DifferenceKit's section of a sectioned collection.
public struct ArraySection<Model, Element> {
    public var model: Model
    public var elements: [Element]
    public init(model: Model, elements: [Element]) {
        self.model = model
        self.elements = elements
    }
}

// MARK: LiveCollections (scribd/LiveCollections)

/// LiveCollections' index pair.
public struct IndexPair: Hashable {
    public var source: Int
    public var target: Int
    public init(source: Int, target: Int) {
        self.source = source
        self.target = target
    }
}

/// LiveCollections' element protocol.
public protocol UniquelyIdentifiable {
    associatedtype RawType
    associatedtype UniqueIDType: Hashable
    var uniqueID: UniqueIDType { get }
}

// MARK: HeckelDiff (mcudich/HeckelDiff)

/// Stands in for the `HeckelDiff` module name: apps call `HeckelDiff.diff`
/// qualified, which a top-level DiffAlgorithms type named `HeckelDiff` would
/// make ambiguous.
public enum HeckelDiff {
    /// HeckelDiff's operations.
    public enum Operation: Equatable {
        case insert(Int), delete(Int), move(Int, Int), update(Int)
    }

    /// Stand-in for `HeckelDiff.diff(_:_:)`: deletes everything, inserts everything.
    public static func diff<T: Collection>(_ old: T, _ new: T) -> [Operation] {
        old.indices.map { .delete(old.distance(from: old.startIndex, to: $0)) }
            + new.indices.map { .insert(new.distance(from: new.startIndex, to: $0)) }
    }
}
