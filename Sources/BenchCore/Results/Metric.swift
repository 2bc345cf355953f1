//===----------------------------------------------------------------------===//
// Metric: what a run measures per cell — time, instructions, or both
//===----------------------------------------------------------------------===//

/// What a run measures in each cell. Allocations and changeset sizes are
/// recorded with either.
package enum Metric: String, Codable, Hashable, Sendable, CaseIterable {
    /// Wall-clock and thread CPU time of repeated diffs, natively.
    case time
    /// Instructions executed by one diff call, counted by callgrind
    /// (valgrind): deterministic, so a 1% change is a real change.
    case instructions

    /// Parses a comma list such as `time,instructions`; keeps the order of
    /// `allCases`, without duplicates.
    ///
    /// - Returns: `nil` when the list is empty or names an unknown metric.
    package static func parseList(_ text: String) -> [Metric]? {
        let items = text.split(separator: ",").map { $0.trimmed.lowercased() }.filter { !$0.isEmpty }
        guard !items.isEmpty else { return nil }
        var chosen: Set<Metric> = []
        for item in items {
            guard let metric = Metric(rawValue: item) else { return nil }
            chosen.insert(metric)
        }
        return allCases.filter(chosen.contains)
    }
}

/// What callgrind counted for one diff call (the measured call alone: no
/// data generation, start-up or warm-up).
package struct InstructionCount: Codable, Hashable, Sendable {
    /// Instructions executed (callgrind's `Ir`).
    package var instructions: Int

    /// Creates a value from every stored property.
    package init(instructions: Int) {
        self.instructions = instructions
    }
}
