import AdapterHost
import Foundation
import FuzzCore
import Testing
import DiffBenchWorkloads

/// The faulty fixture adapter (Fixtures/faulty_adapter.py) in `mode`,
/// answering in `format`.
func faultyAdapter(_ mode: String, format: AdapterFormat = .batch) throws -> AdapterCommand {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/faulty_adapter.py").path
    let formatArguments = format == .batch ? [] : ["--format", format.rawValue]
    return try AdapterCommand(executable: "python3", arguments: [script, mode] + formatArguments)
}

/// Where the fixture adapters' standard error goes.
let silentLog: FileHandle = FileHandle(forWritingAtPath: "/dev/null") ?? .standardError

/// `fuzzer adapter` catches each deliberately broken adapter, with the
/// property its bug breaks and a shrunk case that still fails.
@Suite struct AdapterFuzzingTests {
    /// A short campaign against the fixture in `mode`: its first failure.
    func firstFailure(
        _ mode: String, format: AdapterFormat = .batch, hangTimeout: Double = 5
    ) throws -> (AdapterCampaignStats, FoundAdapterFailure?) {
        let connection = try AdapterConnection(
            command: faultyAdapter(mode, format: format), hangTimeout: hangTimeout, log: silentLog)
        defer { connection.stop() }
        let campaign = AdapterCampaign(CampaignConfiguration(seed: 3, iterations: 300, maxSize: 12), endpoint: connection)
        var found: FoundAdapterFailure?
        let stats = campaign.run(onFailure: { found = $0 })
        return (stats, found)
    }

    @Test(arguments: AdapterFormat.allCases)
    func theCorrectFixturePassesEveryPropertyInEveryFormat(format: AdapterFormat) throws {
        let (stats, found) = try firstFailure("correct", format: format)
        #expect(found == nil, "\(found?.repro.repro.message ?? "")")
        #expect(stats.answered == 300)
        #expect(stats.checked[.updatesExact] == (format == .difference ? nil : 300))
        #expect(stats.checked[.minimal] == nil, "minimal is not declared")
        // Cases 0, 64, 128, 192 and 256.
        #expect(stats.checked[.rejectsIllFormed] == 5)
    }

    /// A repeated offset is a protocol error in every format, never left
    /// for the rebuild.
    @Test(arguments: AdapterFormat.allCases)
    func aRepeatedDeleteIsAProtocolError(format: AdapterFormat) throws {
        let (_, found) = try firstFailure("repeated-delete", format: format)
        let failure = try #require(found)
        #expect(failure.repro.repro.property == AdapterProperty.protocolOK.rawValue, "\(failure.repro.repro.message)")
    }

    @Test(arguments: [
        ("wrong-move-source", AdapterProperty.rebuildsTarget, 4),
        ("all-updated", .updatesExact, 2),
        ("off-by-one-insert", .protocolOK, 2),
        ("repeated-delete", .protocolOK, 2),
        ("crash-on-empty", .noCrash, 2),
        ("flip-on-repeat", .deterministic, 4),
        ("hang", .noTimeout, 3),
    ])
    func eachBrokenAdapterIsCaughtAndShrunk(mode: String, property: AdapterProperty, maxElements: Int) throws {
        let (_, found) = try firstFailure(mode, hangTimeout: mode == "hang" ? 0.3 : 5)
        let failure = try #require(found, "\(mode) was not caught")
        #expect(failure.repro.repro.property == property.rawValue, "\(failure.repro.repro.message)")
        let shrunkSize = failure.shrunk.source.count + failure.shrunk.target.count
        #expect(shrunkSize <= maxElements, "shrunk to \(failure.shrunk)")
        #expect(shrunkSize <= failure.original.source.count + failure.original.target.count)
        #expect(failure.repro.handshake.name == "faulty-\(mode)")
        if property == .protocolOK { #expect(failure.repro.repro.message.contains("line: {")) }
        if property == .noCrash { #expect(failure.repro.repro.message.contains("exited with status 3")) }
    }

    @Test func aReproRecordsTheHandshakeAndReplaysThroughTheAdapter() throws {
        let (_, found) = try firstFailure("wrong-move-source")
        let failure = try #require(found)
        let decoded = try AdapterRepro(json: Data(failure.repro.json.utf8))
        #expect(decoded == failure.repro)
        #expect(decoded.handshake.format == .batch && decoded.handshake.updates)
        #expect(decoded.command.contains("faulty_adapter.py wrong-move-source"))

        let connection = try AdapterConnection(command: faultyAdapter("wrong-move-source"), log: silentLog)
        defer { connection.stop() }
        let replayed = AdapterCampaign(CampaignConfiguration(seed: 0, iterations: 1), endpoint: connection)
            .replay(decoded.repro)
        #expect(replayed.failure?.property == .rebuildsTarget)

        let fixed = try AdapterConnection(command: faultyAdapter("correct"), log: silentLog)
        defer { fixed.stop() }
        let passed = AdapterCampaign(CampaignConfiguration(seed: 0, iterations: 1), endpoint: fixed).replay(decoded.repro)
        #expect(passed.failure == nil)
        #expect(passed.checked.contains(.rebuildsTarget))
    }

    @Test func elementKindsTheAdapterLacksAreReplaced() {
        let books = FuzzCase(kind: .colliding, source: [WorkloadAtom(1, content: 2)], target: [WorkloadAtom(1)])
        #expect(books.adapted(to: [.book, .int])?.kind == .book)
        #expect(books.adapted(to: [.string])?.kind == .string)
        #expect(books.adapted(to: [.string])?.source == [WorkloadAtom(1)], "content dropped where the kind has none")
        #expect(books.adapted(to: []) == nil)
    }
}
