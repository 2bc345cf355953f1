import Foundation
import FuzzCore
import Testing
import DiffBenchWorkloads

/// A book repro dates its books as the adapter wire does, in seconds since
/// 1970, and says so; a repro written before, in seconds since 2001, still
/// reads.
@Suite struct ReproDateTests {
    static let book = WorkloadBook(id: 1, title: "T", author: "A", isbn: "1", published: Date(timeIntervalSince1970: 86_400.5))

    static func repro(_ books: [WorkloadBook]) -> Repro {
        Repro(algorithm: "myers", property: "minimal", input: .book(books, []), changeset: nil, message: "")
    }

    @Test func aBookReproWritesSecondsSince1970() throws {
        let json = Self.repro([Self.book]).json
        #expect(json.contains(#""published":86400.5"#), "\(json)")
        #expect(json.contains(#""dates": "seconds-since-1970""#), "\(json)")
        #expect(try Repro(json: Data(json.utf8)) == Self.repro([Self.book]))
    }

    @Test func aReproWithoutDatesReadsSecondsSince2001() throws {
        let old = """
            {"algorithm": "myers", "property": "minimal", "elementType": "book", "message": "",
             "source": [{"id":1,"title":"T","author":"A","isbn":"1","published":-978220799.5}], "target": []}
            """
        #expect(try Repro(json: Data(old.utf8)) == Self.repro([Self.book]))
    }

    @Test func otherElementTypesSayNothingOfDates() {
        let json = Repro(algorithm: "myers", property: "minimal", input: .int([1], []), changeset: nil, message: "").json
        #expect(!json.contains("dates"))
    }

    @Test func anUnknownDateConventionIsRefused() {
        let json = #"{"algorithm":"myers","property":"minimal","elementType":"book","message":"","source":[],"target":[],"dates":"seconds-since-2001"}"#
        #expect(throws: ReproError.self) { try Repro(json: Data(json.utf8)) }
    }
}
