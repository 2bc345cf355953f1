//===----------------------------------------------------------------------===//
// CheckedCaseMemory: the cases a libFuzzer target has already checked
//===----------------------------------------------------------------------===//

/// The cases a libFuzzer target has checked in this process, each with the
/// sampled checks it ran, so that an input decoding to one of them is not
/// checked again.
///
/// Many byte strings decode to one case: `FuzzCase(fuzzBytes:)` reads the
/// kind modulo 4 and drops the content bits of integers and strings;
/// `SectionedCase(fuzzBytes:)` reads counts modulo small numbers, ignores
/// unused bits and every byte after the case is complete. libFuzzer's
/// mutations (a flipped high bit, bytes appended past the end) reach such
/// inputs often. Every check is a pure function of the case (and of the
/// sampling, which comes from the bytes), so checking a case again with
/// checks it already passed cannot fail; it finds no new coverage either,
/// so libFuzzer keeps none of these inputs.
///
/// A case is skipped only when every check the current input asks for
/// (`checks`, a bit set) was run on it before; otherwise it is checked with
/// the current input's checks and those are added to the stored ones. A
/// failing case aborts the process before it is recorded, and a crash input
/// replays in a fresh process, where the memory is empty.
///
/// Bounded: when `capacity` cases are stored, the memory starts over.
///
///     var memory = CheckedCaseMemory<FuzzCase>(capacity: 4_096)
///     if !memory.covers(fuzzCase, checks: mask) {
///         check(fuzzCase)  // aborts on a failure
///         memory.record(fuzzCase, checks: mask)
///     }
package struct CheckedCaseMemory<Case: Hashable> {
    /// The most cases stored at once.
    package let capacity: Int
    private var checked: [Case: UInt32] = [:]
    /// Inputs whose case was skipped (`covers` returned `true`).
    package private(set) var skipped = 0
    /// Inputs looked up.
    package private(set) var lookedUp = 0

    /// - Precondition: `capacity > 0`.
    package init(capacity: Int) {
        precondition(capacity > 0, "a memory holds at least one case")
        self.capacity = capacity
    }

    /// The number of cases stored.
    package var count: Int { checked.count }

    /// Whether `fuzzCase` was checked with every check in `checks` before.
    package mutating func covers(_ fuzzCase: Case, checks: UInt32) -> Bool {
        lookedUp += 1
        guard let stored = checked[fuzzCase], stored & checks == checks else { return false }
        skipped += 1
        return true
    }

    /// Records that `fuzzCase` passed the checks in `checks`.
    package mutating func record(_ fuzzCase: Case, checks: UInt32) {
        if checked[fuzzCase] == nil && checked.count >= capacity { checked.removeAll(keepingCapacity: true) }
        checked[fuzzCase, default: 0] |= checks
    }
}

extension OracleSampling {
    /// The sampled checks as a bit set for `CheckedCaseMemory`: one bit per
    /// flag, set when the check runs.
    package var checkBits: UInt32 {
        func bit(_ flag: Bool, _ index: UInt32) -> UInt32 { flag ? 1 << index : 0 }
        return bit(checksJSONInput, 0) | bit(checksIllFormed, 1) | bit(checksCellCheck, 2)
            | bit(checksCollectionDifference, 3) | bit(checksArrayEntryPoint, 4) | bit(checksSliceEntryPoint, 5)
            | bit(checksSelfEmpty, 6) | bit(checksIdentityInvariant, 7)
    }
}
