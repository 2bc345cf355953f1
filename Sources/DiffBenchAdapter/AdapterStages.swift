//===----------------------------------------------------------------------===//
// AdapterStages: the `stages` changeset format
//===----------------------------------------------------------------------===//

/// Batches applied in turn (`"format": "stages"`), like DifferenceKit's
/// `StagedChangeset`: `{"stages": [batch, batch, …]}`.
///
/// Stage *k*'s old array is the result of stage *k* − 1 (the source for the
/// first stage); its new array is the next intermediate result (the target
/// for the last stage). Each stage is one `AdapterBatch` in its own index
/// spaces. No stages at all means nothing changes.
public struct AdapterStages: Hashable, Sendable, Codable {
    /// The batches, in the order they are applied.
    public var stages: [AdapterBatch]

    /// Creates the changeset from its batches, in the order they are applied.
    public init(_ stages: [AdapterBatch]) {
        self.stages = stages
    }
}
