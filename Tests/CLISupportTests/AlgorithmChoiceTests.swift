import ArgumentParser
import CLISupport
import DiffAlgorithms
import Testing

/// `--algorithm ID`: exactly one registered algorithm.
@Suite struct AlgorithmChoiceTests {
    @Test func anIdNamesItsAlgorithm() throws {
        #expect(try AlgorithmChoice(parsing: "heckel").algorithm.id == "heckel")
        #expect(try AlgorithmChoice(parsing: " Bit-LCS ").description == "bit-lcs")
    }

    @Test(arguments: ["", "bogus", "myers,heckel", "all"])
    func anythingButOneIdIsRejectedInOneLine(text: String) {
        let error = #expect(throws: ValidationError.self) { try AlgorithmChoice(parsing: text) }
        let message = error?.message ?? ""
        #expect(message.hasPrefix("unknown algorithm '\(text)'; valid: \(AlgorithmRegistry.ids.joined(separator: ", "))"))
        #expect(!message.contains("\n"))
        #expect(AlgorithmChoice(argument: text) == nil)
    }
}
