import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// PropertyChecker: every property of one algorithm on one input
//===----------------------------------------------------------------------===//

/// Checks every applicable property of an algorithm on one input and reports
/// the first that fails.
///
///     let checker = PropertyChecker()
///     let oracle = CaseOracle(source: old, target: new)
///     let result = checker.check(MyersLinearSpaceDiff(), old, new, oracle: oracle)
///     // result.failure == nil when every property holds
package struct PropertyChecker: Sendable {
    /// The view semantics the batch-update checker validates against.
    package var view: ListViewKind
    /// How `BatchStager` expresses updates in the stages that `batch-valid`,
    /// `display-oracle` and `stages-compose` judge.
    package var reloads: ReloadPolicy
    /// Whether DiffBench's checks of its own code run too (`PropertyID.judgesTheHarness`):
    /// the appliers, the validating entry points, the conversions, the JSON
    /// input path, the benchmark cell's check and the stager. Off, only the
    /// properties of the algorithm's own changesets are checked.
    package var harnessChecks: Bool

    package init(view: ListViewKind = .table, reloads: ReloadPolicy = .reload, harnessChecks: Bool = true) {
        self.view = view
        self.reloads = reloads
        self.harnessChecks = harnessChecks
    }

    /// Checks `algorithm` on `source` → `target`.
    ///
    /// - Parameters:
    ///   - oracle: `CaseOracle(source: source, target: target)`, computed once
    ///     and shared by every algorithm.
    ///   - memo: what the checks of this case share across algorithms (the
    ///     decoded JSON input, the verdicts that depend on the changeset
    ///     alone); `nil`: nothing shared.
    package func check<E: FuzzElement>(
        _ algorithm: any DiffAlgorithm, _ source: [E], _ target: [E], oracle: CaseOracle,
        memo: CaseMemo? = nil
    ) -> AlgorithmCheck {
        let algorithm = FuzzingTuning.tuned(algorithm)
        var result = AlgorithmCheck()
        if algorithm.refusal(sourceCount: source.count, targetCount: target.count) != nil {
            result.refused = true
            return result
        }
        do {
            try checkAll(
                algorithm, source, target, oracle: oracle, memo: memo ?? CaseMemo(), into: &result)
        } catch {
            result.failure = error
        }
        // It returned, so it did not crash or hang.
        result.mark(.noCrash)
        return result
    }

    private func checkAll<E: FuzzElement>(
        _ algorithm: any DiffAlgorithm, _ source: [E], _ target: [E], oracle: CaseOracle,
        memo: CaseMemo, into result: inout AlgorithmCheck
    ) throws(PropertyFailure) {
        let n = source.count
        let m = target.count

        // The matching, checked by the fuzzer's own oracle before anything
        // is built from it.
        result.mark(.wellFormedMatching)
        guard let codes = memo.codes ?? IdentityCodes(source: source, target: target) else {
            throw PropertyFailure(property: .wellFormedMatching, message: "too many elements for identity codes", changeset: nil)
        }
        memo.codes = codes
        if algorithm.refusal(for: codes) != nil {
            // A guard on the identities (e.g. hunt-szymanski's pair budget):
            // refused like a size guard, nothing more to check.
            result.refused = true
            return
        }
        let matching = algorithm.matching(for: codes)
        if let problem = matchingProblem(matching, codes: codes) {
            throw PropertyFailure(property: .wellFormedMatching, message: problem, changeset: nil)
        }
        let changeset: DiffChangeset
        do {
            changeset = try DiffChangeset(matching: matching, source: source, target: target)
        } catch {
            // The library's check disagrees with the independent one above.
            throw PropertyFailure(
                property: .wellFormedMatching, message: "DiffChangeset(matching:) rejects it: \(error)", changeset: nil)
        }
        func fail(_ property: PropertyID, _ message: String) -> PropertyFailure {
            PropertyFailure(property: property, message: message, changeset: changeset)
        }

        result.mark(.rebuildsTarget)
        do {
            try changeset.checkRebuilds(source: source, target: target)
        } catch {
            throw fail(.rebuildsTarget, error.description)
        }

        if harnessChecks, memo.sampling.checksCellCheck {
            result.mark(.cellCheck)
            if let message = memo.verdict(\.cellCheck, for: changeset, compute: {
                CellCheck.problem(changeset, source: source, target: target)
            }) {
                throw fail(.cellCheck, message)
            }
        }

        if harnessChecks {
            result.mark(.appliersAgree)
            if let message = memo.verdict(\.appliers, for: changeset, compute: {
                ApplierAgreement.disagreement(changeset, source: source, target: target)
            }) {
                throw fail(.appliersAgree, message)
            }
        }

        if harnessChecks, memo.sampling.checksIllFormed {
            result.mark(.rejectsIllFormed)
            if let message = memo.verdict(\.illFormed, for: changeset, compute: {
                IllFormedInputs.problem(changeset, matching: matching, source: source, target: target, oracle: oracle, codes: codes)
            }) {
                throw fail(.rejectsIllFormed, message)
            }
        }

        result.mark(.sortedLists)
        if let list = unsortedList(changeset) {
            throw fail(.sortedLists, "\(list) is not strictly ascending")
        }

        // The matching the changeset implies, for every check from here on.
        let implied = ImpliedMatching(changeset, sourceCount: n, targetCount: m)
        result.mark(.updatesExact)
        if let message = UpdateExactness.problem(changeset, implied: implied, source: source, target: target) {
            throw fail(.updatesExact, message)
        }

        // One more run of the algorithm, through a public entry point, serves
        // both `deterministic` and `entry-points`: the array one, the slice
        // one, both or none (`OracleSampling`).
        if memo.sampling.checksArrayEntryPoint || memo.sampling.checksSliceEntryPoint {
            result.mark(.deterministic)
        }
        func checkSecondRun(_ outcome: Result<DiffChangeset, DiffError>, through entryPoint: String) throws(PropertyFailure) {
            let observed: String
            switch outcome {
            case .success(let again) where again == changeset:
                result.mark(.entryPoints)
                return
            case .success(let other): observed = "gives \(describe(other))"
            case .failure(let error): observed = "fails: \(error)"
            }
            // The matching path twice more tells which property broke: if it
            // still gives the changeset both times, the entry point is wrong.
            // Twice in a row, because an algorithm whose result alternates
            // from call to call agrees with its first run on every other call.
            let matchingAgain = (0..<2).map { _ in
                try? DiffChangeset(matching: algorithm.matching(for: codes), source: source, target: target)
            }
            if matchingAgain.allSatisfy({ $0 == changeset }) {
                result.mark(.entryPoints)
                throw fail(.entryPoints, "\(entryPoint) \(observed)")
            }
            throw fail(.deterministic, "the second diff (\(entryPoint)) \(observed)")
        }
        if memo.sampling.checksArrayEntryPoint {
            try checkSecondRun(
                EntryPoints.arrayDiff(algorithm, source: source, target: target),
                through: EntryPoints.arrayDiffName(algorithm))
        }
        if memo.sampling.checksSliceEntryPoint {
            try checkSecondRun(
                EntryPoints.sliceDiff(algorithm, source: source, target: target), through: EntryPoints.sliceDiffName)
        }

        if harnessChecks, memo.sampling.checksCollectionDifference {
            result.mark(.collectionDifference)
            if let message = memo.verdict(\.collectionDifference, for: changeset, compute: {
                DifferenceConversion.problem(changeset, source: source, target: target)
            }) {
                throw fail(.collectionDifference, message)
            }
        }

        // The case read back through benchrunner diff's JSON path: decoded
        // once per case, diffed once per algorithm.
        if harnessChecks, memo.sampling.checksJSONInput {
            result.mark(.jsonInput)
            let decoded = memo.decodedInput ?? JSONInputPath.decode(source, target)
            memo.decodedInput = decoded
            if let message = JSONInputPath.problem(algorithm, changeset, decoded: decoded) {
                throw fail(.jsonInput, message)
            }
        }

        if memo.sampling.checksSelfEmpty, algorithm.refusal(sourceCount: n, targetCount: n) == nil {
            result.mark(.selfEmpty)
            let itself = (try? algorithm.diff(from: source, to: source)) ?? DiffChangeset(deleted: [-1])
            if !itself.isEmpty {
                throw fail(.selfEmpty, "the diff of the source with itself is \(describe(itself))")
            }
        }

        if memo.sampling.checksIdentityInvariant,
            let message = identityVariance(
                algorithm, changeset, matching, codes: codes, integerIdentities: E.DiffIdentity.self == Int.self,
                oracle: oracle, memo: memo, mark: &result)
        {
            throw fail(.identityInvariant, message)
        }

        let traits = algorithm.traits
        let editSize = changeset.deleted.count + changeset.inserted.count + 2 * changeset.moved.count

        if traits.minimality == .minimal {
            result.mark(.minimal)
            let bound = n + m - 2 * oracle.lcs
            if editSize != bound {
                var reference = ""
                if let dp = try? DynamicProgrammingLCS().diff(from: source, to: target) {
                    reference = "; dp-lcs gives \(dp.deleted.count + dp.inserted.count + 2 * dp.moved.count)"
                }
                throw fail(
                    .minimal,
                    "deletes + inserts + 2·moves = \(editSize), but n + m − 2·LCS = \(n) + \(m) − 2·\(oracle.lcs) = \(bound)\(reference)")
            }
        }

        if let message = moveRuleViolation(traits.moveRule, changeset, implied, oracle, mark: &result) {
            throw fail(.moveRule, message)
        }

        if traits.moveRule == .fewestForMatching {
            result.mark(.fewestMoves)
            // Matched old offsets, in new order.
            var sourceOfTarget = [Int](repeating: -1, count: m)
            for (source, target) in implied.targetOfSource.enumerated() where target >= 0 {
                sourceOfTarget[target] = source
            }
            let order = sourceOfTarget.filter { $0 >= 0 }
            let fewest = order.count - longestIncreasingLength(order)
            if changeset.moved.count != fewest {
                throw fail(
                    .fewestMoves,
                    "\(changeset.moved.count) moves, but its matching of \(order.count) pairs needs only \(fewest) (matched old offsets in new order: \(order))")
            }
        }

        if let message = duplicatesViolation(traits.duplicateRule, changeset, implied, oracle, mark: &result) {
            throw fail(.duplicates, message)
        }

        // The batch and the stages are made once, for both checks, and only
        // for a changeset neither check has judged before.
        var staged: StagedChangeset?
        func stagedChangeset() -> StagedChangeset {
            if let staged { return staged }
            let made = StagedChangeset(
                changeset, source: oracle.sourceProxies, target: oracle.targetProxies, view: view, reloads: reloads)
            staged = made
            return made
        }
        result.stagedWith = reloads
        if harnessChecks {
            result.mark(.batchRoundTrip)
            result.mark(.stagesCompose)
            if let failure = memo.verdict(\.roundTrip, for: changeset, compute: {
                BatchRoundTrip.check(stagedChangeset(), source: oracle.sourceProxies, target: oracle.targetProxies)
            }) {
                throw failure
            }
        }

        result.mark(.batchValid)
        result.mark(.displayOracle)
        if let failure = memo.verdict(\.checker, for: changeset, compute: {
            CheckerProperties.check(stagedChangeset(), source: oracle.sourceProxies, target: oracle.targetProxies, view: view)
        }) {
            throw failure
        }
    }

    /// `identity-invariant`: why the algorithm's result depends on how the
    /// identities are numbered, or `nil`.
    ///
    /// Other identities intern like the plain integers; integer ones (Int,
    /// Book), whose codes `IdentityCodes` numbers source first, give the same
    /// matching with the codes numbered the other way round.
    ///
    /// - Complexity: one more run of the algorithm.
    private func identityVariance(
        _ algorithm: any DiffAlgorithm, _ changeset: DiffChangeset, _ matching: DiffMatching, codes: IdentityCodes,
        integerIdentities: Bool, oracle: CaseOracle, memo: CaseMemo, mark result: inout AlgorithmCheck
    ) -> String? {
        if !integerIdentities {
            result.mark(.identityInvariant)
            if let plain = try? algorithm.diff(from: oracle.sourceIDs, to: oracle.targetIDs),
                plain.deleted != changeset.deleted || plain.inserted != changeset.inserted
                    || plain.moved != changeset.moved
            {
                return "as plain integers \(oracle.sourceIDs) → \(oracle.targetIDs) the diff is \(describe(plain))"
            }
            return nil
        }
        let backwards = memo.codesNumberedBackwards ?? codes.numberedBackwards
        memo.codesNumberedBackwards = backwards
        guard algorithm.refusal(for: backwards) == nil else { return nil }
        result.mark(.identityInvariant)
        let renumbered = algorithm.matching(for: backwards)
        if renumbered != matching {
            return "with the identity codes numbered backwards the matching is \(renumbered.targetOfSource) (moved \(renumbered.movedSources)), not \(matching.targetOfSource) (moved \(matching.movedSources))"
        }
        return nil
    }

    //===------------------------------------------------------------------===//
    // Documented moves and duplicates
    //===------------------------------------------------------------------===//

    private func moveRuleViolation(
        _ rule: AlgorithmTraits.MoveRule, _ changeset: DiffChangeset, _ implied: ImpliedMatching,
        _ oracle: CaseOracle, mark result: inout AlgorithmCheck
    ) -> String? {
        switch rule {
        case .none:
            result.mark(.moveRule)
            return changeset.moved.isEmpty ? nil : "reports moves \(changeset.moved) but documents none"
        case .offsetRule:
            result.mark(.moveRule)
            var insertsBefore = [Int](repeating: 0, count: oracle.targetIDs.count + 1)
            var isInserted = [Bool](repeating: false, count: oracle.targetIDs.count)
            for offset in changeset.inserted { isInserted[offset] = true }
            for offset in 0..<oracle.targetIDs.count {
                insertsBefore[offset + 1] = insertsBefore[offset] + (isInserted[offset] ? 1 : 0)
            }
            var deletes = 0
            for (source, target) in implied.targetOfSource.enumerated() {
                guard target >= 0 else {
                    deletes += 1
                    continue
                }
                let shifted = source - deletes != target - insertsBefore[target]
                if shifted != implied.isMoved[source] {
                    return shifted
                        ? "\(source)→\(target) shifted (old − deletes before = \(source - deletes), new − inserts before = \(target - insertsBefore[target])) but is not reported as moved"
                        : "\(source)→\(target) is reported as moved but the offset rule keeps it (both \(source - deletes))"
                }
            }
            return nil
        case .uniqueRemovalAndInsertion:
            result.mark(.moveRule)
            let (removals, insertions, moves) = removalCounts(changeset, oracle)
            for id in 0..<oracle.distinctCount where removals[id] == 1 && insertions[id] == 1 && moves[id] == 0 {
                return "identity #\(id) is removed once and inserted once but not reported as a move"
            }
            return nil
        case .fewestForMatching, .unspecified:
            return nil
        }
    }

    private func duplicatesViolation(
        _ rule: AlgorithmTraits.DuplicateRule, _ changeset: DiffChangeset, _ implied: ImpliedMatching,
        _ oracle: CaseOracle, mark result: inout AlgorithmCheck
    ) -> String? {
        let n = oracle.sourceIDs.count
        let m = oracle.targetIDs.count
        switch rule {
        case .longestCommonSubsequence:
            result.mark(.duplicates)
            let matched = implied.targetOfSource.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) }
            return matched == oracle.lcs ? nil : "matches \(matched) pairs, but the LCS has \(oracle.lcs)"
        case .inOrder:
            result.mark(.duplicates)
            var sourceOccurrences = [[Int]](repeating: [], count: oracle.distinctCount)
            var targetOccurrences = [[Int]](repeating: [], count: oracle.distinctCount)
            for (offset, id) in oracle.sourceIDs.enumerated() { sourceOccurrences[id].append(offset) }
            for (offset, id) in oracle.targetIDs.enumerated() { targetOccurrences[id].append(offset) }
            for id in 0..<oracle.distinctCount {
                let olds = sourceOccurrences[id]
                let news = targetOccurrences[id]
                for (k, old) in olds.enumerated() {
                    let expected = k < news.count ? news[k] : -1
                    if implied.targetOfSource[old] != expected {
                        return "occurrence \(k + 1) of identity #\(id) (source \(old)) is matched to \(implied.targetOfSource[old]), not \(expected == -1 ? "deleted" : "target \(expected)")"
                    }
                }
            }
            return nil
        case .neighbouringMatch:
            result.mark(.duplicates)
            var sourceCount = [Int](repeating: 0, count: oracle.distinctCount)
            var targetCount = [Int](repeating: 0, count: oracle.distinctCount)
            for id in oracle.sourceIDs { sourceCount[id] += 1 }
            for id in oracle.targetIDs { targetCount[id] += 1 }
            func matched(_ source: Int, _ target: Int) -> Bool {
                source >= 0 && source < n && implied.targetOfSource[source] == target
            }
            for (source, id) in oracle.sourceIDs.enumerated() {
                let target = implied.targetOfSource[source]
                if sourceCount[id] == 1 && targetCount[id] == 1 {
                    if target < 0 {
                        return "identity #\(id) occurs once on each side but source \(source) is not matched"
                    }
                } else if target >= 0 {
                    let besideMatch =
                        matched(source - 1, target - 1) || matched(source + 1, target + 1)
                        || (source == 0 && target == 0) || (source == n - 1 && target == m - 1)
                    if !besideMatch {
                        return "repeated identity #\(id) matched \(source)→\(target) with no neighbouring match"
                    }
                }
            }
            // Pass 5 runs last, descending, from the virtual end line: it
            // leaves no matched pair whose predecessors are unmatched and
            // equal, and no equal unmatched last elements. Pass 4 starts at
            // the virtual begin line: equal first elements end up matched.
            var targetMatched = [Bool](repeating: false, count: m)
            for target in implied.targetOfSource where target >= 0 { targetMatched[target] = true }
            func open(_ source: Int, _ target: Int) -> Bool {
                implied.targetOfSource[source] < 0 && !targetMatched[target]
                    && oracle.sourceIDs[source] == oracle.targetIDs[target]
            }
            if n > 0 && m > 0 {
                if open(n - 1, m - 1) {
                    return "the last elements \(n - 1) and \(m - 1) are equal but unmatched (pass 5 starts from the virtual end line)"
                }
                if open(0, 0) {
                    return "the first elements are equal but unmatched (pass 4 starts from the virtual begin line)"
                }
            }
            for (source, target) in implied.targetOfSource.enumerated() where target > 0 && source > 0 {
                if open(source - 1, target - 1) {
                    return "\(source)→\(target) is matched but pass 5 did not extend it to \(source - 1)→\(target - 1)"
                }
            }
            return nil
        case .neverMovedUnlessUnique:
            result.mark(.duplicates)
            let (removals, insertions, moves) = removalCounts(changeset, oracle)
            for id in 0..<oracle.distinctCount where moves[id] > 0 && (removals[id] != 1 || insertions[id] != 1) {
                return "identity #\(id) is removed \(removals[id])× and inserted \(insertions[id])× but reported as a move"
            }
            return nil
        case .unspecified:
            return nil
        }
    }

    /// Per identity: removals (deletes + move sources), insertions (inserts +
    /// move targets) and moves, as `CollectionDifference` would count them.
    private func removalCounts(_ changeset: DiffChangeset, _ oracle: CaseOracle) -> ([Int], [Int], [Int]) {
        var removals = [Int](repeating: 0, count: oracle.distinctCount)
        var insertions = removals
        var moves = removals
        for offset in changeset.deleted { removals[oracle.sourceIDs[offset]] += 1 }
        for offset in changeset.inserted { insertions[oracle.targetIDs[offset]] += 1 }
        for pair in changeset.moved {
            removals[oracle.sourceIDs[pair.source]] += 1
            insertions[oracle.targetIDs[pair.target]] += 1
            moves[oracle.sourceIDs[pair.source]] += 1
        }
        return (removals, insertions, moves)
    }
}

