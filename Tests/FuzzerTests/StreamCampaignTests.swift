import BatchUpdateChecker
import DiffAlgorithms
import Foundation
import FuzzCore
import Testing

/// The stream campaign: its cases are fixed by seed and index and cover
/// what the generator promises, the correct policies pass, a negative
/// control judged as correct is caught and shrinks small, and its repro
/// replays to the same verdict.
@Suite struct StreamCampaignTests {
    @Test func casesDependOnlyOnSeedAndIndex() {
        #expect(StreamCampaign.makeCase(seed: 7, index: 3) == StreamCampaign.makeCase(seed: 7, index: 3))
        #expect(StreamCampaign.makeCase(seed: 7, index: 3) != StreamCampaign.makeCase(seed: 7, index: 4))
        #expect(StreamCampaign.makeCase(seed: 7, index: 3) != StreamCampaign.makeCase(seed: 8, index: 3))
        // The stream campaign's seeds are its own: not the flat cases' nor the sectioned ones'.
        for stream: CaseSeed.Stream in [.cases, .sectioned, .validatorSections] {
            #expect(CaseSeed.derive(campaign: 7, index: 3, stream: .listStreams) != CaseSeed.derive(campaign: 7, index: 3, stream: stream))
        }
    }

    @Test func casesCoverWhatTheGeneratorPromises() {
        let cases = (0..<400).map { StreamCampaign.makeCase(seed: 11, index: $0) }
        #expect(cases.allSatisfy { (1...StreamCaseGenerator.maxSnapshots).contains($0.snapshotCount) })
        #expect(cases.contains { $0.snapshotCount > 20 })
        #expect(cases.contains(where: \.hasDuplicates) && cases.contains { !$0.hasDuplicates })
        #expect(cases.contains { $0.timing.diffQueue == .main } && cases.contains { $0.timing.diffDuration > $0.timing.animationDuration })
        #expect(cases.contains { c in c.events.contains { if case .window = $0 { true } else { false } } })
        // Bursts: two snapshots at the same time.
        #expect(cases.contains { c in zip(c.events, c.events.dropFirst()).contains { $0.time == $1.time } })
        #expect(cases.allSatisfy { c in zip(c.events, c.events.dropFirst()).allSatisfy { $0.time <= $1.time } })
    }

    @Test func theCorrectPoliciesPassOnAFixedSeed() {
        let stats = StreamCampaign(seed: 43, iterations: 300).run()
        #expect(stats.failures.isEmpty, "\(stats.failures.map(\.message))")
        #expect(stats.verdict == .passed)
        #expect(stats.dropped > 0 && stats.reloads > 0 && stats.staged > 0)
        for control in stats.controls { #expect(control.wrong > 0, "\(control.policy)") }
    }

    /// `stale-base` judged as if it were correct: the campaign catches it
    /// and the shrinker brings the stream down to at most 3 snapshots.
    func staleBaseRepro() throws -> StreamRepro {
        let stats = StreamCampaign(seed: 43, iterations: 500, algorithms: [HeckelSixPassDiff()], policies: [.staleBase]).run()
        let repro = try #require(stats.failures.first)
        #expect(repro.property == "stream-stale-base")
        return repro
    }

    @Test func aFailingStreamShrinksToAtMostThreeSnapshots() throws {
        let repro = try staleBaseRepro()
        let shrunk = try #require(repro.fuzzCase)
        #expect(shrunk.snapshotCount <= 3, "\(shrunk)")
        #expect(!StreamPolicies.run(.staleBase, HeckelSixPassDiff(), shrunk).verdict.isOK)
    }

    @Test func aWrittenReproReplaysToTheSameVerdict() throws {
        let repro = try staleBaseRepro()
        let read = try StreamRepro(json: repro.json())
        #expect(read == repro)
        let verdict = StreamPolicies.run(try #require(read.updatePolicy), HeckelSixPassDiff(), try #require(read.fuzzCase)).verdict
        #expect(StreamPolicies.describe(verdict) == repro.message)

        let folder = try scratchFolder("stream-repro")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("stream.json")
        try repro.json().write(to: file)
        let run = try runFuzzer(["replay", file.path])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("FAIL stream-stale-base: \(repro.message)"), "\(run.standardOutput)")
    }

    @Test func theStreamsCommandPassesAndPrintsItsTable() throws {
        let folder = try scratchFolder("streams")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runFuzzer(["streams", "--seed", "5", "--iterations", "40", "--output", folder.path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("stream-latest"))
        #expect(run.standardOutput.contains("negative control stale-base: wrong on"))
        #expect(files(in: folder).isEmpty)
    }
}
