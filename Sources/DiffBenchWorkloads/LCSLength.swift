//===----------------------------------------------------------------------===//
// WorkloadGenerator.lcsLength: the reference length of a longest common subsequence
//===----------------------------------------------------------------------===//

extension WorkloadGenerator {
    /// The length of a longest common subsequence of `a` and `b`, by the
    /// textbook quadratic recurrence over two rows: the oracle the minimal
    /// algorithms' edit sizes are held to.
    ///
    /// - Complexity: O(*n*·*m*) time, O(*m*) space.
    public static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        for i in 0..<a.count {
            let ai = a[i]
            for j in 0..<b.count {
                current[j + 1] = ai == b[j] ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
