import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Oracles: reference facts about an input, computed independently of every
// algorithm under test
//===----------------------------------------------------------------------===//

/// Facts about one input that every algorithm is checked against: the
/// identities as small integers and the LCS length.
package struct CaseOracle: Sendable {
    /// Identity numbers of the source, in order of first appearance (source
    /// first); equal numbers mean equal identities.
    package var sourceIDs: [Int]
    /// Identity numbers of the target.
    package var targetIDs: [Int]
    /// The number of distinct identities.
    package var distinctCount: Int
    /// The length of a longest common subsequence of identities.
    package var lcs: Int
    /// Stand-ins for the elements, with the same identities and the same
    /// content equality, that are cheap to copy (for the checker's oracle).
    package var sourceProxies: [ElementProxy]
    package var targetProxies: [ElementProxy]

    package init<E: Diffable>(source: [E], target: [E]) {
        var numbers: [E.DiffIdentity: Int] = [:]
        // Per identity number, one element of each content seen so far.
        var contents: [[E]] = []
        func number(_ element: E) -> Int {
            let identity = element.diffIdentity
            if let known = numbers[identity] { return known }
            let fresh = numbers.count
            numbers[identity] = fresh
            contents.append([])
            return fresh
        }
        func proxy(_ element: E, _ id: Int) -> ElementProxy {
            if let version = contents[id].firstIndex(where: { $0.hasSameContent(as: element) }) {
                return ElementProxy(id: id, content: version)
            }
            contents[id].append(element)
            return ElementProxy(id: id, content: contents[id].count - 1)
        }
        sourceIDs = source.map(number)
        targetIDs = target.map(number)
        sourceProxies = zip(source, sourceIDs).map(proxy)
        targetProxies = zip(target, targetIDs).map(proxy)
        distinctCount = numbers.count
        lcs = WorkloadGenerator.lcsLength(sourceIDs, targetIDs)
    }
}

/// An element reduced to an identity number and a content number: equal
/// content numbers of one identity mean `hasSameContent(as:)`.
package struct ElementProxy: Diffable, Hashable, Sendable, CustomStringConvertible {
    package var id: Int
    package var content: Int

    package var diffIdentity: Int { id }
    package func hasSameContent(as other: ElementProxy) -> Bool { content == other.content }
    package var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}


/// The length of a longest strictly increasing subsequence, by patience
/// sorting (piles only, no reconstruction).
///
/// - Complexity: O(*k* log *k*).
package func longestIncreasingLength(_ values: [Int]) -> Int {
    var piles: [Int] = []
    for value in values {
        // First pile whose top is >= value.
        var low = 0
        var high = piles.count
        while low < high {
            let middle = (low + high) / 2
            if piles[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == piles.count { piles.append(value) } else { piles[low] = value }
    }
    return piles.count
}

/// The source → target pairing a valid changeset implies: moved pairs as
/// given, and survivors (neither deleted nor moved) filling the target slots
/// that are neither inserted nor move destinations, in order.
///
/// A reference oracle: deliberately written independently of the library's
/// `DiffChangeset.placeSurvivors` (which the applier, the benchmark and the stdlib
/// adapter share), so that a bug there cannot hide itself here. Do not
/// replace it with a call to the library.
package struct ImpliedMatching: Sendable {
    /// Target offset of each source offset, or -1 if deleted.
    package var targetOfSource: [Int]
    /// Whether each source offset is a move source.
    package var isMoved: [Bool]

    /// - Precondition: `changeset` applies to `sourceCount`/`targetCount`
    ///   (the rebuild property held).
    package init(_ changeset: DiffChangeset, sourceCount: Int, targetCount: Int) {
        var targetOfSource = [Int](repeating: -1, count: sourceCount)
        var isMoved = [Bool](repeating: false, count: sourceCount)
        var sourceTaken = [Bool](repeating: false, count: sourceCount)
        var targetTaken = [Bool](repeating: false, count: targetCount)
        for offset in changeset.deleted { sourceTaken[offset] = true }
        for offset in changeset.inserted { targetTaken[offset] = true }
        for pair in changeset.moved {
            targetOfSource[pair.source] = pair.target
            isMoved[pair.source] = true
            sourceTaken[pair.source] = true
            targetTaken[pair.target] = true
        }
        var slot = 0
        for source in 0..<sourceCount where !sourceTaken[source] {
            while slot < targetCount && targetTaken[slot] { slot += 1 }
            if slot < targetCount {
                targetOfSource[source] = slot
                slot += 1
            }
        }
        self.targetOfSource = targetOfSource
        self.isMoved = isMoved
    }
}

/// Why `matching` is not well-formed for `codes`, or `nil`.
///
/// A reference oracle, written deliberately independently of the library's
/// `DiffMatching.validate(for:)`; do not replace it with a call to the library.
package func matchingProblem(_ matching: DiffMatching, codes: IdentityCodes) -> String? {
    let n = codes.old.count
    let m = codes.new.count
    guard matching.targetOfSource.count == n else {
        return "targetOfSource has \(matching.targetOfSource.count) entries for \(n) source elements"
    }
    var moved = [Bool](repeating: false, count: n)
    var previous = -1
    for source in matching.movedSources {
        guard source > previous else { return "movedSources is not strictly ascending at \(source)" }
        guard source >= 0, source < n else { return "moved source \(source) is out of range 0..<\(n)" }
        guard matching.targetOfSource[source] >= 0 else { return "moved source \(source) is unmatched" }
        moved[source] = true
        previous = source
    }
    var used = [Bool](repeating: false, count: m)
    var lastStaying = -1
    for source in 0..<n {
        let target = matching.targetOfSource[source]
        if target < 0 {
            guard target == -1 else { return "source \(source) has target \(target)" }
            continue
        }
        guard target < m else { return "source \(source) matched to target \(target), out of range 0..<\(m)" }
        guard !used[target] else { return "target \(target) is matched twice" }
        used[target] = true
        guard codes.old[source] == codes.new[target] else {
            return "source \(source) matched to target \(target) with a different identity"
        }
        if !moved[source] {
            guard target > lastStaying else {
                return "unmoved pair \(source)→\(target) crosses an earlier unmoved pair (target \(lastStaying))"
            }
            lastStaying = target
        }
    }
    return nil
}
