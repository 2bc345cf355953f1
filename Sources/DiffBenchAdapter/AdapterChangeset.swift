//===----------------------------------------------------------------------===//
// AdapterChangeset: one answer in the format the handshake declared
//===----------------------------------------------------------------------===//

/// A changeset in one of the three formats; it encodes as that format's
/// JSON object.
public enum AdapterChangeset: Hashable, Sendable, Encodable {
    case batch(AdapterBatch)
    case stages(AdapterStages)
    case difference(AdapterDifference)

    /// The format this changeset is in.
    public var format: AdapterFormat {
        switch self {
        case .batch: .batch
        case .stages: .stages
        case .difference: .difference
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .batch(let batch): try batch.encode(to: encoder)
        case .stages(let stages): try stages.encode(to: encoder)
        case .difference(let difference): try difference.encode(to: encoder)
        }
    }
}
