//===----------------------------------------------------------------------===//
// AxisLabels: which tick labels to draw so that none collide
//===----------------------------------------------------------------------===//

/// Picks the tick labels an axis draws: every label that fits, the most
/// important first, none closer to another than a gap.
package enum AxisLabels {
    /// The indices of the labels to draw, ascending.
    ///
    /// - Parameters:
    ///   - positions: Each label's centre along the axis, in pixels.
    ///   - extents: Each label's length along the axis, in pixels.
    ///   - gap: The least room between two labels drawn.
    ///   - priority: Indices in the order they claim room; a label that
    ///     would collide with one already kept is dropped.
    package static func kept(positions: [Double], extents: [Double], gap: Double, priority: [Int]) -> [Int] {
        var kept: [Int] = []
        for index in priority where positions.indices.contains(index) && !kept.contains(index) {
            let collides = kept.contains { other in
                abs(positions[index] - positions[other]) < (extents[index] + extents[other]) / 2 + gap
            }
            if !collides { kept.append(index) }
        }
        return kept.sorted()
    }

    /// The order in which sizes claim room on a log axis: the smallest and
    /// the largest, then powers of ten from the largest, then the rest
    /// from the left.
    package static func sizePriority(_ sizes: [Int]) -> [Int] {
        guard !sizes.isEmpty else { return [] }
        func isPowerOfTen(_ value: Int) -> Bool {
            var value = value
            while value >= 10 && value % 10 == 0 { value /= 10 }
            return value == 1
        }
        let ends = [0, sizes.count - 1]
        let powers = sizes.indices.filter { isPowerOfTen(sizes[$0]) }.reversed()
        return ends + powers + Array(sizes.indices)
    }

    /// The order in which decades claim room: the lowest and highest, then
    /// the decades that start a unit (1 ns, 1 µs, 1 ms, 1 s; 1 k, 1 M), then
    /// the rest from the lowest.
    package static func decadePriority(_ decades: [Int]) -> [Int] {
        guard !decades.isEmpty else { return [] }
        let units = decades.indices.filter { decades[$0] % 3 == 0 }
        return [0, decades.count - 1] + units + Array(decades.indices)
    }

    /// The indices into `decades` (powers of ten on a vertical log axis)
    /// whose labels fit, 12 px tall with 2 px between them, in
    /// `decadePriority` order; `position` gives a decade's y.
    package static func keptDecades(_ decades: [Int], position: (Int) -> Double) -> Set<Int> {
        Set(kept(positions: decades.map(position), extents: decades.map { _ in 12 }, gap: 2,
                 priority: decadePriority(decades)))
    }
}
