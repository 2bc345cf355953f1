import ArgumentParser
import BenchCore
import CLISupport

//===----------------------------------------------------------------------===//
// SizeList: `--sizes 1000,10k,1M`
//===----------------------------------------------------------------------===//

/// Sizes on the command line: `CellSize`s separated by commas, kept unique
/// and ascending.
///
///     try SizeList(parsing: "10k,1M, 5").sizes   // [5, 10000, 1000000]
struct SizeList: StrictArgument, Hashable {
    /// The sizes, unique and ascending; none below 1.
    var sizes: [Int]

    /// - Precondition: every size is at least 1.
    init(_ sizes: [Int]) { self.sizes = Array(Set(sizes)).sorted() }

    /// - Throws: `ValidationError` with one line naming the bad value and
    ///   the rule: `invalid size 'abc': sizes are positive integers, …`, or
    ///   `size 3000000000 is too large: at most 2147483646 items per array
    ///   are supported` (`maximumSize`).
    init(parsing text: String) throws(ValidationError) { try self.init(parsing: text, largest: maximumSize) }

    /// Parses as `init(parsing:)` does, with `largest` for the largest size
    /// allowed (a caller with a smaller bound of its own gives `Int.max`
    /// and says its rule itself).
    init(parsing text: String, largest: Int) throws(ValidationError) {
        let rule = "sizes are positive integers, optionally with k or M, separated by commas (e.g. 1000,10k,1M)"
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        guard !(items.count == 1 && items[0].trimmed.isEmpty) else { throw ValidationError("no sizes given: \(rule)") }
        var sizes: [Int] = []
        for item in items {
            guard let size = CellSize.count(item) else { throw ValidationError("invalid size '\(item.trimmed)': \(rule)") }
            guard size <= largest else { throw ValidationError(Self.tooLarge(size, largest: largest)) }
            sizes.append(size)
        }
        self.init(sizes)
    }

    /// Why `size`, above `largest`, cannot be run.
    static func tooLarge(_ size: Int, largest: Int = maximumSize) -> String {
        "size \(size) is too large: at most \(largest) items per array are supported"
    }

    /// The sizes in digits, separated by commas: `1000,10000,100000`.
    var description: String { sizes.map(String.init).joined(separator: ",") }
}
