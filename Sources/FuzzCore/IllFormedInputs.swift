import DiffAlgorithms

//===----------------------------------------------------------------------===//
// rejects-ill-formed: validating entry points on inputs derived to be wrong
//===----------------------------------------------------------------------===//

/// The property `rejects-ill-formed`: the library's validating entry points,
/// fed inputs derived from a case's correct matching and changeset but made
/// wrong one fault at a time, throw exactly the typed error
/// `IllFormedOracle` predicts (and accept exactly the variants it accepts).
///
/// - `DiffChangeset.apply(to:target:)`: a source both deleted and moved or
///   updated, a target both inserted and a move destination, repeated and
///   out-of-range offsets in every list, an update that names the wrong
///   slot, a missing delete or insert (the counts no longer add up), a move
///   whose source is a survivor, two moves onto one slot. Every offset list is taken out of range at
///   both ends (−1 and its index space's count). The independent
///   `ReferenceApplier` must reject what the oracle rejects.
/// - `DiffChangeset(matching:source:target:)` and `DiffMatching.validate(for:)`: a
///   target matched twice, moved sources out of order, repeated, unmatched
///   or out of range, targets out of range either way, different
///   identities, a move dropped (the unmoved pairs may then cross), an entry
///   missing or extra.
enum IllFormedInputs {
    /// Why an entry point disagrees with the oracle, or `nil`.
    ///
    /// - Complexity: O(*n* + *m* + *c*) over a fixed number of variants.
    static func problem<E: Diffable>(
        _ changeset: DiffChangeset, matching: DiffMatching, source: [E], target: [E], oracle: CaseOracle,
        codes: IdentityCodes
    ) -> String? {
        for (label, variant) in changesetVariants(of: changeset, sourceCount: source.count, targetCount: target.count) {
            let expected = IllFormedOracle.applicationError(variant, sourceCount: source.count, targetCount: target.count)
            let observed: ChangesetApplicationError?
            do {
                _ = try variant.apply(to: source, target: target)
                observed = nil
            } catch {
                observed = error
            }
            if observed != expected {
                return "apply on the changeset \(label) (\(describe(variant))) \(outcome(observed)), but \(outcome(expected)) was due"
            }
            if expected != nil, ReferenceApplier.apply(variant, source: source, target: target) != nil {
                return "the reference replay accepts the changeset \(label) (\(describe(variant))), which apply rejects: \(expected!)"
            }
        }
        for (label, variant) in matchingVariants(of: matching, oracle: oracle) {
            let expected = IllFormedOracle.matchingError(variant, sourceIDs: oracle.sourceIDs, targetIDs: oracle.targetIDs)
            var observed: DiffMatchingError?
            do {
                _ = try DiffChangeset(matching: variant, source: source, target: target)
            } catch {
                observed = error
            }
            if observed != expected {
                return "DiffChangeset(matching:) on the matching \(label) \(outcome(observed)), but \(outcome(expected)) was due"
            }
            observed = nil
            do {
                try variant.validate(for: codes)
            } catch {
                observed = error
            }
            if observed != expected {
                return "DiffMatching.validate on the matching \(label) \(outcome(observed)), but \(outcome(expected)) was due"
            }
        }
        return nil
    }

    private static func outcome<Failure: Error>(_ error: Failure?) -> String {
        error.map { "throws \(String(reflecting: $0)) (\($0))" } ?? "accepts it"
    }

    //===------------------------------------------------------------------===//
    // Variants
    //===------------------------------------------------------------------===//

