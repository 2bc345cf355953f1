import AdapterHost
import BatchUpdateChecker
import BenchCore
import CLISupport
import Foundation
import FuzzCore
import JSONDepthGuard
import JSONDiffInput
import Testing

/// Over-deep JSON: Foundation's JSONDecoder traps when its nesting limit is
/// passed at the input's last byte (found by json-inputs-libfuzzer); every
/// decoder of user files and adapter lines must throw instead.
@Suite struct JSONNestingTests {
    /// The crashing input: 513 `[` and nothing else.
    static let tooDeepAtTheEnd = Data(repeating: UInt8(ascii: "["), count: JSONDecoder.nestingLimit + 1)

    @Test func guardFindsTheFirstLevelBeyondTheLimit() {
        #expect(JSONDecoder.offsetBeyondNestingLimit(in: Self.tooDeepAtTheEnd) == 512)
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(JSONDecoder.offsetBeyondNestingLimit(in: Data(deepest.utf8)) == nil)
        let objects = String(repeating: "{\"a\":", count: 513)
        #expect(JSONDecoder.offsetBeyondNestingLimit(in: Data(objects.utf8)) == 5 * 512)
        // Brackets inside strings, escaped quotes included, do not count.
        let quoted = "[\"" + String(repeating: "[{", count: 600) + "\\\"]\"]"
        #expect(JSONDecoder.offsetBeyondNestingLimit(in: Data(quoted.utf8)) == nil)
        #expect(JSONDecoder.offsetBeyondNestingLimit(in: Data()) == nil)
    }

    @Test func guardedDecodeThrowsWhereFoundationWouldTrap() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decodeCheckingNesting([Int].self, from: Self.tooDeepAtTheEnd) }
        #expect((try? JSONDecoder().decodeCheckingNesting([[Int]].self, from: Data("[[1],[2,3]]".utf8))) == [[1], [2, 3]])
    }

    @Test func everyUserFileDecoderRejectsTheInput() {
        let data = Self.tooDeepAtTheEnd
        #expect(throws: InputFileError.self) { try DiffInput.parse(data) { InputFileError(path: "deep.json", problem: $0) } }
        #expect(throws: (any Error).self) { try BatchDocument(json: data) }
        #expect(throws: (any Error).self) { try ResultsFile.decode(data) }
        #expect(throws: (any Error).self) { try Repro(json: data) }
        #expect(throws: (any Error).self) { try SectionedRepro(json: data) }
        #expect(throws: (any Error).self) { try AdapterRepro(json: data) }
        #expect(throws: InputError.self) { try StrictJSON.decode([Int].self, from: data, name: "deep.json") }
        #expect(throws: ReproError.self) { try ReproKind(json: data) }
    }

    @Test func adapterLinesAreCheckedToo() {
        let line = String(decoding: Self.tooDeepAtTheEnd, as: UTF8.self)
        #expect(!AdapterLineProbe.outcomes(of: line).isEmpty)
    }
}
