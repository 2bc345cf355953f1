import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Generators: seeded fuzz cases
//===----------------------------------------------------------------------===//

/// Makes fuzz cases from a campaign seed and a case index.
///
/// Case *i* of seed *s* depends only on *s*, *i* and `maxSize`: it is drawn from
/// its own `WorkloadRandom`, seeded by `CaseSeed`, so shards and replays regenerate any case without the
/// ones before it. Every draw goes through `next(below:)`, so cases are the
/// same on every toolchain.
///
///     let generator = CaseGenerator(maxSize: 64)
///     let fuzzCase = generator.makeCase(seed: 42, index: 7)
///
/// Shapes (see `Strategy`): independent random pairs; edits of a base array
/// (clusters of inserts, deletes, moves and content updates, block moves,
/// reversal, rotation, swaps, duplication); edge cases (empty, one element,
/// all equal, identical, disjoint). Identity alphabets are distinct, small
/// (1–4 identities, so duplicates are everywhere) or medium. Sizes are skewed
/// small (the minimum of two uniform draws), up to `maxSize`; with `maxSize`
/// of 64 or more, one case in 256 is a word-boundary case of 63–131 elements
/// (`wordBoundaryCase`). Books and keyed texts get `SubtleContent` versions
/// on one case in three (`restyle`).
package struct CaseGenerator: Sendable {
    /// The largest array the generator produces.
    package var maxSize: Int

    /// Whether `restyle` may give an element a canonically equivalent
    /// spelling of its content (no change for Swift's `==`). Adapter
    /// campaigns turn it off: an adapter in another language compares the
    /// wire's strings by code point, for which it is a change.
    package var canonicalEquivalents = true

    package init(maxSize: Int) {
        precondition(maxSize >= 0, "maxSize must not be negative")
        self.maxSize = maxSize
    }

    /// How a case was made; recorded for the statistics only.
    package enum Strategy: String, CaseIterable, Sendable {
        case edge, independent, edited
    }

    /// Case `index` of the campaign `seed`, drawn from its
    /// `CaseSeed.Stream.cases` seed.
    package func makeCase(seed: UInt64, index: Int) -> FuzzCase {
        var random = CaseSeed.random(campaign: seed, index: index, stream: .cases)
        return makeCase(using: &random)
    }

    /// A case drawn from `random`.
    package func makeCase(using random: inout WorkloadRandom) -> FuzzCase {
        let kindRoll = random.next(below: 20)
        let kind: ElementKind =
            kindRoll < 7 ? .int : kindRoll < 10 ? .string : kindRoll < 15 ? .book : kindRoll < 18 ? .colliding : .keyed
        let strategyRoll = random.next(below: 20)
        var result: FuzzCase
        if strategyRoll < 2 {
            result = edgeCase(kind: kind, &random)
        } else if strategyRoll < 7 {
            result = independentPair(kind: kind, &random)
        } else {
            result = editedPair(kind: kind, &random)
        }
        if result.source.count > maxSize { result.source.removeLast(result.source.count - maxSize) }
        if result.target.count > maxSize { result.target.removeLast(result.target.count - maxSize) }
        // A copy of the stream, so that the draws above stay as they were.
        var subtle = random
        var widening = WorkloadRandom(seed: subtle.next() ^ 0x9E37_79B9_7F4A_7C15)
        restyle(&result, &subtle)
        if maxSize >= Self.wordBoundaryMinimum, widening.next(below: Self.wordBoundaryPeriod) == 0 {
            result = wordBoundaryCase(kind: kind, &widening)
        } else if maxSize >= Self.wordBoundaryMinimum, widening.next(below: Self.deepCarryPeriod) == 0 {
            result = deepCarryCase(kind: kind, &widening)
        }
        return result.normalized()
    }

    /// Array lengths next to the 64-bit words of `bit-lcs`'s bit vectors.
    package static let wordBoundarySizes = [63, 64, 65, 127, 128, 129]
    /// One case in this many is a `wordBoundaryCase`.
    static let wordBoundaryPeriod = 256
    /// The smallest `maxSize` with word-boundary cases; below it every case
    /// stays within `maxSize`.
    package static let wordBoundaryMinimum = 64

    /// A base array of one of `wordBoundarySizes` (distinct identities, or
    /// 2–8 repeated ones so that masks are dense) and the same array after
    /// one to three clustered edits, in either direction. Its sides may
    /// exceed `maxSize`: at 64 elements and below, `bit-lcs` never carries
    /// from one word into the next.
    func wordBoundaryCase(kind: ElementKind, _ random: inout WorkloadRandom) -> FuzzCase {
        let count = Self.wordBoundarySizes[random.next(below: Self.wordBoundarySizes.count)]
        let alphabet: Alphabet = random.next(below: 2) == 0 ? .distinct : .repeating(count: 2 + random.next(below: 7))
        let base = array(count, alphabet, &random)
        var fresh = 2 * count + 4
        var edited = base
        for _ in 0..<(1 + random.next(below: 3)) {
            edit(&edited, kind: kind, alphabet: alphabet, fresh: &fresh, &random)
        }
        return random.next(below: 2) == 0
            ? FuzzCase(kind: kind, source: edited, target: base)
            : FuzzCase(kind: kind, source: base, target: edited)
    }

    /// One case in this many (of those that are not word-boundary cases) is
    /// a `deepCarryCase` (one in 32 makes a carry that stops after one
    /// all-ones word change `bit-lcs`'s result: mutation 296).
    static let deepCarryPeriod = 32
    /// The longest side of a `deepCarryCase`: five words and a few elements.
    package static let deepCarryMaximum = 5 * 64 + 3

    /// Distinct identities over three to five 64-bit words (one element more
    /// or less than whole words) and the same identities in another order:
    /// blocks of them swapped, or all shuffled. In `bit-lcs` every identity
    /// is then rare (the sparse path) and none is set aside, so one side is
    /// a bit vector of three to five words; a row matching in a low word,
    /// after rows that left zeros only in higher words, carries out of its
    /// word and through the all-ones words in between into the first that
    /// has a zero: the path that cases within two words never reach. Both
    /// sides may exceed `maxSize`.
    func deepCarryCase(kind: ElementKind, _ random: inout WorkloadRandom) -> FuzzCase {
        let count = 64 * (3 + random.next(below: 3)) - 1 + random.next(below: 3)
        let base = Array(0..<count)
        var other = base
        if random.next(below: 2) == 0 {
            WorkloadGenerator.shuffle(&other, using: &random)
        } else {
            let cuts = WorkloadGenerator.sample(3 + random.next(below: 6), from: count - 1, using: &random).map { $0 + 1 }
            let bounds = [0] + cuts.sorted() + [count]
            var blocks = (0..<(bounds.count - 1)).map { Array(base[bounds[$0]..<bounds[$0 + 1]]) }
            WorkloadGenerator.shuffle(&blocks, using: &random)
            other = blocks.flatMap { $0 }
        }
        let first = base.map { WorkloadAtom($0) }, second = other.map { WorkloadAtom($0) }
        return random.next(below: 2) == 0
            ? FuzzCase(kind: kind, source: first, target: second)
            : FuzzCase(kind: kind, source: second, target: first)
    }

    /// On one case in three of books and keyed texts, gives up to three
    /// target elements whose identity the source has a `SubtleContent`
    /// version: case-only, whitespace and accent changes that a careless
    /// content comparison misses, and the decomposed spelling it must not
    /// take for a change.
    func restyle(_ fuzzCase: inout FuzzCase, _ random: inout WorkloadRandom) {
        let fields: Int
        switch fuzzCase.kind {
        case .book: fields = 4
        case .keyed: fields = 1
        default: return
        }
        guard !fuzzCase.target.isEmpty, random.next(below: 3) == 0 else { return }
        let sourceIDs = Set(fuzzCase.source.map(\.id))
        for _ in 0..<(1 + random.next(below: 3)) {
            let index = random.next(below: fuzzCase.target.count)
            guard sourceIDs.contains(fuzzCase.target[index].id) else { continue }
            let version = SubtleContent.first + random.next(below: 5 * fields)
            if !canonicalEquivalents, SubtleContent(version: version, fields: fields)?.style == .decomposed { continue }
            fuzzCase.target[index].content = version
        }
    }

    //===------------------------------------------------------------------===//
    // Sizes and alphabets
    //===------------------------------------------------------------------===//

    /// A size in `0...maxSize`, skewed small: the minimum of two uniform draws
    /// (mean about `maxSize / 3`).
    func size(_ random: inout WorkloadRandom) -> Int {
        let a = random.next(below: maxSize + 1)
        let b = random.next(below: maxSize + 1)
        return min(a, b)
    }

    /// Where identities come from.
    enum Alphabet {
        /// Every identity at most once per array.
        case distinct
        /// Identities drawn from `0..<count`, with repeats.
        case repeating(count: Int)
    }

    func alphabet(forSize size: Int, _ random: inout WorkloadRandom) -> Alphabet {
        switch random.next(below: 10) {
        case 0..<4: .distinct
        case 4..<7: .repeating(count: 1 + random.next(below: 4))
        default: .repeating(count: max(2, size / 2))
        }
    }

    /// `count` atoms from `alphabet`; distinct identities come from
    /// `0..<2·count+4`, so two arrays drawn this way share some.
    func array(_ count: Int, _ alphabet: Alphabet, _ random: inout WorkloadRandom) -> [WorkloadAtom] {
        switch alphabet {
        case let .repeating(size):
            return (0..<count).map { _ in WorkloadAtom(random.next(below: size)) }
        case .distinct:
            // A partial Fisher–Yates shuffle of 0..<pool.
            var pool = Array(0..<(2 * count + 4))
            var result: [WorkloadAtom] = []
            result.reserveCapacity(count)
            for position in 0..<count {
                let pick = position + random.next(below: pool.count - position)
                pool.swapAt(position, pick)
                result.append(WorkloadAtom(pool[position]))
            }
            return result
        }
    }

    /// A fresh identity for an insert: unused so far under `.distinct`, else
    /// from the alphabet.
    func freshAtom(_ alphabet: Alphabet, next fresh: inout Int, _ random: inout WorkloadRandom) -> WorkloadAtom {
        switch alphabet {
        case let .repeating(size): return WorkloadAtom(random.next(below: size))
        case .distinct:
            fresh += 1
            return WorkloadAtom(fresh)
        }
    }

    //===------------------------------------------------------------------===//
    // Strategies
    //===------------------------------------------------------------------===//

    /// Two arrays drawn independently from one alphabet.
    func independentPair(kind: ElementKind, _ random: inout WorkloadRandom) -> FuzzCase {
        let sourceCount = size(&random)
        let targetCount = size(&random)
        let alphabet = alphabet(forSize: max(sourceCount, targetCount), &random)
        var source = array(sourceCount, alphabet, &random)
        let target = array(targetCount, alphabet, &random)
        if kind.hasContent, random.next(below: 2) == 0 {
            // Same identities, some with a new content version.
            for index in source.indices where random.next(below: 3) == 0 {
                source[index].content = 1 + random.next(below: 15)
            }
        }
        return FuzzCase(kind: kind, source: source, target: target)
    }

    /// A base array and the same array after one to four clustered edits.
    func editedPair(kind: ElementKind, _ random: inout WorkloadRandom) -> FuzzCase {
        let count = size(&random)
        let alphabet = alphabet(forSize: count, &random)
        let base = array(count, alphabet, &random)
        var fresh = 2 * count + 4
        var edited = base
        let editCount = 1 + min(random.next(below: 4), random.next(below: 4))
        for _ in 0..<editCount {
            edit(&edited, kind: kind, alphabet: alphabet, fresh: &fresh, &random)
        }
        // Either direction: target edited from source, or source from target.
        return random.next(below: 4) == 0
            ? FuzzCase(kind: kind, source: edited, target: base)
            : FuzzCase(kind: kind, source: base, target: edited)
    }

    /// A random range of `array`, at most `limit` long (at least 1 if not empty).
    func range(in count: Int, limit: Int, _ random: inout WorkloadRandom) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let length = 1 + random.next(below: max(1, min(limit, count)))
        let start = random.next(below: count - length + 1)
        return start..<(start + length)
    }

    /// Applies one clustered edit to `array`.
    func edit(
        _ array: inout [WorkloadAtom], kind: ElementKind, alphabet: Alphabet, fresh: inout Int,
        _ random: inout WorkloadRandom
    ) {
        let count = array.count
        let cluster = max(1, count / 4)
        switch random.next(below: 10) {
        case 0:  // Insert a cluster.
            let at = random.next(below: count + 1)
            let length = 1 + random.next(below: cluster)
            let atoms = (0..<length).map { _ in freshAtom(alphabet, next: &fresh, &random) }
            array.insert(contentsOf: atoms, at: at)
        case 1:  // Delete a cluster.
            array.removeSubrange(range(in: count, limit: cluster, &random))
        case 2:  // Move one element.
            guard count > 1 else { return }
            let atom = array.remove(at: random.next(below: count))
            array.insert(atom, at: random.next(below: count))
        case 3:  // Move a block.
            guard count > 1 else { return }
            let block = range(in: count, limit: max(1, count / 2), &random)
            let atoms = array[block]
            array.removeSubrange(block)
            array.insert(contentsOf: atoms, at: random.next(below: array.count + 1))
        case 4:  // Update the content of a cluster (and sometimes move one of them).
            let block = range(in: count, limit: cluster, &random)
            // Versions 1, 2, 4, 8 change one field of a book alone; others several.
            let step = 1 + random.next(below: 15)
            for index in block { array[index].content += step }
            if count > 1, random.next(below: 2) == 0 {
                let atom = array.remove(at: block.lowerBound)
                array.insert(atom, at: random.next(below: count))
            }
        case 5:  // Reverse a range, or everything.
            let block = random.next(below: 3) == 0 ? 0..<count : range(in: count, limit: count, &random)
            array[block].reverse()
        case 6:  // Rotate a range, or everything.
            let block = random.next(below: 2) == 0 ? 0..<count : range(in: count, limit: count, &random)
            guard block.count > 1 else { return }
            let by = 1 + random.next(below: block.count - 1)
            let rotated = Array(array[block.lowerBound + by..<block.upperBound] + array[block.lowerBound..<block.lowerBound + by])
            array.replaceSubrange(block, with: rotated)
        case 7:  // Swap two elements.
            guard count > 1 else { return }
            array.swapAt(random.next(below: count), random.next(below: count))
        case 8:  // Duplicate an identity somewhere else.
            guard count > 0 else { return }
            let atom = array[random.next(below: count)]
            array.insert(atom, at: random.next(below: count + 1))
        default:  // Replace a cluster: delete and insert at the same place.
            let block = range(in: count, limit: cluster, &random)
            let atoms = (0..<block.count).map { _ in freshAtom(alphabet, next: &fresh, &random) }
            array.replaceSubrange(block, with: atoms)
        }
    }

    /// One of the classic edge cases, at a random size.
    func edgeCase(kind: ElementKind, _ random: inout WorkloadRandom) -> FuzzCase {
        let n = size(&random)
        let m = size(&random)
        let distinct = array(max(n, 2), .distinct, &random)
        let other = array(m, .distinct, &random).map { WorkloadAtom($0.id + 10_000) }
        let x = WorkloadAtom(random.next(below: 3))
        let version = 1 + random.next(below: 15)
        let shapes: [() -> FuzzCase] = [
            { FuzzCase(kind: kind, source: [], target: []) },
            { FuzzCase(kind: kind, source: [], target: Array(distinct.prefix(m))) },
            { FuzzCase(kind: kind, source: Array(distinct.prefix(n)), target: []) },
            { FuzzCase(kind: kind, source: [x], target: [x]) },
            { FuzzCase(kind: kind, source: [x], target: [WorkloadAtom(x.id + 1)]) },
            { FuzzCase(kind: kind, source: [x], target: [WorkloadAtom(x.id, content: version)]) },
            { FuzzCase(kind: kind, source: Array(repeating: x, count: n), target: Array(repeating: x, count: m)) },
            {
                FuzzCase(
                    kind: kind, source: Array(repeating: x, count: n),
                    target: Array(repeating: WorkloadAtom(x.id, content: version), count: m))
            },
            { FuzzCase(kind: kind, source: distinct, target: distinct) },
            { FuzzCase(kind: kind, source: distinct, target: distinct.reversed()) },
            { FuzzCase(kind: kind, source: distinct, target: Array(distinct.dropFirst()) + [distinct[0]]) },
            { FuzzCase(kind: kind, source: distinct, target: [distinct[distinct.count - 1]] + distinct.dropLast()) },
            { FuzzCase(kind: kind, source: distinct, target: distinct.map { WorkloadAtom($0.id, content: version) }) },
            { FuzzCase(kind: kind, source: Array(distinct.prefix(n)), target: other) },
        ]
        return shapes[random.next(below: shapes.count)]()
    }
}
