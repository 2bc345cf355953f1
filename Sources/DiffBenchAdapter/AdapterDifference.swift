//===----------------------------------------------------------------------===//
// AdapterDifference: the `difference` changeset format
//===----------------------------------------------------------------------===//

/// A `CollectionDifference` without its elements (`"format": "difference"`):
/// `{"removals": [[offset, associatedWith-or-null]], "insertions": [[offset,
/// associatedWith-or-null]]}`.
///
/// Exactly the standard library's semantics: removal offsets index the
/// **source**, insertion offsets the **target**; a removal associated with an
/// insertion (and that insertion with it) is a move. Offsets are unique per
/// side; the order of the lists does not matter.
///
/// - Complexity: Encoding is O(*c*), *c* the number of changes.
public struct AdapterDifference: Hashable, Sendable, Codable {
    /// One removal or insertion: its offset and, for a move, the offset of
    /// the associated change on the other side. On the wire
    /// `[offset, associatedWith]` with `null` for no association.
    public struct Change: Hashable, Sendable, Codable {
        /// The offset: in the source for a removal, in the target for an
        /// insertion.
        public var offset: Int
        /// For a move, the offset of the associated change on the other side;
        /// `nil` otherwise.
        public var associatedWith: Int?

        /// Creates a change at `offset`, associated with the change at
        /// `associatedWith` on the other side for a move.
        public init(_ offset: Int, associatedWith: Int? = nil) {
            self.offset = offset
            self.associatedWith = associatedWith
        }

        /// Decodes the change from its wire form, `[offset, associatedWith]`
        /// with `null` for no association.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            offset = try container.decode(Int.self)
            associatedWith = try container.decode(Int?.self)
        }

        /// Encodes the change as `[offset, associatedWith]`, with `null` for no
        /// association.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(offset)
            if let associatedWith {
                try container.encode(associatedWith)
            } else {
                try container.encodeNil()
            }
        }
    }

    /// Offsets in the source that leave.
    public var removals: [Change]
    /// Offsets in the target that arrive.
    public var insertions: [Change]

    /// Creates a difference from its removals (source offsets) and insertions
    /// (target offsets).
    public init(removals: [Change] = [], insertions: [Change] = []) {
        self.removals = removals
        self.insertions = insertions
    }
}

//===----------------------------------------------------------------------===//
// From a standard library CollectionDifference
//===----------------------------------------------------------------------===//

extension AdapterDifference {
    /// The offsets and associations of `difference`, elements dropped.
    ///
    ///     let difference = [1, 2, 3].difference(from: [3, 1, 2]).inferringMoves()
    ///     let wire = AdapterDifference(difference)
    ///     // wire.removals == [Change(0, associatedWith: 2)]
    ///
    /// - Complexity: O(*c*), where *c* is the number of changes.
    public init<Element>(_ difference: CollectionDifference<Element>) {
        var removals: [Change] = []
        var insertions: [Change] = []
        removals.reserveCapacity(difference.removals.count)
        insertions.reserveCapacity(difference.insertions.count)
        for change in difference {
            switch change {
            case let .remove(offset, _, associatedWith):
                removals.append(Change(offset, associatedWith: associatedWith))
            case let .insert(offset, _, associatedWith):
                insertions.append(Change(offset, associatedWith: associatedWith))
            }
        }
        self.init(removals: removals, insertions: insertions)
    }
}
