//===----------------------------------------------------------------------===//
// Ascending item paths in linear time, through flat positions
//===----------------------------------------------------------------------===//

/// Sorts the item lists of a sectioned diff by marking flat positions
/// instead of comparing paths: O(*total*) rather than O(*k* log *k*) for *k*
/// paths, which wins once *k* is more than a small fraction of *total*.
///
/// Index spaces: a path (*s*, *i*) of one side is the flat position
/// `starts[s] + i`; `starts` holds each section's first flat position and,
/// last, the side's item count.
@usableFromInline
enum _SectionedPathOrder {
    /// Below `total / sortRatio` paths a comparison sort is cheaper.
    @usableFromInline static var sortRatio: Int { 8 }

    /// Sorts distinct `paths` of the side described by `starts` ascending.
    /// Duplicates (never produced by the diff) fall back to a sort.
    ///
    /// - Complexity: O(*total*) or O(*k* log *k*), whichever is smaller.
    @inlinable
    static func sort(_ paths: inout [SectionedChangeset.ItemPath], starts: [Int]) {
        let total = starts[starts.count - 1]
        guard paths.count > 1 else { return }
        guard paths.count * sortRatio >= total else { return paths.sort() }
        var marked = [Bool](repeating: false, count: total)
        for path in paths {
            let flat = starts[path.section] + path.item
            if marked[flat] { return paths.sort() }
            marked[flat] = true
        }
        var next = 0
        var section = 0
        for flat in 0..<total where marked[flat] {
            while flat >= starts[section + 1] { section += 1 }
            paths[next] = SectionedChangeset.ItemPath(section, flat - starts[section])
            next += 1
        }
    }

    /// Sorts `pairs` with distinct sources (of the side `starts` describes)
    /// ascending; duplicates fall back to a sort.
    ///
    /// - Complexity: O(*total*) or O(*k* log *k*), whichever is smaller.
    @inlinable
    static func sort(_ pairs: inout [SectionedChangeset.PathPair], sourceStarts starts: [Int]) {
        let total = starts[starts.count - 1]
        guard pairs.count > 1 else { return }
        guard pairs.count * sortRatio >= total else { return pairs.sort() }
        var slot = [Int32](repeating: -1, count: total)
        for (index, pair) in pairs.enumerated() {
            let flat = starts[pair.source.section] + pair.source.item
            if slot[flat] >= 0 { return pairs.sort() }
            slot[flat] = Int32(truncatingIfNeeded: index)
        }
        let unsorted = pairs
        var next = 0
        for flat in 0..<total where slot[flat] >= 0 {
            pairs[next] = unsorted[Int(slot[flat])]
            next += 1
        }
    }
}
