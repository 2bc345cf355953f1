import AdapterProtocol
import DiffAlgorithms
import Foundation
import FuzzCore

//===----------------------------------------------------------------------===//
// Running the campaigns of a check
//===----------------------------------------------------------------------===//

extension DiffBenchCheck {
    /// Runs the check's campaigns (the fuzzer's engine: `Campaign`,
    /// `SectionedCampaign` or `AdapterCampaign`), shrinks each failure and
    /// writes its repro, without reporting anything; `run()` reports. With
    /// an argument out of range it runs nothing and returns a summary that
    /// did not pass and says why (`DiffBenchSummary/notRun`).
    ///
    /// - Complexity: `iterations` flat cases (and `sectionedIterations`
    ///   sectioned ones for an algorithm), each through every property.
    public func evaluate() -> DiffBenchSummary {
        if let problem = argumentProblem { return notRunSummary(problem) }
        let start = Date()
        var summary =
            switch subject {
            case .algorithm(let algorithm): evaluate(algorithm)
            case .adapter(let endpoint): evaluate(endpoint)
            }
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    var configuration: CampaignConfiguration {
        CampaignConfiguration(
            seed: seed, iterations: iterations, duration: timeLimit, view: view, keepGoing: false)
    }

    private func evaluate(_ algorithm: any DiffAlgorithm) -> DiffBenchSummary {
        var configuration = configuration
        configuration.algorithms = [algorithm]
        configuration.harnessChecks = false
        var failures: [DiffBenchFailure] = []
        let flat = Campaign(configuration).run(onFailure: { failures.append(report($0.repro, json: $0.repro.json)) })
        var checks: [String: Int] = [:]
        // Every property that ran, and every one of the algorithm's even if
        // it never did (a zero says so).
        for property in PropertyID.allCases {
            let count = property == .shrinkerMinimal ? flat.shrinkerChecks : flat.perAlgorithm[0].checked(property)
            if count > 0 || !property.judgesTheHarness { checks[property.rawValue] = count }
        }
        var summary = DiffBenchSummary(
            subject: algorithm.id, seed: seed, cases: flat.cases, checkedCases: flat.perAlgorithm[0].cases,
            checks: checks, failures: failures, inconclusive: flat.verdict([algorithm]).inconclusiveReason,
            seconds: 0)
        guard sectionedIterations > 0, failures.isEmpty else { return summary }
        let sectioned = SectionedCampaign(
            seed: seed, iterations: sectionedIterations, duration: timeLimit, algorithms: [algorithm]
        ).run()
        for repro in sectioned.failures {
            summary.failures.append(sectionedReport(repro))
        }
        for (property, count) in zip(SectionedPropertyID.allCases, sectioned.checked[0]) {
            summary.checks[property.rawValue] = count
        }
        summary.cases += sectioned.cases
        summary.checkedCases += sectioned.checkedCases
        if summary.inconclusive == nil, let reason = sectioned.verdict.inconclusiveReason {
            summary.inconclusive = "sectioned cases: \(reason)"
        }
        return summary
    }

    private func evaluate(_ endpoint: any AdapterEndpoint) -> DiffBenchSummary {
        var failures: [DiffBenchFailure] = []
        let stats = AdapterCampaign(configuration, endpoint: endpoint).run(onFailure: { found in
            var failure = report(found.repro.repro, json: found.repro.json)
            if let stages = found.repro.stages { failure.changeset = describeReported(.stages(stages)) }
            failures.append(failure)
        })
        var checks: [String: Int] = [:]
        for property in AdapterProperty.allCases where property.applies(to: endpoint) {
            checks[property.rawValue] = stats.checked[property] ?? 0
        }
        return DiffBenchSummary(
            subject: endpoint.handshake.name, seed: seed, cases: stats.cases, checkedCases: stats.answered,
            checks: checks, failures: failures, inconclusive: stats.verdict(endpoint).inconclusiveReason, seconds: 0)
    }

    /// A flat failure, its repro written; the file is named by the subject,
    /// property, element kind, seed and case, so that two checks of one
    /// name over two element kinds (the same closure over `Int` and over
    /// `String`) keep a repro each.
    private func report(_ repro: Repro, json: String) -> DiffBenchFailure {
        DiffBenchFailure(
            property: repro.property, message: repro.message,
            counterexample: SwiftSource.declarations(repro.input, for: vocabulary),
            changeset: repro.changeset.map(describe),
            reproPath: write(
                json,
                name: "\(repro.algorithm)-\(repro.property)-\(repro.input.kind.rawValue)-seed\(seed)-case\(repro.caseIndex ?? 0)"),
            caseIndex: repro.caseIndex)
    }

    private func sectionedReport(_ repro: SectionedRepro) -> DiffBenchFailure {
        let json = (try? repro.json()).map { String(decoding: $0, as: UTF8.self) }
        return DiffBenchFailure(
            property: repro.property, message: repro.message,
            counterexample: repro.fuzzCase.map(SwiftSource.declarations) ?? "",
            changeset: nil,
            reproPath: json.flatMap {
                write($0, name: "sectioned-\(repro.algorithm)-\(repro.property)-seed\(seed)-case\(repro.caseIndex ?? 0)")
            },
            caseIndex: repro.caseIndex)
    }

    /// Writes a repro file; its path, or `nil` when it cannot be written.
    private func write(_ json: String, name: String) -> String? {
        let directory = reproDirectory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-repros").path
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" })
        let path = (directory as NSString).appendingPathComponent(safe + ".json")
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
            return path
        } catch {
            return nil
        }
    }
}

extension CampaignVerdict {
    /// Why the campaign proved nothing, when it is inconclusive.
    var inconclusiveReason: String? {
        if case let .inconclusive(reason) = self { reason } else { nil }
    }
}
