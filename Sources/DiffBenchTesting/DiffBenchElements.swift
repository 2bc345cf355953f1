import FuzzCore
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// DiffBenchElements: the element types of a DiffAlgorithm check's cases
//===----------------------------------------------------------------------===//

/// The element types a `DiffAlgorithm` check generates besides `Int` and
/// `String`, under the names its counterexamples print, so that a pasted
/// counterexample compiles with `import DiffBenchTesting` alone and no name
/// of DiffBench's workloads collides with the test's own (a `WorkloadBook` of the
/// app's, say):
///
///     let source: [DiffBenchElements.Book] = [.init(id: 1, title: "Café 1", author: "Émile 1",
///                                                   isbn: "978-100001", publishedSince1970: 86400.0)]
///     let target: [DiffBenchElements.Book] = []
///     let changeset = try MyDiff().diff(from: source, to: target)
///
/// Each is `Diffable`, so any `DiffAlgorithm` diffs it. A closure or adapter
/// check's counterexamples use the types its differ takes instead: `Int`,
/// `String` and `AdapterBook`.
public enum DiffBenchElements {
    /// A book row: identity `id`, content every field; written with
    /// `init(id:title:author:isbn:publishedSince1970:)`.
    public typealias Book = DiffBenchWorkloads.WorkloadBook
    /// A row whose identities all hash alike: identity `id`, content `version`.
    public typealias CollidingKey = DiffBenchWorkloads.CollidingKey
    /// A row identified by a string: identity `key`, content `text`.
    public typealias KeyedText = FuzzCore.KeyedText
    /// An identity number and a content version: the items and section
    /// models of sectioned cases.
    public typealias Atom = DiffBenchWorkloads.WorkloadAtom
    /// A section of atoms, the element of a sectioned case.
    public typealias AtomSection = DiffBenchWorkloads.WorkloadAtomSection
}
