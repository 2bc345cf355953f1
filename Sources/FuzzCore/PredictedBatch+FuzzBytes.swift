import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// Decoding libFuzzer bytes into a predicted batch (validator-libfuzzer)
//===----------------------------------------------------------------------===//

extension PredictedBatch {
    /// The batch that libFuzzer's bytes describe: a valid base batch built
    /// from a real diff, then one rule-targeted mutation of it.
    ///
    /// - byte 0: the check, modulo `BatchMutation.allCases.count + 1` (45):
    ///   0 is the base batch itself, *k* is `BatchMutation.allCases[k − 1]`;
    /// - byte 1: the view (bit 0: table, collection), the base algorithm
    ///   (bits 1–2: `ValidBatch.baseAlgorithms`, i.e. heckel, hash-linear,
    ///   myers, stdlib) and the item counts of the untouched sections 1 and
    ///   2 (bits 3–4 and 5–6: 0…3); bit 7 is unused;
    /// - the rest: a source and a target as `FuzzCase(fuzzBytes:)` decodes
    ///   them (its element kind and content versions do not matter: the
    ///   batch sees identities only, and updates are dropped).
    ///
    /// Missing bytes read as 0. A mutation that does not apply to the base
    /// (it has no delete, no move…) gives the base batch instead, so every
    /// input checks something.
    ///
    ///     let batch = [8, 0b0000_1010, 0, 3, 0, 1, 2, 2, 0, 1].withUnsafeBytes { PredictedBatch(fuzzBytes: $0) }
    ///     // delete-and-move, table view, hash-linear, [0, 1, 2] → [2, 0, 1], untouched sections of 1 and 0 items
    ///
    /// - Returns: `nil` only when the base algorithm throws (none of them
    ///   refuses an input, so never in practice).
    /// - Complexity: One diff of the decoded case, and one mutation.
    package init?(fuzzBytes bytes: UnsafeRawBufferPointer) {
        var reader = FuzzByteReader(bytes)
        let chosen = reader.next() % (BatchMutation.allCases.count + 1)
        let options = reader.next()
        let view: ListViewKind = options & 1 == 0 ? .table : .collection
        let algorithm = ValidBatch.baseAlgorithms[(options >> 1) & 3]
        let untouched = ((options >> 3) & 3, (options >> 5) & 3)
        let fuzzCase = FuzzCase(fuzzBytes: reader.rest)
        guard let base = ValidBatch(
            diffing: fuzzCase.source.map(\.id), to: fuzzCase.target.map(\.id), using: algorithm, untouched: untouched)
        else { return nil }
        let mutation = chosen == 0 ? nil : BatchMutation.allCases[chosen - 1]
        if let mutated = PredictedBatch(base: base, view: view, mutation: mutation) {
            self = mutated
        } else {
            // The base batch always exists.
            self = PredictedBatch(base: base, view: view, mutation: nil)!
        }
    }
}
