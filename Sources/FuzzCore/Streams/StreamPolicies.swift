import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// StreamPolicies: which policies a stream case is judged under
//===----------------------------------------------------------------------===//

/// The policies of the stream campaign and how one is run on a case.
package enum StreamPolicies {
    /// The correct policies, each of which must pass every stream (`passes`):
    /// `serial`, `latest`, `reloadAbove` at 2 and 8 changes, and
    /// `diffableSnapshot`.
    package static let correct: [ListUpdatePolicy] = [.serial, .latest, .reloadAbove(2), .reloadAbove(8), .diffableSnapshot]

    /// The negative controls, run and tallied but never a campaign failure.
    package static let negativeControls = ListUpdatePolicy.negativeControls

    /// Whether a correct policy's `verdict` on `c` is right: `ok`, except
    /// that a diffable data source must refuse the first list that repeats
    /// an identity, when it arrives (the app stops there, by design).
    package static func passes(_ policy: ListUpdatePolicy, _ verdict: ListStreamVerdict, on c: StreamCase) -> Bool {
        guard policy == .diffableSnapshot, let first = c.firstDuplicates else { return verdict.isOK }
        guard case let .refusedSnapshot(time, version, _) = verdict else { return false }
        return (time, version) == (first.time, first.version)
    }

    /// Whether `algorithm` refuses `c`'s largest lists (`naive-lcs`'s size
    /// guard): the stream then checks no diff of it, so it is not checked.
    package static func refuses(_ algorithm: any DiffAlgorithm, _ c: StreamCase) -> Bool {
        algorithm.refusal(sourceCount: c.largestCount, targetCount: c.largestCount) != nil
    }

    /// `policy` diffing with `algorithm` over `c`.
    ///
    /// - Complexity: That of `ListStreamSimulator.run(_:)`.
    package static func run(_ policy: ListUpdatePolicy, _ algorithm: any DiffAlgorithm, _ c: StreamCase) -> ListStreamReport {
        ListStreamSimulator(policy: policy, algorithm: algorithm, timing: c.timing, view: c.view).run(c.stream)
    }

    /// The property a failure of `policy` breaks: `stream-latest`,
    /// `stream-reload-above(8)`.
    package static func property(_ policy: ListUpdatePolicy) -> String { "stream-\(policy.name)" }

    /// The policy named `name` (`ListUpdatePolicy.name`), or `nil`.
    package static func policy(named name: String) -> ListUpdatePolicy? {
        for policy: ListUpdatePolicy in [.serial, .latest, .diffableSnapshot, .swapThenDiff, .staleBase] where policy.name == name {
            return policy
        }
        guard name.hasPrefix("reload-above("), name.hasSuffix(")"),
            let threshold = Int(name.dropFirst("reload-above(".count).dropLast()), threshold >= 0
        else { return nil }
        return .reloadAbove(threshold)
    }

    /// The verdict in one line: `ok`, or when and what went wrong.
    package static func describe(_ verdict: ListStreamVerdict) -> String {
        switch verdict {
        case .ok: "ok"
        case let .exception(time, version, violation):
            "t=\(time) version \(version): NSInternalInconsistencyException \(violation)"
        case let .refusedSnapshot(time, version, error): "t=\(time) version \(version): \(error)"
        case let .displayDefects(defects): defects.map(\.description).joined(separator: "; ")
        }
    }
}
