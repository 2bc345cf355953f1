import BenchCore

//===----------------------------------------------------------------------===//
// InstructionCellSelection: which cells of a run count instructions
//===----------------------------------------------------------------------===//

/// Which cells count instructions: callgrind runs a diff 20–100× slower than
/// natively, so a budget keeps quadratic algorithms to small sizes while the
/// linear ones are counted at every size.
package struct InstructionCellSelection: Hashable, Sendable {
    /// Cells up to this size count instructions; `nil`: every size.
    package var maxSize: Int?
    /// Algorithms counted at every size, whatever `maxSize` says.
    package var everySize: Set<String>

    /// Every cell.
    package static let all = InstructionCellSelection(maxSize: nil, everySize: [])

    /// Creates a value from every stored property.
    package init(maxSize: Int?, everySize: Set<String>) {
        self.maxSize = maxSize
        self.everySize = everySize
    }

    /// Whether the cell `key` counts instructions.
    package func includes(_ key: CellKey) -> Bool {
        everySize.contains(key.algorithm) || maxSize.map { key.size <= $0 } ?? true
    }
}
