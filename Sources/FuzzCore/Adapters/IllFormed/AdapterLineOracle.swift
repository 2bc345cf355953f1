import AdapterProtocol
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// AdapterLineOracle: the verdict a line is owed, from the documented checks
//===----------------------------------------------------------------------===//

/// Predicts DiffBench's verdict on an adapter's handshake or answer line
/// from the protocol's documented checks, in their documented order
/// (docs/adapters.md; `validateResponse`'s and `validateHandshake`'s doc
/// comments): decoding first (every known field of its type), then the
/// envelope, then the format.
///
/// A reference oracle for the adapter property `rejects-ill-formed`:
/// written on `WireJSON` trees with sets and dictionaries, without
/// AdapterProtocol's `RawResponse`, `RawChangeset` or its validation functions,
/// so that a check missing there cannot hide itself here. Do not replace it
/// with a call to the host.
enum AdapterLineOracle {
    /// The verdict an answer line is owed: `line` is its tree, `nil` when
    /// the text is not JSON.
    ///
    /// - Complexity: O(size of the tree + *n* + *m*).
    static func answer(_ line: WireJSON?, for request: AnswerRequest) -> LineVerdict {
        guard let line else { return .violation(.notJSON, at: nil) }
        if let problem = LineShape.answer.problem(in: line) { return problem }
        guard let id = line["id"], id != .null else { return .violation(.missingField, at: "id") }
        guard id.integer == request.id else { return .violation(.wrongID, at: nil) }
        if let error = line["error"], error != .null { return .refused }
        guard let samples = line["nanoseconds"]?.elements else { return .violation(.missingField, at: "nanoseconds") }
        guard samples.count == request.repeatCount else { return .violation(.sampleCount, at: nil) }
        for (index, sample) in samples.enumerated() where (sample.integer ?? -1) < 0 {
            return .violation(.sampleValue, at: "nanoseconds[\(index)]")
        }
        guard let changeset = line["changeset"], changeset != .null else {
            return .violation(.missingField, at: "changeset")
        }
        let n = request.sourceCount
        let m = request.targetCount
        switch request.format {
        case .batch:
            return batchProblem(changeset, at: "changeset", old: n, new: m) ?? .accepted
        case .stages:
            return stagesProblem(changeset, sourceCount: n, targetCount: m) ?? .accepted
        case .difference:
            return differenceProblem(changeset, sourceCount: n, targetCount: m) ?? .accepted
        }
    }

    /// The verdict a handshake line is owed: `line` is its tree, `nil` when
    /// the text is not JSON. The documented order: decoding; `protocol`
    /// present and 1; `name` present and allowed (one non-empty line, no
    /// white space at either end, no comma, not `all` nor a reserved name,
    /// ignoring case); `version`, `elements`, `format` present; `format` one
    /// of the three.
    ///
    /// - Complexity: O(size of the tree).
    static func handshake(_ line: WireJSON?) -> LineVerdict {
        guard let line else { return .violation(.notJSON, at: nil) }
        if let problem = LineShape.handshake.problem(in: line) { return problem }
        func present(_ key: String) -> WireJSON? { line[key] == .null ? nil : line[key] }
        guard let version = present("protocol") else { return .violation(.missingField, at: "protocol") }
        guard version.integer == adapterProtocolVersion else { return .violation(.wrongProtocol, at: nil) }
        guard case .string(let name)? = present("name") else { return .violation(.missingField, at: "name") }
        let lowered = name.lowercased()
        if name.isEmpty || name.contains(where: \.isNewline) || name.first!.isWhitespace || name.last!.isWhitespace
            || name.contains(",") || lowered == "all" || AdapterNameRules.reservedNames.contains(lowered)
        {
            return .violation(.forbiddenName, at: nil)
        }
        for key in ["version", "elements", "format"] where present(key) == nil {
            return .violation(.missingField, at: key)
        }
        guard case .string(let format)? = present("format"), AdapterFormat.allCases.contains(where: { $0.rawValue == format })
        else { return .violation(.unknownFormat, at: nil) }
        return .accepted
    }

    //===------------------------------------------------------------------===//
    // The formats
    //===------------------------------------------------------------------===//

