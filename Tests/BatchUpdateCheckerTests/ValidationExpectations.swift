@testable import BatchUpdateChecker
import DiffAlgorithms
import Testing

//===----------------------------------------------------------------------===//
// Index-path shorthands and expectations on UIKit's verdict
//===----------------------------------------------------------------------===//

/// `(section, item)`.
func ip(_ section: Int, _ item: Int) -> BatchIndexPath { BatchIndexPath(section, item) }

/// An item move.
func mv(_ from: (Int, Int), _ to: (Int, Int)) -> BatchMove<BatchIndexPath> {
    BatchMove(ip(from.0, from.1), ip(to.0, to.1))
}

/// How UIKit prints an index path in an exception, pointer normalised.
func ns(_ section: Int, _ item: Int) -> String {
    "<NSIndexPath: 0x…> {length = 2, path = \(section) - \(item)}"
}

/// Validates with the given view and options; `R-NEG` fails the test.
func verdict(
    _ update: BatchUpdate, before: [Int], after: [Int], view: ListViewKind = .table,
    options: ValidationOptions = ValidationOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> BatchVerdict? {
    do {
        return try BatchUpdateValidator(view: view, options: options)
            .validate(update, before: BatchShape(before), after: BatchShape(after))
    } catch {
        Issue.record("unexpected R-NEG: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Expects UIKit to throw at `rule` with exactly `message` (modulo the
/// `NSIndexPath` pointer).
func expectException(
    _ update: BatchUpdate, before: [Int], after: [Int], view: ListViewKind = .table,
    options: ValidationOptions = ValidationOptions(),
    rule: RuleID, message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let result = verdict(update, before: before, after: after, view: view, options: options, sourceLocation: sourceLocation) else { return }
    guard case let .exception(violation) = result.outcome else {
        Issue.record("expected \(rule.rawValue), got \(result.outcome)", sourceLocation: sourceLocation)
        return
    }
    #expect(violation.rule == rule, sourceLocation: sourceLocation)
    #expect(RuleViolation.normalizingPointers(violation.message) == message, sourceLocation: sourceLocation)
    #expect(result.hazards.isEmpty, "a batch UIKit rejects reports no hazards", sourceLocation: sourceLocation)
}

/// Expects UIKit to accept the batch and animate it (no fallback); returns
/// the hazards.
@discardableResult
func expectAccepted(
    _ update: BatchUpdate, before: [Int], after: [Int], view: ListViewKind = .table,
    options: ValidationOptions = ValidationOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> [HazardID] {
    guard let result = verdict(update, before: before, after: after, view: view, options: options, sourceLocation: sourceLocation) else { return [] }
    #expect(result.outcome == .accepted, "\(result.outcome)", sourceLocation: sourceLocation)
    return result.hazards.map(\.id)
}

/// Expects a table view's reloadData fallback caused by `rule`.
func expectFallback(
    _ update: BatchUpdate, before: [Int], after: [Int], rule: RuleID,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let result = verdict(update, before: before, after: after, view: .table, sourceLocation: sourceLocation) else { return }
    guard case let .reloadDataFallback(violation) = result.outcome else {
        Issue.record("expected a reloadData fallback, got \(result.outcome)", sourceLocation: sourceLocation)
        return
    }
    #expect(violation.rule == rule, sourceLocation: sourceLocation)
    #expect(result.isAccepted && result.isFallback, sourceLocation: sourceLocation)
    #expect(result.hazards.map(\.id).contains(.tableViewFallback), sourceLocation: sourceLocation)
}

