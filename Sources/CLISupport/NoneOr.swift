import ArgumentParser
import Foundation

//===----------------------------------------------------------------------===//
// NoneOr: `none`, or a value of another option type
//===----------------------------------------------------------------------===//

/// `none`, or a value of `Wrapped`: for options whose empty choice is
/// spelled out (`--exact-scenarios none`). `none` is matched after
/// trimming white space, case ignored.
package enum NoneOr<Wrapped: StrictArgument>: StrictArgument {
    case none
    case some(Wrapped)

    /// The value, or `nil` for `none`.
    package var value: Wrapped? {
        if case let .some(value) = self { return value }
        return nil
    }

    /// - Throws: `Wrapped`'s `ValidationError`, its line ending in `, or
    ///   none`.
    package init(parsing text: String) throws(ValidationError) {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "none" {
            self = .none
            return
        }
        do {
            self = .some(try Wrapped(parsing: text))
        } catch {
            throw ValidationError("\(error.message), or none")
        }
    }

    /// `none`, or the value's description.
    package var description: String { value?.description ?? "none" }
}
