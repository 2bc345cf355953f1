//===----------------------------------------------------------------------===//
// InputValidation, re-exported
//===----------------------------------------------------------------------===//

// The command-line tools report bad input with `InputError` and decode the
// files they are given with `StrictJSON`, beside the rest of this module:
// `import CLISupport` brings all of it, so that a tool imports one module
// for its plumbing. The libraries below the tools (BenchCore,
// BenchMeasurement, JSONDiffInput) import InputValidation itself, without
// ArgumentParser.
@_exported import InputValidation
