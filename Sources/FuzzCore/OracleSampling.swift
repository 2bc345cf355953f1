import DiffBenchWorkloads
//===----------------------------------------------------------------------===//
// OracleSampling: which cases run the oracles that cost most
//===----------------------------------------------------------------------===//

/// Which of the costliest flat checks run on a case: `json-input`
/// (Foundation's JSON both ways, and one more run of the algorithm) on one
/// case in 8; `rejects-ill-formed` (some 30 wrong inputs per changeset),
/// `cell-check` (some 10) and `collection-difference` (three passes through
/// the standard library's unspecialized `CollectionDifference` code) on one
/// in 4; and the properties that each need one more run of every algorithm:
/// `deterministic` and `entry-points` on half the cases (the array entry
/// point on visits 0 mod 4, the `ArraySlice` one on visits 2 mod 4, both on
/// every 8th), `self-empty` on odd visits and every 8th, and
/// `identity-invariant` on visits 1 mod 4 and every 8th. Every other
/// property runs on every case.
///
/// A campaign numbers its cases by visit (`init(visit:)`: the first case of
/// every shard and every `--case` run checks everything); a libFuzzer target
/// numbers an input by a hash of its bytes (`init(fuzzBytes:)`), so one input
/// always runs the same checks and a saved crash replays as it was found.
package struct OracleSampling: Sendable, Equatable {
    package var checksJSONInput: Bool
    package var checksIllFormed: Bool
    package var checksCellCheck: Bool
    package var checksCollectionDifference: Bool
    /// `entry-points` and `deterministic` through the array `diff(from:to:)`
    /// (the non-throwing one of a `NonRefusingDiffAlgorithm`).
    package var checksArrayEntryPoint: Bool
    /// `entry-points` and `deterministic` through `diff(from: ArraySlice, to:
    /// ContiguousArray)`.
    package var checksSliceEntryPoint: Bool
    /// `self-empty`: the diff of the source with itself.
    package var checksSelfEmpty: Bool
    /// `identity-invariant`: the case as plain integers, or its identity
    /// codes numbered backwards.
    package var checksIdentityInvariant: Bool

    /// Every property on every case (replay, shrinking, tests).
    package static let everyCase = OracleSampling(checksJSONInput: true, checksIllFormed: true, checksCellCheck: true)

    /// With neither entry point, `deterministic` and `entry-points` are not
    /// checked.
    package init(
        checksJSONInput: Bool, checksIllFormed: Bool, checksCellCheck: Bool, checksCollectionDifference: Bool = true,
        checksArrayEntryPoint: Bool = true, checksSliceEntryPoint: Bool = true, checksSelfEmpty: Bool = true,
        checksIdentityInvariant: Bool = true
    ) {
        self.checksJSONInput = checksJSONInput
        self.checksIllFormed = checksIllFormed
        self.checksCellCheck = checksCellCheck
        self.checksCollectionDifference = checksCollectionDifference
        self.checksArrayEntryPoint = checksArrayEntryPoint
        self.checksSliceEntryPoint = checksSliceEntryPoint
        self.checksSelfEmpty = checksSelfEmpty
        self.checksIdentityInvariant = checksIdentityInvariant
    }

    /// The sampling of the `visit`-th case a run visits (0 is the first).
    ///
    /// - Precondition: `visit >= 0`.
    package init(visit: Int) {
        let everything = visit % 8 == 0
        self.init(
            checksJSONInput: everything, checksIllFormed: visit % 4 == 0, checksCellCheck: visit % 4 == 0,
            checksCollectionDifference: visit % 4 == 0,
            checksArrayEntryPoint: visit % 4 == 0, checksSliceEntryPoint: visit % 4 == 2 || everything,
            checksSelfEmpty: visit % 2 == 1 || everything, checksIdentityInvariant: visit % 4 == 1 || everything)
    }

    /// The sampling of a libFuzzer input: `init(visit:)` of `fuzzVisit(of:)`.
    package init(fuzzBytes bytes: UnsafeRawBufferPointer) {
        self.init(visit: Self.fuzzVisit(of: bytes))
    }

    /// A visit number for a libFuzzer input: the 64-bit FNV-1a hash of its
    /// bytes, mixed (the first output of `WorkloadRandom` seeded with it) and made non-negative. Equal
    /// inputs get equal numbers; a one-byte mutation gives an unrelated one.
    /// The mixing matters for the low bits `init(visit:)` reads: FNV-1a's
    /// bit 1, say, is only the parity of the bytes' two lowest bits.
    ///
    /// - Complexity: O(*n*) for *n* bytes.
    package static func fuzzVisit(of bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var mixer = WorkloadRandom(seed: hash)
        return Int(truncatingIfNeeded: mixer.next() >> 1)
    }
}
