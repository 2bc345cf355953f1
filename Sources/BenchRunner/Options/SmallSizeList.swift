import ArgumentParser
import BenchCore
import CLISupport

//===----------------------------------------------------------------------===//
// SmallSizeList: `--small-sizes 4,6,8,10`
//===----------------------------------------------------------------------===//

/// The sizes of the small tier: a `SizeList` of sizes up to `limit`
/// (`none` is `NoneOr`'s).
struct SmallSizeList: StrictArgument, Hashable {
    /// The largest small size.
    static let limit = 1_000

    /// The sizes, unique and ascending; each from 1 to `limit`.
    var sizes: [Int]

    /// - Precondition: every size is from 1 to `limit`.
    init(_ sizes: [Int]) { self.sizes = SizeList(sizes).sizes }

    /// - Throws: `ValidationError` as `SizeList`'s, or `5000 is not small:
    ///   give sizes up to 1000`.
    init(parsing text: String) throws(ValidationError) {
        let sizes = try SizeList(parsing: text, largest: .max).sizes
        if let large = sizes.first(where: { $0 > Self.limit }) {
            throw ValidationError("\(large) is not small: give sizes up to \(Self.limit)")
        }
        self.sizes = sizes
    }

    /// The sizes in digits, separated by commas: `4,6,8,10`.
    var description: String { sizes.map(String.init).joined(separator: ",") }
}
