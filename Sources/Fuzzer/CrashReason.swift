import ArgumentParser

/// Why `CrashGuard` started `fuzzer crash` or `fuzzer crash-validator` in
/// place of the campaign: a signal killed it, or its watchdog saw no
/// progress for the hang timeout (`--reason signal|hang`).
enum CrashReason: String, CaseIterable, ExpressibleByArgument {
    case signal
    case hang
}
