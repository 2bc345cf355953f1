import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// BatchUpdateInverse: a single-section batch read back into a changeset
//===----------------------------------------------------------------------===//

/// Reads a single-section `BatchUpdate` back into the `DiffChangeset` it
/// performs, by UIKit's index spaces (docs/batch-update-rules.md §1): deletes and reloads name
/// rows before the update, inserts rows after it, moves go from before to
/// after. A reloaded row keeps its place in the batch's arithmetic and shows
/// fresh content wherever the batch puts it, so each reload becomes the
/// update pair (reloaded row → the slot that row ends in), whether or not
/// the row also moves.
///
/// A reference oracle for `batch-round-trip` and `stages-compose`, written
/// from the spec without `BatchUpdate(changeset:)`; do not replace it with
/// a call to the checker.
///
///     let batch = BatchUpdate.singleSection(deletes: [0], reloads: [2])
///     let changeset = try BatchUpdateInverse.changeset(of: batch, sourceCount: 3, targetCount: 2).get()
///     // changeset == Changeset(deleted: [0], updated: [.init(2, 1)])
enum BatchUpdateInverse {
    /// Why a batch describes no changeset of the given counts.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The changeset `update` performs on `sourceCount` rows, giving
    /// `targetCount` rows, with every list ascending.
    ///
    /// - Complexity: O(*n* + *m* + *c* log *c*).
    static func changeset(of update: BatchUpdate, sourceCount: Int, targetCount: Int) -> Result<DiffChangeset, Failure> {
        guard update.sectionDeletes.isEmpty, update.sectionInserts.isEmpty, update.sectionReloads.isEmpty,
            update.sectionMoves.isEmpty
        else { return .failure(Failure(description: "it has section operations")) }
        let paths = update.itemDeletes + update.itemInserts + update.itemReloads
            + update.itemMoves.flatMap { [$0.from, $0.to] }
        if let outside = paths.first(where: { $0.section != 0 }) {
            return .failure(Failure(description: "it names \(outside) outside section 0"))
        }
        var changeset = DiffChangeset(
            deleted: update.itemDeletes.map(\.item).sorted(),
            inserted: update.itemInserts.map(\.item).sorted(),
            moved: update.itemMoves.map { DiffChangeset.OffsetPair($0.from.item, $0.to.item) }.sorted())
        if let error = IllFormedOracle.applicationError(changeset, sourceCount: sourceCount, targetCount: targetCount) {
            return .failure(Failure(description: "its deletes, inserts and moves do not fit \(sourceCount) → \(targetCount) rows: \(error)"))
        }
        let landing = ImpliedMatching(changeset, sourceCount: sourceCount, targetCount: targetCount).targetOfSource
        var updated: [DiffChangeset.OffsetPair] = []
        for row in update.itemReloads.map(\.item).sorted() {
            guard (0..<sourceCount).contains(row), landing[row] >= 0 else {
                return .failure(Failure(description: "it reloads row \(row), which is not a kept row"))
            }
            updated.append(DiffChangeset.OffsetPair(row, landing[row]))
        }
        changeset.updated = updated
        return .success(changeset)
    }
}