/// The first list of `changeset` that is not strictly ascending (pairs by
/// their source), or `nil`.
///
/// - Complexity: O(*c*) for *c* listed changes, no allocation.
func unsortedList(_ changeset: DiffChangeset) -> String? {
    func ascending<T>(_ list: [T], by key: (T) -> Int) -> Bool {
        list.indices.dropFirst().allSatisfy { key(list[$0 - 1]) < key(list[$0]) }
    }
    if !ascending(changeset.deleted, by: { $0 }) { return "deleted \(changeset.deleted)" }
    if !ascending(changeset.inserted, by: { $0 }) { return "inserted \(changeset.inserted)" }
    if !ascending(changeset.moved, by: { $0.source }) { return "moved \(changeset.moved)" }
    if !ascending(changeset.updated, by: { $0.source }) { return "updated \(changeset.updated)" }
    return nil
}

/// A one-line rendering of a changeset for messages.
package func describe(_ changeset: DiffChangeset) -> String {
    if changeset.isEmpty { return "empty" }
    var parts: [String] = []
    if !changeset.deleted.isEmpty { parts.append("deleted \(changeset.deleted)") }
    if !changeset.inserted.isEmpty { parts.append("inserted \(changeset.inserted)") }
    if !changeset.moved.isEmpty { parts.append("moved \(changeset.moved)") }
    if !changeset.updated.isEmpty { parts.append("updated \(changeset.updated)") }
    return parts.joined(separator: ", ")
}
