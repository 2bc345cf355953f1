import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Shrinker: the smallest case that still fails
//===----------------------------------------------------------------------===//

/// Shrinks a failing case greedily until no single step keeps it failing.
///
/// Steps, tried in this order and repeated until none applies: use plain
/// integers instead of the element kind; remove runs of elements from either
/// side (halves down to single elements); remove one element from both sides
/// at once (same identity); reset content versions; merge an identity into a
/// smaller one; renumber identities from 0 in order of appearance.
///
///     let shrunk = Shrinker().shrink(failing) { candidate in
///         stillFails(candidate)
///     }
///
/// The result is 1-minimal: removing any one element makes the failure
/// disappear (unless `maxAttempts` ran out first).
package struct Shrinker: Sendable {
    /// The most candidates to test.
    package var maxAttempts: Int

    package init(maxAttempts: Int = 20_000) {
        self.maxAttempts = maxAttempts
    }

    /// The outcome: the smallest failing case and how many candidates it took.
    package struct Result: Sendable {
        package var shrunk: FuzzCase
        package var attempts: Int
        package var steps: Int

        package init(shrunk: FuzzCase, attempts: Int, steps: Int) {
            self.shrunk = shrunk
            self.attempts = attempts
            self.steps = steps
        }
    }

    /// Shrinks `failing`, which must satisfy `stillFails`.
    package func shrink(_ failing: FuzzCase, stillFails: (FuzzCase) -> Bool) -> Result {
        var current = failing
        var attempts = 0
        var steps = 0
        func accept(_ candidate: FuzzCase) -> Bool {
            guard attempts < maxAttempts, candidate != current else { return false }
            attempts += 1
            if stillFails(candidate) {
                current = candidate
                steps += 1
                return true
            }
            return false
        }

        var progress = true
        while progress && attempts < maxAttempts {
            progress = false
            // A simpler element type.
            if current.kind != .int {
                progress = accept(FuzzCase(kind: .int, source: current.source, target: current.target).normalized()) || progress
            }
            // Runs of elements from one side.
            for side in [true, false] {
                var chunk = max(1, (side ? current.source : current.target).count / 2)
                while chunk >= 1 {
                    var start = 0
                    while start < (side ? current.source : current.target).count {
                        var candidate = current
                        if side {
                            candidate.source.removeSubrange(start..<min(start + chunk, candidate.source.count))
                        } else {
                            candidate.target.removeSubrange(start..<min(start + chunk, candidate.target.count))
                        }
                        if accept(candidate) { progress = true } else { start += chunk }
                    }
                    chunk /= 2
                }
            }
            // One element from each side, same identity.
            var i = 0
            while i < current.source.count {
                var removedPair = false
                for j in current.target.indices where current.target[j].id == current.source[i].id {
                    var candidate = current
                    candidate.source.remove(at: i)
                    candidate.target.remove(at: j)
                    if accept(candidate) {
                        progress = true
                        removedPair = true
                        break
                    }
                }
                if !removedPair { i += 1 }
            }
            // Content versions back to 0 (all at once, then one by one).
            if current.kind.hasContent {
                let plain = FuzzCase(
                    kind: current.kind, source: current.source.map { WorkloadAtom($0.id) },
                    target: current.target.map { WorkloadAtom($0.id) })
                if accept(plain) {
                    progress = true
                } else {
                    for side in [true, false] {
                        for index in (side ? current.source : current.target).indices {
                            var candidate = current
                            if side {
                                guard candidate.source[index].content != 0 else { continue }
                                candidate.source[index].content = 0
                            } else {
                                guard candidate.target[index].content != 0 else { continue }
                                candidate.target[index].content = 0
                            }
                            progress = accept(candidate) || progress
                        }
                    }
                }
            }
            // Fewer distinct identities: merge one into a smaller one.
            let ids = Set(current.source.map(\.id) + current.target.map(\.id)).sorted()
            mergeLoop: for (position, id) in ids.enumerated().reversed() {
                for smaller in ids[..<position] {
                    func merge(_ atom: WorkloadAtom) -> WorkloadAtom { atom.id == id ? WorkloadAtom(smaller, content: atom.content) : atom }
                    let candidate = FuzzCase(
                        kind: current.kind, source: current.source.map(merge), target: current.target.map(merge))
                    if accept(candidate) {
                        progress = true
                        break mergeLoop
                    }
                }
            }
            // Small identity numbers, in order of appearance.
            progress = accept(current.renumbered()) || progress
        }
        return Result(shrunk: current, attempts: attempts, steps: steps)
    }
}

extension FuzzCase {
    /// The same case with identities renumbered 0, 1, 2… in order of first
    /// appearance (source first) and content versions renumbered per identity.
    package func renumbered() -> FuzzCase {
        var numbers: [Int: Int] = [:]
        func renumber(_ atom: WorkloadAtom) -> WorkloadAtom {
            if let known = numbers[atom.id] { return WorkloadAtom(known, content: atom.content) }
            let fresh = numbers.count
            numbers[atom.id] = fresh
            return WorkloadAtom(fresh, content: atom.content)
        }
        let source = self.source.map(renumber)
        let target = self.target.map(renumber)
        return FuzzCase(kind: kind, source: source, target: target)
    }
}
