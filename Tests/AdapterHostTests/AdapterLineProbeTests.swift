import AdapterHost
import Testing

/// The probe behind the adapter-protocol libFuzzer target: every line gets
/// one outcome per check, accepted or with the protocol violation's reason.
@Suite struct AdapterLineProbeTests {
    @Test func aHandshakeAndABatchAnswerAreAccepted() {
        let handshake = AdapterLineProbe.outcomes(
            of: #"{"protocol": 1, "name": "difflib", "version": "3.11", "elements": ["int"], "format": "batch"}"#)
        #expect(handshake.first == "handshake difflib")
        let batch = AdapterLineProbe.outcomes(
            of: #"{"id": 7, "nanoseconds": [10, 12], "changeset": {"deleted": [0], "inserted": [0, 4], "moved": [[1, 2]], "updated": []}}"#)
        #expect(batch.count == 4)
        #expect(batch[1] == "batch: answer, rebuilds", "\(batch)")
        #expect(batch[0].hasPrefix("handshake: "))
    }

    @Test(arguments: ["", "{", "null", #"{"id": 8, "nanoseconds": [1, 2], "changeset": {}}"#, "\u{0}\u{FFFF}", #"{"id": 7, "nanoseconds": [-1, 2]}"#])
    func anyOtherLineGetsAReasonPerCheck(line: String) {
        let outcomes = AdapterLineProbe.outcomes(of: line)
        #expect(outcomes.count == 1 + 3)
        #expect(outcomes.allSatisfy { $0.contains(": ") && !$0.contains(": answer,") }, "\(outcomes)")
    }
}
