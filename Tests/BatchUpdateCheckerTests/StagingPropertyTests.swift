@testable import BatchUpdateChecker
import DiffAlgorithms
import DiffTestSupport
import Testing
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Property tests: every algorithm's changeset, staged, is safe for UIKit
//===----------------------------------------------------------------------===//

/// Stages `changeset` and checks every stage against UIKit and the oracle:
/// each stage is accepted without fallback or hazard, shows exactly its data,
/// and the last stage's data is the target. Returns the stages.
@discardableResult
private func expectStagedCorrectly<Element: Diffable & Equatable>(
    _ changeset: DiffChangeset, source: [Element], target: [Element], stager: BatchStager, label: String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [BatchStage] {
    let stages = stager.stages(for: changeset, sourceCount: source.count, targetCount: target.count)
    #expect(stages.isEmpty == changeset.isEmpty, "\(label)", sourceLocation: sourceLocation)
    #expect(stages.count <= (stager.reloads == .reload ? 2 : 1), "\(label): \(stages.count) stages", sourceLocation: sourceLocation)
    let validator = BatchUpdateValidator(view: stager.view)
    var current = source
    for (index, stage) in stages.enumerated() {
        let next = stage.data(source: source, target: target)
        #expect(stage.before == .single(current.count) && stage.after == .single(next.count), "\(label) stage \(index)",
            sourceLocation: sourceLocation)
        do {
            let verdict = try validator.validate(stage.update, before: stage.before, after: stage.after)
            #expect(verdict.outcome == .accepted && verdict.hazards.isEmpty,
                "\(label) stage \(index) \(stage.kind): \(verdict.outcome) \(verdict.hazards)", sourceLocation: sourceLocation)
            let defects = try DisplayOracle.defects(source: [current], target: [next], update: stage.update)
            #expect(defects.isEmpty, "\(label) stage \(index): \(defects)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(label) stage \(index): \(error)", sourceLocation: sourceLocation)
        }
        current = next
    }
    #expect(current == target, "\(label): the stages end at \(current)", sourceLocation: sourceLocation)
    return stages
}

/// Whether the naive single batch (reloads next to everything) is accepted
/// and displayed right.
private func naiveBatchWorks<Element: Diffable>(
    _ changeset: DiffChangeset, source: [Element], target: [Element], view: ListViewKind
) -> Bool {
    let update = BatchUpdate(changeset: changeset)
    guard let verdict = try? BatchUpdateValidator(view: view).validate(update, before: .single(source.count), after: .single(target.count)),
          verdict.outcome == .accepted,
          let defects = try? DisplayOracle.defects(source: [source], target: [target], update: update)
    else { return false }
    return defects.isEmpty
}

/// A target made from `source` by seeded edits: deletes, inserts, moves of
/// single books, and title changes (so updates and moves combine).
private func edited(_ source: [WorkloadBook], seed: UInt64) -> [WorkloadBook] {
    var random = WorkloadRandom(seed: seed)
    var books = source
    for _ in 0..<random.next(below: 6) {
        switch random.next(below: 4) {
        case 0 where !books.isEmpty:
            books.remove(at: random.next(below: books.count))
        case 1:
            books.insert(book(100 + random.next(below: 50), "new"), at: random.next(below: books.count + 1))
        case 2 where !books.isEmpty:
            let moved = books.remove(at: random.next(below: books.count))
            books.insert(moved, at: random.next(below: books.count + 1))
        default:
            guard !books.isEmpty else { continue }
            books[random.next(below: books.count)].title += "'"
        }
    }
    return books
}

@Suite struct StagingPropertyTests {
    @Test func everyAlgorithmStagedIsSafeWithDuplicates() throws {
        for seed: UInt64 in 0..<150 {
            var random = WorkloadRandom(seed: seed)
            // Up to 10 values below 5: identities repeat.
            let (source, target) = randomPair(maximumCount: 10, alphabet: 5, &random)
            for algorithm in algorithms(accepting: source.count, target.count) {
                let changeset = try algorithm.diff(from: source, to: target)
                for view in ListViewKind.allCases {
                    let stages = expectStagedCorrectly(changeset, source: source, target: target,
                        stager: BatchStager(view: view), label: "\(algorithm.id) \(view) \(source)→\(target) seed \(seed)")
                    // Integers have no content updates: one batch always does.
                    #expect(stages.count <= 1, "\(algorithm.id)")
                }
            }
        }
    }

