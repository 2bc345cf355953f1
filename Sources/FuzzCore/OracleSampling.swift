//===----------------------------------------------------------------------===//
// OracleSampling: which cases run the oracles that cost most
//===----------------------------------------------------------------------===//

/// Which of the three costliest flat properties run on a case: `json-input`
/// (Foundation's JSON both ways) on one case in 8, `rejects-ill-formed`
/// (some 30 wrong inputs per changeset) and `cell-check` (some 10) on one
/// in 4. Every other property runs on every case.
///
/// A campaign numbers its cases by visit (`init(visit:)`: the first case of
/// every shard and every `--case` run checks all three); a libFuzzer target
/// numbers an input by a hash of its bytes (`init(fuzzBytes:)`), so one input
/// always runs the same checks and a saved crash replays as it was found.
public struct OracleSampling: Sendable, Equatable {
    public var checksJSONInput: Bool
    public var checksIllFormed: Bool
    public var checksCellCheck: Bool

    /// Every property on every case (replay, shrinking, tests).
    public static let everyCase = OracleSampling(checksJSONInput: true, checksIllFormed: true, checksCellCheck: true)

    public init(checksJSONInput: Bool, checksIllFormed: Bool, checksCellCheck: Bool) {
        self.checksJSONInput = checksJSONInput
        self.checksIllFormed = checksIllFormed
        self.checksCellCheck = checksCellCheck
    }

    /// The sampling of the `visit`-th case a run visits (0 is the first).
    ///
    /// - Precondition: `visit >= 0`.
    public init(visit: Int) {
        self.init(checksJSONInput: visit % 8 == 0, checksIllFormed: visit % 4 == 0, checksCellCheck: visit % 4 == 0)
    }

    /// The sampling of a libFuzzer input: `init(visit:)` of `fuzzVisit(of:)`.
    public init(fuzzBytes bytes: UnsafeRawBufferPointer) {
        self.init(visit: Self.fuzzVisit(of: bytes))
    }

    /// A visit number for a libFuzzer input: the 64-bit FNV-1a hash of its
    /// bytes, made non-negative. Equal inputs get equal numbers; a one-byte
    /// mutation gives an unrelated one.
    ///
    /// - Complexity: O(*n*) for *n* bytes.
    public static func fuzzVisit(of bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash >> 1)
    }
}
