@testable import AdapterHost
@testable import FuzzCore
import Testing

/// `AdapterLineOracle`, the oracle of the adapter property
/// `rejects-ill-formed`, on hand-made lines; and the derived lines against
/// the host's checks.
@Suite struct AdapterLineOracleTests {
    static let batchRequest = AnswerRequest(id: 7, repeatCount: 1, format: .batch, sourceCount: 4, targetCount: 4)
    static let stagesRequest = AnswerRequest(id: 7, repeatCount: 1, format: .stages, sourceCount: 3, targetCount: 3)
    static let differenceRequest = AnswerRequest(id: 7, repeatCount: 1, format: .difference, sourceCount: 3, targetCount: 3)

    /// Valid answers: [a b c d] → [d x a c] (b deleted, d moved to 0, a
    /// updated); [a b c] → [x c a] in two stages and as a difference.
    static let validAnswers: [(String, AnswerRequest)] = [
        (#"{"id": 7, "nanoseconds": [5], "changeset": {"deleted": [1], "inserted": [1], "moved": [[3, 0]], "updated": [[0, 2]]}}"#,
         batchRequest),
        (#"{"id": 7, "nanoseconds": [5], "changeset": {"stages": [{"deleted": [1], "inserted": [], "moved": [], "updated": [[0, 0]]}, "#
            + #"{"deleted": [], "inserted": [0], "moved": [[0, 2]], "updated": []}]}}"#, stagesRequest),
        (#"{"id": 7, "nanoseconds": [5], "changeset": {"removals": [[0, 2], [1, null]], "insertions": [[0, null], [2, 0]]}}"#,
         differenceRequest),
    ]

    static let handshake = #"{"protocol": 1, "name": "my-diff", "version": "1.0", "elements": ["int"], "format": "batch"}"#

    func answer(_ changeset: String, _ request: AnswerRequest = batchRequest, samples: String = "[5]") -> LineVerdict {
        AdapterLineOracle.answer(WireJSON(line: #"{"id": 7, "nanoseconds": \#(samples), "changeset": \#(changeset)}"#), for: request)
    }

    @Test func theValidAnswersAreAccepted() {
        for (line, request) in Self.validAnswers {
            #expect(AdapterLineOracle.answer(WireJSON(line: line), for: request) == .accepted, "\(line)")
        }
        #expect(AdapterLineOracle.handshake(WireJSON(line: Self.handshake)) == .accepted)
    }

    @Test(arguments: [
        (#"{"deleted": [4], "inserted": [], "moved": [], "updated": []}"#, LineVerdict.violation(.offsetOutOfRange, at: "changeset.deleted[0]")),
        (#"{"deleted": [0, -1], "inserted": [], "moved": [], "updated": []}"#, .violation(.offsetOutOfRange, at: "changeset.deleted[1]")),
        (#"{"deleted": [2, 2], "inserted": [], "moved": [], "updated": []}"#, .violation(.repeatedOffset, at: "changeset.deleted")),
        (#"{"deleted": [], "inserted": [4], "moved": [], "updated": []}"#, .violation(.offsetOutOfRange, at: "changeset.inserted[0]")),
        (#"{"deleted": [], "inserted": [], "moved": [[0, 4]], "updated": []}"#, .violation(.offsetOutOfRange, at: "changeset.moved[0]")),
        (#"{"deleted": [], "inserted": [], "moved": [[0, 1], [2, 1]], "updated": []}"#, .violation(.repeatedOffset, at: "changeset.moved")),
        (#"{"deleted": [], "inserted": [], "moved": [], "updated": [[1]]}"#, .violation(.notAPair, at: "changeset.updated[0]")),
        (#"{"deleted": [], "inserted": [], "moved": []}"#, .violation(.missingField, at: "changeset.updated")),
        (#"{"deleted": ["0"], "inserted": [], "moved": [], "updated": []}"#, .violation(.mistyped, at: "changeset.deleted[0]")),
        (#"{"deleted": [], "inserted": [null], "moved": [], "updated": []}"#, .violation(.mistyped, at: "changeset.inserted[0]")),
        // Well formed, wrong: for the rebuild to judge.
        (#"{"deleted": [0], "inserted": [], "moved": [[0, 1]], "updated": []}"#, .accepted),
    ])
    func batchFaults(changeset: String, verdict: LineVerdict) {
        #expect(answer(changeset) == verdict)
    }

    @Test func envelopeFaults() {
        let request = Self.batchRequest
        let empty = #"{"deleted": [], "inserted": [], "moved": [], "updated": []}"#
        #expect(AdapterLineOracle.answer(nil, for: request) == .violation(.notJSON, at: nil))
        #expect(AdapterLineOracle.answer(WireJSON(line: "[]"), for: request) == .violation(.mistyped, at: nil))
        #expect(AdapterLineOracle.answer(WireJSON(line: #"{"id": 8, "error": "no"}"#), for: request) == .violation(.wrongID, at: nil))
        #expect(AdapterLineOracle.answer(WireJSON(line: #"{"id": 7, "error": "no"}"#), for: request) == .refused)
        #expect(AdapterLineOracle.answer(WireJSON(line: #"{"nanoseconds": [1]}"#), for: request) == .violation(.missingField, at: "id"))
        #expect(answer(empty, samples: "[]") == .violation(.sampleCount, at: nil))
        #expect(answer(empty, samples: "[-1]") == .violation(.sampleValue, at: "nanoseconds[0]"))
        #expect(answer(empty, samples: "[1.5]") == .violation(.sampleValue, at: "nanoseconds[0]"))
        #expect(answer(empty, samples: #"["12"]"#) == .violation(.sampleValue, at: "nanoseconds[0]"))
        #expect(answer("[]") == .violation(.mistyped, at: "changeset"))
    }

    @Test func stagesFaults() {
        let request = Self.stagesRequest
        let stage = #"{"deleted": [0, 1, 2, 0], "inserted": [], "moved": [], "updated": []}"#
        #expect(answer(#"{"stages": [\#(stage)]}"#, request) == .violation(.stageDeletesTooMany, at: "changeset.stages[0]"))
        #expect(answer(#"{"stages": []}"#, AnswerRequest(id: 7, repeatCount: 1, format: .stages, sourceCount: 3, targetCount: 4))
            == .violation(.stageCountMismatch, at: nil))
        #expect(answer(#"{"stages": []}"#, request) == .accepted)
        // The second stage's new array has 3 elements: offset 3 is past it.
        let second = #"{"deleted": [], "inserted": [3], "moved": [], "updated": []}"#
        let first = #"{"deleted": [1], "inserted": [], "moved": [], "updated": []}"#
        #expect(answer(#"{"stages": [\#(first), \#(second)]}"#, request)
            == .violation(.offsetOutOfRange, at: "changeset.stages[1].inserted[0]"))
        #expect(answer(#"{"removals": []}"#, request) == .violation(.missingField, at: "changeset.stages"))
    }

    @Test(arguments: [
        (#"{"removals": [[0, 1]], "insertions": [[0, null]]}"#, LineVerdict.violation(.associationNotMutual, at: nil)),
        (#"{"removals": [[0, null]], "insertions": [[1, 0]]}"#, .violation(.associationNotMutual, at: nil)),
        (#"{"removals": [[0, null], [0, null]], "insertions": [[0, null], [1, null]]}"#, .violation(.repeatedOffset, at: "changeset.removals")),
        (#"{"removals": [[3, null]], "insertions": [[0, null]]}"#, .violation(.offsetOutOfRange, at: "changeset.removals[0]")),
        (#"{"removals": [[null, 1]], "insertions": []}"#, .violation(.notAPair, at: "changeset.removals[0]")),
        (#"{"removals": [[0, null, 1]], "insertions": []}"#, .violation(.notAPair, at: "changeset.removals[0]")),
        (#"{"removals": [], "insertions": [[0, null]]}"#, .violation(.differenceCountMismatch, at: nil)),
        (#"{"removals": []}"#, .violation(.missingField, at: "changeset.insertions")),
        (#"{"removals": [[0, 2]], "insertions": [[2, 0]]}"#, .accepted),
    ])
    func differenceFaults(changeset: String, verdict: LineVerdict) {
        #expect(answer(changeset, Self.differenceRequest) == verdict)
    }

    @Test func handshakeFaults() {
        func verdict(_ key: String, _ value: WireJSON?) -> LineVerdict {
            AdapterLineOracle.handshake(WireJSON(line: Self.handshake)!.setting(key, to: value))
        }
        #expect(verdict("protocol", .integer(2)) == .violation(.wrongProtocol, at: nil))
        #expect(verdict("protocol", nil) == .violation(.missingField, at: "protocol"))
        for name in ["", "ALL", "Myers", " x", "x ", "a,b", "a\nb"] {
            #expect(verdict("name", .string(name)) == .violation(.forbiddenName, at: nil), "\(name)")
        }
        #expect(verdict("name", .string("my-myers")) == .accepted)
        #expect(verdict("format", .string("unified")) == .violation(.unknownFormat, at: nil))
        #expect(verdict("format", nil) == .violation(.missingField, at: "format"))
        #expect(verdict("elements", .array([.integer(1)])) == .violation(.mistyped, at: "elements[0]"))
        #expect(verdict("minimal", .string("yes")) == .violation(.mistyped, at: "minimal"))
    }

    @Test func aVerdictMatchesOnlyTheSameClassNamingTheField() {
        let predicted = LineVerdict.violation(.offsetOutOfRange, at: "changeset.deleted[1]")
        #expect(predicted.matches(.violation(.offsetOutOfRange, at: nil), why: "changeset.deleted[1] = 4 is out of range"))
        #expect(!predicted.matches(.violation(.offsetOutOfRange, at: nil), why: "changeset.deleted[10] = 4 is out of range"))
        #expect(!predicted.matches(.violation(.repeatedOffset, at: nil), why: "changeset.deleted[1]"))
        #expect(!predicted.matches(.accepted, why: ""))
        #expect(!LineVerdict.accepted.matches(.refused, why: ""))
    }

    /// Every derived line gets the predicted verdict from the real checks,
    /// and the derived lines reach every class of violation.
    @Test func theHostAgreesWithTheOracleOnEveryDerivedLine() {
        var kinds = Set<ViolationKind>()
        for (line, request) in Self.validAnswers {
            #expect(IllFormedAdapterLines.problem(handshakeLine: Self.handshake, answerLine: line, request: request) == nil)
            for derived in AdapterLineMutants.answer(WireJSON(line: line)!, for: request) {
                if case .violation(let kind, _) = AdapterLineOracle.answer(derived.tree, for: request) { kinds.insert(kind) }
            }
        }
        for derived in AdapterLineMutants.handshake(WireJSON(line: Self.handshake)!) {
            if case .violation(let kind, _) = AdapterLineOracle.handshake(derived.tree) { kinds.insert(kind) }
        }
        #expect(kinds == Set(ViolationKind.allCases), "never reached: \(Set(ViolationKind.allCases).subtracting(kinds))")
    }

    /// A host that let an offset equal to the count through would be
    /// caught: the oracle calls it a protocol error, and the property reports
    /// the disagreement.
    @Test func aHostThatAcceptsAnOffsetAtTheCountWouldFail() {
        let (line, request) = Self.validAnswers[0]
        let derived = AdapterLineMutants.answer(WireJSON(line: line)!, for: request)
            .first { $0.fault == "changeset.deleted: an offset = 4" }
        let tree = try? #require(derived?.tree)
        let predicted = AdapterLineOracle.answer(tree, for: request)
        #expect(predicted == .violation(.offsetOutOfRange, at: "changeset.deleted[0]"))
        #expect(!predicted.matches(.accepted, why: ""))
        #expect(IllFormedAdapterLines.hostVerdict(answer: derived?.text ?? "", request: request).0
            == .violation(.offsetOutOfRange, at: nil))
    }
}
