import DiffAlgorithms

//===----------------------------------------------------------------------===//
// Validating handshakes and responses
//===----------------------------------------------------------------------===//

/// The handshake `line` declares, checked.
///
/// The same check `AdapterConnection` runs on every handshake line.
///
/// - Throws: `Violation` for a line that does not decode, a protocol other
///   than 1, a missing `name`, `version`, `elements` or `format`, a name
///   `AdapterNameRules` rejects, or an unknown format, in that order.
/// - Complexity: O(*l*) in the line's length.
package func validateHandshake(_ line: String) throws(Violation) -> AdapterHandshake {
    let raw = try decodeLine(RawHandshake.self, from: line)
    guard let version = raw.protocol else { throw Violation(.missingField, why: "missing field protocol") }
    guard version == adapterProtocolVersion else {
        throw Violation(.wrongProtocol, why: "protocol \(version), expected \(adapterProtocolVersion)")
    }
    guard let name = raw.name else { throw Violation(.missingField, why: "missing field name") }
    if let problem = AdapterNameRules.problem(with: name) { throw Violation(.forbiddenName, why: problem) }
    guard let libraryVersion = raw.version else { throw Violation(.missingField, why: "missing field version") }
    guard let elements = raw.elements else { throw Violation(.missingField, why: "missing field elements") }
    guard let formatName = raw.format else { throw Violation(.missingField, why: "missing field format") }
    guard let format = AdapterFormat(rawValue: formatName) else {
        throw Violation(.unknownFormat, why: "unknown format '\(formatName)' (batch, stages or difference)")
    }
    return AdapterHandshake(
        name: name, version: libraryVersion,
        elements: elements.compactMap(AdapterElementKind.init(rawValue:)),
        format: format, minimal: raw.minimal ?? false, updates: raw.updates ?? false)
}

/// What a response line to request `id` holds, checked against the request
/// (a source of `sourceCount` and a target of `targetCount` elements,
/// `repeatCount` timed calls). The same check `AdapterConnection` runs on
/// every answer line.
///
/// The order: the line decodes (every known field of the right type); `id`
/// present and equal to `id`; an `error` is a refusal; `nanoseconds`
/// present, `repeatCount` of them, each an integer from 0 to 2^63 − 1;
/// `changeset` present; then the format's own checks (see `batch`,
/// `stages`, `difference` below).
///
/// - Returns: The answer, or the refusal as `.failure(.refused)`.
/// - Throws: `Violation`, whose `kind` names the first check the line fails.
/// - Complexity: O(*l* + *n* + *m*) for a line of length *l*.
package func validateResponse(
    _ line: String, id: Int, repeatCount: Int, format: AdapterFormat, sourceCount: Int, targetCount: Int
) throws(Violation) -> Result<AdapterAnswer, AdapterFault> {
    let raw = try decodeLine(RawResponse.self, from: line)
    guard let answeredID = raw.id else { throw Violation(.missingField, why: "missing field id") }
    guard answeredID == id else { throw Violation(.wrongID, why: "answered id \(answeredID), expected \(id)") }
    if let reason = raw.error { return .failure(.refused(reason: reason)) }
    guard let nanoseconds = raw.nanoseconds else { throw Violation(.missingField, why: "missing field nanoseconds") }
    guard nanoseconds.count == repeatCount else {
        throw Violation(
            .sampleCount, why: "\(nanoseconds.count) nanoseconds values, expected repeat = \(repeatCount)")
    }
    var samples: [UInt64] = []
    samples.reserveCapacity(nanoseconds.count)
    for (index, sample) in nanoseconds.enumerated() {
        guard case .integer(let value) = sample, value >= 0 else {
            let written = switch sample {
            case .integer(let value): "\(value)"
            case .other(let text): text
            }
            throw Violation(.sampleValue, why: "nanoseconds[\(index)] = \(written) is not a non-negative integer number of nanoseconds (0 to 2^63 − 1)")
        }
        samples.append(UInt64(value))
    }
    guard let changeset = raw.changeset else { throw Violation(.missingField, why: "missing field changeset") }
    let reported = try validateChangeset(changeset, format: format, sourceCount: sourceCount, targetCount: targetCount)
    return .success(AdapterAnswer(nanoseconds: samples, changeset: reported))
}

