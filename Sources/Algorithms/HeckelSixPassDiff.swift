//===----------------------------------------------------------------------===//
// heckel: Heckel's six passes
//===----------------------------------------------------------------------===//

/// Isolates differences with Heckel's six-pass algorithm, as DifferenceKit and
/// IGListKit do, and reports moves with their offset rule.
///
/// P. Heckel, "A technique for isolating differences between files",
/// Communications of the ACM 21(4), 1978. Passes 1–2 fill a symbol table with
/// the number of occurrences of each identity in the new and old arrays;
/// pass 3 matches identities that occur exactly once on each side; passes 4
/// and 5 extend every match to equal, unmatched neighbours, ascending then
/// descending (with virtual begin and end lines matched to each other);
/// pass 6 reads off the result.
///
/// A match counts as a move when its offset shifted by more than the deletes
/// before it and the inserts before it explain (IGListKit's
/// `oldIndex − deleteOffset + insertOffset ≠ newIndex`). So, as in the
/// libraries that use this rule, one element moved to the front makes every
/// element it passed count as moved too.
///
///     let changes = HeckelSixPassDiff().diff(from: [1, 2, 3], to: [3, 1, 2])
///     // changes.moved == [0→1, 1→2, 2→0]
///
/// - Note: Not minimal. Duplicate identities (occurring more than once on
///   either side) are matched only when passes 4–5 reach them from a
///   neighbouring match; otherwise they are deleted and inserted.
/// - Complexity: O(*n* + *m*) time and space.
public struct HeckelSixPassDiff: NonRefusingDiffAlgorithm {
    public init() {}

    public var id: String { "heckel" }

    public var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Heckel six-pass",
            reference: "P. Heckel, A technique for isolating differences between files, CACM 21(4) (1978)",
            time: "O(n+m)", space: "O(n+m)",
            minimality: .notMinimal, moveRule: .offsetRule,
            duplicateRule: .neighbouringMatch, refusalRule: .never)
    }

    public func matching(for codes: IdentityCodes) -> Matching {
        let old = codes.old
        let new = codes.new
        let n = old.count
        let m = new.count
        // Passes 1–2: the symbol table, per identity code. Counts saturate at 2
        // ("many"); `oldLine` is the old offset of the last occurrence.
        var newCount = [UInt8](repeating: 0, count: codes.distinctCount)
        var oldCount = [UInt8](repeating: 0, count: codes.distinctCount)
        var oldLine = [Int32](repeating: -1, count: codes.distinctCount)
        for code in new where newCount[Int(code)] < 2 { newCount[Int(code)] += 1 }
        for (offset, code) in old.enumerated() {
            if oldCount[Int(code)] < 2 { oldCount[Int(code)] += 1 }
            oldLine[Int(code)] = Int32(offset)
        }
        // na[i] / oa[j]: the matched offset on the other side, or -1.
        var na = [Int](repeating: -1, count: m)
        var oa = [Int](repeating: -1, count: n)
        // Pass 3: identities that occur exactly once on each side.
        for (offset, code) in new.enumerated()
        where newCount[Int(code)] == 1 && oldCount[Int(code)] == 1 {
            let line = Int(oldLine[Int(code)])
            na[offset] = line
            oa[line] = offset
        }
        // Pass 4: extend matches forward, from the virtual begin line (-1 ↔ -1).
        var i = -1
        while i < m - 1 {
            let j = i < 0 ? -1 : na[i]
            if (i < 0 || j >= 0), j + 1 < n, na[i + 1] < 0, oa[j + 1] < 0, new[i + 1] == old[j + 1] {
                na[i + 1] = j + 1
                oa[j + 1] = i + 1
            }
            i += 1
        }
        // Pass 5: extend matches backward, from the virtual end line (m ↔ n).
        i = m
        while i > 0 {
            let j = i == m ? n : na[i]
            if (i == m || j >= 0), j - 1 >= 0, na[i - 1] < 0, oa[j - 1] < 0, new[i - 1] == old[j - 1] {
                na[i - 1] = j - 1
                oa[j - 1] = i - 1
            }
            i -= 1
        }
        // Pass 6: read off the result; a match moved when its rank among
        // surviving old elements differs from its rank among matched new ones.
        var insertsBefore = [Int](repeating: 0, count: m)
        var inserts = 0
        for offset in 0..<m {
            insertsBefore[offset] = inserts
            if na[offset] < 0 { inserts += 1 }
        }
        var movedSources: [Int] = []
        var deletes = 0
        for offset in 0..<n {
            let target = oa[offset]
            if target < 0 {
                deletes += 1
            } else if offset - deletes != target - insertsBefore[target] {
                movedSources.append(offset)
            }
        }
        return Matching(targetOfSource: oa, movedSources: movedSources)
    }
}
