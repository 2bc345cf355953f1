import ArgumentParser

//===----------------------------------------------------------------------===//
// StrictArgument: an option value whose parser says what is wrong
//===----------------------------------------------------------------------===//

/// An option value parsed by a rule that names what is wrong in one line
/// (`invalid size 'abc': …`, `unknown dataset 'x'; valid: …`), where
/// ArgumentParser's `init?(argument:)` can only fail without a reason.
///
/// Declare the option with `transform: T.parse`, so that a bad value's error
/// is the rule's, and its help with `ArgumentHelp(_:default:)`, since
/// ArgumentParser shows no default for an option with a transform:
///
///     @Option(help: ArgumentHelp("Comma-separated sizes.", default: Self.defaultSizes), transform: SizeList.parse)
///     var sizes: SizeList = Self.defaultSizes
///
/// `description` spells the value as it would be typed, so that a default
/// shows as the value a user would give.
package protocol StrictArgument: ExpressibleByArgument, CustomStringConvertible, Sendable {
    /// Parses `text` as typed on the command line.
    ///
    /// - Throws: `ValidationError` of one line, without the option's name
    ///   (the parser adds it: `--sizes: invalid size 'abc': …`).
    init(parsing text: String) throws(ValidationError)
}

extension StrictArgument {
    /// `init(parsing:)`, for `@Option(transform:)`.
    package static func parse(_ text: String) throws -> Self {
        try Self(parsing: text)
    }

    package init?(argument: String) {
        guard let value = try? Self(parsing: argument) else { return nil }
        self = value
    }

    package var defaultValueDescription: String { description }
}

extension ArgumentHelp {
    /// `abstract` followed by `(default: <value>)`, the value as
    /// `defaultValueDescription` spells it: the help of an option declared
    /// with a `transform:`, for which ArgumentParser shows no default.
    package init(_ abstract: String, default value: some ExpressibleByArgument, valueName: String? = nil) {
        self.init("\(abstract) (default: \(value.defaultValueDescription))", valueName: valueName)
    }
}
