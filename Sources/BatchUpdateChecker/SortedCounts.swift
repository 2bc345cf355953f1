//===----------------------------------------------------------------------===//
// Rank arithmetic on sorted offsets, shared by Step 1 and the hazard search
//===----------------------------------------------------------------------===//

/// Helpers over an ascending array of distinct offsets.
enum _SortedOffsets {
    /// The number of elements `< value`.
    ///
    /// - Complexity: O(log *n*).
    static func countLess(_ sorted: [Int], than value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The slot where the survivor of rank `rank` lands when the ascending,
    /// distinct slots `taken` are occupied: the smallest free slot with
    /// `rank` free slots before it.
    ///
    ///     slot(ofRank: 1, taken: [0, 2])   // 3
    ///
    /// - Precondition: `rank >= 0`.
    /// - Complexity: O(log² *n*).
    static func slot(ofRank rank: Int, taken: [Int]) -> Int {
        precondition(rank >= 0, "A survivor's rank cannot be negative")
        // Smallest s with (s + 1) − #(taken ≤ s) ≥ rank + 1; that s is free.
        var low = rank, high = rank + taken.count
        while low < high {
            let mid = low + (high - low) / 2
            let free = mid + 1 - countLess(taken, than: mid + 1)
            if free >= rank + 1 { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