    /// `batch`: the four lists present; `deleted` then `inserted` (each
    /// offset in range, then not repeated); `moved` then `updated` (each pair
    /// of two, old in range, new in range, old not repeated, new not
    /// repeated). Old offsets index `0..<old`, new offsets `0..<new`.
    static func batchProblem(_ batch: WireJSON, at path: String, old: Int, new: Int) -> LineVerdict? {
        var lists: [String: [WireJSON]] = [:]
        for key in ["deleted", "inserted", "moved", "updated"] {
            guard let list = batch[key]?.elements else { return .violation(.missingField, at: "\(path).\(key)") }
            lists[key] = list
        }
        for (key, space) in [("deleted", old), ("inserted", new)] {
            var seen = Set<Int>()
            for (index, element) in lists[key]!.enumerated() {
                let offset = element.integer!
                guard (0..<space).contains(offset) else { return .violation(.offsetOutOfRange, at: "\(path).\(key)[\(index)]") }
                guard seen.insert(offset).inserted else { return .violation(.repeatedOffset, at: "\(path).\(key)") }
            }
        }
        for key in ["moved", "updated"] {
            var olds = Set<Int>()
            var news = Set<Int>()
            for (index, element) in lists[key]!.enumerated() {
                let pair = element.elements!.map { $0.integer! }
                guard pair.count == 2 else { return .violation(.notAPair, at: "\(path).\(key)[\(index)]") }
                guard (0..<old).contains(pair[0]), (0..<new).contains(pair[1]) else {
                    return .violation(.offsetOutOfRange, at: "\(path).\(key)[\(index)]")
                }
                guard olds.insert(pair[0]).inserted, news.insert(pair[1]).inserted else {
                    return .violation(.repeatedOffset, at: "\(path).\(key)")
                }
            }
        }
        return nil
    }

    /// `stages`: the list present; each stage's new array `old − deleted +
    /// inserted` long and not negative, then the stage checked as a batch
    /// between its old and new arrays; the last new array the target's.
    static func stagesProblem(_ changeset: WireJSON, sourceCount: Int, targetCount: Int) -> LineVerdict? {
        guard let stages = changeset["stages"]?.elements else { return .violation(.missingField, at: "changeset.stages") }
        var count = sourceCount
        for (index, stage) in stages.enumerated() {
            let path = "changeset.stages[\(index)]"
            let next = count - (stage["deleted"]?.elements?.count ?? 0) + (stage["inserted"]?.elements?.count ?? 0)
            guard next >= 0 else { return .violation(.stageDeletesTooMany, at: path) }
            if let problem = batchProblem(stage, at: path, old: count, new: next) { return problem }
            count = next
        }
        return count == targetCount ? nil : .violation(.stageCountMismatch, at: nil)
    }

    /// `difference`: both sides present; each side's changes (two values,
    /// an integer offset first, in range, not repeated); the counts; then
    /// every removal's association answered by its insertion, then every
    /// insertion's by its removal.
    static func differenceProblem(_ changeset: WireJSON, sourceCount: Int, targetCount: Int) -> LineVerdict? {
        var sides: [(key: String, changes: [(offset: Int, associated: Int?)])] = []
        for (key, space) in [("removals", sourceCount), ("insertions", targetCount)] {
            guard let list = changeset[key]?.elements else { return .violation(.missingField, at: "changeset.\(key)") }
            var changes: [(offset: Int, associated: Int?)] = []
            var seen = Set<Int>()
            for (index, element) in list.enumerated() {
                let change = element.elements!
                guard change.count == 2, let offset = change[0].integer else {
                    return .violation(.notAPair, at: "changeset.\(key)[\(index)]")
                }
                guard (0..<space).contains(offset) else { return .violation(.offsetOutOfRange, at: "changeset.\(key)[\(index)]") }
                guard seen.insert(offset).inserted else { return .violation(.repeatedOffset, at: "changeset.\(key)") }
                changes.append((offset, change[1].integer))
            }
            sides.append((key, changes))
        }
        let removals = sides[0].changes
        let insertions = sides[1].changes
        guard sourceCount - removals.count + insertions.count == targetCount else {
            return .violation(.differenceCountMismatch, at: nil)
        }
        // Each side's associated offsets: offset → the other side's offset.
        let removalPartner = partners(removals)
        let insertionPartner = partners(insertions)
        for (offset, associated) in removals {
            if let associated, insertionPartner[associated] != offset { return .violation(.associationNotMutual, at: nil) }
        }
        for (offset, associated) in insertions {
            if let associated, removalPartner[associated] != offset { return .violation(.associationNotMutual, at: nil) }
        }
        return nil
    }

    private static func partners(_ changes: [(offset: Int, associated: Int?)]) -> [Int: Int] {
        var partner: [Int: Int] = [:]
        for change in changes { if let other = change.associated { partner[change.offset] = other } }
        return partner
    }
}
