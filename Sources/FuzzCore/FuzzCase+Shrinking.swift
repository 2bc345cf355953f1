import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Shrinking a failing flat case
//===----------------------------------------------------------------------===//

extension FuzzCase: ShrinkableCase {
    /// Candidates tested per shrink by default.
    package static var defaultShrinkAttempts: Int { 20_000 }

    /// One round of the flat steps, in this order: use plain integers
    /// instead of the element kind; remove runs of elements from either side
    /// (halves down to single elements); remove one element from both sides
    /// at once (same identity); reset content versions (all at once, then one
    /// by one); merge an identity into a smaller one; renumber identities
    /// from 0 in order of appearance. Each step keeps what still fails and
    /// goes on from there, so the result is 1-minimal: removing any one
    /// element makes the failure disappear (unless the attempts ran out).
    ///
    /// - Complexity: O((*n* + *m*)²) candidates in the worst case, each one
    ///   call of the session's `stillFails`.
    package static func shrinkRound(_ session: inout ShrinkSession<FuzzCase>) -> Bool {
        var progress = false
        // A simpler element type.
        if session.current.kind != .int {
            let plainIntegers = FuzzCase(kind: .int, source: session.current.source, target: session.current.target)
            progress = session.accept(plainIntegers.normalized()) || progress
        }
        // Runs of elements from one side.
        for side in [true, false] {
            var chunk = max(1, (side ? session.current.source : session.current.target).count / 2)
            while chunk >= 1 {
                var start = 0
                while start < (side ? session.current.source : session.current.target).count {
                    var candidate = session.current
                    if side {
                        candidate.source.removeSubrange(start..<min(start + chunk, candidate.source.count))
                    } else {
                        candidate.target.removeSubrange(start..<min(start + chunk, candidate.target.count))
                    }
                    if session.accept(candidate) { progress = true } else { start += chunk }
                }
                chunk /= 2
            }
        }
        // One element from each side, same identity.
        var i = 0
        while i < session.current.source.count {
            var removedPair = false
            for j in session.current.target.indices where session.current.target[j].id == session.current.source[i].id {
                var candidate = session.current
                candidate.source.remove(at: i)
                candidate.target.remove(at: j)
                if session.accept(candidate) {
                    progress = true
                    removedPair = true
                    break
                }
            }
            if !removedPair { i += 1 }
        }
        // Content versions back to 0 (all at once, then one by one).
        if session.current.kind.hasContent {
            let plain = FuzzCase(
                kind: session.current.kind, source: session.current.source.map { WorkloadAtom($0.id) },
                target: session.current.target.map { WorkloadAtom($0.id) })
            if session.accept(plain) {
                progress = true
            } else {
                for side in [true, false] {
                    for index in (side ? session.current.source : session.current.target).indices {
                        var candidate = session.current
                        if side {
                            guard candidate.source[index].content != 0 else { continue }
                            candidate.source[index].content = 0
                        } else {
                            guard candidate.target[index].content != 0 else { continue }
                            candidate.target[index].content = 0
                        }
                        progress = session.accept(candidate) || progress
                    }
                }
            }
        }
        // Fewer distinct identities: merge one into a smaller one.
        let ids = Set(session.current.source.map(\.id) + session.current.target.map(\.id)).sorted()
        mergeLoop: for (position, id) in ids.enumerated().reversed() {
            for smaller in ids[..<position] {
                func merge(_ atom: WorkloadAtom) -> WorkloadAtom { atom.id == id ? WorkloadAtom(smaller, content: atom.content) : atom }
                let candidate = FuzzCase(
                    kind: session.current.kind, source: session.current.source.map(merge), target: session.current.target.map(merge))
                if session.accept(candidate) {
                    progress = true
                    break mergeLoop
                }
            }
        }
        // Small identity numbers, in order of appearance.
        progress = session.accept(session.current.renumbered()) || progress
        return progress
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
