//===----------------------------------------------------------------------===//
// SplitMix64: the seeded generator every workload and fuzz case uses
//===----------------------------------------------------------------------===//

/// A small, fast, seedable random number generator (Steele, Lea and Flood,
/// "Fast splittable pseudorandom number generators", OOPSLA 2014).
///
/// The same seed gives the same sequence on every machine and every Swift
/// version, unlike `SystemRandomNumberGenerator`. Note that the standard
/// library's `shuffle(using:)` and `Int.random(in:using:)` are only stable as
/// long as their implementation is; workloads that must be reproducible
/// across toolchains should draw with `next(below:)`.
///
///     var random = SplitMix64(seed: 42)
///     let roll = random.next(below: 6)
public struct WorkloadRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates the generator whose sequence `seed` determines.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 uniformly distributed bits of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound` (Lemire's multiply-shift with
    /// rejection, so it is unbiased and toolchain-independent).
    ///
    /// - Precondition: `bound > 0`.
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let bound = UInt64(bound)
        let threshold = (0 &- bound) % bound
        while true {
            let product = next().multipliedFullWidth(by: bound)
            if product.low >= threshold { return Int(product.high) }
        }
    }
}
