//===----------------------------------------------------------------------===//
// MatchingError: why a matching is ill-formed
//===----------------------------------------------------------------------===//

/// Why a `DiffMatching` breaks its invariants for a source and a target: thrown by
/// `DiffChangeset(matching:source:target:)` and reported by `DiffMatching.validate`.
///
/// An ill-formed matching is a bug in the algorithm that returned it, never a
/// property of the data; the library reports it instead of trapping.
/// Offsets: `source` in the source array, `target` in the target array.
public enum DiffMatchingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `targetOfSource` does not have one entry per source element.
    case sourceCountMismatch(entries: Int, sourceCount: Int)
    /// A target offset lies outside `0..<targetCount`.
    case targetOutOfRange(source: Int, target: Int, targetCount: Int)
    /// Two sources are matched with the same target.
    case targetMatchedTwice(target: Int)
    /// A matched pair joins different identities.
    case differentIdentities(source: Int, target: Int)
    /// `movedSources` is not strictly ascending, or names a source that is
    /// out of range or unmatched.
    case invalidMovedSource(Int)
    /// A match not reported as a move crosses an earlier one: survivors
    /// could not fill the free slots in order.
    case unmovedPairsCross(source: Int, target: Int)

    /// One line naming the offsets, e.g. "target 3 is matched twice".
    public var description: String {
        switch self {
        case let .sourceCountMismatch(entries, sourceCount):
            "the matching has \(entries) entries for \(sourceCount) source elements"
        case let .targetOutOfRange(source, target, targetCount):
            "source \(source) is matched with target \(target), out of range 0..<\(targetCount)"
        case let .targetMatchedTwice(target):
            "target \(target) is matched twice"
        case let .differentIdentities(source, target):
            "source \(source) and target \(target) are matched but have different identities"
        case let .invalidMovedSource(source):
            "moved source \(source) is out of order, out of range or unmatched"
        case let .unmovedPairsCross(source, target):
            "the unmoved match \(source)→\(target) crosses an earlier unmoved match"
        }
    }
}
