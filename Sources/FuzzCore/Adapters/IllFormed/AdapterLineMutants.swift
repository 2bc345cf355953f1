import AdapterHost

//===----------------------------------------------------------------------===//
// AdapterLineMutants: valid adapter lines made wrong one fault at a time
//===----------------------------------------------------------------------===//

/// A line derived from a valid one: what was changed, its text, and its
/// tree (`nil` when the text is not JSON).
struct DerivedLine {
    var fault: String
    var text: String
    var tree: WireJSON?

    init(_ fault: String, _ tree: WireJSON) {
        self.fault = fault
        self.text = tree.text
        self.tree = tree
    }

    init(_ fault: String, notJSON text: String) {
        self.fault = fault
        self.text = text
        self.tree = nil
    }
}

/// Derives wrong lines from a valid handshake or answer, each with one
/// fault: every check of the protocol gets a line that fails it first (and
/// a few lines stay valid: the line as answered, a refusal, an unknown
/// element kind). Which verdict each deserves is `AdapterLineOracle`'s to
/// say, not this enum's: a fault can make an earlier check fail (a stage's
/// added delete shrinks its new array).
enum AdapterLineMutants {
    /// Wrong answers to `request` from the valid answer `base`.
    ///
    /// - Complexity: O(*k* · *l*) for *k* derived lines of length *l*
    ///   (*k* grows with the number of stages only).
    static func answer(_ base: WireJSON, for request: AnswerRequest) -> [DerivedLine] {
        var lines = [DerivedLine("as answered", base), DerivedLine("not JSON", notJSON: String(base.text.dropLast()))]
        lines.append(DerivedLine("not an object", .array([])))
        // Past the decoder's nesting limit: not JSON, whatever it holds.
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        lines.append(DerivedLine("a sample nested 600 deep", notJSON: #"{"id": \#(request.id), "nanoseconds": \#(deep)}"#))
        let id = WireJSON.integer(request.id)
        lines.append(DerivedLine("id missing", base.setting("id", to: nil)))
        lines.append(DerivedLine("id + 1", base.setting("id", to: .integer(request.id + 1))))
        lines.append(DerivedLine("id as a string", base.setting("id", to: .string("\(request.id)"))))
        lines.append(DerivedLine("a refusal", .object([.init(key: "id", value: id), .init(key: "error", value: .string("no"))])))
        lines.append(DerivedLine("nanoseconds missing", base.setting("nanoseconds", to: nil)))
        let samples = base["nanoseconds"]?.elements ?? []
        lines.append(DerivedLine("no sample", base.setting("nanoseconds", to: .array([]))))
        lines.append(DerivedLine("a sample too many", base.setting("nanoseconds", to: .array(samples + [.integer(1)]))))
        for (name, sample) in [
            ("-1", WireJSON.integer(-1)), ("1.5", .literal("1.5")), ("2^63", .literal("9223372036854775808")),
            ("a string", .string("12")), ("null", .null),
        ] {
            lines.append(DerivedLine("sample \(name)", base.setting("nanoseconds", to: .array([sample] + samples.dropFirst()))))
        }
        lines.append(DerivedLine("changeset missing", base.setting("changeset", to: nil)))
        lines.append(DerivedLine("changeset not an object", base.setting("changeset", to: .array([]))))
        guard let changeset = base["changeset"] else { return lines }
        let changesets: [(String, WireJSON)]
        switch request.format {
        case .batch:
            changesets = batchMutants(changeset, at: "changeset", old: request.sourceCount, new: request.targetCount)
        case .stages:
            changesets = stagesMutants(changeset, sourceCount: request.sourceCount, targetCount: request.targetCount)
        case .difference:
            changesets = differenceMutants(
                changeset, sourceCount: request.sourceCount, targetCount: request.targetCount)
        }
        for (fault, changed) in changesets { lines.append(DerivedLine(fault, base.setting("changeset", to: changed))) }
        return lines
    }

    /// Wrong handshakes from the valid handshake `base`.
    ///
    /// - Complexity: O(*k* · *l*) for *k* derived lines of length *l*.
    static func handshake(_ base: WireJSON) -> [DerivedLine] {
        var lines = [DerivedLine("as answered", base), DerivedLine("not JSON", notJSON: String(base.text.dropLast()))]
        lines.append(DerivedLine("not an object", .array([])))
        for key in ["protocol", "name", "version", "elements", "format"] {
            lines.append(DerivedLine("\(key) missing", base.setting(key, to: nil)))
        }
        lines.append(DerivedLine("protocol 2", base.setting("protocol", to: .integer(adapterProtocolVersion + 1))))
        lines.append(DerivedLine("protocol as a string", base.setting("protocol", to: .string("1"))))
        let reserved = AdapterNameRules.reservedNames.first ?? "myers"
        for name in ["", "all", reserved.uppercased(), " padded", "padded ", "a,b", "two\nlines"] {
            lines.append(DerivedLine("name \(jsonName(name))", base.setting("name", to: .string(name))))
        }
        lines.append(DerivedLine("format unified", base.setting("format", to: .string("unified"))))
        lines.append(DerivedLine("format as a number", base.setting("format", to: .integer(1))))
        lines.append(DerivedLine("elements of numbers", base.setting("elements", to: .array([.integer(1)]))))
        let kinds = base["elements"]?.elements ?? []
        lines.append(DerivedLine("an unknown element kind", base.setting("elements", to: .array(kinds + [.string("float")]))))
        lines.append(DerivedLine("minimal as a string", base.setting("minimal", to: .string("yes"))))
        return lines
    }

    private static func jsonName(_ name: String) -> String {
        WireJSON.string(name).text
    }

    //===------------------------------------------------------------------===//
    // The formats
    //===------------------------------------------------------------------===//

    /// A batch object with one list changed: a list missing; in `deleted`
    /// and `inserted` an offset equal to its space's count, a negative one,
    /// a repeated one, one of the wrong type; in `moved` and `updated` each
    /// side equal to its count and negative, each side repeated, pairs of
    /// one and three. `old` and `new` are the counts of the batch's old and
    /// new arrays.
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
