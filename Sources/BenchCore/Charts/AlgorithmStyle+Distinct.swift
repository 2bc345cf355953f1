//===----------------------------------------------------------------------===//
// AlgorithmStyle: styles for the series of one chart, no two alike
//===----------------------------------------------------------------------===//

extension AlgorithmStyle {
    /// What no two series of one chart may share.
    package enum Distinction: Sendable {
        /// Marker and dash together: for charts that draw each series'
        /// own line dash, so colour is never the only difference.
        case markerAndDash
        /// Colour and marker together: for charts that use the dash for
        /// something else (the trend charts' sizes).
        case colorAndMarker
    }

    /// The styles of the series `ids` of one chart, no two alike.
    ///
    /// Fixed ids keep their fixed styles. Every other id, taken in name
    /// order, gets the style nearest to the one its name hashes to that
    /// shares `distinguishing` with no series already styled; among those
    /// it prefers a colour that fewer series use (a colour of its own
    /// while the palette has one left), then with `markerAndDash` a dash
    /// that no series of a confusable colour (`ColourContrast`) has, then
    /// a marker fewer series use, and avoids the look of fixed ids the
    /// chart does not show. The result depends only on the set of ids, so
    /// a chart of the same series draws them the same way every time. Distinct up to 65 series (13 markers
    /// × 5 dashes; 156 for `colorAndMarker`).
    package static func styles(for ids: [String], distinguishing: Distinction = .markerAndDash) -> [String: AlgorithmStyle] {
        let unique = Array(Set(ids))
        var result: [String: AlgorithmStyle] = [:]
        var taken: [AlgorithmStyle] = []
        var unstyled: [String] = []
        for id in unique {
            if let style = RecordedRow.fixedStyle(of: id) {
                result[id] = style
                taken.append(style)
            } else {
                unstyled.append(id)
            }
        }
        let reserved = Set(fixed.values.map { $0.look(distinguishing) })
        for id in unstyled.sorted() {
            let style = nearestFree(to: hashed(id), taken: taken, reserved: reserved, distinguishing: distinguishing)
            result[id] = style
            taken.append(style)
        }
        return result
    }

    /// The parts of a style that `distinction` compares.
    func look(_ distinction: Distinction) -> String {
        switch distinction {
        case .markerAndDash: "\(marker.rawValue) \(dash)"
        case .colorAndMarker: "\(color) \(marker.rawValue)"
        }
    }

    /// The indices (marker, dash, colour) that `id`'s name hashes to.
    static func hashed(_ id: String) -> (marker: Int, dash: Int, color: Int) {
        let hash = fnv1a(id)
        let markers = UInt64(Marker.allCases.count), dashCount = UInt64(dashes.count)
        return (
            Int(hash % markers), Int((hash / markers) % dashCount),
            Int((hash / markers / dashCount) % UInt64(palette.count))
        )
    }

    /// The best candidate style for a new series: ranked by a clash with a
    /// taken look, the uses of its colour, (with `markerAndDash`) the taken
    /// styles of a confusable colour with its dash, the uses of its marker,
    /// a clash with a reserved look, then its distance from `preferred`.
    static func nearestFree(
        to preferred: (marker: Int, dash: Int, color: Int), taken: [AlgorithmStyle], reserved: Set<String>,
        distinguishing: Distinction
    ) -> AlgorithmStyle {
        let markers = Marker.allCases
        let takenLooks = Set(taken.map { $0.look(distinguishing) })
        var markerUses: [Marker: Int] = [:], colorUses: [String: Int] = [:]
        for style in taken {
            markerUses[style.marker, default: 0] += 1
            colorUses[style.color, default: 0] += 1
        }
        var best: (rank: [Int], style: AlgorithmStyle)?
        for markerOffset in 0..<markers.count {
            for dashOffset in 0..<dashes.count {
                for colorOffset in 0..<palette.count {
                    let style = AlgorithmStyle(
                        color: palette[(preferred.color + colorOffset) % palette.count],
                        marker: markers[(preferred.marker + markerOffset) % markers.count],
                        dash: dashes[(preferred.dash + dashOffset) % dashes.count])
                    let look = style.look(distinguishing)
                    let confusedDashes = distinguishing == .markerAndDash
                        ? taken.filter { $0.dash == style.dash && confusable($0.color, style.color) }.count
                        : 0
                    let rank = [
                        takenLooks.contains(look) ? 1 : 0, colorUses[style.color] ?? 0, confusedDashes,
                        markerUses[style.marker] ?? 0, reserved.contains(look) ? 1 : 0, markerOffset, colorOffset,
                        dashOffset,
                    ]
                    if best == nil || rank.lexicographicallyPrecedes(best!.rank) { best = (rank, style) }
                }
            }
        }
        return best!.style
    }

    /// The pairs of palette colours (`pair(_:_:)`) that `ColourContrast`
    /// finds confusable, computed once.
    static let confusablePalettePairs: Set<String> = {
        var pairs: Set<String> = []
        for (index, first) in palette.enumerated() {
            for second in palette[(index + 1)...] where ColourContrast.confusable(first, second) {
                pairs.insert(pair(first, second))
            }
        }
        return pairs
    }()

    /// Whether two colours are one, or a pair `ColourContrast` finds confusable.
    static func confusable(_ first: String, _ second: String) -> Bool {
        first == second || confusablePalettePairs.contains(pair(first, second))
    }

    /// Two colours as one key, in either order.
    static func pair(_ first: String, _ second: String) -> String {
        first < second ? "\(first) \(second)" : "\(second) \(first)"
    }
}
