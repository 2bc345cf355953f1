import DiffAlgorithms

//===----------------------------------------------------------------------===//
// SimulatedListView.performBatchUpdates: a batch checked at the held counts
//===----------------------------------------------------------------------===//

extension SimulatedListView {
    /// `performBatchUpdates` (or `beginUpdates`…`endUpdates`): UIKit resolves
    /// a pending `reloadData` first (reading the counts before the updates
    /// block runs), the block sets the data source to `data` when given,
    /// and the batch is validated with `before` = the counts UIKit holds and
    /// `after` = the data source's count (spec §2 Steps 5–6).
    ///
    /// When UIKit accepts the batch, the cells are replayed with
    /// `DisplayOracle` (spec §5.2): carried cells keep the snapshot they came
    /// from, fresh ones come from the data source; cells that do not show the
    /// data source's element with its content are a `.wrongCells` defect.
    /// On screen the batch animates for `animationDuration`.
    ///
    /// - Parameters:
    ///   - update: The batch: indexes in section 0, deletes, reloads and move
    ///     sources in the space UIKit holds (BEFORE), inserts and move
    ///     destinations in the data source's (AFTER).
    ///   - data: What the updates block sets the data source to; `nil` when
    ///     the block sets nothing.
    ///   - time: When, in model time.
    ///   - animationDuration: How long the batch animates on screen.
    /// - Returns: UIKit's verdict. After `.exception` the app has crashed.
    /// - Complexity: The validator's and the oracle's: O(*n* + *k* log *k*)
    ///   for *n* rows and *k* operations, in most batches.
    @discardableResult
    public mutating func performBatchUpdates(
        _ update: BatchUpdate, settingData data: ListSnapshot<Element>? = nil, at time: Int, animationDuration: Int = 0
    ) -> BatchVerdict {
        if reloadPending { _readCounts(at: time) }
        if let data { self.data = data }
        let before = BatchShape.single(heldCount), after = BatchShape.single(self.data.count)
        let verdict: BatchVerdict
        do {
            verdict = try validator.validate(update, before: before, after: after)
        } catch {
            verdict = BatchVerdict(outcome: .exception(RuleViolation(rule: error.rule, message: error.message)))
        }
        log.append(ListStreamLogEntry(time: time, .batchApplied(version: self.data.version, update: update, outcome: verdict.outcome)))
        switch verdict.outcome {
        case .exception:
            return verdict
        case .reloadDataFallback:
            cells = self.data.elements.map { Cell(element: $0, version: self.data.version) }
        case .accepted:
            _replay(update, at: time)
        }
        heldCount = self.data.count
        _noteShown(at: time)
        if isOnScreen { animationsInFlight.append(time + max(0, animationDuration)) }
        return verdict
    }

    /// Replays an accepted batch over the cells and records the cells that
    /// do not show the data source's element with its content.
    private mutating func _replay(_ update: BatchUpdate, at time: Int) {
        let old = cells
        let target = data.elements
        let shown: [[DisplayedCell<Element>]]
        do {
            shown = try DisplayOracle.display(source: [old.map(\.element)], target: [target], update: update)
        } catch {
            defects.append(ListDisplayDefect(kind: .wrongCells, time: time, version: data.version, note: "the oracle cannot replay the batch: \(error)"))
            cells = target.map { Cell(element: $0, version: data.version) }
            return
        }
        var wrong: [DisplayDefect] = []
        cells = []
        cells.reserveCapacity(target.count)
        for (k, cell) in (shown.first ?? []).enumerated() {
            switch cell {
            case .fresh(let element):
                cells.append(Cell(element: element, version: data.version))
            case let .carried(element, from):
                cells.append(old[from.item])
                if element.diffIdentity != target[k].diffIdentity {
                    wrong.append(DisplayDefect(kind: .wrongElement, at: BatchIndexPath(0, k), from: from))
                } else if !target[k].hasSameContent(as: element) {
                    wrong.append(DisplayDefect(kind: .staleContent, at: BatchIndexPath(0, k), from: from))
                }
            }
        }
        if !wrong.isEmpty {
            defects.append(ListDisplayDefect(
                kind: .wrongCells, time: time, version: data.version,
                note: wrong.map(\.description).joined(separator: "; ")))
        }
    }

    /// The cells that do not show `snapshot`'s element with its content, as
    /// one line, or `nil` when the view shows `snapshot` exactly.
    ///
    /// - Complexity: O(*n*).
    public func mismatch(with snapshot: ListSnapshot<Element>) -> String? {
        if data.version != snapshot.version { return "the data source holds snapshot \(data.version), not \(snapshot.version)" }
        if reloadPending { return "a reloadData is still pending" }
        if cells.count != snapshot.count { return "\(cells.count) cells for \(snapshot.count) rows" }
        for (k, cell) in cells.enumerated() {
            let expected = snapshot.elements[k]
            if cell.element.diffIdentity != expected.diffIdentity { return "row \(k) shows another element" }
            if !expected.hasSameContent(as: cell.element) { return "row \(k) shows stale content (from snapshot \(cell.version))" }
        }
        return nil
    }
}
