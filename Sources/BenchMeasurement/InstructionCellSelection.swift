import BenchCore

//===----------------------------------------------------------------------===//
// InstructionCellSelection: which cells of a run count instructions
//===----------------------------------------------------------------------===//

/// Which cells count instructions: callgrind runs a diff 20–100× slower than
/// natively, so a budget keeps quadratic algorithms to small sizes while the
/// linear ones are counted at every size.
public struct InstructionCellSelection: Hashable, Sendable {
    /// Cells up to this size count instructions; `nil`: every size.
    public var maxSize: Int?
    /// Algorithms counted at every size, whatever `maxSize` says.
    public var everySize: Set<String>

    /// Every cell.
    public static let all = InstructionCellSelection(maxSize: nil, everySize: [])

    /// Creates a value from every stored property.
    public init(maxSize: Int?, everySize: Set<String>) {
        self.maxSize = maxSize
        self.everySize = everySize
    }

    /// Whether the cell `key` counts instructions.
    public func includes(_ key: CellKey) -> Bool {
        everySize.contains(key.algorithm) || maxSize.map { key.size <= $0 } ?? true
    }
}
