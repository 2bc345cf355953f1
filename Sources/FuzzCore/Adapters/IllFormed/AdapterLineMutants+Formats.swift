//===----------------------------------------------------------------------===//
// AdapterLineMutants: one format's changeset made wrong
//===----------------------------------------------------------------------===//

extension AdapterLineMutants {
    /// A batch object with one list changed: a list missing; in `deleted`
    /// and `inserted` an offset equal to its space's count, a negative one,
    /// a repeated one, one of the wrong type, a fraction; in `moved` and
    /// `updated` each side equal to its count and negative, each side
    /// repeated, pairs of one and three; then the `wrongBatches`. `old` and
    /// `new` are the counts of the batch's old and new arrays.
    static func batchMutants(_ batch: WireJSON, at path: String, old: Int, new: Int) -> [(String, WireJSON)] {
        var mutants: [(String, WireJSON)] = []
        func add(_ key: String, _ fault: String, _ list: [WireJSON]) {
            mutants.append(("\(path).\(key): \(fault)", batch.setting(key, to: .array(list))))
        }
        for key in ["deleted", "inserted", "moved", "updated"] {
            mutants.append(("\(path).\(key) missing", batch.setting(key, to: nil)))
        }
        for (key, space) in [("deleted", old), ("inserted", new)] {
            let list = batch[key]?.elements ?? []
            add(key, "an offset = \(space)", replacingLast(list, with: .integer(space)))
            add(key, "an offset -1", replacingFirst(list, with: .integer(-1)))
            if let first = list.first { add(key, "an offset twice", list + [first]) }
            add(key, key == "deleted" ? "a string offset" : "a null offset", list + [key == "deleted" ? .string("0") : .null])
            add(key, "an offset 1.5", list + [.literal("1.5")])
        }
        for key in ["moved", "updated"] {
            let pairs = (batch[key]?.elements ?? []).map { $0.elements?.compactMap(\.integer) ?? [] }
            func pair(_ values: [Int]) -> WireJSON { .array(values.map(WireJSON.integer)) }
            let list = pairs.map(pair)
            add(key, "an old offset = \(old)", replacingLast(list, with: pair([old, pairs.last?[1] ?? 0])))
            add(key, "a new offset = \(new)", replacingLast(list, with: pair([pairs.last?[0] ?? 0, new])))
            add(key, "an old offset -1", replacingFirst(list, with: pair([-1, pairs.first?[1] ?? 0])))
            add(key, "a new offset -1", replacingFirst(list, with: pair([pairs.first?[0] ?? 0, -1])))
            if let first = pairs.first {
                add(key, "an old offset twice", list + [pair([first[0], (first[1] + 1) % max(new, 1)])])
                add(key, "a new offset twice", list + [pair([(first[0] + 1) % max(old, 1), first[1]])])
            }
            add(key, "a pair of one", list + [pair([0])])
            add(key, "a pair of three", replacingFirst(list, with: pair((pairs.first ?? [0, 0]) + [0])))
        }
        return mutants + wrongBatches(batch, at: path, new: new)
    }

    /// A batch object that keeps every list's length and every offset in
    /// range but does not apply: a move from a deleted row, an insert at a
    /// move destination, an update aimed one slot off (when the batch has
    /// the lists each needs). For the rebuild to reject, not the checks.
    static func wrongBatches(_ batch: WireJSON, at path: String, new: Int) -> [(String, WireJSON)] {
        func list(_ key: String) -> [[Int]] {
            (batch[key]?.elements ?? []).map { $0.elements?.compactMap(\.integer) ?? [$0.integer ?? 0] }
        }
        func pair(_ values: [Int]) -> WireJSON { .array(values.map(WireJSON.integer)) }
        let deleted = list("deleted").map { $0[0] }
        let inserted = list("inserted").map { $0[0] }
        let moved = list("moved")
        let updated = list("updated")
        var mutants: [(String, WireJSON)] = []
        if let source = deleted.first, let move = moved.first {
            let changed = [pair([source, move[1]])] + moved.dropFirst().map(pair)
            mutants.append(("\(path): a move from a deleted row", batch.setting("moved", to: .array(changed))))
        }
        if let move = moved.first, !inserted.isEmpty {
            let changed = [WireJSON.integer(move[1])] + inserted.dropFirst().map(WireJSON.integer)
            mutants.append(("\(path): an insert at a move destination", batch.setting("inserted", to: .array(changed))))
        }
        if let update = updated.first, new > 1 {
            let changed = [pair([update[0], (update[1] + 1) % new])] + updated.dropFirst().map(pair)
            mutants.append(("\(path): an update one slot off", batch.setting("updated", to: .array(changed))))
        }
        return mutants
    }

