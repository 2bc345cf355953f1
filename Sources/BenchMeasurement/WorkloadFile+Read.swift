import BenchCore
import DiffAlgorithms
import InputValidation
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Reading a WorkloadFile: the elements its identities name
//===----------------------------------------------------------------------===//

/// A workload read from a `WorkloadFile`, in the form its dataset takes.
package enum LoadedWorkload {
    /// The `int` dataset.
    case ints(WorkloadArrays<Int>)
    /// The `book` dataset.
    case books(WorkloadArrays<WorkloadBook>)
    /// The `book-sections` dataset.
    case sectioned(SectionedWorkloadBooks)
}

extension WorkloadFile {
    /// Reads the workload at `path` as elements of `dataset` drawn from
    /// `seed`: the elements the generator makes for the same plan
    /// (`WorkloadGenerator.book(id:seed:)`, `revise(_:)`, `author(id:renamed:)`,
    /// `sectionedBook(_:of:seed:)`), each array reserved at its exact count
    /// before it is filled.
    ///
    /// - Parameter size: The cell's size: the number of source items the
    ///   file must hold.
    /// - Throws: `InputError` of one line naming the file: not a workload
    ///   file, a flat plan for a sectioned dataset or the other way round,
    ///   another seed or size, a bad count or flag, too few or too many words.
    /// - Complexity: O(*n* + *m*) elements built; 32 KiB of buffer besides
    ///   the elements.
    package static func read(_ path: String, dataset: WorkloadDataset, seed: UInt64, size: Int) throws(InputError) -> LoadedWorkload {
        let reader = try WorkloadWordReader(path: path)
        guard reader.remaining >= 3, try reader.word() == magic else {
            throw InputError("\(path): not a workload file")
        }
        let kind = try reader.word()
        let expected: Kind = dataset == .bookSections ? .sectioned : .flat
        guard kind == expected.rawValue else {
            throw InputError("\(path): \(Kind(rawValue: kind).map { "a \($0) plan" } ?? "plan kind \(kind)"), but \(dataset.rawValue) needs a \(expected) plan")
        }
        let fileSeed = UInt64(bitPattern: try reader.word())
        guard fileSeed == seed else { throw InputError("\(path): drawn from seed \(fileSeed), not the cell's \(seed)") }

        let workload: LoadedWorkload
        let sourceCount: Int
        switch dataset {
        case .int:
            let source = try readFlatSide(reader) { id, _ in id }
            let target = try readFlatSide(reader) { id, _ in id }
            workload = .ints(WorkloadArrays(source: source, target: target))
            sourceCount = source.count
        case .book:
            let book = { (id: Int, revised: Bool) in
                var book = WorkloadGenerator.book(id: id, seed: seed)
                if revised { WorkloadGenerator.revise(&book) }
                return book
            }
            let source = try readFlatSide(reader, book)
            let target = try readFlatSide(reader, book)
            workload = .books(WorkloadArrays(source: source, target: target))
            sourceCount = source.count
        case .bookSections:
            let source = try readSections(reader, seed: seed)
            let target = try readSections(reader, seed: seed)
            workload = .sectioned((source, target))
            sourceCount = source.reduce(0) { $0 + $1.items.count }
        }
        try reader.expectEnd()
        guard sourceCount == size else { throw InputError("\(path): \(sourceCount) source items, not the cell's \(size)") }
        return workload
    }

    /// One side of a flat plan: a count, then (identity, revised) pairs
    /// made into elements by `element`.
    private static func readFlatSide<Element>(
        _ reader: WorkloadWordReader, _ element: (Int, Bool) -> Element
    ) throws(InputError) -> [Element] {
        let count = try reader.count(of: "items", wordsEach: 2)
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            let id = Int(try reader.word())
            elements.append(element(id, try reader.flag("a revised flag")))
        }
        return elements
    }

    /// One side of a sectioned plan: a section count, then each section's
    /// author, renamed flag, item count and (identity, revised) pairs.
    private static func readSections(_ reader: WorkloadWordReader, seed: UInt64) throws(InputError) -> [DiffSection<WorkloadAuthor, WorkloadBook>] {
        let count = try reader.count(of: "sections", wordsEach: 3)
        var sections: [DiffSection<WorkloadAuthor, WorkloadBook>] = []
        sections.reserveCapacity(count)
        for _ in 0..<count {
            let author = WorkloadGenerator.author(id: Int(try reader.word()), renamed: try reader.flag("a renamed flag"))
            let itemCount = try reader.count(of: "items", wordsEach: 2)
            var items: [WorkloadBook] = []
            items.reserveCapacity(itemCount)
            for _ in 0..<itemCount {
                let id = Int(try reader.word())
                let item = SectionedWorkloadPlan.Item(id: id, revised: try reader.flag("a revised flag"))
                items.append(WorkloadGenerator.sectionedBook(item, of: author, seed: seed))
            }
            sections.append(DiffSection(model: author, items: items))
        }
        return sections
    }
}
