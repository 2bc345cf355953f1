//===----------------------------------------------------------------------===//
// CampaignVerdict: what a campaign showed
//===----------------------------------------------------------------------===//

/// The outcome of a fuzz campaign of any target.
///
/// - `failed` when any property failed;
/// - else `inconclusive` when the campaign tested too little to say the
///   subject holds: no case ran, fewer than half of the generated cases were
///   checked (the rest refused, or in an element kind the subject lacks), or
///   a property the subject promises was never exercised;
/// - else `passed`.
package enum CampaignVerdict: Equatable, Sendable, CustomStringConvertible {
    case passed
    case failed(failures: Int)
    /// `reason` is one line.
    case inconclusive(reason: String)

    /// Applies the rule above.
    ///
    /// - Parameters:
    ///   - cases: Cases generated.
    ///   - checked: Cases on which at least one property was checked.
    ///   - unchecked: Why the other cases were not checked, for the reason.
    ///   - neverExercised: The promised properties never checked, each
    ///     already labelled (e.g. `"myers (minimal)"`).
    package static func judge(
        failures: Int, cases: Int, checked: Int, unchecked: String, neverExercised: [String]
    ) -> CampaignVerdict {
        if failures > 0 { return .failed(failures: failures) }
        if cases == 0 { return .inconclusive(reason: "no case ran") }
        if checked * 2 < cases {
            return .inconclusive(
                reason: "only \(checked) of \(cases) case\(cases == 1 ? " was" : "s were") checked, fewer than half; \(unchecked)")
        }
        if !neverExercised.isEmpty {
            return .inconclusive(reason: "promised but never exercised: \(neverExercised.joined(separator: "; "))")
        }
        return .passed
    }

    /// The verdict of two parts of one campaign: the failures of both, else
    /// the first inconclusive part, else passed.
    package func combined(with other: CampaignVerdict) -> CampaignVerdict {
        switch (self, other) {
        case let (.failed(a), .failed(b)): .failed(failures: a + b)
        case (.failed, _): self
        case (_, .failed): other
        case (.inconclusive, _): self
        case (_, .inconclusive): other
        default: .passed
        }
    }

    /// The same verdict, an inconclusive reason prefixed with the part of
    /// the campaign it concerns: `"sectioned cases: no case ran"`.
    package func part(_ name: String) -> CampaignVerdict {
        guard case let .inconclusive(reason) = self else { return self }
        return .inconclusive(reason: "\(name): \(reason)")
    }

    package var description: String {
        switch self {
        case .passed: "passed"
        case let .failed(failures): "failed (\(failures) failure\(failures == 1 ? "" : "s"))"
        case let .inconclusive(reason): "inconclusive: \(reason)"
        }
    }
}