    @Test func everyAlgorithmStagedIsSafeForBooksWithUpdatesAndMoves() throws {
        for seed: UInt64 in 0..<150 {
            var random = WorkloadRandom(seed: seed)
            // Up to 10 rows: an id below 8 and a content version below 3.
            let rows = (0..<random.next(below: 11)).map { _ in (random.next(below: 8), random.next(below: 3)) }
            var seen = Set<Int>()
            let distinctRows = rows.filter { seen.insert($0.0).inserted }
            for rows in [rows, distinctRows] {
                let source = rows.map { book($0.0, $0.1 == 0 ? "v1" : "v0") }
                for target in [edited(source, seed: random.next()), rows.reversed().map { book($0.0, $0.1 == 1 ? "v1" : "v0") }] {
                    for algorithm in algorithms(accepting: source.count, target.count) {
                        let changeset = try algorithm.diff(from: source, to: target)
                        for view in ListViewKind.allCases {
                            let label = "\(algorithm.id) \(view) \(source.map(\.id))→\(target.map(\.id)) \(changeset) seed \(seed)"
                            let stages = expectStagedCorrectly(changeset, source: source, target: target,
                                stager: BatchStager(view: view), label: label)
                            // Fewest: two stages only when the single naive batch fails.
                            // (With repeated identities a misplaced reload can look
                            // right because an equal duplicate fills its slot; the
                            // stager goes by indexes, so check distinct ids only.)
                            if Set(source.map(\.id)).count == source.count && Set(target.map(\.id)).count == target.count {
                                #expect((stages.count == 2) == (!changeset.updated.isEmpty && !naiveBatchWorks(changeset, source: source, target: target, view: view)),
                                    "\(label)")
                            }
                            expectStagedCorrectly(changeset, source: source, target: target,
                                stager: BatchStager(view: view, reloads: .deleteAndInsert), label: label + " delete+insert")
                        }
                    }
                }
            }
        }
    }

    @Test func acceptedSingleSectionBatchesAgreeWithTheOracleOnCounts() throws {
        // For a table view (which deduplicates like the oracle's sets), a
        // batch that passes validation displays without a count error, and a
        // batch that fails only the item count (R-COUNT-ITEMS) cannot be
        // displayed: two independent models of the same equation.
        for seed: UInt64 in 0..<400 {
            var random = WorkloadRandom(seed: seed)
            let before = random.next(below: 7), after = random.next(below: 7)
            // Distinct indexes: with a duplicate delete UIKit's Step 1 shifts a
            // reload twice (see `duplicateDeleteShiftsAReloadTwice`).
            func some(_ count: Int) -> [Int] {
                count == 0 ? [] : Array(Set((0..<random.next(below: 3)).map { _ in random.next(below: count) }))
            }
            let moves = (0..<random.next(below: 3)).compactMap { _ -> (Int, Int)? in
                before > 0 && after > 0 ? (random.next(below: before), random.next(below: after)) : nil
            }
            let update = BatchUpdate.singleSection(deletes: some(before), inserts: some(after), moves: moves, reloads: some(before))
            let source = (0..<before).map { Cell("s\($0)") }, target = (0..<after).map { Cell("t\($0)") }
            let verdict = try BatchUpdateValidator(view: .table).validate(update, before: .single(before), after: .single(after))
            let displays = (try? DisplayOracle.display(source: [source], target: [target], update: update)) != nil
            if verdict.isAccepted {
                #expect(displays, "\(update) \(before)→\(after) seed \(seed)")
            } else if verdict.violation?.rule == .itemCount {
                #expect(!displays, "\(update) \(before)→\(after) seed \(seed)")
            }
        }
    }
}
