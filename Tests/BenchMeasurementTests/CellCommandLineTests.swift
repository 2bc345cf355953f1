import Testing

import BenchCore
import BenchMeasurement
import InputValidation

/// The child's command line: what the parent builds, the child reads back;
/// anything else is one line naming the problem.
@Suite struct CellCommandLineTests {
    let request = CellRequest(
        key: CellKey(algorithm: "myers", dataset: "int", scenario: "mixed", size: 1_000), seed: 42,
        policy: MeasurementPolicy(), budgetSeconds: 30, countsInstructions: true)

    @Test func theArgumentsReadBackAsTheCommandLine() throws {
        let commandLine = CellCommandLine(request: request, resultPath: "/tmp/outcome.json")
        let arguments = commandLine.arguments
        #expect(arguments.first == "cell")
        #expect(Array(arguments.suffix(2)) == ["--result", "/tmp/outcome.json"])
        #expect(try CellCommandLine(parsing: arguments) == commandLine)
        let swapped = [arguments[0]] + Array(arguments[3...4]) + Array(arguments[1...2])
        #expect(try CellCommandLine(parsing: swapped) == commandLine, "the options in either order")
    }

    @Test(arguments: [
        ([], "expected 'cell' first"),
        (["run", "--request", "{}", "--result", "x"], "expected 'cell' first"),
        (["cell", "--result", "x"], "missing --request"),
        (["cell", "--request", "{}"], "missing --result"),
        (["cell", "--request"], "--request needs a value"),
        (["cell", "--result", "x", "--result", "y"], "--result given twice"),
        (["cell", "--bogus", "x"], "unexpected argument '--bogus'"),
        (["cell", "--request", "{}", "--result", "x"], "--request: missing 'key'"),
        (["cell", "--request", "{", "--result", "x"], "--request: not valid JSON"),
    ])
    func badArgumentsAreOneLine(arguments: [String], message: String) {
        let error = #expect(throws: InputError.self) { try CellCommandLine(parsing: arguments) }
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("\n") == false)
    }
}
