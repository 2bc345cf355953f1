import AdapterProtocol
import DiffAlgorithms
import DiffBenchAdapter
import FuzzCore

//===----------------------------------------------------------------------===//
// DiffBenchCheck: DiffBench's properties on a diff, inside a test
//===----------------------------------------------------------------------===//

/// DiffBench's property check of one diff, run in the test's own process:
/// the fuzzer's generated cases, its properties, its shrinking and its repro
/// files, for a `DiffAlgorithm` or for a differ that answers in one of the
/// adapter formats (`batch`, `stages`, `difference`; docs/adapters.md).
///
///     @Test func myDiffPassesDiffBench() {
///         DiffBenchCheck(name: "my-diff", format: .difference) { (old: [Int], new: [Int]) in
///             .difference(AdapterDifference(new.difference(from: old)))
///         }.run()
///     }
///
/// The same seed gives the same cases, so a failure reproduces. `run()`
/// reports a failure once, at its caller's line, in Swift Testing or XCTest.
/// A check that exercised nothing (every case refused, or a promised
/// property never checked) fails too, and so does one whose arguments are
/// out of range (it records why instead of trapping). `replay(_:)` reruns a
/// failure's repro file against the same subject.
public struct DiffBenchCheck {
    /// What is checked.
    enum Subject {
        case algorithm(any DiffAlgorithm)
        case adapter(any AdapterEndpoint)
    }

    let subject: Subject

    /// The seed of the generated cases.
    public var seed: UInt64
    /// Flat cases to generate (an upper bound with `timeLimit`); at least 1.
    public var iterations: Int
    /// Seconds each campaign may run, positive; `nil`: until `iterations`.
    public var timeLimit: Double?
    /// Sectioned cases for a `DiffAlgorithm` (its sectioned diff, through
    /// `SectionedDiff`), not negative; 0 skips them. Adapters answer flat
    /// cases only.
    public var sectionedIterations: Int
    /// Which view's batch-update rules `batch-valid` applies.
    public var view: ListViewKind
    /// Where repro files go; `nil`: `diffbench-repros` in the temporary
    /// directory.
    public var reproDirectory: String?

    /// Checks `algorithm` on flat and sectioned cases, with the properties
    /// its traits promise (`minimal`, moves, updates).
    ///
    /// `iterations` must be at least 1, `sectionedIterations` not negative
    /// and `timeLimit`, when given, positive. Out of range, they do not trap:
    /// the check does not run, `evaluate()` says why in
    /// `DiffBenchSummary/notRun`, and `run()` records that as the test's
    /// issue.
    public init(
        _ algorithm: some DiffAlgorithm, seed: UInt64 = 1, iterations: Int = 2_000, sectionedIterations: Int = 200,
        timeLimit: Double? = nil, view: ListViewKind = .table, reproDirectory: String? = nil
    ) {
        self.init(
            subject: .algorithm(FuzzingTuning.tuned(algorithm)), seed: seed, iterations: iterations,
            sectionedIterations: sectionedIterations, timeLimit: timeLimit, view: view, reproDirectory: reproDirectory)
    }

    /// Checks `differ`, the same type an adapter executable hands to
    /// `DiffBenchAdapter.run`, with the properties `adapter`'s handshake
    /// promises; cases come in the element kinds the handshake lists.
    ///
    /// The arguments' ranges are those of `init(_:seed:iterations:…)`.
    public init(
        _ adapter: DiffBenchAdapter, differ: some AdapterDiffer, seed: UInt64 = 1, iterations: Int = 2_000,
        timeLimit: Double? = nil, view: ListViewKind = .table, reproDirectory: String? = nil
    ) {
        self.init(
            subject: .adapter(InProcessAdapter(handshake: adapter.handshake, differ: differ)), seed: seed,
            iterations: iterations, sectionedIterations: 0, timeLimit: timeLimit, view: view,
            reproDirectory: reproDirectory)
    }

    /// Checks `diff`, a closure over one element kind that answers in
    /// `format`: `source` and `target` are the old and new arrays, and the
    /// answer's offsets index them as the format says (docs/adapters.md).
    /// Throwing refuses a case. `minimal` and `updates` are the handshake's
    /// promises.
    ///
    /// The arguments' ranges are those of `init(_:seed:iterations:…)`.
    public init<Element: AdapterElement>(
        name: String, format: AdapterFormat, minimal: Bool = false, updates: Bool = false, seed: UInt64 = 1,
        iterations: Int = 2_000, timeLimit: Double? = nil, view: ListViewKind = .table,
        reproDirectory: String? = nil, diff: @escaping ([Element], [Element]) throws -> AdapterChangeset
    ) {
        self.init(
            DiffBenchAdapter(
                name: name, version: "in-process", elements: [Element.kind], format: format, minimal: minimal,
                updates: updates),
            differ: ClosureDiffer(body: diff), seed: seed, iterations: iterations, timeLimit: timeLimit, view: view,
            reproDirectory: reproDirectory)
    }

    private init(
        subject: Subject, seed: UInt64, iterations: Int, sectionedIterations: Int, timeLimit: Double?,
        view: ListViewKind, reproDirectory: String?
    ) {
        self.subject = subject
        self.seed = seed
        self.iterations = iterations
        self.sectionedIterations = sectionedIterations
        self.timeLimit = timeLimit
        self.view = view
        self.reproDirectory = reproDirectory
    }

    /// The element types its counterexamples are written in.
    var vocabulary: SwiftSource.Subject {
        if case .algorithm = subject { .algorithm } else { .adapter }
    }

    /// The name failures and repros give the subject: the algorithm's id or
    /// the adapter's name.
    public var subjectName: String {
        switch subject {
        case .algorithm(let algorithm): algorithm.id
        case .adapter(let endpoint): endpoint.handshake.name
        }
    }
}

/// A closure as an `AdapterDiffer` for its one element kind.
struct ClosureDiffer<Element: AdapterElement>: AdapterDiffer {
    let body: ([Element], [Element]) throws -> AdapterChangeset

    func diff<Asked: AdapterElement>(_ job: AdapterJob<Asked>) throws -> AdapterMeasurement {
        guard let source = job.source as? [Element], let target = job.target as? [Element] else {
            throw AdapterRefusal("elements '\(Asked.kind.rawValue)' not supported")
        }
        return try job.measure { try body(source, target) } convert: { $0 }
    }
}
