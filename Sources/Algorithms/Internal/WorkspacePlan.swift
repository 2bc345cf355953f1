//===----------------------------------------------------------------------===//
// Which workspace, if any, a diff lays out for an algorithm
//===----------------------------------------------------------------------===//

/// How a diff of `Int` identities lays out its memory for an algorithm: its
/// matching left in the workspace as offsets (`_WorkspaceOffsetsMatching`),
/// its scratch beside interning's slots (`_WorkspaceMatching`), no codes at
/// all (`hash-linear`, whose queues live in the hash table:
/// `HashKeyedLinearDiff._diffingIntegerIdentities`), or none of these.
///
/// Only this module's algorithms conform to those internal protocols, so the
/// plan is read off the algorithm's concrete type. Casting `any
/// DiffAlgorithm` to one of the protocols finds the same answer through the
/// runtime's conformance lookup, about a thousand instructions a cast even
/// when it fails: a twentieth of a diff of a few elements. `DiffWorkspaceTests`
/// checks that the two ways agree for every registered algorithm.
@usableFromInline
internal enum _WorkspacePlan {
    case offsets(any _WorkspaceOffsetsMatching)
    case matching(any _WorkspaceMatching)
    case hashLinearWithoutCodes
    case none

    /// The plan for `algorithm`'s type.
    ///
    /// - Complexity: O(1): metadata compared, no conformance lookup.
    @inlinable
    init(for algorithm: any DiffAlgorithm) {
        let type = type(of: algorithm)
        if type == HeckelSixPassDiff.self {
            self = .offsets(algorithm as! HeckelSixPassDiff)
        } else if type == HashKeyedLinearDiff.self {
            self = .hashLinearWithoutCodes
        } else if type == HuntSzymanskiLCS.self {
            self = .matching(algorithm as! HuntSzymanskiLCS)
        } else {
            self = .none
        }
    }
}
