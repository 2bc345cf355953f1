import AdapterProtocol
import BatchUpdateChecker
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// AdapterPropertyChecker: every property of an adapter on one input
//===----------------------------------------------------------------------===//

/// Checks an adapter on one input, through its endpoint, with
/// every `AdapterProperty` its handshake makes applicable, and reports the
/// first that fails. Three requests per input: the diff, the same diff
/// again (deterministic), and the source against itself (self-empty).
///
///     let checker = AdapterPropertyChecker(endpoint: connection)
///     let result = checker.check(fuzzCase)   // result.failure == nil: all held
///
/// A fault (crash, hang, protocol error) fails its property; a connection
/// starts a fresh adapter process for the next request.
package struct AdapterPropertyChecker {
    /// The adapter, already started (its handshake decides the properties).
    package let endpoint: any AdapterEndpoint
    /// The view semantics of `batch-valid`.
    package var view: ListViewKind

    package init(endpoint: any AdapterEndpoint, view: ListViewKind = .table) {
        self.endpoint = endpoint
        self.view = view
    }

    /// The handshake the properties follow.
    package var handshake: AdapterHandshake { endpoint.handshake }

    /// `fuzzCase` in an element kind the adapter accepts (see
    /// `FuzzCase.adapted(to:)`), or `nil` when it accepts none.
    package func adapted(_ fuzzCase: FuzzCase) -> FuzzCase? {
        fuzzCase.adapted(to: handshake.elements)
    }

    /// Checks the adapter on `fuzzCase`, first turned into an accepted kind;
    /// `rejects-ill-formed` only when `checksIllFormed`, on the handshake
    /// line too when `checksHandshake` (it is the same line for every case).
    package func check(_ fuzzCase: FuzzCase, checksIllFormed: Bool = true, checksHandshake: Bool = true) -> AdapterCheck {
        guard let adapted = adapted(fuzzCase) else {
            var result = AdapterCheck()
            result.refused = true
            result.kindNotAccepted = true
            return result
        }
        switch adapted.concrete {
        case let .int(source, target):
            return check(source, target, checksIllFormed: checksIllFormed, checksHandshake: checksHandshake)
        case let .string(source, target):
            return check(source, target, checksIllFormed: checksIllFormed, checksHandshake: checksHandshake)
        case let .book(source, target):
            return check(source, target, checksIllFormed: checksIllFormed, checksHandshake: checksHandshake)
        case .colliding, .keyed: preconditionFailure("adapted(to:) never keeps colliding keys or keyed texts")
        }
    }

    /// Checks the adapter on `source` → `target`; `rejects-ill-formed` only
    /// when `checksIllFormed`, on the handshake line too when
    /// `checksHandshake`.
    package func check<E: FuzzElement & AdapterWireElement>(
        _ source: [E], _ target: [E], checksIllFormed: Bool = true, checksHandshake: Bool = true
    ) -> AdapterCheck {
        var result = AdapterCheck()
        do {
            try checkAll(
                source, target, illFormed: checksIllFormed ? (checksHandshake ? .both : .answer) : nil, into: &result)
        } catch {
            result.failure = error
        }
        return result
    }

    private func ask<E: AdapterWireElement>(_ source: [E], _ target: [E]) throws(AdapterFailure) -> ReportedChangeset? {
        do {
            return try endpoint.answer(source: source, target: target).changeset
        } catch {
            guard let property = AdapterProperty.broken(by: error) else { return nil }
            throw AdapterFailure(property: property, message: error.description, changeset: nil)
        }
    }

    private func checkAll<E: FuzzElement & AdapterWireElement>(
        _ source: [E], _ target: [E], illFormed: IllFormedAdapterLines.Scope?, into result: inout AdapterCheck
    ) throws(AdapterFailure) {
        let handshake = self.handshake
        func mark(_ property: AdapterProperty) -> Bool {
            guard property.applies(to: endpoint) else { return false }
            result.checked.append(property)
            return true
        }
        _ = mark(.noCrash)
        _ = mark(.noTimeout)
        _ = mark(.protocolOK)
        guard let reported = try ask(source, target) else {
            result.refused = true
            result.checked = []
            return
        }
        func fail(_ property: AdapterProperty, _ message: String) -> AdapterFailure {
            AdapterFailure(property: property, message: message, changeset: reported)
        }

        if let illFormed, let line = endpoint.lastResponseLine, mark(.rejectsIllFormed) {
            let request = AnswerRequest(
                id: endpoint.lastRequestID, repeatCount: 1, format: handshake.format, sourceCount: source.count,
                targetCount: target.count)
            if let problem = IllFormedAdapterLines.problem(
                handshakeLine: illFormed == .both ? endpoint.wireHandshakeLine : nil, answerLine: line, request: request)
            {
                throw fail(.rejectsIllFormed, problem)
            }
        }

        // The benchmark cell's own check, so that the campaign judges the
        // answer exactly as a cell would.
        if mark(.rebuildsTarget) {
            do {
                try reported.checkRebuilds(source: source, target: target)
            } catch {
                switch error {
                case .doesNotApply(let problem):
                    throw fail(.rebuildsTarget, "does not apply: \(problem)")
                case .differs(let slot):
                    let rebuilt = (try? reported.rebuild(source: source, target: target)).map(wireList) ?? "?"
                    throw fail(
                        .rebuildsTarget, "the result differs from the target at offset \(slot): \(rebuilt) ≠ \(wireList(target))")
                }
            }
        }

        if mark(.cellCheck), let problem = AdapterCellCheck.problem(reported, source: source, target: target) {
            throw fail(.cellCheck, problem)
        }

        if mark(.sortedLists) {
            for (index, batch) in reported.batches.enumerated() {
                if let list = unsortedList(batch) {
                    throw fail(.sortedLists, "\(stageLabel(index, reported))\(list) is not strictly ascending")
                }
            }
        }

        let oracle = CaseOracle(source: source, target: target)
        _ = mark(.batchValid)
        if handshake.format != .stages { _ = mark(.displayOracle) }
        if let failure = batchFailure(reported, oracle: oracle) { throw failure }

        if mark(.updatesExact), let problem = updatesProblem(reported, oracle: oracle) {
            throw fail(.updatesExact, problem)
        }

        if mark(.minimal), let problem = minimalityProblem(reported, oracle: oracle) {
            throw fail(.minimal, problem)
        }

        if mark(.deterministic) {
            let again = try ask(source, target)
            if again != reported {
                throw fail(.deterministic, "the second diff gave \(again.map(describeReported) ?? "a refusal")")
            }
        }

        if mark(.selfEmpty) {
            let itself = try ask(source, source)
            if let itself, !itself.batches.allSatisfy(\.isEmpty) {
                throw fail(.selfEmpty, "the diff of the source with itself is \(describeReported(itself))")
            }
        }
    }

    //===------------------------------------------------------------------===//
    // batch-valid
    //===------------------------------------------------------------------===//

    private func batchFailure(_ reported: ReportedChangeset, oracle: CaseOracle) -> AdapterFailure? {
        switch reported {
        case .batch(let changeset), .difference(let changeset):
            guard
                let failure = CheckerProperties.check(
                    changeset, source: oracle.sourceProxies, target: oracle.targetProxies, view: view)
            else { return nil }
            let property: AdapterProperty = failure.property == .displayOracle ? .displayOracle : .batchValid
            return AdapterFailure(property: property, message: failure.message, changeset: reported)
        case .stages(let stages):
            let validator = BatchUpdateValidator(view: view)
            var count = oracle.sourceIDs.count
            for (index, stage) in stages.enumerated() {
                let next = count - stage.deleted.count + stage.inserted.count
                let label = "stage \(index + 1) of \(stages.count)"
                do {
                    let verdict = try validator.validate(
                        BatchUpdate(changeset: stage), before: .single(count), after: .single(next))
                    if let violation = verdict.violation {
                        return AdapterFailure(
                            property: .batchValid,
                            message: "\(label) \(verdict.isFallback ? "falls back to reloadData" : "throws"): \(violation)",
                            changeset: reported)
                    }
                    if !verdict.hazards.isEmpty {
                        return AdapterFailure(
                            property: .batchValid,
                            message: "\(label) is accepted with hazards: \(verdict.hazards.map(\.description).joined(separator: "; "))",
                            changeset: reported)
                    }
                } catch {
                    return AdapterFailure(property: .batchValid, message: "\(label) is malformed: \(error)", changeset: reported)
                }
                count = next
            }
            return nil
        }
    }

    //===------------------------------------------------------------------===//
    // updates-exact and minimal, on the matching the batches compose to
    //===------------------------------------------------------------------===//

    /// The source offset each target slot's element came from (-1:
    /// inserted), and whether any batch updated it on the way.
    private func composedMatching(_ reported: ReportedChangeset, sourceCount: Int) -> (origin: [Int], updated: [Bool], strayUpdate: String?) {
        var origin = Array(0..<sourceCount)
        var updated = [Bool](repeating: false, count: sourceCount)
        for (index, batch) in reported.batches.enumerated() {
            let count = origin.count - batch.deleted.count + batch.inserted.count
            let implied = ImpliedMatching(batch, sourceCount: origin.count, targetCount: count)
            var nextOrigin = [Int](repeating: -1, count: count)
            var nextUpdated = [Bool](repeating: false, count: count)
            for (old, new) in implied.targetOfSource.enumerated() where new >= 0 {
                nextOrigin[new] = origin[old]
                nextUpdated[new] = updated[old]
            }
            for pair in batch.updated {
                guard implied.targetOfSource[pair.source] == pair.target else {
                    return (origin, updated, "\(stageLabel(index, reported))updated \(pair) is not a matched pair")
                }
                nextUpdated[pair.target] = true
            }
            origin = nextOrigin
            updated = nextUpdated
        }
        return (origin, updated, nil)
    }

    private func updatesProblem(_ reported: ReportedChangeset, oracle: CaseOracle) -> String? {
        let composed = composedMatching(reported, sourceCount: oracle.sourceProxies.count)
        if let stray = composed.strayUpdate { return stray }
        for (slot, origin) in composed.origin.enumerated() where origin >= 0 {
            let changed = oracle.sourceProxies[origin].content != oracle.targetProxies[slot].content
            if changed && !composed.updated[slot] {
                return "source \(origin) → target \(slot) changed content (\(oracle.sourceProxies[origin]) → \(oracle.targetProxies[slot])) but is not updated"
            }
            if !changed && composed.updated[slot] {
                return "source \(origin) → target \(slot) is updated but its content did not change (\(oracle.targetProxies[slot]))"
            }
        }
        return nil
    }

    private func minimalityProblem(_ reported: ReportedChangeset, oracle: CaseOracle) -> String? {
        let n = oracle.sourceIDs.count
        let m = oracle.targetIDs.count
        let edits: Int
        switch reported {
        case .batch(let changeset), .difference(let changeset):
            edits = changeset.deleted.count + changeset.inserted.count + 2 * changeset.moved.count
        case .stages:
            // Deletes, inserts and moves of the one batch the stages compose to.
            let origin = composedMatching(reported, sourceCount: n).origin
            let matchedInSourceOrder = origin.filter { $0 >= 0 }
            let kept = longestIncreasingLength(matchedInSourceOrder)
            edits = (n - matchedInSourceOrder.count) + (m - matchedInSourceOrder.count) + 2 * (matchedInSourceOrder.count - kept)
        }
        let minimum = n + m - 2 * oracle.lcs
        return edits == minimum ? nil : "\(edits) edits (deletes + inserts + 2·moves), the minimum is \(minimum) (LCS \(oracle.lcs))"
    }
}

