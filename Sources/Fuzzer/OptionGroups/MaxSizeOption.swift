import ArgumentParser

/// `--max-size`: the largest generated array (every campaign but the
/// sectioned one, whose cases have their own sizes).
struct MaxSizeOption: ParsableArguments {
    @Option(
        name: .customLong("max-size"), parsing: .unconditional,
        help: "The largest source or target array, 0 to 100000 (default 64).", transform: OptionLimits.maxSize)
    var maxSizeOption: Int?

    var maxSize: Int { maxSizeOption ?? 64 }
}
