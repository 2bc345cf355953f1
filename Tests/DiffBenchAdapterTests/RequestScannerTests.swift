@testable import DiffBenchAdapter
import Foundation
import Testing

/// The byte-level request scanner must decode exactly what JSONDecoder
/// decodes, and hand everything else back (`nil`) rather than guess.
@Suite struct RequestScannerTests {
    /// A comparable rendering of a decoded message.
    func describe(_ message: IncomingMessage?) -> String? {
        guard let message else { return nil }
        switch message {
        case let .hello(version): return "hello \(String(describing: version))"
        case let .diff(.int(job)): return "int \(job.id) \(job.repeatCount) \(job.source) \(job.target)"
        case let .diff(.string(job)): return "string \(job.id) \(job.repeatCount) \(job.source) \(job.target)"
        case let .diff(.book(job)): return "book \(job.id) \(job.repeatCount) \(job.source) \(job.target)"
        }
    }

    func decoded(_ line: String) -> String? {
        describe(try? JSONDecoder().decode(IncomingMessage.self, from: Data(line.utf8)))
    }

    func request(_ kind: String, _ source: String, _ target: String) -> String {
        #"{"op": "diff", "id": 7, "elements": "\#(kind)", "source": [\#(source)], "target": [\#(target)], "repeat": 3}"#
    }

    @Test(arguments: [
        #"{"op": "hello", "protocol": 1}"#,
        #"{"op":"hello"}"#,
        #"{"op": "diff", "id": 7, "elements": "int", "source": [], "target": [], "repeat": 1}"#,
        #"  { "op" : "diff" , "id":-3,"elements":"int","source":[1, -2, 0, 9223372036854775807],"target":[3],"repeat":5 }  "#,
        #"{"op": "diff", "id": 1, "elements": "string", "source": ["a", "é", "\"q\"", "tab\tnew\nline", "\u00e9\ud83d\ude00", "\\\/"], "target": [""], "repeat": 2}"#,
        #"{"op": "diff", "id": 2, "elements": "book", "source": [{"id": 1, "title": "T", "author": "A", "isbn": "978", "published": 1.5e9}], "target": [{"published": -12.25, "isbn": "", "author": "Ø", "title": "x\"y", "id": 2}], "repeat": 1}"#,
    ])
    func decodesWhatJSONDecoderDecodes(line: String) throws {
        let fast = describe(RequestScanner.message(line))
        #expect(fast != nil, "the scanner handed back \(line)")
        #expect(fast == decoded(line))
    }

    @Test func randomStringsAndBooksRoundTrip() throws {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("ab \"\\/\n\t\u{1}é€😀")
        for _ in 0..<200 {
            let strings = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                String((0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            }
            let encoded = try strings.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
            let line = request("string", encoded.joined(separator: ", "), encoded.reversed().joined(separator: ","))
            #expect(describe(RequestScanner.message(line)) == decoded(line), "\(line)")
            let books = try strings.enumerated().map { index, text in
                String(decoding: try JSONEncoder().encode(
                    AdapterBook(id: index, title: text, author: text + "!", isbn: "", published: Double(index) * 0.5)), as: UTF8.self)
            }
            let bookLine = request("book", books.joined(separator: ", "), books.joined(separator: ", "))
            #expect(describe(RequestScanner.message(bookLine)) == decoded(bookLine), "\(bookLine)")
        }
    }

    /// Valid for JSONDecoder (or not), but outside the scanner's subset: `nil`.
    @Test(arguments: [
        #"{"op": "diff", "id": 7, "source": [1], "elements": "int", "target": [], "repeat": 1}"#,  // arrays before elements
        #"{"op": "diff", "id": 7, "elements": "int", "source": [1], "target": [], "repeat": 1, "extra": 0}"#,
        #"{"op": "diff", "id": 7.0, "elements": "int", "source": [], "target": [], "repeat": 1}"#,
        #"{"op": "diff", "id": 7, "elements": "int", "source": [01], "target": [], "repeat": 1}"#,
        #"{"op": "diff", "id": 7, "elements": "int", "source": [], "target": [], "repeat": 1} x"#,
        #"{"op": "diff", "id": 7, "elements": "int", "source": [], "target": [], "repeat": 1"#,
        #"{"op": "diff", "id": 7, "elements": "int", "source": [], "target": [], "repeat": 1, "repeat": 2}"#,
        #"{"op": "diff", "id": 7, "elements": "float", "source": [], "target": [], "repeat": 1}"#,
        #"{"op": "diff", "id": 7, "elements": "string", "source": ["\x"], "target": [], "repeat": 1}"#,
        #"{"op": "diff", "id": 7, "elements": "string", "source": ["\ud83d"], "target": [], "repeat": 1}"#,
        #"{"op": "diff", "id": 99999999999999999999, "elements": "int", "source": [], "target": [], "repeat": 1}"#,
        #"{"op": "bye"}"#,
        "",
    ])
    func handsBackWhatItDoesNotCover(line: String) {
        #expect(RequestScanner.message(line) == nil)
    }
}
