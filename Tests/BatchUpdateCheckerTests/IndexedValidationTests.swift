@testable import BatchUpdateChecker
import DiffAlgorithms
import DiffTestSupport
import Testing
import DiffBenchWorkloads

@Suite struct IndexedValidationTests {
    /// Random sectioned batches, duplicates and out-of-range indexes
    /// included: the indexed validator gives exactly the verdict of UIKit's
    /// loops run as written.
    @Test func indexedStepsMatchUIKitsLoops() {
        var outcomes: [String: Int] = [:]
        for seed: UInt64 in 0..<600 {
            var random = WorkloadRandom(seed: seed)
            let (update, before, after) = randomBatch(&random)
            for view in ListViewKind.allCases {
                let options = ValidationOptions(tableViewCrossSectionMoves: random.next(below: 2) == 0 ? .reloadDataFallback : .legacyException)
                var fast = _ValidationRun(view: view, options: options, update: update, before: before, after: after)
                var literal = _ValidationRun(view: view, options: options, update: update, before: before, after: after, literal: true)
                let outcome = fast.execute()
                outcomes[(outcome == .accepted ? "accepted" : "other"), default: 0] += 1
                #expect(outcome == literal.execute(), "\(view) \(before)→\(after) \(update) seed \(seed)")
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
private func randomBatch(_ random: inout WorkloadRandom) -> (BatchUpdate, BatchShape, BatchShape) {
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
        sectionMoves: random.next(below: 4) == 0 ? [BatchMove(section(before.count), section(after.count))] : [],
        itemDeletes: some(3) { path(before) }, itemInserts: some(3) { path(after) },
        itemReloads: some(2) { path(before) },
        itemMoves: some(2) { BatchMove(path(before), path(after)) })
    // Set every existing new section's count to what Step 6 expects.
    var run = _ValidationRun(view: .table, options: ValidationOptions(), update: update, before: BatchShape(before), after: BatchShape(after), literal: true)
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
    return (update, BatchShape(before), BatchShape(after))
}