/// Checks a changeset in `format` for a diff of `sourceCount` → `targetCount`
/// elements, as `validateResponse` checks a response's `changeset` (the
/// same checks in the same order, with the same paths in messages), and
/// converts it: for answers that arrive without a line, such as a Swift
/// differ called in the same process.
///
/// - Throws: `Violation`, whose `kind` names the first check it fails.
/// - Complexity: O(*c*) on average for *c* changes.
package func validateChangeset(
    _ changeset: RawChangeset, format: AdapterFormat, sourceCount: Int, targetCount: Int
) throws(Violation) -> ReportedChangeset {
    switch format {
    case .batch:
        .batch(
            try batch(
                changeset, at: "changeset", old: IndexSpace("source", sourceCount),
                new: IndexSpace("target", targetCount)))
    case .stages:
        .stages(try stages(changeset, sourceCount: sourceCount, targetCount: targetCount))
    case .difference:
        .difference(try difference(changeset, sourceCount: sourceCount, targetCount: targetCount))
    }
}

//===----------------------------------------------------------------------===//
// The three formats
//===----------------------------------------------------------------------===//

/// An array a batch's offsets index: its name in messages and its count.
private struct IndexSpace {
    var name: String
    var count: Int

    init(_ name: String, _ count: Int) {
        self.name = name
        self.count = count
    }
}

/// A `batch` object: all four lists present (`deleted`, `inserted`,
/// `moved`, `updated`, in that order); old offsets in `old`, new offsets in
/// `new`; no offset twice in a list, nor on one side of a pair list. Lists
/// are checked in that order, each element in list order (a pair: its
/// arity, old range, new range, old repetition, new repetition).
///
/// Repetition is a protocol error rather than a changeset for the applier
/// to reject: a stage's new array has `old − deleted + inserted` elements
/// only when no offset repeats, and every later stage's index spaces follow
/// from that count.
///
/// - Complexity: O(*c*) on average for *c* changes.
private func batch(_ raw: RawChangeset, at path: String, old: IndexSpace, new: IndexSpace) throws(Violation) -> DiffChangeset {
    guard let deleted = raw.deleted else { throw Violation(.missingField, why: "missing field \(path).deleted") }
    guard let inserted = raw.inserted else { throw Violation(.missingField, why: "missing field \(path).inserted") }
    guard let moved = raw.moved else { throw Violation(.missingField, why: "missing field \(path).moved") }
    guard let updated = raw.updated else { throw Violation(.missingField, why: "missing field \(path).updated") }
    try checkOffsets(deleted, at: "\(path).deleted", space: old)
    try checkOffsets(inserted, at: "\(path).inserted", space: new)
    let movedPairs = try pairs(moved, at: "\(path).moved", old: old, new: new)
    let updatedPairs = try pairs(updated, at: "\(path).updated", old: old, new: new)
    return makeChangeset(deleted: deleted, inserted: inserted, moved: movedPairs, updated: updatedPairs)
}

/// A `stages` object: each stage a batch, its old array the previous
/// stage's result (the source first), its new array `old − deleted +
/// inserted` long, the last one `targetCount` long.
private func stages(_ raw: RawChangeset, sourceCount: Int, targetCount: Int) throws(Violation) -> [DiffChangeset] {
    guard let rawStages = raw.stages else { throw Violation(.missingField, why: "missing field changeset.stages") }
    var count = sourceCount
    var stages: [DiffChangeset] = []
    for (index, stage) in rawStages.enumerated() {
        let path = "changeset.stages[\(index)]"
        let newCount = count - (stage.deleted?.count ?? 0) + (stage.inserted?.count ?? 0)
        guard newCount >= 0 else {
            throw Violation(.stageDeletesTooMany, why: "\(path) deletes more elements than its \(count)")
        }
        stages.append(
            try batch(stage, at: path, old: IndexSpace("old array", count), new: IndexSpace("new array", newCount)))
        count = newCount
    }
    guard count == targetCount else {
        throw Violation(.stageCountMismatch, why: "the stages end with \(count) elements, the target has \(targetCount)")
    }
    return stages
}

/// A `difference` object, checked like `CollectionDifference.init?(_:)`
/// (unique offsets per side, associations that name each other) and for
/// range (removals in the source, insertions in the target) and count
/// (`sourceCount − removals + insertions == targetCount`), then converted.
private func difference(_ raw: RawChangeset, sourceCount: Int, targetCount: Int) throws(Violation) -> DiffChangeset {
    guard let rawRemovals = raw.removals else { throw Violation(.missingField, why: "missing field changeset.removals") }
    guard let rawInsertions = raw.insertions else {
        throw Violation(.missingField, why: "missing field changeset.insertions")
    }
    let removals = try changes(rawRemovals, at: "changeset.removals", count: sourceCount, space: "source")
    let insertions = try changes(rawInsertions, at: "changeset.insertions", count: targetCount, space: "target")
    guard sourceCount - removals.count + insertions.count == targetCount else {
        throw Violation(
            .differenceCountMismatch,
            why: "\(removals.count) removals and \(insertions.count) insertions cannot turn \(sourceCount) elements into \(targetCount)")
    }
    var deleted: [Int] = []
    var moved: [(Int, Int)] = []
    for (offset, associated) in removals.list {
        guard let associated else {
            deleted.append(offset)
            continue
        }
        guard (insertions.association[associated] ?? nil) == offset else {
            throw Violation(
                .associationNotMutual,
                why: "removal \(offset) is associated with insertion \(associated), which is not associated with it")
        }
        moved.append((offset, associated))
    }
    var inserted: [Int] = []
    for (offset, associated) in insertions.list {
        guard let associated else {
            inserted.append(offset)
            continue
        }
        guard (removals.association[associated] ?? nil) == offset else {
            throw Violation(
                .associationNotMutual,
                why: "insertion \(offset) is associated with removal \(associated), which is not associated with it")
        }
    }
    return makeChangeset(deleted: deleted, inserted: inserted, moved: moved, updated: [])
}