    /// Wrong changesets derived from a correct one, each labelled with its
    /// fault; those whose ingredients the changeset lacks are left out.
    static func changesetVariants(
        of changeset: DiffChangeset, sourceCount n: Int, targetCount m: Int
    ) -> [(String, DiffChangeset)] {
        var result: [(String, DiffChangeset)] = []
        func add(_ label: String, _ change: (inout DiffChangeset) -> Void) {
            var variant = changeset
            change(&variant)
            result.append((label, variant))
        }
        func sortedInsert(_ value: Int, into list: inout [Int]) {
            list.insert(value, at: list.firstIndex(where: { $0 >= value }) ?? list.count)
        }
        if let move = changeset.moved.first {
            add("with move source \(move.source) also deleted") { sortedInsert(move.source, into: &$0.deleted) }
            add("with move destination \(move.target) also inserted") { sortedInsert(move.target, into: &$0.inserted) }
            add("with the move \(move) listed twice") { $0.moved.insert(move, at: 0) }
            // Both bounds of both index spaces.
            add("with the move \(move) sourced out of range") { $0.moved[0].source = n }
            add("with the move \(move) sourced at −1") { $0.moved[0].source = -1 }
            add("with the move \(move) aimed out of range") { $0.moved[0].target = -1 }
            add("with the move \(move) aimed past the end") { $0.moved[0].target = m }
        }
        if let update = changeset.updated.first {
            add("with update source \(update.source) also deleted") { sortedInsert(update.source, into: &$0.deleted) }
            // The counts still add up: only the update's own checks can object.
            add("with update source \(update.source) also deleted and its target also inserted") {
                sortedInsert(update.source, into: &$0.deleted)
                sortedInsert(update.target, into: &$0.inserted)
            }
            add("with update target \(update.target) also inserted") { sortedInsert(update.target, into: &$0.inserted) }
            add("with the update \(update) listed twice") { $0.updated.insert(update, at: 0) }
            add("with the update \(update) aimed one slot further") { $0.updated[0].target = (update.target + 1) % max(m, 1) }
            add("with the update \(update) sourced out of range") { $0.updated[0].source = n }
            add("with the update \(update) sourced at −1") { $0.updated[0].source = -1 }
            add("with the update \(update) aimed past the end") { $0.updated[0].target = m }
            add("with the update \(update) aimed at −1") { $0.updated[0].target = -1 }
        }
        if let offset = changeset.deleted.first {
            add("with delete \(offset) listed twice") { $0.deleted.insert(offset, at: 0) }
            add("without delete \(offset)") { $0.deleted.removeFirst() }
        }
        if let offset = changeset.inserted.first {
            add("with insert \(offset) listed twice") { $0.inserted.insert(offset, at: 0) }
            add("without insert \(offset)") { $0.inserted.removeFirst() }
        }
        add("with a delete past the end") { $0.deleted.append(n) }
        add("with an insert past the end") { $0.inserted.append(m) }
        add("with a negative delete") { $0.deleted.insert(-1, at: 0) }
        add("with a negative insert") { $0.inserted.insert(-1, at: 0) }
        // A survivor moved onto an inserted slot: well formed again, with a
        // different result (the reference replay checks the array).
        let taken = Set(changeset.deleted).union(changeset.moved.map(\.source))
        if let survivor = (0..<n).first(where: { !taken.contains($0) }), let move = changeset.moved.first {
            add("with survivor \(survivor) also moved onto \(move.target)") {
                $0.moved.append(DiffChangeset.OffsetPair(survivor, move.target))
                $0.moved.sort()
            }
        }
        if let survivor = (0..<n).first(where: { !taken.contains($0) }), let slot = changeset.inserted.first {
            add("moving survivor \(survivor) onto inserted slot \(slot)") {
                $0.inserted.removeFirst()
                $0.moved.append(DiffChangeset.OffsetPair(survivor, slot))
                $0.moved.sort()
                $0.updated.removeAll { $0.source == survivor }
            }
        }
        return result
    }

    /// Wrong matchings derived from a well-formed one, each labelled with
    /// its fault.
    static func matchingVariants(of matching: DiffMatching, oracle: CaseOracle) -> [(String, DiffMatching)] {
        let n = matching.targetOfSource.count
        let m = oracle.targetIDs.count
        var result: [(String, DiffMatching)] = []
        func add(_ label: String, _ change: (inout DiffMatching) -> Void) {
            var variant = matching
            change(&variant)
            result.append((label, variant))
        }
        let matched = matching.targetOfSource.indices.filter { matching.targetOfSource[$0] >= 0 }
        let unmatched = matching.targetOfSource.indices.filter { matching.targetOfSource[$0] < 0 }
        if let first = matched.first {
            let target = matching.targetOfSource[first]
            // Another source of the same identity, if any, else the next one.
            let twin = (0..<n).first { $0 != first && oracle.sourceIDs[$0] == oracle.sourceIDs[first] }
            if let other = twin ?? (first + 1 < n ? first + 1 : nil) {
                add("with source \(other) also matched to target \(target)") { $0.targetOfSource[other] = target }
            }
            add("with source \(first) matched past the end") { $0.targetOfSource[first] = m }
            add("with source \(first) matched to −2") { $0.targetOfSource[first] = -2 }
            // The target at the source's own offset first, if its identity differs.
            if let stranger = (Array(first..<max(first, m)) + Array(0..<min(first, m)))
                .first(where: { oracle.targetIDs[$0] != oracle.sourceIDs[first] })
            {
                add("with source \(first) matched to target \(stranger) of another identity") {
                    $0.targetOfSource[first] = stranger
                }
            }
        }
        let moved = matching.movedSources
        if moved.count >= 2 {
            add("with moved sources in descending order") { $0.movedSources.reverse() }
        }
        if let last = moved.last {
            add("with moved source \(last) listed twice") { $0.movedSources.append(last) }
            add("without the move of source \(moved[0])") { $0.movedSources.removeFirst() }
        }
        if let free = unmatched.first {
            add("with unmatched source \(free) reported as moved") {
                $0.movedSources.append(free)
                $0.movedSources.sort()
            }
        }
        // Every matched source reported as moved: well formed, whatever crosses.
        add("with every match reported as a move") { $0.movedSources = matched }
        add("with moved source \(n) out of range") { $0.movedSources.append(n) }
        if n > 0 {
            add("with an entry missing") { $0.targetOfSource.removeLast() }
        }
        add("with an extra entry") { $0.targetOfSource.append(-1) }
        return result
    }
}
