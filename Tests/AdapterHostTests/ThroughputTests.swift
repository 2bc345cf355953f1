@testable import AdapterHost
import Foundation
import Testing

/// Requests per second through the pipe at fuzzing sizes (≤ 64 elements),
/// with the Swift hash-linear example; the pipe is meant to carry at least
/// 2,000 a second in a release build. Asserts correctness only; the rate is
/// printed (a speed goal belongs in a benchmark, not in a unit test).
@Suite struct ThroughputTests {
    @Test func smallRequestsThroughThePipe() throws {
        let adapter = try AdapterConnection(
            command: AdapterCommand(executable: builtProduct("hash-linear-adapter")), log: quietLog)
        let cases = (0..<1_000 as Range<UInt64>).map { randomIntPair(seed: 1_000 + $0) }
        var rebuilt = 0
        let start = DiffBenchClock.seconds()
        for (source, target) in cases {
            let answer = try adapter.diff(source: source, target: target)
            if (try? answer.changeset.rebuild(source: source, target: target)) == target { rebuilt += 1 }
        }
        let seconds = DiffBenchClock.seconds() - start
        #expect(rebuilt == cases.count)
        #expect(adapter.launches == 1)
        print("adapter throughput: \(cases.count) requests in \(String(format: "%.3f", seconds)) s = \(Int(Double(cases.count) / seconds)) requests/s")
    }
}
