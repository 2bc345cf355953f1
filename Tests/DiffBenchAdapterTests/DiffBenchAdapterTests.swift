@testable import DiffBenchAdapter
import Foundation
import Testing

/// The adapter side of the protocol, line in, line out, without a process.
@Suite struct DiffBenchAdapterTests {
    /// Deletes everything and inserts everything; refuses sources longer than 3.
    struct EverythingChanges: AdapterDiffer {
        func diff<Element: AdapterElement>(_ job: AdapterJob<Element>) throws -> AdapterMeasurement {
            guard job.source.count <= 3 else { throw AdapterRefusal("more than 3 elements") }
            return try job.measure { (job.source.count, job.target.count) } convert: { counts in
                .batch(AdapterBatch(deleted: Array(0..<counts.0), inserted: Array(0..<counts.1)))
            }
        }
    }

    let adapter = DiffBenchAdapter(
        name: "everything", version: "1.0", elements: [.int, .book], format: .batch, minimal: false, updates: true)

    func reply(_ line: String) -> String? {
        adapter.reply(to: line, differ: EverythingChanges(), writer: ReplyWriter())
    }

    func object(_ line: String?) throws -> [String: Any] {
        let data = Data((line ?? "").utf8)
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func answersTheHandshakeWithWhatItDeclares() {
        #expect(reply(#"{"op": "hello", "protocol": 1}"#)
            == #"{"protocol": 1, "name": "everything", "version": "1.0", "elements": ["int","book"], "format": "batch", "updates": true}"#)
        #expect(reply("   ") == nil)
    }

    @Test func answersADiffWithRepeatSamplesAndTheChangeset() throws {
        let answer = try object(reply(#"{"op": "diff", "id": 9, "elements": "int", "source": [1, 2], "target": [3], "repeat": 4}"#))
        #expect(answer["id"] as? Int == 9)
        #expect((answer["nanoseconds"] as? [Int])?.count == 4)
        let changeset = try #require(answer["changeset"] as? [String: Any])
        #expect(changeset["deleted"] as? [Int] == [0, 1] && changeset["inserted"] as? [Int] == [0])
        #expect((changeset["moved"] as? [Any])?.isEmpty == true && (changeset["updated"] as? [Any])?.isEmpty == true)
    }

    @Test func decodesBooks() throws {
        let book = #"{"id": 4, "title": "T", "author": "A", "isbn": "I", "published": 1.5}"#
        let answer = try object(reply(#"{"op": "diff", "id": 1, "elements": "book", "source": [\#(book)], "target": [], "repeat": 1}"#))
        #expect((answer["changeset"] as? [String: Any])?["deleted"] as? [Int] == [0])
    }

    @Test(arguments: [
        (#"{"op": "diff", "id": 3, "elements": "int", "source": [1, 2, 3, 4], "target": [], "repeat": 1}"#,
         #"{"id": 3, "error": "more than 3 elements"}"#),
        (#"{"op": "diff", "id": 4, "elements": "string", "source": [], "target": [], "repeat": 1}"#,
         #"{"id": 4, "error": "elements 'string' not supported"}"#),
        (#"{"op": "diff", "id": 5, "elements": "int", "source": [], "target": [], "repeat": 0}"#,
         #"{"id": 5, "error": "repeat must be at least 1, got 0"}"#),
    ])
    func refusesWithTheRequestsID(request: String, expected: String) {
        #expect(reply(request) == expected)
    }

    @Test func unreadableRequestsAreAnsweredWithTheIDWhenThereIsOne() throws {
        let garbage = try object(reply("not json"))
        #expect(garbage["id"] is NSNull && (garbage["error"] as? String)?.hasPrefix("cannot decode request") == true)
        let badSource = try object(reply(#"{"op": "diff", "id": 6, "elements": "int", "source": ["x"], "target": [], "repeat": 1}"#))
        #expect(badSource["id"] as? Int == 6)
        let unknownOp = try object(reply(#"{"op": "bye", "id": 7}"#))
        #expect(unknownOp["id"] as? Int == 7 && (unknownOp["error"] as? String)?.contains("unknown op 'bye'") == true)
    }

    @Test func differenceKeepsOffsetsAndAssociations() throws {
        let source = ["a", "b", "c", "d"]
        let target = ["d", "a", "x", "c"]
        let difference = target.difference(from: source).inferringMoves()
        let wire = AdapterDifference(difference)
        #expect(wire.removals.count == difference.removals.count)
        #expect(wire.insertions.count == difference.insertions.count)
        // Rebuild the CollectionDifference from the wire form and apply it.
        var changes: [CollectionDifference<String>.Change] = []
        for removal in wire.removals {
            changes.append(.remove(offset: removal.offset, element: source[removal.offset], associatedWith: removal.associatedWith))
        }
        for insertion in wire.insertions {
            changes.append(.insert(offset: insertion.offset, element: target[insertion.offset], associatedWith: insertion.associatedWith))
        }
        let rebuilt = try #require(CollectionDifference(changes))
        #expect(source.applying(rebuilt) == target)
        // d moves 3 → 0, b is removed, x inserted: pairs with null for no association.
        let data = try JSONEncoder().encode(AdapterChangeset.difference(wire))
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("[3,0]") && json.contains("[0,3]") && json.contains("[1,null]") && json.contains("[2,null]"))
        #expect(try JSONDecoder().decode(AdapterDifference.self, from: data) == wire)
    }

    @Test func pairsAndChangesRoundTripAsArrays() throws {
        let batch = AdapterBatch(deleted: [1], inserted: [2], moved: [AdapterPair(3, 0)], updated: [AdapterPair(0, 1)])
        let data = try JSONEncoder().encode(batch)
        #expect(String(decoding: data, as: UTF8.self).contains(#""moved":[[3,0]]"#))
        #expect(try JSONDecoder().decode(AdapterBatch.self, from: data) == batch)
        let stages = AdapterStages([batch, AdapterBatch()])
        #expect(try JSONDecoder().decode(AdapterStages.self, from: JSONEncoder().encode(stages)) == stages)
    }
}
