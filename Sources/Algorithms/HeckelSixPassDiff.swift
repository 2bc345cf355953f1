//===----------------------------------------------------------------------===//
// heckel: Heckel's six passes
//===----------------------------------------------------------------------===//

/// Isolates differences with Heckel's six-pass algorithm, as DifferenceKit and
/// IGListKit do, and reports moves with their offset rule.
///
/// P. Heckel, "A technique for isolating differences between files",
/// Communications of the ACM 21(4), 1978. Passes 1–2 fill a symbol table with
/// the number of occurrences of each identity in the new and old arrays
/// (here: none, one at a given line, or many; the new side's count is
/// tracked through the matches themselves);
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
    /// The passes work on `Int32` offsets: `oa` (the matched target of each
    /// source) lives in the first half of the result's memory, the symbol
    /// table's old lines and then the list of moves in the second half while
    /// the passes need them, and the last pass widens `oa` into the result's
    /// `Int`s in place.
    ///
    /// - Complexity: O(*n* + *m*); besides the result, *m* `Int32`s (`na`),
    ///   and *d* more when the codes are not numbered source first (as
    ///   `IdentityCodes(source:target:)` numbers them).
    public func matching(for codes: IdentityCodes) -> DiffMatching {
        let n = codes.old.count
        let m = codes.new.count
        guard n > 0, m > 0 else { return DiffMatching(unmatchedSourceCount: n) }
        var movedSources: [Int] = []
        let targetOfSource = codes.old.withUnsafeBufferPointer { old in
            codes.new.withUnsafeBufferPointer { new in
                [Int](unsafeUninitializedCapacity: n) { result, initialized in
                    let memory = UnsafeMutableRawPointer(result.baseAddress!)
                    // oa[j] / na[i]: the matched offset on the other side, or -1.
                    let oa = memory.bindMemory(to: Int32.self, capacity: 2 * n)
                    let na = UnsafeMutablePointer<Int32>.allocate(capacity: m)
                    defer { na.deallocate() }
                    let scratch = oa + n
                    let movedCount = Self.sixPasses(old: old, new: new, oa: oa, na: na, spare: scratch)
                    movedSources = [Int](unsafeUninitializedCapacity: movedCount) { moved, initialized in
                        for index in 0..<movedCount { moved[index] = Int(scratch[index]) }
                        initialized = movedCount
                    }
                    // Widen oa into the result, back to front: the Int at j
                    // covers the Int32s at 2j and 2j + 1, which are read by then.
                    var offset = n - 1
                    while offset >= 0 {
                        let target = memory.load(fromByteOffset: offset &* 4, as: Int32.self)
                        memory.storeBytes(of: Int(target), toByteOffset: offset &* 8, as: Int.self)
                        offset -= 1
                    }
                    memory.bindMemory(to: Int.self, capacity: n)
                    initialized = n
                }
            }
        }
        return DiffMatching(targetOfSource: targetOfSource, movedSources: movedSources)
    }

    /// All six passes: writes `oa` and `na`, and lists the moved sources,
    /// ascending, in `spare` (the symbol table's memory until then).
    ///
    /// Each group of passes is a function of its own, never inlined, so that
    /// a profile shows its instructions apart (three calls per diff).
    ///
    /// - Precondition: *n*, *m* > 0; `oa`, `na` and `spare` have room for *n*,
    ///   *m* and *n* `Int32`s and do not overlap.
    /// - Returns: The number of moved sources.
    private static func sixPasses(
        old: UnsafeBufferPointer<Int32>, new: UnsafeBufferPointer<Int32>,
        oa: UnsafeMutablePointer<Int32>, na: UnsafeMutablePointer<Int32>, spare: UnsafeMutablePointer<Int32>
    ) -> Int {
        matchUniqueLines(old: old, new: new, oa: oa, na: na, spare: spare)
        extendMatches(old: old, new: new, oa: oa, na: na)
        return listMovedSources(oa: oa, sourceCount: old.count, na: na, targetCount: new.count, into: spare)
    }

    /// Passes 1–3: matches the identities that occur exactly once on each
    /// side, writing `oa` (every source offset) and `na` (every target
    /// offset).
    ///
    /// The symbol table is one `Int32` per old code: -1 (not in the old
    /// array), -2 (more than once) or the old line. It lives in `spare`
    /// (*n* `Int32`s) when the old codes are below *n*, as they are when
    /// codes are numbered source first, else in its own allocation. A second
    /// occurrence in the new array is detected through `oa` itself: its line
    /// already has a target, which becomes -2: unmatched for passes 4–5 as
    /// -1 is, and turned back into -1 by pass 6. `oa` is set to -1 in the
    /// pass that reads the old codes, not in a pass of its own.
    @inline(never)
    private static func matchUniqueLines(
        old: UnsafeBufferPointer<Int32>, new: UnsafeBufferPointer<Int32>,
        oa: UnsafeMutablePointer<Int32>, na: UnsafeMutablePointer<Int32>, spare: UnsafeMutablePointer<Int32>
    ) {
        let n = old.count
        var oldCodeCount = 0
        for code in old { oldCodeCount = max(oldCodeCount, Int(code) &+ 1) }
        let ownTable = oldCodeCount > n ? UnsafeMutablePointer<Int32>.allocate(capacity: oldCodeCount) : nil
        defer { ownTable?.deallocate() }
        let oldLine = ownTable ?? spare
        oldLine.initialize(repeating: -1, count: oldCodeCount)
        for offset in 0..<n {
            oa[offset] = -1
            let code = Int(old[offset])
            oldLine[code] = oldLine[code] == -1 ? Int32(truncatingIfNeeded: offset) : -2
        }
        for offset in 0..<new.count {
            let code = Int(new[offset])
            na[offset] = -1
            guard code < oldCodeCount else { continue }
            let line = oldLine[code]
            guard line >= 0 else { continue }
            let first = oa[Int(line)]
            if first == -1 {
                oa[Int(line)] = Int32(truncatingIfNeeded: offset)
                na[offset] = line
            } else if first >= 0 {
                na[Int(first)] = -1
                oa[Int(line)] = -2
            }
        }
    }

    /// Passes 4–5: extends every match to equal, unmatched neighbours,
    /// ascending from the virtual begin line (-1 ↔ -1), then descending from
    /// the virtual end line (*m* ↔ *n*).
    @inline(never)
    private static func extendMatches(
        old: UnsafeBufferPointer<Int32>, new: UnsafeBufferPointer<Int32>,
        oa: UnsafeMutablePointer<Int32>, na: UnsafeMutablePointer<Int32>
    ) {
        let n = old.count
        let m = new.count
        var i = -1
        while i < m - 1 {
            let j = i < 0 ? -1 : Int(na[i])
            if i < 0 || j >= 0, j + 1 < n, na[i + 1] < 0, oa[j + 1] < 0, new[i + 1] == old[j + 1] {
                na[i + 1] = Int32(truncatingIfNeeded: j + 1)
                oa[j + 1] = Int32(truncatingIfNeeded: i + 1)
            }
            i += 1
        }
        i = m
        while i > 0 {
            let j = i == m ? n : Int(na[i])
            if i == m || j >= 0, j - 1 >= 0, na[i - 1] < 0, oa[j - 1] < 0, new[i - 1] == old[j - 1] {
                na[i - 1] = Int32(truncatingIfNeeded: j - 1)
                oa[j - 1] = Int32(truncatingIfNeeded: i - 1)
            }
            i -= 1
        }
    }

    /// Pass 6: lists the matched sources whose rank among surviving old
    /// elements differs from their target's rank among matched new ones,
    /// ascending, in `moved`, and returns how many there are. Turns `na`
    /// into the number of inserts before each target offset, and the -2
    /// that pass 3 leaves in `oa` into -1.
    ///
    /// - Precondition: `moved` has room for *n* `Int32`s and overlaps
    ///   neither `oa` nor `na`.
    @inline(never)
    private static func listMovedSources(
        oa: UnsafeMutablePointer<Int32>, sourceCount n: Int, na: UnsafeMutablePointer<Int32>, targetCount m: Int,
        into moved: UnsafeMutablePointer<Int32>
    ) -> Int {
        var inserts: Int32 = 0
        for offset in 0..<m {
            let unmatched = na[offset] < 0
            na[offset] = inserts
            if unmatched { inserts &+= 1 }
        }
        var deletes = 0
        var movedCount = 0
        for offset in 0..<n {
            let target = Int(oa[offset])
            if target < 0 {
                oa[offset] = -1
                deletes &+= 1
            } else if offset &- deletes != target &- Int(na[target]) {
                moved[movedCount] = Int32(truncatingIfNeeded: offset)
                movedCount &+= 1
            }
        }
        return movedCount
    }
}