    /// A stages object with one fault: the list missing, no stage, a stage
    /// added at either end (one more element than the target at the end; a
    /// first stage deleting one more element than the source has), the last
    /// stage dropped, or one stage's batch changed (`batchMutants` with that
    /// stage's old and new counts).
    static func stagesMutants(_ changeset: WireJSON, sourceCount: Int, targetCount: Int) -> [(String, WireJSON)] {
        let stages = changeset["stages"]?.elements ?? []
        func with(_ list: [WireJSON]) -> WireJSON { changeset.setting("stages", to: .array(list)) }
        func stage(deleted: [Int], inserted: [Int]) -> WireJSON {
            .object([
                .init(key: "deleted", value: .array(deleted.map(WireJSON.integer))),
                .init(key: "inserted", value: .array(inserted.map(WireJSON.integer))),
                .init(key: "moved", value: .array([])), .init(key: "updated", value: .array([])),
            ])
        }
        var mutants: [(String, WireJSON)] = [
            ("changeset.stages missing", changeset.setting("stages", to: nil)),
            ("no stage", with([])),
            ("a last stage inserting one more", with(stages + [stage(deleted: [], inserted: [targetCount])])),
            ("a first stage deleting \(sourceCount + 1)", with([stage(deleted: Array(0...sourceCount), inserted: [])] + stages)),
        ]
        if !stages.isEmpty { mutants.append(("the last stage dropped", with(Array(stages.dropLast())))) }
        var count = sourceCount
        for (index, batch) in stages.enumerated() {
            let next = count - (batch["deleted"]?.elements?.count ?? 0) + (batch["inserted"]?.elements?.count ?? 0)
            for (fault, changed) in batchMutants(batch, at: "changeset.stages[\(index)]", old: count, new: next) {
                var list = stages
                list[index] = changed
                mutants.append((fault, with(list)))
            }
            count = next
        }
        return mutants
    }

    /// A difference object with one fault: a side missing; on each side an
    /// offset equal to its count, a negative one, a repeated one, changes
    /// that are not `[offset, association]`; a side one change short or
    /// long; an association the other side does not answer.
    static func differenceMutants(_ changeset: WireJSON, sourceCount: Int, targetCount: Int) -> [(String, WireJSON)] {
        var mutants: [(String, WireJSON)] = []
        typealias Change = (offset: Int, associated: Int?)
        func changes(_ key: String) -> [Change] {
            (changeset[key]?.elements ?? []).map { ($0.elements?.first?.integer ?? 0, $0.elements?.last?.integer) }
        }
        func wire(_ change: Change) -> WireJSON { .array([.integer(change.offset), change.associated.map(WireJSON.integer) ?? .null]) }
        func add(_ key: String, _ fault: String, _ list: [WireJSON]) {
            mutants.append(("changeset.\(key): \(fault)", changeset.setting(key, to: .array(list))))
        }
        let removals = changes("removals")
        let insertions = changes("insertions")
        for (key, side) in [("removals", removals), ("insertions", insertions)] {
            mutants.append(("changeset.\(key) missing", changeset.setting(key, to: nil)))
            let list = side.map(wire)
            let space = key == "removals" ? sourceCount : targetCount
            add(key, "an offset = \(space)", replacingLast(list, with: wire((space, side.last?.associated))))
            add(key, "an offset -1", replacingFirst(list, with: wire((-1, side.first?.associated))))
            if let first = side.first { add(key, "an offset twice", list + [wire(first)]) }
            add(key, "a change of one", list + [.array([.integer(0)])])
            add(key, "a change of three", list + [.array([.integer(0), .null, .integer(0)])])
            add(key, "a null offset", list + [.array([.null, .null])])
            add(key, "a string offset", list + [.array([.string("0"), .null])])
            if let at = side.firstIndex(where: { $0.associated == nil }) {
                var shorter = list
                shorter.remove(at: at)
                add(key, "an unassociated change dropped", shorter)
            }
            if let at = side.firstIndex(where: { $0.associated != nil }), let partner = side[at].associated {
                var changed = list
                changed[at] = wire((side[at].offset, nil))
                add(key, "an association dropped", changed)
                changed[at] = wire((side[at].offset, partner + 1))
                add(key, "an association moved by one", changed)
            } else if let first = side.first {
                var changed = list
                changed[0] = wire((first.offset, 0))
                add(key, "an association the other side lacks", changed)
            }
        }
        let removed = Set(removals.map(\.offset))
        if let kept = (0..<sourceCount).first(where: { !removed.contains($0) }) {
            add("removals", "a removal added", removals.map(wire) + [wire((kept, nil))])
        }
        return mutants
    }

    private static func replacingLast(_ list: [WireJSON], with value: WireJSON) -> [WireJSON] {
        list.isEmpty ? [value] : list.dropLast() + [value]
    }

    private static func replacingFirst(_ list: [WireJSON], with value: WireJSON) -> [WireJSON] {
        list.isEmpty ? [value] : [value] + list.dropFirst()
    }
}
