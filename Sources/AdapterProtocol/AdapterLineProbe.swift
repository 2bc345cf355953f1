//===----------------------------------------------------------------------===//
// AdapterLineProbe: any line an adapter could print, through the checks
//===----------------------------------------------------------------------===//

/// Runs one line an adapter printed through everything DiffBench does with
/// such a line — the handshake check, and the response check for each
/// format followed by rebuilding a target from an accepted changeset — so
/// that a fuzzer can show that every line gives an answer or a typed
/// protocol error, never a trap (the `adapter-protocol-libfuzzer` target).
package enum AdapterLineProbe {
    /// What the checks made of `line` (a value per check, for the fuzzer's
    /// tests to look at): accepted, refused, or the violation's reason.
    ///
    /// The response is checked as the answer to request 7 with `repeat` 2,
    /// a source of `sourceCount` and a target of `targetCount` elements.
    ///
    /// - Complexity: O(*n*) in the line's length plus the changeset's size.
    package static func outcomes(of line: String, sourceCount: Int = 4, targetCount: Int = 5) -> [String] {
        var outcomes: [String] = []
        do {
            let handshake = try validateHandshake(line)
            outcomes.append("handshake \(handshake.name)")
        } catch {
            outcomes.append("handshake: \(error.why)")
        }
        let source = Array(0..<sourceCount), target = Array(100..<(100 + targetCount))
        for format in AdapterFormat.allCases {
            do {
                switch try validateResponse(
                    line, id: 7, repeatCount: 2, format: format, sourceCount: sourceCount, targetCount: targetCount)
                {
                case let .success(answer):
                    let rebuilt = try? answer.changeset.rebuild(source: source, target: target)
                    outcomes.append("\(format.rawValue): answer, \(rebuilt == nil ? "does not rebuild" : "rebuilds")")
                case let .failure(fault):
                    outcomes.append("\(format.rawValue): \(fault)")
                }
            } catch {
                outcomes.append("\(format.rawValue): \(error.why)")
            }
        }
        return outcomes
    }
}
