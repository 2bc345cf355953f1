import BenchMeasurement
import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// MisbehavingDiff: test-only algorithms that crash, hang or hog memory
//===----------------------------------------------------------------------===//

/// A test-only algorithm that crashes, hangs or exhausts memory, so that the
/// isolation of cells in child processes can be tested for real:
///
/// - `test-crash` traps (like a failed precondition) at 100 items or more;
/// - `test-hang` never returns at 100 items or more;
/// - `test-hog` allocates and touches memory without end at 100 items or more.
///
/// Below 100 items they behave like `hash-linear`. They live in the
/// `MisbehavingCells` executable alone, never in the shipped `benchrunner`.
public struct MisbehavingDiff: DiffAlgorithm {
    enum Behavior: Sendable { case crash, hang, hog }

    public let id: String
    let behavior: Behavior

    public var traits: AlgorithmTraits {
        AlgorithmTraits(
            name: "Misbehaving (\(id))", reference: "test only", time: "—", space: "—",
            minimality: .notMinimal, moveRule: .fewestForMatching, duplicateRule: .inOrder, refusalRule: .never)
    }

    public func refusal(sourceCount: Int, targetCount: Int) -> DiffRefusal? { nil }

    public func matching(for codes: IdentityCodes) -> DiffMatching {
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

extension MisbehavingDiff {
    /// `test-crash`, `test-hang` and `test-hog`.
    public static let all: [any DiffAlgorithm] = [
        MisbehavingDiff(id: "test-crash", behavior: .crash),
        MisbehavingDiff(id: "test-hang", behavior: .hang),
        MisbehavingDiff(id: "test-hog", behavior: .hog),
    ]
}
