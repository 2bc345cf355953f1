@testable import BatchUpdateChecker
import DiffAlgorithms
import Foundation
import PropertyBased
import Testing
import Workloads

//===----------------------------------------------------------------------===//
// Property tests: every algorithm's changeset, staged, is safe for UIKit
//===----------------------------------------------------------------------===//

/// The algorithms that accept inputs of these sizes (`naive-lcs` refuses
/// more than 20 elements).
private func algorithms(accepting sourceCount: Int, _ targetCount: Int) -> [any DiffAlgorithm] {
    AlgorithmRegistry.all.filter { $0.refusal(sourceCount: sourceCount, targetCount: targetCount) == nil }
}

/// Stages `changeset` and checks every stage against UIKit and the oracle:
/// each stage is accepted without fallback or hazard, shows exactly its data,
/// and the last stage's data is the target. Returns the stages.
@discardableResult
private func expectStagedCorrectly<Element: Diffable & Equatable>(
    _ changeset: Changeset, source: [Element], target: [Element], stager: BatchStager, label: String,
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
    _ changeset: Changeset, source: [Element], target: [Element], view: ViewKind
) -> Bool {
    let update = BatchUpdate(changeset: changeset)
    guard let verdict = try? BatchUpdateValidator(view: view).validate(update, before: .single(source.count), after: .single(target.count)),
          verdict.outcome == .accepted,
          let defects = try? DisplayOracle.defects(source: [source], target: [target], update: update)
    else { return false }
    return defects.isEmpty
}

private func book(_ id: Int, _ title: String) -> Book {
    Book(id: id, title: title, author: "A. Author", isbn: "isbn-\(id)", published: Date(timeIntervalSince1970: 0))
}

