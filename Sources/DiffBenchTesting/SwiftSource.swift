import FuzzCore
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// SwiftSource: a counterexample as declarations a test can paste
//===----------------------------------------------------------------------===//

/// Renders generated cases as Swift: `let source = …` and `let target = …`,
/// in the element types of the check's subject and spelled with names a test
/// has in scope after `import DiffBenchTesting` alone: literals for `Int`
/// and `String`, `AdapterBook` for a closure's or adapter's books, and
/// `DiffBenchElements`' types for a `DiffAlgorithm`'s other kinds and
/// sectioned cases.
enum SwiftSource {
    /// Whose element types a counterexample is written in.
    enum Subject {
        /// A closure or an adapter differ: it receives `Int`, `String` or
        /// `AdapterBook` elements.
        case adapter
        /// A `DiffAlgorithm`: it diffs DiffBench's own `Diffable` elements
        /// (`DiffBenchElements`).
        case algorithm
    }

    /// The two declarations of a flat case, for `subject`.
    ///
    /// - Complexity: O(*n* + *m*) elements.
    static func declarations(_ input: ConcreteCase, for subject: Subject) -> String {
        let (source, target) =
            switch input {
            case let .int(source, target): (array(source, int), array(target, int))
            case let .string(source, target): (array(source, string), array(target, string))
            case let .book(source, target) where subject == .adapter:
                (array(source, adapterBook), array(target, adapterBook))
            case let .book(source, target): (array(source, book), array(target, book))
            case let .colliding(source, target): (array(source, colliding), array(target, colliding))
            case let .keyed(source, target): (array(source, keyed), array(target, keyed))
            }
        let annotation = typeAnnotation(input, for: subject)
        return "let source\(annotation) = \(source)\nlet target\(annotation) = \(target)"
    }

    /// The two declarations of a sectioned case: `WorkloadAtomSection`s of `WorkloadAtom`s.
    ///
    /// - Complexity: O(sections + items).
    static func declarations(_ sectioned: SectionedCase) -> String {
        "let source: [DiffBenchElements.AtomSection] = \(array(sectioned.source, section))\n"
            + "let target: [DiffBenchElements.AtomSection] = \(array(sectioned.target, section))"
    }

    /// The array type, always for `DiffBenchElements`' types (their
    /// elements are written `.init(…)`), else where a literal alone would
    /// not say the type (empty arrays).
    private static func typeAnnotation(_ input: ConcreteCase, for subject: Subject) -> String {
        switch input {
        case .book where subject == .algorithm: return ": [DiffBenchElements.Book]"
        case .colliding: return ": [DiffBenchElements.CollidingKey]"
        case .keyed: return ": [DiffBenchElements.KeyedText]"
        default: break
        }
        guard input.sourceCount == 0 || input.targetCount == 0 else { return "" }
        return switch input {
        case .int: ": [Int]"
        case .string: ": [String]"
        default: ": [AdapterBook]"
        }
    }

    private static func array<Element>(_ elements: [Element], _ render: (Element) -> String) -> String {
        "[" + elements.map(render).joined(separator: ", ") + "]"
    }

    private static func int(_ value: Int) -> String { "\(value)" }

    /// A string literal with `"`, `\` and control characters escaped.
    static func string(_ value: String) -> String {
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// A `Double` literal; the non-finite values by name.
    static func double(_ value: Double) -> String {
        if value.isFinite { return "\(value)" }
        if value.isNaN { return "Double.nan" }
        return value < 0 ? "-Double.infinity" : "Double.infinity"
    }

    /// A book as the closure receives it: the wire's record, `published` in
    /// seconds since 1970.
    private static func adapterBook(_ book: WorkloadBook) -> String {
        let record = book.adapterBook
        return "AdapterBook(id: \(record.id), title: \(string(record.title)), author: \(string(record.author)), "
            + "isbn: \(string(record.isbn)), published: \(double(record.published)))"
    }

    /// A book as a `DiffAlgorithm` diffs it, its date in seconds since 1970
    /// (no `Date`, which needs `import Foundation`).
    private static func book(_ book: WorkloadBook) -> String {
        let record = book.adapterBook
        return ".init(id: \(record.id), title: \(string(record.title)), author: \(string(record.author)), "
            + "isbn: \(string(record.isbn)), publishedSince1970: \(double(record.published)))"
    }

    private static func colliding(_ key: CollidingKey) -> String { ".init(id: \(key.id), version: \(key.version))" }

    private static func keyed(_ text: KeyedText) -> String { ".init(key: \(string(text.key)), text: \(string(text.text)))" }

    private static func atom(_ atom: WorkloadAtom) -> String {
        atom.content == 0 ? ".init(\(atom.id))" : ".init(\(atom.id), content: \(atom.content))"
    }

    private static func section(_ section: WorkloadAtomSection) -> String {
        ".init(model: \(atom(section.model)), items: \(array(section.items, atom)))"
    }
}