//===----------------------------------------------------------------------===//
// Offsets
//===----------------------------------------------------------------------===//

/// Checks each offset of one list, in list order: inside `space`, then not
/// given before in the list.
///
/// - Complexity: O(*k*) on average for *k* offsets.
private func checkOffsets(_ offsets: [Int], at path: String, space: IndexSpace) throws(Violation) {
    var seen = OffsetSet()
    for (index, offset) in offsets.enumerated() {
        guard offset >= 0, offset < space.count else {
            throw Violation(
                .offsetOutOfRange,
                why: "\(path)[\(index)] = \(offset) is out of range 0..<\(space.count) (\(space.name))")
        }
        guard seen.insert(offset) else { throw Violation(.repeatedOffset, why: "\(path) has offset \(offset) twice") }
    }
}

/// The `[old, new]` pairs of one list, each checked in list order: two
/// integers, old inside `old`, new inside `new`, old not given before on
/// the old side, new not given before on the new side.
///
/// - Complexity: O(*k*) on average for *k* pairs.
private func pairs(_ raw: [[Int]], at path: String, old: IndexSpace, new: IndexSpace) throws(Violation) -> [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    pairs.reserveCapacity(raw.count)
    var seenOld = OffsetSet()
    var seenNew = OffsetSet()
    for (index, pair) in raw.enumerated() {
        guard pair.count == 2 else { throw Violation(.notAPair, why: "\(path)[\(index)] is not a pair [old, new]") }
        guard pair[0] >= 0, pair[0] < old.count else {
            throw Violation(
                .offsetOutOfRange,
                why: "\(path)[\(index)] old offset \(pair[0]) is out of range 0..<\(old.count) (\(old.name))")
        }
        guard pair[1] >= 0, pair[1] < new.count else {
            throw Violation(
                .offsetOutOfRange,
                why: "\(path)[\(index)] new offset \(pair[1]) is out of range 0..<\(new.count) (\(new.name))")
        }
        guard seenOld.insert(pair[0]) else { throw Violation(.repeatedOffset, why: "\(path) has old offset \(pair[0]) twice") }
        guard seenNew.insert(pair[1]) else { throw Violation(.repeatedOffset, why: "\(path) has new offset \(pair[1]) twice") }
        pairs.append((pair[0], pair[1]))
    }
    return pairs
}

/// Which offsets a list has given so far (a set, not a bitmap of the
/// space: an offset the range check let through by mistake must not trap).
private struct OffsetSet {
    private var seen = Set<Int>()

    /// Records `offset`; `false` when it was recorded before.
    ///
    /// - Complexity: O(1) on average.
    mutating func insert(_ offset: Int) -> Bool {
        seen.insert(offset).inserted
    }
}

/// One side of a difference: its changes in order, and each offset's
/// association.
private struct DifferenceSide {
    var list: [(offset: Int, associatedWith: Int?)] = []
    var association: [Int: Int?] = [:]
    var count: Int { list.count }
}

private func changes(_ raw: [[Int?]], at path: String, count: Int, space: String) throws(Violation) -> DifferenceSide {
    var side = DifferenceSide()
    for (index, change) in raw.enumerated() {
        guard change.count == 2, let offset = change[0] else {
            throw Violation(.notAPair, why: "\(path)[\(index)] is not [offset, associatedWith-or-null]")
        }
        guard offset >= 0, offset < count else {
            throw Violation(.offsetOutOfRange, why: "\(path)[\(index)] offset \(offset) is out of range 0..<\(count) (\(space))")
        }
        guard side.association[offset] == nil else {
            throw Violation(.repeatedOffset, why: "\(path) has offset \(offset) twice")
        }
        side.association[offset] = .some(change[1])
        side.list.append((offset, change[1]))
    }
    return side
}
