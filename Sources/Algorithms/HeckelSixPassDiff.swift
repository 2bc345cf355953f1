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
    /// Creates the algorithm (it has no settings).
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

    /// Matches by Heckel's six passes and reports every match whose offset
    /// shifted beyond the deletes and inserts before it as a move.
    ///
    /// - Complexity: O(*n* + *m*); besides the result, scratch space of
    ///   5·*d* bytes (*d* distinct identities), *m* + *n* `Int32`s and *n*
    ///   `Int`s. The passes work on `Int32` offsets (half the cache lines of
    ///   the result's `Int`s), which the last pass widens into the result.
    public func matching(for codes: IdentityCodes) -> Matching {
        let n = codes.old.count
        let m = codes.new.count
        let distinctCount = codes.distinctCount
        // oa[j] / na[i]: the matched offset on the other side, or -1.
        var targetOfSource: [Int] = []
        var movedCount = 0
        let movedScratch = UnsafeMutablePointer<Int>.allocate(capacity: n)
        defer { movedScratch.deallocate() }
        codes.old.withUnsafeBufferPointer { old in
            codes.new.withUnsafeBufferPointer { new in
                do {
                    let oa = UnsafeMutablePointer<Int32>.allocate(capacity: n)
                    defer { oa.deallocate() }
                    oa.initialize(repeating: -1, count: n)
                    // Passes 1–2: the symbol table, per identity code. Counts
                    // saturate at 2 ("many"): the new count in bits 0–1 of
                    // `counts[c]`, the old count in bits 2–3; `oldLine[c]` is
                    // the old offset of the last occurrence (set when the old
                    // count is not 0).
                    let counts = UnsafeMutablePointer<UInt8>.allocate(capacity: distinctCount)
                    defer { counts.deallocate() }
                    counts.initialize(repeating: 0, count: distinctCount)
                    let oldLine = UnsafeMutablePointer<Int32>.allocate(capacity: distinctCount)
                    defer { oldLine.deallocate() }
                    for offset in 0..<m {
                        let code = Int(new[offset])
                        if counts[code] & 0b0011 < 2 { counts[code] &+= 0b0001 }
                    }
                    for offset in 0..<n {
                        let code = Int(old[offset])
                        if counts[code] & 0b1100 < 0b1000 { counts[code] &+= 0b0100 }
                        oldLine[code] = Int32(truncatingIfNeeded: offset)
                    }
                    let na = UnsafeMutablePointer<Int32>.allocate(capacity: m)
                    defer { na.deallocate() }
                    // Pass 3: identities that occur exactly once on each side.
                    for offset in 0..<m {
                        let code = Int(new[offset])
                        if counts[code] == 0b0101 {
                            let line = oldLine[code]
                            na[offset] = line
                            oa[Int(line)] = Int32(truncatingIfNeeded: offset)
                        } else {
                            na[offset] = -1
                        }
                    }
                    // Pass 4: extend matches forward, from the virtual begin line (-1 ↔ -1).
                    var i = -1
                    while i < m - 1 {
                        let j = i < 0 ? -1 : Int(na[i])
                        if i < 0 || j >= 0, j + 1 < n, na[i + 1] < 0, oa[j + 1] < 0, new[i + 1] == old[j + 1] {
                            na[i + 1] = Int32(truncatingIfNeeded: j + 1)
                            oa[j + 1] = Int32(truncatingIfNeeded: i + 1)
                        }
                        i += 1
                    }
                    // Pass 5: extend matches backward, from the virtual end line (m ↔ n).
                    i = m
                    while i > 0 {
                        let j = i == m ? n : Int(na[i])
                        if i == m || j >= 0, j - 1 >= 0, na[i - 1] < 0, oa[j - 1] < 0, new[i - 1] == old[j - 1] {
                            na[i - 1] = Int32(truncatingIfNeeded: j - 1)
                            oa[j - 1] = Int32(truncatingIfNeeded: i - 1)
                        }
                        i -= 1
                    }
                    // Pass 6: read off the result; a match moved when its rank
                    // among surviving old elements differs from its rank among
                    // matched new ones. `na` becomes the inserts before each
                    // new offset.
                    var inserts: Int32 = 0
                    for offset in 0..<m {
                        let unmatched = na[offset] < 0
                        na[offset] = inserts
                        if unmatched { inserts &+= 1 }
                    }
                    targetOfSource = [Int](unsafeUninitializedCapacity: n) { result, initialized in
                        var deletes = 0
                        for offset in 0..<n {
                            let target = Int(oa[offset])
                            result[offset] = target
                            if target < 0 {
                                deletes &+= 1
                            } else if offset &- deletes != target &- Int(na[target]) {
                                movedScratch[movedCount] = offset
                                movedCount &+= 1
                            }
                        }
                        initialized = n
                    }
                }
            }
        }
        let movedSources = Array(UnsafeBufferPointer(start: movedScratch, count: movedCount))
        return Matching(targetOfSource: targetOfSource, movedSources: movedSources)
    }
}
