import FuzzCore
import Testing
import DiffBenchWorkloads

@testable import DiffBenchTesting

/// The counterexample a failure prints compiles, as printed, in a test file
/// that imports DiffBenchTesting and nothing else (not Foundation, not the
/// workloads), for every element kind a check generates: `swiftc -typecheck`
/// against the modules this bundle was built with.
@Suite struct PastedCounterexampleTests {
    /// One printed counterexample and the Swift that uses it as its check's
    /// subject would: the closure's element type, or `Diffable` elements.
    struct Pasted {
        var declarations: String
        var use: String
    }

    /// Atoms of negative, small and large ids, with every content version a
    /// generator makes (the books' changed fields, the subtle restylings).
    static let atoms: [WorkloadAtom] = (0..<41).map { WorkloadAtom($0 % 2 == 0 ? $0 : -$0 * 1_000, content: $0) }

    static func flat(_ kind: ElementKind, empty: Bool = false) -> ConcreteCase {
        FuzzCase(kind: kind, source: atoms, target: empty ? [] : atoms.reversed()).concrete
    }

    /// What a closure check over `Int`, `String` and `AdapterBook` prints.
    static var closureCases: [Pasted] {
        var cases: [Pasted] = []
        let awkward = ["a\"b\\c\nd\u{1}\u{7F}", "\r\t", "é\u{301}", "🙂x", "", "\\(x)", "#\"", "\u{2028}"]
        for (input, type) in [
            (ConcreteCase.int([Int.min, -1, 0, Int.max], [3]), "Int"), (flat(.int, empty: true), "Int"),
            (.string(awkward, awkward.reversed()), "String"), (.string([], ["a"]), "String"),
            (flat(.book), "AdapterBook"), (flat(.book, empty: true), "AdapterBook"),
        ] {
            cases.append(
                Pasted(
                    declarations: SwiftSource.declarations(input, for: .adapter),
                    use: "let _: ([\(type)], [\(type)]) = (source, target)\ntakesAdapterElements(source, target)"))
        }
        return cases
    }

    /// What a `DiffAlgorithm` check prints, flat and sectioned.
    static var algorithmCases: [Pasted] {
        var cases: [Pasted] = []
        for kind in ElementKind.allCases {
            for empty in [false, true] {
                cases.append(
                    Pasted(
                        declarations: SwiftSource.declarations(flat(kind, empty: empty), for: .algorithm),
                        use: "takesDiffable(source, target)"))
            }
        }
        var random = WorkloadRandom(seed: 3)
        let sectioned = (0..<5).map { _ in SectionedCaseGenerator.next(&random) } + [SectionedCase(source: [], target: [])]
        for c in sectioned {
            cases.append(Pasted(declarations: SwiftSource.declarations(c), use: "takesSections(source, target)"))
        }
        return cases
    }

    /// A test file of `cases`, one function each.
    static func testFile(_ cases: [Pasted]) -> String {
        var file = """
            import DiffBenchTesting

            func takesAdapterElements<Element: AdapterElement>(_ source: [Element], _ target: [Element]) {}
            func takesDiffable<Element: Diffable>(_ source: [Element], _ target: [Element]) {}
            func takesSections<Model: Diffable, Item: Diffable>(
                _ source: [DiffSection<Model, Item>], _ target: [DiffSection<Model, Item>]
            ) {}

            """
        for (index, pasted) in cases.enumerated() {
            file += "\nfunc pasted\(index)() {\n\(pasted.declarations)\n\(pasted.use)\n}\n"
        }
        return file
    }

    @Test func everyKindsCounterexampleCompilesWithDiffBenchTestingAlone() throws {
        let modules = try #require(BuiltModules.ofThisBundle(), "no Modules/DiffBenchTesting.swiftmodule above the test bundle")
        let file = Self.testFile(Self.closureCases + Self.algorithmCases)
        #expect(!file.contains("import Foundation"))
        let errors = try modules.typeCheck(file)
        #expect(errors == nil, "\(errors ?? "")\n\(file)")
    }

    /// The user's report: a keyed diff over `AdapterBook` with a planted bug
    /// (an updated book is left out), caught and shrunk; its counterexample
    /// compiles as printed.
    @Test func aBookClosuresFailureCompilesAsPrinted() throws {
        let summary = DiffBenchCheck(name: "drops-updates", format: .batch, updates: true, iterations: 500) {
            (old: [AdapterBook], new: [AdapterBook]) in
            droppedUpdates(old, new)
        }.evaluate()
        let failure = try #require(summary.failures.first, "\(summary)")
        #expect(failure.counterexample.contains("AdapterBook("), "\(failure.counterexample)")
        // Nor does the message name DiffBench's own book.
        #expect(!failure.description.contains("Workloads"), "\(failure)")
        let modules = try #require(BuiltModules.ofThisBundle())
        let errors = try modules.typeCheck(
            Self.testFile([
                Pasted(declarations: failure.counterexample, use: "let _: ([AdapterBook], [AdapterBook]) = (source, target)")
            ]))
        #expect(errors == nil, "\(errors ?? "")\n\(failure.counterexample)")
    }
}
