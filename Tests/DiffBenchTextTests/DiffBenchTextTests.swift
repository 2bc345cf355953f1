import Testing
import DiffBenchText

@Suite struct DiffBenchTextTests {
    @Test func jsonStringLiteralsEscapeWhatJSONRequires() throws {
        #expect(jsonStringLiteral("plain") == #""plain""#)
        #expect(jsonStringLiteral(#"a "quoted" \ path/x"#) == #""a \"quoted\" \\ path/x""#)
        #expect(jsonStringLiteral("line\nbreak\ttab\u{1}") == #""line\nbreak\ttab\u0001""#)
        #expect(jsonStringLiteral("é ✓") == "\"é ✓\"")
    }

    @Test func groupedDigitsUseCommasEveryThreeDigits() {
        #expect(groupedDigits(0) == "0")
        #expect(groupedDigits(999) == "999")
        #expect(groupedDigits(1_000) == "1,000")
        #expect(groupedDigits(1_234_567) == "1,234,567")
        #expect(groupedDigits(-1_000) == "-1,000")
    }
}
