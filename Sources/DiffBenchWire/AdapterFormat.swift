//===----------------------------------------------------------------------===//
// AdapterFormat: the changeset formats of protocol version 1
//===----------------------------------------------------------------------===//

/// The three changeset formats of protocol version 1, as named in the
/// handshake (`"format": "batch"`). The adapter kit writes them as
/// `AdapterBatch`, `AdapterStages` and `AdapterDifference`; DiffBench reads
/// them into a `ReportedChangeset`.
public enum AdapterFormat: String, CaseIterable, Sendable, Hashable, Codable {
    /// One UIKit batch.
    case batch
    /// Batches applied in turn.
    case stages
    /// A `CollectionDifference`'s offsets and associations.
    case difference
}
