import ArgumentParser
import CLISupport
import DiffAlgorithms
import Testing

/// `--algorithms`: one rule for every tool.
@Suite struct AlgorithmListTests {
    @Test func idsKeepTheRegistryOrderOnce() throws {
        #expect(try AlgorithmList(parsing: "myers,heckel").ids == ["myers", "heckel"])
        #expect(try AlgorithmList(parsing: "heckel, myers ,heckel").ids == ["myers", "heckel"])
        #expect(try AlgorithmList(parsing: " Stdlib ").ids == ["stdlib"])
    }

    @Test func allSelectsTheWholeRegistry() throws {
        #expect(try AlgorithmList(parsing: "all").ids == AlgorithmRegistry.ids)
        #expect(AlgorithmList.all.ids == AlgorithmRegistry.ids)
        #expect(AlgorithmList.all.description == "all")
        #expect(try AlgorithmList(parsing: "myers,heckel").description == "myers,heckel")
    }

    @Test(arguments: ["", " ", ",", "myers,,heckel", "myers,", "bogus", "myers bogus", "myers;heckel"])
    func badListsAreRejectedInOneLine(text: String) {
        let error = #expect(throws: ValidationError.self) { try AlgorithmList(parsing: text) }
        let message = error?.message ?? ""
        #expect(!message.contains("\n"))
        #expect(message.contains(AlgorithmRegistry.ids.joined(separator: ", ")), "lists the valid ids: \(message)")
        #expect(AlgorithmList(argument: text) == nil)
    }

    @Test func anUnknownIdIsNamed() {
        let error = #expect(throws: ValidationError.self) { try AlgorithmList(parsing: "myers,bogus") }
        #expect(error?.message.hasPrefix("unknown algorithm 'bogus'") == true)
    }

    @Test func theListIsCheckedAgainstTheAvailableAlgorithms() throws {
        let available: [any DiffAlgorithm] = [MyersLinearSpaceDiff()]
        #expect(try AlgorithmList(parsing: "all", from: available).ids == ["myers"])
        #expect(throws: ValidationError.self) { try AlgorithmList(parsing: "heckel", from: available) }
    }

    @Test func oneAlgorithmById() throws {
        #expect(try AlgorithmList.algorithm(id: "heckel").id == "heckel")
        let error = #expect(throws: InputError.self) { try AlgorithmList.algorithm(id: "nope") }
        #expect(error?.description.hasPrefix("unknown algorithm 'nope'; valid: ") == true)
    }
}
