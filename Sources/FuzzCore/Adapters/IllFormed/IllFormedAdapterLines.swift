import AdapterProtocol

//===----------------------------------------------------------------------===//
// rejects-ill-formed (adapters): derived lines through the host's checks
//===----------------------------------------------------------------------===//

/// The adapter property `rejects-ill-formed`: the adapter's own valid
/// handshake and answer lines, made wrong one fault at a time
/// (`AdapterLineMutants`), go through the checks `AdapterConnection` runs
/// (`validateHandshake`, `validateResponse`), and each must get exactly the
/// verdict `AdapterLineOracle` predicts: the same violation class, a message
/// naming the field the oracle names, and a protocol error wherever the
/// oracle sees one (never an answer left for the rebuild to reject). An
/// accepted answer must then rebuild, or fail to, in the batch
/// `AdapterLineOracle.firstBatchNotApplying` names.
enum IllFormedAdapterLines {
    /// Which lines are derived from: the answer, or the handshake too.
    enum Scope {
        case answer, both
    }

    /// The first derived line whose verdict is not the predicted one, as a
    /// message, or `nil`. `answerLine` is the valid answer to `request`,
    /// `handshakeLine` (when given) the adapter's valid handshake; lines that
    /// do not parse give no derived lines.
    ///
    /// - Complexity: O(*k* · *l*) for *k* derived lines of length *l*.
    static func problem(handshakeLine: String?, answerLine: String, request: AnswerRequest) -> String? {
        if let handshakeLine, let handshake = WireJSON(line: handshakeLine) {
            for derived in AdapterLineMutants.handshake(handshake) {
                let (actual, why) = hostVerdict(handshake: derived.text)
                let predicted = AdapterLineOracle.handshake(derived.tree)
                if !predicted.matches(actual, why: why) { return message("handshake", derived, actual, why, predicted) }
            }
        }
        guard let answer = WireJSON(line: answerLine) else { return nil }
        for derived in AdapterLineMutants.answer(answer, for: request) {
            let (actual, why) = hostVerdict(answer: derived.text, request: request)
            let predicted = AdapterLineOracle.answer(derived.tree, for: request)
            if !predicted.matches(actual, why: why) { return message("answer", derived, actual, why, predicted) }
            guard predicted == .accepted, let tree = derived.tree else { continue }
            let expected = AdapterLineOracle.firstBatchNotApplying(tree, for: request)
            let rebuilt = hostRebuild(derived.text, request: request)
            if rebuilt.failing != expected {
                return "the answer with \(derived.fault) is accepted and "
                    + (rebuilt.failing.map { "batch \($0) does not apply (\(rebuilt.why))" } ?? "applies")
                    + ", expected " + (expected.map { "batch \($0) not to apply" } ?? "it to apply")
                    + "; line: \(quoted(derived.text))"
            }
        }
        return nil
    }

    /// The batch (0, or the stage's index) in which the host's rebuild of an
    /// accepted answer line fails, with the error, or `nil` when it rebuilds.
    static func hostRebuild(_ line: String, request: AnswerRequest) -> (failing: Int?, why: String) {
        guard
            case .success(let answer)? = try? validateResponse(
                line, id: request.id, repeatCount: request.repeatCount, format: request.format,
                sourceCount: request.sourceCount, targetCount: request.targetCount)
        else { return (nil, "") }
        do {
            _ = try answer.changeset.rebuild(
                source: Array(0..<request.sourceCount), target: Array(0..<request.targetCount))
            return (nil, "")
        } catch {
            switch error {
            case .batch: return (0, error.description)
            case let .stage(index, _, _, _, _, _), let .stageDeletesTooMany(index, _, _, _, _): return (index, error.description)
            }
        }
    }

    /// The host's verdict on a handshake line, and the violation's message.
    static func hostVerdict(handshake line: String) -> (LineVerdict, String) {
        do {
            _ = try validateHandshake(line)
            return (.accepted, "")
        } catch {
            return (.violation(error.kind, at: nil), error.why)
        }
    }

    /// The host's verdict on an answer line to `request`, and the
    /// violation's message.
    static func hostVerdict(answer line: String, request: AnswerRequest) -> (LineVerdict, String) {
        do {
            let result = try validateResponse(
                line, id: request.id, repeatCount: request.repeatCount, format: request.format,
                sourceCount: request.sourceCount, targetCount: request.targetCount)
            switch result {
            case .success: return (.accepted, "")
            case .failure: return (.refused, "")
            }
        } catch {
            return (.violation(error.kind, at: nil), error.why)
        }
    }

    private static func message(
        _ what: String, _ derived: DerivedLine, _ actual: LineVerdict, _ why: String, _ predicted: LineVerdict
    ) -> String {
        "the \(what) with \(derived.fault) gets \(actual)\(why.isEmpty ? "" : " (\(why))"), "
            + "expected \(predicted); line: \(quoted(derived.text))"
    }

    private static func quoted(_ line: String) -> String {
        line.count > 200 ? String(line.prefix(200)) + "…" : line
    }
}
