import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Shrinking a failing sectioned case
//===----------------------------------------------------------------------===//

/// Makes a failing sectioned case smaller while it still fails: drops whole
/// sections, then single items, then content changes, until nothing helps.
package struct SectionedShrinker: Sendable {
    /// The most candidates tried.
    package var maxAttempts = 2_000

    package init() {}

    /// The smallest failing case found, and the number of candidates tried.
    ///
    /// - Complexity: At most `maxAttempts` calls of `stillFails`.
    package func shrink(_ failing: SectionedCase, stillFails: (SectionedCase) -> Bool) -> (shrunk: SectionedCase, attempts: Int) {
        var current = failing
        var attempts = 0
        var progress = true
        while progress && attempts < maxAttempts {
            progress = false
            for candidate in candidates(current) {
                attempts += 1
                if stillFails(candidate) {
                    current = candidate
                    progress = true
                    break
                }
                if attempts >= maxAttempts { break }
            }
        }
        return (current, attempts)
    }

    /// Every case one step smaller than `c`.
    func candidates(_ c: SectionedCase) -> [SectionedCase] {
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
