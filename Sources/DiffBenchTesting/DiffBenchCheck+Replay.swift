import AdapterProtocol
import DiffAlgorithms
import Foundation
import FuzzCore

//===----------------------------------------------------------------------===//
// Replaying a repro file in the test's own process
//===----------------------------------------------------------------------===//

extension DiffBenchCheck {
    /// Reruns the case of the repro file at `reproPath` (one a failure of
    /// this check wrote) against this check's subject, and reports like
    /// `run()`: one issue at the caller's line if the case still fails, with
    /// the same property, counterexample and changeset; else prints the
    /// summary line. A file it cannot replay (unreadable, not a repro, a
    /// sectioned repro for a closure, elements the subject does not take) is
    /// an issue too.
    ///
    ///     DiffBenchCheck(name: "my-diff", format: .batch) { (old: [Int], new: [Int]) in … }
    ///         .replay("/tmp/diffbench-repros/my-diff-rebuilds-target-int-seed1-case3.json")
    ///
    /// - Returns: The summary of the one case, passed or not.
    /// - Complexity: One case through every property.
    @discardableResult
    public func replay(
        _ reproPath: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> DiffBenchSummary {
        Self.report(evaluate(replaying: reproPath), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Reruns the case of the repro file at `reproPath` against this check's
    /// subject without reporting anything; `replay(_:)` reports. A flat or
    /// sectioned repro replays against a `DiffAlgorithm`, a flat or adapter
    /// repro against a closure or adapter differ, with the repro's view when
    /// it names one. The failure, if any, keeps `reproPath` as its repro;
    /// nothing is written.
    ///
    /// - Complexity: One case through every property.
    public func evaluate(replaying reproPath: String) -> DiffBenchSummary {
        let start = Date()
        var summary: DiffBenchSummary
        do {
            guard let data = FileManager.default.contents(atPath: reproPath) else {
                throw ReproError("no such file or not readable")
            }
            summary = try replayCase(data, path: reproPath)
        } catch {
            summary = notRunSummary("cannot replay \(reproPath): \(error)")
        }
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    private func replayCase(_ data: Data, path: String) throws -> DiffBenchSummary {
        switch (subject, try ReproKind(json: data)) {
        case (.algorithm(let algorithm), .flat):
            let repro = try Repro(json: data)
            let check = repro.replay(algorithms: [algorithm], view: view)[0].result
            let failure = check.failure.map {
                DiffBenchFailure(
                    property: $0.property.rawValue, message: $0.message,
                    counterexample: SwiftSource.declarations(repro.input, for: .algorithm),
                    changeset: $0.changeset.map(describe), reproPath: path, caseIndex: repro.caseIndex)
            }
            return replayed(
                repro.seed, refused: check.refused, checked: check.checked.map(\.rawValue), failure: failure)
        case (.algorithm(let algorithm), .sectioned):
            let repro = try SectionedRepro(json: data)
            guard let fuzzCase = repro.fuzzCase else { throw ReproError("an item is not an [id, content] pair") }
            let (refused, found) = SectionedPropertyChecker().check(algorithm, fuzzCase)
            let failure = found.map {
                DiffBenchFailure(
                    property: $0.property.rawValue, message: $0.message,
                    counterexample: SwiftSource.declarations(fuzzCase), changeset: nil, reproPath: path,
                    caseIndex: repro.caseIndex)
            }
            return replayed(
                repro.seed, refused: refused, checked: SectionedPropertyID.allCases.map(\.rawValue), failure: failure)
        case (.adapter(let endpoint), .flat), (.adapter(let endpoint), .adapter):
            let repro = try Repro(json: data)
            if let kind = AdapterElementKind(rawValue: repro.input.kind.rawValue),
                !endpoint.handshake.elements.contains(kind)
            {
                let kinds = endpoint.handshake.elements.map(\.rawValue).joined(separator: ", ")
                throw ReproError("its elements are \(kind.rawValue); \(subjectName) takes \(kinds)")
            }
            var configuration = configuration
            configuration.view = repro.view ?? view
            let check = AdapterCampaign(configuration, endpoint: endpoint).replay(repro)
            let failure = check.failure.map {
                DiffBenchFailure(
                    property: $0.property.rawValue, message: $0.message,
                    counterexample: SwiftSource.declarations(repro.input, for: .adapter),
                    changeset: $0.changeset.map(describeReported), reproPath: path, caseIndex: repro.caseIndex)
            }
            return replayed(repro.seed, refused: check.refused, checked: check.checked.map(\.rawValue), failure: failure)
        case (.algorithm, .adapter):
            throw ReproError("an adapter's repro; replay it with the check of the closure or differ that wrote it")
        case (.adapter, .sectioned):
            throw ReproError("a sectioned repro; replay it with the check of the DiffAlgorithm that wrote it")
        case (_, .stream):
            throw ReproError("a stream campaign's repro; replay it with `fuzzer replay`")
        }
    }

    /// The summary of one replayed case.
    private func replayed(
        _ reproSeed: UInt64?, refused: Bool, checked: [String], failure: DiffBenchFailure?
    ) -> DiffBenchSummary {
        var checks: [String: Int] = [:]
        if !refused { for property in checked { checks[property] = 1 } }
        return DiffBenchSummary(
            subject: subjectName, seed: reproSeed ?? seed, cases: 1, checkedCases: refused ? 0 : 1, checks: checks,
            failures: failure.map { [$0] } ?? [],
            inconclusive: refused ? "the subject refused the repro's case" : nil, seconds: 0)
    }
}