/// `"stage k of s: "` for stages, nothing for a single batch.
private func stageLabel(_ index: Int, _ reported: ReportedChangeset) -> String {
    if case .stages(let stages) = reported { return "stage \(index + 1) of \(stages.count): " }
    return ""
}

/// A one-line rendering of a reported changeset for messages.
package func describeReported(_ reported: ReportedChangeset) -> String {
    switch reported {
    case .batch(let changeset), .difference(let changeset): describe(changeset)
    case .stages(let stages): "stages [" + stages.map(describe).joined(separator: " | ") + "]"
    }
}

extension FuzzCase {
    /// The case in an element kind among `accepted`: its own when accepted,
    /// else the nearest (a kind with content prefers `book`; colliding keys
    /// and keyed texts become books, or plain values). `nil` when `accepted` is empty.
    package func adapted(to accepted: [AdapterElementKind]) -> FuzzCase? {
        let preference: [AdapterElementKind] =
            switch kind {
            case .int: [.int, .string, .book]
            case .string: [.string, .int, .book]
            case .book, .colliding, .keyed: [.book, .int, .string]
            }
        guard let chosen = preference.first(where: accepted.contains) else { return nil }
        let newKind: ElementKind =
            switch chosen {
            case .int: .int
            case .string: .string
            case .book: .book
            }
        return newKind == kind ? self : FuzzCase(kind: newKind, source: source, target: target).normalized()
    }
}
