import DiffAlgorithms

//===----------------------------------------------------------------------===//
// The policies' reactions to snapshots, diffs and animations
//===----------------------------------------------------------------------===//

extension _ListStreamRun {
    mutating func receive(_ input: ListStreamInput<Element>, at time: Int) {
        switch input.kind {
        case .window(let onScreen):
            list.setOnScreen(onScreen, at: time)
            if !onScreen { list._endAllAnimations(at: time) }
            startPending(at: time)
        case .snapshot(let elements):
            let snapshot = ListSnapshot(version: arrivals.count + 1, elements: elements)
            arrivals.append(time)
            firstShown.append(nil)
            list._record(.snapshotArrived(version: snapshot.version), at: time)
            arrive(snapshot, at: time)
            lastArrived = snapshot
        }
    }

    private mutating func arrive(_ snapshot: ListSnapshot<Element>, at time: Int) {
        switch policy {
        case .diffableSnapshot:
            // The data source checks the identifiers when the snapshot is applied.
            if let error = DiffableIdentifierError.check(snapshot.elements) {
                list._record(.snapshotRefused(version: snapshot.version), at: time)
                stop = .refusedSnapshot(time: time, version: snapshot.version, error)
                return
            }
            waiting.append(snapshot)
            startWaiting(at: time)
        case .serial, .reloadAbove:
            waiting.append(snapshot)
            startWaiting(at: time)
        case .swapThenDiff:
            // The mistake: the array changes now, the batch comes later.
            list.setData(snapshot, at: time)
            startDiff(from: lastArrived, to: snapshot, at: time)
        case .latest, .staleBase:
            if let old = pending {
                dropped += 1
                list._record(.snapshotDropped(version: old.snapshot.version), at: time)
            }
            pending = (snapshot, lastArrived)
            startPending(at: time)
        }
    }

    /// `serial` and its kin: the next waiting snapshot, diffed from what the
    /// data source holds (the previous snapshot), once no diff runs.
    private mutating func startWaiting(at time: Int) {
        guard stop == nil, diffsRunning == 0, !waiting.isEmpty else { return }
        let next = waiting.removeFirst()
        startDiff(from: list.data, to: next, at: time)
    }

    /// `latest` and `staleBase`: the kept snapshot, once the view is idle.
    mutating func startPending(at time: Int) {
        guard stop == nil, policy.coalesces, diffsRunning == 0, list.animationsInFlight.isEmpty, let kept = pending else { return }
        pending = nil
        // `latest` diffs from what the view shows; `staleBase` from the
        // snapshot that arrived before, shown or not.
        let base = policy == .latest ? list.data : kept.previous
        startDiff(from: base, to: kept.snapshot, at: time)
    }

    private mutating func startDiff(from base: ListSnapshot<Element>, to target: ListSnapshot<Element>, at time: Int) {
        let id = nextJob
        nextJob += 1
        let changeset = Result { () throws(DiffError) -> DiffChangeset in
            try simulator.algorithm.diff(from: base.elements, to: target.elements)
        }
        jobs[id] = DiffJob(base: base, target: target, changeset: changeset)
        diffsRunning += 1
        list._record(.diffStarted(from: base.version, to: target.version, queue: simulator.timing.diffQueue), at: time)
        let end = simulator.timing.diffEnd(startingAt: time)
        if simulator.timing.diffQueue == .main {
            finishDiff(id, at: end)
        } else {
            schedule(.diffEnded(id), at: end)
        }
    }

    mutating func finishDiff(_ id: Int, at time: Int) {
        guard let job = jobs.removeValue(forKey: id) else { return }
        diffsRunning -= 1
        list._record(.diffEnded(from: job.base.version, to: job.target.version), at: time)
        apply(job, at: time)
        guard stop == nil else { return }
        startWaiting(at: time)
        startPending(at: time)
    }

    private mutating func apply(_ job: DiffJob, at time: Int) {
        let settingData = policy != .swapThenDiff
        let changeset: DiffChangeset
        switch job.changeset {
        case .success(let result): changeset = result
        case .failure:
            // The algorithm refused: no animation, the data and a reload.
            reload(job.target, at: time)
            return
        }
        if case .reloadAbove(let threshold) = policy, changeset.count > threshold || !list.isOnScreen {
            reload(job.target, at: time)
            return
        }
        let stages = BatchStager(view: simulator.view).stages(
            for: changeset, sourceCount: job.base.count, targetCount: job.target.count)
        if stages.isEmpty {
            // Nothing changes, but the data source still takes the new array.
            perform(BatchUpdate(), data: settingData ? job.target : nil, at: time)
            return
        }
        for stage in stages where stop == nil {
            let data = ListSnapshot(version: job.target.version, elements: stage.data(source: job.base.elements, target: job.target.elements))
            perform(stage.update, data: settingData ? data : nil, at: time)
        }
    }

    private mutating func perform(_ update: BatchUpdate, data: ListSnapshot<Element>?, at time: Int) {
        batches += 1
        let animates = list.isOnScreen
        let verdict = list.performBatchUpdates(update, settingData: data, at: time, animationDuration: simulator.timing.animationDuration)
        if let violation = verdict.violation, !verdict.isAccepted {
            stop = .exception(time: time, version: list.data.version, violation)
            return
        }
        if animates { schedule(.animationEnded, at: time + simulator.timing.animationDuration) }
    }

    private mutating func reload(_ target: ListSnapshot<Element>, at time: Int) {
        reloads += 1
        if policy != .swapThenDiff { list.setData(target, at: time) }
        list.reloadData(at: time)
    }

    mutating func animationEnded(at time: Int) {
        list.completeAnimations(through: time)
        startPending(at: time)
    }
}
