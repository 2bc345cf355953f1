import AdapterHost
import Foundation
import FuzzCore
import Testing

/// A shrunk repro of a wrong adapter states the counts of its own case.
@Suite struct AdapterReproMessageTests {
    @Test func aDroppedInsertIsReportedWithTheShrunkCasesCounts() throws {
        let connection = try AdapterConnection(command: faultyAdapter("drop-last-insert"), log: silentLog)
        defer { connection.stop() }
        let campaign = AdapterCampaign(CampaignConfiguration(seed: 3, iterations: 300, maxSize: 12), endpoint: connection)
        var found: FoundAdapterFailure?
        _ = campaign.run(onFailure: { found = $0 })
        let failure = try #require(found, "drop-last-insert was not caught")
        #expect(failure.repro.repro.property == AdapterProperty.rebuildsTarget.rawValue)
        let source = failure.shrunk.source.count
        let target = failure.shrunk.target.count
        // The adapter deleted and moved what it should and inserted one too few,
        // so one free target slot is left over.
        let message = failure.repro.repro.message
        let pattern = #/(\d+) surviving elements cannot fill (\d+) free target slots: source (\d+) − (\d+) deleted − (\d+) moved, target (\d+) − (\d+) inserted − (\d+) move destinations/#
        let match = try #require(message.firstMatch(of: pattern), "\(message)")
        let numbers = [match.1, match.2, match.3, match.4, match.5, match.6, match.7, match.8].map { Int($0)! }
        #expect(numbers[2] == source && numbers[5] == target, "\(message) for \(failure.shrunk)")
        #expect(numbers[0] == source - numbers[3] - numbers[4], "\(message)")
        #expect(numbers[1] == target - numbers[6] - numbers[7], "\(message)")
        #expect(numbers[1] == numbers[0] + 1, "\(message)")
    }
}
