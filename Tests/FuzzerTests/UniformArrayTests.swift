import Foundation
@testable import JSONDiffInput
import Testing

/// `DiffInput.parse` decodes arrays of integers only, strings only or objects
/// only straight into `[Int]`, `[String]` or `[[String: JSONValue]]`; whatever
/// that fast path takes must classify as the general path (one `JSONValue`
/// for the whole array) would.
@Suite struct UniformArrayTests {
    static let inputs = [
        "[1,2,3]", " \n[ -1 , 0, 9223372036854775807 ]", "[-9223372036854775808]", "[-0]",
        "[1.0, 2]", "[1e2, 3]", "[2.0e0]", "[1, 9223372036854775808]", "[1, 1.5]", "[1, 1e400]",
        "[1, \"a\"]", "[\"a\", 1]", "[\"a\",\"b\"]", "[\"\\u00e9\", \"\\\"x\\\"\"]", "[\"1\", \"2\"]",
        "[1, true]", "[true, 1]", "[false]", "[1, null]", "[null]", "[\"a\", null]",
        "[[1]]", "[1, [2]]", "[\"a\", {\"id\": 1}]", "[{\"id\": 1}]", "[]", "\t[ ]",
        "5", "\"s\"", "{\"a\": 1}", "[1, {\"id\": 2}]",
        "[{\"id\": 1, \"t\": \"a\", \"n\": [1, 2.5, true, null, {\"x\": \"y\"}]}, {\"id\": 2}]",
        "[{\"id\": \"x\", \"year\": 1e2}]", "[{\"id\": 1}, {\"name\": 2}]", "[{\"id\": 1}, 2]",
        "[{\"id\": 1.5}]", "[{\"id\": true}]", "[{\"id\": 1, \"items\": [1, 2]}, {\"id\": 2, \"items\": []}]",
        "[{\"id\": 1, \"items\": [\"a\", 2]}]",
    ]

    @Test(arguments: inputs)
    func theFastPathClassifiesAsTheGeneralPath(json: String) {
        let data = Data(json.utf8)
        guard let fast = DiffInput.uniformArray(in: data) else { return }
        let general = Result { () throws(InputFileError) in
            try DiffInput.classifyValue(in: data) { InputFileError(path: "input", problem: $0) }
        }
        #expect(general == .success(fast))
    }

    /// The comparison above checks only what the fast path takes: it must
    /// take a good share of the inputs, of every kind, and decline others.
    @Test func theComparedInputsExerciseTheFastPath() {
        let taken = Self.inputs.compactMap { DiffInput.uniformArray(in: Data($0.utf8)) }
        #expect(taken.count >= 10 && taken.count < Self.inputs.count)
        #expect(taken.contains { if case .integers = $0 { true } else { false } })
        #expect(taken.contains { if case .strings = $0 { true } else { false } })
        #expect(taken.contains { if case .records = $0 { true } else { false } })
        #expect(taken.contains { if case .sections = $0 { true } else { false } })
    }

    @Test func theFastPathTakesArraysOfOneKindOnly() {
        func uniform(_ json: String) -> DiffInput? { DiffInput.uniformArray(in: Data(json.utf8)) }
        #expect(uniform(" [ 1, -2, 3.0 ] ") == .integers([1, -2, 3]))
        #expect(uniform("[\"a\", \"\"]") == .strings(["a", ""]))
        #expect(uniform("[1, \"a\"]") == nil)
        #expect(uniform("[1, 1.5]") == nil)
        #expect(uniform("[true]") == nil)
        #expect(uniform("[{\"id\": 1}]") == .records([JSONRecord(id: .integer(1), content: ["id": .integer(1)])]))
        #expect(uniform("[{\"id\": 1}, 2]") == nil)
        #expect(uniform("[{\"name\": 1}]") == nil)
        #expect(uniform("[]") == nil)
        #expect(uniform("7") == nil)
    }

    /// Rejections keep the general path's messages.
    @Test func mixedArraysStillNameTheFirstOddElement() {
        #expect(throws: InputFileError(path: "in.json", problem: "element 2 is a string but element 0 is an integer (mixed element kinds)")) {
            try DiffInput.parse(Data("[1, 2, \"x\"]".utf8)) { InputFileError(path: "in.json", problem: $0) }
        }
        #expect(throws: InputFileError(path: "in.json", problem: "element 1 is a non-integer number but element 0 is an integer (mixed element kinds)")) {
            try DiffInput.parse(Data("[1, 1.5]".utf8)) { InputFileError(path: "in.json", problem: $0) }
        }
        #expect(throws: InputFileError(path: "in.json", problem: "element 1 is an object without an \"id\"")) {
            try DiffInput.parse(Data("[{\"id\": 1}, {\"name\": 2}]".utf8)) { InputFileError(path: "in.json", problem: $0) }
        }
    }
}
