@testable import AdapterProtocol
import DiffAlgorithms
import Testing

/// The three formats converted and checked, without a process.
@Suite struct ResponseValidationTests {
    enum Outcome: Equatable {
        case success(ReportedChangeset)
        case failure(String)
    }

    func validate(_ changeset: String, format: AdapterFormat, sourceCount: Int, targetCount: Int) -> Outcome {
        let line = #"{"id": 1, "nanoseconds": [5], "changeset": \#(changeset)}"#
        do {
            let result = try validateResponse(
                line, id: 1, repeatCount: 1, format: format, sourceCount: sourceCount, targetCount: targetCount)
            switch result {
            case .success(let answer): return .success(answer.changeset)
            case .failure(let fault): return .failure("fault \(fault)")
            }
        } catch {
            return .failure(error.why)
        }
    }

    @Test func differenceAssociationsBecomeMoves() throws {
        let result = validate(
            #"{"removals": [[0, 2], [1, null]], "insertions": [[2, 0], [0, null]]}"#,
            format: .difference, sourceCount: 3, targetCount: 3)
        guard case .success(.difference(let changeset)) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(changeset.deleted == [1] && changeset.inserted == [0])
        #expect(changeset.moved.map { [$0.source, $0.target] } == [[0, 2]])
        let rebuilt = try ReportedChangeset.difference(changeset).rebuild(source: ["a", "b", "c"], target: ["x", "c", "a"])
        #expect(rebuilt == ["x", "c", "a"])
    }

