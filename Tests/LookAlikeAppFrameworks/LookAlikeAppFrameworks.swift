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
