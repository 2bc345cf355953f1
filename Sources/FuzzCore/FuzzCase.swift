import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// FuzzCase: one source/target pair, abstract or concrete
//===----------------------------------------------------------------------===//

/// A generated input: a source and a target array of atoms and the element
/// kind they are turned into.
package struct FuzzCase: Hashable, Sendable, CustomStringConvertible {
    package var kind: ElementKind
    package var source: [WorkloadAtom]
    package var target: [WorkloadAtom]

    package init(kind: ElementKind, source: [WorkloadAtom], target: [WorkloadAtom]) {
        self.kind = kind
        self.source = source
        self.target = target
    }

    /// The same case with content versions dropped where the kind has none,
    /// so that equal atoms always mean equal elements.
    package func normalized() -> FuzzCase {
        guard !kind.hasContent else { return self }
        return FuzzCase(
            kind: kind,
            source: source.map { WorkloadAtom($0.id) },
            target: target.map { WorkloadAtom($0.id) })
    }

    /// The concrete arrays.
    package var concrete: ConcreteCase {
        switch kind {
        case .int: .int(source.map(Int.init(atom:)), target.map(Int.init(atom:)))
        case .string: .string(source.map(String.init(atom:)), target.map(String.init(atom:)))
        case .book: .book(source.map(WorkloadBook.init(atom:)), target.map(WorkloadBook.init(atom:)))
        case .colliding:
            .colliding(source.map(CollidingKey.init(atom:)), target.map(CollidingKey.init(atom:)))
        case .keyed: .keyed(source.map(KeyedText.init(atom:)), target.map(KeyedText.init(atom:)))
        }
    }

    package var description: String {
        "\(kind) \(source.map(\.description).joined(separator: ",")) → \(target.map(\.description).joined(separator: ","))"
    }
}

/// A source and target of one concrete element type.
package enum ConcreteCase: Sendable, Equatable {
    case int([Int], [Int])
    case string([String], [String])
    case book([WorkloadBook], [WorkloadBook])
    case colliding([CollidingKey], [CollidingKey])
    case keyed([KeyedText], [KeyedText])

    package var kind: ElementKind {
        switch self {
        case .int: .int
        case .string: .string
        case .book: .book
        case .colliding: .colliding
        case .keyed: .keyed
        }
    }

    package var sourceCount: Int { visit(CountVisitor(source: true)) }
    package var targetCount: Int { visit(CountVisitor(source: false)) }

    /// Calls `visitor` with the typed arrays.
    package func visit<V: ConcreteCaseVisitor>(_ visitor: V) -> V.Result {
        switch self {
        case let .int(source, target): visitor.visit(source, target)
        case let .string(source, target): visitor.visit(source, target)
        case let .book(source, target): visitor.visit(source, target)
        case let .colliding(source, target): visitor.visit(source, target)
        case let .keyed(source, target): visitor.visit(source, target)
        }
    }
}

/// A generic operation on the arrays of a `ConcreteCase`.
package protocol ConcreteCaseVisitor {
    associatedtype Result
    func visit<E: FuzzElement>(_ source: [E], _ target: [E]) -> Result
}

private struct CountVisitor: ConcreteCaseVisitor {
    var source: Bool
    func visit<E: FuzzElement>(_ source: [E], _ target: [E]) -> Int {
        self.source ? source.count : target.count
    }
}
