//===----------------------------------------------------------------------===//
// BatchUpdate: every operation of one performBatchUpdates call
//===----------------------------------------------------------------------===//

/// A move from a position in the view before the update to a position after it.
public struct BatchMove<Position: Hashable & Sendable>: Hashable, Sendable {
    /// Where the element is before the update (BEFORE space).
    public var from: Position
    /// Where the element is after the update (AFTER space).
    public var to: Position

    /// The move of the element at `from` (BEFORE space) to `to` (AFTER space).
    public init(_ from: Position, _ to: Position) {
        self.from = from
        self.to = to
    }
}

/// The operations gathered by one `performBatchUpdates` (or
/// `beginUpdates`…`endUpdates`) block, in UIKit's index spaces (spec §1).
///
/// Call order and nesting inside the block do not matter: UIKit collects
/// every operation and processes them in its own order.
///
/// - Deletes and reloads name positions **before** the update.
/// - Inserts name positions **after** the update.
/// - Moves go from a **before** position to an **after** position.
///
/// Item operations are arrays, not sets, because duplicates are meaningful
/// (a table view drops them, a collection view does not; rule `R-DUP`).
///
///     // [A, B, C] → [A, C, B'] as "reload B and move it": UIKit throws.
///     let update = BatchUpdate(itemReloads: [BatchIndexPath(0, 1)],
///                              itemMoves: [BatchMove(BatchIndexPath(0, 1), BatchIndexPath(0, 2))])
public struct BatchUpdate: Hashable, Sendable {
    /// Sections removed (BEFORE space).
    public var sectionDeletes: Set<Int>
    /// Sections added (AFTER space).
    public var sectionInserts: Set<Int>
    /// Sections reloaded (BEFORE space); UIKit turns each into a delete plus an insert.
    public var sectionReloads: Set<Int>
    /// Sections moved, `from` BEFORE, `to` AFTER.
    public var sectionMoves: [BatchMove<Int>]
    /// Items removed (BEFORE space).
    public var itemDeletes: [BatchIndexPath]
    /// Items added (AFTER space).
    public var itemInserts: [BatchIndexPath]
    /// Items reloaded (BEFORE space); UIKit turns each into a delete plus an insert.
    public var itemReloads: [BatchIndexPath]
    /// Items moved, `from` BEFORE, `to` AFTER.
    public var itemMoves: [BatchMove<BatchIndexPath>]

    /// Creates a batch from its operations, each in the index space its
    /// property states; omitted lists are empty.
    public init(
        sectionDeletes: Set<Int> = [], sectionInserts: Set<Int> = [],
        sectionReloads: Set<Int> = [], sectionMoves: [BatchMove<Int>] = [],
        itemDeletes: [BatchIndexPath] = [], itemInserts: [BatchIndexPath] = [],
        itemReloads: [BatchIndexPath] = [], itemMoves: [BatchMove<BatchIndexPath>] = []
    ) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.sectionReloads = sectionReloads
        self.sectionMoves = sectionMoves
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemReloads = itemReloads
        self.itemMoves = itemMoves
    }

    /// A batch of item operations inside one section.
    ///
    ///     let update = BatchUpdate.singleSection(deletes: [1], moves: [(0, 1), (3, 0)], reloads: [2])
    ///
    /// - Parameters:
    ///   - section: The section every path lies in.
    ///   - deletes: Item offsets before the update.
    ///   - inserts: Item offsets after the update.
    ///   - moves: `(from, to)` offsets, before → after.
    ///   - reloads: Item offsets before the update.
    /// - Complexity: O(*k*), the number of operations.
    public static func singleSection(
        _ section: Int = 0,
        deletes: [Int] = [], inserts: [Int] = [], moves: [(Int, Int)] = [], reloads: [Int] = []
    ) -> BatchUpdate {
        BatchUpdate(
            itemDeletes: deletes.map { BatchIndexPath(section, $0) },
            itemInserts: inserts.map { BatchIndexPath(section, $0) },
            itemReloads: reloads.map { BatchIndexPath(section, $0) },
            itemMoves: moves.map { BatchMove(BatchIndexPath(section, $0.0), BatchIndexPath(section, $0.1)) })
    }

    /// `true` when the batch holds no operation at all.
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionReloads.isEmpty && sectionMoves.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemReloads.isEmpty && itemMoves.isEmpty
    }

    /// `true` when the batch moves anything, a section or an item.
    public var hasMoves: Bool { !sectionMoves.isEmpty || !itemMoves.isEmpty }
}
