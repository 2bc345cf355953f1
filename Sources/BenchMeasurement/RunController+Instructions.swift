import BenchCore
import Foundation
import DiffBenchText

//===----------------------------------------------------------------------===//
// RunController: the instruction-counting child of a cell
//===----------------------------------------------------------------------===//

/// Why a run that counts instructions cannot start.
package enum InstructionCountingError: Error, CustomStringConvertible {
    case valgrindMissing

    package var description: String {
        switch self {
        case .valgrindMissing: Valgrind.missingMessage
        }
    }
}

extension RunController {
    /// Measures a cell that runs: time in a native child, instructions in a
    /// child under callgrind (only when time went well, and only for the
    /// cells `configuration.instructionCells` selects).
    package func measureCell(_ key: CellKey) -> CellResult {
        let metrics = configuration.metrics
        let counts = metrics.contains(.instructions) && configuration.instructionCells.includes(key)
        guard metrics.contains(.time) else {
            guard counts, let valgrind else {
                return CellResult(
                    key: key, status: .skipped,
                    message: "instructions not counted at this size (outside the instruction budget)",
                    samples: [], wallSeconds: 0)
            }
            return runInChild(key, timeout: configuration.timeout * Valgrind.timeoutAllowance, valgrind: valgrind)
        }
        var cell = runInChild(key)
        guard counts, cell.status == .ok, let valgrind else { return cell }
        let counted = runInChild(key, timeout: configuration.timeout * Valgrind.timeoutAllowance, valgrind: valgrind)
        cell.wallSeconds += counted.wallSeconds
        if counted.status == .ok, let instructions = counted.instructions {
            cell.instructions = instructions
        } else {
            cell.message = "instructions not counted: \(counted.status.rawValue)" + (counted.message.map { ": \($0)" } ?? "")
        }
        return cell
    }

    /// The command line of a cell's child: benchrunner itself, or benchrunner
    /// under callgrind when `valgrind` is given.
    func childCommand(
        _ arguments: [String], valgrind: String?, callgrindOutput: String
    ) -> (executable: String, arguments: [String]) {
        guard let valgrind else { return (executable, arguments) }
        return Valgrind.command(
            valgrind: valgrind, outputFile: callgrindOutput, executable: executable, arguments: arguments)
    }

    /// Reads callgrind's count into an `ok` cell; a missing count fails it.
    func readInstructions(_ callgrindOutput: String, into cell: inout CellResult) {
        guard cell.status == .ok else { return }
        guard let data = FileManager.default.contents(atPath: callgrindOutput),
            let count = Valgrind.instructions(inCallgrindOutput: String(decoding: data, as: UTF8.self))
        else {
            cell.status = .failed
            cell.message = "callgrind wrote no instruction count (\(callgrindOutput))"
            return
        }
        cell.instructions = InstructionCount(instructions: count)
    }
}
