import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Shrinking a failing sectioned case
//===----------------------------------------------------------------------===//

extension SectionedCase: ShrinkableCase {
    /// Candidates tested per shrink by default.
    package static var defaultShrinkAttempts: Int { 2_000 }

    /// One round: the first candidate one step smaller (a section dropped,
    /// then an item, then a content change undone; `shrinkCandidates`) that
    /// still fails is kept, and the round ends there.
    ///
    /// - Complexity: O(*s* + *n*) candidates for *s* sections and *n* items,
    ///   each one call of the session's `stillFails`.
    package static func shrinkRound(_ session: inout ShrinkSession<SectionedCase>) -> Bool {
        for candidate in shrinkCandidates(session.current) {
            if session.accept(candidate) { return true }
            if session.exhausted { return false }
        }
        return false
    }

    /// Every case one step smaller than `c`.
    static func shrinkCandidates(_ c: SectionedCase) -> [SectionedCase] {
        var result: [SectionedCase] = []
        for side in [true, false] {
            let sections = side ? c.source : c.target
            func with(_ changed: [WorkloadAtomSection]) -> SectionedCase {
                side ? SectionedCase(source: changed, target: c.target) : SectionedCase(source: c.source, target: changed)
            }
            for s in sections.indices {
                var fewer = sections
                fewer.remove(at: s)
                result.append(with(fewer))
            }
            for s in sections.indices {
                for k in sections[s].items.indices {
                    var fewer = sections
                    fewer[s].items.remove(at: k)
                    result.append(with(fewer))
                }
                if sections[s].model.content != 0 {
                    var plain = sections
                    plain[s].model.content = 0
                    result.append(with(plain))
                }
                for k in sections[s].items.indices where sections[s].items[k].content != 0 {
                    var plain = sections
                    plain[s].items[k].content = 0
                    result.append(with(plain))
                }
            }
        }
        return result
    }
}
