@testable import BatchUpdateChecker
import DiffAlgorithms
import Testing

//===----------------------------------------------------------------------===//
// Named cells and expectations on what the display oracle shows
//===----------------------------------------------------------------------===//

/// Single-element-per-section data, `Diffable` by identity and content.
struct Cell: Diffable, Hashable, Sendable, CustomStringConvertible {
    var id: String
    var content: Int

    init(_ id: String, _ content: Int = 0) {
        self.id = id
        self.content = content
    }

    var diffIdentity: String { id }
    var description: String { content == 0 ? id : "\(id)'" }
}

/// Cells from names; a trailing `'` marks changed content (`"B'"`).
func cells(_ names: [String]) -> [Cell] {
    names.map { $0.hasSuffix("'") ? Cell(String($0.dropLast()), 1) : Cell($0) }
}

/// What the view shows, as names (`"B'"` for a carried or fresh cell with
/// changed content).
func shown(_ display: [[DisplayedCell<Cell>]]) -> [[String]] {
    display.map { section in
        section.map { cell in
            switch cell {
            case let .carried(element, _): element.description
            case let .fresh(element): element.description
            }
        }
    }
}

/// Runs the display oracle on named cells: what is shown, and the defects.
func oracle(
    _ source: [[String]], _ target: [[String]], _ update: BatchUpdate,
    sourceLocation: SourceLocation = #_sourceLocation
) -> (shown: [[String]], defects: [DisplayDefect])? {
    let source = source.map(cells), target = target.map(cells)
    do {
        let display = try DisplayOracle.display(source: source, target: target, update: update)
        let defects = try DisplayOracle.defects(source: source, target: target, update: update)
        return (shown(display), defects)
    } catch {
        Issue.record("oracle failed: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Expects a batch that UIKit accepts and that shows exactly the target.
func expectCorrect(
    _ source: [[String]], _ target: [[String]], _ update: BatchUpdate, view: ListViewKind = .table,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectAccepted(update, before: source.map(\.count), after: target.map(\.count), view: view, sourceLocation: sourceLocation)
    guard let result = oracle(source, target, update, sourceLocation: sourceLocation) else { return }
    #expect(result.shown == target, sourceLocation: sourceLocation)
    #expect(result.defects.isEmpty, "\(result.defects)", sourceLocation: sourceLocation)
}

/// Validates and replays a sequence of stages (spec §5.3): each against the
/// previous stage's data; the last must be the target.
func expectStagesCorrect(
    _ data: [[[String]]], _ stages: [BatchUpdate], view: ListViewKind = .table,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(data.count == stages.count + 1, sourceLocation: sourceLocation)
    for (index, stage) in stages.enumerated() where index + 1 < data.count {
        expectCorrect(data[index], data[index + 1], stage, view: view, sourceLocation: sourceLocation)
    }
}
