import BatchUpdateChecker
import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// The properties of sectioned fuzz cases
//===----------------------------------------------------------------------===//

/// What the fuzzer checks on a sectioned case, for one algorithm.
package enum SectionedPropertyID: String, CaseIterable, Codable, Sendable {
    /// Duplicate section or item identities are rejected with a typed error,
    /// and unique ones are not.
    case duplicatesRejected = "sectioned-duplicates-rejected"
    /// The strict applier rebuilds the target.
    case rebuildsTarget = "sectioned-rebuilds-target"
    /// Two runs give the same changeset.
    case deterministic = "sectioned-deterministic"
    /// Diffing the source with itself gives nothing.
    case selfEmpty = "sectioned-self-empty"
    /// Updated pairs join one identity with changed content, and every kept
    /// section or item whose content changed is updated.
    case updatesExact = "sectioned-updates-exact"
    /// The staged batches pass both views with no hazard, the display oracle
    /// shows every stage's data, and the last stage shows the target.
    case stagedBatchesValid = "sectioned-staged-batches-valid"
    /// The strict applier, fed the changeset made wrong one fault at a time,
    /// throws exactly the error `SectionedIllFormedOracle` predicts, and the
    /// reference replay rejects what it rejects.
    case rejectsIllFormed = "sectioned-rejects-ill-formed"
}

/// A failed sectioned property.
package struct SectionedFailure: Error, Hashable, Sendable, CustomStringConvertible {
    package var property: SectionedPropertyID
    package var message: String

    package init(_ property: SectionedPropertyID, _ message: String) {
        self.property = property
        self.message = message
    }

    package var description: String { "\(property.rawValue): \(message)" }
}

