import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// CaseSeed: the one derivation of a case's seed from its campaign's
//===----------------------------------------------------------------------===//

/// Derives the seed of case *i* of a campaign from the campaign's seed and
/// *i* alone, so that shards, replays and `--case` regenerate any case
/// without the ones before it. Every campaign wing derives its cases here.
///
///     var random = CaseSeed.random(campaign: 42, index: 7, stream: .cases)
///     let fuzzCase = CaseGenerator(maxSize: 64).makeCase(using: &random)
///
/// A `Stream` names which of a case's random streams is meant. The streams
/// keep the mixes the wings used before they shared this type, so that
/// fixed-seed campaigns (the mutation catalogue's verdicts, printed seed
/// and case pairs, corpora) draw exactly the same cases; `CaseSeedTests`
/// pins them. A new stream needs only a salt of its own.
package enum CaseSeed {
    /// The seed of `stream` for case `index` of the campaign `seed`: the
    /// index times the stream's multiplier, XORed with the campaign seed and
    /// the stream's salt, then (for a scrambled stream) one SplitMix64 step,
    /// and last XORed with the stream's output salt.
    ///
    /// - Complexity: O(1).
    package static func derive(campaign seed: UInt64, index: Int, stream: Stream) -> UInt64 {
        let mixed = seed ^ (UInt64(truncatingIfNeeded: index) &* stream.indexMultiplier) ^ stream.salt
        guard stream.scrambled else { return mixed ^ stream.outputSalt }
        var mixer = WorkloadRandom(seed: mixed)
        return mixer.next() ^ stream.outputSalt
    }

    /// A generator seeded with `derive(campaign:index:stream:)`.
    ///
    /// - Complexity: O(1).
    package static func random(campaign seed: UInt64, index: Int, stream: Stream) -> WorkloadRandom {
        WorkloadRandom(seed: derive(campaign: seed, index: index, stream: stream))
    }

    /// One of a case's random streams: the constants that separate it from
    /// the others.
    package struct Stream: Sendable, Hashable {
        /// Multiplies the case index before it is mixed in.
        var indexMultiplier: UInt64
        /// XORed into the mix before the scrambling step.
        var salt: UInt64 = 0
        /// Whether the mix goes through one SplitMix64 step
        /// (`WorkloadRandom.next()`).
        var scrambled: Bool
        /// XORed into the result.
        var outputSalt: UInt64 = 0

        /// A flat case (`CaseGenerator`): the algorithm and adapter
        /// campaigns, the validator campaign's base diff, `fuzzer crash`.
        package static let cases = Stream(indexMultiplier: 0xD1B5_4A32_D192_ED03, scrambled: true)

        /// The validator campaign's item counts of a base batch's two
        /// untouched sections: the `cases` seed with an output salt.
        package static let validatorSections = Stream(
            indexMultiplier: 0xD1B5_4A32_D192_ED03, scrambled: true, outputSalt: 0x5EC7_1015)

        /// A sectioned case (`SectionedCaseGenerator`). Unscrambled: the
        /// generator's own first step mixes the state.
        package static let sectioned = Stream(indexMultiplier: 0x9E37_79B9_7F4A_7C15, salt: 0x5EC7, scrambled: false)

        /// A stream of snapshots (`StreamCaseGenerator`): the stream
        /// campaign's own salt, scrambled.
        package static let listStreams = Stream(indexMultiplier: 0xBF58_476D_1CE4_E5B9, salt: 0x57E4_4A35, scrambled: true)
    }
}
