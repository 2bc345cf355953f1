import Foundation
import InputValidation
import Testing

/// Decoding user files: every failure is one line naming the file and field.
@Suite struct StrictJSONTests {
    struct Point: Decodable, Equatable {
        var x: Int
        var y: Int
    }

    func decode(_ text: String) throws(InputError) -> Point {
        try StrictJSON.decode(Point.self, from: Data(text.utf8), name: "p.json")
    }

    @Test func wellFormedInputDecodes() throws {
        #expect(try decode(#"{"x": 1, "y": 2}"#) == Point(x: 1, y: 2))
    }

    @Test(arguments: [
        ("", "p.json: the file is empty"),
        (" \n", "p.json: the file is empty"),
        (#"{"x": 1}"#, "p.json: missing 'y'"),
        (#"{"x": "1", "y": 2}"#, "p.json: 'x' has the wrong type"),
    ])
    func failuresAreOneLine(text: String, expected: String) {
        let error = #expect(throws: InputError.self) { try decode(text) }
        #expect(error?.description == expected)
    }

    @Test func malformedJSONNamesThePosition() {
        let error = #expect(throws: InputError.self) { try decode(#"{"x": 1,"#) }
        let message = error?.description ?? ""
        #expect(message.hasPrefix("p.json: not valid JSON"), "\(message)")
        #expect(!message.contains("\n"))
        #expect(StrictJSON.problem(in: Data("[1, 2]".utf8)) == nil)
    }
}
