//===----------------------------------------------------------------------===//
// Shrinker: the smallest case that still fails
//===----------------------------------------------------------------------===//

/// A fuzz case the shrinker can make smaller: its type says which smaller
/// candidates one round tries (`FuzzCase`: elements, kinds, contents and
/// identities; `SectionedCase`: sections, items and contents).
package protocol ShrinkableCase: Equatable, Sendable {
    /// Candidates tested per shrink unless the shrinker says otherwise.
    static var defaultShrinkAttempts: Int { get }

    /// One round of smaller candidates, each offered to
    /// `session.accept(_:)`, which keeps it as `session.current` when it
    /// still fails. Returns whether any was kept.
    static func shrinkRound(_ session: inout ShrinkSession<Self>) -> Bool
}

/// A shrink in progress: the smallest failing case so far and the
/// candidates tested.
package struct ShrinkSession<Case: ShrinkableCase> {
    /// The smallest case known to fail.
    package private(set) var current: Case
    /// Candidates tested (equal ones are not tested, nor counted).
    package private(set) var attempts = 0
    /// Candidates kept.
    package private(set) var steps = 0
    let maxAttempts: Int
    let stillFails: (Case) -> Bool

    /// Whether the attempts ran out.
    package var exhausted: Bool { attempts >= maxAttempts }

    /// Tests `candidate` (unless it equals `current` or the attempts ran
    /// out) and keeps it when it still fails. Returns whether it was kept.
    package mutating func accept(_ candidate: Case) -> Bool {
        guard !exhausted, candidate != current else { return false }
        attempts += 1
        guard stillFails(candidate) else { return false }
        current = candidate
        steps += 1
        return true
    }
}

/// Shrinks a failing case greedily: rounds of the case type's steps
/// (`ShrinkableCase.shrinkRound`) until a round keeps nothing or the
/// attempts run out.
///
///     let shrunk = Shrinker().shrink(failing) { candidate in
///         stillFails(candidate)
///     }.shrunk
package struct Shrinker: Sendable {
    /// The most candidates to test; `nil`: the case type's default.
    package var maxAttempts: Int?

    package init(maxAttempts: Int? = nil) {
        self.maxAttempts = maxAttempts
    }

    /// The outcome: the smallest failing case and how many candidates it took.
    package struct Result<Case: ShrinkableCase>: Sendable {
        package var shrunk: Case
        package var attempts: Int
        package var steps: Int

        package init(shrunk: Case, attempts: Int, steps: Int) {
            self.shrunk = shrunk
            self.attempts = attempts
            self.steps = steps
        }
    }

    /// The smallest case found from `failing` for which `stillFails` holds.
    ///
    /// - Precondition: `stillFails(failing)`.
    /// - Complexity: At most `maxAttempts` calls of `stillFails`.
    package func shrink<Case: ShrinkableCase>(_ failing: Case, stillFails: (Case) -> Bool) -> Result<Case> {
        withoutActuallyEscaping(stillFails) { stillFails in
            var session = ShrinkSession(
                current: failing, maxAttempts: maxAttempts ?? Case.defaultShrinkAttempts, stillFails: stillFails)
            while !session.exhausted && Case.shrinkRound(&session) {}
            return Result(shrunk: session.current, attempts: session.attempts, steps: session.steps)
        }
    }
}
