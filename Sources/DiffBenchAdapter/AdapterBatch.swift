//===----------------------------------------------------------------------===//
// AdapterBatch: the `batch` changeset format
//===----------------------------------------------------------------------===//

/// A pair of offsets, `source` in the old array and `target` in the new one;
/// on the wire a two-element array `[source, target]`.
public struct AdapterPair: Hashable, Sendable, Codable {
    /// Offset in the old array of the batch.
    public var source: Int
    /// Offset in the new array of the batch.
    public var target: Int

    /// Pairs old offset `source` with new offset `target`.
    public init(_ source: Int, _ target: Int) {
        self.source = source
        self.target = target
    }

    /// Decodes the pair from its wire form, the array `[source, target]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        source = try container.decode(Int.self)
        target = try container.decode(Int.self)
    }

    /// Encodes the pair as the array `[source, target]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(source)
        try container.encode(target)
    }
}

/// One UIKit batch update (`"format": "batch"`):
/// `{"deleted": [o], "inserted": [n], "moved": [[o, n]], "updated": [[o, n]]}`.
///
/// Index spaces: `deleted`, and the `source` of every `moved` and `updated`
/// pair, are offsets in the **old** array; `inserted`, and every pair's
/// `target`, are offsets in the **new** array. Every old element that is not
/// deleted or moved survives, keeping its relative order, into the new slots
/// that are neither inserted nor move targets. `updated` pairs are rows whose
/// identity is kept but whose content changed (an element may be moved and
/// updated). Lists should be ascending (pairs by `source`): DiffBench reads
/// any order, but its fuzzer reports unsorted lists.
public struct AdapterBatch: Hashable, Sendable, Codable {
    /// Offsets removed from the old array.
    public var deleted: [Int]
    /// Offsets added in the new array.
    public var inserted: [Int]
    /// Elements that change place, old offset → new offset.
    public var moved: [AdapterPair]
    /// Elements kept with new content, old offset → new offset.
    public var updated: [AdapterPair]

    /// Creates a batch from its four lists, in the index spaces above; omitted
    /// lists are empty.
    public init(
        deleted: [Int] = [], inserted: [Int] = [],
        moved: [AdapterPair] = [], updated: [AdapterPair] = []
    ) {
        self.deleted = deleted
        self.inserted = inserted
        self.moved = moved
        self.updated = updated
    }
}