/// Checks every `SectionedPropertyID` of one case for one algorithm.
package struct SectionedPropertyChecker: Sendable {
    package init() {}

    /// The first failed property, or `nil`; `refused` when the algorithm
    /// refused the case (nothing else is checked then). The algorithm runs
    /// with the fuzzing thresholds (`FuzzingTuning`), as on flat cases:
    /// sectioned cases are small too.
    ///
    /// `memo` is shared by the algorithms checked on one case: it says
    /// whether `sectioned-rejects-ill-formed` is checked (a campaign samples
    /// it; by default it is) and keeps its verdict and the staging verdict
    /// per distinct changeset.
    ///
    /// - Complexity: Two to three diffs, the applier, up to four staging
    ///   candidates validated for both views, and (when checked) some 60
    ///   ill-formed variants applied and replayed.
    package func check(
        _ algorithm: any DiffAlgorithm, _ c: SectionedCase, memo: SectionedCaseMemo = SectionedCaseMemo()
    ) -> (refused: Bool, failure: SectionedFailure?) {
        let algorithm = FuzzingTuning.tuned(algorithm)
        let changes: SectionedChangeset
        do {
            changes = try SectionedChangeset(diffing: c.source, to: c.target, using: algorithm)
        } catch {
            switch error {
            case .diff(.refused): return (true, nil)
            case .diff(let other): return (false, SectionedFailure(.rebuildsTarget, "\(other)"))
            case .duplicateItemIdentity, .duplicateSectionIdentity:
                let failure = c.hasDuplicates ? nil : SectionedFailure(.duplicatesRejected, "unique identities rejected: \(error)")
                return (false, failure)
            }
        }
        if c.hasDuplicates { return (false, SectionedFailure(.duplicatesRejected, "duplicates accepted")) }
        do {
            try changes.checkRebuilds(source: c.source, target: c.target)
        } catch {
            return (false, SectionedFailure(.rebuildsTarget, error.description))
        }
        if (try? SectionedChangeset(diffing: c.source, to: c.target, using: algorithm)) != changes {
            return (false, SectionedFailure(.deterministic, "a second run gave another changeset"))
        }
        if let same = try? SectionedChangeset(diffing: c.source, to: c.source, using: algorithm), !same.isEmpty {
            return (false, SectionedFailure(.selfEmpty, "self-diff is \(same)"))
        }
        if let problem = Self.updatesProblem(changes, c) { return (false, SectionedFailure(.updatesExact, problem)) }
        if let problem = memo.stagingVerdict(for: changes, compute: { Self.stagingProblem(changes, c) }) {
            return (false, SectionedFailure(.stagedBatchesValid, problem))
        }
        if memo.checksIllFormed, let problem = memo.illFormedVerdict(for: changes, compute: {
            SectionedIllFormedInputs.problem(changes, c)
        }) {
            return (false, SectionedFailure(.rejectsIllFormed, problem))
        }
        return (false, nil)
    }

    /// The properties `check` looked at on a case it did not refuse: every
    /// one in order up to the failed one (or all); only the duplicates rule
    /// on a case with repeated identities, where nothing else runs; never
    /// `sectioned-rejects-ill-formed` when `checksIllFormed` is `false`.
    package static func checkedProperties(
        _ c: SectionedCase, failure: SectionedFailure?, checksIllFormed: Bool = true
    ) -> [SectionedPropertyID] {
        if c.hasDuplicates { return [.duplicatesRejected] }
        let checked = checksIllFormed ? SectionedPropertyID.allCases : SectionedPropertyID.allCases.filter { $0 != .rejectsIllFormed }
        guard let failure else { return checked }
        return Array(checked.prefix { $0 != failure.property }) + [failure.property]
    }

    static func updatesProblem(_ changes: SectionedChangeset, _ c: SectionedCase) -> String? {
        for pair in changes.sections.updated {
            let old = c.source[pair.source].model, new = c.target[pair.target].model
            guard old.id == new.id, old.content != new.content else { return "section pair \(pair) is not a content change" }
        }
        let updatedSections = Set(changes.sections.updated.map(\.source)), deletedSections = Set(changes.sections.deleted)
        for (o, section) in c.source.enumerated() where !updatedSections.contains(o) && !deletedSections.contains(o) {
            if let new = c.target.first(where: { $0.model.id == section.model.id }), new.model.content != section.model.content {
                return "section \(o) changed content but is not updated"
            }
        }
        for pair in changes.items.updated {
            let old = c.source[pair.source.section].items[pair.source.item]
            let new = c.target[pair.target.section].items[pair.target.item]
            guard old.id == new.id, old.content != new.content else { return "item pair \(pair) is not a content change" }
        }
        var newContent: [Int: Int] = [:]
        for section in c.target { for item in section.items { newContent[item.id] = item.content } }
        let updated = Set(changes.items.updated.map(\.source)), deleted = Set(changes.items.deleted)
        for (o, section) in c.source.enumerated() where !deletedSections.contains(o) {
            for (k, item) in section.items.enumerated() {
                let path = SectionedChangeset.ItemPath(o, k)
                if let content = newContent[item.id], content != item.content, !updated.contains(path), !deleted.contains(path) {
                    return "item \(path) changed content but is neither updated nor deleted"
                }
            }
        }
        return nil
    }

    static func stagingProblem(_ changes: SectionedChangeset, _ c: SectionedCase) -> String? {
        let stages: [SectionedStage]
        do {
            stages = try SectionedStager().stages(for: changes, sourceCounts: c.sourceCounts, targetCounts: c.targetCounts)
        } catch {
            return "staging refused a changeset that applies: \(error)"
        }
        var flat = 0
        var data: [[StagedItem]] = c.source.map { section in
            defer { flat += section.items.count }
            return section.items.indices.map { StagedItem(identity: flat + $0, version: 0) }
        }
        if stages.count > 1, let problem = Self.needlessSplit(changes, stages: stages, source: data) { return problem }
        let sourceItems = c.source.flatMap(\.items)
        for (index, stage) in stages.enumerated() {
            if let problem = SectionedStager.problem(stage, previous: data) { return "stage \(index) (\(stage.kind)): \(problem)" }
            data = stage.data
        }
        guard data.map(\.count) == c.targetCounts else { return "the last stage's counts are not the target's" }
        for (n, section) in c.target.enumerated() {
            for (k, item) in section.items.enumerated() {
                let token = data[n][k]
                guard token.identity >= 0 else { continue }  // fresh: always right
                let old = sourceItems[token.identity]
                guard old.id == item.id, (old.content != item.content) == (token.version == 1) else {
                    return "the last stage shows \(old) at (\(n), \(k)), the target has \(item)"
                }
            }
        }
        return nil
    }

    /// Fewest stages: why `stages` (more than one) split a changeset whose
    /// one naive batch (`BatchUpdate(sectionedChangeset:)`) works (both views
    /// accept it without a hazard, and it shows the last stage's data), or
    /// `nil`.
    ///
    /// - Complexity: one validation per view and one display replay.
    static func needlessSplit(_ changes: SectionedChangeset, stages: [SectionedStage], source: [[StagedItem]]) -> String? {
        guard let last = stages.last, let first = stages.first else { return nil }
        let naive = SectionedStage(
            kind: .combined, update: BatchUpdate(sectionedChangeset: changes), before: first.before, after: last.after,
            data: last.data)
        guard SectionedStager.problem(naive, previous: source) == nil else { return nil }
        let kinds = stages.map(\.kind.rawValue).joined(separator: ", ")
        return "the stager split into \(stages.count) stages (\(kinds)) a changeset that works as one batch"
    }
}
