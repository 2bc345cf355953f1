import Testing
import DiffAlgorithms

@Test func smoke() throws {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
        let a = (0..<Int.random(in: 0...9, using: &rng)).map { _ in Int.random(in: 0...6, using: &rng) }
        let b = (0..<Int.random(in: 0...9, using: &rng)).map { _ in Int.random(in: 0...6, using: &rng) }
        let lcs = try DynamicProgrammingLCS().diff(from: a, to: b)
        for algo in AlgorithmRegistry.all {
            let c = try algo.diff(from: a, to: b)
            let r = try c.apply(to: a, target: b)
            #expect(r == b, "\(algo.id) \(a) \(b) \(c)")
            if algo.traits.isMinimal { #expect(c.deleted.count + c.inserted.count == lcs.deleted.count + lcs.inserted.count, "\(algo.id) \(a) \(b)") }
        }
    }
}
