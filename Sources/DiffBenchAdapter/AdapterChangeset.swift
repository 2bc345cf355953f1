//===----------------------------------------------------------------------===//
// AdapterChangeset: one answer in the format the handshake declared
//===----------------------------------------------------------------------===//

/// A changeset in one of the three formats; it encodes as that format's
/// JSON object.
public enum AdapterChangeset: Hashable, Sendable, Encodable {
    /// One UIKit batch update (`"format": "batch"`).
    case batch(AdapterBatch)
    /// Batches applied in turn (`"format": "stages"`).
    case stages(AdapterStages)
    /// A `CollectionDifference` without its elements (`"format":
    /// "difference"`).
    case difference(AdapterDifference)

    /// The format this changeset is in.
    public var format: AdapterFormat {
        switch self {
        case .batch: .batch
        case .stages: .stages
        case .difference: .difference
        }
    }

    /// Encodes the changeset as its format's JSON object, without a tag: the
    /// handshake has declared the format.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .batch(let batch): try batch.encode(to: encoder)
        case .stages(let stages): try stages.encode(to: encoder)
        case .difference(let difference): try difference.encode(to: encoder)
        }
    }
}
