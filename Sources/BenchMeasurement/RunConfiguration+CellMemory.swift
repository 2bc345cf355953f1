import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// The memory a cell needs, estimated before a run starts
//===----------------------------------------------------------------------===//

extension RunConfiguration {
    /// A rough upper bound of the memory one cell of this size needs: both
    /// arrays, the identity codes, the matching and the changeset.
    package static func estimatedCellBytes(dataset: WorkloadDataset, size: Int) -> Double {
        let perItem: Double
        switch dataset {
        case .int: perItem = 160
        // A Book is 72 bytes inline plus three heap strings.
        case .book: perItem = 640
        // Books twice over (sections are built from the flat workload) plus the flat codes.
        case .bookSections: perItem = 1_000
        }
        return perItem * Double(size)
    }
}
