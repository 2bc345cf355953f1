//===----------------------------------------------------------------------===//
// Look-alikes of names an app already has in scope
//===----------------------------------------------------------------------===//

// SwiftUI's `Shape` and `Path`, and the short names an app or a server
// framework commonly declares for itself (`Move`, `Hazard`, `Verdict`,
// `ViewKind`, `Changes`), so that `ImportCoexistenceTests` can show that
// BatchUpdateChecker and DiffBenchAdapter take none of them. Test-only: no
// product ships this module.

/// SwiftUI's shape protocol, the name the checker's shape type used to clash with.
public protocol Shape {
    func path(in width: Double) -> Path
}

/// SwiftUI's path.
public struct Path: Equatable {
    public var length: Double
    public init(length: Double) { self.length = length }
}

/// An app's own move command.
public struct Move: Equatable {
    public var steps: Int
    public init(steps: Int) { self.steps = steps }
}

/// An app's own hazard, verdict and view kind.
public enum Hazard: Equatable { case none, fire }
public enum Verdict: Equatable { case guilty, innocent }
public enum ViewKind: Equatable { case grid, list }

// MARK: An app's model module

// The nouns a library-catalogue or benchmarking app declares in a module of
// its own (`import Models`): an imported module, so a top-level name of a
// DiffBench product with the same spelling would make them ambiguous.

/// An app's book record.
public struct Book: Equatable {
    public var title: String
    public init(title: String) { self.title = title }
}

/// An app's author record.
public struct Author: Equatable {
    public var name: String
    public init(name: String) { self.name = name }
}

/// An app's test scenario, dataset and workload names.
public enum Scenario: Equatable { case smoke, soak }
public enum Dataset: Equatable { case small, large }
public struct Workload: Equatable {
    public var items: Int
    public init(items: Int) { self.items = items }
}

/// An app's atom (a design-system name) and its own matching and random source.
public struct Atom: Equatable {
    public var token: String
    public init(token: String) { self.token = token }
}
public struct Matching: Equatable {
    public var score: Double
    public init(score: Double) { self.score = score }
}
public struct SplitMix64: Equatable {
    public var state: UInt64
    public init(state: UInt64) { self.state = state }
}
public func lcsLength(_ a: String, _ b: String) -> Int { min(a.count, b.count) }

// MARK: Names of live lists

// What UIKit, SwiftUI and an app's view model layer call the parts of a list
// fed by a stream: the checker's stream model uses none of them.

/// UIKit's diffable snapshot, shortened as apps alias it.
public struct Snapshot: Equatable {
    public var items: [Int]
    public init(items: [Int]) { self.items = items }
}
/// An app's own update policy, event, timeline and list view model.
public enum UpdatePolicy: Equatable { case animated, immediate }
public struct Event: Equatable {
    public var name: String
    public init(name: String) { self.name = name }
}
public struct Timeline: Equatable {
    public var events: [Event]
    public init(events: [Event]) { self.events = events }
}
public final class ListViewModel {
    public var rows: [String]
    public init(rows: [String]) { self.rows = rows }
}