    @Test(arguments: [
        (#"{"removals": [[0, 1]], "insertions": [[0, null]]}"#,
         "removal 0 is associated with insertion 1, which is not associated with it"),
        (#"{"removals": [[0, null]], "insertions": [[1, 0]]}"#,
         "insertion 1 is associated with removal 0, which is not associated with it"),
        (#"{"removals": [[0, null], [0, null]], "insertions": []}"#, "changeset.removals has offset 0 twice"),
        (#"{"removals": [[3, null]], "insertions": []}"#,
         "changeset.removals[0] offset 3 is out of range 0..<3 (source)"),
        (#"{"removals": [[null, 1]], "insertions": []}"#, "changeset.removals[0] is not [offset, associatedWith-or-null]"),
        (#"{"removals": [], "insertions": [[0, null]]}"#, "0 removals and 1 insertions cannot turn 3 elements into 3"),
        (#"{"removals": []}"#, "missing field changeset.insertions"),
    ])
    func badDifferencesAreRejected(changeset: String, why: String) {
        #expect(validate(changeset, format: .difference, sourceCount: 3, targetCount: 3) == .failure(why))
    }

    @Test func stagesIndexTheirOwnIntermediateArrays() throws {
        // [a b c] → delete b → [a c] → insert x at 0, move a to the end → [x c a].
        let stages = #"{"stages": [{"deleted": [1], "inserted": [], "moved": [], "updated": []}, "#
            + #"{"deleted": [], "inserted": [0], "moved": [[0, 2]], "updated": [[1, 1]]}]}"#
        guard case .success(let changeset) = validate(stages, format: .stages, sourceCount: 3, targetCount: 3) else {
            Issue.record("rejected")
            return
        }
        #expect(changeset.batches.count == 2)
        #expect(try changeset.rebuild(source: ["a", "b", "c"], target: ["x", "C", "a"]) == ["x", "C", "a"])
    }

    @Test(arguments: [
        (#"{"stages": [{"deleted": [0, 1], "inserted": [], "moved": [], "updated": []}]}"#,
         "the stages end with 1 elements, the target has 3"),
        (#"{"stages": [{"deleted": [], "inserted": [4], "moved": [], "updated": []}]}"#,
         "changeset.stages[0].inserted[0] = 4 is out of range 0..<4 (new array)"),
        (#"{"stages": [{"deleted": [], "inserted": [], "moved": [[0]], "updated": []}]}"#,
         "changeset.stages[0].moved[0] is not a pair [old, new]"),
        (#"{"stages": [{"deleted": [], "inserted": [], "moved": []}]}"#, "missing field changeset.stages[0].updated"),
        (#"{"stages": [{"deleted": ["a"], "inserted": [], "moved": [], "updated": []}]}"#,
         "changeset.stages[0].deleted[0] is not an integer"),
    ])
    func badStagesAreRejected(changeset: String, why: String) {
        #expect(validate(changeset, format: .stages, sourceCount: 3, targetCount: 3) == .failure(why))
    }

    @Test func batchPairsOutsideTheirSpaceAreRejected() {
        #expect(validate(#"{"deleted": [], "inserted": [], "moved": [[0, 5]], "updated": []}"#,
                         format: .batch, sourceCount: 3, targetCount: 3)
            == .failure("changeset.moved[0] new offset 5 is out of range 0..<3 (target)"))
        #expect(validate(#"[1, 2]"#, format: .batch, sourceCount: 3, targetCount: 3)
            == .failure("changeset is not a JSON object"))
    }

    @Test(arguments: [
        (#"{"deleted": [1, 1], "inserted": [], "moved": [], "updated": []}"#, "changeset.deleted has offset 1 twice"),
        (#"{"deleted": [], "inserted": [0, 2, 0], "moved": [], "updated": []}"#, "changeset.inserted has offset 0 twice"),
        (#"{"deleted": [], "inserted": [], "moved": [[0, 1], [0, 2]], "updated": []}"#,
         "changeset.moved has old offset 0 twice"),
        (#"{"deleted": [], "inserted": [], "moved": [[0, 2], [1, 2]], "updated": []}"#,
         "changeset.moved has new offset 2 twice"),
        (#"{"deleted": [], "inserted": [], "moved": [], "updated": [[1, 1], [1, 1]]}"#,
         "changeset.updated has old offset 1 twice"),
    ])
    func aRepeatedOffsetIsAProtocolErrorNotARebuildFailure(changeset: String, why: String) {
        #expect(validate(changeset, format: .batch, sourceCount: 3, targetCount: 3) == .failure(why))
    }

    @Test func aNumberThatIsNotAnIntegerNamesItsField() {
        #expect(validate(#"{"deleted": [1.5], "inserted": [], "moved": [], "updated": []}"#,
                         format: .batch, sourceCount: 3, targetCount: 3)
            == .failure("changeset.deleted[0] is not an integer"))
        #expect(validate(#"{"removals": [[0, 1e30]], "insertions": []}"#, format: .difference, sourceCount: 3, targetCount: 3)
            == .failure("changeset.removals[0][1] is not an integer"))
        do {
            _ = try validateResponse(#"{"id": 1.5}"#, id: 1, repeatCount: 1, format: .batch, sourceCount: 0, targetCount: 0)
            Issue.record("accepted")
        } catch {
            #expect(error.kind == .mistyped && error.why == "id is not an integer")
        }
    }

    @Test func aWrongBatchFailsToRebuildInsteadOfTrapping() {
        // In range, but two survivors for one free slot.
        let reported = ReportedChangeset.batch(makeChangeset(deleted: [], inserted: [0], moved: [], updated: []))
        #expect(throws: AdapterRebuildError.self) {
            try reported.rebuild(source: [1, 2], target: [0, 1])
        }
    }

    @Test func responseEnvelopeIsChecked() {
        func why(_ line: String) -> String? {
            do {
                _ = try validateResponse(line, id: 4, repeatCount: 2, format: .batch, sourceCount: 0, targetCount: 0)
                return nil
            } catch {
                return error.why
            }
        }
        #expect(why("") == "not valid JSON")
        #expect(why(#"{"nanoseconds": [1, 2]}"#) == "missing field id")
        #expect(why(#"{"id": "4"}"#) == "id is not an integer")
        #expect(
            why(#"{"id": 4, "nanoseconds": [1, -2], "changeset": {}}"#)
                == "nanoseconds[1] = -2 is not a non-negative integer number of nanoseconds (0 to 2^63 − 1)")
        #expect(why(#"{"id": 4, "changeset": {}}"#) == "missing field nanoseconds")
    }

    @Test(arguments: [
        ("1e30", "1e+30"), ("1.5", "1.5"), ("-3", "-3"), (#""12""#, #""12""#), ("null", "null"),
        ("9223372036854775808", "9.223372036854776e+18"),
    ])
    func aSampleThatIsNotWholeNanosecondsIsNamed(sample: String, written: String) {
        let line = #"{"id": 4, "nanoseconds": [7, \#(sample)], "changeset": {}}"#
        do {
            _ = try validateResponse(line, id: 4, repeatCount: 2, format: .batch, sourceCount: 0, targetCount: 0)
            Issue.record("accepted \(sample)")
        } catch {
            #expect(error.why == "nanoseconds[1] = \(written) is not a non-negative integer number of nanoseconds (0 to 2^63 − 1)")
        }
    }
}