extension HeckelSixPassDiff: _WorkspaceOffsetsMatching {
    /// `oa`, `na`, and the symbol table and then the list of moves: *n* + *m*
    /// + *n* `Int32`s.
    @usableFromInline
    func _offsetsScratchByteCount(sourceCount: Int, targetCount: Int) -> Int {
        2 * _DiffWorkspace.byteCount(of: Int32.self, count: sourceCount)
            + _DiffWorkspace.byteCount(of: Int32.self, count: targetCount)
    }

    /// The six passes in `workspace`: the matching is `oa` and the list of
    /// moves, both `Int32`s there.
    ///
    /// - Precondition: as `_WorkspaceOffsetsMatching` requires.
    /// - Complexity: O(*n* + *m*), no allocation.
    @usableFromInline
    func _offsetsMatching(
        old: UnsafeBufferPointer<Int32>, new: UnsafeBufferPointer<Int32>, in workspace: inout _DiffWorkspace
    ) -> _MatchingOffsets<Int32> {
        let n = old.count
        let m = new.count
        let oa = workspace.take(Int32.self, count: n)
        let na = workspace.take(Int32.self, count: m)
        let spare = workspace.take(Int32.self, count: n)
        var movedCount = 0
        if n > 0 && m > 0 {
            movedCount = Self.sixPasses(old: old, new: new, oa: oa, na: na, spare: spare)
        } else {
            oa.initialize(repeating: -1, count: n)
        }
        return _MatchingOffsets(
            targetOfSource: UnsafeBufferPointer(start: oa, count: n),
            movedSources: UnsafeBufferPointer(start: spare, count: movedCount))
    }
}