/// A target made from `source` by seeded edits: deletes, inserts, moves of
/// single books, and title changes (so updates and moves combine).
private func edited(_ source: [Book], seed: UInt64) -> [Book] {
    var random = SplitMix64(seed: seed)
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
    /// Small alphabets, so identities repeat.
    static let withDuplicates = Gen.int(in: 0...4).array(of: 0...10)

    @Test func everyAlgorithmStagedIsSafeWithDuplicates() async {
        await propertyCheck(count: 150, input: Self.withDuplicates, Self.withDuplicates) { source, target in
            for algorithm in algorithms(accepting: source.count, target.count) {
                let changeset = try algorithm.diff(from: source, to: target)
                for view in ViewKind.allCases {
                    let stages = expectStagedCorrectly(changeset, source: source, target: target,
                        stager: BatchStager(view: view), label: "\(algorithm.id) \(view) \(source)→\(target)")
                    // Integers have no content updates: one batch always does.
                    #expect(stages.count <= 1, "\(algorithm.id)")
                }
            }
        }
    }

    @Test func everyAlgorithmStagedIsSafeForBooksWithUpdatesAndMoves() async {
        let rows = zip(Gen.int(in: 0...7), Gen.int(in: 0...2)).array(of: 0...10)
        await propertyCheck(count: 150, input: rows, Gen.uint64()) { rows, seed in
            var seen = Set<Int>()
            let distinctRows = rows.filter { seen.insert($0.0).inserted }
            for rows in [rows, distinctRows] {
                let source = rows.map { book($0.0, $0.1 == 0 ? "v1" : "v0") }
                for target in [edited(source, seed: seed), rows.reversed().map { book($0.0, $0.1 == 1 ? "v1" : "v0") }] {
                    for algorithm in algorithms(accepting: source.count, target.count) {
                        let changeset = try algorithm.diff(from: source, to: target)
                        for view in ViewKind.allCases {
                            let label = "\(algorithm.id) \(view) \(source.map(\.id))→\(target.map(\.id)) \(changeset)"
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

    @Test func acceptedSingleSectionBatchesAgreeWithTheOracleOnCounts() async {
        // For a table view (which deduplicates like the oracle's sets), a
        // batch that passes validation displays without a count error, and a
        // batch that fails only the item count (R-COUNT-ITEMS) cannot be
        // displayed: two independent models of the same equation.
        await propertyCheck(count: 400, input: Gen.uint64()) { seed in
            var random = SplitMix64(seed: seed)
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
                #expect(displays, "\(update) \(before)→\(after)")
            } else if verdict.violation?.rule == .itemCount {
                #expect(!displays, "\(update) \(before)→\(after)")
            }
        }
    }
}

@Suite struct ReloadQuirkTests {
    @Test func duplicateDeleteShiftsAReloadTwice() {
        // Step 1 runs before the table view drops duplicate deletes, so a
        // doubled delete below a reload moves the reload's insert two slots up:
        // UIKit accepts the batch, the fresh cell lands off by one.
        let update = BatchUpdate.singleSection(deletes: [0, 0], reloads: [2])
        #expect(expectAccepted(update, before: [3], after: [2]) == [.reloadMisplaced])
        #expect(_ReloadExpansion(update).reloads.map(\.insert.path) == [ip(0, 0)])
        guard let result = oracle([["A", "B", "C"]], [["B", "C'"]], update) else { return }
        #expect(result.shown == [["B", "B"]])  // a fresh B at 0, the carried B at 1; C' is lost
        #expect(result.defects.map(\.kind) == [.wrongElement])
    }
}

@Suite struct BatchStagerTests {
    @Test func emptyChangesetHasNoStage() {
        #expect(BatchStager().stages(for: Changeset(), sourceCount: 3, targetCount: 3).isEmpty)
    }

    @Test func reloadsThatLandInPlaceShareTheBatch() {
        // [A,B,C] → [X,A,B',C]: the reload's Step-1 slot 2 is B's target.
        let changeset = Changeset(inserted: [0], updated: [Changeset.OffsetPair(1, 2)])
        let stages = BatchStager().stages(for: changeset, sourceCount: 3, targetCount: 4)
        #expect(stages.map(\.kind) == [.combined])
        #expect(stages.first?.update == .singleSection(inserts: [0], reloads: [1]))
    }

    @Test func reloadsNextToMovesGetTheirOwnStage() {
        // T29: [A,B,C,D] → [D,A,B',C].
        let changeset = Changeset(moved: [Changeset.OffsetPair(3, 0)], updated: [Changeset.OffsetPair(1, 2)])
        let stages = BatchStager().stages(for: changeset, sourceCount: 4, targetCount: 4)
        #expect(stages.map(\.kind) == [.reloads, .structure])
        #expect(stages.map(\.update) == [.singleSection(reloads: [1]), .singleSection(moves: [(3, 0)])])
        let source = cells(["A", "B", "C", "D"]), target = cells(["D", "A", "B'", "C"])
        #expect(stages[0].data(source: source, target: target) == cells(["A", "B'", "C", "D"]))
        #expect(stages[1].data(source: source, target: target) == target)
    }

    @Test func onlyUpdatesIsOneReloadStage() {
        let stages = BatchStager().stages(for: Changeset(updated: [Changeset.OffsetPair(0, 0)]), sourceCount: 1, targetCount: 1)
        #expect(stages.map(\.kind) == [.combined])
    }
}

@Suite struct IndexedValidationTests {
    /// Random sectioned batches, duplicates and out-of-range indexes
    /// included: the indexed validator gives exactly the verdict of UIKit's
    /// loops run as written.
    @Test func indexedStepsMatchUIKitsLoops() async {
        var outcomes: [String: Int] = [:]
        await propertyCheck(count: 600, input: Gen.uint64()) { seed in
            var random = SplitMix64(seed: seed)
            let (update, before, after) = randomBatch(&random)
            for view in ViewKind.allCases {
                let options = ValidationOptions(tableViewCrossSectionMoves: random.next(below: 2) == 0 ? .reloadDataFallback : .legacyException)
                var fast = _ValidationRun(view: view, options: options, update: update, before: before, after: after)
                var literal = _ValidationRun(view: view, options: options, update: update, before: before, after: after, literal: true)
                let outcome = fast.execute()
                outcomes[(outcome == .accepted ? "accepted" : "other"), default: 0] += 1
                #expect(outcome == literal.execute(), "\(view) \(before)→\(after) \(update)")
                #expect(fast.expansion.reloads.map(\.insert) == literal.expansion.reloads.map(\.insert))
                #expect(fast.expansion.conflict == literal.expansion.conflict)
                if case .exception = outcome { continue }
                #expect(fast.finalMoves == literal.finalMoves)
                #expect(_HazardFinder(run: fast).hazards() == _HazardFinder(run: literal).hazards())
            }
        }
        // The generator must reach the end of validation often enough to matter.
        #expect(outcomes["accepted", default: 0] * 20 >= outcomes["other", default: 0], "\(outcomes)")
    }

    @Test func largeStagedChangesetValidatesQuickly() throws {
        // 20,000 books: every 10th deleted, the first moved to the end (so
        // Heckel reports ~18,000 moves), every 7th retitled. UIKit's loops
        // would take ~10⁹ steps here; the indexed ones are linearithmic.
        let n = 20_000
        let source = (0..<n).map { book($0, "v0") }
        var target = source.enumerated().filter { $0.offset % 10 != 5 }.map(\.element)
        target.append(target.removeFirst())
        for index in stride(from: 0, to: target.count, by: 7) { target[index].title = "v1" }
        let changeset = HeckelSixPassDiff().diff(from: source, to: target)
        #expect(changeset.moved.count > n / 2 && !changeset.updated.isEmpty)
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            let stages = BatchStager(view: .collection).stages(for: changeset, sourceCount: n, targetCount: target.count)
            #expect(stages.map(\.kind) == [.reloads, .structure])
            for stage in stages {
                let verdict = try BatchUpdateValidator(view: .collection).validate(stage.update, before: stage.before, after: stage.after)
                #expect(verdict.outcome == .accepted && verdict.hazards.isEmpty, "\(verdict.outcome)")
            }
        }
        #expect(elapsed < .seconds(30), "\(elapsed)")
    }
}

/// A random sectioned batch that mostly stays in bounds, with `after` set to
/// the counts UIKit expects (computed from the literal run's section map),
/// so that many batches pass and the later steps and hazards get exercised.
/// Duplicates and out-of-range indexes still occur.
private func randomBatch(_ random: inout SplitMix64) -> (BatchUpdate, Shape, Shape) {
    let before = (0..<1 + random.next(below: 3)).map { _ in random.next(below: 5) }
    func rare() -> Bool { random.next(below: 12) == 0 }
    func section(_ count: Int) -> Int { rare() || count == 0 ? count : random.next(below: count) }
    func path(_ shape: [Int]) -> BatchIndexPath {
        let s = section(shape.count)
        let items = s < shape.count ? shape[s] : 0
        return ip(s, rare() || items == 0 ? items : random.next(below: items))
    }
    func some<T>(_ limit: Int, _ make: () -> T) -> [T] { (0..<random.next(below: limit + 1)).map { _ in make() } }
    let sectionDeletes = random.next(below: 3) == 0 ? Set(some(1) { section(before.count) }) : []
    let sectionInserts = random.next(below: 3) == 0 ? Set(some(1) { random.next(below: before.count + 1) }) : []
    let newSections = before.count + sectionInserts.count - sectionDeletes.count
    var after = (0..<max(newSections, 0)).map { _ in 2 + random.next(below: 4) }
    let update = BatchUpdate(
        sectionDeletes: sectionDeletes, sectionInserts: sectionInserts,
        sectionReloads: random.next(below: 4) == 0 ? Set(some(1) { section(before.count) }) : [],
        sectionMoves: random.next(below: 4) == 0 ? [Move(section(before.count), section(after.count))] : [],
        itemDeletes: some(3) { path(before) }, itemInserts: some(3) { path(after) },
        itemReloads: some(2) { path(before) },
        itemMoves: some(2) { Move(path(before), path(after)) })
    // Set every existing new section's count to what Step 6 expects.
    var run = _ValidationRun(view: .table, options: ValidationOptions(), update: update, before: Shape(before), after: Shape(after), literal: true)
    if run.checkReloadsAgainstDeletes() == nil, run.checkOperations(.delete) == nil, run.checkOperations(.insert) == nil,
       run.checkMoves() == nil, run.checkSectionCount() == nil {
        _ = run.checkItemCounts()
        if let map = run.sectionMap {
            for n in after.indices {
                guard let o = map.newToOld[n] else { continue }
                var count = before[o]
                for i in run.finalInserts where !i.isSection && i.section == n { count += 1 }
                for d in run.finalDeletes where !d.isSection && d.section == o { count -= 1 }
                for m in run.finalMoves where !m.from.isSection && map.oldToNew[m.from.section] != m.to.section {
                    if m.to.section == n { count += 1 }
                    if m.from.section == o { count -= 1 }
                }
                after[n] = max(count, 0)
            }
        }
    }
    return (update, Shape(before), Shape(after))
}
