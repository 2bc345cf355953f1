import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// BenchAlgorithms: the registry plus test-only algorithms
//===----------------------------------------------------------------------===//

/// The algorithms benchrunner can run: `AlgorithmRegistry.all`, plus, when
/// the environment variable `DIFFBENCH_TEST_ALGORITHMS=1` is set, algorithms
/// that misbehave on purpose so that the isolation can be tested for real:
///
/// - `test-crash` traps (like a failed precondition) at 100 items or more;
/// - `test-hang` never returns at 100 items or more;
/// - `test-hog` allocates and touches memory without end at 100 items or more.
///
/// Below 100 items they behave like `hash-linear`. The variable is inherited
/// by the child processes, so parent and children agree on the list.
enum BenchAlgorithms {
    static let testEnvironmentVariable = "DIFFBENCH_TEST_ALGORITHMS"

    static var testAlgorithmsEnabled: Bool {
        ProcessInfo.processInfo.environment[testEnvironmentVariable] == "1"
    }

    static var all: [any DiffAlgorithm] {
        AlgorithmRegistry.all + (testAlgorithmsEnabled ? testAlgorithms : [])
    }

    static var ids: [String] { all.map(\.id) }

    static func algorithm(id: String) -> (any DiffAlgorithm)? {
        all.first { $0.id == id }
    }

    static let testAlgorithms: [any DiffAlgorithm] = [
        MisbehavingDiff(id: "test-crash", behavior: .crash),
        MisbehavingDiff(id: "test-hang", behavior: .hang),
        MisbehavingDiff(id: "test-hog", behavior: .hog),
    ]
}

/// A test-only algorithm that crashes, hangs or exhausts memory.
struct MisbehavingDiff: DiffAlgorithm {
    enum Behavior: Sendable { case crash, hang, hog }

    let id: String
    let behavior: Behavior

    var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Misbehaving (\(id))", reference: "test only", time: "—", space: "—",
            minimality: .notMinimal, moveRule: .fewestForMatching, duplicateRule: .inOrder, refusalRule: .never)
    }

    func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }

    func matching(for codes: IdentityCodes) -> Matching {
        if codes.old.count >= 100 {
            switch behavior {
            case .crash:
                fatalError("test-crash: deliberate crash at \(codes.old.count) items")
            case .hang:
                while true { sleep(1) }
            case .hog:
                var blocks: [[UInt8]] = []
                while true {
                    blocks.append([UInt8](repeating: 1, count: 64 << 20))
                    blackHole(blocks.count)
                }
            }
        }
        return HashKeyedLinearDiff().matching(for: codes)
    }
}
