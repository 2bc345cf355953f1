import AdapterHost
import ArgumentParser
import CLISupport
import Foundation
import FuzzCore
import DiffBenchText

//===----------------------------------------------------------------------===//
// fuzzer adapter, fuzzer replay --adapter
//===----------------------------------------------------------------------===//

/// Starts the adapter `value` names for fuzzing.
///
/// - Throws: `InputError` (one line, exit 2) for a missing or
///   non-executable command or a failed handshake.
func connectAdapter(_ value: String, hangTimeout: Double) throws -> AdapterConnection {
    let command: AdapterCommand
    do {
        command = try AdapterCommand(parsing: value)
    } catch {
        throw InputError("--adapter: \(error)")
    }
    do {
        return try AdapterConnection(command: command, hangTimeout: hangTimeout)
    } catch {
        throw InputError("--adapter '\(command)': \(error)")
    }
}

extension Fuzzer.Adapter {
    /// The campaign against one adapter: same cases, the adapter's
    /// properties, failures shrunk through it and written as adapter repros.
    func runAdapterCampaign(_ value: String, configuration: CampaignConfiguration) throws {
        let seed = configuration.seed
        CrashGuard.installHarnessOnly()
        let connection = try connectAdapter(value, hangTimeout: answers.hangTimeout)
        defer { connection.stop() }
        let handshake = connection.handshake
        let properties = AdapterProperty.allCases.filter { $0.applies(to: handshake) }
        printToStandardError(
            "fuzzer: seed \(seed) · \(configuration.length) · max size \(size.maxSize) · shard \(schedule.shard) · adapter \(handshake.name) \(handshake.version) "
                + "(\(handshake.format.rawValue); \(handshake.elements.map(\.rawValue).joined(separator: ","))) · view \(cases.view.rawValue)")
        let interruption = CampaignInterruption.shared
        interruption.install()
        let campaign = AdapterCampaign(configuration, endpoint: connection)
        var reporter = ProgressReporter()
        let stats = campaign.run(
            progress: { stats in
                reporter.update(
                    line: "fuzzer: \(groupedDigits(stats.cases)) cases · \(groupedDigits(Int(stats.casesPerSecond))) adapter-cases/s · \(stats.failures) failures")
            },
            onFailure: { failure in
                reporter.clear()
                reportAdapterFailure(failure, seed: seed, output: common.output)
            },
            shouldStop: { interruption.interrupted })
        reporter.clear()
        var table = CountTable(header: ["property", handshake.name], rows: [
            ("cases checked", [groupedDigits(stats.answered)]),
            ("refused", [groupedDigits(stats.refused)]),
            ("kind not accepted", [groupedDigits(stats.notAccepted)]),
        ])
        for property in properties {
            table.rows.append(
                (property.rawValue, [CountTable.cell(checked: stats.checked[property] ?? 0, failed: stats.failed[property] ?? 0)]))
        }
        print(table.rendered)
        print(
            "\(groupedDigits(stats.cases)) cases, \(groupedDigits(stats.answered)) adapter-cases in "
                + String(format: "%.1fs", stats.elapsed) + " (\(groupedDigits(Int(stats.casesPerSecond))) adapter-cases/s), "
                + "\(groupedDigits(stats.refused)) refused, \(groupedDigits(stats.notAccepted)) not accepted, "
                + "\(stats.failures) failure\(stats.failures == 1 ? "" : "s"), "
                + "\(connection.launches) adapter process\(connection.launches == 1 ? "" : "es")")
        if interruption.interrupted {
            connection.stop()
            interruption.exit(cases: stats.cases, failures: stats.failures, seed: seed)
        }
        try conclude(
            stats.verdict(connection, oneCase: cases.caseIndex != nil), seed: seed, output: common.output, subject: " of \(handshake.name)")
    }
}

/// Prints an adapter's shrunk failure and writes its repro file.
func reportAdapterFailure(_ failure: FoundAdapterFailure, seed: UInt64, output: String) {
    let command = failure.repro.command
    FailureReport(
        shrunk: failure.repro.repro, original: failure.original, shrunk: failure.shrunk, attempts: failure.shrinkAttempts,
        casesToCatch: failure.casesToCatch, seed: seed, contents: failure.repro.json,
        replay: { "fuzzer replay \($0) --adapter '\(command)'" }
    ).emit(output: output)
}

extension Fuzzer.Replay {
    /// Replays adapter repros through `--adapter`; exits 1 when a property
    /// fails.
    func replayAdapter(_ value: String) throws {
        let connection = try connectAdapter(value, hangTimeout: answers.hangTimeout)
        defer { connection.stop() }
        var failed = false
        for file in files {
            let data = try Self.readFile(file)
            let repro: Repro
            do {
                repro = try Repro(json: data)
            } catch let error as ReproError {
                throw InputError("\(file): \(error.description)")
            }
            let recorded = try? AdapterRepro(json: data)
            if let recorded, recorded.handshake != connection.handshake {
                printToStandardError(
                    "fuzzer: note: \(file) was found with \(recorded.handshake.name) \(recorded.handshake.version); replaying with \(connection.handshake.name) \(connection.handshake.version)")
            }
            let campaign = AdapterCampaign(CampaignConfiguration(seed: 0, iterations: 1, view: repro.view ?? view), endpoint: connection)
            print("\(file): \(repro.algorithm) \(repro.property), \(repro.input.kind.rawValue) "
                + "\(repro.input.sourceCount) → \(repro.input.targetCount) elements")
            let result = campaign.replay(repro)
            let name = connection.handshake.name
            if result.refused {
                print("  \(name): refused")
            } else if let failure = result.failure {
                failed = true
                print("  \(name): FAIL \(failure.property.rawValue): \(failure.message)")
                if let changeset = failure.changeset { print("    changeset: \(describeReported(changeset))") }
            } else {
                print("  \(name): ok (\(result.checked.count) properties: \(result.checked.map(\.rawValue).joined(separator: ", ")))")
            }
        }
        if failed { throw ExitCode(1) }
    }
}
