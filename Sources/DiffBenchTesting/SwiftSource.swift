import Foundation
import FuzzCore
import Workloads

//===----------------------------------------------------------------------===//
// SwiftSource: a counterexample as declarations a test can paste
//===----------------------------------------------------------------------===//

/// Renders generated cases as Swift: `let source = …` and `let target = …`,
/// with the element types' own initialisers (the types of DiffBench's
/// Workloads for books and sectioned cases).
enum SwiftSource {
    /// The two declarations of a flat case.
    static func declarations(_ input: ConcreteCase) -> String {
        let (source, target) =
            switch input {
            case let .int(source, target): (array(source, int), array(target, int))
            case let .string(source, target): (array(source, string), array(target, string))
            case let .book(source, target): (array(source, book), array(target, book))
            case let .colliding(source, target): (array(source, colliding), array(target, colliding))
            case let .keyed(source, target): (array(source, keyed), array(target, keyed))
            }
        return "let source\(typeAnnotation(input)) = \(source)\nlet target\(typeAnnotation(input)) = \(target)"
    }

    /// The two declarations of a sectioned case: `DiffSection`s of `Atom`s.
    static func declarations(_ sectioned: SectionedCase) -> String {
        "let source: [AtomSection] = \(array(sectioned.source, section))\n"
            + "let target: [AtomSection] = \(array(sectioned.target, section))"
    }

    /// `: [Int]` where a literal alone would not say the type (empty arrays).
    private static func typeAnnotation(_ input: ConcreteCase) -> String {
        guard input.sourceCount == 0 || input.targetCount == 0 else { return "" }
        return switch input {
        case .int: ": [Int]"
        case .string: ": [String]"
        case .book: ": [Book]"
        case .colliding: ": [CollidingKey]"
        case .keyed: ": [KeyedText]"
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

    private static func book(_ book: Book) -> String {
        "Book(id: \(book.id), title: \(string(book.title)), author: \(string(book.author)), isbn: \(string(book.isbn)), "
            + "published: Date(timeIntervalSince1970: \(book.published.timeIntervalSince1970)))"
    }

    private static func colliding(_ key: CollidingKey) -> String { "CollidingKey(id: \(key.id), version: \(key.version))" }

    private static func keyed(_ text: KeyedText) -> String { "KeyedText(key: \(string(text.key)), text: \(string(text.text)))" }

    private static func atom(_ atom: Atom) -> String { atom.content == 0 ? "Atom(\(atom.id))" : "Atom(\(atom.id), content: \(atom.content))" }

    private static func section(_ section: AtomSection) -> String {
        "AtomSection(model: \(atom(section.model)), items: \(array(section.items, atom)))"
    }
}
