//===----------------------------------------------------------------------===//
// _MoveEndIndex: the first move ending at an operation or in a section
//===----------------------------------------------------------------------===//

/// For one end of the moves (sources or destinations, see `_OperationSide`),
/// the first move (index into the list it was built from) at each
/// operation, and the first *item* move in each section. It replaces UIKit's
/// scan of every move for every delete or insert.
struct _MoveEndIndex: Sendable {
    /// `first[op]`: the first move whose end is `op`.
    let first: [_Op: Int]
    /// `firstItemMove[s]`: the first item move whose end is in section `s`.
    let firstItemMove: [Int: Int]

    /// - Parameters:
    ///   - moves: Every move, in UIKit's scan order.
    ///   - side: Which end to index: sources for `.delete`, destinations for `.insert`.
    /// - Complexity: O(*m*), where *m* is `moves.count`.
    init(_ moves: [BatchMove<_Op>], side: _OperationSide) {
        var first: [_Op: Int] = [:]
        var firstItemMove: [Int: Int] = [:]
        for (index, move) in moves.enumerated().reversed() {
            let end = side.end(of: move)
            first[end] = index
            if !end.isSection { firstItemMove[end.section] = index }
        }
        self.first = first
        self.firstItemMove = firstItemMove
    }
}
